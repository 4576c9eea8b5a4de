import Foundation
import Testing
@testable import HIGLint

/// `hig-lint map` through the built binary: the navigation map of fixture apps, exactly, in each
/// format; its JSON against docs/map.schema.json; and every screen `show` prints on the map.
@Suite struct MapTests {
    let cli = CommandLineTests()

    func map(_ path: String, _ format: String = "text") throws -> String {
        let run = try cli.run(["map", "--no-config", "--format", format, path])
        #expect(run.status == 0, "\(run.stderr)")
        return run.stdout
    }

    /// A scene, the screen it shows and that screen's sheet; a form nothing shows is unplaced,
    /// and on visionOS (no branch of the root builds there) the scene shows nothing.
    @Test func pantryAppsScenesSheetsAndUnplacedScreen() throws {
        let file = "Fixtures/swift/PantryApp/Sources/Pantry/"
        #expect(try map("Fixtures/swift/PantryApp") == """
            iOS
              scene WindowGroup  \(file)PantryApp.swift:7
                window StockList "Stock", toolbar 2 items (Filter, Sort), 0 findings  \(file)StockList.swift:9
                  sheet AddItemForm "New Item", toolbar 2 items (xmark, done), 0 findings  \(file)StockList.swift:40
              unplaced (read, but no scene was found to show them)
                RenameForm "Rename", toolbar 2 items (Cancel, Rename), 0 findings  \(file)StockList.swift:74
            iPadOS
              scene WindowGroup  \(file)PantryApp.swift:7
                window StockList "Stock", toolbar 4 items (Filter, Sort, Inventory, Transfer), 0 findings  \(file)StockList.swift:9
                  sheet AddItemForm "New Item", toolbar 2 items (xmark, done), 0 findings  \(file)StockList.swift:40
              unplaced (read, but no scene was found to show them)
                RenameForm "Rename", toolbar 2 items (Cancel, Rename), 0 findings  \(file)StockList.swift:74
            visionOS
              scene WindowGroup  \(file)PantryApp.swift:7
              unplaced (read, but no scene was found to show them)
                RenameForm "Rename", toolbar 2 items (Cancel, Rename), 0 findings  \(file)StockList.swift:74

            """)
    }

    /// Tabs, split-view columns and their findings per platform: on iPhone the split view
    /// collapses (no sidebar screen), so its columns hang from the tab view's screen. The detail's
    /// toolbar in its other state (Edit for Done) is a part of the same screen.
    @Test func travelAppsTabsAndColumns() throws {
        let file = "Fixtures/swift/TravelApp/TravelApp/"
        #expect(try map("Fixtures/swift/TravelApp") == """
            iOS
              scene WindowGroup  \(file)TravelApp.swift:7
                window RootView, tab bar of 5 tabs (Trips, Map, Saved, Collections, search), 1 finding  \(file)RootView.swift:6
                  column (sidebar) TripsSidebar "Trips", 0 findings  \(file)TripsView.swift:20
                  column (detail) TripDetail "Lisbon and the Atlantic Coast", toolbar 5 items (Book Hotel, Done, Share, Add Stop, Show Map), 4 findings  \(file)TripDetail.swift:8
                  part TripDetail "Lisbon and the Atlantic Coast", toolbar 5 items (Book Hotel, Edit, Share, Add Stop, Show Map), 4 findings  \(file)TripDetail.swift:8
            iPadOS
              scene WindowGroup  \(file)TravelApp.swift:7
                window RootView, tab bar of 5 tabs (Trips, Map, Saved, Collections, search), 1 finding  \(file)RootView.swift:6
                  tab "Trips" TripsView, sidebar of 2 rows, 0 findings  \(file)TripsView.swift:8
                    column (sidebar) TripsSidebar "Trips", 1 finding  \(file)TripsView.swift:20
                    column (detail) TripDetail "Lisbon and the Atlantic Coast", toolbar 5 items (Book Hotel, Done, Share, Add Stop, Show Map), 3 findings  \(file)TripDetail.swift:8
                    part TripDetail "Lisbon and the Atlantic Coast", toolbar 5 items (Book Hotel, Edit, Share, Add Stop, Show Map), 3 findings  \(file)TripDetail.swift:8

            """)
    }

    /// UIKit screens no scene is found for are unplaced, each with the places in its class not
    /// read (the run's not-understood notes) under it, and its findings counted: a controller read
    /// once for iPhone and once for iPad is one screen of its file on each.
    @Test func unplacedScreensCarryTheirHoles() throws {
        let file = "Fixtures/swift/BuiltBarsApp/"
        let screens = """
              unplaced (read, but no scene was found to show them)
                ComposeViewController "New Message", toolbar 1 item (Save), 1 finding  \(file)ComposeViewController.swift:18
                  not read: this UIToolbar is one the code makes and places itself (such as a keyboard's accessory bar), not a navigation controller's; where it shows is not known, so its items are not checked  \(file)ComposeViewController.swift:12
                GuideViewController "Guide", toolbar 3 items (Close, plus.circle, Share), 2 findings  \(file)GuideViewController.swift:19
                MailboxViewController "Mailbox", toolbar 3 items (Close, Compose, Archive All Messages), 3 findings  \(file)MailboxViewController.swift:10
                  not read: this bar button item is added under a condition; the bar is checked without it  \(file)MailboxViewController.swift:23

            """
        #expect(try map("Fixtures/swift/BuiltBarsApp") == "iOS\n  no scene found\n" + screens + "iPadOS\n  no scene found\n" + screens)
    }

    @Test func pantryAppAsMermaidAndDot() throws {
        let file = "Fixtures/swift/PantryApp/Sources/Pantry/"
        let mermaid = try map("Fixtures/swift/PantryApp", "mermaid")
        #expect(mermaid.hasPrefix("""
            flowchart TD
              subgraph n6 ["iOS"]
                n1["scene WindowGroup<br/>\(file)PantryApp.swift:7"]
                n2["window StockList #quot;Stock#quot;, toolbar 2 items (Filter, Sort), 0 findings<br/>\(file)StockList.swift:9"]
                n3["sheet AddItemForm #quot;New Item#quot;, toolbar 2 items (xmark, done), 0 findings<br/>\(file)StockList.swift:40"]
                n2 -->|"sheet"| n3
                n1 -->|"window"| n2
                subgraph n5 ["unplaced"]
                  n4["RenameForm #quot;Rename#quot;, toolbar 2 items (Cancel, Rename), 0 findings<br/>\(file)StockList.swift:74"]
                end
              end
              subgraph n12 ["iPadOS"]

            """))
        #expect(mermaid.hasSuffix("""
              subgraph n16 ["visionOS"]
                n13["scene WindowGroup<br/>\(file)PantryApp.swift:7"]
                subgraph n15 ["unplaced"]
                  n14["RenameForm #quot;Rename#quot;, toolbar 2 items (Cancel, Rename), 0 findings<br/>\(file)StockList.swift:74"]
                end
              end

            """))
        let dot = try map("Fixtures/swift/PantryApp", "dot")
        #expect(dot.hasPrefix("""
            digraph map {
              rankdir=LR;
              node [shape=box];
              subgraph cluster_n6 {
                label="iOS";
                n1 [label="scene WindowGroup\\n\(file)PantryApp.swift:7"];
                n2 [label="window StockList \\"Stock\\", toolbar 2 items (Filter, Sort), 0 findings\\n\(file)StockList.swift:9"];
                n3 [label="sheet AddItemForm \\"New Item\\", toolbar 2 items (xmark, done), 0 findings\\n\(file)StockList.swift:40"];
                n2 -> n3 [label="sheet"];
                n1 -> n2 [label="window"];
                subgraph cluster_n5 {
                  label="unplaced";
                  n4 [label="RenameForm \\"Rename\\", toolbar 2 items (Cancel, Rename), 0 findings\\n\(file)StockList.swift:74"];
                }
              }

            """))
        #expect(dot.hasSuffix("  }\n}\n"))
        // Graphviz reads it, where installed.
        if FileManager.default.isExecutableFile(atPath: "/usr/bin/dot") {
            let folder = try cli.temporaryDirectory()
            try dot.write(to: folder.appendingPathComponent("map.dot"), atomically: true, encoding: .utf8)
            let checked = try cli.run(["-Tsvg", "-o", folder.appendingPathComponent("map.svg").path, "map.dot"], in: folder, executable: URL(fileURLWithPath: "/usr/bin/dot"))
            #expect(checked.status == 0, "\(checked.stderr)")
        }
    }

    /// The JSON of apps with scenes, unplaced screens, holes and descriptions that name no
    /// platform follows the published schema (checked with Python's jsonschema where installed).
    @Test func jsonFollowsThePublishedSchema() throws {
        let folder = try cli.temporaryDirectory()
        let fixtures = ["Fixtures/swift/PantryApp", "Fixtures/swift/TravelApp", "Fixtures/swift/BuiltBarsApp", "Fixtures/demo", "Fixtures/ib/presented"]
        var files: [String] = []
        for (index, fixture) in fixtures.enumerated() {
            let json = try map(fixture, "json")
            #expect(json.hasPrefix("{\n  \"holes\" : ["))
            let file = folder.appendingPathComponent("\(index).json")
            try json.write(to: file, atomically: true, encoding: .utf8)
            files.append(file.path)
        }
        guard ExternalClientTests.pythonHasJSONSchema else {
            print("note: skipping the map schema check: python3 with the jsonschema package is not installed (pip install jsonschema)")
            return
        }
        let script = """
            import json, sys, jsonschema
            schema = json.load(open(sys.argv[1]))
            jsonschema.Draft7Validator.check_schema(schema)
            for path in sys.argv[2:]:
                jsonschema.validate(json.load(open(path)), schema)
            """
        let checked = try cli.run(["python3", "-c", script, packageRoot.appendingPathComponent("docs/map.schema.json").path] + files,
                                  executable: URL(fileURLWithPath: "/usr/bin/env"))
        #expect(checked.status == 0, "\(checked.stderr)")
    }

    /// Issue 53's fourth item: every screen `hig-lint show` prints is a node of the map (placed or
    /// unplaced), and every screen node of the map is one `show` prints.
    @Test(arguments: ["Fixtures/swift", "Fixtures/demo", "Fixtures/ib"])
    func everyScreenShowPrintsIsOnTheMap(folder: String) throws {
        let show = try cli.run(["show", "--no-config", folder])
        // "// from FILE:LINE:COLUMN (structural path)", the path left out where there is none.
        let shown = Set(show.stdout.split(separator: "\n").filter { $0.hasPrefix("// from ") }.map { line in
            let place = line.dropFirst("// from ".count)
            return String(place.hasSuffix(")") ? place[..<place.range(of: " (", options: .backwards)!.lowerBound] : place)
        })
        let data = try #require(try map(folder, "json").data(using: .utf8))
        let root = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
        var screens = Set<String>()
        func collect(_ node: [String: Any]) {
            if node["screen"] as? Bool == true, let location = node["location"] as? [String: Any] {
                screens.insert("\(location["file"]!):\(location["line"]!):\(location["column"]!)")
            }
            (node["children"] as? [[String: Any]] ?? []).forEach(collect)
        }
        for platform in root["platforms"] as? [[String: Any]] ?? [] {
            ((platform["scenes"] as? [[String: Any]] ?? []) + (platform["unplaced"] as? [[String: Any]] ?? [])).forEach(collect)
        }
        #expect(!shown.isEmpty)
        #expect(shown.subtracting(screens).sorted() == [], "screens show prints that the map lacks")
        #expect(screens.subtracting(shown).sorted() == [], "map screens show does not print")
    }
}
