/// A colour as a description writes it: the accent colour, or a fixed colour given as hex or by name.
public enum ColorValue: Hashable, Sendable {
    /// `accent` or `default`: follows the colour the person chose in system settings.
    case accent
    case rgb(red: UInt8, green: UInt8, blue: UInt8, alpha: UInt8)
    /// A named colour such as `systemRed` or an asset-catalogue name.
    case named(String)

    public init?(_ text: String) {
        if text == "accent" || text == "default" {
            self = .accent
        } else if text.first == "#" {
            let digits = text.dropFirst().compactMap(\.hexDigitValue).map(UInt8.init)
            guard digits.count == text.count - 1 else { return nil }
            switch digits.count {
            case 3: self = .rgb(red: digits[0] * 17, green: digits[1] * 17, blue: digits[2] * 17, alpha: 255)
            case 6, 8:
                let bytes = stride(from: 0, to: digits.count, by: 2).map { digits[$0] * 16 + digits[$0 + 1] }
                self = .rgb(red: bytes[0], green: bytes[1], blue: bytes[2], alpha: bytes.count == 4 ? bytes[3] : 255)
            default: return nil
            }
        } else if let first = text.first, first.isASCII, first.isLetter,
                  text.allSatisfy({ $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "." || $0 == "_") }) {
            self = .named(text)
        } else {
            return nil
        }
    }

    /// True for a colour that stays the same whatever accent colour the person chose.
    public var isFixed: Bool { self != .accent }
}
