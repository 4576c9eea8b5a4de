import HIGLint

/// A scan of Swift source for nesting the parser cannot take in bounded time and stack, before it
/// sees the file: square brackets, `#if` blocks (the parser's lookahead rescans every enclosing
/// block), and `else if` (the parser reads a chain of them by recursion, one level each).
/// What stands in comments and string literals (a regular expression's `[[:alpha:]]`) does not count.
enum SwiftBrackets {
    enum Nesting { case squareBrackets, conditionalCompilation, elseIf }

    /// The offset of the first `[` that opens a level deeper than `limit`, of the first `#if` that
    /// opens a level deeper than `ifLimit`, or of the `else if` that makes more than `elseIfLimit`
    /// of them, with which it is; nil when none.
    static func firstTooDeep(in bytes: [UInt8], limit: Int, ifLimit: Int, elseIfLimit: Int = .max) -> (offset: Int, nesting: Nesting)? {
        var depth = 0, ifDepth = 0, elseIfs = 0
        var index = 0
        let count = bytes.count
        func at(_ offset: Int) -> UInt8 { offset < count ? bytes[offset] : 0 }
        while index < count {
            switch bytes[index] {
            case UInt8(ascii: "/") where at(index + 1) == UInt8(ascii: "/"):
                while index < count && bytes[index] != UInt8(ascii: "\n") { index += 1 }
            case UInt8(ascii: "/") where at(index + 1) == UInt8(ascii: "*"):
                index = endOfBlockComment(in: bytes, from: index)
                continue
            case UInt8(ascii: "e") where (index == 0 || !isIdentifier(bytes[index - 1])) && directive("else", at: index, in: bytes):
                var next = index + 4
                while next < count, [0x20, 0x09, 0x0A, 0x0D].contains(bytes[next]) { next += 1 }
                if directive("if", at: next, in: bytes) {
                    elseIfs += 1
                    if elseIfs > elseIfLimit { return (index, .elseIf) }
                }
            case UInt8(ascii: "#") where directive("if", at: index + 1, in: bytes):
                ifDepth += 1
                if ifDepth > ifLimit { return (index, .conditionalCompilation) }
            case UInt8(ascii: "#") where directive("endif", at: index + 1, in: bytes):
                ifDepth = max(0, ifDepth - 1)
            case UInt8(ascii: "#"), UInt8(ascii: "\""):
                index = endOfString(in: bytes, from: index)
                continue
            case UInt8(ascii: "["):
                depth += 1
                if depth > limit { return (index, .squareBrackets) }
            case UInt8(ascii: "]"):
                depth = max(0, depth - 1)
            default:
                break
            }
            index += 1
        }
        return nil
    }

    /// Whether the word `name` stands at `offset`, not followed by more of an identifier.
    private static func directive(_ name: StaticString, at offset: Int, in bytes: [UInt8]) -> Bool {
        let count = name.utf8CodeUnitCount
        guard offset + count <= bytes.count else { return false }
        for index in 0..<count where bytes[offset + index] != name.utf8Start[index] { return false }
        return offset + count >= bytes.count || !isIdentifier(bytes[offset + count])
    }

    static func isIdentifier(_ byte: UInt8) -> Bool {
        Words.isIdentifier(byte)
    }

    /// The offset just after the block comment that starts at `start` (block comments nest in Swift).
    static func endOfBlockComment(in bytes: [UInt8], from start: Int) -> Int {
        let count = bytes.count
        func at(_ offset: Int) -> UInt8 { offset < count ? bytes[offset] : 0 }
        var index = start, open = 0
        repeat {
            if at(index) == UInt8(ascii: "/") && at(index + 1) == UInt8(ascii: "*") { open += 1; index += 2 }
            else if at(index) == UInt8(ascii: "*") && at(index + 1) == UInt8(ascii: "/") { open -= 1; index += 2 }
            else { index += 1 }
        } while open > 0 && index < count
        return index
    }

    /// The offset just after the string literal that starts at `start` (`"…"`, `"""…"""`, or a raw
    /// string with `#`s), or just after `start` when no literal starts there (`#if`, `#available`).
    private static func endOfString(in bytes: [UInt8], from start: Int) -> Int {
        var index = start
        var hashes = 0
        while index < bytes.count && bytes[index] == UInt8(ascii: "#") { hashes += 1; index += 1 }
        guard index < bytes.count, bytes[index] == UInt8(ascii: "\"") else { return start + max(hashes, 1) }
        let multiline = index + 2 < bytes.count && bytes[index + 1] == UInt8(ascii: "\"") && bytes[index + 2] == UInt8(ascii: "\"")
        let quotes = multiline ? 3 : 1
        index += quotes
        while index < bytes.count {
            let byte = bytes[index]
            if byte == UInt8(ascii: "\\") && hashes == 0 { index += 2; continue }
            if byte == UInt8(ascii: "\n") && !multiline { return index }
            if byte == UInt8(ascii: "\"") {
                var end = index
                var run = 0
                while end < bytes.count && bytes[end] == UInt8(ascii: "\"") && run < quotes { run += 1; end += 1 }
                var closing = 0
                while closing < hashes && end < bytes.count && bytes[end] == UInt8(ascii: "#") { closing += 1; end += 1 }
                if run == quotes && closing == hashes { return end }
                index += 1
                continue
            }
            index += 1
        }
        return index
    }
}
