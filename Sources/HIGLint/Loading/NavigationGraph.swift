/// How an app's code shows its views, as a front end made ready for a run reads it: which view
/// each scene, split-view column, tab, pushed screen or presentation shows. `NavigationMap`
/// places the run's descriptions on it; a front end that reads no such thing gives none.
public struct NavigationGraph: Sendable {
    /// How a link's target is shown by its source.
    public enum Kind: String, CaseIterable, Sendable {
        /// A scene's content: a window of its own (`label` names the scene: "WindowGroup", "Settings").
        case scene
        /// A column of a split view (`label`: "sidebar", "content", "detail").
        case column
        /// A tab of a tab view.
        case tab
        /// Pushed onto a navigation stack (a navigation link's destination).
        case pushed
        case sheet, fullScreenCover, popover, alert, inspector
        /// A window run modally (AppKit's `presentAsModalWindow`, `runModal`).
        case modalWindow
        /// Composed into the source's own screen (a body naming another view).
        case contained
    }

    /// One place where code shows a view.
    public struct Link: Sendable {
        /// The node that shows it (a view type, or the member of one that builds views).
        public var source: String
        /// The node shown.
        public var target: String
        public var kind: Kind
        /// The scene's or column's name, where there is one.
        public var label: String?
        /// The platforms where the code runs.
        public var platforms: Set<Platform>
        /// Where the code names the target.
        public var anchor: SourceAnchor

        public init(source: String, target: String, kind: Kind, label: String? = nil, platforms: Set<Platform>, anchor: SourceAnchor) {
            (self.source, self.target, self.kind, self.label, self.platforms, self.anchor) = (source, target, kind, label, platforms, anchor)
        }
    }

    public var links: [Link]
    /// The node a place in a file lies in (a description's anchor, a not-understood note's), so
    /// that descriptions and holes find their places on the graph; nil where no node holds it.
    public var node: @Sendable (SourceAnchor) -> String?

    public init(links: [Link] = [], node: @escaping @Sendable (SourceAnchor) -> String? = { _ in nil }) {
        self.links = links
        self.node = node
    }
}
