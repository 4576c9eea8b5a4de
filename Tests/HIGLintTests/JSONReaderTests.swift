import Testing
@testable import HIGLint

@Suite struct JSONReaderTests {
    private func read(_ text: String) throws(LoadError) -> DocumentNode {
        try JSONReader.read(SourceText(path: "t.json", bytes: Array(text.utf8)))
    }

    private func error(_ text: String) -> LoadError? {
        do { _ = try read(text); return nil } catch { return error }
    }

    @Test func keepsStartAndEndOfEveryValue() throws {
        let root = try read("{\n  \"title\": \"Inbox\",\n  \"n\": [1, true]\n}")
        guard case .object(let members) = root.content else { Issue.record("not an object"); return }
        #expect(members.map(\.name) == ["title", "n"])
        #expect(members[0].nameAnchor.start == SourcePosition(line: 2, column: 3))
        #expect(members[0].value.anchor.start == SourcePosition(line: 2, column: 12))
        #expect(members[0].value.anchor.end == SourcePosition(line: 2, column: 19))
        #expect(members[0].value.anchor.path == "/title")
        guard case .array(let items) = members[1].value.content else { Issue.record("not an array"); return }
        #expect(items[1].anchor.path == "/n/1")
        #expect(items[1].anchor.start == SourcePosition(line: 3, column: 12))
        #expect(root.anchor.end == SourcePosition(line: 4, column: 2))
    }

    @Test func countsColumnsInCodePoints() throws {
        let root = try read("{\"a\": \"ééé\", \"b\": 1}")
        guard case .object(let members) = root.content else { Issue.record("not an object"); return }
        #expect(members[1].nameAnchor.start == SourcePosition(line: 1, column: 14))
    }

    @Test func decodesEscapesAndSurrogatePairs() throws {
        let root = try read(#"["a\"b\\c\/\n\u00e9\ud83d\ude00"]"#)
        guard case .array(let items) = root.content, case .string(let text) = items[0].content else {
            Issue.record("not a string"); return
        }
        #expect(text == "a\"b\\c/\né😀")
    }

    @Test func escapesPointerSegments() throws {
        let root = try read(#"{"a/b~c": {"x": 1}}"#)
        guard case .object(let members) = root.content, case .object(let inner) = members[0].value.content else {
            Issue.record("not an object"); return
        }
        #expect(inner[0].value.anchor.path == "/a~1b~0c/x")
    }

    @Test(arguments: [
        ("", "1:1", "the file is empty; expected a JSON object"),
        ("   ", "1:4", "expected a JSON value, found end of file"),
        ("{\"a\": 1,}", "1:8", "trailing comma before '}'; JSON allows none"),
        ("[1,\n ]", "1:3", "trailing comma before ']'; JSON allows none"),
        ("{\"a\": 1, 2}", "1:10", "expected a quoted key, found '2'"),
        ("{\"a\" 1}", "1:6", "expected ':' after key \"a\", found '1'"),
        ("{\"a\": 1 \"b\": 2}", "1:9", "expected ',' or '}' after the value of \"a\", found '\"'"),
        ("[1 2]", "1:4", "expected ',' or ']' after an array element, found '2'"),
        ("[01]", "1:3", "expected ',' or ']' after an array element, found '1'"),
        ("[1.]", "1:4", "expected a digit after the decimal point, found ']'"),
        ("[tru]", "1:2", "expected a JSON value, found 'tru'"),
        ("[nullx]", "1:2", "expected a JSON value, found 'nullx'"),
        ("\"abc", "1:1", "unterminated string"),
        ("[\"a\tb\"]", "1:4", "control character 0x09 in a string; escape it"),
        ("[\"\\x\"]", "1:3", "invalid escape '\\x' in a string"),
        ("[\"\\ud800\"]", "1:3", "unpaired UTF-16 surrogate \\uD800 in a string"),
        ("{} {}", "1:4", "unexpected '{' after the end of the JSON value"),
        ("{\n  \"a\": [1,\n", "3:1", "expected a value or ']', found end of file"),
    ])
    func reportsSyntaxErrorsAtTheirPosition(input: String, position: String, message: String) {
        let found = error(input)
        #expect(found.map { "\($0.position)" } == position)
        #expect(found?.message == message)
    }

    @Test func rejectsInvalidUTF8WithItsPosition() {
        let found = try? JSONReader.read(SourceText(path: "t.json", bytes: [0x7B, 0x0A, 0x20, 0xFF, 0x7D]))
        #expect(found == nil)
        do {
            _ = try JSONReader.read(SourceText(path: "t.json", bytes: [0x7B, 0x0A, 0x20, 0xFF, 0x7D]))
        } catch {
            #expect(error.description == "t.json:2:2: error: invalid UTF-8 byte 0xFF; descriptions must be UTF-8 text")
        }
    }

    @Test func refusesNestingBeyondTheLimit() {
        let deep = String(repeating: "[", count: DescriptionLoader.defaultMaximumDepth + 1) + String(repeating: "]", count: DescriptionLoader.defaultMaximumDepth + 1)
        #expect(error(deep)?.message == "nesting is deeper than \(DescriptionLoader.defaultMaximumDepth) levels")
        let allowed = String(repeating: "[", count: DescriptionLoader.defaultMaximumDepth) + String(repeating: "]", count: DescriptionLoader.defaultMaximumDepth)
        #expect(error(allowed) == nil)
    }
}
