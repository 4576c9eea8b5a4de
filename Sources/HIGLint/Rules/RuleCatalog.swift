/// A file embedded in the binary at build time.
struct EmbeddedFile: Sendable {
    let path: String
    let text: String
}

/// A rule as the build embeds it: its data file, its check, and its example fixtures.
struct EmbeddedRule: Sendable {
    let file: EmbeddedFile
    let check: any Check.Type
    let examples: [EmbeddedFile]
}

/// A rule's metadata as the build compiles it from its file (`RuleCatalog.compiled`), with the
/// type of its check.
struct CompiledRule: Sendable {
    let metadata: RuleMetadata
    let check: any Check.Type
}

/// Every rule hig-lint knows, from the copies of `Rules/` and `Fixtures/rules/` that the build
/// embeds (see `Plugins/RuleCatalogPlugin`), sorted by id.
public struct RuleCatalog: Sendable {
    public let rules: [Rule]

    public init(rules: [Rule]) {
        self.rules = rules.sorted { $0.metadata.id < $1.metadata.id }
    }

    public func rule(id: String) -> Rule? { rules.first { $0.metadata.id == id } }

    /// The id a misspelt one most likely meant.
    public func closestID(to id: String) -> String? { closestMatch(to: id, among: rules.map(\.metadata.id)) }

    /// The built-in rules. A problem in a rule file is reported with its position in `Rules/`.
    public static func builtIn() throws(LoadFailure) -> RuleCatalog {
        try builtInResult.get()
    }

    /// A run takes the rules' metadata as the build compiled it, decoding no rule file: only a
    /// rule written as data (its check a selector and an assertion) is read from its file. The
    /// catalogue test holds the compiled metadata equal to what decoding every file gives, and
    /// checks the files (positions and all) as `load` does.
    private static let builtInResult: Result<RuleCatalog, LoadFailure> = {
        var rules: [Rule] = []
        for (entry, compiled) in zip(RuleCatalog.embedded, RuleCatalog.compiled) {
            guard compiled.check != CustomCheck.self else {
                switch load([entry]) {
                case .success(let catalog): rules += catalog.rules
                case .failure(let failure): return .failure(failure)
                }
                continue
            }
            var metadata = compiled.metadata
            metadata.examples = RuleMetadata.examples(entry.examples)
            rules.append(Rule(metadata: metadata, check: compiled.check.init()))
        }
        return .success(RuleCatalog(rules: rules))
    }()

    static func load(_ embedded: [EmbeddedRule]) -> Result<RuleCatalog, LoadFailure> {
        var rules: [Rule] = []
        var errors: [LoadError] = []
        for entry in embedded {
            switch DescriptionLoader.decode(bytes: Array(entry.file.text.utf8), path: entry.file.path, syntax: .json,
                                            shape: RuleMetadata.shape, xmlRoot: "rule") {
            case .failure(let failure):
                errors += failure.errors
            case .success(let (object, _)):
                var (metadata, problems) = RuleMetadata.make(from: object, file: entry.file.path, examples: entry.examples)
                // A rule written as data uses the same selector-and-assertion check as custom rules.
                var check: (any Check)?
                if entry.check == CustomCheck.self {
                    check = CustomCheck.read(object, problems: &problems)
                    if let name = (check as? CustomCheck)?.parameter, !metadata.parameters.contains(where: { $0.name == name }) {
                        problems.append(LoadError(at: object.anchor(of: "assert"), "parameter '\(name)' is not declared under parameters"))
                    }
                } else if object.string("select") != nil {
                    problems.append(LoadError(at: object.anchor(of: "select"), "select, assert and message go with \"check\": \"CustomCheck\""))
                } else {
                    check = entry.check.init()
                }
                errors += problems
                if problems.isEmpty, let check { rules.append(Rule(metadata: metadata, check: check)) }
            }
        }
        var seen: [String: String] = [:]
        for rule in rules {
            if let other = seen[rule.metadata.id] {
                errors.append(LoadError(file: rule.metadata.file, position: SourcePosition(line: 1, column: 1),
                                        message: "rule id '\(rule.metadata.id)' is also used by \(other)"))
            }
            seen[rule.metadata.id] = rule.metadata.file
        }
        return errors.isEmpty ? .success(RuleCatalog(rules: rules)) : .failure(LoadFailure(errors: errors))
    }
}

extension RuleMetadata {
    /// The example files `explain` shows: descriptions and Swift files.
    static func examples(_ files: [EmbeddedFile]) -> [Example] {
        files.filter { FileDiscovery.isDescriptionFile($0.path) || $0.path.hasSuffix(".swift") }.map { Example(path: $0.path, text: $0.text) }
    }

    /// Builds metadata from a decoded rule file and checks what the shape cannot express.
    static func make(from object: DecodedObject, file: String, examples: [EmbeddedFile]) -> (RuleMetadata, [LoadError]) {
        var problems: [LoadError] = []
        let id = object.string("id") ?? ""
        let expectedFile = "Rules/\(id).json"
        if !id.allSatisfy({ $0.isLowercase || $0.isNumber || $0 == "-" }) || id.first?.isLetter != true {
            problems.append(LoadError(at: object.anchor(of: "id"), "rule id '\(id)' must be kebab-case: lowercase letters, digits and hyphens"))
        } else if file != expectedFile && !file.hasSuffix("/" + expectedFile) {
            problems.append(LoadError(at: object.anchor(of: "id"), "rule id '\(id)' must match its file name; expected \(expectedFile)"))
        }
        // Suppression rules are hig-lint's own and link the README; every other rule links its guideline.
        let isSuppressionRule = object.string("category") == "suppression"
        let hig = object.string("hig") ?? (isSuppressionRule ? "https://github.com/hig-lint/hig-lint#suppressions" : "")
        if !isSuppressionRule && !hig.hasPrefix("https://developer.apple.com/") {
            problems.append(LoadError(at: object.anchor(of: "hig"), "'hig' must link a page on https://developer.apple.com/"))
        }
        let platforms: [Platform] = object.values("platforms")
        if platforms.isEmpty {
            problems.append(LoadError(at: object.anchor(of: "platforms"), "a rule applies to at least one platform"))
        }
        var parameters: [Parameter] = []
        for parameter in object.objects("parameters") {
            var value = Parameter(name: parameter.string("name") ?? "", summary: parameter.string("summary") ?? "",
                                  defaultValue: parameter.integer("default") ?? 0,
                                  minimum: parameter.integer("minimum"), maximum: parameter.integer("maximum"))
            if parameters.contains(where: { $0.name == value.name }) {
                problems.append(LoadError(at: parameter.anchor(of: "name"), "duplicate parameter '\(value.name)'"))
            }
            var defaults = [(value.defaultValue, parameter.anchor(of: "default"))]
            for entry in parameter.objects("platformDefaults") {
                let platformDefault = entry.integer("default") ?? 0
                defaults.append((platformDefault, entry.anchor(of: "default")))
                for platform in entry.values("platforms") as [Platform] {
                    if !platforms.contains(platform) {
                        problems.append(LoadError(at: entry.anchor(of: "platforms"), "the rule does not apply to \(platform.rawValue)"))
                    }
                    if value.platformDefaults.updateValue(platformDefault, forKey: platform) != nil {
                        problems.append(LoadError(at: entry.anchor(of: "platforms"), "\(platform.rawValue) has two defaults"))
                    }
                }
            }
            for (defaultValue, anchor) in defaults {
                if let minimum = value.minimum, defaultValue < minimum {
                    problems.append(LoadError(at: anchor, "default \(defaultValue) is below the minimum \(minimum)"))
                }
                if let maximum = value.maximum, defaultValue > maximum {
                    problems.append(LoadError(at: anchor, "default \(defaultValue) is above the maximum \(maximum)"))
                }
            }
            parameters.append(value)
        }
        let metadata = RuleMetadata(
            id: id, name: object.string("name") ?? id, summary: object.string("summary") ?? "",
            rationale: object.string("rationale") ?? "", helpURI: hig,
            severity: object.value("severity") ?? .warning, category: object.string("category") ?? "",
            platforms: platforms.sorted(), guidance: object.strings("guidance"), parameters: parameters, file: file,
            examples: Self.examples(examples),
            reads: object.strings("reads"), fix: object.string("fix"), unsafeFix: object.string("unsafeFix"))
        if metadata.unsafeFix != nil && metadata.fix == nil {
            problems.append(LoadError(at: object.anchor(of: "unsafeFix"), "unsafeFix describes a fix the rule does not have; add fix"))
        }
        for read in metadata.reads {
            do { _ = try Selector(read) } catch {
                problems.append(LoadError(at: object.anchor(of: "reads"), "bad selector '\(read)' at character \(error.offset + 1): \(error.message)"))
            }
        }
        return (metadata, problems)
    }
}
