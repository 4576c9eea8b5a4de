/// What a run read of the app's chrome, per kind, so that a clean run can be told from one that
/// read nothing: the screens (descriptions with chrome) and their titles, toolbar items, tab bars
/// and tabs, sidebars and rows. Each place is counted once however many platforms describe it
/// (a SwiftUI view is one description per platform, at the same place in the source).
public struct Coverage: Sendable, Equatable, Encodable {
    public var screens = 0, titles = 0, toolbarItems = 0, tabBars = 0, tabs = 0, sidebars = 0, sidebarRows = 0

    public init() {}

    /// One file's descriptions, counted.
    public init(_ descriptions: [Description]) {
        var seen: [Set<SourceAnchor>] = Array(repeating: [], count: 7)
        // Counts a place of kind `kind` once; true when it was new.
        func count(_ kind: Int, _ anchor: SourceAnchor) -> Bool { seen[kind].insert(anchor).inserted }
        func rows(_ items: some Collection<SidebarItem>) {
            for item in items {
                if count(6, item.anchors.object) { sidebarRows += 1 }
                rows(item.children)
            }
        }
        func tabs(_ list: [Tab]) {
            for tab in list {
                if count(4, tab.anchors.object) { self.tabs += 1 }
                tabs(tab.children)
            }
        }
        for description in descriptions {
            guard description.window != nil || description.toolbar != nil || description.tabBar != nil || description.sidebar != nil else { continue }
            if count(0, description.anchors.object) { screens += 1 }
            for title in description.titles where count(1, title.anchor) { titles += 1 }
            for item in description.toolbar?.items ?? [] where !item.isSpace && count(2, item.anchors.object) { toolbarItems += 1 }
            if let tabBar = description.tabBar {
                if count(3, tabBar.anchors.object) { tabBars += 1 }
                tabs(tabBar.tabs)
            }
            if let sidebar = description.sidebar {
                if count(5, sidebar.anchors.object) { sidebars += 1 }
                rows(sidebar.items)
            }
        }
    }

    static func + (lhs: Coverage, rhs: Coverage) -> Coverage {
        Coverage(numbers: zip(lhs.numbers, rhs.numbers).map(+))!
    }

    /// The counts in the order the cache stores them.
    var numbers: [Int] { [screens, titles, toolbarItems, tabBars, tabs, sidebars, sidebarRows] }

    init?(numbers: [Int]) {
        guard numbers.count == 7 else { return nil }
        (screens, titles, toolbarItems, tabBars, tabs, sidebars, sidebarRows) = (numbers[0], numbers[1], numbers[2], numbers[3], numbers[4], numbers[5], numbers[6])
    }

    /// "read 12 screens: 9 titles, 20 toolbar items, 1 tab bar of 4 tabs, 1 sidebar of 3 rows";
    /// "read no chrome" when nothing was.
    public var summary: String {
        func counted(_ number: Int, _ noun: String) -> String { "\(number) \(noun)\(number == 1 ? "" : "s")" }
        guard screens > 0 else { return "read no chrome" }
        var parts = [counted(titles, "title"), counted(toolbarItems, "toolbar item")]
        if tabBars > 0 { parts.append("\(counted(tabBars, "tab bar")) of \(counted(tabs, "tab"))") }
        if sidebars > 0 { parts.append("\(counted(sidebars, "sidebar")) of \(counted(sidebarRows, "row"))") }
        return "read \(counted(screens, "screen")): " + parts.joined(separator: ", ")
    }
}
