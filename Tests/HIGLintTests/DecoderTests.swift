import Testing
@testable import HIGLint

/// The shared decoding step reports the same problems in the same words for JSON and XML.
@Suite struct DecoderTests {
    /// The model keeps places and makes anchors when asked; asked in any order, long after
    /// decoding, they are the positions and paths the file gives (the path caches of a long list
    /// must not mix up its rows). A list of 100 rows is walked for the rows near its start and
    /// searched once it has been listed; asked first from its end and first from its start.
    @Test func anchorsMadeLateAreTheFilesOwn() throws {
        let count = 100
        let json = "{\"sidebar\": {\"items\": [\n" + (0..<count).map { "{\"title\": \"T\($0)\", \"children\": [{\"title\": \"c\"}]}" }.joined(separator: ",\n") + "\n]}}"
        let xml = "<description>\n<sidebar>\n" + (0..<count).map { "<item title=\"T\($0)\"><item title=\"c\"/></item>" }.joined(separator: "\n") + "\n</sidebar>\n</description>"
        for order in [Array((0..<count).reversed()), [3, 70, 2, 64, 63, 65] + Array(0..<count)] {
            let fromJSON = try #require(try load(json, as: "d.json").get().sidebar?.items)
            let fromXML = try #require(try load(xml, as: "d.xml").get().sidebar?.items)
            for row in order {
                let jsonTitle = fromJSON[row].anchors["title"], xmlTitle = fromXML[row].anchors["title"]
                #expect(jsonTitle.path == "/sidebar/items/\(row)/title")
                #expect(jsonTitle.start == SourcePosition(line: row + 2, column: 11))
                #expect(fromJSON[row].children[0].anchors.object.path == "/sidebar/items/\(row)/children/0")
                #expect(xmlTitle.path == "/description/sidebar/item[\(row + 1)]/@title")
                #expect(xmlTitle.start == SourcePosition(line: row + 3, column: 13))
                #expect(xmlTitle.end == SourcePosition(line: row + 3, column: 16 + String(row).count))
                #expect(fromXML[row].children[0].anchors.object.path == "/description/sidebar/item[\(row + 1)]/item")
                #expect(fromXML[row].anchors.object.start == SourcePosition(line: row + 3, column: 1))
            }
        }
    }

    /// A model value reads its decoded object in place until a field is set; then the copy that
    /// was set holds the new value, every other field and every anchor as they were, and the
    /// copies made before keep the file's values.
    @Test func settingAModelsFieldKeepsTheRest() throws {
        let text = """
            {"platforms": ["iOS"], "toolbar": {"title": "Inbox", "groups": [
              {"placement": "trailing", "items": [{"label": "Share", "symbol": "square.and.arrow.up"}]}]}}
            """
        let description = try load(text, as: "d.hig.json").get()
        let original = try #require(description.toolbar)
        var toolbar = original
        toolbar.title = "Mail"
        #expect(toolbar.title == "Mail" && original.title == "Inbox")
        #expect(toolbar.items.map(\.label) == ["Share"] && toolbar.groups.map(\.placement) == [.trailing])
        #expect(toolbar.anchors["title"] == original.anchors["title"] && toolbar.anchors["title"].path == "/toolbar/title")
        var group = toolbar.groups[0]
        group.items[0].label = nil
        #expect(group.items[0].label == nil && group.items[0].symbol == "square.and.arrow.up")
        #expect(toolbar.groups[0].items[0].label == "Share")
        var edited = description
        edited.platforms = [.macOS]
        edited.toolbar = toolbar
        #expect(edited.platforms == [.macOS] && description.platforms == [.iOS])
        #expect(edited.toolbar?.title == "Mail" && description.toolbar?.title == "Inbox")
        #expect(edited.anchors.object == description.anchors.object)
    }

    /// `newlineCount` reads eight bytes at a time: every byte next to a LF in every lane, and
    /// pseudo-random bytes, are counted as a byte-by-byte loop counts them.
    @Test func newlineCountMatchesAByteByByteCount() {
        var inputs: [[UInt8]] = [[], [0x0A], Array("a\nb\r\nc\n".utf8), Array("caf\u{E9}\n\u{1F600}\n".utf8)]
        for length in 1...20 {
            for lane in 0..<length {
                for neighbour: UInt8 in [0x00, 0x09, 0x0B, 0x0D, 0x7F, 0x80, 0x8A, 0xFF] {
                    var bytes = [UInt8](repeating: neighbour, count: length)
                    bytes[lane] = 0x0A
                    inputs.append(bytes)
                }
            }
        }
        var seed: UInt64 = 0x9E37_79B9_7F4A_7C15
        for _ in 0..<200 {
            inputs.append((0..<(Int(seed % 97))).map { _ in
                seed = seed &* 6364136223846793005 &+ 1442695040888963407
                return seed >> 61 == 0 ? 0x0A : UInt8(truncatingIfNeeded: seed >> 33)
            })
        }
        for bytes in inputs {
            #expect(bytes.withUnsafeBufferPointer { newlineCount(in: $0) } == bytes.filter { $0 == 0x0A }.count, "\(bytes)")
        }
    }

    /// `walkLines` skips runs without a CR or LF eight bytes at a time: from any start to any end,
    /// over CRs, LFs, CR LFs and multi-byte characters next to every lane, it ends on the line and
    /// column a byte-by-byte walk ends on.
    @Test func walkLinesMatchesAByteByByteWalk() {
        func byteByByte(_ buffer: UnsafeBufferPointer<UInt8>, _ start: Int, _ end: Int) -> (Int, Int) {
            var (line, column) = (1, 1)
            for at in start..<end {
                if buffer[at] == 0x0A || (buffer[at] == 0x0D && (at + 1 == buffer.count || buffer[at + 1] != 0x0A)) {
                    (line, column) = (line + 1, 1)
                } else if buffer[at] & 0xC0 != 0x80 && buffer[at] != 0x0D {
                    column += 1
                }
            }
            return (line, column)
        }
        var inputs: [[UInt8]] = [Array("a\r\nb\rc\nd".utf8), Array("caf\u{E9}\r\n\u{1F600}\r".utf8)]
        let pieces: [[UInt8]] = [[0x0A], [0x0D], [0x0D, 0x0A], Array("\u{E9}".utf8), Array("\u{1F600}".utf8)]
        for length in 1...19 {
            for lane in 0..<length {
                for piece in pieces { inputs.append([UInt8](repeating: 0x20, count: lane) + piece + [UInt8](repeating: 0x61, count: length - lane)) }
            }
        }
        for bytes in inputs {
            bytes.withUnsafeBufferPointer { buffer in
                for start in [0, 1, 3].filter({ $0 <= buffer.count }) {
                    for end in Set([start, buffer.count, max(start, buffer.count - 1), min(buffer.count, start + 9)]) {
                        var (line, column) = (1, 1)
                        walkLines(over: buffer, from: start, to: end, line: &line, column: &column)
                        let expected = byteByByte(buffer, start, end)
                        #expect(line == expected.0 && column == expected.1, "\(bytes) \(start)..<\(end)")
                    }
                }
            }
        }
    }

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

    /// A configuration's rules shape has a field per rule, custom ones too: the decoder's bookkeeping of
    /// given fields keeps the first 64 in a word and the rest apart, and both must behave alike.
    @Test func shapesWithMoreThan64FieldsKeepCountRight() {
        let shape = Shape(name: "wide", definition: "Wide", summary: "A shape with 70 fields.",
                          fields: (0..<70).map { Field("f\($0)", .string, required: $0 == 3 || $0 == 66, "Field \($0).") },
                          exclusive: [["f64", "f65"], ["f1", "f2"]])
        func errors(_ json: String) -> [String] {
            switch DescriptionLoader.decode(bytes: Array(json.utf8), path: "w.json", syntax: .json, shape: shape, xmlRoot: "wide") {
            case .success: return []
            case .failure(let failure): return failure.errors.map(line)
            }
        }
        #expect(errors(#"{"f3": "a", "f66": "b"}"#) == [])
        #expect(errors(#"{"f3": "a"}"#) == ["1:1: error: missing required key 'f66' in wide"])
        #expect(errors(#"{"f66": "b"}"#) == ["1:1: error: missing required key 'f3' in wide"])
        #expect(errors(#"{"f3": "a", "f66": "b", "f69": "c", "f69": "d"}"#) == ["1:37: error: duplicate key 'f69' in wide"])
        #expect(errors(#"{"f3": "a", "f66": "b", "f63": "c", "f63": "d"}"#) == ["1:37: error: duplicate key 'f63' in wide"])
        #expect(errors(#"{"f3": "a", "f66": "b", "f64": "c", "f65": "d"}"#) == ["1:44: error: wide gives both 'f64' and 'f65'; give only one"])
        #expect(errors(#"{"f3": "a", "f66": "b", "f1": "c", "f2": "d"}"#) == ["1:42: error: wide gives both 'f1' and 'f2'; give only one"])
    }

    @Test func xmlSaysWhereAFieldBelongs() {
        #expect(loadErrors(#"<description sidebar="x"/>"#, as: "d.xml")
                == ["1:14: error: 'sidebar' in description is written as <sidebar> elements, not as an attribute"])
        #expect(loadErrors(#"<description><app/></description>"#, as: "d.xml")
                == ["1:14: error: 'app' in description is written as an attribute, not as an element"])
        #expect(loadErrors(#"<sidebar/>"#, as: "d.xml") == ["1:1: error: expected the root element <description>, found <sidebar>"])
    }

    /// A document's member names are matched to a shape's fields once per shape and kind, and the
    /// match is reused: the same name fills another field in another shape, an XML element is not
    /// the attribute of its name, an escaped JSON key is the key it spells, and a name that fills no
    /// field is reported wherever it stands.
    @Test func namesAreMatchedOncePerShapeAndKind() throws {
        #expect(loadErrors(#"""
            <description app="A"><window title="Mail"/><sidebar><item title="Inbox"><title/></item><item title="Sent" titel="x"/><item titel="y" title="Drafts"/></sidebar><toolbar title="Mail"/></description>
            """#, as: "d.xml") == ["1:73: error: 'title' in sidebar item is written as an attribute, not as an element",
                                   "1:107: error: unknown attribute 'titel' in sidebar item; did you mean 'title'?",
                                   "1:124: error: unknown attribute 'titel' in sidebar item; did you mean 'title'?"])
        #expect(loadErrors(#"""
            {"app": "A", "window": {"title": "Mail"}, "sidebar": {"items": [{"title": "Inbox"}, {"ti\u0074le": "Sent", "titel": "x"}, {"titel": "y", "title": "Drafts"}]}, "toolbar": {"title": "Mail"}}
            """#, as: "d.json") == ["1:108: error: unknown key 'titel' in sidebar item; did you mean 'title'?",
                                    "1:124: error: unknown key 'titel' in sidebar item; did you mean 'title'?"])
        let xml = try load(#"<description app="A"><window title="Mail"/><sidebar><item title="Inbox"/><item title="Sent"/></sidebar><toolbar title="Bar"/></description>"#,
                           as: "d.xml").get()
        let json = try load(#"{"app": "A", "window": {"title": "Mail"}, "sidebar": {"items": [{"title": "Inbox"}, {"ti\u0074le": "Sent"}]}, "toolbar": {"title": "Bar"}}"#,
                            as: "d.json").get()
        for description in [xml, json] {
            #expect(description.window?.title == "Mail")
            #expect(description.sidebar?.items.map(\.title) == ["Inbox", "Sent"])
            #expect(description.toolbar?.title == "Bar")
        }
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

    /// An object's fields and a list's items are runs of the decoded document, whatever order
    /// they came in: XML elements of two lists interleaved, lists inside items of lists, JSON keys
    /// out of the shape's order. Each list keeps its own items in order, fields read in the shape's
    /// order, and a list of elements stands at its first element.
    @Test func interleavedAndNestedListsKeepTheirOwnItems() throws {
        let xml = try load("""
            <description><sidebar>
            <item title="A"><item title="A1"/><action kind="rename"/><item title="A2" imageScales="1x 2x"><item title="A2a"/></item>
            <action kind="remove"/></item>
            <item title="B" imageSizes="small"/>
            </sidebar></description>
            """, as: "d.xml").get()
        let json = try load("""
            {"sidebar": {"items": [
             {"children": [{"title": "A1"}, {"imageScales": ["1x", "2x"], "title": "A2", "children": [{"title": "A2a"}]}],
              "actions": [{"kind": "rename"}, {"kind": "remove"}], "title": "A"},
             {"imageSizes": ["small"], "title": "B"}]}}
            """, as: "d.json").get()
        for description in [xml, json] {
            let items = try #require(description.sidebar?.items)
            #expect(items.map(\.title) == ["A", "B"])
            #expect(items[0].children.map(\.title) == ["A1", "A2"])
            #expect(items[0].actions.map(\.kind) == [.rename, .remove])
            #expect(items[0].children[1].imageScales == [.x1, .x2])
            #expect(items[0].children[1].children.map(\.title) == ["A2a"])
            #expect(items[1].imageSizes == [.small])
            let row = try #require(description.document?.object("sidebar")?.objects("items").first)
            #expect(row.givenFields == ["title", "actions", "children"])
        }
        #expect(xml.sidebar?.items[0].anchors["children"].start == SourcePosition(line: 2, column: 17))
        #expect(xml.sidebar?.items[0].anchors["actions"].start == SourcePosition(line: 2, column: 35))
        #expect(json.sidebar?.items[0].anchors["actions"].start == SourcePosition(line: 3, column: 14))
    }

    @Test(arguments: ["accent", "default", "#abc", "#A1B2C3", "#A1B2C3D4", "systemRed", "Brand.Blue", "z_9.Z"])
    func acceptsColourNotations(_ text: String) {
        #expect(ColorValue(text) != nil)
    }

    @Test(arguments: ["", "#12", "#GGGGGG", "red!", "1red", "#1234567", "_red", ".red", "re d", "re-d", "caf\u{E9}", "cafe\u{301}",
                      "\u{FF21}bc", "red\r\n", "@red", "[red", "`red", "{red"])
    func refusesOtherColourNotations(_ text: String) {
        #expect(ColorValue(text) == nil)
    }

    @Test func suggestsOnlyCloseNames() {
        #expect(closestMatch(to: "childern", among: ["children", "title"]) == "children")
        #expect(closestMatch(to: "TITLE", among: ["children", "title"]) == "title")
        #expect(closestMatch(to: "colour", among: ["children", "title"]) == nil)
    }

    @Test func tabBarsMenusAndToolbarVariantsDecodeAlikeFromJSONAndXML() throws {
        let json = try load("""
            {"platforms": ["iPadOS", "iOS"],
             "window": {"minimumWidth": 640, "contentBackground": "#FFFFFF", "sidebarCount": 1},
             "tabBar": {"style": "sidebarAdaptable", "customizable": true, "tabs": [
               {"id": "home", "title": "Home", "symbol": "house", "placement": "fixed"},
               {"title": "Library", "placement": "automatic", "children": [{"title": "Albums", "image": "albums"}],
                "sidebar": {"items": [{"title": "Recent", "selectsTab": "home"}]}},
               {"title": "Search", "symbol": "magnifyingglass", "placement": "pinned", "role": "search"}]},
             "menuBar": {"menus": [{"title": "File", "items": [{"title": "New", "action": "new", "children": [{"title": "Folder", "action": "newFolder"}]}]}]},
             "toolbar": {"customizable": true, "tint": "systemPink", "groups": [{"items": [
               {"id": "n1", "label": "New", "symbol": "plus", "action": "new", "visibilityPriority": "high",
                "menu": [{"title": "Folder", "action": "newFolder"}]}]}],
               "variants": [{"platforms": ["iOS"], "groups": [{"placement": "bottom", "items": [{"label": "New"}]}]}]}}
            """, as: "d.hig.json").get()
        let xml = try load("""
            <description platforms="iPadOS iOS">
              <window minimumWidth="640" contentBackground="#FFFFFF" sidebarCount="1"/>
              <tabBar style="sidebarAdaptable" customizable="true">
                <tab id="home" title="Home" symbol="house" placement="fixed"/>
                <tab title="Library" placement="automatic">
                  <tab title="Albums" image="albums"/>
                  <sidebar><item title="Recent" selectsTab="home"/></sidebar>
                </tab>
                <tab title="Search" symbol="magnifyingglass" placement="pinned" role="search"/>
              </tabBar>
              <menuBar><menu title="File"><menuItem title="New" action="new"><menuItem title="Folder" action="newFolder"/></menuItem></menu></menuBar>
              <toolbar customizable="true" tint="systemPink">
                <group><item id="n1" label="New" symbol="plus" action="new" visibilityPriority="high"><menuItem title="Folder" action="newFolder"/></item></group>
                <variant platforms="iOS"><group placement="bottom"><item label="New"/></group></variant>
              </toolbar>
            </description>
            """, as: "d.hig.xml").get()
        for description in [json, xml] {
            #expect(description.window?.minimumWidth == 640)
            #expect(description.window?.contentBackground == .rgb(red: 255, green: 255, blue: 255, alpha: 255))
            let tabBar = try #require(description.tabBar)
            #expect(tabBar.style == .sidebarAdaptable && tabBar.customizable == true)
            #expect(tabBar.tabs.map(\.placement) == [.fixed, .default, .pinned])
            #expect(tabBar.tabs[1].children.map(\.image) == ["albums"])
            #expect(tabBar.tabs[1].sidebar?.items.first?.selectsTab == "home")
            #expect(tabBar.tabs[2].role == .search)
            #expect(description.menuBar?.commands.map(\.displayName) == ["New", "Folder"])
            let toolbar = try #require(description.toolbar)
            #expect(toolbar.tint == .named("systemPink"))
            #expect(toolbar.items.first?.menu.map(\.action) == ["newFolder"])
            #expect(toolbar.items.first?.visibilityPriority == .high)
            #expect(toolbar.groups(on: .iOS).map(\.placement) == [.bottom])
            #expect(toolbar.groups(on: .iPadOS).map(\.placement) == [nil])
        }
        // Positions lead back to each format's own text.
        #expect(json.tabBar?.tabs[2].anchors["placement"].start == SourcePosition(line: 7, column: 66))
        #expect(xml.tabBar?.tabs[2].anchors["placement"].start == SourcePosition(line: 9, column: 60))
    }
}
