import HIGLint
import SwiftSyntax

/// Changes to a description written back into the Swift source it was read from, through the
/// syntax tree: a string literal's text, a style's case, a colour modifier or assignment removed.
/// Anything else (removing a view from a builder) is left to people.
struct SwiftEdits {
    let file: ParsedFile

    init(file: ParsedFile) {
        self.file = file
    }

    func edits(for change: ModelChange) -> [TextEdit]? {
        guard let node = node(at: change.anchor) else { return nil }
        switch (change.field, change.action) {
        case ("style"?, .replace(let from, let to)):
            return styleEdit(node, from: from, to: to)
        case (_?, .replace(let from, let to)):
            // The literal that gave the value, inside the anchored call (`Tab("Trips", systemImage: "x")`)
            // or, for a modifier named by the anchor (`.tabItem`), in its arguments and closures.
            var scopes = [node]
            if let call = node.parent?.as(MemberAccessExprSyntax.self)?.parent?.as(FunctionCallExprSyntax.self),
               call.calledExpression.id == node.parent?.id {
                scopes = [Syntax(call.arguments)] + [call.trailingClosure].compactMap { $0.map(Syntax.init) }
                    + call.additionalTrailingClosures.map { Syntax($0) }
            }
            let literals = scopes.flatMap { TypeCode.all(StringLiteralExprSyntax.self, in: $0) }.filter { literal in
                literal.segments.count == 1 && literal.segments.first?.as(StringSegmentSyntax.self)?.content.text == from
            }
            guard literals.count == 1, let segment = literals[0].segments.first else { return nil }
            return [edit(segment.positionAfterSkippingLeadingTrivia.utf8Offset..<segment.endPositionBeforeTrailingTrivia.utf8Offset,
                         to.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\""))]
        case (_?, .remove):
            return removal(of: node)
        case (nil, _):
            return nil
        }
    }

    /// `.buttonStyle(.borderedProminent)` or `style: .done` given another style.
    private func styleEdit(_ node: Syntax, from: String, to: String) -> [TextEdit]? {
        guard from == "prominent", let written = ["plain": ".plain", "bordered": ".bordered"][to] else { return nil }
        var value = node.as(ExprSyntax.self)
        if let call = node.parent?.as(MemberAccessExprSyntax.self)?.parent?.as(FunctionCallExprSyntax.self),
           node.as(DeclReferenceExprSyntax.self)?.baseName.text == "buttonStyle", call.arguments.count == 1 {
            value = call.arguments.first?.expression
        }
        guard let member = value?.as(MemberAccessExprSyntax.self), member.base == nil,
              ["borderedProminent", "glassProminent", "done", "prominent"].contains(member.declName.baseName.text) else { return nil }
        return [edit(range(of: member), written)]
    }

    /// A colour given by a modifier (`.foregroundStyle(.pink)`) or an assignment
    /// (`content.imageProperties.tintColor = .white`), removed whole.
    private func removal(of node: Syntax) -> [TextEdit]? {
        if let list = node.parent?.as(LabeledExprListSyntax.self) ?? node.parent?.parent?.as(LabeledExprListSyntax.self), list.count == 1,
           let call = list.parent?.as(FunctionCallExprSyntax.self), call.trailingClosure == nil,
           let base = call.calledExpression.as(MemberAccessExprSyntax.self)?.base {
            return [edit(base.endPositionBeforeTrailingTrivia.utf8Offset..<call.endPositionBeforeTrailingTrivia.utf8Offset, "")]
        }
        if let sequence = node.parent?.parent?.as(SequenceExprSyntax.self), sequence.elements.count == 3,
           sequence.elements.dropFirst().first?.is(AssignmentExprSyntax.self) == true, sequence.elements.last?.id == node.id,
           let statement = sequence.parent?.as(CodeBlockItemSyntax.self) {
            return [edit(wholeLines(range(of: statement), in: file.bytes), "")]
        }
        return nil
    }

    /// The node the anchor spans exactly, innermost first.
    private func node(at anchor: SourceAnchor) -> Syntax? {
        guard let start = byteOffset(of: anchor.start, in: file.bytes), let end = anchor.end.flatMap({ byteOffset(of: $0, in: file.bytes) }),
              let token = file.tree.token(at: AbsolutePosition(utf8Offset: start)) else { return nil }
        var node: Syntax? = Syntax(token)
        while let current = node, current.positionAfterSkippingLeadingTrivia.utf8Offset == start {
            if current.endPositionBeforeTrailingTrivia.utf8Offset == end, !current.is(TokenSyntax.self) { return current }
            node = current.parent
        }
        return nil
    }

    private func range(of node: some SyntaxProtocol) -> Range<Int> {
        node.positionAfterSkippingLeadingTrivia.utf8Offset..<node.endPositionBeforeTrailingTrivia.utf8Offset
    }

    private func edit(_ range: Range<Int>, _ replacement: String) -> TextEdit {
        TextEdit(file: file.path, start: file.positions.position(at: range.lowerBound),
                 end: file.positions.position(at: range.upperBound), replacement: replacement)
    }
}

extension SwiftFrontEnd {
    public func edits(forEach fixes: [[ModelChange]], in bytes: [UInt8], path: String) -> [[TextEdit]?] {
        // The run's index parsed the file already, unless its text changed since; either way the
        // file is parsed once for all its fixes.
        let parsed = index.files[path].flatMap { $0.bytes == bytes ? $0 : nil } ?? ParsedFile(path: path, bytes: bytes)
        let file = SwiftEdits(file: parsed)
        return fixes.map { $0.edits(file.edits(for:)) }
    }
}
