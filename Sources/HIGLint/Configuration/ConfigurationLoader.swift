import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

extension Configuration {
    /// The configuration's shape for a rule catalogue: rule ids, categories and each rule's
    /// parameters (with their bounds) become keys and values the decoder checks and suggests.
    public static func shape(for rules: [Rule]) -> Shape {
        let ids = rules.map(\.metadata.id)
        let names = ids + RuleMetadata.categories
        let platforms = FieldType.list(.enumeration(values: Platform.allCases.map(\.rawValue)), xmlElement: nil)
        let severity = FieldType.enumeration(values: Severity.allCases.map(\.rawValue))
        let rulesShape = Shape(
            name: "rules", definition: "ConfigurationRules", summary: "Settings per rule id.",
            fields: rules.map { rule in
                Field(rule.metadata.id, .object { ruleShape(rule) }, rule.metadata.summary)
            })
        let settings: [Field] = [
            Field("platforms", platforms, "The platforms assumed for descriptions that name none."),
            Field("disable", .list(.enumeration(values: names), xmlElement: nil), "Rule ids or categories (sidebar, toolbar, window, tab-bar) to turn off."),
            Field("enable", .list(.enumeration(values: names), xmlElement: nil), "Rule ids or categories to turn on again after a disable."),
            Field("rules", .object { rulesShape }, "Per rule id: enabled, severity, and parameter values."),
        ]
        let override = Shape(
            name: "override", definition: "ConfigurationOverride", summary: "Settings for the files its globs match.",
            fields: [Field("files", .list(.string, xmlElement: nil), required: true, "Globs, relative to the configuration's folder, such as Legacy/** or *.hig.xml.")] + settings,
            otherToolsKeys: otherToolsKeys)
        let suppression = Shape(
            name: "suppression", definition: "ConfigurationSuppression", summary: "Rules silenced, with a reason, in the files its globs match.",
            fields: [
                Field("files", .list(.string, xmlElement: nil), required: true, "Globs, relative to the configuration's folder, such as App/Base.lproj/Main.storyboard."),
                Field("rules", .list(.enumeration(values: ids), xmlElement: nil), required: true, "The rule ids it silences."),
                Field("objects", .list(.string, xmlElement: nil), "Interface Builder object ids (Identity inspector › Object ID): findings on these objects or inside them."),
                Field("paths", .list(.string, xmlElement: nil), "Structural paths, as in SARIF's logical locations and the baseline: findings at these paths or below them."),
                Field("reason", .string, "Why, for reviewers; SARIF shows it as the suppression's justification."),
            ])
        return Shape(
            name: "configuration", definition: "Configuration", summary: "A hig-lint configuration.",
            fields: [
                Field("extends", .string, "Another configuration file (relative to this one) whose settings this one starts from."),
                Field("app", .string, "The app's name, for files that do not give it (storyboards and xibs without a main menu), so that title-not-app-name can run."),
            ] + settings + [
                Field("include", .list(.string, xmlElement: nil), "File name globs a directory search picks up (default *.hig.json, *.hig.xml, *.storyboard and *.xib)."),
                Field("exclude", .list(.string, xmlElement: nil), "Globs of paths a directory search skips, such as Pods/** or Fixtures/invalid/**."),
                Field("overrides", .list(.object { override }, xmlElement: nil), "Settings for some paths; every matching override applies, in order, so the last match wins."),
                Field("suppressions", .list(.object { suppression }, xmlElement: nil),
                      "Findings silenced from here rather than in the file (storyboards and xibs cannot carry comments); each needs files and rules, and objects or paths to narrow it."),
                Field("custom-rules", .list(.object { customRuleShape }, xmlElement: nil), "House rules: a selector, an assertion and a message each (see Custom rules)."),
                Field("rules-dir", .string, "A folder (relative to this file) of custom rule files, one rule per .yml or .json file."),
                Field("fail-on", severity, "The least severe finding that makes the run fail (default error); --fail-on wins."),
                Field("baseline", .string, "A baseline file (relative to this one) whose findings are not reported; --baseline wins."),
                Field("max-file-size", .integer(minimum: 1, maximum: nil), "Refuse files larger than this many MiB (default 256)."),
                Field("max-depth", .integer(minimum: 1, maximum: DescriptionLoader.defaultMaximumDepth), "Refuse documents nested deeper than this (default 256)."),
            ],
            otherToolsKeys: otherToolsKeys)
    }

    /// SwiftLint's and Ruff's keys for the same settings, for people who write them from habit.
    static let otherToolsKeys: [String: String] = [
        "disabled_rules": "did you mean 'disable'? (SwiftLint's disabled_rules)",
        "opt_in_rules": "did you mean 'enable'? (every hig-lint rule is on unless disabled)",
        "only_rules": "hig-lint has no only_rules (SwiftLint); disable the categories you do not want, or pass --select on the command line",
        "analyzer_rules": "hig-lint has no analyzer rules (SwiftLint); every rule runs on every lint",
        "included": "did you mean 'include'? (file-name globs; name folders on the command line)",
        "excluded": "did you mean 'exclude'? (SwiftLint's excluded)",
        "custom_rules": "did you mean 'custom-rules'? (SwiftLint's custom_rules)",
        "reporter": "the report format is chosen on the command line: --format or --report",
        "strict": "did you mean 'fail-on: warning'? (SwiftLint's --strict)",
        "select": "did you mean 'enable'? (Ruff's select; --select on the command line narrows the rules as Ruff's does)",
        "ignore": "did you mean 'disable'? (Ruff's ignore; --ignore on the command line works as Ruff's does)",
        "extend-select": "did you mean 'enable'? (Ruff's extend-select)",
        "extend-ignore": "did you mean 'disable'? (Ruff's extend-ignore)",
        "extend-exclude": "did you mean 'exclude'? (Ruff's extend-exclude; a list here adds to what extends: gives)",
        "per-file-ignores": "did you mean 'overrides'? (a list of {files: [...], disable: [...]}; Ruff's per-file-ignores)",
        "extend": "did you mean 'extends'? (Ruff's extend)",
        "lint": "hig-lint's settings sit at the top level, not under lint: (Ruff)",
    ]

    static func ruleShape(_ rule: Rule) -> Shape {
        Shape(
            name: "settings of \(rule.metadata.id)", definition: "RuleSettings", summary: "A rule's settings.",
            fields: [
                Field("enabled", .boolean, "false turns the rule off, true back on."),
                Field("severity", .enumeration(values: Severity.allCases.map(\.rawValue)), "The severity its findings get."),
            ] + rule.metadata.parameters.map { parameter in
                Field(parameter.name, .integer(minimum: parameter.minimum, maximum: parameter.maximum), parameter.summary)
            })
    }

    /// Reads a configuration file (YAML, or JSON by its extension) and any files it extends. The
    /// files it names (`extends`, `rules-dir`, `baseline`) must lie inside the repository that
    /// holds it (or its own folder tree when there is none) or inside `allowedDirectories`.
    public static func load(_ path: String, rules: [Rule], allowedDirectories: [String] = []) -> Result<Configuration, LoadFailure> {
        var chain: [String] = []
        return load(path, rules: rules, chain: &chain, boundary: ConfigurationBoundary(configuration: absolutePath(path), allowed: allowedDirectories))
    }

    /// Decodes a configuration held in memory (the fuzzer's entry point); it may name no other file.
    public static func load(bytes: [UInt8], path: String, rules: [Rule]) -> Result<Configuration, LoadFailure> {
        var chain: [String] = []
        return parse(bytes, path: path, rules: rules, chain: &chain, boundary: ConfigurationBoundary(roots: []))
    }

    private static func load(_ path: String, rules: [Rule], chain: inout [String], boundary: ConfigurationBoundary) -> Result<Configuration, LoadFailure> {
        do throws(LoadError) {
            return parse(try DescriptionLoader.readFile(path, maximumSize: 1 << 20), path: path, rules: rules, chain: &chain, boundary: boundary)
        } catch {
            return .failure(LoadFailure(errors: [error]))
        }
    }

    private static func parse(_ bytes: [UInt8], path: String, rules: [Rule], chain: inout [String],
                              boundary: ConfigurationBoundary) -> Result<Configuration, LoadFailure> {
        let absolute = absolutePath(path)
        do throws(LoadError) {
            let text = SourceText(path: path, bytes: bytes)
            let root = try readDocument(text)
            try refuseForeignConfiguration(root, rules: rules)
            // Custom rules first: the rest of the file may tune or disable them by id.
            let (custom, customProblems) = customRules(in: root, directory: parent(of: absolute), builtIn: rules, boundary: boundary)
            var decoder = ShapeDecoder(syntax: .json)
            let shape = shape(for: rules + custom)
            let object = decoder.decodeObject(root, as: shape)
            let problems = decoder.errors + customProblems
            guard let object, problems.isEmpty else {
                return .failure(LoadFailure(errors: problems.sorted { ($0.file, $0.position) < ($1.file, $1.position) }))
            }
            var configuration = Configuration(directory: parent(of: absolute))
            if let extended = object.string("extends") {
                let target = extended.hasPrefix("/") ? extended : configuration.directory + "/" + extended
                try boundary.check(target, named: extended, at: object.anchor(of: "extends"))
                if chain.contains(absolutePath(target)) || absolutePath(target) == absolute {
                    throw LoadError(at: object.anchor(of: "extends"), "'\(extended)' is already being read: extends goes round in a circle")
                }
                chain.append(absolute)
                switch load(target, rules: rules, chain: &chain, boundary: boundary) {
                case .success(let base): configuration = base
                case .failure(let failure):
                    throw LoadError(at: object.anchor(of: "extends"), "cannot extend '\(extended)': "
                                    + failure.errors.map(\.description).joined(separator: "; "))
                }
                configuration.directory = parent(of: absolute)
            }
            if let value = object.string("baseline") {
                try boundary.check(value.hasPrefix("/") ? value : parent(of: absolute) + "/" + value, named: value, at: object.anchor(of: "baseline"))
            }
            configuration.file = path
            configuration.customRules += custom
            configuration.apply(object)
            return .success(configuration)
        } catch {
            return .failure(LoadFailure(errors: [error]))
        }
    }

    /// Parses a configuration or rule file. A file that does not parse is named with the position
    /// only: a configuration can name another file, and no message may quote what that file holds.
    static func readDocument(_ text: SourceText) throws(LoadError) -> DocumentNode {
        guard FileSystemPath.hasSuffix(text.path, anyOf: [".json"]) else { return try YAMLReader.read(text) }
        do throws(LoadError) {
            return try JSONReader.read(text)
        } catch {
            throw LoadError(file: error.file, position: error.position, message: "malformed JSON; expected a hig-lint configuration or rule file")
        }
    }

    /// A file that is not a mapping, or none of whose keys a configuration has, is some other file:
    /// one error says so without quoting any of it.
    static func refuseForeignConfiguration(_ root: DocumentNode, rules: [Rule]) throws(LoadError) {
        guard case .object(let members) = root.content else {
            throw LoadError(at: root.anchor, "not a hig-lint configuration: the top level is not a mapping of settings")
        }
        let shape = shape(for: rules)
        // A key SwiftLint or Ruff users write from habit marks a configuration written for hig-lint:
        // it gets its own did-you-mean rather than this refusal.
        guard members.isEmpty || members.contains(where: { shape.field(named: $0.name) != nil || otherToolsKeys[$0.name] != nil }) else {
            throw LoadError(at: root.anchor, "not a hig-lint configuration: none of its keys is a setting (extends, platforms, disable, rules, …)")
        }
    }

    /// The rules under `custom-rules:` and in the files of `rules-dir:`. Shape errors in the inline
    /// ones are left to the decoding of the whole file; everything else is returned here.
    static func customRules(in root: DocumentNode, directory: String, builtIn: [Rule], boundary: ConfigurationBoundary) -> ([Rule], [LoadError]) {
        guard case .object(let members) = root.content else { return ([], []) }
        var nodes: [(DocumentNode, String, reportShapeErrors: Bool)] = []
        for member in members where member.name == "custom-rules" {
            if case .array(let items) = member.value.content { nodes += items.map { ($0, member.value.anchor.file, false) } }
        }
        var problems: [LoadError] = []
        for member in members where member.name == "rules-dir" {
            guard case .string(let folder) = member.value.content else { continue }
            let path = folder.hasPrefix("/") ? folder : directory + "/" + folder
            do throws(LoadError) {
                try boundary.check(path, named: folder, at: member.value.anchor)
            } catch {
                problems.append(error)
                continue
            }
            guard let names = try? FileManager.default.contentsOfDirectory(atPath: path) else {
                problems.append(LoadError(at: member.value.anchor, "cannot read the rules folder '\(folder)'"))
                continue
            }
            for name in names.sorted() where FileSystemPath.hasSuffix(name, anyOf: [".json", ".yml", ".yaml"]) {
                do throws(LoadError) {
                    let file = path + "/" + name
                    try boundary.check(file, named: folder + "/" + name, at: member.value.anchor)
                    let node = try readDocument(SourceText(path: file, bytes: try DescriptionLoader.readFile(file, maximumSize: 1 << 20)))
                    guard case .object = node.content else { throw LoadError(at: node.anchor, "not a custom rule: the top level is not a mapping") }
                    nodes.append((node, file, true))
                } catch {
                    problems.append(error)
                }
            }
        }
        var rules: [Rule] = []
        var ids = Set(builtIn.map(\.metadata.id))
        for (node, file, reportShapeErrors) in nodes {
            var decoder = ShapeDecoder(syntax: .json)
            guard let object = decoder.decodeObject(node, as: customRuleShape), decoder.errors.isEmpty else {
                if reportShapeErrors { problems += decoder.errors }
                continue
            }
            switch customRule(object, file: file) {
            case .failure(let failure): problems += failure.errors
            case .success(let rule):
                if ids.insert(rule.metadata.id).inserted {
                    rules.append(rule)
                } else {
                    problems.append(LoadError(at: object.anchor(of: "id"), "rule id '\(rule.metadata.id)' is already taken"))
                }
            }
        }
        return (rules, problems)
    }

    /// Lays a decoded file's settings over those it extends: lists add, single values replace.
    private mutating func apply(_ object: DecodedObject) {
        settings.merge(Settings(object))
        if object.strings("include").isEmpty == false { include = object.strings("include") }
        exclude += object.strings("exclude")
        overrides += object.objects("overrides").map { Override(files: $0.strings("files"), settings: Settings($0)) }
        suppressions += object.objects("suppressions").map { entry in
            let reason = entry.string("reason")?.trimmingWhitespace()
            return SuppressionEntry(files: entry.strings("files"), rules: entry.strings("rules"), objects: entry.strings("objects"),
                                    paths: entry.strings("paths"), reason: reason?.isEmpty == false ? reason : nil, anchor: entry.anchor)
        }
        if let value = object.string("app")?.trimmingWhitespace(), !value.isEmpty { appName = value }
        if let value: Severity = object.value("fail-on") { failOn = value }
        if let value = object.string("baseline") { baseline = value.hasPrefix("/") ? value : directory + "/" + value }
        if let value = object.integer("max-file-size") { maximumFileSize = DescriptionLoader.bytes(mebibytes: value) }
        if let value = object.integer("max-depth") { maximumDepth = value }
    }

    static func absolutePath(_ path: String) -> String {
        if path.hasPrefix("/") { return path }
        var buffer = [CChar](repeating: 0, count: Int(PATH_MAX))
        let cwd = getcwd(&buffer, buffer.count).map { String(cString: $0) } ?? "."
        return cwd + "/" + (path.hasPrefix("./") ? String(path.dropFirst(2)) : path)
    }
}

extension Configuration.Settings {
    init(_ object: DecodedObject) {
        let platforms: [Platform] = object.values("platforms")
        self.platforms = platforms.isEmpty ? nil : platforms
        disable = object.strings("disable")
        enable = object.strings("enable")
        if let rules = object.object("rules") {
            for id in rules.givenFields {
                guard let settings = rules.object(id) else { continue }
                var tuned = Configuration.RuleSettings(enabled: settings.bool("enabled"), severity: settings.value("severity"))
                for name in settings.givenFields where name != "enabled" && name != "severity" {
                    tuned.parameters[name] = settings.integer(name)
                }
                self.rules[id] = tuned
            }
        }
    }

    mutating func merge(_ other: Self) {
        if let platforms = other.platforms { self.platforms = platforms }
        disable += other.disable
        enable += other.enable
        for (id, tuned) in other.rules {
            var merged = rules[id] ?? Configuration.RuleSettings()
            if let enabled = tuned.enabled { merged.enabled = enabled }
            if let severity = tuned.severity { merged.severity = severity }
            merged.parameters.merge(tuned.parameters) { $1 }
            rules[id] = merged
        }
    }
}

extension Configuration {
    /// The README's configuration reference, generated from the shape the loader validates with,
    /// so that the two cannot drift apart.
    public static func reference(rules: [Rule]) -> String {
        let shape = shape(for: rules)
        func table(_ fields: [Field]) -> String {
            "| Key | Value | What it does |\n|---|---|---|\n" + fields.map { field in
                let value: String = switch field.type {
                case .list(.enumeration(let values, _, _), _) where values.count > 12: "a list of rule ids and categories"
                case .list(.enumeration(let values, _, _), _): "a list of " + values.joined(separator: ", ")
                case .list(.object, _): "a list of objects"
                case .list: "a list of strings"
                case .object: "a map"
                default: field.type.expectation(in: .json)
                }
                return "| `\(field.name)`\(field.required ? " (required)" : "") | \(value.replacingOccurrences(of: "|", with: "\\|")) | \(field.summary) |\n"
            }.joined()
        }
        func entryShape(_ key: String) -> Shape? {
            shape.fields.first { $0.name == key }.flatMap { field -> Shape? in
                if case .list(.object(let make), _) = field.type { return make() }
                return nil
            }
        }
        var out = "Top level:\n\n" + table(shape.fields)
        for key in ["overrides", "suppressions"] {
            if let entry = entryShape(key) { out += "\nEach entry of `\(key)`:\n\n" + table(entry.fields) }
        }
        out += "\nUnder `rules`, each rule id takes `enabled` (true or false), `severity` (info, warning or error) and "
            + "its parameters by name, each a whole number within the bounds `hig-lint explain RULE-ID` shows.\n"
        return out
    }
}
