import HIGLint
import SwiftSyntax

/// The bars' look an app sets for all of them through UIKit's appearance proxies
/// (`UINavigationBar.appearance().barTintColor = …`, `UIToolbar.appearance().tintColor = …`), on
/// one controller's bar (`navigationController?.navigationBar.barTintColor = …`), or in the
/// appearance objects it makes for them (`let appearance = UINavigationBarAppearance()`,
/// `appearance.backgroundColor = …`): the bars draw it, so it is checked once, where it is set.
extension UIKitMapping {
    /// The properties read, by the end of the name they are set through, and the toolbar field each one sets.
    static let appearanceProperties: [(suffix: String, field: String)] = [
        ("UINavigationBar.appearance().barTintColor", "background"), ("UINavigationBar.appearance().backgroundColor", "background"),
        ("UINavigationBar.appearance().tintColor", "tint"),
        ("UIToolbar.appearance().barTintColor", "background"), ("UIToolbar.appearance().backgroundColor", "background"),
        ("UIToolbar.appearance().tintColor", "tint"),
        ("navigationBar.barTintColor", "background"), ("navigationBar.backgroundColor", "background"), ("navigationBar.tintColor", "tint"),
        ("toolbar.barTintColor", "background"), ("toolbar.backgroundColor", "background"),
    ]

    /// Backgrounds that are the system's own look: none (`clear`), or the opaque bar's system colours
    /// (`configureWithOpaqueBackground()` with `.systemBackground`).
    static let systemBarBackgrounds: Set<String> = [
        "clear", "systemBackground", "secondarySystemBackground", "tertiarySystemBackground",
        "systemGroupedBackground", "secondarySystemGroupedBackground", "tertiarySystemGroupedBackground",
    ]

    /// The appearance objects of the bars hig-lint describes, whose `backgroundColor` is the bar's background.
    static let appearanceTypes: Set<String> = ["UINavigationBarAppearance", "UIToolbarAppearance"]

    /// One description per platform of the bars' look a type's code sets, or none; a colour the
    /// code computes is left out, and clear is no background of its own.
    func appearance(_ walk: DeclarationWalk, code: TypeCode, platforms: [Platform]) -> [(tree: Node, notes: [Violation])] {
        var fields: [String: Node] = [:]
        var first: SourceAnchor?
        for assignment in TypeCode.assignments(among: walk.sequences) {
            guard let (field, segment) = field(set: assignment, code: code), fields[field] == nil,
                  let color = SwiftLiterals.color(assignment.value) ?? Self.appColor(code.resolved(assignment.value)),
                  !(field == "background" && Self.systemBarBackgrounds.contains(color)) else { continue }
            let at = code.anchor(assignment.value, path: code.path(of: assignment.syntax) + "/" + segment)
            fields[field] = text(color, at)
            if first.map({ at.start < $0.start }) ?? true { first = at }
        }
        guard let at = first else { return [] }
        let toolbar = Node(content: .object(fields.sorted { $0.key < $1.key }.map { member($0.key, $0.value) }), anchor: at)
        return platforms.filter { $0 != .macOS }.map { platform in
            (Node(content: .object([member("platforms", Node(content: .array([text(platform.rawValue, at)]), anchor: at)), member("toolbar", toolbar)]), anchor: at), [])
        }
    }

    /// The toolbar field an assignment sets: a bar's property, or the background of an appearance
    /// object the code makes for a bar (`appearance.backgroundColor`, `appearance` a local made as
    /// `UINavigationBarAppearance()`), and the property as a finding's path names it; nil for any other.
    private func field(set assignment: (target: String, value: ExprSyntax, syntax: Syntax), code: TypeCode) -> (String, segment: String)? {
        if let found = Self.appearanceProperties.first(where: { assignment.target.hasSuffix($0.suffix) }) {
            // (`self.navigationBar` or `navigationController?.navigationBar`, not `customNavigationBar`.)
            let before = assignment.target.dropLast(found.suffix.count)
            // (A bar's property is no member of the app's: `AlbumViewController`'s finding is not "in navigationBar.tintColor".)
            guard before.isEmpty || before.hasSuffix(".") else { return nil }
            return (found.field, assignment.target.contains("appearance()") ? assignment.target : "set " + assignment.target)
        }
        guard assignment.target.hasSuffix(".backgroundColor"),
              let target = assignment.syntax.as(SequenceExprSyntax.self)?.elements.first?.as(MemberAccessExprSyntax.self),
              let base = target.base?.as(DeclReferenceExprSyntax.self) else { return nil }
        // (Named by the type made, `UINavigationBarAppearance().backgroundColor`: the local's name is no member of the app's.)
        guard let made = code.resolved(ExprSyntax(base)).as(FunctionCallExprSyntax.self)?.calledExpression.trimmedText.replacingOccurrences(of: ".init", with: ""),
              Self.appearanceTypes.contains(made) else { return nil }
        return ("background", "\(made)().backgroundColor")
    }
}
