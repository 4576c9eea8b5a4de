import HIGLint
import SwiftSyntax

/// The bars' look an app sets for all of them through UIKit's appearance proxies
/// (`UINavigationBar.appearance().barTintColor = …`, `UIToolbar.appearance().tintColor = …`):
/// every navigation bar and toolbar of the app draws it, so it is checked once, where it is set.
extension UIKitMapping {
    /// The proxies' properties read, and the toolbar field each one sets.
    static let appearanceProperties: [String: String] = [
        "UINavigationBar.appearance().barTintColor": "background", "UINavigationBar.appearance().backgroundColor": "background",
        "UINavigationBar.appearance().tintColor": "tint",
        "UIToolbar.appearance().barTintColor": "background", "UIToolbar.appearance().backgroundColor": "background",
        "UIToolbar.appearance().tintColor": "tint",
    ]

    /// One description per platform of the bars' look a type's code sets through the proxies, or
    /// none; a colour the code computes is left out.
    func appearance(_ walk: DeclarationWalk, code: TypeCode, platforms: [Platform]) -> [(tree: Node, notes: [Violation])] {
        var fields: [String: Node] = [:]
        var first: SourceAnchor?
        for assignment in TypeCode.assignments(among: walk.sequences) {
            guard let field = Self.appearanceProperties[assignment.target], fields[field] == nil,
                  let color = SwiftLiterals.color(assignment.value) else { continue }
            let at = code.anchor(assignment.value, path: code.path(of: assignment.syntax) + "/" + assignment.target)
            fields[field] = text(color, at)
            if first.map({ at.start < $0.start }) ?? true { first = at }
        }
        guard let at = first else { return [] }
        let toolbar = Node(content: .object(fields.sorted { $0.key < $1.key }.map { member($0.key, $0.value) }), anchor: at)
        return platforms.filter { $0 != .macOS }.map { platform in
            (Node(content: .object([member("platforms", Node(content: .array([text(platform.rawValue, at)]), anchor: at)), member("toolbar", toolbar)]), anchor: at), [])
        }
    }
}
