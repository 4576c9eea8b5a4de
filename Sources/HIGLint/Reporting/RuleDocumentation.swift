/// Documentation generated from the rule files: the `rules` table, the README's rule table and
/// `explain`. Nothing here is written by hand per rule.
public enum RuleDocumentation {
    public static func textTable(_ rules: [RuleMetadata]) -> String {
        let rows = rules.map { [$0.id, $0.severity.rawValue, $0.category, platformList($0), fixable($0), $0.summary] }
        let header = ["ID", "SEVERITY", "CATEGORY", "PLATFORMS", "FIXABLE", "SUMMARY"]
        let widths = (0..<header.count - 1).map { column in ([header] + rows).map { $0[column].count }.max() ?? 0 }
        return ([header] + rows).map { row in
            row.enumerated().map { column, cell in
                column < widths.count ? cell.padding(to: widths[column] + 2) : cell
            }.joined()
        }.joined(separator: "\n") + "\n"
    }

    /// The tables' "fixable" cell: yes, unsafe (made only with `--unsafe-fixes`), or empty.
    static func fixable(_ rule: RuleMetadata) -> String {
        rule.fix == nil ? "" : rule.unsafeFix == nil ? "yes" : "unsafe"
    }

    /// The table the README carries between its `rules` markers; `pages` links each id to its page.
    public static func markdownTable(_ rules: [RuleMetadata], pages: String? = nil) -> String {
        var out = "| Rule | Severity | Platforms | What it asks | Fixable | Guideline |\n|---|---|---|---|---|---|\n"
        for rule in rules {
            let parameters = rule.parameters.map { "`\($0.name)` = \(defaults(of: $0))" }.joined(separator: ", ")
            let summary = parameters.isEmpty ? rule.summary : "\(rule.summary) (\(parameters))"
            let id = pages.map { "[`\(rule.id)`](\($0)/\(rule.id).md)" } ?? "`\(rule.id)`"
            out += "| \(id) | \(rule.severity.rawValue) | \(platformList(rule)) | \(summary) | \(fixable(rule)) | [\(pageName(rule.helpURI))](\(rule.helpURI)) |\n"
        }
        return out
    }

    /// A rule's documentation page (`docs/rules/<id>.md`): everything `explain` says, with both
    /// formats of each example and the findings the failing ones produce.
    /// `forEditor`: the page an editor's hover shows, without what only the project's contributors
    /// use (where the page is generated from, the catalogue's internal row ids).
    public static func markdownPage(_ rule: Rule, frontEnds: [any FrontEnd] = builtInFrontEnds, forEditor: Bool = false) -> String {
        let metadata = rule.metadata
        var out = forEditor ? "" : "<!-- generated from Rules/\(metadata.id).json and Fixtures/rules/\(metadata.id)/ by `swift test`; do not edit -->\n"
        out += "# `\(metadata.id)`: \(metadata.name)\n\n\(metadata.summary)\n\n"
        out += "| | |\n|---|---|\n| Severity | \(metadata.severity.rawValue) |\n| Category | \(metadata.category) |\n"
        out += "| Platforms | \(platformList(metadata)) |\n| Guideline | [\(pageName(metadata.helpURI))](\(metadata.helpURI)) |\n"
        if !metadata.guidance.isEmpty && !forEditor { out += "| Guidance rows | \(metadata.guidance.joined(separator: ", ")) |\n" }
        if !rule.reads.isEmpty { out += "| Reads | \(rule.reads.map { "`\($0)`" }.joined(separator: ", ")) |\n" }
        if let fix = metadata.fix, let unsafe = metadata.unsafeFix {
            out += "| Fixable | unsafe: `hig-lint --fix --unsafe-fixes` \(fix) It is unsafe: \(unsafe) |\n"
        } else if let fix = metadata.fix {
            out += "| Fixable | yes: `hig-lint --fix` \(fix) |\n"
        }
        out += "\n## Why\n\n\(metadata.rationale)\n"
        if !metadata.parameters.isEmpty {
            out += "\n## Parameters\n\n| Name | Default | Range | What it sets |\n|---|---|---|---|\n"
            for parameter in metadata.parameters {
                out += "| `\(parameter.name)` | \(defaults(of: parameter)) | \(range(of: parameter)) | \(parameter.summary) |\n"
            }
        }
        if !metadata.facts.isEmpty && !forEditor {
            out += "\n## Facts\n\nThe model fields the check reads (`RuleFactsTests` holds it to them):\n\n"
            out += metadata.facts.map { "- `\($0)`: \(factSummary($0))\n" }.joined()
            if !metadata.needs.isEmpty {
                out += "\nA finding rests on \(metadata.needs.map { "`\($0)`" }.joined(separator: ", ")): where the model marks one as only inferred or unknown, the finding is an info that says why.\n"
            }
        }
        for failing in [true, false] {
            let examples = metadata.examples.filter { $0.isFailing == failing }.sorted { $0.path < $1.path }
            guard !examples.isEmpty else { continue }
            out += "\n## \(failing ? "Fails" : "Passes")\n"
            for example in examples {
                let syntax = example.path.hasSuffix(".json") ? "json" : example.path.hasSuffix(".swift") ? "swift" : "xml"
                out += "\n`\(example.path)`\n\n```\(syntax)\n\(example.text)\(example.text.hasSuffix("\n") ? "" : "\n")```\n"
                let found = findings(of: rule, in: example, frontEnds: frontEnds)
                if !found.isEmpty { out += "\n```text\n" + found.map { $0 + "\n" }.joined() + "```\n" }
            }
        }
        return out
    }

    /// What the rule alone reports on an example, as `line:column: severity: message`.
    static func findings(of rule: Rule, in example: RuleMetadata.Example, frontEnds: [any FrontEnd]) -> [String] {
        let frontEnd = frontEnds.reading(example.path).prepared(for: [], options: LoadOptions(), jobs: 1)
        guard case .success(let descriptions) = frontEnd.load(bytes: Array(example.text.utf8), path: example.path, options: LoadOptions()) else { return [] }
        // With every rule, so that the suppression rules see the findings the examples suppress.
        let linter = Linter(rules: (try? RuleCatalog.builtIn().rules) ?? [rule])
        // Descriptions of one file can share parts (a view on two platforms): each finding once.
        var seen = Set<String>()
        return descriptions.flatMap(linter.findings(in:)).filter { $0.ruleID == rule.metadata.id }.map {
            "\($0.anchor.start.line):\($0.anchor.start.column): \($0.severity.rawValue): \($0.message)"
        }.filter { seen.insert($0).inserted }
    }

    static func range(of parameter: RuleMetadata.Parameter) -> String {
        switch (parameter.minimum, parameter.maximum) {
        case let (minimum?, maximum?): "\(minimum)–\(maximum)"
        case let (minimum?, nil): "≥ \(minimum)"
        case let (nil, maximum?): "≤ \(maximum)"
        case (nil, nil): "any"
        }
    }

    public static func json(_ rules: [RuleMetadata]) -> JSONValue {
        .array(rules.map { rule in
            var object = ruleObject(rule)
            if let fix = rule.fix { object["fix"] = .string(fix) }
            if let unsafe = rule.unsafeFix { object["unsafeFix"] = .string(unsafe) }
            return .object(object)
        })
    }

    private static func ruleObject(_ rule: RuleMetadata) -> [String: JSONValue] {
            [
                "id": .string(rule.id), "name": .string(rule.name), "summary": .string(rule.summary),
                "rationale": .string(rule.rationale), "helpUri": .string(rule.helpURI),
                "severity": .string(rule.severity.rawValue), "category": .string(rule.category),
                "platforms": .array(rule.platforms.map { .string($0.rawValue) }),
                "guidance": .array(rule.guidance.map { .string($0) }),
                "parameters": .array(rule.parameters.map { parameter in
                    var object: [String: JSONValue] = ["name": .string(parameter.name), "summary": .string(parameter.summary),
                                                       "default": .integer(parameter.defaultValue)]
                    if !parameter.platformDefaults.isEmpty {
                        object["platformDefaults"] = .object(Dictionary(uniqueKeysWithValues: parameter.platformDefaults.map {
                            ($0.key.rawValue, JSONValue.integer($0.value))
                        }))
                    }
                    if let minimum = parameter.minimum { object["minimum"] = .integer(minimum) }
                    if let maximum = parameter.maximum { object["maximum"] = .integer(maximum) }
                    return .object(object)
                }),
            ]
    }

    public static func explanation(_ full: Rule, frontEnds: [any FrontEnd] = builtInFrontEnds) -> String {
        let rule = full.metadata
        var out = "\(rule.id): \(rule.name)\n\(rule.summary)\n\n"
        out += "Severity:   \(rule.severity.rawValue)\nCategory:   \(rule.category)\n"
        out += "Platforms:  \(platformList(rule))\nGuideline:  \(rule.helpURI)\n"
        if let fix = rule.fix, let unsafe = rule.unsafeFix {
            out += "Fixable:    unsafe; hig-lint --fix --unsafe-fixes \(fix) It is unsafe: \(unsafe)\n"
        } else if let fix = rule.fix {
            out += "Fixable:    yes; hig-lint --fix \(fix)\n"
        }
        // What `--verbose` names a file for when the file states none of it.
        if !full.reads.isEmpty {
            out += "Reads:      \(full.reads.joined(separator: ", "))\n            (a description that states none of these cannot be checked by this rule)\n"
        }
        let width = rule.facts.map(\.count).max() ?? 0
        for (index, fact) in rule.facts.enumerated() {
            out += (index == 0 ? "Facts:      " : String(repeating: " ", count: 12)) + fact.padding(to: width + 2) + factSummary(fact) + "\n"
        }
        if !rule.needs.isEmpty {
            out += "Needs:      \(rule.needs.joined(separator: ", "))\n            (a finding where the model marks one as only inferred or unknown is an info)\n"
        }
        out += "\n"
        out += "Why\n" + wrap(rule.rationale, width: 76, indent: "  ") + "\n"
        if !rule.parameters.isEmpty {
            out += "\nParameters\n"
            for parameter in rule.parameters {
                var bounds: [String] = []
                if let minimum = parameter.minimum { bounds.append("minimum \(minimum)") }
                if let maximum = parameter.maximum { bounds.append("maximum \(maximum)") }
                out += "  \(parameter.name) = \(defaults(of: parameter))" + (bounds.isEmpty ? "" : " (\(bounds.joined(separator: ", ")))") + "\n"
                out += wrap(parameter.summary, width: 72, indent: "      ")
            }
        }
        for failing in [true, false] {
            // The plain failing/passing pair first; other-platform and extra cases only when there
            // is none. Swift examples, where the rule has them (SwiftUI, then UIKit and AppKit), follow the description.
            let name = failing ? "/failing.hig.json" : "/passing.hig.json"
            let primary = rule.examples.first(where: { $0.path.hasSuffix(name) })
                ?? rule.examples.first(where: { $0.isFailing == failing && $0.path.hasSuffix(".storyboard") })
                ?? rule.examples.first(where: { $0.isFailing == failing })
            let swift = ["", "-uikit", "-appkit"].compactMap { kind in
                rule.examples.first { $0.path.hasSuffix((failing ? "/failing" : "/passing") + kind + ".swift") && $0.path != primary?.path }
            }
            for example in [primary].compactMap({ $0 }) + swift {
                // The example's name only: an installed binary's user has no Fixtures/ folder.
                out += "\n\(failing ? "Fails" : "Passes") (example \(example.path.split(separator: "/").last.map(String.init) ?? example.path))\n"
                out += example.text.split(separator: "\n", omittingEmptySubsequences: false)
                    .map { $0.isEmpty ? "" : "  " + $0 }.joined(separator: "\n")
                if !out.hasSuffix("\n") { out += "\n" }
                let found = findings(of: full, in: example, frontEnds: frontEnds)
                if !found.isEmpty { out += "  which reports:\n" + found.map { "    \($0)\n" }.joined() }
            }
        }
        return out
    }

    /// The summary of a fact's field (`FactUse.fields`) up to the end of its first sentence or a
    /// colon that starts a list of values, outside parentheses: one line of `explain` per fact.
    static func factSummary(_ fact: String) -> String {
        let summary = FactUse.fields[fact]?.summary ?? ""
        var depth = 0
        for index in summary.indices {
            let character = summary[index]
            if character == "(" {
                depth += 1
            } else if character == ")" {
                depth -= 1
            } else if depth == 0, character == "." || character == ":", summary[summary.index(after: index)...].first?.isWhitespace != false {
                return String(summary[..<index]) + "."
            }
        }
        return summary
    }

    /// "3", or "3 (iOS 2, macOS 5)" when the default differs by platform.
    static func defaults(of parameter: RuleMetadata.Parameter) -> String {
        guard !parameter.platformDefaults.isEmpty else { return "\(parameter.defaultValue)" }
        let perPlatform = parameter.platformDefaults.sorted { $0.key < $1.key }.map { "\($0.key.rawValue) \($0.value)" }
        return "\(parameter.defaultValue) (\(perPlatform.joined(separator: ", ")))"
    }

    static func platformList(_ rule: RuleMetadata) -> String {
        rule.platforms.count == Platform.allCases.count ? "all" : rule.platforms.map(\.rawValue).joined(separator: ", ")
    }

    /// "sidebars#macOS" for a HIG link, to name it shortly in tables.
    static func pageName(_ uri: String) -> String {
        let tail = uri.split(separator: "/").last.map(String.init) ?? uri
        return tail.replacingAll("#", with: " › ").replacingAll("-", with: " ")
    }

    static func wrap(_ text: String, width: Int, indent: String) -> String {
        var lines: [String] = []
        var line = ""
        for word in text.split(separator: " ") {
            if !line.isEmpty && line.count + 1 + word.count > width {
                lines.append(indent + line)
                line = ""
            }
            line += (line.isEmpty ? "" : " ") + word
        }
        if !line.isEmpty { lines.append(indent + line) }
        return lines.joined(separator: "\n") + "\n"
    }
}

extension String {
    func padding(to width: Int) -> String { self + String(repeating: " ", count: max(0, width - count)) }

    func replacingAll(_ target: Character, with replacement: String) -> String {
        var out = ""
        for character in self { if character == target { out += replacement } else { out.append(character) } }
        return out
    }
}
