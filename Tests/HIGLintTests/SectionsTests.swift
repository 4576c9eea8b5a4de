import Foundation
import Testing
@testable import HIGLint

/// A large XML description is read in sections (`XMLSections`): its outline, then its sidebar's
/// rows one at a time. Whatever a file holds, the result must be the one a whole read gives.
@Suite struct SectionsTests {
    static let xmlFixtures: [String] = (FixtureTests.descriptions + FixtureTests.malformed).filter { $0.hasSuffix(".xml") && !$0.hasPrefix("Fixtures/ib/") }

    /// Everything a run reports of a file: each finding with its whole anchor and fix, each
    /// suppressed finding with its suppression, each error.
    static func rendered(_ result: LintResult) -> [String] {
        result.findings.map { "\(line($0)) \($0.anchor) fix: \($0.fix.map { "\($0)" } ?? "none")" }
            + result.suppressed.map { "suppressed \(line($0)) \($0.anchor) by \($0.suppression.map { "\($0)" } ?? "?")" }
            + result.errors.map(line)
    }

    static func lint(_ path: String, inSections: Bool, configuration: Configuration? = nil) -> LintResult {
        var linter = Linter(rules: catalog.rules + (configuration?.customRules ?? []), configuration: configuration, frontEnds: frontEnds)
        linter.sectionsFrom = inSections ? 0 : nil
        return linter.lint(paths: [path])
    }

    @Test(arguments: xmlFixtures)
    func aFileReadInSectionsHasTheFindingsOfAWholeRead(fixture: String) {
        let path = packageRoot.appendingPathComponent(fixture).path
        let whole = Self.lint(path, inSections: false)
        #expect(Self.rendered(Self.lint(path, inSections: true)) == Self.rendered(whole))
        // The comparison means something only if the sections were read: every file a whole read
        // accepts is read so, and every file it refuses is read whole, which says why.
        if whole.errors.isEmpty {
            let sections = DescriptionFrontEnd().sections(ofFileAt: path, options: LoadOptions())
            #expect(sections?.forEachRow { _ in } != nil, "\(fixture) is read whole")
        }
    }

    @Test(arguments: xmlFixtures.filter { !$0.hasPrefix("Fixtures/invalid/") })
    func piecesOfAnySizeCutTheSameOutline(fixture: String) throws {
        let path = packageRoot.appendingPathComponent(fixture).path
        func cut(_ pieceSize: Int) -> ([UInt8], TextOrigins, [XMLSections.Row])? {
            XMLSections.cut(ReadableFile(descriptor: open(path, O_RDONLY)), maximumDepth: 256, pieceSize: pieceSize)
        }
        let whole = try #require(cut(XMLSections.defaultPieceSize))
        for size in [1, 2, 3, 5, 8, 13, 64, 500] {
            let pieces = cut(size)
            #expect(pieces?.0 == whole.0 && pieces?.1 == whole.1 && pieces?.2 == whole.2, "\(fixture) in pieces of \(size) bytes")
        }
    }

    /// Rows with suppressions before them and inside them, a bottom bar between rows, a menu bar
    /// after the sidebar, a tab with its own sidebar, text that is not ASCII, and line ends of every kind.
    static let sample = """
        <?xml version="1.0" encoding="UTF-8"?>\r
        <description platforms="macOS" app="Post">\r
          <window title="Post" kind="main"/>\r
          <sidebar editable="true" customizable="false">\r
            <!-- hig-lint-disable sidebar-items-are-destinations: a shortcut people asked for -->
            <item title="Compose" kind="command" symbol="square.and.pencil" iconColor="systemOrange"/>\r
            <item title="Mailboxes">
              <item title="Inbox Mail" symbol="tray" iconColor="#FF2D55"/><item title="Sent Mail" symbol="paperplane" iconColor="systemRed">
                <action kind="remove" title="Delete" inContextMenu="false"/>
                <!-- hig-lint-disable sidebar-max-depth -->
                <item title="Older" symbol="clock"><item title="Ältere Post" symbol="archivebox" kind="command"/></item>
              </item>
            </item>\r<bottomBar><item label="Add" symbol="plus" action="add"/></bottomBar>
            <!-- first comment -->
            <!-- hig-lint-disable sidebar-items-are-destinations -->
            <item title="Smart Mailbox" image="gear" imageScales="1x" kind="command" iconColor="systemBlue"><action kind="rename" menuCommand="renameSmart"/></item>
          </sidebar>
          <menuBar><menu title="Mailbox"><menuItem title="Rename" action="renameMailbox"/></menu></menuBar>
        </description>

        """

    @Test func aSampleReadInSectionsHasExactlyItsFindings() throws {
        let path = testScratchDirectory.appendingPathComponent("sections-sample.hig.xml").path
        try Self.sample.write(toFile: path, atomically: false, encoding: .utf8)
        let sections = Self.lint(path, inSections: true)
        #expect(DescriptionFrontEnd().sections(ofFileAt: path, options: LoadOptions())?.forEachRow { _ in } != nil)
        #expect(Self.rendered(sections) == Self.rendered(Self.lint(path, inSections: false)))
        #expect(sections.findings.map(line) == [
            #"3:17: error: window title "Post" is the app's name; title the window after its content or leave it empty [title-not-app-name]"#,
            "4:3: warning: 4 of 6 sidebar icons (67%) have a fixed colour; let most icons follow the accent colour (fewer than 50% fixed) [sidebar-fixed-icon-colors]",
            "4:41: info: sidebar is not customizable; when you can, let people choose and reorder what it shows [sidebar-customizable]",
            #"7:5: info: every item in sidebar group "Mailboxes" repeats "mail"; drop the repeated word to keep the labels short [sidebar-succinct-group-labels]"#,
            #"9:9: warning: remove action of sidebar item "Sent Mail" is in no context menu and no menu-bar menu; offer it in both [sidebar-actions-in-menus]"#,
            "11:9: warning: suppression of 'sidebar-max-depth' gives no reason; say why, so reviewers can judge it [suppression-reason]",
            #"11:95: warning: sidebar item "Ältere Post" is a command; sidebar rows lead to places, so put commands in the toolbar or a menu [sidebar-items-are-destinations]"#,
            #"14:12: warning: editable sidebar has an add button ("Add") along its bottom edge; put Add (+) beside a group's label instead [sidebar-bottom-edit-buttons]"#,
            "17:5: warning: suppression of 'sidebar-items-are-destinations' gives no reason; say why, so reviewers can judge it [suppression-reason]",
            #"17:58: warning: custom icon of sidebar item "Smart Mailbox" has no @2x version; supply @1x and @2x [sidebar-custom-icon-variants]"#,
            #"17:135: warning: rename action of sidebar item "Smart Mailbox" names menu command 'renameSmart', which the menu bar lacks [sidebar-actions-in-menus]"#,
        ])
        #expect(sections.suppressed.map(line) == [
            #"6:32: warning: sidebar item "Compose" is a command; sidebar rows lead to places, so put commands in the toolbar or a menu [sidebar-items-are-destinations]"#,
            #"11:9: warning: sidebar item "Older" sits at level 3; show at most 2 levels in a sidebar [sidebar-max-depth]"#,
            #"17:68: warning: sidebar item "Smart Mailbox" is a command; sidebar rows lead to places, so put commands in the toolbar or a menu [sidebar-items-are-destinations]"#,
        ])
    }

    /// A fix made of places in many rows (each fixed icon colour) is written for a file read in sections too.
    @Test func aFixAcrossRowsIsWritten() throws {
        let path = packageRoot.appendingPathComponent("Fixtures/rules/sidebar-fixed-icon-colors/failing.hig.xml").path
        let finding = try #require(Self.lint(path, inSections: true).findings.first { $0.ruleID == "sidebar-fixed-icon-colors" })
        #expect(finding.fix?.edits.count == 5)
        #expect(finding.fix == Self.lint(path, inSections: false).findings.first { $0.ruleID == "sidebar-fixed-icon-colors" }?.fix)
    }

    /// The size limit holds for a file read in sections as for one read whole.
    @Test func aFileOverTheSizeLimitIsRefused() throws {
        let path = testScratchDirectory.appendingPathComponent("sections-limit.hig.xml").path
        try (Self.sample + String(repeating: " ", count: 1 << 20)).write(toFile: path, atomically: false, encoding: .utf8)
        var linter = Linter(rules: catalog.rules, maximumFileSize: 1 << 20, frontEnds: frontEnds)
        linter.sectionsFrom = 0
        #expect(linter.lint(paths: [path]).errors.map(line) == ["1:1: error: the file is 1 MiB, over the 1 MiB limit (--max-file-size)"])
    }

    /// A custom rule that counts the sidebar's rows needs all of them at once: the file is read whole.
    @Test func aRuleThatCountsTheRowsHasTheFileReadWhole() throws {
        let folder = testScratchDirectory.appendingPathComponent("sections-count")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let path = folder.appendingPathComponent("sample.hig.xml").path
        try Self.sample.write(toFile: path, atomically: false, encoding: .utf8)
        let configuration = try Configuration.load(bytes: Array("""
            custom-rules:
              - id: few-top-level-rows
                summary: At most two top-level rows.
                severity: warning
                select: $.sidebar.items[*]
                assert: {maxCount: 2}
                message: "{count} top-level rows; keep at most {limit}"
            """.utf8), path: folder.appendingPathComponent(".hig-lint.yml").path, rules: catalog.rules).get()
        let sections = Self.lint(path, inSections: true, configuration: configuration)
        #expect(Self.rendered(sections) == Self.rendered(Self.lint(path, inSections: false, configuration: configuration)))
        #expect(sections.findings.filter { $0.ruleID == "few-top-level-rows" }.map(line) == [
            "17:5: warning: 3 top-level rows; keep at most 2 [few-top-level-rows]",
        ])
    }

    @Test func aSelectorReachesTheRowsUnlessItNamesAnotherField() throws {
        let reaching = ["$", "$.sidebar", "$.sidebar.items", "$.sidebar.items[*].title", "$..title", "$.sidebar..title"]
        let clear = ["$.toolbar.groups[*]", "$.sidebar.bottomBar.items[*]", "$.window.title", "$.sidebar.editable"]
        for text in reaching { #expect(try Selector(text).mayReach(["sidebar", "items"]), "\(text)") }
        for text in clear { #expect(try !Selector(text).mayReach(["sidebar", "items"]), "\(text)") }
    }
}
