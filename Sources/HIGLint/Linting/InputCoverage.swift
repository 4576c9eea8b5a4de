/// `--verbose`: for each file, the rules that apply to its platforms but could not run because the
/// description states none of the fields they read (`Rule.reads`), so that a quiet file is not
/// taken for one that passed every rule. Loads each file again; only asked for with --verbose.
public enum NotRunReport {
    public static func lines(_ files: [String], linter: Linter, display: (String) -> String) -> [String] {
        files.compactMap { file in
            let loaded: [Description]
            if InterfaceBuilderImporter.handles(file) {
                guard case .success(let descriptions) = InterfaceBuilderImporter.load(contentsOf: file, maximumFileSize: linter.maximumFileSize)
                else { return nil }
                loaded = descriptions
            } else {
                guard case .success(let description) = DescriptionLoader.load(contentsOf: file, maximumFileSize: linter.maximumFileSize,
                                                                               maximumDepth: linter.maximumDepth)
                else { return nil }
                loaded = [description]
            }
            let (ids, applying) = coverage(of: loaded, file: file, linter: linter)
            guard !ids.isEmpty else { return nil }
            return "hig-lint: \(display(file)): \(ids.count) rule\(ids.count == 1 ? "" : "s") could not run, the file states nothing "
                + "\(ids.count == 1 ? "it reads" : "they read") ('hig-lint explain RULE' lists the fields): \(grouped(ids, applying: linter.rules.filter { applying.contains($0.metadata.id) }))"
        }
    }

    /// The ids, with a category whose every applying rule is among them named once ("every sidebar rule (13)").
    static func grouped(_ ids: [String], applying: [Rule]) -> String {
        let categories = Dictionary(grouping: applying.filter { !$0.reads.isEmpty }, by: \.metadata.category)
        var parts: [String] = []
        var named: Set<String> = []
        for (category, members) in categories.sorted(by: { $0.key < $1.key }) where members.count > 1 && members.allSatisfy({ ids.contains($0.metadata.id) }) {
            parts.append("every \(category) rule (\(members.count))")
            named.formUnion(members.map(\.metadata.id))
        }
        return (parts + ids.filter { !named.contains($0) }).joined(separator: ", ")
    }

    /// The rules that apply to a file's descriptions but lack input in every one of them.
    static func notRun(in descriptions: [Description], file: String, linter: Linter) -> [String] {
        coverage(of: descriptions, file: file, linter: linter).notRun
    }

    /// The rules that lack input in every description of a file, and the rules that apply to any.
    static func coverage(of descriptions: [Description], file: String, linter: Linter) -> (notRun: [String], applying: Set<String>) {
        let active = linter.configuration?.rules(for: file, from: linter.rules) ?? linter.rules
        var applying: Set<String> = [], ran: Set<String> = []
        for var description in descriptions {
            if description.platforms.isEmpty, let platforms = linter.configuration?.defaultPlatforms(for: file) {
                description.platforms = platforms
            }
            // A rule that could run on one scene of a storyboard ran.
            for rule in active where rule.applies(to: description.platforms) {
                applying.insert(rule.metadata.id)
                if !rule.lacksInput(in: description) { ran.insert(rule.metadata.id) }
            }
        }
        return (applying.subtracting(ran).sorted(), applying)
    }
}
