import Testing
@testable import HIGLint

/// Edge cases of the six core rules that the fixtures do not pin down.
@Suite struct RuleTests {
    @Test func titleLengthCountsWhatPeopleSee() {
        // 14 grapheme clusters, though many more bytes and code points.
        #expect(findings(#"{"toolbar": {"title": "👩‍👩‍👧 Café Notes…"}}"#) == [])
        #expect(findings(#"{"window": {"title": "Fifteen chars!!"}}"#)
                == [#"1:22: warning: window title "Fifteen chars!!" has 15 characters; keep it under 15 [title-length]"#])
    }

    @Test func sidebarDepthReportsOnlyTheFirstLevelTooDeep() {
        let deep = #"{"sidebar": {"items": [{"title": "A", "children": [{"title": "B", "children": [{"title": "C", "children": [{"title": "D"}]}]}]}]}}"#
        #expect(findings(deep) == [#"1:80: warning: sidebar item "C" sits at level 3; show at most 2 levels in a sidebar [sidebar-max-depth]"#])
    }

    @Test func bottomBarEditButtonsAreReportedUnlessTheSidebarIsStatedNotEditable() {
        let bar = #""bottomBar": {"items": [{"label": "Remove", "action": "remove"}, {"label": "Filter", "action": "filter"}]}"#
        // A remove button is itself what makes the sidebar editable: no need to say so.
        #expect(findings(#"{"platforms": ["macOS"], "sidebar": {"#+bar+"}}")
                == [#"1:62: warning: editable sidebar has a remove button ("Remove") along its bottom edge; offer it in a context menu and a menu-bar menu instead [sidebar-bottom-edit-buttons]"#])
        #expect(findings(#"{"platforms": ["macOS"], "sidebar": {"editable": false, "#+bar+"}}") == [])
        #expect(findings(#"{"platforms": ["macOS"], "sidebar": {"editable": true, "#+bar+"}}")
                == [#"1:80: warning: editable sidebar has a remove button ("Remove") along its bottom edge; offer it in a context menu and a menu-bar menu instead [sidebar-bottom-edit-buttons]"#])
        // Written for macOS and iPadOS only: silent on an iPhone description.
        #expect(findings(#"{"platforms": ["iOS"], "sidebar": {"editable": true, "#+bar+"}}").filter { $0.hasSuffix("[sidebar-bottom-edit-buttons]") } == [])
    }

    @Test func fixedIconColoursAreJudgedAsAShare() {
        func sidebar(_ colours: [String?]) -> String {
            let items = colours.enumerated().map { index, colour in
                #"{"title": "I\#(index)", "symbol": "folder""# + (colour.map { #", "iconColor": "\#($0)""# } ?? "") + "}"
            }
            return #"{"sidebar": {"items": ["# + items.joined(separator: ", ") + "]}}"
        }
        // Most icons follow the accent colour only when fewer than half are fixed: half is too many.
        #expect(findings(sidebar(["#FF0000", "systemBlue", nil, nil])) ==
                ["1:13: warning: 2 of 4 sidebar icons (50%) have a fixed colour; let most icons follow the accent colour (fewer than 50% fixed) [sidebar-fixed-icon-colors]"])
        #expect(findings(sidebar(["#FF0000", "systemBlue", "accent", nil, nil])) == [])   // 40%
        #expect(findings(sidebar(["#FF0000", "systemBlue", "accent", nil, "#00F"])) ==
                ["1:13: warning: 3 of 5 sidebar icons (60%) have a fixed colour; let most icons follow the accent colour (fewer than 50% fixed) [sidebar-fixed-icon-colors]"])
        #expect(findings(sidebar(["#FF0000", "#00FF00"])) == [])                        // too few icons to judge
    }

    @Test func prominentActionsOnTheBottomToolbarBelongAtItsEnd() {
        let last = #"{"toolbar": {"groups": [{"placement": "bottomBar", "items": [{"label": "Filter", "symbol": "line.3.horizontal.decrease"}, {"kind": "space"}, {"label": "Compose", "style": "prominent"}]}]}}"#
        #expect(findings(last) == [])
        let first = #"{"toolbar": {"groups": [{"placement": "bottomBar", "items": [{"label": "Compose", "style": "prominent"}, {"kind": "space"}, {"label": "Filter", "symbol": "line.3.horizontal.decrease"}]}]}}"#
        #expect(findings(first) == [#"1:92: error: prominent toolbar item "Compose" is not at the trailing end of the bottom toolbar; put the primary action last [toolbar-prominent-action]"#])
    }

    @Test func rulesRunOnlyOnTheirPlatforms() throws {
        let rule = try #require(catalog.rule(id: "sidebar-bottom-edit-buttons"))
        #expect(rule.applies(to: []))
        #expect(rule.applies(to: [.iOS, .macOS]))
        #expect(!rule.applies(to: [.iOS, .watchOS]))
    }

    @Test func hexColoursAreReadDigitByDigit() {
        #expect(ColorValue("#abc") == .rgb(red: 0xAA, green: 0xBB, blue: 0xCC, alpha: 255))
        #expect(ColorValue("#FF9500") == .rgb(red: 0xFF, green: 0x95, blue: 0x00, alpha: 255))
        #expect(ColorValue("#01234567") == .rgb(red: 0x01, green: 0x23, blue: 0x45, alpha: 0x67))
        #expect(ColorValue("#a1B2c3") == .rgb(red: 0xA1, green: 0xB2, blue: 0xC3, alpha: 255))
        for refused in ["#", "#12", "#1234", "#12345", "#1234567", "#123456789", "#GGG", "#12 456", "#\u{FF26}\u{FF26}\u{FF26}", "#ab\u{301}c"] {
            #expect(ColorValue(refused) == nil, "\(refused)")
        }
    }

    @Test func coloursAreComparedPerceptually() throws {
        let white = try #require(ColorValue("#FFFFFF"))
        #expect(try #require(ColorValue("#000000")?.distance(to: white)) > 99.9)
        #expect(ColorValue("systemBackground")?.distance(to: white) == 0)
        #expect(ColorValue("white")?.distance(to: white) == 0)
        // A half-transparent black over white is a mid grey: L* about 53.4.
        #expect(abs(try #require(ColorValue("#00000080")?.distance(to: white)) - 46.4) < 0.5)
        #expect(ColorValue("BrandInk")?.distance(to: white) == nil)      // an asset name: unknown
        #expect(ColorValue.accent.distance(to: white) == nil)
    }

    @Test func toolbarItemLimitsFollowEachPlatformAndItsVariant() {
        let items = (1...5).map { #"{"label": "A\#($0)", "symbol": "star"}"# }.joined(separator: ", ")
        let phone = #"{"label": "A1", "symbol": "star"}, {"label": "More", "symbol": "ellipsis", "kind": "menu", "role": "more"}"#
        let both = #"{"platforms": ["iOS", "macOS"], "toolbar": {"groups": [{"placement": "trailing", "items": [\#(items)]}]}}"#
        #expect(findings(both) == [#"1:197: warning: toolbar has 5 controls, more than 3 on iPhone; keep the most important and move the rest into a More menu [toolbar-max-items]"#])
        let withVariant = #"{"platforms": ["iOS", "macOS"], "toolbar": {"groups": [{"placement": "trailing", "items": [\#(items)]}], "variants": [{"platforms": ["iOS"], "groups": [{"placement": "trailing", "items": [\#(phone)]}]}]}}"#
        #expect(findings(withVariant) == [])
    }
}
