import Foundation
import Testing
@testable import HIGLint

/// Toolbars built through the app's own code (`Fixtures/swift/ToolbarHelpersApp`): functions,
/// members and `ToolbarContent` types expanded where the toolbar uses them, and controls read as
/// people see them.
@Suite struct ToolbarHelperTests {
    /// Each toolbar of a fixture file on iPhone, its items as `kind label symbol`.
    func toolbars(_ file: String) throws -> [[String]] {
        let source = try String(contentsOf: packageRoot.appendingPathComponent("Fixtures/swift/ToolbarHelpersApp/" + file), encoding: .utf8)
        return try SwiftFrontEndTests().descriptions(source, platforms: [.iOS]).compactMap(\.toolbar).map { toolbar in
            toolbar.items.map { item in [item.kind?.rawValue, item.label, item.symbol].map { $0 ?? "-" }.joined(separator: " ") }
        }
    }

    /// The editing items and the regular ones are two toolbars (the `if` of a builder function),
    /// the regular ones through another function and a helper given the view to place; a menu's
    /// and a button's labels drawn as stacks are their text and their icon.
    @Test func builderFunctionsAndHelpersAreExpanded() throws {
        #expect(try toolbars("LibraryView.swift") == [
            ["button Done -"],
            ["menu Sort chevron.down", "button Add plus", "button Select checkmark", "button Import -"],
        ])
    }

    /// `.toolbar(content: toolbar)` names a function; a `ToolbarContent` type places the view its
    /// caller's closure gives.
    @Test func toolbarContentTypesPlaceTheirCallersViews() throws {
        #expect(try toolbars("ReaderView.swift") == [["button Contents list.bullet", "button Bookmark -"]])
    }

    /// Helpers calling helpers deeper than the budget: the toolbar is checked without what the
    /// deepest builds, and says so where it stops.
    @Test func helpersPastTheBudgetAreNoted() throws {
        let levels = (1...9).map { level in
            level == 9 ? "func level9() -> some ToolbarContent { ToolbarItem { Button(\"Deep\", systemImage: \"star\") {} } }"
                : "func level\(level)() -> some ToolbarContent { level\(level + 1)() }"
        }
        let source = "import SwiftUI\nstruct Deep: View {\n    var body: some View { Text(\"a\").toolbar { level1() } }\n"
            + levels.map { "    " + $0 + "\n" }.joined() + "}\n"
        #expect(try SwiftFrontEndTests().lint(["Deep.swift": source], platforms: [.iOS]) == [
            "Deep.swift:11:44: info: level9 builds toolbar content through more than 8 levels of helpers; hig-lint checks the toolbar without what it builds in Deep.level8 [swift-not-understood]",
            "Deep.swift:12:44: info: this ToolbarItem is built in a way hig-lint does not follow (kept in a variable, passed to or returned from other code, or made from data), so it is not checked [swift-not-understood]",
        ])
    }
}

/// Toolbar content reached through the app's own wrappers and methods, read as if written in place.
@Suite struct ToolbarReachTests {
    /// Each toolbar of a source on a platform, its groups as `placement: kind label symbol role style, …`.
    func groups(_ source: String, platform: Platform = .iOS) throws -> [[String]] {
        try SwiftFrontEndTests().descriptions(source, platforms: [platform]).compactMap(\.toolbar).map { toolbar in
            toolbar.groups.map { group in
                (group.placement?.rawValue ?? "-") + ": " + group.items.map { item in
                    [item.kind?.rawValue, item.label, item.symbol, item.role?.rawValue, item.style?.rawValue].map { $0 ?? "-" }.joined(separator: " ")
                }.joined(separator: ", ")
            }
        }
    }

    /// A labelled `ControlGroup` of controls made from data is the one menu it collapses into; a
    /// placement the size class chooses is read per platform.
    @Test func labelledControlGroupsAndSizeClassPlacements() throws {
        let source = """
            import SwiftUI
            struct Thread: View {
                @Environment(\\.horizontalSizeClass) private var sizeClass
                let actions: [String] = []
                var body: some View {
                    Text("Thread").toolbar {
                        ToolbarItem(placement: .topBarTrailing) {
                            ControlGroup {
                                ForEach(actions, id: \\.self) { action in Button(action) {} }
                            } label: {
                                Label("Move", systemImage: "folder")
                            }
                        }
                        ToolbarItem(placement: sizeClass == .compact ? .secondaryAction : .topBarLeading) {
                            Button("Archive", systemImage: "archivebox") {}
                        }
                    }
                }
            }
            """
        #expect(try groups(source, platform: .iOS) == [["trailing: menu Move folder - -"]])
        #expect(try groups(source, platform: .iPadOS) == [["leading: button Archive archivebox - -", "trailing: menu Move folder - -"]])
    }

    /// `self.leadingItems()` is the view's own function, as `leadingItems()` is.
    @Test func functionsCalledThroughSelfAreExpanded() throws {
        let source = """
            import SwiftUI
            struct Feed: View {
                var body: some View {
                    Text("Feed").toolbar {
                        self.leadingItems()
                        self.trailing
                    }
                }
                @ToolbarContentBuilder
                private func leadingItems() -> some ToolbarContent {
                    ToolbarItem(placement: .topBarLeading) { Button("Filter", systemImage: "line.3.horizontal.decrease") {} }
                }
                private var trailing: some ToolbarContent {
                    ToolbarItem(placement: .topBarTrailing) { Button("Compose", systemImage: "square.and.pencil") {} }
                }
            }
            """
        #expect(try groups(source) == [["leading: button Filter line.3.horizontal.decrease - -", "trailing: button Compose square.and.pencil - -"]])
    }

    /// A `ToolbarContent` wrapper of the app's taking `@ViewBuilder` content, the placement its call
    /// gives, and a `Bool` that its call decides (`if isGroup`): each use is read as written in place,
    /// a stack of texts as a title.
    @Test func builderWrappersAreReadInPlace() throws {
        let source = """
            import SwiftUI
            struct PageItem<Content: View>: ToolbarContent {
                var id: String? = nil
                var placement: ToolbarItemPlacement = .automatic
                var isGroup: Bool = false
                @ViewBuilder let content: () -> Content
                var body: some ToolbarContent {
                    if isGroup {
                        ToolbarItemGroup(placement: placement) { content() }
                    } else if let id {
                        ToolbarItem(id: id, placement: placement) { content() }
                    } else {
                        ToolbarItem(placement: placement) { content() }
                    }
                }
            }
            struct Page: View {
                var body: some View {
                    Text("Page").toolbar {
                        PageItem(placement: .topBarLeading) {
                            VStack { Text("Services"); Text("Manage the services") }
                        }
                        PageItem(isGroup: true) {
                            Button("Add", systemImage: "plus") {}
                            Button("Remove", systemImage: "minus") {}
                        }
                    }
                }
            }
            """
        #expect(try groups(source) == [["leading: title Services - - -", "trailing: button Add plus - -, button Remove minus - -"]])
    }

    /// Key actions as SwiftUI draws them: the `.confirmationAction` placement and bold text are
    /// prominent, any other placement plain; a sheet's button that does its work and closes it submits it.
    @Test func keyActionsHaveTheStyleSwiftUIGivesThem() throws {
        let source = """
            import SwiftUI
            struct Garage: View {
                @State private var adding = false
                var body: some View {
                    Text("Cars").sheet(isPresented: $adding) { NavigationStack { AddCar() } }
                }
            }
            struct AddCar: View {
                @Environment(\\.dismiss) private var dismiss
                var body: some View {
                    Form { Text("Name") }
                        .toolbar {
                            ToolbarItem(placement: .cancellationAction) { Button("Cancel") { dismiss() } }
                            ToolbarItem { Button { save(); dismiss() } label: { Text("Add") } }
                        }
                }
                func save() {}
            }
            struct Notes: View {
                var body: some View {
                    Text("Notes").toolbar { ToolbarItem(placement: .confirmationAction) { Button("Done") {} } }
                }
            }
            struct Drafts: View {
                var body: some View {
                    Text("Drafts").toolbar { ToolbarItem(placement: .topBarTrailing) { Button("Done") {}.fontWeight(.semibold) } }
                }
            }
            struct Outbox: View {
                var body: some View {
                    Text("Outbox").toolbar { ToolbarItem(placement: .topBarTrailing) { Button("Done") {} } }
                }
            }
            """
        #expect(try SwiftFrontEndTests().lint(["Sheets.swift": source], platforms: [.iOS]) == [
            "Sheets.swift:14:31: warning: submit item \"Add\" is plain; draw key actions such as Done and Submit with the prominent style in AddCar.body [toolbar-key-action-prominent]",
            "Sheets.swift:31:76: warning: done item \"Done\" is plain; draw key actions such as Done and Submit with the prominent style in Outbox.body [toolbar-key-action-prominent]",
        ])
    }

    /// A key action whose label is computed is named by its role alone, not as if the role were its label.
    @Test func aKeyActionWithAnUnreadLabelIsNamedByItsRole() throws {
        let source = """
            import SwiftUI
            struct Tags: View {
                @State private var adding = false
                var body: some View {
                    Text("Tags").sheet(isPresented: $adding) { NavigationStack { AddTag(title: "Add") } }
                }
            }
            struct AddTag: View {
                let title: String
                @Environment(\\.dismiss) private var dismiss
                var body: some View {
                    Form { Text("Name") }
                        .toolbar {
                            ToolbarItem { Button { save(); dismiss() } label: { Text(title) } }
                        }
                }
                func save() {}
            }
            """
        #expect(try SwiftFrontEndTests().lint(["Tags.swift": source], platforms: [.iOS]).filter { $0.contains("[toolbar-key-action-prominent]") } == [
            "Tags.swift:14:31: warning: submit item is plain; draw key actions such as Done and Submit with the prominent style in AddTag.body [toolbar-key-action-prominent]",
        ])
    }

    /// A symbol named through the app's constants is the constant's literal, followed through the
    /// constants it names.
    @Test func symbolsThroughConstantsAreResolved() throws {
        let source = """
            import SwiftUI
            enum Glyph {
                static let filter = "line.3.horizontal.decrease.circle"
                static let add = Glyph.plus
                static let plus = "plus"
            }
            struct Dashboard: View {
                var body: some View {
                    Text("Cars").toolbar {
                        ToolbarItem { Menu { Button("All") {} } label: { Image(systemName: Glyph.filter) } }
                        ToolbarItem(placement: .topBarLeading) { Button("Add", systemImage: Glyph.add) {} }
                    }
                }
            }
            """
        #expect(try groups(source) == [["leading: button Add plus - -", "trailing: menu - line.3.horizontal.decrease.circle - -"]])
    }

    /// A view of the app's that shows the content its call gives (`@ViewBuilder var content: Content`)
    /// in a toolbar item: its buttons are the item's controls, its texts a title.
    @Test func viewWrappersShowTheirCallersContent() throws {
        let source = """
            import SwiftUI
            struct Pill<Content: View>: View {
                @ViewBuilder var content: Content
                var body: some View { HStack { content }.padding(4) }
            }
            struct Heading<Content: View>: View {
                @ViewBuilder var content: Content
                var body: some View { VStack(alignment: .leading) { content } }
            }
            struct Inbox: View {
                var body: some View {
                    Text("Mail").toolbar {
                        ToolbarItem(placement: .principal) { Heading { Text("Inbox"); Text("3 unread") } }
                        ToolbarItem(placement: .topBarTrailing) {
                            Pill {
                                Button("Share", systemImage: "square.and.arrow.up") {}
                                Button("Delete", systemImage: "trash") {}
                            }
                        }
                    }
                }
            }
            struct Outbox: View {
                var body: some View {
                    Text("Mail").toolbar {
                        ToolbarItem(placement: .principal) { Heading { Text("Outbox") } }
                    }
                }
            }
            """
        #expect(try groups(source) == [
            ["center: title Inbox - - -", "trailing: button Share square.and.arrow.up - -, button Delete trash - -"],
            ["center: title Outbox - - -"],
        ])
    }
}
