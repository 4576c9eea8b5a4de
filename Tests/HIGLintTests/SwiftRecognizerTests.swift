import Foundation
import Testing
@testable import HIGLint
@testable import HIGLintSwift

/// The recognizer registry: each family's example passes the byte pre-filter derived from the
/// registry and becomes the model parts recorded here, and the docs' table is generated from it.
@Suite struct SwiftRecognizerTests {
    /// For each family: the platform its example is read for, and the model parts it must become.
    static let expected: [String: (platform: Platform, parts: [String])] = [
        "Split views": (.iPadOS, ["sidebar", "toolbar"]),
        "Sidebar lists": (.iPadOS, ["sidebar"]),
        "Tab views": (.iPadOS, ["tabBar"]),
        "Toolbars": (.iPadOS, ["toolbar"]),
        "Titles": (.iPadOS, ["toolbar"]),
        "Views used elsewhere": (.iPadOS, ["sidebar"]),
        "Bars the app draws": (.iOS, ["toolbar"]),
        "Scenes and presentation": (.macOS, ["window"]),
        "UIKit navigation bars": (.iPadOS, ["toolbar"]),
        "UIKit sidebars": (.iPadOS, ["sidebar"]),
        "UIKit tabs": (.iPadOS, ["tabBar"]),
        "UIKit and AppKit split views": (.macOS, ["sidebarCount", "window"]),
        "AppKit toolbars": (.macOS, ["toolbar", "window"]),
        "AppKit windows": (.macOS, ["window"]),
        "AppKit settings windows": (.macOS, ["toolbar", "window"]),
    ]

    @Test(arguments: SwiftRecognizers.all.map(\.family))
    func eachFamilyReadsItsExample(family: String) throws {
        let recognizer = try #require(SwiftRecognizers.all.first { $0.family == family })
        let expected = try #require(Self.expected[family], "\(family) has no expected reading in SwiftRecognizerTests")
        let bytes = Array(recognizer.example.utf8)
        #expect(SwiftFrontEnd.mayDeclareChrome(bytes), "\(family)'s example does not pass the pre-filter")
        #expect(recognizer.needles.contains { recognizer.example.contains($0) }, "\(family)'s example names none of its triggers")
        let descriptions = try SwiftFrontEnd().load(bytes: bytes, path: "Example.swift", options: LoadOptions(platforms: [expected.platform])).get()
        var parts = Set<String>()
        for description in descriptions {
            if description.sidebar != nil { parts.insert("sidebar") }
            if description.toolbar != nil { parts.insert("toolbar") }
            if description.tabBar != nil { parts.insert("tabBar") }
            if description.window != nil { parts.insert("window") }
            if description.window?.sidebarCount != nil { parts.insert("sidebarCount") }
            if !description.notUnderstood.isEmpty { parts.insert("not understood: " + description.notUnderstood.map(\.message).joined(separator: "; ")) }
        }
        #expect(parts.sorted() == expected.parts, "\(family)")
    }

    /// A file that names none of the triggers is not parsed; one that names any is.
    @Test func thePreFilterIsTheRegistrysNeedles() {
        #expect(!SwiftFrontEnd.mayDeclareChrome(Array("struct Money { var cents: Int }\n".utf8)))
        for recognizer in SwiftRecognizers.all {
            for needle in recognizer.needles {
                #expect(SwiftFrontEnd.mayDeclareChrome(Array("// \(needle)\n".utf8)), "\(recognizer.family): \(needle)")
            }
        }
    }

    @Test func docsTableOfWhatIsReadIsCurrent() throws {
        let url = packageRoot.appendingPathComponent("docs/swift-reading.md")
        let generated = """
            # What the Swift front end reads

            Generated from `Sources/HIGLintSwift/SwiftRecognizers.swift` by `swift test` \
            (`HIG_LINT_UPDATE_GENERATED=1 swift test --filter SwiftRecognizerTests` rewrites it). A Swift file is parsed \
            only when it names one of these; what a family triggers on but cannot read is reported as `swift-not-understood`.

            """ + SwiftRecognizers.markdownTable()
        if GeneratedFilesTests.updating {
            try generated.write(to: url, atomically: true, encoding: .utf8)
        }
        #expect(try String(contentsOf: url, encoding: .utf8) == generated, "docs/swift-reading.md is stale")
    }
}
