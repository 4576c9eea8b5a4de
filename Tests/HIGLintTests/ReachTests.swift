import Foundation
import Testing
@testable import HIGLint
@testable import HIGLintSwift

/// Which code of a file without chrome runs only when its type is used: the text scan that sorts a
/// file's top-level code by the type it belongs to.
@Suite struct ReachTests {
    @Test func aFilesCodeIsSortedByTheTypeItBelongsTo() throws {
        let source = """
            import UIKit

            /* A comment's { brace } and `struct Ghost {` are not code. */
            @main
            final class AppDelegate: UIResponder, UIApplicationDelegate {
                let start = Onboarding()
            }

            final class LabelsCoordinator: Coordinator, UIKit.NSObjectProtocol {
                func start() {
                    log("{ opened LabelsList }")
                    push(LabelsViewController<Row>())
                }
            }

            private struct Hidden { let view = SecretView() }

            extension Outer.Inner: Sendable where Element == Row {
                func make() -> Archive { Archive() }
            }

            extension UIViewController {
                func showHelp() { present(HelpViewController()) }
            }

            let shared = Registry()
            """
        let (root, owners) = try #require(UnshippedViews.Outside.owners(in: Array(source.utf8), path: "App.swift"))
        #expect(Set(owners.keys) == ["AppDelegate", "LabelsCoordinator", "Hidden", "Inner", "UIViewController"])
        let delegate = try #require(owners["AppDelegate"])
        #expect(delegate.declared && delegate.isClass && !delegate.fileScoped)
        #expect(delegate.attributes.contains("main"))
        #expect(delegate.inherits == ["UIResponder", "UIApplicationDelegate"])
        #expect(delegate.words.contains("Onboarding"))
        let coordinator = try #require(owners["LabelsCoordinator"])
        // A module's name is no type it inherits from; a string's words are the type's (a class made from its name).
        #expect(coordinator.inherits == ["Coordinator", "NSObjectProtocol"])
        #expect(coordinator.words.isSuperset(of: ["LabelsViewController", "Row", "LabelsList", "push"]))
        #expect(owners["Hidden"]?.fileScoped == true)
        let inner = try #require(owners["Inner"])
        #expect(!inner.declared && inner.inherits == ["Sendable"] && inner.words.contains("Archive"))
        #expect(owners["UIViewController"]?.words.contains("HelpViewController") == true)
        #expect(root.isSuperset(of: ["import", "UIKit", "shared", "Registry"]))
        #expect(!root.contains("Ghost") && !root.contains("Onboarding") && !root.contains("HelpViewController"))
    }

    /// A review's cases, each once read as unreached: a scene delegate UIKit makes from Info.plist
    /// through the app's own base class; a type named "Internal…" that ships; a string whose
    /// interpolation holds a quote, which ended the literal early and gave a type's code to another.
    @Test func reachReadsTheseAsShown() throws {
        let files = [
            "AppDelegate.swift": "import UIKit\n@main\nfinal class AppDelegate: UIResponder, UIApplicationDelegate {}\n",
            "BaseSceneDelegate.swift": "import UIKit\nclass BaseSceneDelegate: UIResponder, UIWindowSceneDelegate {\n    var window: UIWindow?\n}\n",
            "SceneDelegate.swift": "import UIKit\nfinal class SceneDelegate: BaseSceneDelegate {\n    func start() { show(InboxViewController()) }\n    func show(_ controller: UIViewController) {}\n}\n",
            "InboxViewController.swift": "import UIKit\nfinal class InboxViewController: UIViewController {\n    override func viewDidLoad() {\n        super.viewDidLoad()\n        title = \"Everything Received\"\n    }\n}\n",
            "Links.swift": "import UIKit\nfinal class InternalLinkHandler {\n    func open() -> UIViewController { ArticleViewController() }\n}\nextension AppDelegate {\n    var article: UIViewController { InternalLinkHandler().open() }\n}\n",
            "ArticleViewController.swift": "import UIKit\nfinal class ArticleViewController: UIViewController {\n    override func viewDidLoad() {\n        super.viewDidLoad()\n        title = \"Today's Top Stories\"\n    }\n}\n",
            "Router.swift": "import UIKit\nenum Quotes {\n    static func stripped(_ text: String) -> String { \"\\(text.replacingOccurrences(of: \"\\\"\", with: \"\"))\" }\n}\n"
                + "final class Router {\n    func root() -> UIViewController { ReaderViewController() }\n    func isPlain(_ text: String) -> Bool {\n        if text == \"\\(text.replacingOccurrences(of: \"\\\"\", with: \"\"))\" {\n            return true\n        }\n        return false\n    }\n}\n"
                + "extension AppDelegate {\n    var reader: UIViewController { Router().root() }\n}\n",
            "ReaderViewController.swift": "import UIKit\nfinal class ReaderViewController: UIViewController {\n    override func viewDidLoad() {\n        super.viewDidLoad()\n        title = \"Reading List for Later\"\n    }\n}\n",
        ]
        #expect(try SwiftFrontEndTests().lint(files, platforms: [.iOS]) == [
            "ArticleViewController.swift:5:17: warning: toolbar title \"Today's Top Stories\" has 19 characters; keep it under 15 in ArticleViewController.viewDidLoad [title-length]",
            "InboxViewController.swift:5:17: warning: toolbar title \"Everything Received\" has 19 characters; keep it under 15 in InboxViewController.viewDidLoad [title-length]",
            "ReaderViewController.swift:5:17: warning: toolbar title \"Reading List for Later\" has 22 characters; keep it under 15 in ReaderViewController.viewDidLoad [title-length]",
        ])
    }

    /// A literal ends at its own closing quote, past interpolations that hold literals with quotes and
    /// braces; raw strings end at their hashes.
    @Test func literalsEndPastTheirInterpolations() {
        func end(_ text: String) -> String {
            let bytes = Array(text.utf8)
            return String(decoding: bytes[UnshippedViews.Outside.endOfLiteral(in: bytes, from: 0)...], as: UTF8.self)
        }
        #expect(end(#""\(text.replacingOccurrences(of: "\"", with: "}"))" } rest"#) == " } rest")
        #expect(end(##"#"a "quoted" \#(b) word"# }"##) == " }")
        #expect(end(#""""\#n{ "inner" }\#n""" after"#) == " after")
    }

    /// A constant of the app that calls a package's lookup (`String.localized("Messages.SelectText")`) reads
    /// the package's tables, not the app's (the twenty-first check's adamant-iOS measured ten titles by their keys).
    @Test func aConstantThroughAPackagesLookupReadsThePackagesTables() throws {
        let run = try CommandLineTests().run(["--no-config", "--quiet", "."], in: packageRoot.appendingPathComponent("Fixtures/swift/PackageLookupApp"))
        #expect(run.stdout == "App/SelectTextView.swift:6:39: warning: toolbar title \"Select Text From the Message\" has 28 characters; keep it under 15 in SelectTextView.body [title-length]\n")
    }

    /// Braces that do not balance outside comments and strings: the file is not sorted (all its words then count as used).
    @Test func unbalancedBracesAreNotSorted() {
        #expect(UnshippedViews.Outside.owners(in: Array("struct A { func f() { }".utf8), path: "A.swift") == nil)
        #expect(UnshippedViews.Outside.owners(in: Array("struct A { } }".utf8), path: "A.swift") == nil)
    }
    /// A function name three coordinators declare (`start()`) is no step of its own, even where no code
    /// calls it (the protocol's caller may be out of sight): their code stays their types', shown with them.
    /// (As steps, every call of such a name would record all of them: a cost that grows with the square of the app.)
    @Test func aNameManyTypesDeclareIsNoStep() throws {
        var files = [
            "AppDelegate.swift": "import UIKit\n@main\nfinal class AppDelegate: UIResponder, UIApplicationDelegate {\n    var window: UIWindow?\n    let coordinators = [AlphaCoordinator(), BetaCoordinator(), GammaCoordinator()]\n    func begin() { window?.rootViewController = UINavigationController() }\n}\n",
        ]
        for name in ["Alpha", "Beta", "Gamma"] {
            files["\(name)Coordinator.swift"] = "import UIKit\nfinal class \(name)Coordinator {\n    func start() { show(\(name)ViewController()) }\n    func show(_ controller: UIViewController) {}\n}\n"
            files["\(name)ViewController.swift"] = "import UIKit\nfinal class \(name)ViewController: UIViewController {\n    override func viewDidLoad() {\n        super.viewDidLoad()\n        title = \"The \(name) Screen Title\"\n    }\n}\n"
        }
        #expect(try SwiftFrontEndTests().lint(files, platforms: [.iOS]) == ["Alpha", "Beta", "Gamma"].map { name in
            "\(name)ViewController.swift:5:17: warning: toolbar title \"The \(name) Screen Title\" has \(17 + name.count) characters; keep it under 15 in \(name)ViewController.viewDidLoad [title-length]"
        })
    }
}
