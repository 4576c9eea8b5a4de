import SwiftSyntax

/// How a view is shown, as the run's code says (docs/presentation.md has the table).
enum Presentation: Sendable {
    /// Nothing found that shows it: judged as today, as a window or screen of its own.
    case unknown
    /// In a window: a scene's content (`WindowGroup`, `Window`, `DocumentGroup`, `Settings`,
    /// `MenuBarExtra`), or a view composed into one or pushed from one.
    case window
    /// Only in a sheet, popover, full-screen cover or dialog, or views composed into one.
    case modal
}

/// Which view types the run's code shows in a window and which only modally: one pass over each
/// type's declaration for the views it names, then what reaches what.
///
/// A view named inside a presentation modifier's content (`.sheet { Form() }`) or handed to
/// AppKit's sheet and modal-window calls is modal; one named inside a scene is a window's; one
/// named anywhere else (a body, `NavigationLink(destination:)`, `navigationDestination`) is shown
/// the way the view that names it is. A view reached both ways is a window's, so that nothing a
/// window shows goes unchecked.
enum Presentations {
    /// SwiftUI modifiers whose content is presented modally.
    static let modalModifiers: Set<String> = ["sheet", "popover", "fullScreenCover", "alert", "confirmationDialog"]
    /// AppKit calls that run a view controller or window as a sheet or modal window.
    static let modalCalls: Set<String> = ["presentAsSheet", "presentAsModalWindow", "beginSheet", "runModal"]
    /// Scenes, whose content is a window's.
    static let scenes: Set<String> = ["WindowGroup", "Window", "DocumentGroup", "Settings", "MenuBarExtra", "UtilityWindow"]

    private enum Edge { case composed, modal, scene }

    static func resolve(_ types: [String: [TypeDeclaration]]) -> [String: Presentation] {
        var edges: [String: [(target: String, edge: Edge)]] = [:]
        for (name, declarations) in types {
            for declaration in declarations {
                let finder = NamedViews(known: types, viewMode: .sourceAccurate)
                finder.walk(declaration.declaration)
                edges[name, default: []] += finder.found.filter { $0.target != name }
            }
        }
        func reached(from starts: [String]) -> Set<String> {
            var seen = Set(starts), pending = starts
            while let name = pending.popLast() {
                for (target, edge) in edges[name] ?? [] where edge == .composed && seen.insert(target).inserted { pending.append(target) }
            }
            return seen
        }
        let all = edges.values.flatMap { $0 }
        let windows = reached(from: all.filter { $0.edge == .scene }.map(\.target))
        let modals = reached(from: all.filter { $0.edge == .modal }.map(\.target))
        var presentations: [String: Presentation] = [:]
        for name in modals { presentations[name] = .modal }
        for name in windows { presentations[name] = .window }
        return presentations
    }

    /// The known view types a declaration names (`Name(…)`), and how: inside a presentation's
    /// content, a scene's, or neither. Nested types are declarations of their own.
    private final class NamedViews: SyntaxVisitor {
        let known: [String: [TypeDeclaration]]
        var found: [(target: String, edge: Edge)] = []
        private var modalDepth = 0, sceneDepth = 0
        private var root = true

        init(known: [String: [TypeDeclaration]], viewMode: SyntaxTreeViewMode) {
            self.known = known
            super.init(viewMode: viewMode)
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
            if let reference = called.as(DeclReferenceExprSyntax.self) {
                let name = reference.baseName.text
                if known[name] != nil {
                    found.append((name, modalDepth > 0 ? .modal : sceneDepth > 0 ? .scene : .composed))
                }
                if Presentations.scenes.contains(name) { return walkArguments(of: node, scene: true) }
                if Presentations.modalCalls.contains(name) { return walkArguments(of: node, scene: false) }
            } else if let member = called.as(MemberAccessExprSyntax.self) {
                let name = member.declName.baseName.text
                if Presentations.modalModifiers.contains(name) || Presentations.modalCalls.contains(name) {
                    if let base = member.base { walk(base) }
                    return walkArguments(of: node, scene: false)
                }
            }
            return .visitChildren
        }

        /// Walks a call's arguments and closures as a scene's content or a presentation's.
        private func walkArguments(of node: FunctionCallExprSyntax, scene: Bool) -> SyntaxVisitorContinueKind {
            if scene { sceneDepth += 1 } else { modalDepth += 1 }
            walk(node.arguments)
            if let closure = node.trailingClosure { walk(closure) }
            walk(node.additionalTrailingClosures)
            if scene { sceneDepth -= 1 } else { modalDepth -= 1 }
            return .skipChildren
        }
    }
}
