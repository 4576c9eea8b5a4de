/// The JSON Schema of `hig-lint map --format json` (docs/map.schema.json, kept current by
/// `GeneratedFilesTests`): the kinds and platforms come from the code.
extension NavigationMap {
    public static var schema: JSONValue {
        func object(_ properties: [String: JSONValue], required: [String], description: String) -> JSONValue {
            .object(["type": .string("object"), "description": .string(description), "additionalProperties": .bool(false),
                     "required": .array(required.sorted().map(JSONValue.string)), "properties": .object(properties)])
        }
        func typed(_ type: String, _ description: String) -> JSONValue { .object(["type": .string(type), "description": .string(description)]) }
        func list(_ items: JSONValue, _ description: String) -> JSONValue { .object(["type": .string("array"), "items": items, "description": .string(description)]) }
        func reference(_ name: String) -> JSONValue { .object(["$ref": .string("#/definitions/\(name)")]) }
        let location = object(["file": typed("string", "The file, as the run named or found it."),
                               "line": typed("integer", "1-based."), "column": typed("integer", "1-based, in Unicode code points.")],
                              required: ["file", "line", "column"], description: "Where it is in the source.")
        let hole = object(["reason": typed("string", "Why it was not read (the run's not-understood note)."), "location": reference("location")],
                          required: ["reason", "location"], description: "A place hig-lint did not read.")
        let node = object([
            "name": typed("string", "The view's name (its type, else its file's name), or the scene's (WindowGroup, Settings)."),
            "kind": .object(["enum": .array(NavigationGraph.Kind.allCases.map { .string($0.rawValue) }),
                             "description": .string("How it is shown: scene (a scene, or a window's content), column, tab, pushed, sheet, fullScreenCover, popover, alert, inspector, modalWindow, or contained (part of the screen above it; unplaced screens too).")]),
            "label": typed("string", "The scene's or column's name, or the tab's title."),
            "screen": typed("boolean", "true for a screen hig-lint read (a description `hig-lint show` prints); false for a scene or a view only holes are known of."),
            "title": typed("string", "The window's or toolbar's title."),
            "toolbarItems": list(typed("string", "A label, or a symbol's name."), "The toolbar's controls (no spaces, no title menu)."),
            "tabs": list(typed("string", "A tab's title."), "The tab bar's tabs, when the screen has one."),
            "sidebarRows": typed("integer", "How many top-level rows the sidebar has, when the screen has one."),
            "findings": typed("integer", "How many of the run's findings lie in the screen on this platform."),
            "location": reference("location"),
            "holes": list(reference("hole"), "Places in this view hig-lint did not read."),
            "children": list(reference("node"), "What it shows."),
        ], required: ["name", "kind", "screen", "toolbarItems", "findings", "location", "holes", "children"], description: "A scene or a screen.")
        let platform = object([
            "platform": .object(["enum": .array(Platform.allCases.map { .string($0.rawValue) } + [.null]),
                                 "description": .string("The platform; null for descriptions that name none.")]),
            "scenes": list(reference("node"), "The scenes, each with what it shows."),
            "unplaced": list(reference("node"), "Screens read for this platform that no scene was found to show."),
        ], required: ["platform", "scenes", "unplaced"], description: "One platform's map.")
        var root = object(["version": .object(["const": .integer(1)]), "platforms": list(platform, "The map of each platform."),
                           "holes": list(reference("hole"), "Places not read that lie in no screen of the map.")],
                          required: ["version", "platforms", "holes"], description: "The navigation map hig-lint map prints.")
        if case .object(var fields) = root {
            fields["$schema"] = .string("http://json-schema.org/draft-07/schema#")
            fields["$id"] = .string("https://github.com/hig-lint/hig-lint/schema/map.schema.json")
            fields["title"] = .string("hig-lint navigation map")
            fields["definitions"] = .object(["node": node, "hole": hole, "location": location])
            root = .object(fields)
        }
        return root
    }
}
