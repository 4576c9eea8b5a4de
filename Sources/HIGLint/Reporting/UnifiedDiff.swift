/// A unified diff of two versions of a file, as `diff -u` writes it (three lines of context),
/// for `--fix --diff`.
public enum UnifiedDiff {
    public static func text(from before: [UInt8], to after: [UInt8], path: String, context: Int = 3) -> String {
        let old = lines(before), new = lines(after)
        let script = editScript(old, new)
        guard script.contains(where: { $0 != .keep }) else { return "" }
        var out = "--- a/\(visible(path))\n+++ b/\(visible(path))\n"
        // Walk the script, grouping changes less than 2 * context lines apart into one hunk.
        var positions: [(old: Int, new: Int)] = []
        var (i, j) = (0, 0)
        for step in script {
            positions.append((i, j))
            switch step {
            case .keep: i += 1; j += 1
            case .delete: i += 1
            case .insert: j += 1
            }
        }
        let changed = script.indices.filter { script[$0] != .keep }
        var hunks: [ClosedRange<Int>] = []
        for index in changed {
            let low = max(0, index - context), high = min(script.count - 1, index + context)
            if let last = hunks.last, low <= last.upperBound + 1 {
                hunks[hunks.count - 1] = last.lowerBound...max(high, last.upperBound)
            } else {
                hunks.append(low...high)
            }
        }
        for hunk in hunks {
            let steps = script[hunk]
            let oldCount = steps.count { $0 != .insert }, newCount = steps.count { $0 != .delete }
            let start = positions[hunk.lowerBound]
            out += "@@ -\(range(start.old, oldCount)) +\(range(start.new, newCount)) @@\n"
            for index in hunk {
                let at = positions[index]
                switch script[index] {
                case .keep: out += " " + shown(old[at.old])
                case .delete: out += "-" + shown(old[at.old])
                case .insert: out += "+" + shown(new[at.new])
                }
            }
        }
        return out
    }

    /// A line as it is, but for control characters other than tabs, shown as `visible` shows
    /// them: a file's text cannot reach a terminal raw.
    private static func shown(_ line: String) -> String {
        var body = line.unicodeScalars[...]
        var end = ""
        for ending in ["\n", "\r"] where body.last.map(String.init) == ending {
            end = ending + end
            body = body.dropLast()
        }
        let text = String(body).split(separator: "\t", omittingEmptySubsequences: false).map { visible(String($0)) }.joined(separator: "\t")
        return end.isEmpty ? text + "\n\\ No newline at end of file\n" : text + end
    }

    private static func range(_ start: Int, _ count: Int) -> String {
        count == 1 ? "\(start + 1)" : "\(count == 0 ? start : start + 1),\(count)"
    }

    /// Lines with their ends (a last line without one differs from the same line with one).
    private static func lines(_ bytes: [UInt8]) -> [String] {
        var out: [String] = []
        var start = 0
        for index in bytes.indices where bytes[index] == 0x0A {
            out.append(String(decoding: bytes[start...index], as: UTF8.self))
            start = index + 1
        }
        if start < bytes.count { out.append(String(decoding: bytes[start...], as: UTF8.self)) }
        return out
    }

    enum Step { case keep, delete, insert }

    /// The shortest edit script (Myers' O(ND) algorithm): fixes change few lines of long files.
    static func editScript(_ a: [String], _ b: [String]) -> [Step] {
        let n = a.count, m = b.count, offset = n + m + 1
        var v = [Int](repeating: 0, count: 2 * offset + 1)
        var trace: [[Int]] = []
        search: for d in 0...(n + m) {
            trace.append(v)
            for k in stride(from: -d, through: d, by: 2) {
                var x = k == -d || (k != d && v[offset + k - 1] < v[offset + k + 1]) ? v[offset + k + 1] : v[offset + k - 1] + 1
                var y = x - k
                while x < n, y < m, a[x] == b[y] { x += 1; y += 1 }
                v[offset + k] = x
                if x >= n && y >= m { break search }
            }
        }
        var steps: [Step] = []
        var (x, y) = (n, m)
        for d in stride(from: trace.count - 1, through: 0, by: -1) {
            let v = trace[d], k = x - y
            let previous = k == -d || (k != d && v[offset + k - 1] < v[offset + k + 1]) ? k + 1 : k - 1
            let startX = v[offset + previous], startY = startX - previous
            while x > startX && y > startY { steps.append(.keep); x -= 1; y -= 1 }
            if d > 0 { steps.append(x == startX ? .insert : .delete) }
            (x, y) = (startX, startY)
        }
        return steps.reversed()
    }
}
