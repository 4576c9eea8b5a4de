#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A project's `.hig-lint.yml` (or `.json`): which rules run, how severe they are, their
/// thresholds, default platforms, which files are searched, and per-path overrides. Validated
/// strictly through the same shapes and decoder as descriptions: an unknown key, rule id or
/// category, a wrong type or an out-of-range threshold is an error at its position.
public struct Configuration: Sendable {
    /// What the top level and each override can set.
    public struct Settings: Sendable {
        public var platforms: [Platform]?
        /// Rule ids and categories to turn off, then on again, in the order given.
        public var disable: [String] = []
        public var enable: [String] = []
        public var rules: [String: RuleSettings] = [:]
    }

    public struct RuleSettings: Sendable {
        public var enabled: Bool?
        public var severity: Severity?
        public var parameters: [String: Int] = [:]
    }

    public struct Override: Sendable {
        /// Globs, relative to the configuration's folder.
        public var files: [String]
        public var settings: Settings
    }

    /// Suppressions kept in the configuration, for files that cannot carry comments (storyboards
    /// and xibs) or that a team prefers to leave untouched: rules silenced, with a reason, in the
    /// files the globs match, for some Interface Builder objects, some structural paths, or the
    /// whole file.
    public struct SuppressionEntry: Sendable {
        public var files: [String]
        public var rules: [String]
        public var objects: [String] = []
        public var paths: [String] = []
        public var reason: String?
        /// Where the entry is written, for findings about the entry itself.
        public var anchor: SourceAnchor
    }

    /// The file it was read from (the last of an `extends` chain), or nil for the defaults.
    public var file: String?
    /// The folder globs are relative to.
    public var directory: String
    public var settings = Settings()
    /// House rules from `custom-rules:` and `rules-dir:`, run beside the built-in ones.
    public var customRules: [Rule] = []
    public var overrides: [Override] = []
    public var suppressions: [SuppressionEntry] = []
    /// Names a directory search picks up (nil: what the front ends read, Swift, storyboards, xibs and descriptions).
    public var include: [String]?
    /// Paths a directory search skips.
    public var exclude: [String] = []
    /// The app's name (`app:`), for descriptions and imported files that do not give it.
    public var appName: String?
    public var failOn: Severity?
    public var baseline: String?
    public var maximumFileSize: Int?
    public var maximumDepth: Int?

    /// `--select` from the command line: only rules with these ids or categories run, whatever
    /// the file and its overrides enable (nil: no such narrowing).
    public var select: [String]?
    /// `--ignore` from the command line: rules with these ids or categories never run.
    public var ignore: [String] = []

    public static let fileNames = [".hig-lint.yml", ".hig-lint.yaml", ".hig-lint.json"]

    public init(directory: String) {
        self.directory = directory
    }

    /// The configuration file that applies in `directory`: the first of `fileNames` found walking
    /// up, stopping at the repository root (a folder with `.git`) or the file system's root.
    public static func find(from directory: String) -> String? {
        var current = directory
        while true {
            for name in fileNames {
                let candidate = current + (current.hasSuffix("/") ? "" : "/") + name
                if access(candidate, F_OK) == 0 { return candidate }
            }
            if access(current + "/.git", F_OK) == 0 || current == "/" || current.isEmpty { return nil }
            current = parent(of: current)
        }
    }

    static func parent(of path: String) -> String {
        guard let slash = path.lastIndex(of: "/") else { return "." }
        return slash == path.startIndex ? "/" : String(path[..<slash])
    }

    // MARK: Applying it

    /// The rules for one file: the catalogue's, turned off, re-rated and re-tuned by the top level
    /// and then by every override whose globs match the file, in order (the last match wins).
    public func rules(for file: String, from catalog: [Rule]) -> [Rule] {
        var rules = catalog
        var enabled = [Bool](repeating: true, count: rules.count)
        for settings in settings(for: file) {
            for name in settings.disable {
                for (index, rule) in rules.enumerated() where rule.metadata.id == name || rule.metadata.category == name { enabled[index] = false }
            }
            for name in settings.enable {
                for (index, rule) in rules.enumerated() where rule.metadata.id == name || rule.metadata.category == name { enabled[index] = true }
            }
            for (index, rule) in rules.enumerated() {
                guard let tuned = settings.rules[rule.metadata.id] else { continue }
                if let on = tuned.enabled { enabled[index] = on }
                rules[index] = rule.tuned(severity: tuned.severity, parameters: tuned.parameters)
            }
        }
        for (index, rule) in rules.enumerated() {
            let named = { (names: [String]) in names.contains { rule.metadata.id == $0 || rule.metadata.category == $0 } }
            if let select, !named(select) { enabled[index] = false }
            if named(ignore) { enabled[index] = false }
        }
        return zip(rules, enabled).filter(\.1).map(\.0)
    }

    /// The platforms assumed for a description that names none.
    public func defaultPlatforms(for file: String) -> [Platform] {
        settings(for: file).compactMap(\.platforms).last ?? []
    }

    private func settings(for file: String) -> [Settings] {
        let relative = Glob.relative(Configuration.absolutePath(file), to: directory)
        return [settings] + overrides.filter { $0.files.contains { Glob.matches($0, relative) } }.map(\.settings)
    }

    /// The configured suppressions that apply to a file, one per object set or path (an entry
    /// with neither covers the whole file).
    public func suppressions(for file: String) -> [Suppression] {
        let relative = Glob.relative(Configuration.absolutePath(file), to: directory)
        return suppressions.filter { $0.files.contains { Glob.matches($0, relative) } }.flatMap { entry -> [Suppression] in
            func suppression(scope: String, objects: [String] = []) -> Suppression {
                Suppression(ruleIDs: entry.rules, reason: entry.reason, anchor: entry.anchor, scope: scope, objects: objects, isExternal: true)
            }
            var found = entry.paths.map { suppression(scope: $0) }
            if !entry.objects.isEmpty { found.append(suppression(scope: "/", objects: entry.objects)) }
            return found.isEmpty ? [suppression(scope: "/")] : found
        }
    }

    /// Whether any linted file is one an entry's globs match.
    func matchesAny(_ entry: SuppressionEntry, of files: [String]) -> Bool {
        files.contains { file in
            let relative = Glob.relative(Configuration.absolutePath(file), to: directory)
            return entry.files.contains { Glob.matches($0, relative) }
        }
    }

    /// Whether a directory search skips this path.
    public func excludes(_ path: String) -> Bool {
        let relative = Glob.relative(Configuration.absolutePath(path), to: directory)
        return exclude.contains { Glob.matches($0, relative) }
    }
}

extension Rule {
    /// The rule with a configured severity and parameter values (a value set in configuration
    /// replaces every platform's default).
    func tuned(severity: Severity?, parameters values: [String: Int]) -> Rule {
        var metadata = self.metadata
        if let severity { metadata.severity = severity }
        for (index, parameter) in metadata.parameters.enumerated() {
            guard let value = values[parameter.name] else { continue }
            metadata.parameters[index].defaultValue = value
            metadata.parameters[index].platformDefaults = [:]
        }
        return Rule(metadata: metadata, check: check)
    }
}

/// Glob patterns as .gitignore and SwiftLint users write them: `*` and `?` within a path
/// component, `**` for any number of components, and a pattern without `/` matching a file's
/// name in any folder.
enum Glob {
    static func matches(_ pattern: String, _ path: String) -> Bool {
        var pattern = pattern
        if pattern.hasPrefix("./") { pattern.removeFirst(2) }
        if pattern.hasSuffix("/") { pattern += "**" }
        let parts = path.split(separator: "/").map(String.init)
        guard pattern.contains("/") else { return parts.last.map { component(pattern, matches: $0) } ?? false }
        return match(pattern.split(separator: "/").map(String.init), parts)
    }

    /// Which numbers of path components each prefix of the pattern can consume, one pattern
    /// component at a time: time proportional to pattern × path, however many `**` there are
    /// (trying every split recursively is exponential in them, and a configuration can come
    /// from a pull request).
    private static func match(_ pattern: [String], _ parts: [String]) -> Bool {
        var reachable = [Bool](repeating: false, count: parts.count + 1)
        reachable[0] = true
        for head in pattern {
            var next = [Bool](repeating: false, count: parts.count + 1)
            if head == "**" {
                // Zero or more whole components; `dir/**` also matches everything under dir.
                var any = false
                for index in 0...parts.count {
                    any = any || reachable[index]
                    next[index] = any
                }
            } else {
                for index in 0..<parts.count where reachable[index] && component(head, matches: parts[index]) { next[index + 1] = true }
            }
            reachable = next
        }
        return reachable[parts.count]
    }

    /// One component against `*`, `?`, `[...]` (`!` or `^` negates, `a-z` ranges) and `\`-escaped
    /// characters, as fnmatch(3) does, but in time proportional to pattern × name: a mismatch after
    /// a `*` resumes from the last `*` only, never from every earlier one.
    static func component(_ pattern: String, matches name: String) -> Bool {
        let tokens = GlobToken.parse(pattern)
        let text = Array(name.unicodeScalars)
        var (p, t, star, resume) = (0, 0, -1, 0)
        while t < text.count {
            if p < tokens.count, case .star = tokens[p] {
                (star, resume) = (p, t)
                p += 1
            } else if p < tokens.count, tokens[p].matches(text[t]) {
                p += 1
                t += 1
            } else if star >= 0 {
                p = star + 1
                resume += 1
                t = resume
            } else {
                return false
            }
        }
        while p < tokens.count, case .star = tokens[p] { p += 1 }
        return p == tokens.count
    }

    /// `path` relative to `directory` when it lies inside it, else unchanged.
    static func relative(_ path: String, to directory: String) -> String {
        var path = path
        if path.hasPrefix("./") { path.removeFirst(2) }
        guard path.hasPrefix("/"), directory != "." else { return path }
        let prefix = directory.hasSuffix("/") ? directory : directory + "/"
        return path.hasPrefix(prefix) ? String(path.dropFirst(prefix.count)) : path
    }
}

extension Configuration {
    /// What `hig-lint init` writes: every setting, commented out, with its default or an example.
    public static let starterText = """
        # Configuration for hig-lint. Every key is optional; unknown keys and rule ids are errors.
        # Reference: the Configuration section of hig-lint's README.

        # Platforms assumed for descriptions that name none.
        # platforms: [iOS, iPadOS]

        # The app's name, for files that do not give it (checked by title-not-app-name).
        # app: Lantern

        # Rules or whole categories (sidebar, toolbar, window, tab-bar) to turn off, and on again.
        # disable: [toolbar-prefer-symbols]
        # enable: []

        # Severity and thresholds per rule; `hig-lint rules` lists the ids and parameters.
        # rules:
        #   title-length:
        #     severity: error
        #     limit: 20
        #   toolbar-max-items:
        #     maxItems: 6

        # Which files a directory search picks up (name globs: a list replaces these defaults), and which paths it skips.
        # include: ["*.swift", "*.storyboard", "*.xib", "*.hig.json", "*.hig.xml"]
        # exclude: ["Pods/**", "Fixtures/invalid/**"]

        # Settings for some paths: every matching override applies in order, the last one wins.
        # overrides:
        #   - files: ["Legacy/**"]
        #     disable: [sidebar]
        #     rules:
        #       title-length:
        #         severity: info

        # The least severe finding that fails the run, a baseline of accepted findings, and limits.
        # fail-on: error
        # baseline: .hig-lint-baseline.json
        # max-file-size: 256
        # max-depth: 256

        """
}

/// One element of a file-name glob.
enum GlobToken {
    case star
    case any
    case scalar(Unicode.Scalar)
    case set(ranges: [ClosedRange<Unicode.Scalar>], negated: Bool)

    func matches(_ scalar: Unicode.Scalar) -> Bool {
        switch self {
        case .star: true
        case .any: true
        case .scalar(let expected): scalar == expected
        case .set(let ranges, let negated): ranges.contains { $0.contains(scalar) } != negated
        }
    }

    static func parse(_ pattern: String) -> [GlobToken] {
        let scalars = Array(pattern.unicodeScalars)
        var tokens: [GlobToken] = []
        var index = 0
        while index < scalars.count {
            let scalar = scalars[index]
            index += 1
            switch scalar {
            case "*": if case .star? = tokens.last {} else { tokens.append(.star) }
            case "?": tokens.append(.any)
            case "\\" where index < scalars.count:
                tokens.append(.scalar(scalars[index]))
                index += 1
            case "[":
                // A set runs to the next `]` (one right after the opening is a member); unclosed, `[` is literal.
                var cursor = index
                let negated = cursor < scalars.count && (scalars[cursor] == "!" || scalars[cursor] == "^")
                if negated { cursor += 1 }
                var ranges: [ClosedRange<Unicode.Scalar>] = []
                var first = true
                while cursor < scalars.count, scalars[cursor] != "]" || first {
                    first = false
                    let low = scalars[cursor]
                    if cursor + 2 < scalars.count, scalars[cursor + 1] == "-", scalars[cursor + 2] != "]" {
                        if low <= scalars[cursor + 2] { ranges.append(low...scalars[cursor + 2]) }
                        cursor += 3
                    } else {
                        ranges.append(low...low)
                        cursor += 1
                    }
                }
                if cursor < scalars.count {
                    tokens.append(.set(ranges: ranges, negated: negated))
                    index = cursor + 1
                } else {
                    tokens.append(.scalar("["))
                }
            default: tokens.append(.scalar(scalar))
            }
        }
        return tokens
    }
}
