import Foundation
import HIGLint
import SwiftSyntax

/// Which view types use which: for each type the run declares, the places other types name it
/// (`ShareButton()` in `RootView.body`). A finding in a reusable view (a toolbar's buttons in a
/// file of their own) lies in that view's file, where nothing says which screen shows it; these
/// places do ("used by RootView").
///
/// Worked out once, on the first finding that asks, over the run's index: most runs ask nothing
/// (their findings are in the screens' own code), and a run that asks pays one walk of the
/// declarations, as resolving presentations does.
final class ViewUsages: @unchecked Sendable {
    /// A place one type names another.
    struct Use {
        let user: String
        let anchor: SourceAnchor
        /// The declaration the use is in, to tell apart types of one name nested in different types.
        let declaration: TypeDeclaration
    }

    /// The most uses named for one finding: a button used on every screen is named by the first few.
    static let shown = 5

    private let index: SwiftTypeIndex
    private let lock = NSLock()
    private var uses: [String: [Use]]?

    init(index: SwiftTypeIndex) {
        self.index = index
    }

    /// The views that use the view a finding at `anchor` sits in, when every description that
    /// found it is rooted in another view; none when one of them is the view's own (the finding
    /// is then that screen's, and its drawing shows it).
    func usages(of anchor: SourceAnchor, foundFrom roots: [SourceAnchor]) -> [RelatedLocation] {
        guard let owner = Self.owner(of: anchor.path), !roots.isEmpty,
              !roots.contains(where: { Self.owner(of: $0.path) == owner }) else { return [] }
        // A use counts when the name, where it is used, means the declaration the finding is in
        // (two apps linted together may each declare a `SettingsView`); a package's view used by
        // the app beside it does.
        let declared = index.parts(of: owner, from: anchor.file)
        // Of several types of this name (`Editor.ToolbarItems`, `Viewer.ToolbarItems`), the one the finding is in.
        let holding = declared.filter { part in
            part.file.path == anchor.file && part.file.position(of: part.declaration) <= anchor.start
                && anchor.start <= part.file.positions.position(at: part.declaration.endPositionBeforeTrailingTrivia.utf8Offset)
        }
        func meansThisView(_ use: Use) -> Bool {
            guard let chosen = index.type(named: owner, from: use.anchor.file, within: use.declaration)?.0 else { return false }
            if holding.count == 1, let found = holding.first, found.parent != nil { return chosen === found }
            return chosen.file.path == anchor.file || declared.contains { $0 === chosen }
        }
        // An Xcode preview (`X_Previews: PreviewProvider`) is not a screen people see.
        var seen = Set<String>()
        let found = (table()[owner] ?? []).filter { !$0.user.hasSuffix("_Previews") && meansThisView($0) && seen.insert("\($0.user) \($0.anchor.file)").inserted }
        return found.prefix(Self.shown).map { RelatedLocation(at: $0.anchor, "\(owner) used by \($0.user)") }
    }

    /// Whether another type's views name a type (a preview's do not count).
    func isUsed(_ type: String) -> Bool {
        table()[type]?.contains { !$0.user.hasSuffix("_Previews") && $0.user != type } ?? false
    }

    /// The type an anchor's path names first (`LibraryActions` of `LibraryActions.body/…`).
    static func owner(of path: String) -> String? {
        guard let first = path.split(separator: "/").first, first.contains(".") else { return nil }
        return first.split(separator: ".").dropLast().last.map(String.init)
    }

    private func table() -> [String: [Use]] {
        lock.lock()
        defer { lock.unlock() }
        if let uses { return uses }
        var built: [String: [Use]] = [:]
        for (name, declarations) in index.types {
            for declaration in declarations {
                let finder = NamedTypes(known: index.types, user: name, file: declaration.file)
                finder.walk(declaration.declaration)
                for use in finder.found { built[use.target, default: []].append(Use(user: name, anchor: use.anchor, declaration: declaration)) }
            }
        }
        for (name, list) in built {
            built[name] = list.sorted { ($0.anchor.file, $0.anchor.start) < ($1.anchor.file, $1.anchor.start) }
        }
        uses = built
        return built
    }

    /// The known types a declaration calls by name (`Name(…)`), other than itself, and where.
    /// Nested types are declarations of their own.
    private final class NamedTypes: SyntaxVisitor {
        let known: [String: [TypeDeclaration]]
        let user: String
        let file: ParsedFile
        var found: [(target: String, anchor: SourceAnchor)] = []
        private var root = true

        init(known: [String: [TypeDeclaration]], user: String, file: ParsedFile) {
            self.known = known
            self.user = user
            self.file = file
            super.init(viewMode: .sourceAccurate)
        }

        override func visit(_ node: StructDeclSyntax) -> SyntaxVisitorContinueKind { enter() }
        override func visit(_ node: ClassDeclSyntax) -> SyntaxVisitorContinueKind { enter() }
        override func visit(_ node: EnumDeclSyntax) -> SyntaxVisitorContinueKind { enter() }
        override func visit(_ node: ActorDeclSyntax) -> SyntaxVisitorContinueKind { enter() }
        override func visit(_ node: ExtensionDeclSyntax) -> SyntaxVisitorContinueKind { enter() }

        private func enter() -> SyntaxVisitorContinueKind {
            defer { root = false }
            return root ? .visitChildren : .skipChildren
        }

        override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
            let called = node.calledExpression.as(GenericSpecializationExprSyntax.self)?.expression ?? node.calledExpression
            if let name = called.as(DeclReferenceExprSyntax.self)?.baseName.text, name != user, known[name] != nil {
                found.append((name, file.anchor(node, path: user)))
            }
            return .visitChildren
        }
    }
}
