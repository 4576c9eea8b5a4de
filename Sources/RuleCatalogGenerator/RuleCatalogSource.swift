// The Swift source of the rule catalogue that the HIGLint library compiles in
// (Sources/HIGLint/Rules/EmbeddedRuleCatalog.swift): every rule's metadata (Rules/*.json) and
// examples (Fixtures/rules/<rule-id>/*) as string literals, the metadata compiled into Swift values
// as well (so that a run decodes no rule file), and each rule bound to the Swift type that
// implements its check. GeneratedFilesTests writes it and fails when the committed copy is stale.
import Foundation

/// Generates `RuleCatalog.embedded` and `RuleCatalog.compiled` from a checkout's rule files.
public enum RuleCatalogSource {
    /// The file the library compiles, relative to the package root.
    public static let path = "Sources/HIGLint/Rules/EmbeddedRuleCatalog.swift"

    /// A rule file the catalogue cannot be generated from.
    public struct Problem: Error, CustomStringConvertible {
        public let description: String
    }

    /// The catalogue's source for the package at `root`: its `Rules/` and `Fixtures/rules/`.
    public static func generate(packageRoot root: URL) throws(Problem) -> String {
        let paths = files(under: "Rules", root: root) + files(under: "Fixtures/rules", root: root)
        var entries: [String] = [], compiled: [String] = []
        for path in paths where path.hasPrefix("Rules/") && path.hasSuffix(".json") {
            let source = try read(path, root: root)
            // Only the id and the check name are needed here; the library validates the whole file
            // (with positions) when it loads the catalogue, and CatalogTests fails on any problem.
            guard let object = try? JSONSerialization.jsonObject(with: Data(source.utf8)) as? [String: Any],
                  let id = object["id"] as? String, let check = object["check"] as? String else {
                throw Problem(description: "\(path): a rule file needs string fields \"id\" and \"check\"")
            }
            guard check.range(of: "^[A-Z][A-Za-z0-9]*$", options: .regularExpression) != nil else {
                throw Problem(description: "\(path): \"check\" must name a Swift type, got \(check)")
            }
            compiled.append(compiledMetadata(object, path: path, check: check))
            var examples: [String] = []
            for example in paths where example.hasPrefix("Fixtures/rules/\(id)/") {
                examples.append("            EmbeddedFile(path: \(swiftLiteral(example)), text: \(swiftLiteral(try read(example, root: root)))),")
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
        return """
            // Generated from Rules/ and Fixtures/rules/ by Sources/RuleCatalogGenerator. Do not edit: after
            // changing a rule file or a rule's fixtures, run
            // HIG_LINT_UPDATE_GENERATED=1 swift test --filter GeneratedFilesTests
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
    }

    /// The regular files under `folder` (hidden ones left out), relative to `root`, sorted.
    static func files(under folder: String, root: URL) -> [String] {
        let directory = root.appendingPathComponent(folder)
        guard let walker = FileManager.default.enumerator(at: directory, includingPropertiesForKeys: [.isRegularFileKey]) else {
            return []
        }
        var found: [String] = []
        let prefix = root.standardizedFileURL.path + "/"
        for case let url as URL in walker {
            guard (try? url.resourceValues(forKeys: [.isRegularFileKey]))?.isRegularFile == true,
                  !url.lastPathComponent.hasPrefix(".") else { continue }
            let path = url.standardizedFileURL.path
            found.append(path.hasPrefix(prefix) ? String(path.dropFirst(prefix.count)) : path)
        }
        return found.sorted()
    }

    static func read(_ relative: String, root: URL) throws(Problem) -> String {
        guard let data = FileManager.default.contents(atPath: root.appendingPathComponent(relative).path),
              let text = String(data: data, encoding: .utf8) else {
            throw Problem(description: "\(relative): cannot be read as UTF-8 text")
        }
        return text
    }
}
