import SwiftSyntax

extension SyntaxProtocol {
    /// The node's source text without the trivia before its first token and after its last, as
    /// swift-syntax's `trimmedDescription` gives it, sliced from the node's bytes rather than
    /// made by rebuilding the node without that trivia (which cost the Swift front end a sixth
    /// of its time). A test holds the two equal over every node of the Swift fixtures. A node with
    /// a parse error (a missing token, whose trivia the two place differently) takes the slow way.
    var trimmedText: String {
        guard !hasError else { return trimmedDescription }
        let bytes = syntaxTextBytes
        let leading = leadingTriviaLength.utf8Length, trailing = trailingTriviaLength.utf8Length
        guard leading + trailing <= bytes.count else { return trimmedDescription }
        return String(decoding: bytes[leading..<(bytes.count - trailing)], as: UTF8.self)
    }

    /// The source text as a message quotes it: at most 40 characters, cut with "…".
    var briefText: String {
        let text = trimmedText
        return text.count > 40 ? String(text.prefix(39)) + "…" : text
    }
}

extension Syntax {
    /// Whether the node declares a type or extends one (a `DeclGroupSyntax`), asked of its kind
    /// rather than by a protocol cast, which costs a conformance lookup for every node walked.
    var isDeclarationGroup: Bool {
        switch kind {
        case .actorDecl, .classDecl, .enumDecl, .extensionDecl, .protocolDecl, .structDecl: true
        default: false
        }
    }
}

extension StringProtocol {
    /// The text of a written name or type without its optional marks (`tabBarController?.tabBar`,
    /// `window!.title`, `UIView?`): what it names, however the code unwraps it.
    var unwrappedName: String { String(filter { $0 != "?" && $0 != "!" }) }
}
