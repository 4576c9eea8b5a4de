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

    /// Braces that do not balance outside comments and strings: the file is not sorted (all its words then count as used).
    @Test func unbalancedBracesAreNotSorted() {
        #expect(UnshippedViews.Outside.owners(in: Array("struct A { func f() { }".utf8), path: "A.swift") == nil)
        #expect(UnshippedViews.Outside.owners(in: Array("struct A { } }".utf8), path: "A.swift") == nil)
    }
}
