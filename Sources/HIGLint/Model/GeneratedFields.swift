// Generated from Sources/HIGLint/Model/Specs/ by Sources/ModelGenerator. Do not edit: after changing
// a spec, run HIG_LINT_UPDATE_GENERATED=1 swift test --filter GeneratedFilesTests

extension BottomBarItem {
    public static let shape: Shape = Shape(
        name: "sidebar bottom bar item", definition: "BottomBarItem",
        summary: "A button along the bottom edge of a sidebar.",
        fields: [
            Field("label", .string, "The button's text or accessibility label."),
            Field("symbol", .string, "The button's SF Symbol name."),
            Field("action", .enumeration(values: Action.allCases.map(\.rawValue)), "What the button does to sidebar items."),
        ])

    /// Each field the type reads, by its index in the shape (see `FieldKey`).
    enum Key {
        static let label = FieldKey(index: 0)
        static let symbol = FieldKey(index: 1)
        static let action = FieldKey(index: 2)
    }

    /// The fields as values, once one is set (see `ModelStorage`).
    struct Values: DecodedValues {
        var label: String?
        var symbol: String?
        var action: Action?
        var anchors: FieldAnchors

        init(anchors: FieldAnchors) {
            self.anchors = anchors
        }

        init(_ object: DecodedObject) {
            label = object.string(Key.label)
            symbol = object.string(Key.symbol)
            action = object.value(Key.action)
            anchors = object.fieldAnchors
        }
    }

    public init(_ object: DecodedObject) {
        storage = .decoded(object)
    }

    /// The button's text or accessibility label.
    public var label: String? {
        get {
            #if DEBUG
            FactUse.note("BottomBarItem.label")
            #endif
            return switch storage { case .decoded(let object): object.string(Key.label); case .edited(let box): box.values.label }
        }
        set { storage.edit { $0.label = newValue } }
    }

    /// The button's SF Symbol name.
    public var symbol: String? {
        get {
            #if DEBUG
            FactUse.note("BottomBarItem.symbol")
            #endif
            return switch storage { case .decoded(let object): object.string(Key.symbol); case .edited(let box): box.values.symbol }
        }
        set { storage.edit { $0.symbol = newValue } }
    }

    /// What the button does to sidebar items.
    public var action: Action? {
        get {
            #if DEBUG
            FactUse.note("BottomBarItem.action")
            #endif
            return switch storage { case .decoded(let object): object.value(Key.action); case .edited(let box): box.values.action }
        }
        set { storage.edit { $0.action = newValue } }
    }

    /// Where the object and each field it gave stand.
    public var anchors: FieldAnchors {
        get { switch storage { case .decoded(let object): object.fieldAnchors; case .edited(let box): box.values.anchors } }
        set { storage.edit { $0.anchors = newValue } }
    }
}

extension Description {
    public static let shape: Shape = Shape(
        name: "description", definition: "Description",
        summary: "The navigation chrome of one app: its platforms, window, sidebar, toolbar, tab bar and menu bar.",
        fields: [
            Field("$schema", .string, jsonOnly: true, "The JSON Schema this file follows, for editors."),
            Field("platforms", .list(.enumeration(values: Platform.allCases.map(\.rawValue)), xmlElement: nil), "The platforms the description is for. A rule written for other platforms does not run; when no platform is named, every rule runs."),
            Field("app", .string, "The app's name."),
            Field("window", .object { Window.shape }, "The window or main view that holds the chrome."),
            Field("sidebar", .object { Sidebar.shape }, "The sidebar, if the app has one."),
            Field("toolbar", .object { Toolbar.shape }, "The toolbar, if the app has one."),
            Field("tabBar", .object { TabBar.shape }, "The tab bar (or tab view that can become a sidebar), if the app has one."),
            Field("menuBar", .object { MenuBar.shape }, "The app's menu-bar menus (macOS, and iPadOS with a keyboard), so that toolbar items and sidebar actions can be matched to commands."),
            Field("presentation", .enumeration(values: Presentation.allCases.map(\.rawValue)), "How the view holding this chrome is shown: window (a window or screen of its own, the default), modal (only in a sheet, popover or dialog: on macOS it has no toolbar and no visible title, its actions being the dialog's buttons), or unknown (nothing found that shows it: on macOS, findings that depend on it are info)."),
            Field("unseen", .string, "Why the people using the app may never see this chrome, when hig-lint found a reason: no code that ships shows its view (nothing names it but previews, code under `#if DEBUG` or another flag, or views nothing shows), no target of the project compiles its file, its view controller is presented without the navigation controller its bar needs, or a feature flag or developer's setting gates it. Every finding on it is then at most info, saying so."),
        ])

    /// Each field the type reads, by its index in the shape (see `FieldKey`).
    enum Key {
        static let platforms = FieldKey(index: 1)
        static let appName = FieldKey(index: 2)
        static let window = FieldKey(index: 3)
        static let sidebar = FieldKey(index: 4)
        static let toolbar = FieldKey(index: 5)
        static let tabBar = FieldKey(index: 6)
        static let menuBar = FieldKey(index: 7)
        static let presentation = FieldKey(index: 8)
        static let unseen = FieldKey(index: 9)
    }

    /// The fields as values, once one is set (see `ModelStorage`).
    struct Values: DecodedValues {
        var platforms: [Platform] = []
        var appName: String?
        var window: Window?
        var sidebar: Sidebar?
        var toolbar: Toolbar?
        var tabBar: TabBar?
        var menuBar: MenuBar?
        var presentation: Presentation?
        var unseen: String?
        var anchors: FieldAnchors

        init(anchors: FieldAnchors) {
            self.anchors = anchors
        }

        init(_ object: DecodedObject) {
            platforms = object.values(Key.platforms)
            appName = object.string(Key.appName)
            window = object.object(Key.window).map(Window.init)
            sidebar = object.object(Key.sidebar).map(Sidebar.init)
            toolbar = object.object(Key.toolbar).map(Toolbar.init)
            tabBar = object.object(Key.tabBar).map(TabBar.init)
            menuBar = object.object(Key.menuBar).map(MenuBar.init)
            presentation = object.value(Key.presentation)
            unseen = object.string(Key.unseen)
            anchors = object.fieldAnchors
        }
    }

    public init(_ object: DecodedObject) {
        storage = .decoded(object)
    }

    /// The platforms the description is for. A rule written for other platforms does not run; when no platform is named, every rule runs.
    public var platforms: [Platform] {
        get {
            #if DEBUG
            FactUse.note("Description.platforms")
            #endif
            return switch storage { case .decoded(let object): object.values(Key.platforms); case .edited(let box): box.values.platforms }
        }
        set { storage.edit { $0.platforms = newValue } }
    }

    /// The app's name.
    public var appName: String? {
        get {
            #if DEBUG
            FactUse.note("Description.app")
            #endif
            return switch storage { case .decoded(let object): object.string(Key.appName); case .edited(let box): box.values.appName }
        }
        set { storage.edit { $0.appName = newValue } }
    }

    /// The window or main view that holds the chrome.
    public var window: Window? {
        get {
            #if DEBUG
            FactUse.note("Description.window")
            #endif
            return switch storage { case .decoded(let object): object.object(Key.window).map(Window.init); case .edited(let box): box.values.window }
        }
        set { storage.edit { $0.window = newValue } }
    }

    /// The sidebar, if the app has one.
    public var sidebar: Sidebar? {
        get {
            #if DEBUG
            FactUse.note("Description.sidebar")
            #endif
            return switch storage { case .decoded(let object): object.object(Key.sidebar).map(Sidebar.init); case .edited(let box): box.values.sidebar }
        }
        set { storage.edit { $0.sidebar = newValue } }
    }

    /// The toolbar, if the app has one.
    public var toolbar: Toolbar? {
        get {
            #if DEBUG
            FactUse.note("Description.toolbar")
            #endif
            return switch storage { case .decoded(let object): object.object(Key.toolbar).map(Toolbar.init); case .edited(let box): box.values.toolbar }
        }
        set { storage.edit { $0.toolbar = newValue } }
    }

    /// The tab bar (or tab view that can become a sidebar), if the app has one.
    public var tabBar: TabBar? {
        get {
            #if DEBUG
            FactUse.note("Description.tabBar")
            #endif
            return switch storage { case .decoded(let object): object.object(Key.tabBar).map(TabBar.init); case .edited(let box): box.values.tabBar }
        }
        set { storage.edit { $0.tabBar = newValue } }
    }

    /// The app's menu-bar menus (macOS, and iPadOS with a keyboard), so that toolbar items and sidebar actions can be matched to commands.
    public var menuBar: MenuBar? {
        get {
            #if DEBUG
            FactUse.note("Description.menuBar")
            #endif
            return switch storage { case .decoded(let object): object.object(Key.menuBar).map(MenuBar.init); case .edited(let box): box.values.menuBar }
        }
        set { storage.edit { $0.menuBar = newValue } }
    }

    /// How the view holding this chrome is shown: window (a window or screen of its own, the default), modal (only in a sheet, popover or dialog: on macOS it has no toolbar and no visible title, its actions being the dialog's buttons), or unknown (nothing found that shows it: on macOS, findings that depend on it are info).
    public var presentation: Presentation? {
        get {
            #if DEBUG
            FactUse.note("Description.presentation")
            #endif
            return switch storage { case .decoded(let object): object.value(Key.presentation); case .edited(let box): box.values.presentation }
        }
        set { storage.edit { $0.presentation = newValue } }
    }

    /// Why the people using the app may never see this chrome, when hig-lint found a reason: no code that ships shows its view (nothing names it but previews, code under `#if DEBUG` or another flag, or views nothing shows), no target of the project compiles its file, its view controller is presented without the navigation controller its bar needs, or a feature flag or developer's setting gates it. Every finding on it is then at most info, saying so.
    public var unseen: String? {
        get {
            #if DEBUG
            FactUse.note("Description.unseen")
            #endif
            return switch storage { case .decoded(let object): object.string(Key.unseen); case .edited(let box): box.values.unseen }
        }
        set { storage.edit { $0.unseen = newValue } }
    }

    /// Where the object and each field it gave stand.
    public var anchors: FieldAnchors {
        get { switch storage { case .decoded(let object): object.fieldAnchors; case .edited(let box): box.values.anchors } }
        set { storage.edit { $0.anchors = newValue } }
    }
}

extension Menu {
    public static let shape: Shape = Shape(
        name: "menu", definition: "Menu",
        summary: "A menu-bar menu.",
        fields: [
            Field("title", .string, required: true, "The menu's title, such as File or View."),
            Field("items", .list(.object { MenuItem.shape }, xmlElement: "menuItem"), "The menu's commands."),
        ])

    /// Each field the type reads, by its index in the shape (see `FieldKey`).
    enum Key {
        static let title = FieldKey(index: 0)
        static let items = FieldKey(index: 1)
    }

    /// The fields as values, once one is set (see `ModelStorage`).
    struct Values: DecodedValues {
        var title: String = ""
        var items: [MenuItem] = []
        var anchors: FieldAnchors

        init(anchors: FieldAnchors) {
            self.anchors = anchors
        }

        init(_ object: DecodedObject) {
            title = object.string(Key.title) ?? ""
            items = object.mapObjects(Key.items, MenuItem.init)
            anchors = object.fieldAnchors
        }
    }

    public init(_ object: DecodedObject) {
        storage = .decoded(object)
    }

    /// The menu's title, such as File or View.
    public var title: String {
        get {
            #if DEBUG
            FactUse.note("Menu.title")
            #endif
            return switch storage { case .decoded(let object): object.string(Key.title) ?? ""; case .edited(let box): box.values.title }
        }
        set { storage.edit { $0.title = newValue } }
    }

    /// The menu's commands.
    public var items: [MenuItem] {
        get {
            #if DEBUG
            FactUse.note("Menu.items")
            #endif
            return switch storage { case .decoded(let object): object.mapObjects(Key.items, MenuItem.init); case .edited(let box): box.values.items }
        }
        set { storage.edit { $0.items = newValue } }
    }

    /// Where the object and each field it gave stand.
    public var anchors: FieldAnchors {
        get { switch storage { case .decoded(let object): object.fieldAnchors; case .edited(let box): box.values.anchors } }
        set { storage.edit { $0.anchors = newValue } }
    }
}

extension MenuBar {
    public static let shape: Shape = Shape(
        name: "menu bar", definition: "MenuBar",
        summary: "The app's menu-bar menus.",
        fields: [
            Field("menus", .list(.object { Menu.shape }, xmlElement: "menu"), "The menus, leading to trailing (File, Edit, View…)."),
            Field("complete", .boolean, provenance: Provenance(marks: ["menus"], when: false, reason: "the menu bar holds commands not listed here", descriptionWide: true), "false when the menus hold commands the description does not list (code that adds them could not be read), so a command missing from them may still be in the menu bar; default true."),
        ])

    /// Each field the type reads, by its index in the shape (see `FieldKey`).
    enum Key {
        static let menus = FieldKey(index: 0)
        static let complete = FieldKey(index: 1)
    }

    /// The fields as values, once one is set (see `ModelStorage`).
    struct Values: DecodedValues {
        var menus: [Menu] = []
        var complete: Bool?
        var anchors: FieldAnchors

        init(anchors: FieldAnchors) {
            self.anchors = anchors
        }

        init(_ object: DecodedObject) {
            menus = object.mapObjects(Key.menus, Menu.init)
            complete = object.bool(Key.complete)
            anchors = object.fieldAnchors
        }
    }

    public init(_ object: DecodedObject) {
        storage = .decoded(object)
    }

    /// The menus, leading to trailing (File, Edit, View…).
    public var menus: [Menu] {
        get {
            #if DEBUG
            FactUse.note("MenuBar.menus")
            #endif
            return switch storage { case .decoded(let object): object.mapObjects(Key.menus, Menu.init); case .edited(let box): box.values.menus }
        }
        set { storage.edit { $0.menus = newValue } }
    }

    /// false when the menus hold commands the description does not list (code that adds them could not be read), so a command missing from them may still be in the menu bar; default true.
    public var complete: Bool? {
        get {
            #if DEBUG
            FactUse.note("MenuBar.complete")
            #endif
            return switch storage { case .decoded(let object): object.bool(Key.complete); case .edited(let box): box.values.complete }
        }
        set { storage.edit { $0.complete = newValue } }
    }

    /// Where the object and each field it gave stand.
    public var anchors: FieldAnchors {
        get { switch storage { case .decoded(let object): object.fieldAnchors; case .edited(let box): box.values.anchors } }
        set { storage.edit { $0.anchors = newValue } }
    }
}

extension MenuItem {
    public static let shape: Shape = Shape(
        name: "menu item", definition: "MenuItem",
        summary: "A command in a menu, possibly with a submenu.",
        fields: [
            Field("title", .string, "The command's name."),
            Field("symbol", .string, "The command's SF Symbol name."),
            Field("action", .string, "An identifier shared with the toolbar item or sidebar action that does the same."),
            Field("children", .list(.object { MenuItem.shape }, xmlElement: "menuItem"), "A submenu's commands."),
        ])

    /// Each field the type reads, by its index in the shape (see `FieldKey`).
    enum Key {
        static let title = FieldKey(index: 0)
        static let symbol = FieldKey(index: 1)
        static let action = FieldKey(index: 2)
        static let children = FieldKey(index: 3)
    }

    /// The fields as values, once one is set (see `ModelStorage`).
    struct Values: DecodedValues {
        var title: String?
        var symbol: String?
        var action: String?
        var children: [MenuItem] = []
        var anchors: FieldAnchors

        init(anchors: FieldAnchors) {
            self.anchors = anchors
        }

        init(_ object: DecodedObject) {
            title = object.string(Key.title)
            symbol = object.string(Key.symbol)
            action = object.string(Key.action)
            children = object.mapObjects(Key.children, MenuItem.init)
            anchors = object.fieldAnchors
        }
    }

    public init(_ object: DecodedObject) {
        storage = .decoded(object)
    }

    /// The command's name.
    public var title: String? {
        get {
            #if DEBUG
            FactUse.note("MenuItem.title")
            #endif
            return switch storage { case .decoded(let object): object.string(Key.title); case .edited(let box): box.values.title }
        }
        set { storage.edit { $0.title = newValue } }
    }

    /// The command's SF Symbol name.
    public var symbol: String? {
        get {
            #if DEBUG
            FactUse.note("MenuItem.symbol")
            #endif
            return switch storage { case .decoded(let object): object.string(Key.symbol); case .edited(let box): box.values.symbol }
        }
        set { storage.edit { $0.symbol = newValue } }
    }

    /// An identifier shared with the toolbar item or sidebar action that does the same.
    public var action: String? {
        get {
            #if DEBUG
            FactUse.note("MenuItem.action")
            #endif
            return switch storage { case .decoded(let object): object.string(Key.action); case .edited(let box): box.values.action }
        }
        set { storage.edit { $0.action = newValue } }
    }

    /// A submenu's commands.
    public var children: [MenuItem] {
        get {
            #if DEBUG
            FactUse.note("MenuItem.children")
            #endif
            return switch storage { case .decoded(let object): object.mapObjects(Key.children, MenuItem.init); case .edited(let box): box.values.children }
        }
        set { storage.edit { $0.children = newValue } }
    }

    /// Where the object and each field it gave stand.
    public var anchors: FieldAnchors {
        get { switch storage { case .decoded(let object): object.fieldAnchors; case .edited(let box): box.values.anchors } }
        set { storage.edit { $0.anchors = newValue } }
    }
}

extension Sidebar {
    public static let shape: Shape = Shape(
        name: "sidebar", definition: "Sidebar",
        summary: "A sidebar: a tree of top-level areas and collections.",
        fields: [
            Field("editable", .boolean, "Whether people can add, remove or rename items."),
            Field("customizable", .boolean, "Whether people can choose and reorder the sidebar's contents."),
            Field("hideable", .boolean, "Whether people can hide and show the sidebar."),
            Field("hiddenByDefault", .boolean, "Whether the sidebar starts hidden."),
            Field("collapsesOnResize", .boolean, "Whether the sidebar collapses by itself when the window gets too narrow (macOS)."),
            Field("listStyle", .enumeration(values: ListStyle.allCases.map(\.rawValue)), "The list appearance: sidebar, insetGrouped, grouped, inset or plain."),
            Field("size", .enumeration(values: Size.allCases.map(\.rawValue)), "The macOS sidebar size the metrics follow: small, medium or large."),
            Field("rowHeight", .integer(minimum: 1, maximum: nil), "A custom row height in points."),
            Field("iconSize", .integer(minimum: 1, maximum: nil), "A custom icon size in points."),
            Field("fontSize", .integer(minimum: 1, maximum: nil), "A custom text size in points."),
            Field("background", .enumeration(values: Background.allCases.map(\.rawValue)), "The sidebar's background material: translucent (the system's) or opaque."),
            Field("items", .list(.object { SidebarItem.shape }, xmlElement: "item"), "The top-level items (sections or destinations)."),
            Field("dynamicItems", .boolean, "Whether more rows come from data at run time, so that the items listed are only part of the sidebar; rules about shares of the rows stay silent."),
            Field("treeFromData", .boolean, "Whether rows come from data as a tree whose depth nothing states (an outline view, SwiftUI's OutlineGroup or List(children:)); sidebar-max-depth asks a person to check it."),
            Field("mayBeContent", .string, provenance: Provenance(marks: ["*"], descriptionWide: true), "Why the column read as a sidebar may be a list of the app's content instead (an iPad split view of the classic master-detail kind whose first column is a plain list of data, such as chats or messages): every finding on the sidebar is then at most info, saying so."),
            Field("bottomBar", .object { SidebarBottomBar.shape }, "Buttons along the sidebar's bottom edge."),
        ])

    /// Each field the type reads, by its index in the shape (see `FieldKey`).
    enum Key {
        static let editable = FieldKey(index: 0)
        static let customizable = FieldKey(index: 1)
        static let hideable = FieldKey(index: 2)
        static let hiddenByDefault = FieldKey(index: 3)
        static let collapsesOnResize = FieldKey(index: 4)
        static let listStyle = FieldKey(index: 5)
        static let size = FieldKey(index: 6)
        static let rowHeight = FieldKey(index: 7)
        static let iconSize = FieldKey(index: 8)
        static let fontSize = FieldKey(index: 9)
        static let background = FieldKey(index: 10)
        static let items = FieldKey(index: 11)
        static let dynamicItems = FieldKey(index: 12)
        static let treeFromData = FieldKey(index: 13)
        static let mayBeContent = FieldKey(index: 14)
        static let bottomBar = FieldKey(index: 15)
    }

    /// The fields as values, once one is set (see `ModelStorage`).
    struct Values: DecodedValues {
        var editable: Bool?
        var customizable: Bool?
        var hideable: Bool?
        var hiddenByDefault: Bool?
        var collapsesOnResize: Bool?
        var listStyle: ListStyle?
        var size: Size?
        var rowHeight: Int?
        var iconSize: Int?
        var fontSize: Int?
        var background: Background?
        var items: ModelList<SidebarItem> = []
        var dynamicItems: Bool?
        var treeFromData: Bool?
        var mayBeContent: String?
        var bottomBar: SidebarBottomBar?
        var anchors: FieldAnchors

        init(anchors: FieldAnchors) {
            self.anchors = anchors
        }

        init(_ object: DecodedObject) {
            editable = object.bool(Key.editable)
            customizable = object.bool(Key.customizable)
            hideable = object.bool(Key.hideable)
            hiddenByDefault = object.bool(Key.hiddenByDefault)
            collapsesOnResize = object.bool(Key.collapsesOnResize)
            listStyle = object.value(Key.listStyle)
            size = object.value(Key.size)
            rowHeight = object.integer(Key.rowHeight)
            iconSize = object.integer(Key.iconSize)
            fontSize = object.integer(Key.fontSize)
            background = object.value(Key.background)
            items = object.list(Key.items)
            dynamicItems = object.bool(Key.dynamicItems)
            treeFromData = object.bool(Key.treeFromData)
            mayBeContent = object.string(Key.mayBeContent)
            bottomBar = object.object(Key.bottomBar).map(SidebarBottomBar.init)
            anchors = object.fieldAnchors
        }
    }

    public init(_ object: DecodedObject) {
        storage = .decoded(object)
    }

    /// Whether people can add, remove or rename items.
    public var editable: Bool? {
        get {
            #if DEBUG
            FactUse.note("Sidebar.editable")
            #endif
            return switch storage { case .decoded(let object): object.bool(Key.editable); case .edited(let box): box.values.editable }
        }
        set { storage.edit { $0.editable = newValue } }
    }

    /// Whether people can choose and reorder the sidebar's contents.
    public var customizable: Bool? {
        get {
            #if DEBUG
            FactUse.note("Sidebar.customizable")
            #endif
            return switch storage { case .decoded(let object): object.bool(Key.customizable); case .edited(let box): box.values.customizable }
        }
        set { storage.edit { $0.customizable = newValue } }
    }

    /// Whether people can hide and show the sidebar.
    public var hideable: Bool? {
        get {
            #if DEBUG
            FactUse.note("Sidebar.hideable")
            #endif
            return switch storage { case .decoded(let object): object.bool(Key.hideable); case .edited(let box): box.values.hideable }
        }
        set { storage.edit { $0.hideable = newValue } }
    }

    /// Whether the sidebar starts hidden.
    public var hiddenByDefault: Bool? {
        get {
            #if DEBUG
            FactUse.note("Sidebar.hiddenByDefault")
            #endif
            return switch storage { case .decoded(let object): object.bool(Key.hiddenByDefault); case .edited(let box): box.values.hiddenByDefault }
        }
        set { storage.edit { $0.hiddenByDefault = newValue } }
    }

    /// Whether the sidebar collapses by itself when the window gets too narrow (macOS).
    public var collapsesOnResize: Bool? {
        get {
            #if DEBUG
            FactUse.note("Sidebar.collapsesOnResize")
            #endif
            return switch storage { case .decoded(let object): object.bool(Key.collapsesOnResize); case .edited(let box): box.values.collapsesOnResize }
        }
        set { storage.edit { $0.collapsesOnResize = newValue } }
    }

    /// The list appearance: sidebar, insetGrouped, grouped, inset or plain.
    public var listStyle: ListStyle? {
        get {
            #if DEBUG
            FactUse.note("Sidebar.listStyle")
            #endif
            return switch storage { case .decoded(let object): object.value(Key.listStyle); case .edited(let box): box.values.listStyle }
        }
        set { storage.edit { $0.listStyle = newValue } }
    }

    /// The macOS sidebar size the metrics follow: small, medium or large.
    public var size: Size? {
        get {
            #if DEBUG
            FactUse.note("Sidebar.size")
            #endif
            return switch storage { case .decoded(let object): object.value(Key.size); case .edited(let box): box.values.size }
        }
        set { storage.edit { $0.size = newValue } }
    }

    /// A custom row height in points.
    public var rowHeight: Int? {
        get {
            #if DEBUG
            FactUse.note("Sidebar.rowHeight")
            #endif
            return switch storage { case .decoded(let object): object.integer(Key.rowHeight); case .edited(let box): box.values.rowHeight }
        }
        set { storage.edit { $0.rowHeight = newValue } }
    }

    /// A custom icon size in points.
    public var iconSize: Int? {
        get {
            #if DEBUG
            FactUse.note("Sidebar.iconSize")
            #endif
            return switch storage { case .decoded(let object): object.integer(Key.iconSize); case .edited(let box): box.values.iconSize }
        }
        set { storage.edit { $0.iconSize = newValue } }
    }

    /// A custom text size in points.
    public var fontSize: Int? {
        get {
            #if DEBUG
            FactUse.note("Sidebar.fontSize")
            #endif
            return switch storage { case .decoded(let object): object.integer(Key.fontSize); case .edited(let box): box.values.fontSize }
        }
        set { storage.edit { $0.fontSize = newValue } }
    }

    /// The sidebar's background material: translucent (the system's) or opaque.
    public var background: Background? {
        get {
            #if DEBUG
            FactUse.note("Sidebar.background")
            #endif
            return switch storage { case .decoded(let object): object.value(Key.background); case .edited(let box): box.values.background }
        }
        set { storage.edit { $0.background = newValue } }
    }

    /// The top-level items (sections or destinations).
    public var items: ModelList<SidebarItem> {
        get {
            #if DEBUG
            FactUse.note("Sidebar.items")
            #endif
            return switch storage { case .decoded(let object): object.list(Key.items); case .edited(let box): box.values.items }
        }
        set { storage.edit { $0.items = newValue } }
    }

    /// Whether more rows come from data at run time, so that the items listed are only part of the sidebar; rules about shares of the rows stay silent.
    public var dynamicItems: Bool? {
        get {
            #if DEBUG
            FactUse.note("Sidebar.dynamicItems")
            #endif
            return switch storage { case .decoded(let object): object.bool(Key.dynamicItems); case .edited(let box): box.values.dynamicItems }
        }
        set { storage.edit { $0.dynamicItems = newValue } }
    }

    /// Whether rows come from data as a tree whose depth nothing states (an outline view, SwiftUI's OutlineGroup or List(children:)); sidebar-max-depth asks a person to check it.
    public var treeFromData: Bool? {
        get {
            #if DEBUG
            FactUse.note("Sidebar.treeFromData")
            #endif
            return switch storage { case .decoded(let object): object.bool(Key.treeFromData); case .edited(let box): box.values.treeFromData }
        }
        set { storage.edit { $0.treeFromData = newValue } }
    }

    /// Why the column read as a sidebar may be a list of the app's content instead (an iPad split view of the classic master-detail kind whose first column is a plain list of data, such as chats or messages): every finding on the sidebar is then at most info, saying so.
    public var mayBeContent: String? {
        get {
            #if DEBUG
            FactUse.note("Sidebar.mayBeContent")
            #endif
            return switch storage { case .decoded(let object): object.string(Key.mayBeContent); case .edited(let box): box.values.mayBeContent }
        }
        set { storage.edit { $0.mayBeContent = newValue } }
    }

    /// Buttons along the sidebar's bottom edge.
    public var bottomBar: SidebarBottomBar? {
        get {
            #if DEBUG
            FactUse.note("Sidebar.bottomBar")
            #endif
            return switch storage { case .decoded(let object): object.object(Key.bottomBar).map(SidebarBottomBar.init); case .edited(let box): box.values.bottomBar }
        }
        set { storage.edit { $0.bottomBar = newValue } }
    }

    /// Where the object and each field it gave stand.
    public var anchors: FieldAnchors {
        get { switch storage { case .decoded(let object): object.fieldAnchors; case .edited(let box): box.values.anchors } }
        set { storage.edit { $0.anchors = newValue } }
    }
}

extension SidebarBottomBar {
    public static let shape: Shape = Shape(
        name: "sidebar bottom bar", definition: "SidebarBottomBar",
        summary: "Buttons along the bottom edge of a sidebar.",
        fields: [
            Field("items", .list(.object { BottomBarItem.shape }, xmlElement: "item"), "The buttons, leading to trailing."),
        ])

    /// Each field the type reads, by its index in the shape (see `FieldKey`).
    enum Key {
        static let items = FieldKey(index: 0)
    }

    /// The fields as values, once one is set (see `ModelStorage`).
    struct Values: DecodedValues {
        var items: [BottomBarItem] = []
        var anchors: FieldAnchors

        init(anchors: FieldAnchors) {
            self.anchors = anchors
        }

        init(_ object: DecodedObject) {
            items = object.mapObjects(Key.items, BottomBarItem.init)
            anchors = object.fieldAnchors
        }
    }

    public init(_ object: DecodedObject) {
        storage = .decoded(object)
    }

    /// The buttons, leading to trailing.
    public var items: [BottomBarItem] {
        get {
            #if DEBUG
            FactUse.note("SidebarBottomBar.items")
            #endif
            return switch storage { case .decoded(let object): object.mapObjects(Key.items, BottomBarItem.init); case .edited(let box): box.values.items }
        }
        set { storage.edit { $0.items = newValue } }
    }

    /// Where the object and each field it gave stand.
    public var anchors: FieldAnchors {
        get { switch storage { case .decoded(let object): object.fieldAnchors; case .edited(let box): box.values.anchors } }
        set { storage.edit { $0.anchors = newValue } }
    }
}

extension SidebarItem {
    public static let shape: Shape = Shape(
        name: "sidebar item", definition: "SidebarItem",
        summary: "A sidebar row: a section or a destination.",
        fields: [
            Field("id", .string, "An identifier other parts of the description (or an imported file) use for the row."),
            Field("kind", .enumeration(values: Kind.allCases.map(\.rawValue)), "What the row is: a section (group label), a destination, or a command."),
            Field("title", .string, required: true, "The row's text."),
            Field("symbol", .string, "The icon as an SF Symbol name, such as tray or folder."),
            Field("image", .string, "The icon as a custom image name."),
            Field("iconColor", .color, "The icon's colour: accent or default to follow the person's accent colour (the default), or a fixed colour such as #FF9500 or systemOrange."),
            Field("imageScales", .list(.enumeration(values: ImageScale.allCases.map(\.rawValue)), xmlElement: nil), "The resolutions a custom image comes in: 1x, 2x, 3x."),
            Field("imageSizes", .list(.enumeration(values: Sidebar.Size.allCases.map(\.rawValue)), xmlElement: nil), "The sidebar sizes a custom image is drawn for: small, medium, large."),
            Field("actions", .list(.object { SidebarItemAction.shape }, xmlElement: "action"), "Actions people can take on the row, and where each is offered."),
            Field("selectsTab", .string, "The id of the tab that selecting the row switches to."),
            Field("children", .list(.object { SidebarItem.shape }, xmlElement: "item"), "The items nested under this one."),
        ],
        exclusive: [["symbol", "image"]])

    /// Each field the type reads, by its index in the shape (see `FieldKey`).
    enum Key {
        static let id = FieldKey(index: 0)
        static let kind = FieldKey(index: 1)
        static let title = FieldKey(index: 2)
        static let symbol = FieldKey(index: 3)
        static let image = FieldKey(index: 4)
        static let iconColor = FieldKey(index: 5)
        static let imageScales = FieldKey(index: 6)
        static let imageSizes = FieldKey(index: 7)
        static let actions = FieldKey(index: 8)
        static let selectsTab = FieldKey(index: 9)
        static let children = FieldKey(index: 10)
    }

    /// The fields as values, once one is set (see `ModelStorage`).
    struct Values: DecodedValues {
        var id: String?
        var kind: Kind?
        var title: String = ""
        var symbol: String?
        var image: String?
        var iconColor: ColorValue?
        var imageScales: [ImageScale] = []
        var imageSizes: [Sidebar.Size] = []
        var actions: [SidebarItemAction] = []
        var selectsTab: String?
        var children: ModelList<SidebarItem> = []
        var anchors: FieldAnchors

        init(anchors: FieldAnchors) {
            self.anchors = anchors
        }

        init(_ object: DecodedObject) {
            id = object.string(Key.id)
            kind = object.value(Key.kind)
            title = object.string(Key.title) ?? ""
            symbol = object.string(Key.symbol)
            image = object.string(Key.image)
            iconColor = object.color(Key.iconColor)
            imageScales = object.values(Key.imageScales)
            imageSizes = object.values(Key.imageSizes)
            actions = object.mapObjects(Key.actions, SidebarItemAction.init)
            selectsTab = object.string(Key.selectsTab)
            children = object.list(Key.children)
            anchors = object.fieldAnchors
        }
    }

    public init(_ object: DecodedObject) {
        storage = .decoded(object)
    }

    /// An identifier other parts of the description (or an imported file) use for the row.
    public var id: String? {
        get {
            #if DEBUG
            FactUse.note("SidebarItem.id")
            #endif
            return switch storage { case .decoded(let object): object.string(Key.id); case .edited(let box): box.values.id }
        }
        set { storage.edit { $0.id = newValue } }
    }

    /// What the row is: a section (group label), a destination, or a command.
    public var kind: Kind? {
        get {
            #if DEBUG
            FactUse.note("SidebarItem.kind")
            #endif
            return switch storage { case .decoded(let object): object.value(Key.kind); case .edited(let box): box.values.kind }
        }
        set { storage.edit { $0.kind = newValue } }
    }

    /// The row's text.
    public var title: String {
        get {
            #if DEBUG
            FactUse.note("SidebarItem.title")
            #endif
            return switch storage { case .decoded(let object): object.string(Key.title) ?? ""; case .edited(let box): box.values.title }
        }
        set { storage.edit { $0.title = newValue } }
    }

    /// The icon as an SF Symbol name, such as tray or folder.
    public var symbol: String? {
        get {
            #if DEBUG
            FactUse.note("SidebarItem.symbol")
            #endif
            return switch storage { case .decoded(let object): object.string(Key.symbol); case .edited(let box): box.values.symbol }
        }
        set { storage.edit { $0.symbol = newValue } }
    }

    /// The icon as a custom image name.
    public var image: String? {
        get {
            #if DEBUG
            FactUse.note("SidebarItem.image")
            #endif
            return switch storage { case .decoded(let object): object.string(Key.image); case .edited(let box): box.values.image }
        }
        set { storage.edit { $0.image = newValue } }
    }

    /// The icon's colour: accent or default to follow the person's accent colour (the default), or a fixed colour such as #FF9500 or systemOrange.
    public var iconColor: ColorValue? {
        get {
            #if DEBUG
            FactUse.note("SidebarItem.iconColor")
            #endif
            return switch storage { case .decoded(let object): object.color(Key.iconColor); case .edited(let box): box.values.iconColor }
        }
        set { storage.edit { $0.iconColor = newValue } }
    }

    /// The resolutions a custom image comes in: 1x, 2x, 3x.
    public var imageScales: [ImageScale] {
        get {
            #if DEBUG
            FactUse.note("SidebarItem.imageScales")
            #endif
            return switch storage { case .decoded(let object): object.values(Key.imageScales); case .edited(let box): box.values.imageScales }
        }
        set { storage.edit { $0.imageScales = newValue } }
    }

    /// The sidebar sizes a custom image is drawn for: small, medium, large.
    public var imageSizes: [Sidebar.Size] {
        get {
            #if DEBUG
            FactUse.note("SidebarItem.imageSizes")
            #endif
            return switch storage { case .decoded(let object): object.values(Key.imageSizes); case .edited(let box): box.values.imageSizes }
        }
        set { storage.edit { $0.imageSizes = newValue } }
    }

    /// Actions people can take on the row, and where each is offered.
    public var actions: [SidebarItemAction] {
        get {
            #if DEBUG
            FactUse.note("SidebarItem.actions")
            #endif
            return switch storage { case .decoded(let object): object.mapObjects(Key.actions, SidebarItemAction.init); case .edited(let box): box.values.actions }
        }
        set { storage.edit { $0.actions = newValue } }
    }

    /// The id of the tab that selecting the row switches to.
    public var selectsTab: String? {
        get {
            #if DEBUG
            FactUse.note("SidebarItem.selectsTab")
            #endif
            return switch storage { case .decoded(let object): object.string(Key.selectsTab); case .edited(let box): box.values.selectsTab }
        }
        set { storage.edit { $0.selectsTab = newValue } }
    }

    /// The items nested under this one.
    public var children: ModelList<SidebarItem> {
        get {
            #if DEBUG
            FactUse.note("SidebarItem.children")
            #endif
            return switch storage { case .decoded(let object): object.list(Key.children); case .edited(let box): box.values.children }
        }
        set { storage.edit { $0.children = newValue } }
    }

    /// Where the object and each field it gave stand.
    public var anchors: FieldAnchors {
        get { switch storage { case .decoded(let object): object.fieldAnchors; case .edited(let box): box.values.anchors } }
        set { storage.edit { $0.anchors = newValue } }
    }
}

extension SidebarItemAction {
    public static let shape: Shape = Shape(
        name: "sidebar item action", definition: "SidebarItemAction",
        summary: "An action on a sidebar row and where it is offered.",
        fields: [
            Field("kind", .enumeration(values: Kind.allCases.map(\.rawValue)), "What the action does: remove, rename, edit, info, share or other."),
            Field("title", .string, "The action's name as people see it."),
            Field("inContextMenu", .boolean, "Whether the row's context menu offers it."),
            Field("menuCommand", .string, "The action id of the menu-bar command that does the same (see menuBar)."),
        ])

    /// Each field the type reads, by its index in the shape (see `FieldKey`).
    enum Key {
        static let kind = FieldKey(index: 0)
        static let title = FieldKey(index: 1)
        static let inContextMenu = FieldKey(index: 2)
        static let menuCommand = FieldKey(index: 3)
    }

    /// The fields as values, once one is set (see `ModelStorage`).
    struct Values: DecodedValues {
        var kind: Kind?
        var title: String?
        var inContextMenu: Bool?
        var menuCommand: String?
        var anchors: FieldAnchors

        init(anchors: FieldAnchors) {
            self.anchors = anchors
        }

        init(_ object: DecodedObject) {
            kind = object.value(Key.kind)
            title = object.string(Key.title)
            inContextMenu = object.bool(Key.inContextMenu)
            menuCommand = object.string(Key.menuCommand)
            anchors = object.fieldAnchors
        }
    }

    public init(_ object: DecodedObject) {
        storage = .decoded(object)
    }

    /// What the action does: remove, rename, edit, info, share or other.
    public var kind: Kind? {
        get {
            #if DEBUG
            FactUse.note("SidebarItemAction.kind")
            #endif
            return switch storage { case .decoded(let object): object.value(Key.kind); case .edited(let box): box.values.kind }
        }
        set { storage.edit { $0.kind = newValue } }
    }

    /// The action's name as people see it.
    public var title: String? {
        get {
            #if DEBUG
            FactUse.note("SidebarItemAction.title")
            #endif
            return switch storage { case .decoded(let object): object.string(Key.title); case .edited(let box): box.values.title }
        }
        set { storage.edit { $0.title = newValue } }
    }

    /// Whether the row's context menu offers it.
    public var inContextMenu: Bool? {
        get {
            #if DEBUG
            FactUse.note("SidebarItemAction.inContextMenu")
            #endif
            return switch storage { case .decoded(let object): object.bool(Key.inContextMenu); case .edited(let box): box.values.inContextMenu }
        }
        set { storage.edit { $0.inContextMenu = newValue } }
    }

    /// The action id of the menu-bar command that does the same (see menuBar).
    public var menuCommand: String? {
        get {
            #if DEBUG
            FactUse.note("SidebarItemAction.menuCommand")
            #endif
            return switch storage { case .decoded(let object): object.string(Key.menuCommand); case .edited(let box): box.values.menuCommand }
        }
        set { storage.edit { $0.menuCommand = newValue } }
    }

    /// Where the object and each field it gave stand.
    public var anchors: FieldAnchors {
        get { switch storage { case .decoded(let object): object.fieldAnchors; case .edited(let box): box.values.anchors } }
        set { storage.edit { $0.anchors = newValue } }
    }
}

extension Tab {
    public static let shape: Shape = Shape(
        name: "tab", definition: "Tab",
        summary: "A tab, or a tab group when it has children.",
        fields: [
            Field("id", .string, "An identifier, used by sidebar rows that select the tab."),
            Field("title", .string, "The tab's title."),
            Field("symbol", .string, "The tab's image as an SF Symbol name, such as house or magnifyingglass."),
            Field("image", .string, "The tab's image as a custom image name."),
            Field("placement", .enumeration(values: Placement.allCases.map(\.rawValue), aliases: ["automatic": "default"]), "Where the tab may be shown: default, fixed, optional, movable, pinned or sidebarOnly."),
            Field("role", .enumeration(values: Role.allCases.map(\.rawValue)), "A system role: search for the search tab."),
            Field("children", .list(.object { Tab.shape }, xmlElement: "tab"), "The tabs of a tab group."),
            Field("sidebar", .object { Sidebar.shape }, "A sidebar shown inside the tab."),
        ],
        exclusive: [["symbol", "image"]])

    /// Each field the type reads, by its index in the shape (see `FieldKey`).
    enum Key {
        static let id = FieldKey(index: 0)
        static let title = FieldKey(index: 1)
        static let symbol = FieldKey(index: 2)
        static let image = FieldKey(index: 3)
        static let placement = FieldKey(index: 4)
        static let role = FieldKey(index: 5)
        static let children = FieldKey(index: 6)
        static let sidebar = FieldKey(index: 7)
    }

    /// The fields as values, once one is set (see `ModelStorage`).
    struct Values: DecodedValues {
        var id: String?
        var title: String?
        var symbol: String?
        var image: String?
        var placement: Placement?
        var role: Role?
        var children: [Tab] = []
        var sidebar: Sidebar?
        var anchors: FieldAnchors

        init(anchors: FieldAnchors) {
            self.anchors = anchors
        }

        init(_ object: DecodedObject) {
            id = object.string(Key.id)
            title = object.string(Key.title)
            symbol = object.string(Key.symbol)
            image = object.string(Key.image)
            placement = object.value(Key.placement)
            role = object.value(Key.role)
            children = object.mapObjects(Key.children, Tab.init)
            sidebar = object.object(Key.sidebar).map(Sidebar.init)
            anchors = object.fieldAnchors
        }
    }

    public init(_ object: DecodedObject) {
        storage = .decoded(object)
    }

    /// An identifier, used by sidebar rows that select the tab.
    public var id: String? {
        get {
            #if DEBUG
            FactUse.note("Tab.id")
            #endif
            return switch storage { case .decoded(let object): object.string(Key.id); case .edited(let box): box.values.id }
        }
        set { storage.edit { $0.id = newValue } }
    }

    /// The tab's title.
    public var title: String? {
        get {
            #if DEBUG
            FactUse.note("Tab.title")
            #endif
            return switch storage { case .decoded(let object): object.string(Key.title); case .edited(let box): box.values.title }
        }
        set { storage.edit { $0.title = newValue } }
    }

    /// The tab's image as an SF Symbol name, such as house or magnifyingglass.
    public var symbol: String? {
        get {
            #if DEBUG
            FactUse.note("Tab.symbol")
            #endif
            return switch storage { case .decoded(let object): object.string(Key.symbol); case .edited(let box): box.values.symbol }
        }
        set { storage.edit { $0.symbol = newValue } }
    }

    /// The tab's image as a custom image name.
    public var image: String? {
        get {
            #if DEBUG
            FactUse.note("Tab.image")
            #endif
            return switch storage { case .decoded(let object): object.string(Key.image); case .edited(let box): box.values.image }
        }
        set { storage.edit { $0.image = newValue } }
    }

    /// Where the tab may be shown: default, fixed, optional, movable, pinned or sidebarOnly.
    public var placement: Placement? {
        get {
            #if DEBUG
            FactUse.note("Tab.placement")
            #endif
            return switch storage { case .decoded(let object): object.value(Key.placement); case .edited(let box): box.values.placement }
        }
        set { storage.edit { $0.placement = newValue } }
    }

    /// A system role: search for the search tab.
    public var role: Role? {
        get {
            #if DEBUG
            FactUse.note("Tab.role")
            #endif
            return switch storage { case .decoded(let object): object.value(Key.role); case .edited(let box): box.values.role }
        }
        set { storage.edit { $0.role = newValue } }
    }

    /// The tabs of a tab group.
    public var children: [Tab] {
        get {
            #if DEBUG
            FactUse.note("Tab.children")
            #endif
            return switch storage { case .decoded(let object): object.mapObjects(Key.children, Tab.init); case .edited(let box): box.values.children }
        }
        set { storage.edit { $0.children = newValue } }
    }

    /// A sidebar shown inside the tab.
    public var sidebar: Sidebar? {
        get {
            #if DEBUG
            FactUse.note("Tab.sidebar")
            #endif
            return switch storage { case .decoded(let object): object.object(Key.sidebar).map(Sidebar.init); case .edited(let box): box.values.sidebar }
        }
        set { storage.edit { $0.sidebar = newValue } }
    }

    /// Where the object and each field it gave stand.
    public var anchors: FieldAnchors {
        get { switch storage { case .decoded(let object): object.fieldAnchors; case .edited(let box): box.values.anchors } }
        set { storage.edit { $0.anchors = newValue } }
    }
}

extension TabBar {
    public static let shape: Shape = Shape(
        name: "tab bar", definition: "TabBar",
        summary: "A tab bar, which on iPadOS can also show its tabs as a sidebar.",
        fields: [
            Field("style", .enumeration(values: Style.allCases.map(\.rawValue), aliases: ["sidebarAdaptableTabBar": "sidebarAdaptable"]), "tabBar for tabs only; sidebarAdaptable for a tab bar that people can turn into a sidebar."),
            Field("kind", .enumeration(values: Kind.allCases.map(\.rawValue)), "Whether the system draws the tab bar (system) or the app draws its own in its place (custom)."),
            Field("customizable", .boolean, "Whether people can add, remove and reorder tabs."),
            Field("tabs", .list(.object { Tab.shape }, xmlElement: "tab"), "The tabs, leading to trailing."),
            Field("dynamicTabs", .boolean, "Whether more tabs come from data at run time, so that the tabs listed are only part of the bar."),
            Field("tabsFromData", .list(.object { Tab.shape }, xmlElement: "tabFromData"), "Tabs the bar's data may hold, as the code states them where it makes its values (a tab built for each value of a list the code fills elsewhere). Which of them the bar shows, and in what order, is known only at run time: rules about one tab check them, rules that count tabs do not."),
        ])

    /// Each field the type reads, by its index in the shape (see `FieldKey`).
    enum Key {
        static let style = FieldKey(index: 0)
        static let kind = FieldKey(index: 1)
        static let customizable = FieldKey(index: 2)
        static let tabs = FieldKey(index: 3)
        static let dynamicTabs = FieldKey(index: 4)
        static let tabsFromData = FieldKey(index: 5)
    }

    /// The fields as values, once one is set (see `ModelStorage`).
    struct Values: DecodedValues {
        var style: Style?
        var kind: Kind?
        var customizable: Bool?
        var tabs: [Tab] = []
        var dynamicTabs: Bool?
        var tabsFromData: [Tab] = []
        var anchors: FieldAnchors

        init(anchors: FieldAnchors) {
            self.anchors = anchors
        }

        init(_ object: DecodedObject) {
            style = object.value(Key.style)
            kind = object.value(Key.kind)
            customizable = object.bool(Key.customizable)
            tabs = object.mapObjects(Key.tabs, Tab.init)
            dynamicTabs = object.bool(Key.dynamicTabs)
            tabsFromData = object.mapObjects(Key.tabsFromData, Tab.init)
            anchors = object.fieldAnchors
        }
    }

    public init(_ object: DecodedObject) {
        storage = .decoded(object)
    }

    /// tabBar for tabs only; sidebarAdaptable for a tab bar that people can turn into a sidebar.
    public var style: Style? {
        get {
            #if DEBUG
            FactUse.note("TabBar.style")
            #endif
            return switch storage { case .decoded(let object): object.value(Key.style); case .edited(let box): box.values.style }
        }
        set { storage.edit { $0.style = newValue } }
    }

    /// Whether the system draws the tab bar (system) or the app draws its own in its place (custom).
    public var kind: Kind? {
        get {
            #if DEBUG
            FactUse.note("TabBar.kind")
            #endif
            return switch storage { case .decoded(let object): object.value(Key.kind); case .edited(let box): box.values.kind }
        }
        set { storage.edit { $0.kind = newValue } }
    }

    /// Whether people can add, remove and reorder tabs.
    public var customizable: Bool? {
        get {
            #if DEBUG
            FactUse.note("TabBar.customizable")
            #endif
            return switch storage { case .decoded(let object): object.bool(Key.customizable); case .edited(let box): box.values.customizable }
        }
        set { storage.edit { $0.customizable = newValue } }
    }

    /// The tabs, leading to trailing.
    public var tabs: [Tab] {
        get {
            #if DEBUG
            FactUse.note("TabBar.tabs")
            #endif
            return switch storage { case .decoded(let object): object.mapObjects(Key.tabs, Tab.init); case .edited(let box): box.values.tabs }
        }
        set { storage.edit { $0.tabs = newValue } }
    }

    /// Whether more tabs come from data at run time, so that the tabs listed are only part of the bar.
    public var dynamicTabs: Bool? {
        get {
            #if DEBUG
            FactUse.note("TabBar.dynamicTabs")
            #endif
            return switch storage { case .decoded(let object): object.bool(Key.dynamicTabs); case .edited(let box): box.values.dynamicTabs }
        }
        set { storage.edit { $0.dynamicTabs = newValue } }
    }

    /// Tabs the bar's data may hold, as the code states them where it makes its values (a tab built for each value of a list the code fills elsewhere). Which of them the bar shows, and in what order, is known only at run time: rules about one tab check them, rules that count tabs do not.
    public var tabsFromData: [Tab] {
        get {
            #if DEBUG
            FactUse.note("TabBar.tabsFromData")
            #endif
            return switch storage { case .decoded(let object): object.mapObjects(Key.tabsFromData, Tab.init); case .edited(let box): box.values.tabsFromData }
        }
        set { storage.edit { $0.tabsFromData = newValue } }
    }

    /// Where the object and each field it gave stand.
    public var anchors: FieldAnchors {
        get { switch storage { case .decoded(let object): object.fieldAnchors; case .edited(let box): box.values.anchors } }
        set { storage.edit { $0.anchors = newValue } }
    }
}

extension Toolbar {
    public static let shape: Shape = Shape(
        name: "toolbar", definition: "Toolbar",
        summary: "A toolbar: a title and groups of controls.",
        fields: [
            Field("title", .string, "The title shown in the toolbar."),
            Field("titleContinues", .boolean, "true when code adds text to the title that is only known when the app runs (a counter, a name): title holds what the code writes, with … for each value added, and the title rules judge only that (a length is at least its written characters)."),
            Field("titleInferred", .string, provenance: Provenance(marks: ["title"]), "Why people may never see the title as written, when hig-lint found a reason (a fallback shown only when a value is missing: `name ?? \"Untitled\"`). Title findings are then info, saying so."),
            Field("kind", .enumeration(values: Kind.allCases.map(\.rawValue)), "Whether the system draws the toolbar (system) or the app draws its own (custom)."),
            Field("orientation", .enumeration(values: Orientation.allCases.map(\.rawValue)), "Whether the items run horizontally (the default) or vertically."),
            Field("customizable", .boolean, "Whether people can add, remove and rearrange items."),
            Field("background", .color, "A background colour the app sets instead of the system's; default for the system's."),
            Field("tint", .color, "A tint the app applies to the toolbar's controls; default for none."),
            Field("autoHides", .boolean, "Whether the toolbar hides itself, for example while people read or watch full screen."),
            Field("restorable", .boolean, "Whether people can always bring a hidden toolbar back."),
            Field("sidebarColumn", .boolean, "Whether this is the bar of a split view's sidebar column, whose title on iPad heads the sidebar rather than naming the window."),
            Field("minimumWidth", .integer(minimum: 0, maximum: nil), "The width in points the toolbar needs to show every item."),
            Field("itemsTogetherInferred", .string, provenance: Provenance(marks: ["groups"]), "Why the items listed may never show together, when hig-lint found a reason: they rest on conditions of the code it cannot relate to each other (`if showSettings { … }` beside `if isMoving { … }`), so findings that rest on several items shown at once are info, saying so."),
            Field("groups", .list(.object { ToolbarGroup.shape }, xmlElement: "group"), "The groups of controls, leading to trailing."),
            Field("variants", .list(.object { ToolbarVariant.shape }, xmlElement: "variant"), "The same toolbar as other platforms show it, to compare groupings across platforms."),
        ])

    /// Each field the type reads, by its index in the shape (see `FieldKey`).
    enum Key {
        static let title = FieldKey(index: 0)
        static let titleContinues = FieldKey(index: 1)
        static let titleInferred = FieldKey(index: 2)
        static let kind = FieldKey(index: 3)
        static let orientation = FieldKey(index: 4)
        static let customizable = FieldKey(index: 5)
        static let background = FieldKey(index: 6)
        static let tint = FieldKey(index: 7)
        static let autoHides = FieldKey(index: 8)
        static let restorable = FieldKey(index: 9)
        static let sidebarColumn = FieldKey(index: 10)
        static let minimumWidth = FieldKey(index: 11)
        static let itemsTogetherInferred = FieldKey(index: 12)
        static let groups = FieldKey(index: 13)
        static let variants = FieldKey(index: 14)
    }

    /// The fields as values, once one is set (see `ModelStorage`).
    struct Values: DecodedValues {
        var title: String?
        var titleContinues: Bool?
        var titleInferred: String?
        var kind: Kind?
        var orientation: Orientation?
        var customizable: Bool?
        var background: ColorValue?
        var tint: ColorValue?
        var autoHides: Bool?
        var restorable: Bool?
        var sidebarColumn: Bool?
        var minimumWidth: Int?
        var itemsTogetherInferred: String?
        var groups: [ToolbarGroup] = []
        var variants: [ToolbarVariant] = []
        var anchors: FieldAnchors

        init(anchors: FieldAnchors) {
            self.anchors = anchors
        }

        init(_ object: DecodedObject) {
            title = object.string(Key.title)
            titleContinues = object.bool(Key.titleContinues)
            titleInferred = object.string(Key.titleInferred)
            kind = object.value(Key.kind)
            orientation = object.value(Key.orientation)
            customizable = object.bool(Key.customizable)
            background = object.color(Key.background)
            tint = object.color(Key.tint)
            autoHides = object.bool(Key.autoHides)
            restorable = object.bool(Key.restorable)
            sidebarColumn = object.bool(Key.sidebarColumn)
            minimumWidth = object.integer(Key.minimumWidth)
            itemsTogetherInferred = object.string(Key.itemsTogetherInferred)
            groups = object.mapObjects(Key.groups, ToolbarGroup.init)
            variants = object.mapObjects(Key.variants, ToolbarVariant.init)
            anchors = object.fieldAnchors
        }
    }

    public init(_ object: DecodedObject) {
        storage = .decoded(object)
    }

    /// The title shown in the toolbar.
    public var title: String? {
        get {
            #if DEBUG
            FactUse.note("Toolbar.title")
            #endif
            return switch storage { case .decoded(let object): object.string(Key.title); case .edited(let box): box.values.title }
        }
        set { storage.edit { $0.title = newValue } }
    }

    /// true when code adds text to the title that is only known when the app runs (a counter, a name): title holds what the code writes, with … for each value added, and the title rules judge only that (a length is at least its written characters).
    public var titleContinues: Bool? {
        get {
            #if DEBUG
            FactUse.note("Toolbar.titleContinues")
            #endif
            return switch storage { case .decoded(let object): object.bool(Key.titleContinues); case .edited(let box): box.values.titleContinues }
        }
        set { storage.edit { $0.titleContinues = newValue } }
    }

    /// Why people may never see the title as written, when hig-lint found a reason (a fallback shown only when a value is missing: `name ?? "Untitled"`). Title findings are then info, saying so.
    public var titleInferred: String? {
        get {
            #if DEBUG
            FactUse.note("Toolbar.titleInferred")
            #endif
            return switch storage { case .decoded(let object): object.string(Key.titleInferred); case .edited(let box): box.values.titleInferred }
        }
        set { storage.edit { $0.titleInferred = newValue } }
    }

    /// Whether the system draws the toolbar (system) or the app draws its own (custom).
    public var kind: Kind? {
        get {
            #if DEBUG
            FactUse.note("Toolbar.kind")
            #endif
            return switch storage { case .decoded(let object): object.value(Key.kind); case .edited(let box): box.values.kind }
        }
        set { storage.edit { $0.kind = newValue } }
    }

    /// Whether the items run horizontally (the default) or vertically.
    public var orientation: Orientation? {
        get {
            #if DEBUG
            FactUse.note("Toolbar.orientation")
            #endif
            return switch storage { case .decoded(let object): object.value(Key.orientation); case .edited(let box): box.values.orientation }
        }
        set { storage.edit { $0.orientation = newValue } }
    }

    /// Whether people can add, remove and rearrange items.
    public var customizable: Bool? {
        get {
            #if DEBUG
            FactUse.note("Toolbar.customizable")
            #endif
            return switch storage { case .decoded(let object): object.bool(Key.customizable); case .edited(let box): box.values.customizable }
        }
        set { storage.edit { $0.customizable = newValue } }
    }

    /// A background colour the app sets instead of the system's; default for the system's.
    public var background: ColorValue? {
        get {
            #if DEBUG
            FactUse.note("Toolbar.background")
            #endif
            return switch storage { case .decoded(let object): object.color(Key.background); case .edited(let box): box.values.background }
        }
        set { storage.edit { $0.background = newValue } }
    }

    /// A tint the app applies to the toolbar's controls; default for none.
    public var tint: ColorValue? {
        get {
            #if DEBUG
            FactUse.note("Toolbar.tint")
            #endif
            return switch storage { case .decoded(let object): object.color(Key.tint); case .edited(let box): box.values.tint }
        }
        set { storage.edit { $0.tint = newValue } }
    }

    /// Whether the toolbar hides itself, for example while people read or watch full screen.
    public var autoHides: Bool? {
        get {
            #if DEBUG
            FactUse.note("Toolbar.autoHides")
            #endif
            return switch storage { case .decoded(let object): object.bool(Key.autoHides); case .edited(let box): box.values.autoHides }
        }
        set { storage.edit { $0.autoHides = newValue } }
    }

    /// Whether people can always bring a hidden toolbar back.
    public var restorable: Bool? {
        get {
            #if DEBUG
            FactUse.note("Toolbar.restorable")
            #endif
            return switch storage { case .decoded(let object): object.bool(Key.restorable); case .edited(let box): box.values.restorable }
        }
        set { storage.edit { $0.restorable = newValue } }
    }

    /// Whether this is the bar of a split view's sidebar column, whose title on iPad heads the sidebar rather than naming the window.
    public var sidebarColumn: Bool? {
        get {
            #if DEBUG
            FactUse.note("Toolbar.sidebarColumn")
            #endif
            return switch storage { case .decoded(let object): object.bool(Key.sidebarColumn); case .edited(let box): box.values.sidebarColumn }
        }
        set { storage.edit { $0.sidebarColumn = newValue } }
    }

    /// The width in points the toolbar needs to show every item.
    public var minimumWidth: Int? {
        get {
            #if DEBUG
            FactUse.note("Toolbar.minimumWidth")
            #endif
            return switch storage { case .decoded(let object): object.integer(Key.minimumWidth); case .edited(let box): box.values.minimumWidth }
        }
        set { storage.edit { $0.minimumWidth = newValue } }
    }

    /// Why the items listed may never show together, when hig-lint found a reason: they rest on conditions of the code it cannot relate to each other (`if showSettings { … }` beside `if isMoving { … }`), so findings that rest on several items shown at once are info, saying so.
    public var itemsTogetherInferred: String? {
        get {
            #if DEBUG
            FactUse.note("Toolbar.itemsTogetherInferred")
            #endif
            return switch storage { case .decoded(let object): object.string(Key.itemsTogetherInferred); case .edited(let box): box.values.itemsTogetherInferred }
        }
        set { storage.edit { $0.itemsTogetherInferred = newValue } }
    }

    /// The groups of controls, leading to trailing.
    public var groups: [ToolbarGroup] {
        get {
            #if DEBUG
            FactUse.note("Toolbar.groups")
            #endif
            return switch storage { case .decoded(let object): object.mapObjects(Key.groups, ToolbarGroup.init); case .edited(let box): box.values.groups }
        }
        set { storage.edit { $0.groups = newValue } }
    }

    /// The same toolbar as other platforms show it, to compare groupings across platforms.
    public var variants: [ToolbarVariant] {
        get {
            #if DEBUG
            FactUse.note("Toolbar.variants")
            #endif
            return switch storage { case .decoded(let object): object.mapObjects(Key.variants, ToolbarVariant.init); case .edited(let box): box.values.variants }
        }
        set { storage.edit { $0.variants = newValue } }
    }

    /// Where the object and each field it gave stand.
    public var anchors: FieldAnchors {
        get { switch storage { case .decoded(let object): object.fieldAnchors; case .edited(let box): box.values.anchors } }
        set { storage.edit { $0.anchors = newValue } }
    }
}

extension ToolbarGroup {
    public static let shape: Shape = Shape(
        name: "toolbar group", definition: "ToolbarGroup",
        summary: "Related toolbar items sharing one placement.",
        fields: [
            Field("placement", .enumeration(values: Placement.allCases.map(\.rawValue), aliases: placementAliases, refused: refusedPlacements), "Where the group sits: leading, center, trailing, or bottom (the iPhone bottom toolbar). SwiftUI names such as topBarLeading, principal and confirmationAction are accepted where they mean one place on every platform."),
            Field("items", .list(.object { ToolbarItem.shape }, xmlElement: "item"), "The group's items, leading to trailing."),
        ])

    /// Each field the type reads, by its index in the shape (see `FieldKey`).
    enum Key {
        static let placement = FieldKey(index: 0)
        static let items = FieldKey(index: 1)
    }

    /// The fields as values, once one is set (see `ModelStorage`).
    struct Values: DecodedValues {
        var placement: Placement?
        var items: [ToolbarItem] = []
        var anchors: FieldAnchors

        init(anchors: FieldAnchors) {
            self.anchors = anchors
        }

        init(_ object: DecodedObject) {
            placement = object.value(Key.placement)
            items = object.mapObjects(Key.items, ToolbarItem.init)
            anchors = object.fieldAnchors
        }
    }

    public init(_ object: DecodedObject) {
        storage = .decoded(object)
    }

    /// Where the group sits: leading, center, trailing, or bottom (the iPhone bottom toolbar). SwiftUI names such as topBarLeading, principal and confirmationAction are accepted where they mean one place on every platform.
    public var placement: Placement? {
        get {
            #if DEBUG
            FactUse.note("ToolbarGroup.placement")
            #endif
            return switch storage { case .decoded(let object): object.value(Key.placement); case .edited(let box): box.values.placement }
        }
        set { storage.edit { $0.placement = newValue } }
    }

    /// The group's items, leading to trailing.
    public var items: [ToolbarItem] {
        get {
            #if DEBUG
            FactUse.note("ToolbarGroup.items")
            #endif
            return switch storage { case .decoded(let object): object.mapObjects(Key.items, ToolbarItem.init); case .edited(let box): box.values.items }
        }
        set { storage.edit { $0.items = newValue } }
    }

    /// Where the object and each field it gave stand.
    public var anchors: FieldAnchors {
        get { switch storage { case .decoded(let object): object.fieldAnchors; case .edited(let box): box.values.anchors } }
        set { storage.edit { $0.anchors = newValue } }
    }
}

extension ToolbarItem {
    public static let shape: Shape = Shape(
        name: "toolbar item", definition: "ToolbarItem",
        summary: "One control in a toolbar.",
        fields: [
            Field("id", .string, "An identifier for the item (in an imported file, the object's id)."),
            Field("kind", .enumeration(values: Kind.allCases.map(\.rawValue)), "What sort of control the item is."),
            Field("label", .string, "The item's text label (also what VoiceOver reads)."),
            Field("symbol", .string, "The item's SF Symbol name."),
            Field("image", .string, "The item's custom image name."),
            Field("style", .enumeration(values: Style.allCases.map(\.rawValue), aliases: ["borderedProminent": "prominent"]), "How the item is drawn; prominent marks the primary action."),
            Field("role", .enumeration(values: Role.allCases.map(\.rawValue)), "What the item means to the system."),
            Field("roleInferred", .boolean, provenance: Provenance(marks: ["role"], when: true, reason: "only the item's placement gives it its role, and the view is not shown only in a sheet or dialog"), "true when the role is only what the item's place implies (SwiftUI's .confirmationAction on a view that may be shown outside a sheet), not what its label or code says, so checks that rest on the role ask for review."),
            Field("action", .string, "The action id of the menu-bar command that does the same (see menuBar)."),
            Field("actionInCode", .boolean, "true when code sets the item's action, so it cannot be matched to a menu-bar command (what the Interface Builder importer says of an item whose file names no action)."),
            Field("labelInCode", .boolean, "true when the item has a text label that code computes and hig-lint cannot read, so checks that need its text, or that it has none, do not judge it."),
            Field("customizable", .boolean, "Whether people can remove or move the item when customising the toolbar."),
            Field("visibilityPriority", .enumeration(values: VisibilityPriority.allCases.map(\.rawValue)), "Which items stay as the toolbar narrows: low items move to the overflow menu first, high ones last."),
            Field("tint", .color, "A tint the app gives the item."),
            Field("labelColor", .color, "The colour of the item's label or symbol."),
            Field("padded", .boolean, "true when the item's label keeps a margin of its own (padding around it), so it never touches its neighbours."),
            Field("segments", .list(.string, xmlElement: nil), "A segmented control's segments by their labels, leading to trailing: each may be a command of its own in the menu bar. (In XML, labels are separated by commas or spaces, so a label of several words is written in JSON.)"),
            Field("menu", .list(.object { MenuItem.shape }, xmlElement: "menuItem"), "The contents of a menu item (a pull-down or the More menu)."),
            Field("alternatives", .list(.object { ToolbarItem.shape }, xmlElement: "item"), "Items shown in this one's place at other times, such as Done while editing in place of Edit; they share its slot and are never shown together with it."),
            Field("shortcut", .string, "The keys that run the item, as people read them: ⌘S, ⇧⌘N; Return for a window's default button, Escape for its cancel button."),
        ],
        exclusive: [["symbol", "image"]])

    /// Each field the type reads, by its index in the shape (see `FieldKey`).
    enum Key {
        static let id = FieldKey(index: 0)
        static let kind = FieldKey(index: 1)
        static let label = FieldKey(index: 2)
        static let symbol = FieldKey(index: 3)
        static let image = FieldKey(index: 4)
        static let style = FieldKey(index: 5)
        static let role = FieldKey(index: 6)
        static let roleInferred = FieldKey(index: 7)
        static let action = FieldKey(index: 8)
        static let actionInCode = FieldKey(index: 9)
        static let labelInCode = FieldKey(index: 10)
        static let customizable = FieldKey(index: 11)
        static let visibilityPriority = FieldKey(index: 12)
        static let tint = FieldKey(index: 13)
        static let labelColor = FieldKey(index: 14)
        static let padded = FieldKey(index: 15)
        static let segments = FieldKey(index: 16)
        static let menu = FieldKey(index: 17)
        static let alternatives = FieldKey(index: 18)
        static let shortcut = FieldKey(index: 19)
    }

    /// The fields as values, once one is set (see `ModelStorage`).
    struct Values: DecodedValues {
        var id: String?
        var kind: Kind?
        var label: String?
        var symbol: String?
        var image: String?
        var style: Style?
        var role: Role?
        var roleInferred: Bool?
        var action: String?
        var actionInCode: Bool?
        var labelInCode: Bool?
        var customizable: Bool?
        var visibilityPriority: VisibilityPriority?
        var tint: ColorValue?
        var labelColor: ColorValue?
        var padded: Bool?
        var segments: [String] = []
        var menu: [MenuItem] = []
        var alternatives: [ToolbarItem] = []
        var shortcut: String?
        var anchors: FieldAnchors

        init(anchors: FieldAnchors) {
            self.anchors = anchors
        }

        init(_ object: DecodedObject) {
            id = object.string(Key.id)
            kind = object.value(Key.kind)
            label = object.string(Key.label)
            symbol = object.string(Key.symbol)
            image = object.string(Key.image)
            style = object.value(Key.style)
            role = object.value(Key.role)
            roleInferred = object.bool(Key.roleInferred)
            action = object.string(Key.action)
            actionInCode = object.bool(Key.actionInCode)
            labelInCode = object.bool(Key.labelInCode)
            customizable = object.bool(Key.customizable)
            visibilityPriority = object.value(Key.visibilityPriority)
            tint = object.color(Key.tint)
            labelColor = object.color(Key.labelColor)
            padded = object.bool(Key.padded)
            segments = object.strings(Key.segments)
            menu = object.mapObjects(Key.menu, MenuItem.init)
            alternatives = object.mapObjects(Key.alternatives, ToolbarItem.init)
            shortcut = object.string(Key.shortcut)
            anchors = object.fieldAnchors
        }
    }

    public init(_ object: DecodedObject) {
        storage = .decoded(object)
    }

    /// An identifier for the item (in an imported file, the object's id).
    public var id: String? {
        get {
            #if DEBUG
            FactUse.note("ToolbarItem.id")
            #endif
            return switch storage { case .decoded(let object): object.string(Key.id); case .edited(let box): box.values.id }
        }
        set { storage.edit { $0.id = newValue } }
    }

    /// What sort of control the item is.
    public var kind: Kind? {
        get {
            #if DEBUG
            FactUse.note("ToolbarItem.kind")
            #endif
            return switch storage { case .decoded(let object): object.value(Key.kind); case .edited(let box): box.values.kind }
        }
        set { storage.edit { $0.kind = newValue } }
    }

    /// The item's text label (also what VoiceOver reads).
    public var label: String? {
        get {
            #if DEBUG
            FactUse.note("ToolbarItem.label")
            #endif
            return switch storage { case .decoded(let object): object.string(Key.label); case .edited(let box): box.values.label }
        }
        set { storage.edit { $0.label = newValue } }
    }

    /// The item's SF Symbol name.
    public var symbol: String? {
        get {
            #if DEBUG
            FactUse.note("ToolbarItem.symbol")
            #endif
            return switch storage { case .decoded(let object): object.string(Key.symbol); case .edited(let box): box.values.symbol }
        }
        set { storage.edit { $0.symbol = newValue } }
    }

    /// The item's custom image name.
    public var image: String? {
        get {
            #if DEBUG
            FactUse.note("ToolbarItem.image")
            #endif
            return switch storage { case .decoded(let object): object.string(Key.image); case .edited(let box): box.values.image }
        }
        set { storage.edit { $0.image = newValue } }
    }

    /// How the item is drawn; prominent marks the primary action.
    public var style: Style? {
        get {
            #if DEBUG
            FactUse.note("ToolbarItem.style")
            #endif
            return switch storage { case .decoded(let object): object.value(Key.style); case .edited(let box): box.values.style }
        }
        set { storage.edit { $0.style = newValue } }
    }

    /// What the item means to the system.
    public var role: Role? {
        get {
            #if DEBUG
            FactUse.note("ToolbarItem.role")
            #endif
            return switch storage { case .decoded(let object): object.value(Key.role); case .edited(let box): box.values.role }
        }
        set { storage.edit { $0.role = newValue } }
    }

    /// true when the role is only what the item's place implies (SwiftUI's .confirmationAction on a view that may be shown outside a sheet), not what its label or code says, so checks that rest on the role ask for review.
    public var roleInferred: Bool? {
        get {
            #if DEBUG
            FactUse.note("ToolbarItem.roleInferred")
            #endif
            return switch storage { case .decoded(let object): object.bool(Key.roleInferred); case .edited(let box): box.values.roleInferred }
        }
        set { storage.edit { $0.roleInferred = newValue } }
    }

    /// The action id of the menu-bar command that does the same (see menuBar).
    public var action: String? {
        get {
            #if DEBUG
            FactUse.note("ToolbarItem.action")
            #endif
            return switch storage { case .decoded(let object): object.string(Key.action); case .edited(let box): box.values.action }
        }
        set { storage.edit { $0.action = newValue } }
    }

    /// true when code sets the item's action, so it cannot be matched to a menu-bar command (what the Interface Builder importer says of an item whose file names no action).
    public var actionInCode: Bool? {
        get {
            #if DEBUG
            FactUse.note("ToolbarItem.actionInCode")
            #endif
            return switch storage { case .decoded(let object): object.bool(Key.actionInCode); case .edited(let box): box.values.actionInCode }
        }
        set { storage.edit { $0.actionInCode = newValue } }
    }

    /// true when the item has a text label that code computes and hig-lint cannot read, so checks that need its text, or that it has none, do not judge it.
    public var labelInCode: Bool? {
        get {
            #if DEBUG
            FactUse.note("ToolbarItem.labelInCode")
            #endif
            return switch storage { case .decoded(let object): object.bool(Key.labelInCode); case .edited(let box): box.values.labelInCode }
        }
        set { storage.edit { $0.labelInCode = newValue } }
    }

    /// Whether people can remove or move the item when customising the toolbar.
    public var customizable: Bool? {
        get {
            #if DEBUG
            FactUse.note("ToolbarItem.customizable")
            #endif
            return switch storage { case .decoded(let object): object.bool(Key.customizable); case .edited(let box): box.values.customizable }
        }
        set { storage.edit { $0.customizable = newValue } }
    }

    /// Which items stay as the toolbar narrows: low items move to the overflow menu first, high ones last.
    public var visibilityPriority: VisibilityPriority? {
        get {
            #if DEBUG
            FactUse.note("ToolbarItem.visibilityPriority")
            #endif
            return switch storage { case .decoded(let object): object.value(Key.visibilityPriority); case .edited(let box): box.values.visibilityPriority }
        }
        set { storage.edit { $0.visibilityPriority = newValue } }
    }

    /// A tint the app gives the item.
    public var tint: ColorValue? {
        get {
            #if DEBUG
            FactUse.note("ToolbarItem.tint")
            #endif
            return switch storage { case .decoded(let object): object.color(Key.tint); case .edited(let box): box.values.tint }
        }
        set { storage.edit { $0.tint = newValue } }
    }

    /// The colour of the item's label or symbol.
    public var labelColor: ColorValue? {
        get {
            #if DEBUG
            FactUse.note("ToolbarItem.labelColor")
            #endif
            return switch storage { case .decoded(let object): object.color(Key.labelColor); case .edited(let box): box.values.labelColor }
        }
        set { storage.edit { $0.labelColor = newValue } }
    }

    /// true when the item's label keeps a margin of its own (padding around it), so it never touches its neighbours.
    public var padded: Bool? {
        get {
            #if DEBUG
            FactUse.note("ToolbarItem.padded")
            #endif
            return switch storage { case .decoded(let object): object.bool(Key.padded); case .edited(let box): box.values.padded }
        }
        set { storage.edit { $0.padded = newValue } }
    }

    /// A segmented control's segments by their labels, leading to trailing: each may be a command of its own in the menu bar. (In XML, labels are separated by commas or spaces, so a label of several words is written in JSON.)
    public var segments: [String] {
        get {
            #if DEBUG
            FactUse.note("ToolbarItem.segments")
            #endif
            return switch storage { case .decoded(let object): object.strings(Key.segments); case .edited(let box): box.values.segments }
        }
        set { storage.edit { $0.segments = newValue } }
    }

    /// The contents of a menu item (a pull-down or the More menu).
    public var menu: [MenuItem] {
        get {
            #if DEBUG
            FactUse.note("ToolbarItem.menu")
            #endif
            return switch storage { case .decoded(let object): object.mapObjects(Key.menu, MenuItem.init); case .edited(let box): box.values.menu }
        }
        set { storage.edit { $0.menu = newValue } }
    }

    /// Items shown in this one's place at other times, such as Done while editing in place of Edit; they share its slot and are never shown together with it.
    public var alternatives: [ToolbarItem] {
        get {
            #if DEBUG
            FactUse.note("ToolbarItem.alternatives")
            #endif
            return switch storage { case .decoded(let object): object.mapObjects(Key.alternatives, ToolbarItem.init); case .edited(let box): box.values.alternatives }
        }
        set { storage.edit { $0.alternatives = newValue } }
    }

    /// The keys that run the item, as people read them: ⌘S, ⇧⌘N; Return for a window's default button, Escape for its cancel button.
    public var shortcut: String? {
        get {
            #if DEBUG
            FactUse.note("ToolbarItem.shortcut")
            #endif
            return switch storage { case .decoded(let object): object.string(Key.shortcut); case .edited(let box): box.values.shortcut }
        }
        set { storage.edit { $0.shortcut = newValue } }
    }

    /// Where the object and each field it gave stand.
    public var anchors: FieldAnchors {
        get { switch storage { case .decoded(let object): object.fieldAnchors; case .edited(let box): box.values.anchors } }
        set { storage.edit { $0.anchors = newValue } }
    }
}

extension ToolbarVariant {
    public static let shape: Shape = Shape(
        name: "toolbar variant", definition: "ToolbarVariant",
        summary: "The toolbar's groups as other platforms show them.",
        fields: [
            Field("platforms", .list(.enumeration(values: Platform.allCases.map(\.rawValue)), xmlElement: nil), required: true, "The platforms that show this variant."),
            Field("groups", .list(.object { ToolbarGroup.shape }, xmlElement: "group"), "The groups of controls, leading to trailing."),
        ])

    /// Each field the type reads, by its index in the shape (see `FieldKey`).
    enum Key {
        static let platforms = FieldKey(index: 0)
        static let groups = FieldKey(index: 1)
    }

    /// The fields as values, once one is set (see `ModelStorage`).
    struct Values: DecodedValues {
        var platforms: [Platform] = []
        var groups: [ToolbarGroup] = []
        var anchors: FieldAnchors

        init(anchors: FieldAnchors) {
            self.anchors = anchors
        }

        init(_ object: DecodedObject) {
            platforms = object.values(Key.platforms)
            groups = object.mapObjects(Key.groups, ToolbarGroup.init)
            anchors = object.fieldAnchors
        }
    }

    public init(_ object: DecodedObject) {
        storage = .decoded(object)
    }

    /// The platforms that show this variant.
    public var platforms: [Platform] {
        get {
            #if DEBUG
            FactUse.note("ToolbarVariant.platforms")
            #endif
            return switch storage { case .decoded(let object): object.values(Key.platforms); case .edited(let box): box.values.platforms }
        }
        set { storage.edit { $0.platforms = newValue } }
    }

    /// The groups of controls, leading to trailing.
    public var groups: [ToolbarGroup] {
        get {
            #if DEBUG
            FactUse.note("ToolbarVariant.groups")
            #endif
            return switch storage { case .decoded(let object): object.mapObjects(Key.groups, ToolbarGroup.init); case .edited(let box): box.values.groups }
        }
        set { storage.edit { $0.groups = newValue } }
    }

    /// Where the object and each field it gave stand.
    public var anchors: FieldAnchors {
        get { switch storage { case .decoded(let object): object.fieldAnchors; case .edited(let box): box.values.anchors } }
        set { storage.edit { $0.anchors = newValue } }
    }
}

extension Window {
    public static let shape: Shape = Shape(
        name: "window", definition: "Window",
        summary: "The window or main view that holds the chrome.",
        fields: [
            Field("title", .string, "The title shown in the window's title bar or toolbar."),
            Field("titleInferred", .string, provenance: Provenance(marks: ["title"]), "Why people may never see the title as written, when hig-lint found a reason: code may retitle the window or show it as a sheet (what the Interface Builder importer says of windows the app's own code presents), or the title is a fallback shown only when a value is missing (`name ?? \"Untitled\"`). Title findings are then info, saying so."),
            Field("kind", .enumeration(values: Kind.allCases.map(\.rawValue)), "What the window is for."),
            Field("minimumWidth", .integer(minimum: 0, maximum: nil), "The narrowest the window can be made, in points."),
            Field("contentBackground", .color, "The colour of the content layer behind the toolbar, such as #FFFFFF or systemBackground."),
            Field("sidebarCount", .integer(minimum: 0, maximum: nil), "How many sidebars the window shows side by side."),
        ])

    /// Each field the type reads, by its index in the shape (see `FieldKey`).
    enum Key {
        static let title = FieldKey(index: 0)
        static let titleInferred = FieldKey(index: 1)
        static let kind = FieldKey(index: 2)
        static let minimumWidth = FieldKey(index: 3)
        static let contentBackground = FieldKey(index: 4)
        static let sidebarCount = FieldKey(index: 5)
    }

    /// The fields as values, once one is set (see `ModelStorage`).
    struct Values: DecodedValues {
        var title: String?
        var titleInferred: String?
        var kind: Kind?
        var minimumWidth: Int?
        var contentBackground: ColorValue?
        var sidebarCount: Int?
        var anchors: FieldAnchors

        init(anchors: FieldAnchors) {
            self.anchors = anchors
        }

        init(_ object: DecodedObject) {
            title = object.string(Key.title)
            titleInferred = object.string(Key.titleInferred)
            kind = object.value(Key.kind)
            minimumWidth = object.integer(Key.minimumWidth)
            contentBackground = object.color(Key.contentBackground)
            sidebarCount = object.integer(Key.sidebarCount)
            anchors = object.fieldAnchors
        }
    }

    public init(_ object: DecodedObject) {
        storage = .decoded(object)
    }

    /// The title shown in the window's title bar or toolbar.
    public var title: String? {
        get {
            #if DEBUG
            FactUse.note("Window.title")
            #endif
            return switch storage { case .decoded(let object): object.string(Key.title); case .edited(let box): box.values.title }
        }
        set { storage.edit { $0.title = newValue } }
    }

    /// Why people may never see the title as written, when hig-lint found a reason: code may retitle the window or show it as a sheet (what the Interface Builder importer says of windows the app's own code presents), or the title is a fallback shown only when a value is missing (`name ?? "Untitled"`). Title findings are then info, saying so.
    public var titleInferred: String? {
        get {
            #if DEBUG
            FactUse.note("Window.titleInferred")
            #endif
            return switch storage { case .decoded(let object): object.string(Key.titleInferred); case .edited(let box): box.values.titleInferred }
        }
        set { storage.edit { $0.titleInferred = newValue } }
    }

    /// What the window is for.
    public var kind: Kind? {
        get {
            #if DEBUG
            FactUse.note("Window.kind")
            #endif
            return switch storage { case .decoded(let object): object.value(Key.kind); case .edited(let box): box.values.kind }
        }
        set { storage.edit { $0.kind = newValue } }
    }

    /// The narrowest the window can be made, in points.
    public var minimumWidth: Int? {
        get {
            #if DEBUG
            FactUse.note("Window.minimumWidth")
            #endif
            return switch storage { case .decoded(let object): object.integer(Key.minimumWidth); case .edited(let box): box.values.minimumWidth }
        }
        set { storage.edit { $0.minimumWidth = newValue } }
    }

    /// The colour of the content layer behind the toolbar, such as #FFFFFF or systemBackground.
    public var contentBackground: ColorValue? {
        get {
            #if DEBUG
            FactUse.note("Window.contentBackground")
            #endif
            return switch storage { case .decoded(let object): object.color(Key.contentBackground); case .edited(let box): box.values.contentBackground }
        }
        set { storage.edit { $0.contentBackground = newValue } }
    }

    /// How many sidebars the window shows side by side.
    public var sidebarCount: Int? {
        get {
            #if DEBUG
            FactUse.note("Window.sidebarCount")
            #endif
            return switch storage { case .decoded(let object): object.integer(Key.sidebarCount); case .edited(let box): box.values.sidebarCount }
        }
        set { storage.edit { $0.sidebarCount = newValue } }
    }

    /// Where the object and each field it gave stand.
    public var anchors: FieldAnchors {
        get { switch storage { case .decoded(let object): object.fieldAnchors; case .edited(let box): box.values.anchors } }
        set { storage.edit { $0.anchors = newValue } }
    }
}
