import Foundation

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
        } else if text.utf8.first == UInt8(ascii: "#") {
            // Hex digits are ASCII, so they are read as bytes: up to eight, packed into one number.
            var value: UInt32 = 0, count = 0
            for byte in text.utf8.dropFirst() {
                guard count < 8, let digit = Self.hexValue(byte) else { return nil }
                value = value << 4 | UInt32(digit)
                count += 1
            }
            func component(_ shift: UInt32, _ width: UInt32) -> UInt8 {
                let bits = UInt8(truncatingIfNeeded: value >> shift) & (width == 4 ? 0xF : 0xFF)
                return width == 4 ? bits * 17 : bits
            }
            switch count {
            case 3: self = .rgb(red: component(8, 4), green: component(4, 4), blue: component(0, 4), alpha: 255)
            case 6: self = .rgb(red: component(16, 8), green: component(8, 8), blue: component(0, 8), alpha: 255)
            case 8: self = .rgb(red: component(24, 8), green: component(16, 8), blue: component(8, 8), alpha: component(0, 8))
            default: return nil
            }
        } else if Self.isName(text) {
            self = .named(text)
        } else {
            return nil
        }
    }

    private static func hexValue(_ byte: UInt8) -> UInt8? {
        switch byte {
        case 0x30...0x39: byte - 0x30
        case 0x41...0x46: byte - 0x41 + 10
        case 0x61...0x66: byte - 0x61 + 10
        default: nil
        }
    }

    /// An ASCII letter, then ASCII letters, digits, `.` and `_`: checked on bytes, which for these
    /// characters is the same as asking each `Character` (and spares Unicode property lookups).
    private static func isName(_ text: String) -> Bool {
        func isLetter(_ byte: UInt8) -> Bool { (byte | 0x20) >= 0x61 && (byte | 0x20) <= 0x7A }
        guard let first = text.utf8.first, isLetter(first) else { return false }
        return text.utf8.allSatisfy { isLetter($0) || ($0 >= 0x30 && $0 <= 0x39) || $0 == 0x2E || $0 == 0x5F }
    }

    /// True for a colour that stays the same whatever accent colour the person chose.
    public var isFixed: Bool { self != .accent }
}

extension ColorValue {
    /// The sRGB values of the system's named colours in the light appearance, and SwiftUI's
    /// short names for them; an asset-catalogue name resolves to nothing.
    static let systemColors: [String: (UInt8, UInt8, UInt8)] = {
        let system: [String: (UInt8, UInt8, UInt8)] = [
            "systemRed": (255, 59, 48), "systemOrange": (255, 149, 0), "systemYellow": (255, 204, 0),
            "systemGreen": (52, 199, 89), "systemMint": (0, 199, 190), "systemTeal": (48, 176, 199),
            "systemCyan": (50, 173, 230), "systemBlue": (0, 122, 255), "systemIndigo": (88, 86, 214),
            "systemPurple": (175, 82, 222), "systemPink": (255, 45, 85), "systemBrown": (162, 132, 94),
            "systemGray": (142, 142, 147), "systemGray2": (174, 174, 178), "systemGray3": (199, 199, 204),
            "systemGray4": (209, 209, 214), "systemGray5": (229, 229, 234), "systemGray6": (242, 242, 247),
            "label": (0, 0, 0), "secondaryLabel": (138, 138, 142), "tertiaryLabel": (196, 196, 199),
            "systemBackground": (255, 255, 255), "secondarySystemBackground": (242, 242, 247),
            "tertiarySystemBackground": (255, 255, 255), "systemGroupedBackground": (242, 242, 247),
            "windowBackgroundColor": (236, 236, 236), "textBackgroundColor": (255, 255, 255), "labelColor": (0, 0, 0),
            "white": (255, 255, 255), "black": (0, 0, 0),
        ]
        var all = system
        for name in ["red", "orange", "yellow", "green", "mint", "teal", "cyan", "blue", "indigo", "purple", "pink", "brown", "gray"] {
            all[name] = system["system" + name.prefix(1).uppercased() + name.dropFirst()]
        }
        all["primary"] = system["label"]
        all["secondary"] = system["secondaryLabel"]
        return all
    }()

    /// The colour as opaque sRGB components (0…1), drawn over `background` when it is translucent;
    /// nil for the accent colour and for names that are not system colours.
    func resolved(over background: (Double, Double, Double) = (1, 1, 1)) -> (Double, Double, Double)? {
        switch self {
        case .accent: return nil
        case .named(let name):
            return Self.systemColors[name].map { (Double($0.0) / 255, Double($0.1) / 255, Double($0.2) / 255) }
        case .rgb(let red, let green, let blue, let alpha):
            let a = Double(alpha) / 255
            return (Double(red) / 255 * a + background.0 * (1 - a), Double(green) / 255 * a + background.1 * (1 - a),
                    Double(blue) / 255 * a + background.2 * (1 - a))
        }
    }

    /// The perceptual distance between two colours (CIE 1976 ΔE in CIELAB, D65): about 2.3 is
    /// the smallest difference people notice; nil when either colour cannot be resolved.
    public func distance(to other: ColorValue) -> Double? {
        guard let background = other.resolved(), let color = resolved(over: background) else { return nil }
        let (l1, a1, b1) = Self.lab(color), (l2, a2, b2) = Self.lab(background)
        return ((l1 - l2) * (l1 - l2) + (a1 - a2) * (a1 - a2) + (b1 - b2) * (b1 - b2)).squareRoot()
    }

    static func lab(_ rgb: (Double, Double, Double)) -> (Double, Double, Double) {
        func linear(_ c: Double) -> Double { c <= 0.04045 ? c / 12.92 : pow((c + 0.055) / 1.055, 2.4) }
        let (r, g, b) = (linear(rgb.0), linear(rgb.1), linear(rgb.2))
        let x = (0.4124 * r + 0.3576 * g + 0.1805 * b) / 0.95047
        let y = 0.2126 * r + 0.7152 * g + 0.0722 * b
        let z = (0.0193 * r + 0.1192 * g + 0.9505 * b) / 1.08883
        func f(_ t: Double) -> Double { t > 216.0 / 24389 ? cbrt(t) : (24389.0 / 27 * t + 16) / 116 }
        return (116 * f(y) - 16, 500 * (f(x) - f(y)), 200 * (f(y) - f(z)))
    }
}
