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
