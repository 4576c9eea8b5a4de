// Writes a Swift file that embeds every rule's metadata (Rules/*.json) and examples
// (Fixtures/rules/<rule-id>/*) as string literals, and binds each rule to the Swift type that
// implements its check. Usage: RuleCatalogGenerator PACKAGE-ROOT OUTPUT RELATIVE-PATH...
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
