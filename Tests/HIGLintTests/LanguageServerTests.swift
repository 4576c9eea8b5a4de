import Foundation
import Testing
@testable import HIGLint
import HIGLintSwift

/// Drives `LanguageServer` with JSON-RPC messages as an editor sends them and reads its answers.
final class EditorSession {
    let server = LanguageServer(rules: catalog.rules, frontEnds: frontEnds)
    private var nextID = 0

    /// Starts a session: `initialize` (with the workspace folder and the encodings the client
    /// offers), then `initialized`; the messages `initialized` brought.
    init(root: URL?, encodings: [String]? = nil, capabilities more: JSONValue? = nil) {
        var capabilities: [String: JSONValue] = [:]
        if case .object(let members)? = more { capabilities = members }
        if let encodings { capabilities["general"] = .object(["positionEncodings": .array(encodings.map(JSONValue.string))]) }
        var params: [String: JSONValue] = ["capabilities": .object(capabilities), "processId": .null]
        params["rootUri"] = root.map { .string(FileURI.uri($0.path)) } ?? .null
        initializeResult = request("initialize", .object(params))
        initialized = notify("initialized", .object([:]))
    }

    private(set) var initializeResult: [[String: Any]] = []
    private(set) var initialized: [[String: Any]] = []

    func request(_ method: String, _ params: JSONValue) -> [[String: Any]] {
        nextID += 1
        return send(.object(["jsonrpc": .string("2.0"), "id": .integer(nextID), "method": .string(method), "params": params]))
    }

    func notify(_ method: String, _ params: JSONValue) -> [[String: Any]] {
        send(.object(["jsonrpc": .string("2.0"), "method": .string(method), "params": params]))
    }

    func send(_ message: JSONValue) -> [[String: Any]] { raw(message.wireBytes) }

    func raw(_ bytes: [UInt8]) -> [[String: Any]] {
        server.handle(bytes).map { (try? JSONSerialization.jsonObject(with: Data($0.wireBytes))) as? [String: Any] ?? [:] }
    }

    func open(_ path: String, _ text: String, version: Int = 1) -> [[String: Any]] {
        notify("textDocument/didOpen", .object(["textDocument": .object([
            "uri": .string(FileURI.uri(path)), "languageId": .string("json"), "version": .integer(version), "text": .string(text)])]))
    }

    func change(_ path: String, _ text: String, version: Int) -> [[String: Any]] {
        notify("textDocument/didChange", .object(["textDocument": .object(["uri": .string(FileURI.uri(path)), "version": .integer(version)]),
                                                  "contentChanges": .array([.object(["text": .string(text)])])]))
    }

    static func position(_ line: Int, _ character: Int) -> JSONValue {
        .object(["line": .integer(line), "character": .integer(character)])
    }
}

/// Runs a server on a script of input: chunks of bytes, and nil where the client pauses long enough
/// for the server to find the input quiet (a pause while it waits for nothing is no pause). The
/// messages it wrote, in order, its exit status and what it logged. `reading` is told each step's
/// index as the server reads it (to change files on disk between steps).
func serve(_ server: LanguageServer, _ script: [[UInt8]?], reading: @escaping (Int) -> Void = { _ in }) -> (messages: [[String: Any]], status: Int32, log: [String]) {
    var script = script.enumerated()[...]
    var output: [UInt8] = [], log: [String] = []
    let status = server.run(read: { timeout in
        while let (index, step) = script.popFirst() {
            reading(index)
            if let step { return step }
            if timeout != nil { return nil }
        }
        return []
    }, write: { output += $0 }, log: { log.append($0) })
    var written = [output]
    var framing = MessageFraming(maximumLength: output.count) { written.popLast() ?? [] }
    var messages: [[String: Any]] = []
    while case .message(let body) = framing.next() {
        messages.append((try? JSONSerialization.jsonObject(with: Data(body))) as? [String: Any] ?? [:])
    }
    return (messages, status, log)
}

/// A message as its kind: `result ID`, `error ID`, or its method and, for diagnostics, the version.
func kind(_ message: [String: Any]) -> String {
    if let method = message["method"] as? String {
        let version = (message["params"] as? [String: Any])?["version"] as? Int
        return method + (version.map { " \($0)" } ?? "")
    }
    return "\(message["error"] == nil ? "result" : "error") \(message["id"] ?? "-")"
}

/// The JSON-RPC messages framed as the client sends them.
func framed(_ messages: [JSONValue]) -> [UInt8] {
    messages.flatMap { MessageFraming.frame($0.wireBytes) }
}

/// The diagnostics published, by file path, each as `L:C-L:C severity code: message` (0-based, as LSP counts).
func published(_ messages: [[String: Any]]) -> [String: [String]] {
    var found: [String: [String]] = [:]
    for message in messages where message["method"] as? String == "textDocument/publishDiagnostics" {
        let params = message["params"] as! [String: Any]
        let path = FileURI.path(params["uri"] as! String)!
        found[path] = (params["diagnostics"] as! [[String: Any]]).map { diagnostic in
            let range = diagnostic["range"] as! [String: [String: Int]]
            let severity = ["", "error", "warning", "info", "hint"][diagnostic["severity"] as! Int]
            let code = diagnostic["code"] as? String ?? "-"
            return "\(range["start"]!["line"]!):\(range["start"]!["character"]!)-\(range["end"]!["line"]!):\(range["end"]!["character"]!) \(severity) \(code): \(diagnostic["message"] as! String)"
        }
    }
    return found
}

@Suite struct LanguageServerTests {
    let cli = CommandLineTests()

    // MARK: Framing

    @Test func framesAreReadHoweverTheInputIsSplit() {
        let first = Array(#"{"a":1}"#.utf8), second = Array(#"{"b":"é"}"#.utf8)
        let stream = MessageFraming.frame(first) + Array("Content-Type: application/vscode-jsonrpc; charset=utf-8\r\n".utf8) + MessageFraming.frame(second)
        for size in [1, 2, 7, stream.count] {
            var chunks = stride(from: 0, to: stream.count, by: size).map { Array(stream[$0..<min($0 + size, stream.count)]) }
            var framing = MessageFraming(maximumLength: 100) { chunks.isEmpty ? [] : chunks.removeFirst() }
            #expect(framing.next() == .message(first))
            #expect(framing.next() == .message(second))
            #expect(framing.next() == .end)
        }
    }

    /// The frames read from `stream` split into chunks of `size` bytes, up to the end.
    func frames(_ stream: [UInt8], size: Int, maximumLength: Int = 100) -> [MessageFraming.Frame] {
        var chunks = stride(from: 0, to: stream.count, by: size).map { Array(stream[$0..<min($0 + size, stream.count)]) }
        var framing = MessageFraming(maximumLength: maximumLength) { chunks.isEmpty ? [] : chunks.removeFirst() }
        var frames: [MessageFraming.Frame] = []
        repeat { frames.append(framing.next()) } while frames.last != .end
        return frames
    }

    @Test func badFramesAreSkippedAndTheNextIsRead() {
        let good = Array(#"{"ok":true}"#.utf8)
        // After a Content-Length that is no number, the reader looks for the next one: the block
        // without one is skipped unreported.
        let stream = Array("Content-Length: twelve\r\n\r\n".utf8) + Array("X-Other: 1\r\n\r\n".utf8)
            + Array("Content-Length: 500\r\n\r\n".utf8) + [UInt8](repeating: 0x41, count: 500)
            + MessageFraming.frame(good) + Array("Content-Length: 10\r\n\r\n{\"cut".utf8)
        for size in [1, 7, 64, stream.count] {
            // The input ends inside the last body.
            #expect(frames(stream, size: size) == [.malformed("Content-Length is not a byte count: twelve"), .oversized(500), .message(good), .end])
        }
        var endless = MessageFraming(maximumLength: 100) { [UInt8](repeating: 0x41, count: 4096) }
        #expect(endless.next() == .malformed("headers longer than 8192 bytes without an empty line"))
    }

    @Test func aMalformedFrameCostsOnlyItselfAndTheNextIsRead() {
        let body = Array(#"{"jsonrpc":"2.0","id":1,"method":"initialize","params":{}}"#.utf8)
        let good = MessageFraming.frame(body)
        let cases: [(String, [UInt8], String)] = [
            // No Content-Length: the body cannot be told from what follows; the next Content-Length: header starts the next frame.
            ("a line without a colon", Array("X-Bad\r\n\r\n".utf8) + body, "header line without a colon: X-Bad"),
            ("no Content-Length", Array("Content-Type: application/vscode-jsonrpc\r\n\r\n".utf8) + body, "no Content-Length header"),
            ("a Content-Length that is not a number", Array("Content-Length: 1e3\r\n\r\n".utf8) + body + Array("\r\n".utf8), "Content-Length is not a byte count: 1e3"),
            ("a negative Content-Length", Array("Content-Length: -5\r\n\r\n".utf8) + body, "Content-Length is not a byte count: -5"),
            ("a number too large for any length", Array("Content-Length: 99999999999999999999\r\n\r\n".utf8) + body, "Content-Length is not a byte count: 99999999999999999999"),
            ("bytes before the headers", Array("}\n".utf8), "no Content-Length header"),
            ("bytes before the headers on their line", Array("garbage".utf8), "no Content-Length header"),
            ("headers without an end", [UInt8](repeating: 0x41, count: 9000), "headers longer than 8192 bytes without an empty line"),
            // A bad line but a Content-Length: the block and its body are skipped.
            ("a line without a colon and a Content-Length", Array("Content-Length: 7\r\nbogus\r\n\r\n{\"x\":1}".utf8), "header line without a colon: bogus"),
        ]
        for (name, bad, reason) in cases {
            for size in [1, 5, 64, bad.count + good.count] {
                #expect(frames(bad + good, size: size) == [.malformed(reason), .message(body), .end], "\(name), chunks of \(size)")
            }
        }
        // A Content-Length larger than any body is skipped as the input comes, never held.
        let huge = Array("Content-Length: \(Int.max)\r\n\r\n".utf8) + [UInt8](repeating: 0x41, count: 1000)
        #expect(frames(huge, size: 100) == [.oversized(Int.max), .end])
    }

    @Test func aQuietInputIsReportedAndTheFrameGoesOn() {
        let body = Array(#"{"a":1}"#.utf8)
        // nil: nothing came in the time given.
        var script: [[UInt8]?] = [Array("Content-Len".utf8), nil, Array("gth: 7\r\n\r\n{\"a\":1}Content-Length: 20\r\n\r\n".utf8), nil, Array("{\"a\":1}".utf8)]
        var framing = MessageFraming(maximumLength: 10) { _ in script.isEmpty ? [] : script.removeFirst() }
        #expect([framing.next(timeout: 0), framing.next(timeout: 0), framing.next(timeout: 0), framing.next(timeout: 0), framing.next(timeout: 0), framing.next(timeout: 0)]
                == [.quiet, .message(body), .oversized(20), .quiet, .end, .end])
    }

    // MARK: Positions

    @Test func columnsInCodePointsBecomeEachEncodingsCharacters() {
        // "😀" is 4 UTF-8 bytes, 2 UTF-16 units, 1 code point; "é" 2, 1, 1.
        let lines = EditorLines(bytes: Array("{\r\n  \"t\": \"😀é x\"\rend\n".utf8))
        #expect(lines.lineCount == 4)
        let x = SourcePosition(line: 2, column: 12)  // the x after "😀é "
        #expect(lines.editorPosition(x, encoding: .utf32) == EditorPosition(line: 1, character: 11))
        #expect(lines.editorPosition(x, encoding: .utf16) == EditorPosition(line: 1, character: 12))
        #expect(lines.editorPosition(x, encoding: .utf8) == EditorPosition(line: 1, character: 15))
        for encoding in PositionEncoding.allCases {
            #expect(lines.sourcePosition(lines.editorPosition(x, encoding: encoding), encoding: encoding) == x)
        }
        // Half of a surrogate pair stands at its code point; past the end of a line, at its end.
        #expect(lines.sourcePosition(EditorPosition(line: 1, character: 9), encoding: .utf16) == SourcePosition(line: 2, column: 9))
        #expect(lines.sourcePosition(EditorPosition(line: 1, character: 10), encoding: .utf8) == SourcePosition(line: 2, column: 9))
        #expect(lines.editorPosition(SourcePosition(line: 3, column: 40), encoding: .utf16) == EditorPosition(line: 2, character: 3))
        #expect(lines.editorPosition(SourcePosition(line: 9, column: 1), encoding: .utf16) == EditorPosition(line: 3, character: 0))
        #expect(lines.sourcePosition(EditorPosition(line: 2, character: 99), encoding: .utf8) == SourcePosition(line: 3, column: 4))
    }

    @Test func fixesBecomeWorkspaceEditsInTheNegotiatedEncoding() {
        let path = "/tmp/fix.hig.json"
        let text = "{\"title\": \"😀 Trips\", \"symbol\": \"star.fill\"}\n"
        // Columns in code points: "star.fill" starts at 35 and its quote after it at 44.
        let edit = TextEdit(file: path, start: SourcePosition(line: 1, column: 35), end: SourcePosition(line: 1, column: 44), replacement: "star")
        for (encoding, start, end) in [("utf-16", 35, 44), ("utf-8", 37, 46), ("utf-32", 34, 43)] {
            let session = EditorSession(root: nil, encodings: [encoding])
            _ = session.open(path, text)
            let value = try! JSONSerialization.jsonObject(with: Data(session.server.workspaceEdit([edit]).wireBytes)) as! [String: Any]
            let changes = value["changes"] as! [String: [[String: Any]]]
            let range = changes[FileURI.uri(path)]![0]["range"] as! [String: [String: Int]]
            #expect(range["start"] == ["line": 0, "character": start] && range["end"] == ["line": 0, "character": end])
            #expect(changes[FileURI.uri(path)]![0]["newText"] as? String == "star")
        }
        // The server said which encoding it took: the client's first that it knows.
        let session = EditorSession(root: nil, encodings: ["utf-7", "utf-32", "utf-8"])
        let capabilities = (session.initializeResult[0]["result"] as! [String: Any])["capabilities"] as! [String: Any]
        #expect(capabilities["positionEncoding"] as? String == "utf-32")
        let plain = EditorSession(root: nil)
        #expect(((plain.initializeResult[0]["result"] as! [String: Any])["capabilities"] as! [String: Any])["positionEncoding"] as? String == "utf-16")
    }

    @Test func aFindingsFixIsOfferedFirstAsThePreferredQuickFix() throws {
        let path = "/tmp/fixed.hig.json"
        let text = "{\"tabBar\": {\"items\": [{\"title\": \"😀\", \"symbol\": \"star.fill\"}]}}\n"
        let session = EditorSession(root: nil)
        _ = session.open(path, text)
        var finding = Finding(ruleID: "tab-symbol-outline", severity: .warning, message: "use the outline",
                              anchor: SourceAnchor(file: path, start: SourcePosition(line: 1, column: 48), end: SourcePosition(line: 1, column: 59),
                                                   path: "/tabBar/items/0/symbol"), helpURI: "https://example.com/tab-bars")
        finding.fix = Fix(title: "Use the outline symbol star",
                          edits: [TextEdit(file: path, start: SourcePosition(line: 1, column: 49), end: SourcePosition(line: 1, column: 58), replacement: "star")])
        let bytes = Array(text.utf8)
        let actions = session.server.actions(for: [finding], in: bytes, lines: EditorLines(bytes: bytes))
        let json = try #require(try JSONSerialization.jsonObject(with: Data(JSONValue.array(actions).wireBytes)) as? [[String: Any]])
        #expect(json.map { $0["title"] as! String } == ["Use the outline symbol star", "Suppress tab-symbol-outline for this object"])
        #expect(json[0]["kind"] as? String == "quickfix" && json[0]["isPreferred"] as? Bool == true && json[1]["isPreferred"] == nil)
        // The emoji before the edit counts twice in UTF-16.
        let edit = ((json[0]["edit"] as! [String: Any])["changes"] as! [String: [[String: Any]]])[FileURI.uri(path)]!
        #expect(edit.count == 1 && edit[0]["newText"] as? String == "star")
        #expect(edit[0]["range"] as? [String: [String: Int]] == ["start": ["line": 0, "character": 49], "end": ["line": 0, "character": 58]])
        let diagnostic = (json[0]["diagnostics"] as! [[String: Any]])[0]
        #expect(diagnostic["code"] as? String == "tab-symbol-outline" && (diagnostic["codeDescription"] as? [String: String])?["href"] == "https://example.com/tab-bars")
        #expect(diagnostic["source"] as? String == "hig-lint" && diagnostic["severity"] as? Int == 2)
        #expect(diagnostic["range"] as? [String: [String: Int]] == ["start": ["line": 0, "character": 48], "end": ["line": 0, "character": 59]])
        // An unsafe fix is offered too, but says so and is not preferred.
        finding.fix?.isUnsafe = true
        let unsafe = try #require(try JSONSerialization.jsonObject(with: Data(JSONValue.array(session.server.actions(for: [finding], in: bytes, lines: EditorLines(bytes: bytes))).wireBytes)) as? [[String: Any]])
        #expect(unsafe.map { $0["title"] as! String } == ["Use the outline symbol star (unsafe: may drop meaning)", "Suppress tab-symbol-outline for this object"])
        #expect(unsafe.map { $0["isPreferred"] as? Bool } == [nil, nil])
    }

    @Test func fileURIsAndPaths() {
        #expect(FileURI.uri("/tmp/a b/é#1.hig.json") == "file:///tmp/a%20b/%C3%A9%231.hig.json")
        #expect(FileURI.path("file:///tmp/a%20b/%C3%A9%231.hig.json") == "/tmp/a b/é#1.hig.json")
        #expect(FileURI.path("file://localhost/tmp/x.swift") == "/tmp/x.swift")
        #expect(FileURI.path("FILE:///tmp/x.swift?query#fragment") == "/tmp/x.swift")
        for bad in ["untitled:Untitled-1", "file://server/share/x", "file:///bad%2", "file:///nul%00", "file:", "https://example.com/x"] {
            #expect(FileURI.path(bad) == nil, "\(bad)")
        }
    }

    // MARK: Diagnostics

    static let failing = """
        {
          "platforms": ["macOS"],
          "window": { "title": "😀 Inbox — All Accounts" }
        }

        """

    @Test func aBufferIsLintedAsItChangesAndClearedWhenClosed() {
        let path = "/tmp/lsp-mail.hig.json"
        let session = EditorSession(root: nil)
        let opened = published(session.open(path, Self.failing))
        // The title from its opening quote (column 24, character 23) to after its closing one: the emoji is two UTF-16 units.
        #expect(opened == [path: ["2:23-2:48 warning title-length: window title \"😀 Inbox — All Accounts\" has 22 characters; keep it under 15"]])
        #expect(published(session.change(path, Self.failing.replacingOccurrences(of: "😀 Inbox — All Accounts", with: "Inbox"), version: 2)) == [path: []])
        #expect(published(session.change(path, "{\"window\": ", version: 3)) == [path: ["0:11-0:11 error -: expected a value for key \"window\", found end of file"]])
        #expect(published(session.notify("textDocument/didClose", .object(["textDocument": .object(["uri": .string(FileURI.uri(path))])]))) == [path: []])
    }

    @Test func hoverExplainsTheRuleUnderTheCursor() {
        let path = "/tmp/lsp-hover.hig.json"
        let session = EditorSession(root: nil)
        _ = session.open(path, Self.failing)
        let uri = JSONValue.object(["uri": .string(FileURI.uri(path))])
        let hover = session.request("textDocument/hover", .object(["textDocument": uri, "position": EditorSession.position(2, 30)]))
        let result = hover[0]["result"] as! [String: Any]
        let value = (result["contents"] as! [String: String])["value"]!
        #expect(value.hasPrefix("**warning** `title-length`: window title \"😀 Inbox — All Accounts\" has 22 characters; keep it under 15\n\n# `title-length`: "))
        #expect(value.contains("## Why"))
        let nothing = session.request("textDocument/hover", .object(["textDocument": uri, "position": EditorSession.position(0, 0)]))
        #expect(nothing[0].keys.contains("result") && nothing[0]["result"] is NSNull)
    }

    // MARK: Workspaces

    /// A workspace folder holding a copy of a fixture folder.
    func workspace(copying fixture: String, configuration: String? = nil) throws -> URL {
        let directory = try cli.temporaryDirectory()
        let target = directory.appendingPathComponent(URL(fileURLWithPath: fixture).lastPathComponent)
        try FileManager.default.copyItem(at: packageRoot.appendingPathComponent(fixture), to: target)
        if let configuration { try configuration.write(to: directory.appendingPathComponent(".hig-lint.yml"), atomically: true, encoding: .utf8) }
        #expect(FileManager.default.createFile(atPath: directory.appendingPathComponent(".git").path, contents: nil))
        return directory
    }

    @Test func aSwiftBufferSeesTheWorkspacesViewsAndTheirChanges() throws {
        let root = try workspace(copying: "Fixtures/swift/TravelApp")
        let folder = root.path + "/TravelApp/TravelApp/"
        let session = EditorSession(root: root)
        let trips = folder + "TripsView.swift", destinations = folder + "Destination.swift"
        let opened = published(session.open(trips, try String(contentsOfFile: trips, encoding: .utf8)))
        #expect(opened[trips] == ["25:37-25:42 warning sidebar-fixed-icon-colors: 3 of 4 sidebar icons (75%) have a fixed colour; let most icons follow the accent colour (fewer than 50% fixed) in TripsSidebar.body"])
        // An edit to another file changes what this one finds: the index follows the buffer.
        let original = try String(contentsOfFile: destinations, encoding: .utf8)
        _ = session.open(destinations, original)
        let archive = original.replacingOccurrences(of: "case upcoming, past, wishlist", with: "case upcoming, past, wishlist, archive")
            .replacingOccurrences(of: "case .wishlist: \"Wish List\"", with: "case .wishlist: \"Wish List\"\n        case .archive: \"Archive\"")
            .replacingOccurrences(of: "case .wishlist: \"star\"", with: "case .wishlist: \"star\"\n        case .archive: \"archivebox\"")
        // Typing does not lint other files again; saving does.
        #expect(published(session.change(destinations, archive, version: 2))[trips] == nil)
        let edited = published(session.notify("textDocument/didSave", .object(["textDocument": .object(["uri": .string(FileURI.uri(destinations))])])))
        #expect(edited[trips] == ["25:37-25:42 warning sidebar-fixed-icon-colors: 4 of 5 sidebar icons (80%) have a fixed colour; let most icons follow the accent colour (fewer than 50% fixed) in TripsSidebar.body"])
        // Closed unsaved, the file on disk counts again.
        let closed = published(session.notify("textDocument/didClose", .object(["textDocument": .object(["uri": .string(FileURI.uri(destinations))])])))
        #expect(closed[trips]?.first?.contains("3 of 4") == true)
    }

    /// A branch switch changes many files on disk at once: the server takes in every change of
    /// the notifications that came together, after answering the requests queued behind them,
    /// and lints each open document once (it linted every open document once per changed file,
    /// resolving the workspace each time: 68 s for 1,500 files); past `reloadAfter` files it reads
    /// the workspace again, and still lints each open document once.
    @Test func filesChangedOnDiskAreTakenInTogetherAfterTheQueuedRequests() throws {
        let root = try workspace(copying: "Fixtures/swift/TravelApp")
        let folder = root.path + "/TravelApp/TravelApp/"
        let trips = folder + "TripsView.swift", detail = folder + "TripDetail.swift", destinations = folder + "Destination.swift"
        func message(_ method: String, id: Int? = nil, _ params: JSONValue) -> JSONValue {
            var message: [String: JSONValue] = ["jsonrpc": .string("2.0"), "method": .string(method), "params": params]
            if let id { message["id"] = .integer(id) }
            return .object(message)
        }
        func open(_ path: String) throws -> JSONValue {
            message("textDocument/didOpen", .object(["textDocument": .object([
                "uri": .string(FileURI.uri(path)), "version": .integer(1), "text": .string(try String(contentsOfFile: path, encoding: .utf8))])]))
        }
        func watched(_ paths: [String]) -> JSONValue {
            message("workspace/didChangeWatchedFiles", .object(["changes": .array(paths.map { .object(["uri": .string(FileURI.uri($0)), "type": .integer(2)]) })]))
        }
        // What a branch switch writes: a new case in the enum the sidebar shows, and five files more.
        let original = try String(contentsOfFile: destinations, encoding: .utf8)
        let archive = original.replacingOccurrences(of: "case upcoming, past, wishlist", with: "case upcoming, past, wishlist, archive")
            .replacingOccurrences(of: "case .wishlist: \"Wish List\"", with: "case .wishlist: \"Wish List\"\n        case .archive: \"Archive\"")
            .replacingOccurrences(of: "case .wishlist: \"star\"", with: "case .wishlist: \"star\"\n        case .archive: \"archivebox\"")
        let others = (1...5).map { folder + "Extra\($0).swift" }
        let hover = message("textDocument/hover", id: 2, .object(["textDocument": .object(["uri": .string(FileURI.uri(trips))]), "position": EditorSession.position(25, 38)]))
        let server = LanguageServer(rules: catalog.rules, frontEnds: frontEnds)
        let (messages, status, log) = serve(server, [
            framed([message("initialize", id: 1, .object(["capabilities": .object([:]), "rootUri": .string(FileURI.uri(root.path))])),
                    message("initialized", .object([:])), try open(trips), try open(detail)]),
            nil,
            framed([watched([destinations] + others.prefix(2)), watched(Array(others.dropFirst(2))), hover]),
            nil,
            framed([message("shutdown", id: 3, .null), message("exit", .null)]),
        ], reading: { step in
            guard step == 2 else { return }
            try? archive.write(toFile: destinations, atomically: true, encoding: .utf8)
            for (number, path) in others.enumerated() { try? "enum Extra\(number) {}\n".write(toFile: path, atomically: true, encoding: .utf8) }
        })
        #expect(status == 0 && log.isEmpty)
        // The hover is answered from what was published before the changes; then the sidebar's new count.
        #expect(messages.map(kind) == ["result 1", "textDocument/publishDiagnostics 1", "textDocument/publishDiagnostics 1", "result 2",
                                       "textDocument/publishDiagnostics 1", "result 3"])
        let hovered = ((messages[3]["result"] as? [String: Any])?["contents"] as? [String: String])?["value"]
        #expect(hovered?.contains("3 of 4 sidebar icons") == true)
        #expect(published([messages[4]])[trips]?.first?.contains("4 of 5 sidebar icons") == true)
        // Two lints when the documents opened, and one each for the six files that changed.
        #expect(server.documentLints == 4)

        // More files than `reloadAfter`: the workspace is read again, each open document linted once.
        let session = EditorSession(root: root)
        _ = session.open(trips, try String(contentsOfFile: trips, encoding: .utf8))
        _ = session.open(detail, try String(contentsOfFile: detail, encoding: .utf8))
        let before = session.server.documentLints
        let many = (1...(LanguageServer.reloadAfter + 1)).map { folder + "Many\($0).swift" }
        for (number, path) in many.enumerated() { try "enum Many\(number) {}\n".write(toFile: path, atomically: true, encoding: .utf8) }
        try original.write(toFile: destinations, atomically: true, encoding: .utf8)
        let reloaded = published(session.send(watched(many + [destinations])))
        #expect(session.server.documentLints - before == 2)
        #expect(reloaded[trips]?.first?.contains("3 of 4 sidebar icons") == true)
    }

    @Test func aToolbarsFindingIsShownInItsOwnDocumentUnderTheEditorsURI() throws {
        // A '+' in the folder: the editor writes it as is, hig-lint's own URIs escape it.
        let root = try cli.temporaryDirectory().appendingPathComponent("a+b")
        try FileManager.default.createDirectory(at: root.appendingPathComponent(".git"), withIntermediateDirectories: true)
        let item = root.path + "/CloseItem.swift", screen = root.path + "/Screen.swift"
        let itemText = "import SwiftUI\n\nstruct CloseItem: ToolbarContent {\n    var body: some ToolbarContent {\n        ToolbarItem(placement: .cancellationAction) {\n            Button(\"Close\", systemImage: \"xmark.circle\") {}\n        }\n    }\n}\n"
        let screenText = "import SwiftUI\n\nstruct Screen: View {\n    var body: some View {\n        NavigationStack {\n            Text(\"Hello\")\n                .toolbar { CloseItem() }\n        }\n    }\n}\n"
        try itemText.write(toFile: item, atomically: true, encoding: .utf8)
        try screenText.write(toFile: screen, atomically: true, encoding: .utf8)
        let session = EditorSession(root: root)
        func open(_ path: String, _ text: String) -> [String: [String]] {
            var found: [String: [String]] = [:]
            for message in session.notify("textDocument/didOpen", .object(["textDocument": .object([
                "uri": .string("file://" + path), "version": .integer(1), "text": .string(text)])])) {
                let params = message["params"] as! [String: Any]
                found[params["uri"] as! String] = (params["diagnostics"] as! [[String: Any]]).map { $0["code"] as! String }
            }
            return found
        }
        // Screen uses CloseItem, whose finding is in CloseItem.swift: a document shows the findings
        // in it alone, as `hig-lint Screen.swift` reports them.
        let escaped = FileURI.uri(item), raw = "file://" + item
        #expect(escaped != raw)
        #expect(open(screen, screenText) == ["file://" + screen: []])
        // Opened by the editor, CloseItem.swift shows the finding linting Screen.swift makes in it, under the editor's URI.
        #expect(open(item, itemText) == [raw: ["toolbar-borderless-symbols"]])
    }

    @Test func theSuppressionActionSilencesTheFinding() throws {
        let root = try workspace(copying: "Fixtures/swift/TravelApp")
        let file = root.path + "/TravelApp/TravelApp/RootView.swift"
        let session = EditorSession(root: root)
        let text = try String(contentsOfFile: file, encoding: .utf8)
        #expect(published(session.open(file, text))[file]?.map { $0.components(separatedBy: " ").prefix(3).joined(separator: " ") } == ["6:12-8:13 warning tab-symbol-outline:"])
        let actions = session.request("textDocument/codeAction", .object([
            "textDocument": .object(["uri": .string(FileURI.uri(file))]),
            "range": .object(["start": EditorSession.position(6, 20), "end": EditorSession.position(6, 20)]),
            "context": .object(["diagnostics": .array([])]),
        ]))[0]["result"] as! [[String: Any]]
        // The finding's fix first, preferred (the filled symbol's name replaced), then the suppression.
        #expect(actions.map { $0["title"] as! String } == ["Use the outline symbol \"suitcase\"", "Suppress tab-symbol-outline on this line"])
        #expect(actions.map { $0["isPreferred"] as? Bool } == [true, nil])
        let fix = ((actions[0]["edit"] as! [String: Any])["changes"] as! [String: [[String: Any]]])[FileURI.uri(file)]!
        #expect(fix.count == 1)
        #expect(fix[0]["newText"] as? String == "suitcase")
        #expect((fix[0]["range"] as! [String: [String: Int]]) == ["start": ["line": 6, "character": 39], "end": ["line": 6, "character": 52]])
        let edit = ((actions[1]["edit"] as! [String: Any])["changes"] as! [String: [[String: Any]]])[FileURI.uri(file)]![0]
        // With a reason placeholder, so that the suppression does not at once raise suppression-reason.
        #expect(edit["newText"] as? String == "            // hig-lint:disable:next tab-symbol-outline — reason\n")
        #expect((edit["range"] as! [String: [String: Int]])["start"] == ["line": 6, "character": 0])
        var lines = text.components(separatedBy: "\n")
        lines.insert("            // hig-lint:disable:next tab-symbol-outline — reason", at: 6)
        // Silenced, and nothing in its place.
        #expect(published(session.change(file, lines.joined(separator: "\n"), version: 2))[file] == [])
        // A suppression with no reason at all still raises it, as on the command line.
        lines[6] = "            // hig-lint:disable:next tab-symbol-outline"
        #expect(published(session.change(file, lines.joined(separator: "\n"), version: 3))[file]
                == ["6:12-6:12 warning suppression-reason: suppression of 'tab-symbol-outline' gives no reason; say why, so reviewers can judge it"])
    }

    /// An editor that takes snippets in workspace edits gets the placeholder as the snippet's tab
    /// stop, so that the cursor lands on it, selected for typing over.
    @Test func theSuppressionsReasonIsASnippetPlaceholderWhereTheEditorTakesThem() throws {
        let root = try workspace(copying: "Fixtures/swift/TravelApp")
        let file = root.path + "/TravelApp/TravelApp/RootView.swift"
        let session = EditorSession(root: root, capabilities: .object(["workspace": .object(["workspaceEdit": .object(["snippetEditSupport": .bool(true)])])]))
        _ = session.open(file, try String(contentsOfFile: file, encoding: .utf8))
        let actions = session.request("textDocument/codeAction", .object([
            "textDocument": .object(["uri": .string(FileURI.uri(file))]),
            "range": .object(["start": EditorSession.position(6, 20), "end": EditorSession.position(6, 20)]),
            "context": .object(["diagnostics": .array([])]),
        ]))[0]["result"] as! [[String: Any]]
        let changes = (actions[1]["edit"] as! [String: Any])["documentChanges"] as! [[String: Any]]
        #expect(changes.count == 1 && (changes[0]["textDocument"] as! [String: Any])["uri"] as? String == FileURI.uri(file))
        let edit = (changes[0]["edits"] as! [[String: Any]])[0]
        #expect(edit["snippet"] as? [String: String] == ["kind": "snippet", "value": "            // hig-lint:disable:next tab-symbol-outline — ${1:reason}\n"])
        #expect((edit["range"] as! [String: [String: Int]])["start"] == ["line": 6, "character": 0])
        // The finding's own fix stays a plain edit.
        #expect((actions[0]["edit"] as! [String: Any])["changes"] != nil)
    }

    @Test func suppressionEditsForDescriptions() {
        func action(_ text: String, _ path: String, line: Int, character: Int) -> (title: String, text: String)? {
            let session = EditorSession(root: nil)
            _ = session.open(path, text)
            let result = session.request("textDocument/codeAction", .object([
                "textDocument": .object(["uri": .string(FileURI.uri(path))]),
                "range": .object(["start": EditorSession.position(line, character), "end": EditorSession.position(line, character)]),
                "context": .object(["diagnostics": .array([])]),
            ]))[0]["result"] as! [[String: Any]]
            guard let first = result.first else { return nil }
            let edits = ((first["edit"] as! [String: Any])["changes"] as! [String: [[String: Any]]]).values.first!
            // Apply the one edit (an insertion) by UTF-16 offsets.
            let range = edits[0]["range"] as! [String: [String: Int]]
            var lines = text.components(separatedBy: "\n")
            let utf16 = Array(lines[range["start"]!["line"]!].utf16)
            let at = range["start"]!["character"]!
            lines[range["start"]!["line"]!] = String(decoding: utf16[..<at], as: UTF16.self) + (edits[0]["newText"] as! String) + String(decoding: utf16[at...], as: UTF16.self)
            return (first["title"] as! String, lines.joined(separator: "\n"))
        }
        let json = action(Self.failing, "/tmp/s.hig.json", line: 2, character: 30)
        #expect(json?.title == "Suppress title-length for this object")
        #expect(json?.text == Self.failing.replacingOccurrences(of: "{ \"title\"", with: "{ \"hig-lint-disable\": {\"title-length\": \"reason\"}, \"title\""))
        let xml = "<description platforms=\"macOS\">\n  <window title=\"A very long window title\"/>\n</description>\n"
        let fixed = action(xml, "/tmp/s.hig.xml", line: 1, character: 20)
        #expect(fixed?.title == "Suppress title-length for this element")
        #expect(fixed?.text == xml.replacingOccurrences(of: "  <window", with: "  <!-- hig-lint-disable title-length: reason -->\n  <window"))
        #expect(findings(fixed!.text, as: "s.hig.xml") == [])
        #expect(findings(json!.text, as: "s.hig.json") == [])
    }

    @Test func theWorkspacesConfigurationAndItsErrors() throws {
        let root = try workspace(copying: "Fixtures/apps/mail-macos.hig.json", configuration: "rules:\n  title-length:\n    severity: error\n")
        let file = root.path + "/mail-macos.hig.json"
        let session = EditorSession(root: root)
        let text = #"{"platforms": ["macOS"], "window": {"title": "A very long window title"}}"#
        #expect(published(session.open(file, text))[file] == ["0:45-0:71 error title-length: window title \"A very long window title\" has 24 characters; keep it under 15"])
        // A broken configuration, saved: its error on the file, a message, and the defaults meanwhile.
        let configuration = root.path + "/.hig-lint.yml"
        try "rules:\n  title-lenght: {}\n".write(toFile: configuration, atomically: true, encoding: .utf8)
        let saved = session.notify("textDocument/didSave", .object(["textDocument": .object(["uri": .string(FileURI.uri(configuration))])]))
        let diagnostics = published(saved)
        #expect(diagnostics[configuration]?.count == 1 && diagnostics[configuration]![0].hasPrefix("1:2-1:2 error -: "))
        #expect(diagnostics[file] == ["0:45-0:71 warning title-length: window title \"A very long window title\" has 24 characters; keep it under 15"])
        #expect(saved.contains { $0["method"] as? String == "window/showMessage" })
        // Fixed again: the error is cleared.
        try "rules:\n  title-length:\n    enabled: false\n".write(toFile: configuration, atomically: true, encoding: .utf8)
        let fixed = published(session.notify("workspace/didChangeWatchedFiles", .object(["changes": .array([.object(["uri": .string(FileURI.uri(configuration)), "type": .integer(2)])])])))
        #expect(fixed[configuration] == [] && fixed[file] == [])
    }

    // MARK: The protocol

    @Test func badMessagesAreAnsweredNeverFatal() {
        let session = EditorSession(root: nil)
        func error(_ messages: [[String: Any]]) -> Int? { (messages.first?["error"] as? [String: Any])?["code"] as? Int }
        #expect(error(session.raw(Array("{\"jsonrpc\": ".utf8))) == -32700)
        #expect(error(session.raw(Array("[1, 2]".utf8))) == -32600)
        #expect(error(session.request("textDocument/definition", .object([:]))) == -32601)
        #expect(session.notify("$/unknown", .object([:])).isEmpty)
        // A document with a URI the server cannot read as a path is not linted, and nothing fails.
        #expect(session.notify("textDocument/didOpen", .object(["textDocument": .object(["uri": .string("untitled:1"), "text": .string("{")])])).isEmpty)
        #expect(session.notify("textDocument/didOpen", .object(["textDocument": .object(["uri": .integer(3)])])).isEmpty)
        #expect(session.request("textDocument/hover", .object([:]))[0]["result"] is NSNull)
        #expect((session.request("shutdown", .null)[0]).keys.contains("result"))
        #expect(error(session.request("textDocument/hover", .object([:]))) == -32600)
        #expect(session.notify("exit", .null).isEmpty && session.server.exitCode == 0)

        let early = LanguageServer(rules: catalog.rules, frontEnds: frontEnds)
        let answer = early.handle(Array(#"{"jsonrpc":"2.0","id":"a","method":"textDocument/hover","params":{}}"#.utf8))
        #expect(String(decoding: answer[0].wireBytes, as: UTF8.self) == #"{"error":{"code":-32002,"message":"the server is not initialized"},"id":"a","jsonrpc":"2.0"}"#)
        _ = early.handle(Array(#"{"jsonrpc":"2.0","method":"exit"}"#.utf8))
        #expect(early.exitCode == 1)
    }

    @Test func aMalformedMessageCostsOnlyItself() throws {
        let initialize = #"{"jsonrpc":"2.0","id":1,"method":"initialize","params":{"capabilities":{}}}"#
        let rest = [#"{"jsonrpc":"2.0","id":2,"method":"shutdown"}"#, #"{"jsonrpc":"2.0","method":"exit"}"#]
            .map { String(decoding: MessageFraming.frame(Array($0.utf8)), as: UTF8.self) }.joined()
        // A header line without a colon, its body (an initialize that is not answered), then a good initialize.
        let run = try cli.run(["lsp"], stdin: "X-Bad\r\n\r\n" + initialize.replacingOccurrences(of: #""id":1"#, with: #""id":0"#)
                              + String(decoding: MessageFraming.frame(Array(initialize.utf8)), as: UTF8.self) + rest)
        #expect(run.status == 0)
        #expect(run.stderr == "hig-lint lsp: skipped a malformed message: header line without a colon: X-Bad\n")
        #expect(run.stdout.contains(#"{"id":1,"jsonrpc":"2.0","result":{"capabilities":"#) && !run.stdout.contains(#""id":0"#))
        #expect(run.stdout.hasSuffix(#"{"id":2,"jsonrpc":"2.0","result":null}"#))
        // Input that ends inside a message ends the server, which says so.
        let cut = try cli.run(["lsp"], stdin: String(decoding: MessageFraming.frame(Array(initialize.utf8)), as: UTF8.self) + "Content-Length: 100\r\n\r\n{\"jsonrpc\"")
        #expect(cut.status == 1 && cut.stdout.contains(#"{"id":1,"#))
        #expect(cut.stderr == "hig-lint lsp: the input ended without shutdown and exit\n")
    }

    @Test func editsAreLintedOnceAtTheirNewestTextAfterTheRequests() throws {
        let path = "/tmp/lsp-typing.hig.json", uri = JSONValue.string(FileURI.uri(path))
        // About 200 kB, as large as a large Swift file: the failing title, then a menu bar of many menus.
        let menus = (1...500).map { menu in
            "{\"title\": \"Menu \(menu)\", \"items\": [" + (1...8).map { "{\"title\": \"Item \(menu).\($0)\", \"action\": \"act\(menu)x\($0)\"}" }.joined(separator: ", ") + "]}"
        }
        func text(title: String) -> String {
            "{\n  \"platforms\": [\"macOS\"],\n  \"window\": { \"title\": \"\(title)\" },\n  \"menuBar\": {\"menus\": [\n" + menus.joined(separator: ",\n") + "]}\n}\n"
        }
        #expect(text(title: "").utf8.count > 190_000)
        func message(_ method: String, id: Int? = nil, _ params: JSONValue) -> JSONValue {
            var message: [String: JSONValue] = ["jsonrpc": .string("2.0"), "method": .string(method), "params": params]
            if let id { message["id"] = .integer(id) }
            return .object(message)
        }
        func change(_ version: Int, _ title: String) -> JSONValue {
            message("textDocument/didChange", .object(["textDocument": .object(["uri": uri, "version": .integer(version)]),
                                                       "contentChanges": .array([.object(["text": .string(text(title: title))])])]))
        }
        // The client types 50 characters into the title, faster than the server lints, then hovers over the title.
        let typing = (2...51).map { change($0, "😀 Inbox — All Accounts" + String(repeating: "s", count: $0 - 1)) }
        let hover = message("textDocument/hover", id: 2, .object(["textDocument": .object(["uri": uri]), "position": EditorSession.position(2, 30)]))
        let codeAction = message("textDocument/codeAction", id: 3, .object(["textDocument": .object(["uri": uri]),
            "range": .object(["start": EditorSession.position(2, 30), "end": EditorSession.position(2, 30)]), "context": .object(["diagnostics": .array([])])]))
        let server = LanguageServer(rules: catalog.rules, frontEnds: frontEnds)
        let (messages, status, log) = serve(server, [
            framed([message("initialize", id: 1, .object(["capabilities": .object([:])])), message("initialized", .object([:])),
                    message("textDocument/didOpen", .object(["textDocument": .object(["uri": uri, "version": .integer(1), "text": .string(text(title: "😀 Inbox — All Accounts"))])]))]),
            nil,
            framed(typing + [hover]),
            nil,
            // An edit, then a code action with no pause: the action's document is linted first.
            framed([change(52, "Inbox"), codeAction]),
            // An edit, then shutdown: published before the answer.
            framed([change(53, "Inbox — All Accounts"), message("shutdown", id: 4, .null), message("exit", .null)]),
        ])
        #expect(status == 0 && log.isEmpty)
        // Each pause lints the newest text once: the hover is answered before the 50 edits are linted, once.
        #expect(messages.map(kind) == ["result 1", "textDocument/publishDiagnostics 1", "result 2", "textDocument/publishDiagnostics 51",
                                       "textDocument/publishDiagnostics 52", "result 3", "textDocument/publishDiagnostics 53", "result 4"])
        #expect(published([messages[4]])[path] == [] && (messages[5]["result"] as? [Any])?.isEmpty == true)
        #expect(published([messages[6]])[path]?.map { $0.prefix(33) } == ["2:23-2:45 warning title-length: w"])
        // The hover answers from what was published last, the opened text's finding.
        let hovered = ((messages[2]["result"] as? [String: Any])?["contents"] as? [String: String])?["value"]
        #expect(hovered?.hasPrefix("**warning** `title-length`: window title \"😀 Inbox — All Accounts\" has 22 characters") == true)
        // The rule's page, without the catalogue's internal row id or where the page is generated from.
        #expect(hovered?.contains("\n\n# `title-length`: Title length\n") == true && hovered?.contains("Guidance rows") == false
                && hovered?.contains("<!--") == false, "\(hovered ?? "")")
        // The diagnostics published last are those of the last text, as linting it alone gives them.
        let last = text(title: "😀 Inbox — All Accounts" + String(repeating: "s", count: 50))
        #expect(published([messages[3]]) == published(EditorSession(root: nil).open(path, last)))
        #expect(published([messages[3]])[path] == ["2:23-2:98 warning title-length: window title \"😀 Inbox — All Accounts\(String(repeating: "s", count: 50))\" has 72 characters; keep it under 15"])
    }

    @Test func workspaceFilesThatCannotBeReadAreLeftOut() throws {
        // At initialized the server reads the workspace's Swift files for their views: a pipe, a
        // folder, a dangling or looping link and bytes that are not UTF-8 under Swift names cost
        // nothing but themselves. (How deep a Swift file's syntax may nest is the front end's to
        // bound, for the server as for `hig-lint`.)
        let root = try cli.temporaryDirectory()
        try FileManager.default.createDirectory(at: root.appendingPathComponent(".git"), withIntermediateDirectories: true)
        #expect(mkfifo(root.path + "/Pipe.swift", 0o644) == 0)
        try FileManager.default.createDirectory(at: root.appendingPathComponent("Folder.swift"), withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(atPath: root.path + "/Dangling.swift", withDestinationPath: "/nonexistent/x.swift")
        try FileManager.default.createSymbolicLink(atPath: root.path + "/Loop.swift", withDestinationPath: "Loop.swift")
        try Data([0xFF, 0xFE, 0x20]).write(to: root.appendingPathComponent("Bytes.swift"))
        let file = root.path + "/Tabs.swift"
        let text = "import SwiftUI\n\nstruct Tabs: View {\n    var body: some View {\n        TabView { Tab(\"Trips\", systemImage: \"suitcase.fill\") { Text(\"a\") } }\n    }\n}\n"
        try text.write(toFile: file, atomically: true, encoding: .utf8)
        let session = EditorSession(root: root)
        #expect(session.initialized.isEmpty)
        #expect(published(session.open(file, text))[file]?.map { $0.prefix(36) } == ["4:18-4:74 warning tab-symbol-outline"])
    }

    @Test func bufferLargerThanTheLimitIsAnErrorNotRead() throws {
        let root = try workspace(copying: "Fixtures/apps/mail-macos.hig.json", configuration: "max-file-size: 1\n")
        let session = EditorSession(root: root)
        let file = root.path + "/big.hig.json"
        let text = "{\"app\": \"" + String(repeating: "a", count: 1 << 20) + "\"}"
        #expect(published(session.open(file, text))[file] == ["0:0-0:0 error -: the buffer is 1048587 bytes; hig-lint reads files of up to 1048576 bytes"])
    }

    @Test func theCommandServesStandardInput() throws {
        let messages = [
            #"{"jsonrpc":"2.0","id":1,"method":"initialize","params":{"capabilities":{}}}"#,
            #"{"jsonrpc":"2.0","method":"initialized","params":{}}"#,
            #"{"jsonrpc":"2.0","id":2,"method":"shutdown"}"#,
            #"{"jsonrpc":"2.0","method":"exit"}"#,
        ]
        let input = messages.map { String(decoding: MessageFraming.frame(Array($0.utf8)), as: UTF8.self) }.joined()
        let run = try cli.run(["lsp"], stdin: input)
        #expect(run.status == 0)
        #expect(run.stdout.hasPrefix("Content-Length: "))
        #expect(run.stdout.hasSuffix(#"{"id":2,"jsonrpc":"2.0","result":null}"#))
        // Editors' clients add --stdio; the server answers the same.
        #expect(try cli.run(["lsp", "--stdio"], stdin: input).stdout == run.stdout)
        // Without shutdown, exit is a failure; so is input that ends without exit.
        #expect(try cli.run(["lsp"], stdin: input.replacingOccurrences(of: "shutdown", with: "no-such-method")).status == 1)
        #expect(try cli.run(["lsp"], stdin: "").status == 1)
    }
}
