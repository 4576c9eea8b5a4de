// Writes a Swift file that embeds every rule's metadata (Rules/*.json) and examples
// (Fixtures/rules/<rule-id>/*) as string literals, compiles the metadata into Swift values as well
// (so that a run decodes no rule file), and binds each rule to the Swift type that implements its
// check. Usage: RuleCatalogGenerator PACKAGE-ROOT OUTPUT RELATIVE-PATH...
import Foundation

func fail(_ message: String) -> Never {
    FileHandle.standardError.write(Data("error: \(message)\n".utf8))
    exit(1)
}

func swiftLiteral(_ text: String) -> String {
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

let arguments = CommandLine.arguments.dropFirst()
guard arguments.count >= 2 else { fail("usage: RuleCatalogGenerator PACKAGE-ROOT OUTPUT PATH...") }
let root = URL(fileURLWithPath: arguments[arguments.startIndex])
let output = URL(fileURLWithPath: arguments[arguments.startIndex + 1])
let paths = arguments.dropFirst(2)

func read(_ relative: String) -> String {
    guard let data = FileManager.default.contents(atPath: root.appendingPathComponent(relative).path),
          let text = String(data: data, encoding: .utf8) else {
        fail("\(relative): cannot be read as UTF-8 text")
    }
    return text
}

var entries: [String] = []
var compiled: [String] = []

/// The platforms in `Platform.allCases` order, as the library sorts them.
let platformOrder = ["iOS", "iPadOS", "macOS", "visionOS", "watchOS", "tvOS"]

func platformList(_ value: Any?) -> String {
    let names = (value as? [String] ?? []).filter(platformOrder.contains)
    return "[" + platformOrder.filter(names.contains).map { "." + $0 }.joined(separator: ", ") + "]"
}

func optional(_ value: Any?) -> String { (value as? String).map(swiftLiteral) ?? "nil" }
func optionalInteger(_ value: Any?) -> String { (value as? Int).map(String.init) ?? "nil" }
func stringList(_ value: Any?) -> String { "[" + (value as? [String] ?? []).map(swiftLiteral).joined(separator: ", ") + "]" }

/// A rule's metadata as a Swift expression, with the defaults `RuleMetadata.make` gives fields a
/// file leaves out; the library's catalogue test holds it equal to what decoding the file gives.
/// Examples are left to the library, which reads them from the embedded files.
func compiledMetadata(_ object: [String: Any], path: String, check: String) -> String {
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
                        fix: \(optional(object["fix"])), unsafeFix: \(optional(object["unsafeFix"]))),
                    check: \(check).self),
        """
}
for path in paths where path.hasPrefix("Rules/") && path.hasSuffix(".json") {
    let source = read(path)
    // Only the id and the check name are needed here; the library validates the whole file
    // (with positions) when it loads the catalogue, and a test fails on any problem.
    guard let object = try? JSONSerialization.jsonObject(with: Data(source.utf8)) as? [String: Any],
          let id = object["id"] as? String, let check = object["check"] as? String else {
        fail("\(path): a rule file needs string fields \"id\" and \"check\"")
    }
    guard check.range(of: "^[A-Z][A-Za-z0-9]*$", options: .regularExpression) != nil else {
        fail("\(path): \"check\" must name a Swift type, got \(check)")
    }
    compiled.append(compiledMetadata(object, path: path, check: check))
    let examples = paths.filter { $0.hasPrefix("Fixtures/rules/\(id)/") }.map { example in
        "            EmbeddedFile(path: \(swiftLiteral(example)), text: \(swiftLiteral(read(example)))),"
    }
    entries.append("""
            EmbeddedRule(
                file: EmbeddedFile(path: \(swiftLiteral(path)), text: \(swiftLiteral(source))),
                check: \(check).self,
                examples: [
        \(examples.joined(separator: "\n"))
                ]
            ),
        """)
}

let generated = """
    // Generated at build time from Rules/ and Fixtures/rules/ by RuleCatalogGenerator. Do not edit.
    extension RuleCatalog {
        static let embedded: [EmbeddedRule] = [
    \(entries.joined(separator: "\n"))
        ]

        /// The same rules' metadata as Swift values, so that a run does not decode the files.
        static let compiled: [CompiledRule] = [
    \(compiled.joined(separator: "\n"))
        ]
    }

    """
do {
    try FileManager.default.createDirectory(at: output.deletingLastPathComponent(), withIntermediateDirectories: true)
    if (try? String(contentsOf: output, encoding: .utf8)) != generated {
        try generated.write(to: output, atomically: true, encoding: .utf8)
    }
} catch {
    fail("cannot write \(output.path): \(error)")
}
