import Testing
@testable import HIGLint

/// The shared decoding step reports the same problems in the same words for JSON and XML.
@Suite struct DecoderTests {
    @Test func unknownNamesGetSuggestions() {
        #expect(loadErrors(#"{"sidebar": {"items": [{"title": "A", "childern": []}]}}"#, as: "d.json")
                == ["1:39: error: unknown key 'childern' in sidebar item; did you mean 'children'?"])
        #expect(loadErrors(#"<description><sidebar><item titel="A"/></sidebar></description>"#, as: "d.xml")
                == ["1:23: error: missing required attribute 'title' in sidebar item",
                    "1:29: error: unknown attribute 'titel' in sidebar item; did you mean 'title'?"])
        #expect(loadErrors(#"<description><sidebar><itme title="A"/></sidebar></description>"#, as: "d.xml")
                == ["1:23: error: unknown element <itme> in sidebar; did you mean <item>?"])
        #expect(loadErrors(#"{"platforms": ["macos"]}"#, as: "d.json")
                == [#"1:16: error: 'platforms' in description must be one of iOS, iPadOS, macOS, visionOS, watchOS, tvOS, found "macos"; did you mean 'macOS'?"#])
    }

    @Test func typeErrorsNameTheFieldAndTheValue() {
        #expect(loadErrors(#"{"sidebar": {"editable": "yes"}}"#, as: "d.json")
                == [#"1:26: error: 'editable' in sidebar must be true or false, found the string "yes""#])
        #expect(loadErrors(#"<description><sidebar editable="yes"/></description>"#, as: "d.xml")
                == [#"1:32: error: 'editable' in sidebar must be true or false, found "yes""#])
        #expect(loadErrors(#"{"toolbar": {"groups": {}}}"#, as: "d.json")
                == ["1:24: error: 'groups' in toolbar must be an array, found an object"])
        #expect(loadErrors(#"[]"#, as: "d.json") == ["1:1: error: description must be an object, found an array"])
    }

    @Test func aliasesResolveAndRefusedNamesExplainWhy() throws {
        let description = try load(#"{"toolbar": {"groups": [{"placement": "topBarTrailing"}, {"placement": "principal"}]}}"#, as: "d.json").get()
        #expect(description.toolbar?.groups.map(\.placement) == [.trailing, .center])
        #expect(loadErrors(#"<description><toolbar><group placement="automatic"/></toolbar></description>"#, as: "d.xml")
                == [#"1:40: error: 'placement' in toolbar group cannot be "automatic": SwiftUI chooses its place per platform; say leading, center or trailing"#])
        #expect(loadErrors(#"{"toolbar": {"groups": [{"placement": "trailng"}]}}"#, as: "d.json")
                == [#"1:39: error: 'placement' in toolbar group must be one of leading, center, trailing, bottom, found "trailng"; did you mean 'trailing'?"#])
    }

    @Test func duplicatesAndExclusiveFieldsAreErrors() {
        #expect(loadErrors(#"{"app": "A", "app": "B"}"#, as: "d.json") == ["1:14: error: duplicate key 'app' in description"])
        #expect(loadErrors(#"<description><window/><window/></description>"#, as: "d.xml")
                == ["1:23: error: duplicate element <window> in description"])
        #expect(loadErrors(#"{"sidebar": {"items": [{"title": "A", "symbol": "tray", "image": "Tray"}]}}"#, as: "d.json")
                == ["1:66: error: sidebar item gives both 'symbol' and 'image'; give only one"])
    }

    @Test func xmlSaysWhereAFieldBelongs() {
        #expect(loadErrors(#"<description sidebar="x"/>"#, as: "d.xml")
                == ["1:14: error: 'sidebar' in description is written as <sidebar> elements, not as an attribute"])
        #expect(loadErrors(#"<description><app/></description>"#, as: "d.xml")
                == ["1:14: error: 'app' in description is written as an attribute, not as an element"])
        #expect(loadErrors(#"<sidebar/>"#, as: "d.xml") == ["1:1: error: expected the root element <description>, found <sidebar>"])
    }

    @Test func jsonAndXMLDecodeToTheSameModel() throws {
        let json = try load("""
            {"platforms": ["macOS", "iPadOS"], "app": "Mail", "window": {"title": "Inbox", "kind": "main"},
             "sidebar": {"editable": true, "items": [{"title": "Mailboxes", "children": [{"title": "Inbox", "symbol": "tray", "iconColor": "#F00"}]}],
                         "bottomBar": {"items": [{"label": "Add", "action": "add"}]}},
             "toolbar": {"title": "Inbox", "groups": [{"placement": "trailing", "items": [{"label": "Send", "style": "prominent", "role": "submit"}]}]}}
            """, as: "d.json").get()
        let xml = try load("""
            <description platforms="macOS iPadOS" app="Mail"><window title="Inbox" kind="main"/>
             <sidebar editable="true"><item title="Mailboxes"><item title="Inbox" symbol="tray" iconColor="#F00"/></item>
              <bottomBar><item label="Add" action="add"/></bottomBar></sidebar>
             <toolbar title="Inbox"><group placement="trailing"><item label="Send" style="prominent" role="submit"/></group></toolbar>
            </description>
            """, as: "d.xml").get()
        for description in [json, xml] {
            #expect(description.platforms == [.macOS, .iPadOS])
            #expect(description.appName == "Mail")
            #expect(description.window?.kind == .main)
            #expect(description.sidebar?.editable == true)
            #expect(description.sidebar?.items.first?.children.first?.iconColor == .rgb(red: 255, green: 0, blue: 0, alpha: 255))
            #expect(description.sidebar?.bottomBar?.items.first?.action == .add)
            #expect(description.toolbar?.groups.first?.items.first?.style == .prominent)
            #expect(description.toolbar?.groups.first?.items.first?.role == .submit)
        }
    }

    @Test(arguments: ["accent", "default", "#abc", "#A1B2C3", "#A1B2C3D4", "systemRed", "Brand.Blue"])
    func acceptsColourNotations(_ text: String) {
        #expect(ColorValue(text) != nil)
    }

    @Test(arguments: ["", "#12", "#GGGGGG", "red!", "1red", "#1234567"])
    func refusesOtherColourNotations(_ text: String) {
        #expect(ColorValue(text) == nil)
    }

    @Test func suggestsOnlyCloseNames() {
        #expect(closestMatch(to: "childern", among: ["children", "title"]) == "children")
        #expect(closestMatch(to: "TITLE", among: ["children", "title"]) == "title")
        #expect(closestMatch(to: "colour", among: ["children", "title"]) == nil)
    }
}
