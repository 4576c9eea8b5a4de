/// A rule: its metadata from `Rules/<id>.json` bound to the check that implements it.
/// A class, not a struct: the linter hands every rule to every description, and copying the
/// metadata's strings each time cost more than the checks on small descriptions.
public final class Rule: Sendable {
    public let metadata: RuleMetadata
    public let check: any Check
    /// The parameter values with no platform named, then on each platform in `Platform.allCases`
    /// order: computed once, not for every description the rule checks.
    private let parameterSets: [RuleParameters]
    private let hasPlatformDefaults: Bool
    private let checksSidebars: Bool
    /// Whether the rule reads a toolbar or window title, which a sheet on macOS does not have.
    private let readsShownChrome: Bool
    /// The model's fields that mark facts the rule's findings rest on (`needs`) as inferred or
    /// unknown (`Provenance`), by the definition of the shape that has them; empty for most rules.
    private let markers: DecodedObject.Markers

    public init(metadata: RuleMetadata, check: any Check) {
        self.metadata = metadata
        self.check = check
        parameterSets = [metadata.parameters(for: nil)] + Platform.allCases.map(metadata.parameters(for:))
        hasPlatformDefaults = metadata.hasPlatformDefaults
        checksSidebars = metadata.category == "sidebar"
        readsShownChrome = metadata.reads.contains { $0.hasPrefix("$.toolbar") || $0.hasPrefix("$.window") }
        let needs = metadata.needs
        markers = needs.isEmpty ? [:] : Dictionary(grouping: Self.markerFields.compactMap { marker in
            marker.provenance.marksAny(of: needs, in: marker.shape)
                || marker.provenance.marks.contains("*") && marker.holders.contains(where: needs.contains)
                ? (marker.shape.definition, (marker.field, marker.provenance)) : nil
        }, by: \.0).mapValues { $0.map(\.1) }
    }

    /// The model's marker fields (`Provenance`), each with the facts that hold its object
    /// (`Description.sidebar` for a sidebar's): a marker of all of an object's facts (`*`) marks
    /// those too. Found once for all rules.
    private static let markerFields: [(shape: Shape, field: String, provenance: Provenance, holders: [String])] = {
        let reachable = Description.shape.reachableFields
        var holders: [String: [String]] = [:]
        for (shape, field) in reachable {
            if case .object(let held) = field.type { holders[held().definition, default: []].append(shape.definition + "." + field.name) }
            if case .list(.object(let held), _) = field.type { holders[held().definition, default: []].append(shape.definition + "." + field.name) }
        }
        return reachable.compactMap { shape, field in
            field.provenance.map { (shape, field.name, $0, holders[shape.definition] ?? []) }
        }
    }()

    /// The parameter values on `platform` (nil: no platform named).
    func parameters(for platform: Platform?) -> RuleParameters {
        parameterSets[platform.map { $0.ordinal + 1 } ?? 0]
    }

    /// Selectors of the description fields the check reads: a custom or data-written rule's own
    /// selector, else the `reads` its rule file declares (tested against the check's behaviour).
    public var reads: [String] {
        (check as? CustomCheck).map { [$0.selector.description] } ?? metadata.reads
    }

    /// Whether the description states none of what the rule reads, so that the rule has nothing
    /// to check (false for rules that read nothing a description states, such as the suppression rules).
    public func lacksInput(in description: Description) -> Bool {
        guard let document = description.document, !reads.isEmpty else { return false }
        return reads.allSatisfy { text in (try? Selector(text))?.select(in: document).isEmpty ?? false }
    }

    /// Whether the rule runs on a description for these platforms (none named: every platform).
    public func applies(to platforms: [Platform]) -> Bool {
        platforms.isEmpty || platforms.contains { metadata.platforms.contains($0) }
    }

    public func findings(in description: Description) -> [Finding] {
        var findings: [Finding] = []
        appendFindings(in: description, tabSidebarScopes: checksSidebars ? description.tabSidebarScopes : [], to: &findings)
        return findings
    }

    /// `findings(in:)` appended to `findings`, with the description's `tabSidebarScopes` made once for
    /// all rules: the linter fills one array from every rule (an array of its own for each rule was
    /// most of the arrays a small description's check made).
    func appendFindings(in description: Description, tabSidebarScopes: @autoclosure () -> [Description], to findings: inout [Finding]) {
        guard applies(to: description.platforms) else { return }
        // A rule whose thresholds differ by platform runs once per platform the description names
        // (and the rule covers); a violation found on several platforms is reported once.
        let platforms: [Platform] = hasPlatformDefaults ? description.platforms.filter(metadata.platforms.contains) : []
        // Most checks find nothing: the set that drops repeats is made only for a second violation.
        var seen: Set<ViolationKey>?
        let start = findings.count
        // Chrome no shipped code shows, or a macOS view whose presentation decides the chrome and nothing says how: a person judges.
        let review = description.unseen ?? (readsShownChrome && description.presentationDecidesChrome ? Self.unshownReason : nil)
        // The description is a parameter of each step, not captured: a nested function's captures
        // of it, and a loop's elements, would each be a copy of the whole model's references.
        func run(_ scope: Description, _ platform: Platform?) {
            for violation in self.check.violations(in: scope, parameters: parameters(for: platform)) {
                if findings.count > start {
                    if seen == nil { seen = [ViolationKey(findings[start].anchor, findings[start].message)] }
                    guard seen!.insert(ViolationKey(violation.anchor, violation.message)).inserted else { continue }
                }
                var violation = violation
                if metadata.unsafeFix != nil { violation.remedy?.isUnsafe = true }
                // The note says why the severity is capped; the subject stays the check's.
                if min(metadata.severity, violation.atMost ?? metadata.severity) > .info,
                   let reason = review ?? markedReason(at: violation.anchor, in: scope) {
                    violation = violation.needingReview(reason)
                }
                findings.append(Finding(ruleID: metadata.id, severity: min(metadata.severity, violation.atMost ?? metadata.severity),
                                        message: violation.message, subject: violation.subject, anchor: violation.anchor,
                                        helpURI: metadata.helpURI, remedy: violation.remedy))
            }
        }
        func check(_ scope: Description) {
            if platforms.isEmpty {
                run(scope, nil)
            } else {
                for platform in platforms { run(scope, platform) }
            }
        }
        check(description)
        // Sidebar rules also check each sidebar inside a tab, in its description.
        if checksSidebars {
            let scopes = tabSidebarScopes()
            for index in scopes.indices { check(scopes[index]) }
        }
    }

    /// Why a fact the finding rests on is only inferred or unknown: what a field the model marks such
    /// facts with says (`Provenance`), for the facts the rule needs; nil when they are stated or resolved.
    private func markedReason(at anchor: SourceAnchor, in description: Description) -> String? {
        guard !markers.isEmpty, let document = description.document else { return nil }
        return document.markedReason(at: anchor, shape: Description.shape, markers: markers)
    }

    /// Why a finding on a macOS view nothing is found to show is for a person to judge.
    static let unshownReason = "hig-lint found no code that shows this view, and on macOS a sheet has no toolbar and no title"

    private struct ViolationKey: Hashable {
        let line: Int, column: Int, message: String
        init(_ anchor: SourceAnchor, _ message: String) {
            (line, column, self.message) = (anchor.start.line, anchor.start.column, message)
        }
    }
}

/// What `Rules/<id>.json` says about a rule.
public struct RuleMetadata: Sendable, Equatable {
    public struct Parameter: Sendable, Equatable {
        public var name: String
        public var summary: String
        public var defaultValue: Int
        /// Defaults that differ by platform, such as how many toolbar items fit on iPhone and on Mac.
        public var platformDefaults: [Platform: Int] = [:]
        public var minimum: Int?
        public var maximum: Int?

        public func defaultValue(on platform: Platform?) -> Int {
            platform.flatMap { platformDefaults[$0] } ?? defaultValue
        }
    }

    /// An example description from `Fixtures/rules/<id>/`, shown by `explain`.
    public struct Example: Sendable, Equatable {
        public var path: String
        public var text: String
        public var isFailing: Bool { path.split(separator: "/").last?.hasPrefix("failing") == true }
    }

    public var id: String
    public var name: String
    public var summary: String
    public var rationale: String
    public var helpURI: String
    public var severity: Severity
    public var category: String
    public var platforms: [Platform]
    /// The rows of the project's guidance catalogue (C1, S4, T11…) the rule checks.
    public var guidance: [String]
    public var parameters: [Parameter]
    public var file: String
    public var examples: [Example]
    /// The description fields the check reads, as selectors (`$.window.title`); see `Rule.reads`.
    public var reads: [String] = []
    /// The model fields the check reads, as `<Definition>.<field>` (`ToolbarItem.role`); see `FactUse`.
    public var facts: [String] = []
    /// The facts its findings rest on (`Sidebar.*` for every fact of a type): a finding where the
    /// model marks one as inferred or unknown (`Provenance`) is at most info.
    public var needs: [String] = []
    /// What `hig-lint --fix` changes to resolve a finding; nil when the rule has no mechanical fix.
    public var fix: String?
    /// Why the fix may drop something the author meant, for rules whose fix `--fix` makes only
    /// with `--unsafe-fixes`; nil when it is safe.
    public var unsafeFix: String?

    public var defaultParameters: RuleParameters { parameters(for: nil) }

    /// The parameter values for a description on `platform` (nil: no platform named).
    public func parameters(for platform: Platform?) -> RuleParameters {
        RuleParameters(Dictionary(uniqueKeysWithValues: parameters.map { ($0.name, $0.defaultValue(on: platform)) }),
                       platform: platform)
    }

    var hasPlatformDefaults: Bool { parameters.contains { !$0.platformDefaults.isEmpty } }

    /// The parts of the chrome rules are about, and `suppression` for the rules about inline suppressions.
    static let categories = ["sidebar", "toolbar", "window", "tab-bar", "suppression"]

    static let shape: Shape = Shape(
        name: "rule", definition: "Rule", summary: "A rule's metadata.",
        fields: [
            Field("id", .string, required: true, "A stable, never reused, kebab-case id; also the file's name."),
            Field("name", .string, required: true, "A short name for tables."),
            Field("check", .string, required: true, "The Swift type that implements the check."),
            Field("summary", .string, required: true, "One line saying what the rule wants."),
            Field("rationale", .string, required: true, "Why, paraphrasing the guideline in the project's own words."),
            Field("hig", .string, "The Human Interface Guidelines page and anchor the rule follows (every rule but the suppression ones)."),
            Field("severity", .enumeration(values: Severity.allCases.map(\.rawValue)), required: true, "The default severity, from the guidance's strength."),
            Field("category", .enumeration(values: categories), required: true, "The part of the chrome the rule is about."),
            Field("platforms", .list(.enumeration(values: Platform.allCases.map(\.rawValue)), xmlElement: nil), required: true, "The platforms the guidance is written for."),
            Field("guidance", .list(.string, xmlElement: nil), "The rows of the guidance catalogue the rule checks, such as C4 or T11."),
            Field("parameters", .list(.object { parameterShape }, xmlElement: "parameter"), "Thresholds and other settings, with defaults."),
            Field("reads", .list(.string, xmlElement: nil), "Selectors of the description fields the check reads, such as $.window.title; a description that states none of them cannot be checked by the rule (hig-lint --verbose says so). Not for CustomCheck rules, whose select is what they read."),
            Field("facts", .list(.string, xmlElement: nil), "The model fields the check reads, sorted, each named by its type and field as in the description schema's definitions (ToolbarItem.role, Description.platforms); RuleFactsTests fails when the check reads one not listed, and HIG_LINT_UPDATE_GENERATED=1 swift test --filter RuleFactsTests writes the list."),
            Field("needs", .list(.string, xmlElement: nil), "The facts a finding of the rule rests on, among those it reads (Sidebar.* for all of a type's): when the model marks one of them as only inferred or unknown where the finding is (ToolbarItem.roleInferred marks ToolbarItem.role), the finding is an info that says why."),
            Field("fix", .string, "What hig-lint --fix changes to resolve a finding, in a sentence; only for rules whose check offers a mechanical fix (the catalogue test checks both ways)."),
            Field("unsafeFix", .string, "Why the fix may drop something the author meant, for a fix that hig-lint --fix makes only with --unsafe-fixes (editors still offer it)."),
            Field("select", .string, "For \"check\": \"CustomCheck\": the values to check, as in custom rules."),
            Field("assert", .object { Configuration.assertionShape }, "For \"check\": \"CustomCheck\": what the selected values must satisfy."),
            Field("message", .string, "For \"check\": \"CustomCheck\": the finding's text."),
        ])

    static let parameterShape: Shape = Shape(
        name: "rule parameter", definition: "RuleParameter", summary: "A rule setting.",
        fields: [
            Field("name", .string, required: true, "The parameter's name."),
            Field("summary", .string, required: true, "What the parameter controls."),
            Field("default", .integer(minimum: nil, maximum: nil), required: true, "The default value."),
            Field("minimum", .integer(minimum: nil, maximum: nil), "The smallest value allowed."),
            Field("maximum", .integer(minimum: nil, maximum: nil), "The largest value allowed."),
            Field("platformDefaults", .list(.object { platformDefaultShape }, xmlElement: "platformDefault"),
                  "Defaults that differ by platform; a description on several platforms is checked against each."),
        ])

    static let platformDefaultShape: Shape = Shape(
        name: "platform default", definition: "RuleParameterPlatformDefault", summary: "A parameter's default on some platforms.",
        fields: [
            Field("platforms", .list(.enumeration(values: Platform.allCases.map(\.rawValue)), xmlElement: nil), required: true,
                  "The platforms this default is for."),
            Field("default", .integer(minimum: nil, maximum: nil), required: true, "The default value on those platforms."),
        ])
}
