// A rule's metadata as Swift values (RuleCatalog.compiled), so that a run decodes no rule file.
import Foundation

extension RuleCatalogSource {
    /// `text` as a Swift string literal (the model generator writes its literals with it too).
    public static func swiftLiteral(_ text: String) -> String {
        var out = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\\": out += "\\\\"
            case "\"": out += "\\\""
            case "\n": out += "\\n"
            case "\r": out += "\\r"
            case "\t": out += "\\t"
            case _ where scalar.value < 0x20 || scalar.value == 0x7F:
                out += "\\u{\(String(scalar.value, radix: 16))}"
            default: out.unicodeScalars.append(scalar)
            }
        }
        return out + "\""
    }

    /// The platforms in `Platform.allCases` order, as the library sorts them.
    static let platformOrder = ["iOS", "iPadOS", "macOS", "visionOS", "watchOS", "tvOS"]

    static func platformList(_ value: Any?) -> String {
        let names = (value as? [String] ?? []).filter(platformOrder.contains)
        return "[" + platformOrder.filter(names.contains).map { "." + $0 }.joined(separator: ", ") + "]"
    }

    static func optional(_ value: Any?) -> String { (value as? String).map(swiftLiteral) ?? "nil" }
    static func optionalInteger(_ value: Any?) -> String { (value as? Int).map(String.init) ?? "nil" }
    static func stringList(_ value: Any?) -> String { "[" + (value as? [String] ?? []).map(swiftLiteral).joined(separator: ", ") + "]" }

    /// A rule's metadata as a Swift expression, with the defaults `RuleMetadata.make` gives fields a
    /// file leaves out; the library's catalogue test holds it equal to what decoding the file gives.
    /// Examples are left to the library, which reads them from the embedded files.
    static func compiledMetadata(_ object: [String: Any], path: String, check: String) -> String {
        let id = object["id"] as? String ?? ""
        let category = object["category"] as? String ?? ""
        let hig = object["hig"] as? String ?? (category == "suppression" ? "https://github.com/hig-lint/hig-lint#suppressions" : "")
        let parameters = (object["parameters"] as? [[String: Any]] ?? []).map { parameter in
            var defaults: [(String, Int)] = []
            for entry in parameter["platformDefaults"] as? [[String: Any]] ?? [] {
                for platform in entry["platforms"] as? [String] ?? [] where platformOrder.contains(platform) {
                    defaults.removeAll { $0.0 == platform }
                    defaults.append((platform, entry["default"] as? Int ?? 0))
                }
            }
            let platformDefaults = defaults.isEmpty ? "[:]" : "[" + defaults.map { ".\($0.0): \($0.1)" }.joined(separator: ", ") + "]"
            return "RuleMetadata.Parameter(name: \(swiftLiteral(parameter["name"] as? String ?? "")), summary: \(swiftLiteral(parameter["summary"] as? String ?? "")), "
                + "defaultValue: \(parameter["default"] as? Int ?? 0), platformDefaults: \(platformDefaults), "
                + "minimum: \(optionalInteger(parameter["minimum"])), maximum: \(optionalInteger(parameter["maximum"])))"
        }
        return """
                    CompiledRule(
                        metadata: RuleMetadata(
                            id: \(swiftLiteral(id)), name: \(swiftLiteral(object["name"] as? String ?? id)),
                            summary: \(swiftLiteral(object["summary"] as? String ?? "")), rationale: \(swiftLiteral(object["rationale"] as? String ?? "")),
                            helpURI: \(swiftLiteral(hig)), severity: .\(object["severity"] as? String ?? "warning"), category: \(swiftLiteral(category)),
                            platforms: \(platformList(object["platforms"])), guidance: \(stringList(object["guidance"])),
                            parameters: [\(parameters.joined(separator: ", "))],
                            file: \(swiftLiteral(path)), examples: [], reads: \(stringList(object["reads"])),
                            facts: \(stringList(object["facts"])), needs: \(stringList(object["needs"])),
                            fix: \(optional(object["fix"])), unsafeFix: \(optional(object["unsafeFix"]))),
                        check: \(check).self),
            """
    }
}
