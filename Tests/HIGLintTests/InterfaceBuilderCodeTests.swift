import Foundation
import Testing
@testable import HIGLint

/// How the app's code says its Interface Builder windows and scenes are shown: the call shapes
/// `InterfaceBuilderCode` reads in Objective-C and Swift, and what the importer makes of them.
/// The per-file fixtures are in Fixtures/ib/presented/ and run through `FixtureTests`.
@Suite struct InterfaceBuilderCodeTests {
    /// The code of a folder of source files, read as a run over its Interface Builder files reads it.
    func code(_ files: [String: String]) throws -> InterfaceBuilderCode {
        let folder = try CommandLineTests().temporaryDirectory()
        for (name, text) in files { try text.write(to: folder.appendingPathComponent(name), atomically: true, encoding: .utf8) }
        let storyboard = folder.appendingPathComponent("Main.storyboard")
        try "<document/>".write(to: storyboard, atomically: true, encoding: .utf8)
        return InterfaceBuilderCode(serving: storyboard.path)
    }

    @Test func objectiveCSheetsThroughInstanceVariablesOwnWindowsAndOutlets() throws {
        let code = try code([
            "Editor.h": "@class Picker;\n@interface Editor : NSObject {\n    Picker *picker; // [picker window] in a comment\n}\n@end\n",
            "Editor.m": """
                #import "Editor.h"
                @implementation Editor
                - (void)pick { [[self window] beginSheet:[picker window] completionHandler:nil]; }
                - (void)alert { [NSApp runModalForWindow:@"[other window]"]; }
                @end
                """,
            "Picker.m": "@implementation Picker\n- (id)init { return [super initWithWindowNibName:@\"PickerSheet\"]; }\n- (void)ask { [NSApp beginSheet:askSheet modalForWindow:[self window] modalDelegate:nil didEndSelector:nil contextInfo:nil]; }\n- (void)rules { [NSApp runModalForWindow:rulesWindow]; }\n@end\n",
        ])
        #expect(code.modalWindow(ownerClass: "Picker", nib: nil, property: "window").map { "\($0.site) \($0.sheet)" } == "Editor.m:3 true")
        #expect(code.modalWindow(ownerClass: nil, nib: "PickerSheet", property: "window").map { "\($0.site) \($0.sheet)" } == "Editor.m:3 true")
        #expect(code.modalWindow(ownerClass: "Picker", nib: nil, property: "askSheet").map { "\($0.site) \($0.sheet)" } == "Picker.m:3 true")
        // Run modal to the app: a window of its own, with a title bar, not a sheet.
        #expect(code.modalWindow(ownerClass: "Picker", nib: nil, property: "rulesWindow").map { "\($0.site) \($0.sheet)" } == "Picker.m:4 false")
        #expect(code.modalWindow(ownerClass: "Editor", nib: nil, property: "window") == nil)
        #expect(code.modalWindows.count == 3)
    }

    /// Where the code declares outlets, in Swift and Objective-C, also in a superclass: a finding on
    /// an object an outlet points to shows the declaration as a related location.
    @Test func outletsAreFoundWhereTheCodeDeclaresThem() throws {
        let code = try code([
            "Sources.swift": "import AppKit\nclass Base: NSViewController {\n    @IBOutlet private(set) weak var list: NSOutlineView!\n}\nfinal class Sources: Base {\n    @IBOutlet var footer: NSView?\n}\n",
            "Inspector.h": "@interface Inspector : NSViewController\n@property (weak) IBOutlet NSTableView *rows;\n@end\n",
        ])
        #expect(code.outlets["Base"]?["list"].map { "\($0.start)" } == "3:37")
        #expect(code.outlets["Sources"]?["footer"].map { "\($0.start)" } == "6:19")
        #expect(code.outlets["Inspector"]?["rows"].map { "\($0.start)" } == "2:40")
        #expect(code.superclasses["Sources"] == "Base")

        let run = try CommandLineTests().run(["--no-config", "Fixtures/ib/mac-split-sidebar.storyboard"], in: packageRoot)
        let lines = run.stdout.split(separator: "\n").map(String.init)
        let depth = try #require(lines.firstIndex { $0.hasSuffix("[sidebar-max-depth]") })
        #expect(lines[depth + 1] == "Fixtures/ib/SidebarViewController.swift:6:24: note: outlet sourceList of SidebarViewController")
    }

    @Test func swiftPresentationsAndNavigation() throws {
        let code = try code([
            "Coordinator.swift": """
                final class Coordinator {
                    var settings: SettingsController?
                    let inspector = InspectorController()
                    func lock() {
                        let pin = PinController.make()
                        host.present(pin, animated: true)
                        let detail = storyboard.instantiateViewController(withIdentifier: "Detail") as! DetailController
                        host.present(UINavigationController(rootViewController: detail), animated: true)
                        let about = AboutController()
                        host.present(about, animated: true)
                        navigationController?.pushViewController(about, animated: true)
                        window.beginSheet(settings!.window!)
                        presentAsSheet(FiltersController())
                        let alert = NSAlert()
                        alert.runModal()
                        let wizard = WizardController()
                        self.present(wizard)
                        guard let sheet = inspector.window else { return }
                        window.beginSheet(sheet) { _ in }
                    }
                }
                """,
        ])
        #expect(code.presentedBare(className: "PinController", storyboardID: nil)?.description == "Coordinator.swift:6")
        #expect(code.presentedBare(className: "DetailController", storyboardID: "Detail") == nil)
        #expect(code.isNavigated(className: nil, storyboardID: "Detail"))
        #expect(code.presentedBare(className: "AboutController", storyboardID: nil) == nil)
        #expect(code.modalWindow(ownerClass: "SettingsController", nib: nil, property: "window").map { "\($0.site) \($0.sheet)" } == "Coordinator.swift:12 true")
        #expect(code.modalController(className: "FiltersController", storyboardID: nil)?.description == "Coordinator.swift:13")
        #expect(code.modalWindow(ownerClass: "InspectorController", nib: nil, property: "window").map { "\($0.site) \($0.sheet)" } == "Coordinator.swift:19 true")
        #expect(code.modalWindows.count == 2)
        // UIKit's present takes `animated:`; a one-argument `present(_:)` is the app's own.
        #expect(code.presentedBare(className: "WizardController", storyboardID: nil) == nil)
    }

    /// UIKit's `show(_:sender:)` pushes where a navigation controller holds the caller; an app's own
    /// `show(viewController:)` (a window service making the controller its window's root) does not.
    @Test func onlyUIKitsShowNavigates() throws {
        let code = try code([
            "Navigation.swift": """
                final class NavigationService {
                    func start() {
                        let tabs = storyboard.instantiateViewController(withIdentifier: "TabBarController") as! TabBarController
                        windowService.show(viewController: tabs)
                        let detail = storyboard.instantiateViewController(withIdentifier: "Detail")
                        host.show(detail, sender: self)
                    }
                }
                """,
        ])
        #expect(!code.isNavigated(className: "TabBarController", storyboardID: "TabBarController"))
        #expect(code.isNavigated(className: nil, storyboardID: "Detail"))
    }

    @Test func titlesAClassSetsItself() throws {
        let code = try code([
            "Titles.swift": """
                final class Named: UIViewController {
                    override func viewDidLoad() { navigationItem.title = Strings.name }
                }
                final class Local: UIViewController {
                    func configure(button: UIBarButtonItem) {
                        let title = "x"
                        button.title = title
                        if title == "y" {}
                    }
                }
                final class Computed: UIViewController {
                    override var title: String? { get { "A" } set {} }
                }
                class TitledByName: UIViewController {
                    var name = ""
                    override func viewDidLoad() { title = name }
                }
                final class Account: TitledByName {}
                final class Deleting: UIViewController {
                    func confirm(folder: Bool) {
                        let title: String
                        if folder {
                            title = NSLocalizedString("Delete Folder", comment: "")
                        } else { title = "Delete" }
                        show(title)
                    }
                }
                """,
            "Legacy.m": "@implementation Legacy\n- (void)viewDidLoad { self.title = NSLocalizedString(@\"Legacy\", nil); }\n@end\n@implementation Other\n- (void)x { label.title = @\"no\"; }\n@end\n",
        ])
        #expect(code.titles.mapValues(\.description) == ["Named": "Titles.swift:2", "Computed": "Titles.swift:12", "TitledByName": "Titles.swift:16", "Legacy": "Legacy.m:2"])
        // A class inherits the title its superclass sets.
        #expect(code.titleSite(ofClass: "Account")?.description == "Titles.swift:16")
        #expect(code.titleSite(ofClass: "Local") == nil)
    }

    /// A class that hides its window's title whatever holds, in Swift or Objective-C; not one
    /// that hides it under a condition, nor another window's.
    @Test func windowTitlesAClassHides() throws {
        let code = try code([
            "Windows.swift": """
                final class Feedback: NSWindowController {
                    override func windowDidLoad() {
                        super.windowDidLoad()
                        window?.titleVisibility = .hidden
                    }
                }
                final class Compact: NSWindowController {
                    override func windowDidLoad() {
                        if compact { window?.titleVisibility = .hidden }
                        panel.titleVisibility = .hidden
                    }
                }
                final class Shown: NSWindowController {
                    override func windowDidLoad() { window?.titleVisibility = .visible }
                }
                final class Survey: Feedback {}
                """,
            "Legacy.m": "@implementation LegacyWindowController\n- (void)windowDidLoad {\n    self.window.titleVisibility = NSWindowTitleHidden;\n}\n@end\n",
        ])
        #expect(code.hiddenTitles.mapValues(\.description) == ["Feedback": "Windows.swift:4", "LegacyWindowController": "Legacy.m:3"])
        #expect(code.hiddenTitleSite(ofClass: "Survey")?.description == "Windows.swift:4")
    }

    /// The names a project's storyboards, xibs and Objective-C files use, read through a link; a
    /// FIFO among them is not read (it would block) and leaves the names unknown.
    @Test func namesOutsideSwiftAreReadFromRegularFilesOnly() throws {
        let folder = try CommandLineTests().temporaryDirectory()
        try "// swift-tools-version:6.0\n".write(to: folder.appendingPathComponent("Package.swift"), atomically: true, encoding: .utf8)
        try "<viewController customClass=\"FiltersViewController\"/>".write(to: folder.appendingPathComponent("Real.storyboard"), atomically: true, encoding: .utf8)
        try FileManager.default.createSymbolicLink(atPath: folder.appendingPathComponent("Linked.storyboard").path, withDestinationPath: "Real.storyboard")
        let app = folder.appendingPathComponent("App.swift")
        try "import UIKit\n".write(to: app, atomically: true, encoding: .utf8)
        #expect(InterfaceBuilderCode.namesOutsideSwift(forProjectOf: app.path)?.contains("FiltersViewController") == true)
        #expect(mkfifo(folder.appendingPathComponent("Pipe.xib").path, 0o644) == 0)
        #expect(InterfaceBuilderCode.namesOutsideSwift(forProjectOf: app.path) == nil)
    }

    /// A local of the function (`var title`, however far back in it) is not the class's title;
    /// one in a closed block or in another function is not in scope.
    @Test func aLocalTitleIsKnownAnywhereInItsFunction() throws {
        let filler = String(repeating: "        count = count + 1\n", count: 400)
        let code = try code([
            "Long.swift": "final class Long: UIViewController {\n    func f() {\n        var title = \"\"\n\(filler)        title = \"x\"\n    }\n}\n",
            "Closed.swift": "final class Closed: UIViewController {\n    func f() {\n        if a { let title = 1 }\n        title = \"x\"\n    }\n}\n",
            "Other.swift": "final class Other: UIViewController {\n    func f() { let title = 1 }\n    func g() {\n        title = \"x\"\n    }\n}\n",
        ])
        #expect(code.titles.mapValues(\.description) == ["Closed": "Closed.swift:4", "Other": "Other.swift:4"])
    }

    /// The scan looks at a bounded number of tokens of a project's code: past it, the rest is not
    /// read, and each storyboard read with that code says so once, at its root element.
    @Test func codePastTheScansBudgetIsOneNote() throws {
        let folder = try CommandLineTests().temporaryDirectory()
        try "final class Lock { func show() { let pin = PinEntryViewController(); host.present(pin, animated: true) } }\n"
            .write(to: folder.appendingPathComponent("A.swift"), atomically: true, encoding: .utf8)
        try ("final class Titles: UIViewController {\n" + String(repeating: "    title = x\n", count: 400) + "}\n")
            .write(to: folder.appendingPathComponent("B.swift"), atomically: true, encoding: .utf8)
        let storyboard = folder.appendingPathComponent("PinEntry.storyboard")
        try FileManager.default.copyItem(at: packageRoot.appendingPathComponent("Fixtures/ib/presented/ios/PinEntry.storyboard"), to: storyboard)
        let code = InterfaceBuilderCode(root: folder.path, maximumVisits: 1_000)
        #expect(code.stoppedAt?.description == "B.swift:240")
        #expect(code.presentedBare(className: "PinEntryViewController", storyboardID: nil)?.description == "A.swift:1")
        let bytes = try [UInt8](Data(contentsOf: storyboard))
        let notes = try InterfaceBuilderImporter.load(bytes: bytes, path: storyboard.path, code: code).get().flatMap(\.notUnderstood)
        #expect(notes.map { "\($0.anchor.start.line):\($0.anchor.start.column): \($0.message)" } == [
            "14:21: scene \"PinEntryViewController\" shows no navigation bar or bottom toolbar (A.swift:1 presents it without a navigation controller), so its navigation item and toolbar items are not checked",
            "2:1: hig-lint reads at most 1000 tokens of the app's code for how it shows windows and scenes, and stopped at B.swift:240; what the code after it does is not known",
        ])
        #expect(InterfaceBuilderCode(root: folder.path).stoppedAt == nil)
    }

    /// Without an Xcode project, a storyboard is read with the code of its project's folder (an
    /// XcodeGen `project.yml`, a package) or of its repository, whichever other storyboards the run
    /// holds: linted alone (a pre-commit batch) it gets the findings `hig-lint .` gives it.
    @Test(arguments: ["project.yml", ".git"])
    func aStoryboardAloneIsReadWithTheCodeARunOverTheAppReads(marker: String) throws {
        let cli = CommandLineTests()
        let app = try cli.temporaryDirectory()
        let manager = FileManager.default
        for folder in ["Pin", "Settings", "Code"] { try manager.createDirectory(at: app.appendingPathComponent(folder), withIntermediateDirectories: true) }
        let fixtures = packageRoot.appendingPathComponent("Fixtures/ib/presented/ios")
        try manager.copyItem(at: fixtures.appendingPathComponent("PinEntry.storyboard"), to: app.appendingPathComponent("Pin/PinEntry.storyboard"))
        try manager.copyItem(at: fixtures.appendingPathComponent("Settings.storyboard"), to: app.appendingPathComponent("Settings/Settings.storyboard"))
        try "import UIKit\nfinal class Lock { func show() { let pin = PinEntryViewController(); host.present(pin, animated: true) } }\n"
            .write(to: app.appendingPathComponent("Code/Lock.swift"), atomically: true, encoding: .utf8)
        if marker == ".git" {
            try manager.createDirectory(at: app.appendingPathComponent(".git"), withIntermediateDirectories: true)
        } else {
            try "name: Vault\ntargets:\n  Vault:\n    type: application\n    platform: iOS\n    sources: [Pin, Settings, Code]\n"
                .write(to: app.appendingPathComponent(marker), atomically: true, encoding: .utf8)
        }
        let alone = try cli.run(["--no-config", "--no-cache", "Pin/PinEntry.storyboard"], in: app)
        let whole = try cli.run(["--no-config", "--no-cache", "."], in: app)
        let pin = whole.stdout.split(separator: "\n").filter { $0.hasPrefix("Pin/PinEntry.storyboard:") }.joined(separator: "\n") + "\n"
        #expect(alone.stdout == pin)
        #expect(alone.stdout.contains("(Lock.swift:2 presents it without a navigation controller)"), "\(alone.stdout)")
    }

    /// Code that is cut off or is not code at all is read without a crash and gives no facts.
    @Test func brokenCodeIsReadSafely() throws {
        let pieces = ["[", "]", "(", ")", ":", "beginSheet", "present", "self", ".", "window", "=", "title", "\"", "@\"", "#\"", "\"\"\"",
                      "/*", "*/", "//", "\n", "@implementation", "@end", "class", "{", "}", "X", "*", "x", "!", "?", ",", "\\(", "'", "#if"]
        var generator = SystemRandomNumberGenerator()
        for round in 0..<40 {
            let text = (0..<400).map { _ in pieces.randomElement(using: &generator)! }.joined(separator: round % 2 == 0 ? " " : "")
            for swift in [true, false] {
                var reader = CodeReader(tokens: CodeTokens(Array(text.utf8), swift: swift).tokens, path: "x", swift: swift)
                reader.read()
                var code = InterfaceBuilderCode()
                CodeReader.resolve([reader], into: &code)
            }
        }
    }

    /// Files made of one call shape over and over, or of brackets that never close, are read in
    /// time linear in their size (each call reads a bounded argument; a debug build takes seconds;
    /// Benchmarks/hostile-swift is where speed is measured).
    @Test func hostileCodeIsReadInBoundedTime() throws {
        let repeated: [String: String] = [
            "Brackets.m": String(repeating: "[a beginSheet:[", count: 16_000),
            "Calls.m": "@implementation A\n" + String(repeating: "x = [[Foo alloc] init]; [w beginSheet:[x window] completionHandler:nil];\n", count: 3_000),
            "Calls.swift": "final class A {\n" + String(repeating: "let x = Foo(); host.present(x, animated: true); title = x\n", count: 4_000) + "}\n",
            "Parens.swift": String(repeating: "present(", count: 30_000),
        ]
        let clock = ContinuousClock()
        let elapsed = try clock.measure {
            let code = try code(repeated)
            #expect(code.modalWindow(ownerClass: "Foo", nib: nil, property: "window") != nil)
            #expect(code.presentedBare(className: "Foo", storyboardID: nil) != nil)
        }
        // A hang guard like HostileSwiftTests' (120 s): a debug build takes seconds, an
        // AddressSanitizer build beside the other suites took 29 s in a clean-clone CI run.
        #expect(elapsed < .seconds(120), "\(elapsed)")
    }

    /// A folder of xibs and the code that shows them, linted together: the windows code runs as
    /// sheets or modal windows keep no sidebar, a window run modal to the app shows its title
    /// (Rules), and the window of its own keeps its findings.
    @Test func sheetsOfAFolderRunAreNoSidebars() {
        let folder = packageRoot.appendingPathComponent("Fixtures/ib/presented/mac-sheets")
        let result = Linter(rules: catalog.rules).lint(paths: [folder.path])
        #expect(result.errors.isEmpty)
        #expect(result.findings.filter { $0.severity != .info }.map { URL(fileURLWithPath: $0.anchor.file).lastPathComponent + ":" + line($0) } == [
            #"Rules.xib:14:23: warning: window title "Rules for Outgoing Connections" has 30 characters; keep it under 15 (object id "RuL-win") [title-length]"#,
            #"SnippetLibrary.xib:37:37: warning: editable sidebar has an add button ("Add snippet") along its bottom edge; put Add (+) beside a group's label instead (object id "SnL-add") [sidebar-bottom-edit-buttons]"#,
            #"SnippetLibrary.xib:41:37: warning: editable sidebar has a remove button ("Remove snippet") along its bottom edge; offer it in a context menu and a menu-bar menu instead (object id "SnL-rem") [sidebar-bottom-edit-buttons]"#,
        ])
    }

    /// Whether code uses a storyboard scene's class or identifier: a use is any word but where a file
    /// declares the type by it or names a source file after it (Xcode's `//  X.swift` header);
    /// `X.make()` and `X.main` are uses.
    @Test func sceneClassesAreUsedOutsideTheirDeclarations() throws {
        let code = try code([
            "Inbox.swift": "//  Inbox.swift\nfinal class Inbox: UIViewController {}\nextension Inbox {}\n",
            "Outbox.swift": "//  Outbox.swift\nfinal class Outbox: UIViewController {}\n",
            "Drafts.swift": "final class Drafts: UIViewController {}\n",
            "Router.swift": "enum Router { static func outbox() -> UIViewController { Outbox.make() }\n static let id = \"DraftsScene\" }\n",
        ])
        #expect(!code.names(sceneClass: "Inbox", storyboardID: nil))
        #expect(!code.names(sceneClass: "Inbox", storyboardID: "Inbox"))
        #expect(code.names(sceneClass: "Outbox", storyboardID: nil))
        #expect(code.names(sceneClass: "Drafts", storyboardID: "DraftsScene"))
        // A class no file declares is not known: taken as used.
        #expect(code.names(sceneClass: "PackageController", storyboardID: nil))
    }
}
