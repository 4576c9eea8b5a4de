import HIGLint

/// Suppression comments in Swift source, as SwiftLint users write them:
/// `// hig-lint:disable:next rule-id — reason` (the next line), `// hig-lint:disable:this …`
/// (its own line), and `// hig-lint:disable rule-id …` up to `// hig-lint:enable rule-id`
/// (or the end of the file). A reason follows the ids after `—`, `--` or `:`.
enum SwiftSuppressions {
    static let keyword = "hig-lint:"

    static func read(_ bytes: [UInt8], path: String) -> [Suppression] {
        // Cheap test on the bytes first: most files have none.
        guard SwiftFrontEnd.contains(bytes, Array(keyword.utf8)) else { return [] }
        let text = String(decoding: bytes, as: UTF8.self)
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        var found: [Suppression] = []
        var open: [String: (line: Int, column: Int, reason: String?)] = [:]
        for (offset, line) in lines.enumerated() {
            let number = offset + 1
            guard let comment = line.range(of: "//"), let start = line.range(of: keyword, range: comment.upperBound..<line.endIndex) else { continue }
            let column = line.distance(from: line.startIndex, to: comment.lowerBound) + 1
            let anchor = SourceAnchor(file: path, start: SourcePosition(line: number, column: column), path: "")
            let rest = line[start.upperBound...]
            let command = rest.prefix { $0 != " " && $0 != "\t" }
            var (ids, reason) = parseIDs(rest.dropFirst(command.count))
            switch command {
            case "disable:next":
                found.append(Suppression(ruleIDs: ids, reason: reason, anchor: anchor, scope: "", lines: (number + 1)...(number + 1)))
            case "disable:this":
                found.append(Suppression(ruleIDs: ids, reason: reason, anchor: anchor, scope: "", lines: number...number))
            case "disable":
                for id in ids { open[id] = (number, column, reason) }
            case "enable":
                for id in ids {
                    guard let began = open.removeValue(forKey: id) else { continue }
                    found.append(Suppression(ruleIDs: [id], reason: began.reason,
                                             anchor: SourceAnchor(file: path, start: SourcePosition(line: began.line, column: began.column), path: ""),
                                             scope: "", lines: began.line...number))
                }
                reason = nil
            default:
                continue
            }
        }
        for (id, began) in open.sorted(by: { $0.value.line < $1.value.line }) {
            found.append(Suppression(ruleIDs: [id], reason: began.reason,
                                     anchor: SourceAnchor(file: path, start: SourcePosition(line: began.line, column: began.column), path: ""),
                                     scope: "", lines: began.line...max(began.line, lines.count)))
        }
        return found.sorted { $0.anchor.start < $1.anchor.start }
    }

    /// `rule-a rule-b — why` → the ids and the reason.
    private static func parseIDs(_ text: Substring) -> ([String], String?) {
        var idsPart = text
        var reason: String?
        for separator in ["—", "--", ":"] {
            if let range = text.range(of: separator) {
                idsPart = text[..<range.lowerBound]
                let why = text[range.upperBound...].trimmingCharacters(in: " \t\r")
                reason = why.isEmpty ? nil : why
                break
            }
        }
        let ids = idsPart.split { $0 == " " || $0 == "," || $0 == "\t" || $0 == "\r" }.map(String.init)
        return (ids, reason)
    }
}

extension Substring {
    func trimmingCharacters(in set: String) -> String {
        var slice = self[...]
        while let first = slice.first, set.contains(first) { slice = slice.dropFirst() }
        while let last = slice.last, set.contains(last) { slice = slice.dropLast() }
        return String(slice)
    }
}
