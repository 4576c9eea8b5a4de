/// Objective-C or Swift source read as a flat list of tokens (names, string literals and single
/// punctuation characters) with their lines, comments and preprocessor lines left out: enough to
/// find a handful of call shapes (`beginSheet:`, `present(_:animated:)`, `title =`) without a
/// parser for either language. Nothing is evaluated.
struct CodeTokens {
    enum Kind: Equatable {
        /// A name or keyword (`self`, `beginSheet`; `@implementation` with its `@`).
        case name
        /// A string literal's text, without quotes; `interpolated` when it has `\(…)` in it.
        case string(interpolated: Bool)
        /// One punctuation character (`[`, `.`, `:`, `=`, `*`…).
        case mark
    }

    struct Token {
        var kind: Kind
        var text: String
        /// 1-based.
        var line: Int
        /// 1-based, in bytes; names only (0 for other tokens).
        var column = 0

        func isMark(_ mark: String) -> Bool { kind == .mark && text == mark }
        func isName(_ name: String) -> Bool { kind == .name && text == name }
        var isName: Bool { kind == .name }
        /// A string literal without interpolation.
        var literal: String? { kind == .string(interpolated: false) ? text : nil }
    }

    let tokens: [Token]

    /// `swift` chooses Swift's nested block comments, raw and multi-line strings; otherwise the
    /// text is read as Objective-C (`@"…"` strings, `#` lines skipped).
    init(_ bytes: [UInt8], swift: Bool) {
        var tokens: [Token] = []
        let count = bytes.count
        var index = 0, line = 1, lineStart = 0
        var atLineStart = true
        func at(_ offset: Int) -> UInt8? { index + offset < count ? bytes[index + offset] : nil }
        func isNameByte(_ byte: UInt8) -> Bool {
            byte == UInt8(ascii: "_") || byte == UInt8(ascii: "$") || byte >= 0x80
                || (byte | 0x20 >= UInt8(ascii: "a") && byte | 0x20 <= UInt8(ascii: "z")) || (byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9"))
        }
        let newline = UInt8(ascii: "\n"), quote = UInt8(ascii: "\""), hash = UInt8(ascii: "#"), slash = UInt8(ascii: "/"),
            star = UInt8(ascii: "*"), backslash = UInt8(ascii: "\\")
        while index < count {
            let byte = bytes[index]
            if byte == newline {
                index += 1; line += 1; lineStart = index; atLineStart = true
                continue
            }
            if byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\t") || byte == UInt8(ascii: "\r") { index += 1; continue }
            let wasAtLineStart = atLineStart
            atLineStart = false
            if byte == slash && at(1) == slash {
                while index < count && bytes[index] != newline { index += 1 }
                continue
            }
            if byte == slash && at(1) == star {
                var depth = 0
                repeat {
                    if bytes[index] == slash && at(1) == star { depth += 1; index += 2; continue }
                    if bytes[index] == star && at(1) == slash { depth = swift ? depth - 1 : 0; index += 2; continue }
                    if bytes[index] == newline { line += 1; lineStart = index + 1 }
                    index += 1
                } while index < count && depth > 0
                continue
            }
            if !swift && byte == hash && wasAtLineStart {
                // A preprocessor line, with its continuations.
                while index < count && !(bytes[index] == newline && bytes[index - 1] != backslash) {
                    if bytes[index] == newline { line += 1; lineStart = index + 1 }
                    index += 1
                }
                continue
            }
            // Strings: "…", @"…" (Objective-C), #"…"# and """…""" (Swift).
            var hashes = 0
            if swift && byte == hash {
                while at(hashes) == hash { hashes += 1 }
                if at(hashes) != quote { hashes = 0 }
            }
            let prefix = !swift && byte == UInt8(ascii: "@") && at(1) == quote ? 1 : hashes
            if at(prefix) == quote {
                let startLine = line
                index += prefix
                let multiline = swift && at(1) == quote && at(2) == quote
                index += multiline ? 3 : 1
                let contentStart = index
                var contentEnd = count
                var interpolated = false
                while index < count {
                    let current = bytes[index]
                    if current == backslash {
                        var marks = 0
                        while marks < hashes && at(1 + marks) == hash { marks += 1 }
                        if swift && marks == hashes && at(1 + marks) == UInt8(ascii: "(") { interpolated = true }
                        index += 1 + marks + 1
                        continue
                    }
                    if current == newline {
                        if !multiline { contentEnd = index; break }
                        line += 1
                        lineStart = index + 1
                    }
                    if current == quote && (!multiline || (at(1) == quote && at(2) == quote)) {
                        let quoteEnd = index + (multiline ? 3 : 1)
                        var closing = 0
                        while closing < hashes && quoteEnd + closing < count && bytes[quoteEnd + closing] == hash { closing += 1 }
                        if closing == hashes {
                            contentEnd = index
                            index = quoteEnd + closing
                            break
                        }
                    }
                    index += 1
                }
                let text = String(decoding: bytes[contentStart..<min(max(contentEnd, contentStart), count)], as: UTF8.self)
                tokens.append(Token(kind: .string(interpolated: interpolated), text: text, line: startLine))
                continue
            }
            if !swift && byte == UInt8(ascii: "'") {
                // A character literal.
                index += 1
                while index < count && bytes[index] != UInt8(ascii: "'") && bytes[index] != newline { index += bytes[index] == backslash ? 2 : 1 }
                index += 1
                continue
            }
            if isNameByte(byte) || (byte == UInt8(ascii: "@") && at(1).map(isNameByte) == true) {
                let start = index
                index += 1
                while index < count && isNameByte(bytes[index]) { index += 1 }
                tokens.append(Token(kind: .name, text: String(decoding: bytes[start..<index], as: UTF8.self), line: line, column: start - lineStart + 1))
                continue
            }
            tokens.append(Token(kind: .mark, text: String(UnicodeScalar(byte)), line: line))
            index += 1
        }
        self.tokens = tokens
    }
}
