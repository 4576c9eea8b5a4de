import Foundation

/// The library this project ships: a receipt's lines, for a printer.
public struct Receipt {
    public var lines: [String]

    public init(lines: [String]) {
        self.lines = lines
    }
}
