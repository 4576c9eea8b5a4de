/// A unified diff of two versions of a file, as `diff -u` writes it (three lines of context), for
/// `--fix --diff`: the lines' bytes as they are, so that `patch -p1` makes the very bytes `--fix`
/// writes. Lines end at LF, as `diff` and `patch` read them (a CR is part of its line's bytes).
public enum UnifiedDiff {
    /// The diff of `before` and `after`, empty when they are equal. `path` is relative to the
    /// folder the diff is applied from (headed `a/PATH` and `b/PATH`), or absolute (headed as it is).
    public static func bytes(from before: [UInt8], to after: [UInt8], path: String, context: Int = 3) -> [UInt8] {
        let old = lines(before), new = lines(after)
        var numbers: [ArraySlice<UInt8>: Int] = [:]
        func number(_ line: ArraySlice<UInt8>) -> Int {
            if let known = numbers[line] { return known }
            numbers[line] = numbers.count
            return numbers.count - 1
        }
        let script = editScript(old.map(number), new.map(number))
        guard script.contains(where: { $0 != .keep }) else { return [] }
        var out = header("---", path, side: "a/") + header("+++", path, side: "b/")
        // Walk the script, grouping changes less than 2 * context lines apart into one hunk.
        var positions: [(old: Int, new: Int)] = []
        positions.reserveCapacity(script.count)
        var (i, j) = (0, 0)
        for step in script {
            positions.append((i, j))
            switch step {
            case .keep: i += 1; j += 1
            case .delete: i += 1
            case .insert: j += 1
            }
        }
        var hunks: [ClosedRange<Int>] = []
        for index in script.indices where script[index] != .keep {
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
            out += Array("@@ -\(range(start.old, oldCount)) +\(range(start.new, newCount)) @@\n".utf8)
            for index in hunk {
                let at = positions[index]
                switch script[index] {
                case .keep where startsWorkflowCommand(old[at.old]):
                    // GitHub reads a log line that is `::` after spaces as a command, and a context
                    // line is a space and the line: this one is shown removed and added again.
                    out += line("-", old[at.old]) + line("+", new[at.new])
                case .keep: out += line(" ", old[at.old])
                case .delete: out += line("-", old[at.old])
                case .insert: out += line("+", new[at.new])
                }
            }
        }
        return out
    }

    /// `--- a/PATH` or `--- /abs/path`: a name with a control character, `"` or `\` is quoted
    /// as git quotes it, and one with a space is followed by a tab, as GNU diff and git write it,
    /// so that `patch` reads the whole name.
    private static func header(_ marker: String, _ path: String, side: String) -> [UInt8] {
        let name = Array((path.hasPrefix("/") ? "" : side).utf8) + FileSystemPath.native(path).dropLast().map { UInt8(bitPattern: $0) }
        let escapes: [UInt8: String] = [0x07: "a", 0x08: "b", 0x09: "t", 0x0A: "n", 0x0B: "v", 0x0C: "f", 0x0D: "r", 0x22: "\"", 0x5C: "\\"]
        var out = Array(marker.utf8) + [0x20]
        if name.contains(where: { $0 < 0x20 || $0 == 0x7F || $0 == 0x22 || $0 == 0x5C }) {
            out.append(0x22)
            for byte in name {
                if let escape = escapes[byte] {
                    out += Array("\\\(escape)".utf8)
                } else if byte < 0x20 || byte == 0x7F {
                    out += Array(("\\" + String(byte, radix: 8).leftPadded(to: 3)).utf8)
                } else {
                    out.append(byte)
                }
            }
            out.append(0x22)
        } else {
            out += name
            if name.contains(0x20) { out.append(0x09) }
        }
        return out + [0x0A]
    }

    /// One line of a hunk: its mark and its bytes; a last line without an end is followed by
    /// the note `patch` reads.
    private static func line(_ mark: String, _ bytes: ArraySlice<UInt8>) -> [UInt8] {
        let text = Array(mark.utf8) + bytes
        return bytes.last == 0x0A ? text : text + Array("\n\\ No newline at end of file\n".utf8)
    }

    /// Whether a line's text, after spaces (as GitHub's runner trims them), starts with `::`.
    static func startsWorkflowCommand(_ bytes: ArraySlice<UInt8>) -> Bool {
        String(decoding: bytes, as: UTF8.self).unicodeScalars
            .drop { $0.properties.isWhitespace || $0.value <= 0x20 || $0 == "\u{FEFF}" }.starts(with: "::".unicodeScalars)
    }

    private static func range(_ start: Int, _ count: Int) -> String {
        count == 1 ? "\(start + 1)" : "\(count == 0 ? start : start + 1),\(count)"
    }

    /// Lines with their ends (a last line without one differs from the same line with one).
    private static func lines(_ bytes: [UInt8]) -> [ArraySlice<UInt8>] {
        var out: [ArraySlice<UInt8>] = []
        var start = 0
        for index in bytes.indices where bytes[index] == 0x0A {
            out.append(bytes[start...index])
            start = index + 1
        }
        if start < bytes.count { out.append(bytes[start...]) }
        return out
    }

    enum Step { case keep, delete, insert }

    /// A shortest edit script of `a` and `b` (lines as numbers), in memory linear in their
    /// length: common lines at either end are kept first, and what lies between is split at the
    /// middle of a shortest script (Myers' linear-space bisection) until either side is empty.
    /// A part that needs more than `limit` edits to split, or whose lines the other side has
    /// none of, is all removed and added: a longer script, found in bounded time.
    static func editScript(_ a: [Int], _ b: [Int], limit: Int = 4096) -> [Step] {
        var deleted = [Bool](repeating: false, count: a.count), inserted = [Bool](repeating: false, count: b.count)
        var parts = [(a: 0..<a.count, b: 0..<b.count)]
        while var (x, y) = parts.popLast() {
            while !x.isEmpty, !y.isEmpty, a[x.lowerBound] == b[y.lowerBound] { x = x.dropFirst(); y = y.dropFirst() }
            while !x.isEmpty, !y.isEmpty, a[x.upperBound - 1] == b[y.upperBound - 1] { x = x.dropLast(); y = y.dropLast() }
            if !x.isEmpty, !y.isEmpty, !Set(a[x]).isDisjoint(with: b[y]), let (i, j) = middle(a, x, b, y, limit: limit),
               (i, j) != (x.lowerBound, y.lowerBound), (i, j) != (x.upperBound, y.upperBound) {
                parts.append((x.lowerBound..<i, y.lowerBound..<j))
                parts.append((i..<x.upperBound, j..<y.upperBound))
            } else {
                for index in x { deleted[index] = true }
                for index in y { inserted[index] = true }
            }
        }
        var steps: [Step] = []
        steps.reserveCapacity(a.count + b.count)
        var (i, j) = (0, 0)
        while i < a.count || j < b.count {
            if i < a.count && deleted[i] { steps.append(.delete); i += 1 }
            else if j < b.count && inserted[j] { steps.append(.insert); j += 1 }
            else { steps.append(.keep); i += 1; j += 1 }
        }
        return steps
    }

    /// A point (i, j) that a shortest edit script of a[x] and b[y] passes through: where the
    /// furthest-reaching paths from both ends meet. Nil when they do not meet within `limit` edits.
    private static func middle(_ a: [Int], _ x: Range<Int>, _ b: [Int], _ y: Range<Int>, limit: Int) -> (Int, Int)? {
        let n = x.count, m = y.count, (aLow, bLow) = (x.lowerBound, y.lowerBound)
        let most = min((n + m + 1) / 2, limit), offset = most + 1, delta = n - m
        var forward = [Int](repeating: -1, count: 2 * most + 3), backward = forward
        forward[offset + 1] = 0
        backward[offset + 1] = 0
        let odd = delta % 2 != 0
        var (forwardStart, forwardEnd, backwardStart, backwardEnd) = (0, 0, 0, 0)
        for d in 0..<most {
            for k in stride(from: -d + forwardStart, through: d - forwardEnd, by: 2) {
                var i = k == -d || (k != d && forward[offset + k - 1] < forward[offset + k + 1]) ? forward[offset + k + 1] : forward[offset + k - 1] + 1
                var j = i - k
                while i < n, j < m, a[aLow + i] == b[bLow + j] { i += 1; j += 1 }
                forward[offset + k] = i
                if i > n { forwardEnd += 2 } else if j > m { forwardStart += 2 } else if odd {
                    let other = offset + delta - k
                    if other >= 0, other < backward.count, backward[other] != -1, i >= n - backward[other] { return (aLow + i, bLow + j) }
                }
            }
            for k in stride(from: -d + backwardStart, through: d - backwardEnd, by: 2) {
                var i = k == -d || (k != d && backward[offset + k - 1] < backward[offset + k + 1]) ? backward[offset + k + 1] : backward[offset + k - 1] + 1
                var j = i - k
                while i < n, j < m, a[aLow + n - i - 1] == b[bLow + m - j - 1] { i += 1; j += 1 }
                backward[offset + k] = i
                if i > n { backwardEnd += 2 } else if j > m { backwardStart += 2 } else if !odd {
                    let other = offset + delta - k
                    if other >= 0, other < forward.count, forward[other] != -1, forward[other] >= n - i {
                        return (aLow + forward[other], bLow + forward[other] - (delta - k))
                    }
                }
            }
        }
        return nil
    }
}

extension String {
    fileprivate func leftPadded(to width: Int) -> String {
        String(repeating: "0", count: max(0, width - count)) + self
    }
}
