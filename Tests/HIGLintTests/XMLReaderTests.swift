import Testing
@testable import HIGLint

@Suite struct XMLReaderTests {
    private func read(_ text: String) throws(LoadError) -> XMLReader.Document {
        try XMLReader.read(SourceText(path: "t.xml", bytes: Array(text.utf8)))
    }

    private func members(_ node: XMLNode) -> [XMLNode.Member] {
        if case .object(let members) = node.decodingContent { return Array(members) }
        return []
    }

    @Test func positionsElementsAndAttributesExactly() throws {
        let document = try read("""
            <?xml version="1.0"?>
            <!-- a comment with <fake attr="x"> inside -->
            <description app="Mail">
              <toolbar title="a > b"><group placement="leading"/>
              </toolbar>
            </description>
            """)
        defer { withExtendedLifetime(document) {} }  // its nodes do not keep the store
        #expect(document.rootElement == "description")
        #expect(document.root.anchor.start == SourcePosition(line: 3, column: 1))
        #expect(document.root.anchor.end == SourcePosition(line: 6, column: 15))
        let root = members(document.root)
        #expect(root.map(\.name) == ["app", "toolbar"])
        #expect(root[0].isAttribute)
        #expect(root[0].nameAnchor.start == SourcePosition(line: 3, column: 14))
        #expect(root[0].value.anchor.start == SourcePosition(line: 3, column: 18))
        #expect(root[0].value.anchor.path == "/description/@app")
        let toolbar = members(root[1].value)
        #expect(toolbar[0].value.anchor.start == SourcePosition(line: 4, column: 18))
        guard case .string(let title) = toolbar[0].value.decodingContent else { Issue.record("not text"); return }
        #expect(title == "a > b")
        #expect(toolbar[1].value.anchor.start == SourcePosition(line: 4, column: 26))
        #expect(toolbar[1].value.anchor.end == SourcePosition(line: 4, column: 54))
        #expect(toolbar[1].value.anchor.path == "/description/toolbar/group")
    }

    @Test func indexesRepeatedSiblingsInPaths() throws {
        let document = try read("<description><sidebar><item title=\"a\"/><item title=\"b\"><item title=\"c\"/></item></sidebar></description>")
        defer { withExtendedLifetime(document) {} }  // its nodes do not keep the store
        let sidebar = members(members(document.root)[0].value)
        #expect(sidebar.map(\.value.anchor.path) == ["/description/sidebar/item[1]", "/description/sidebar/item[2]"])
        let nested = members(sidebar[1].value).last!
        #expect(nested.value.anchor.path == "/description/sidebar/item[2]/item")
    }

    /// Suppression comments are read before decoding; each is scoped to the path the decoder gives its element.
    @Test func scopesSuppressionCommentsToTheirElementsPath() throws {
        let document = try read("""
            <!-- hig-lint-disable title-length: the whole file -->
            <description>
              <sidebar>
                <item title="a"/>
                <item title="b">
                  <!-- hig-lint-disable sidebar-max-depth: nested -->
                  <item title="c"/>
                  <!-- hig-lint-disable: a near miss -->
                  <item title="d"/>
                </item>
              </sidebar>
            </description>
            """)
        defer { withExtendedLifetime(document) {} }  // its nodes do not keep the store
        #expect(document.suppressions.map(\.scope) == ["/description", "/description/sidebar/item[2]/item[1]", "/description/sidebar/item[2]/item[2]"])
        #expect(document.suppressions.map(\.ruleIDs) == [["title-length"], ["sidebar-max-depth"], []])
        #expect(document.suppressions.map(\.anchor.start) == [SourcePosition(line: 2, column: 1), SourcePosition(line: 7, column: 7), SourcePosition(line: 8, column: 11)])
        let sidebar = members(members(document.root)[0].value)
        let nested = members(sidebar[1].value).filter { !$0.isAttribute }
        #expect(nested.map(\.value.anchor.path) == Array(document.suppressions.map(\.scope).dropFirst()))
    }

    @Test func decodesPredefinedEntitiesAndCharacterReferences() throws {
        let document = try read("<description app=\"Tom &amp; Jerry &#x2014; &lt;3\"/>")
        defer { withExtendedLifetime(document) {} }  // its nodes do not keep the store
        guard case .string(let app) = members(document.root)[0].value.decodingContent else { Issue.record("not text"); return }
        #expect(app == "Tom & Jerry — <3")
    }

    @Test(arguments: [
        ("<!DOCTYPE d [<!ENTITY a \"aaaa\"><!ENTITY b \"&a;&a;&a;\">]><description app=\"&b;\"/>", "1:1",
         "DOCTYPE declarations are not allowed in descriptions; hig-lint never loads DTDs or expands entities"),
        ("<?xml version=\"1.0\"?>\n<!DOCTYPE d SYSTEM \"http://example.invalid/x.dtd\">\n<description/>", "2:1",
         "DOCTYPE declarations are not allowed in descriptions; hig-lint never loads DTDs or expands entities"),
        ("", "1:1", "the file is empty; expected an XML document"),
        ("<description><sidebar></description>", "1:23", "malformed XML: Opening and ending tag mismatch: sidebar line 1 and description"),
        ("<description>text</description>", "1:1", "unexpected text \"text\" in <description>; descriptions keep values in attributes"),
        ("<description>\n  <sidebar> a &amp; b </sidebar>\n</description>", "2:3", "unexpected text \"a & b\" in <sidebar>; descriptions keep values in attributes"),
        ("<description><window/><![CDATA[ x ]]></description>", "1:1", "unexpected text \"x\" in <description>; descriptions keep values in attributes"),
    ])
    func refusesBadDocuments(input: String, position: String, message: String) {
        do {
            _ = try read(input)
            Issue.record("read without error")
        } catch {
            #expect("\(error.position)" == position)
            #expect(error.message == message)
        }
    }

    @Test func namespaceDeclarationsAreNotMembers() throws {
        let document = try read("<description xmlns=\"urn:example\" xmlns:x=\"urn:x\" app=\"Mail\" x:note=\"n\"/>")
        defer { withExtendedLifetime(document) {} }  // its nodes do not keep the store
        #expect(members(document.root).map(\.name) == ["app", "x:note"])
    }

    @Test func rejectsInvalidUTF8() {
        do {
            _ = try XMLReader.read(SourceText(path: "t.xml", bytes: Array("<description app=\"".utf8) + [0xC3, 0x28] + Array("\"/>".utf8)))
            Issue.record("read without error")
        } catch {
            #expect(error.description == "t.xml:1:19: error: invalid UTF-8 byte 0xC3; descriptions must be UTF-8 text")
        }
    }
}
