/// The edit that silences one finding with the inline suppression its file's format has: a
/// `// hig-lint:disable:next` comment above a Swift line, a `<!-- hig-lint-disable -->` comment
/// before an XML description's element, a `"hig-lint-disable"` key in a JSON description's object.
/// Each carries the placeholder `reason` where the reason goes, so that the suppression does not
/// at once raise `suppression-reason`; an editor that takes snippets puts the cursor on it.
/// Storyboards and xibs carry no inline suppressions (the configuration's `suppressions:` serve them).
enum InlineSuppression {
    /// Rules about suppressions themselves, which a suppression cannot sensibly silence.
    static let bookkeepingRules: Set<String> = ["unused-suppression", "suppression-reason"]
    /// What the edit writes where the reason goes: its last occurrence in the inserted text.
    static let reasonPlaceholder = "reason"

    static func edit(for finding: Finding, in bytes: [UInt8]) -> Fix? {
        guard !bookkeepingRules.contains(finding.ruleID) else { return nil }
        let file = finding.anchor.file.lowercased()
        let lines = EditorLines(bytes: bytes)
        if file.hasSuffix(".swift") { return swift(finding, lines) }
        if file.hasSuffix(".xml") { return xml(finding, lines) }
        if file.hasSuffix(".json") { return json(finding, lines) }
        return nil
    }

    /// A comment line above the finding's line, indented as it is.
    private static func swift(_ finding: Finding, _ lines: EditorLines) -> Fix {
        let line = finding.anchor.start.line
        let at = SourcePosition(line: line, column: 1)
        let text = lines.indentation(ofLine: line - 1) + "// hig-lint:disable:next \(finding.ruleID) — \(reasonPlaceholder)\n"
        return Fix(title: "Suppress \(finding.ruleID) on this line",
                   edits: [TextEdit(file: finding.anchor.file, start: at, end: at, replacement: text)])
    }

    /// A comment before the element the finding is on or in (its start tag is the nearest `<`
    /// before the finding: attribute values cannot hold one).
    private static func xml(_ finding: Finding, _ lines: EditorLines) -> Fix? {
        var offset = min(lines.offset(of: finding.anchor.start), lines.bytes.count - 1)
        while offset >= 0, lines.bytes[offset] != UInt8(ascii: "<") { offset -= 1 }
        guard offset >= 0 else { return nil }
        let at = lines.position(atOffset: offset)
        let indentation = lines.indentation(ofLine: at.line - 1)
        let comment = "<!-- \(Suppression.keyword) \(finding.ruleID): \(reasonPlaceholder) -->"
        // On a line of its own when the element starts its line; before it on the same line otherwise.
        let startsLine = at.column == indentation.unicodeScalars.count + 1
        return Fix(title: "Suppress \(finding.ruleID) for this element",
                   edits: [TextEdit(file: finding.anchor.file, start: at, end: at,
                                    replacement: startsLine ? comment + "\n" + indentation : comment + " ")])
    }

    /// A `"hig-lint-disable"` member in the innermost object that holds the finding's place, or
    /// an entry in the one the object already has.
    private static func json(_ finding: Finding, _ lines: EditorLines) -> Fix? {
        guard let root = try? JSONReader.read(SourceText(path: finding.anchor.file, bytes: lines.bytes)),
              let object = innermostObject(root, holding: finding.anchor.path) else { return nil }
        guard case .object(let members) = object.content else { return nil }
        let title = "Suppress \(finding.ruleID) for this object"
        let entry = "\"\(finding.ruleID)\": \"\(reasonPlaceholder)\""
        if let existing = members.last(where: { $0.name == Suppression.keyword })?.value {
            guard case .object(let entries) = existing.content, !entries.contains(where: { $0.name == finding.ruleID }) else { return nil }
            return Fix(title: title, edits: [insert(entry, in: existing, first: entries.first?.nameAnchor.start, lines, file: finding.anchor.file)])
        }
        let member = "\"\(Suppression.keyword)\": {\(entry)}"
        return Fix(title: title, edits: [insert(member, in: object, first: members.first?.nameAnchor.start, lines, file: finding.anchor.file)])
    }

    /// Inserts a member first in an object: before its first member, on a line of its own when that
    /// member starts its line, or after `{` when the object is empty.
    private static func insert(_ member: String, in object: DocumentNode, first: SourcePosition?, _ lines: EditorLines, file: String) -> TextEdit {
        guard let first else {
            let afterBrace = SourcePosition(line: object.anchor.start.line, column: object.anchor.start.column + 1)
            return TextEdit(file: file, start: afterBrace, end: afterBrace, replacement: member)
        }
        let indentation = lines.indentation(ofLine: first.line - 1)
        let startsLine = first.column == indentation.unicodeScalars.count + 1
        return TextEdit(file: file, start: first, end: first, replacement: member + (startsLine ? ",\n" + indentation : ", "))
    }

    /// The deepest object along a JSON Pointer path.
    private static func innermostObject(_ node: DocumentNode, holding path: String) -> DocumentNode? {
        var current = node
        var found: DocumentNode? = nil
        var steps = path.split(separator: "/", omittingEmptySubsequences: false).dropFirst()
        while true {
            if case .object = current.content { found = current }
            guard let step = steps.first else { return found }
            steps = steps.dropFirst()
            let name = step.split(separator: "~1", omittingEmptySubsequences: false).joined(separator: "/")
                .split(separator: "~0", omittingEmptySubsequences: false).joined(separator: "~")
            switch current.content {
            case .object(let members):
                guard let next = members.last(where: { $0.name == name })?.value else { return found }
                current = next
            case .array(let items):
                guard let index = Int(name), items.indices.contains(index) else { return found }
                current = items[index]
            default:
                return found
            }
        }
    }
}
