import Foundation

/// The output formats hig-lint writes.
public enum ReportFormat: String, CaseIterable, Sendable {
    case text, json, sarif
}

/// What every reporter gets: the result, the rules that ran, and where relative paths start.
public struct ReportContext: Sendable {
    public var result: LintResult
    public var rules: [Rule]
    /// The directory that SARIF's repository-relative URIs start from (usually the working directory).
    public var root: String
    public var exitCode: Int32
    /// Colour for a terminal (text format only).
    public var colored: Bool

    public init(result: LintResult, rules: [Rule], root: String, exitCode: Int32, colored: Bool = false) {
        self.result = result
        self.rules = rules
        self.root = root
        self.exitCode = exitCode
        self.colored = colored
    }

    public func render(_ format: ReportFormat) -> String {
        switch format {
        case .text: TextReporter.render(self)
        case .json: JSONReporter.render(self)
        case .sarif: SARIFReporter.render(self)
        }
    }
}

extension Finding {
    /// The message with its numbers taken out, so that a key built on it survives a count changing.
    var normalizedMessage: String {
        var out = ""
        var inNumber = false
        for character in message {
            if character.isASCII && character.isNumber {
                if !inNumber { out.append("#") }
                inNumber = true
            } else {
                out.append(character)
                inNumber = false
            }
        }
        return out
    }
}

/// Encodes report values the same way every time: sorted keys, two-space indentation.
func encodeStable<Value: Encodable>(_ value: Value) -> String {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
    guard let data = try? encoder.encode(value) else { return "{}\n" }
    return String(decoding: data, as: UTF8.self) + "\n"
}
