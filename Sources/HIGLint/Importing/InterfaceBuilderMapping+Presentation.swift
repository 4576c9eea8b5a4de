/// How a window or scene is shown, from its file's segues and the app's code
/// (`InterfaceBuilderCode`); docs/presentation.md has the table.
extension InterfaceBuilderMapping {
    /// A xib's nib name: its file name without the extension (what `initWithWindowNibName:` names).
    var nibName: String? {
        guard document.path.hasSuffix(".xib"), let file = document.path.split(separator: "/").last else { return nil }
        return String(file.dropLast(4))
    }

    /// Why a macOS window is a sheet or a modal window, when code runs it as one: an outlet that
    /// leads to it (the File's Owner's `window`, or another) holds what code hands to
    /// `beginSheet`, `runModalForWindow:` and the like.
    func modalReason(ofWindow window: InterfaceBuilderElement) -> (reason: String, sheet: Bool)? {
        guard let id = window.id else { return nil }
        if let controller = window.parent, controller.name == "windowController", let controllerID = controller.id {
            let kinds = incomingSegues(to: controllerID).compactMap { $0["kind"] }
            if let kind = kinds.first, kinds.allSatisfy({ $0 == "sheet" || $0 == "modal" }) { return ("a \(kind) segue leads to it", kinds.contains("sheet")) }
        }
        for outlet in outletsTo[id] ?? [] {
            guard let property = outlet["property"], let owner = outlet.parent?.parent else { continue }
            let isFilesOwner = owner.id == "-2"
            if let (site, sheet) = code.modalWindow(ownerClass: owner["customClass"], nib: isFilesOwner ? nibName : nil, property: property) {
                return ("\(site) runs it \(sheet ? "as a sheet" : "as a modal window")", sheet)
            }
        }
        return nil
    }

    /// Why the view controller (or a xib's top-level view) that holds an element is shown as a
    /// sheet, popover or modal window: a segue of that kind leads to it, or code shows its class.
    func modalReason(ofViewHolding element: InterfaceBuilderElement) -> String? {
        let top = topLevelObject(containing: element)
        if top.name.hasSuffix("ontroller"), let id = top.id {
            let kinds = incomingSegues(to: id).compactMap { $0["kind"] }
            if let kind = kinds.first(where: { ["sheet", "modal", "popover"].contains($0) }), kinds.allSatisfy({ ["sheet", "modal", "popover"].contains($0) }) {
                return "a \(kind) segue leads to it"
            }
            if let site = code.modalController(className: top["customClass"], storyboardID: top["storyboardIdentifier"]) {
                return "\(site) shows it so"
            }
            return nil
        }
        // A xib's view: its File's Owner's `view` outlet names the controller's class.
        guard let id = top.id, let owner = document.objects["-2"], owner.name != "",
              (outletsTo[id] ?? []).contains(where: { $0["property"] == "view" && $0.parent?.parent?.id == "-2" }) else { return nil }
        let classes = [owner["customClass"]].compactMap { $0 } + (nibName.map { code.nibClasses[$0].map(Array.init) ?? [] } ?? [])
        for name in classes {
            if let site = code.modalController(className: name, storyboardID: nil) { return "\(site) shows it so" }
        }
        return nil
    }

    /// Why an iOS scene shows no navigation bar: only modal segues lead to it (presentation,
    /// popover, modal), or code presents it with `present(_:animated:)` and nothing puts it in a
    /// navigation controller. Nil when it may be in one, or nothing says how it is shown.
    func bareReason(ofScene controller: InterfaceBuilderElement) -> String? {
        guard let id = controller.id, !["navigationController", "splitViewController"].contains(controller.name) else { return nil }
        let className = controller["customClass"], storyboardID = controller["storyboardIdentifier"]
        guard !code.isNavigated(className: className, storyboardID: storyboardID) else { return nil }
        let incoming = incomingSegues(to: id)
        // A tab bar controller is the root of its window as a rule, its tabs each in a navigation
        // controller of their own: its own navigation item shows only when something pushes it.
        if controller.name == "tabBarController" {
            guard !incoming.contains(where: { $0["relationship"] == "rootViewController" || ["show", "push"].contains($0["kind"] ?? "") }) else { return nil }
            return "a tab bar controller shows its own navigation item only inside a navigation controller, and nothing in the file or the app's code puts it in one"
        }
        let modalKinds: Set<String> = ["presentation", "popoverPresentation", "modal"]
        guard incoming.allSatisfy({ $0["relationship"] == nil && modalKinds.contains($0["kind"] ?? "") }) else { return nil }
        if let first = incoming.first, document.root["initialViewController"] != id {
            return "only a modal segue (\(first["kind"]!), object id \"\(first.id ?? "")\") leads to it"
        }
        return code.presentedBare(className: className, storyboardID: storyboardID).map { "\($0) presents it without a navigation controller" }
    }

    /// The sides ("leading", "trailing") whose bar items a scene's class sets in code, each with the
    /// ids of the file's items every setting gives through the scene's outlets (empty when it names none).
    func codeSetSides(of controller: InterfaceBuilderElement) -> [String: [Set<String>]] {
        guard let owner = controller["customClass"] else { return [:] }
        var outlets: [String: String] = [:]
        for outlet in controller.child("connections")?.children("outlet") ?? [] {
            if let property = outlet["property"], let destination = outlet["destination"] { outlets[property] = destination }
        }
        var sides: [String: [Set<String>]] = [:]
        for side in ["leading", "trailing"] {
            sides[side] = code.barItemNames(ofClass: owner, side: side)?.map { Set($0.compactMap { outlets[$0] }) }
        }
        return sides
    }

    /// Where the code of a scene's class sets its title (`title =`, `navigationItem.title =`).
    func titleSite(ofScene controller: InterfaceBuilderElement) -> InterfaceBuilderCode.Site? {
        controller["customClass"].flatMap(code.titleSite(ofClass:))
    }

    /// The ids of a storyboard's scenes nothing shows: not the initial one, no code uses the
    /// scene's class (where it does not declare it) or its identifier, no other storyboard references it,
    /// and no segue leads to it from a scene that is shown. Empty for a storyboard whose classes
    /// no code of the project names (a file read without its app's code), or when the code was not
    /// read to its end.
    func unreachedScenes() -> Set<String> {
        guard document.path.hasSuffix(".storyboard") else { return [] }
        var controllers: [String: InterfaceBuilderElement] = [:]
        var shown: [String] = []
        document.root.child("scenes")?.children("scene").forEach { scene in
            for object in scene.child("objects")?.children ?? [] {
                guard let id = object.id else { continue }
                if object.name.hasSuffix("ontroller"), object.name != "viewControllerPlaceholder" { controllers[id] = object } else { shown.append(id) }
            }
        }
        guard controllers.values.contains(where: { $0["customClass"].map(code.declares) == true }) else { return [] }
        for (id, controller) in controllers where document.root["initialViewController"] == id
            || code.names(sceneClass: controller["customClass"], storyboardID: controller["storyboardIdentifier"]) {
            shown.append(id)
        }
        // From each shown scene, along its segues (relationships, embeds and shows alike), to the scenes they lead to.
        var leadsTo: [String: [String]] = [:]
        for (destination, segues) in seguesTo {
            for segue in segues { if let source = topLevelObject(containing: segue).id { leadsTo[source, default: []].append(destination) } }
        }
        var reached = Set<String>()
        while let id = shown.popLast() {
            guard reached.insert(id).inserted else { continue }
            shown += leadsTo[id] ?? []
        }
        return Set(controllers.keys).subtracting(reached)
    }

    /// The navigation controller a scene is the root of, when it hides its bar
    /// (`navigationBarHidden="YES"`): the scene's navigation item never shows, and a bar the app draws
    /// in its place is not the system's.
    func hidingNavigationController(ofScene controller: InterfaceBuilderElement) -> InterfaceBuilderElement? {
        guard let id = controller.id else { return nil }
        let incoming = incomingSegues(to: id)
        let sources = incoming.compactMap { segue in segue["relationship"] == "rootViewController" ? segue.parent?.parent : nil }
        guard !incoming.isEmpty, sources.count == incoming.count,
              sources.allSatisfy({ $0.name == "navigationController" && $0["navigationBarHidden"] == "YES" }) else { return nil }
        return sources.first
    }

    func incomingSegues(to id: String) -> [InterfaceBuilderElement] {
        seguesTo[id] ?? []
    }
}
