/// T1, T20: more controls in the toolbar than the platform shows without crowding.
struct ToolbarMaxItems: Check {
    func violations(in description: Description, parameters: RuleParameters) -> [Violation] {
        let maxItems = parameters["maxItems"]
        let groups = description.toolbarGroups(on: parameters.platform).filter { $0.placement != .bottom }
        let controls = groups.flatMap(\.items).filter(\.isControl)
        // Off iPhone, an item with a visibility priority says which items leave first: overflow is planned.
        guard controls.count > maxItems,
              parameters.platform == .iOS || !controls.contains(where: { $0.visibilityPriority != nil }) else { return [] }
        let advice = parameters.platform == .iOS
            ? "keep the most important and move the rest into a More menu"
            : "remove some, or give items a visibilityPriority so the least important move to the overflow menu first"
        return [Violation(at: controls[maxItems].anchors.object, .tooManyControls(controls: controls.count, maxItems: maxItems, on: parameters.platform, advice: advice))]
    }
}

extension FindingMessage {
    /// The platform tells apart the findings of one toolbar checked against each platform's limit.
    fileprivate static func tooManyControls(controls: Int, maxItems: Int, on platform: Platform?, advice: String) -> FindingMessage {
        FindingMessage("toolbar has \(controls) controls, more than \(maxItems)\(Violation.platformPhrase(platform)); \(advice)", subject: ["platform": platform?.rawValue])
    }
}

/// T2: an overflow menu built by hand.
struct ToolbarNoManualOverflow: Check {
    func violations(in description: Description, parameters: RuleParameters) -> [Violation] {
        description.compactMapToolbarItems(on: nil) { item, _ in
            item.role == .overflow
                ? Violation(at: item.anchors["role"], .manualOverflowMenu(item: item.displayName),
                            remedy: Remedy("Remove the overflow menu \"\(item.displayName)\"", [ModelChange(at: item.anchors.object, field: nil, .remove)]))
                : nil
        }
    }
}

extension FindingMessage {
    fileprivate static func manualOverflowMenu(item: String) -> FindingMessage {
        FindingMessage("toolbar item \"\(item)\" is an overflow menu; the system adds one when items do not fit, so remove it", subject: ["item": item])
    }
}

/// T3: a More menu holding too little to need a menu.
struct ToolbarMoreMenuContents: Check {
    func violations(in description: Description, parameters: RuleParameters) -> [Violation] {
        let minimum = parameters["minimumItems"]
        return description.compactMapToolbarItems(on: nil) { item, _ in
            guard item.role == .more, !item.menu.isEmpty, item.menu.count < minimum else { return nil }
            return Violation(at: item.anchors["menu"], .sparseMoreMenu(item: item.displayName, commands: item.menu.count))
        }
    }
}

extension FindingMessage {
    fileprivate static func sparseMoreMenu(item: String, commands: Int) -> FindingMessage {
        FindingMessage("More menu \"\(item)\" holds \(commands) command\(commands == 1 ? "" : "s"); put it in the toolbar and keep the More menu for when there are several",
                       subject: ["item": item])
    }
}

/// T4: an iPadOS or macOS toolbar that says people cannot customise it.
struct ToolbarCustomizable: Check {
    func violations(in description: Description, parameters: RuleParameters) -> [Violation] {
        // Customisation pays in a toolbar of many items.
        guard let toolbar = description.toolbar,
              description.toolbarGroups(on: parameters.platform).flatMap(\.items).filter(\.isControl).count >= parameters["minItems"] else { return [] }
        return statedFalse(toolbar.customizable, at: toolbar.anchors["customizable"], .toolbarNotCustomizable)
    }
}

extension FindingMessage {
    fileprivate static let toolbarNotCustomizable = FindingMessage("toolbar is not customizable; consider letting people add, remove and rearrange its items")
}

/// T5: custom toolbar backgrounds and tints.
struct ToolbarCustomAppearance: Check {
    func violations(in description: Description, parameters: RuleParameters) -> [Violation] {
        guard let toolbar = description.toolbar else { return [] }
        var found: [Violation] = []
        if let background = toolbar.background, background.isFixed {
            found.append(Violation(at: toolbar.anchors["background"], .customToolbarBackground))
        }
        if let tint = toolbar.tint, tint.isFixed {
            found.append(Violation(at: toolbar.anchors["tint"], .tintedToolbar))
        }
        description.forEachToolbarItem(on: nil) { item, _ in
            guard item.tint?.isFixed == true && item.style != .prominent else { return }
            found.append(Violation(at: item.anchors["tint"], .tintedToolbarItem(item: item.displayName)))
        }
        return found
    }
}

extension FindingMessage {
    fileprivate static let customToolbarBackground = FindingMessage("toolbar has a custom background; let the system's material show so content stays in focus")
    fileprivate static let tintedToolbar = FindingMessage("toolbar tints its controls; keep tints for the few items that need emphasis")

    fileprivate static func tintedToolbarItem(item: String) -> FindingMessage {
        FindingMessage("toolbar item \"\(item)\" is tinted; reserve tint for the primary action", subject: ["item": item])
    }
}

/// T6: a label colour too close to the content's background to read.
struct ToolbarLabelContrast: Check {
    func violations(in description: Description, parameters: RuleParameters) -> [Violation] {
        guard let background = description.window?.contentBackground else { return [] }
        let minimum = Double(parameters["minimumDistance"])
        return description.compactMapToolbarItems(on: nil) { item, _ in
            guard let color = item.labelColor, let distance = color.distance(to: background), distance < minimum else { return nil }
            return Violation(at: item.anchors["labelColor"], .lowContrastLabel(item: item.displayName, distance: Int(distance.rounded()), minimum: Int(minimum)))
        }
    }
}

extension FindingMessage {
    fileprivate static func lowContrastLabel(item: String, distance: Int, minimum: Int) -> FindingMessage {
        FindingMessage("label colour of toolbar item \"\(item)\" is \(distance) ΔE from the content background; make it differ by at least \(minimum)",
                       subject: ["item": item])
    }
}

/// T7: custom controls in the toolbar.
struct ToolbarStandardComponents: Check {
    func violations(in description: Description, parameters: RuleParameters) -> [Violation] {
        // A bar the app draws itself in place of the system's navigation bar, on iPhone and iPad (on
        // visionOS, `visionos-system-toolbar` says so; a Mac toolbar's own controls are judged one by one).
        var found: [Violation] = []
        let touch = description.platforms.contains(where: { $0 == .iOS || $0 == .iPadOS })
        if let toolbar = description.toolbar, toolbar.kind == .custom, touch {
            // A bar whose title or controls were read is one the app draws (its items are judged as the bar's);
            // a hidden bar's only items are those of the bottom bar, which still shows.
            found.append(Violation(at: toolbar.anchors["kind"], toolbar.title != nil || toolbar.groups.contains { $0.placement != .bottom } ? .drawnBar("navigation bar") : .customBar))
        }
        // A row of the app's own buttons in place of the tab bar.
        if let tabBar = description.tabBar, tabBar.kind == .custom, touch {
            found.append(Violation(at: tabBar.anchors["kind"], .drawnBar("tab bar")))
        }
        return found + description.compactMapToolbarItems(on: nil) { item, _ in
            if item.kind == .custom { return Violation(at: item.anchors["kind"], .customControl(item: item.displayName)) }
            // A standard button the app draws with a style of its own.
            if item.style == .custom { return Violation(at: item.anchors["style"], .customControl(item: item.displayName)) }
            return nil
        }
    }
}

extension FindingMessage {
    fileprivate static func customControl(item: String) -> FindingMessage {
        FindingMessage("toolbar item \"\(item)\" is a custom control; prefer a standard one, or keep its corners concentric with the bar", subject: ["item": item])
    }

    fileprivate static func drawnBar(_ bar: String) -> FindingMessage {
        FindingMessage("the app draws this \(bar) itself in place of the system's; prefer the system's \(bar), which keeps its look, behaviour and accessibility as the system changes",
                       subject: ["bar": bar])
    }

    fileprivate static let customBar = FindingMessage(
        "the system's bar is hidden or replaced here; prefer the system's bar to one the app draws itself, whose title and controls hig-lint does not read")
}

/// T8: a toolbar that hides itself and cannot be brought back.
struct ToolbarRestorable: Check {
    func violations(in description: Description, parameters: RuleParameters) -> [Violation] {
        guard let toolbar = description.toolbar, toolbar.autoHides == true, toolbar.restorable == false else { return [] }
        return [Violation(at: toolbar.anchors["restorable"], .toolbarNotRestorable)]
    }
}

extension FindingMessage {
    fileprivate static let toolbarNotRestorable = FindingMessage("toolbar hides itself but cannot be restored; give people a way to bring it back")
}

/// T10: the app's name as a window or toolbar title.
struct TitleNotAppName: Check {
    func violations(in description: Description, parameters: RuleParameters) -> [Violation] {
        guard let app = description.appName.map(Self.nameKey), !app.isEmpty else { return [] }
        return description.titles.compactMap { title in
            // On iPad the sidebar column's title heads the sidebar, as the system's apps name it after themselves; on the Mac it may
            // title the window, and on iPhone, where the split view collapses to that column, it titles the first screen.
            guard !title.continues, !(title.headsSidebar && !description.platforms.contains(.macOS) && !description.platforms.contains(.iOS)) else { return nil }
            if Self.nameKey(title.text) == app { return title.violation(.titleIsAppName(owner: title.owner, title: title.text)) }
            // "Lyric Fever: Onboarding": the app's name, a separator, then what the window is; at most a warning.
            guard let rest = Self.afterAppName(title.text, app: app) else { return nil }
            var violation = title.violation(.titleStartsWithAppName(owner: title.owner, title: title.text, rest: rest))
            violation.atMost = .warning
            return violation
        }
    }

    /// Separators that set an app's name apart from the rest of a title ("Ledger: Rates", "Ledger – Rates").
    static let separators: Set<Character> = [":", "-", "\u{2013}", "\u{2014}", "|", "\u{00B7}"]

    /// What follows the app's name and a separator at the start of a title, when it starts so.
    static func afterAppName(_ text: String, app: String) -> String? {
        // The characters `nameKey` leaves out are skipped while the name is matched.
        func skipped(_ character: Character) -> Bool { character.unicodeScalars.allSatisfy(isLeftOutOfName) }
        func isSpace(_ character: Character) -> Bool { character.unicodeScalars.allSatisfy(Self.isSpace) }
        var key = "", index = text.startIndex
        while index < text.endIndex, key.count < app.count {
            let character = text[index]
            if !skipped(character) { key += character.lowercased() }
            index = text.index(after: index)
        }
        guard key == app else { return nil }
        let spaced = index < text.endIndex && isSpace(text[index])
        let tail = text[index...].drop(while: isSpace)
        guard let separator = tail.first, separators.contains(separator) else { return nil }
        // A hyphen sets the name apart only with a space before it ("Check - Guests", not "Check-In").
        let rest = tail.dropFirst()
        guard separator != "-" || spaced && rest.first.map(isSpace) == true else { return nil }
        let trimmed = rest.drop(while: isSpace)
        return trimmed.isEmpty ? nil : String(trimmed)
    }

    /// A name as people read it: in lower case, without spaces, hyphens or underscores, so that a
    /// product named "ProtonVPN" is the brand written "Proton VPN" (or "Proton-VPN").
    static func nameKey(_ text: String) -> String {
        String(normalized(text).unicodeScalars.filter { !isLeftOutOfName($0) }.map(Character.init))
    }

    /// What a name's key leaves out: spaces, hyphens and underscores.
    static func isLeftOutOfName(_ scalar: Unicode.Scalar) -> Bool { scalar == "-" || scalar == "_" || isSpace(scalar) }

    /// A tab or a space separator: what Foundation's `.whitespaces` holds.
    static func isSpace(_ scalar: Unicode.Scalar) -> Bool { scalar == "\t" || scalar.properties.generalCategory == .spaceSeparator }

    /// The text without the spaces and tabs around it, in lower case (what Foundation's
    /// `trimmingCharacters(in: .whitespaces)` trims: tabs and space separators), without Foundation.
    static func normalized(_ text: String) -> String {
        let scalars = text.unicodeScalars
        guard let first = scalars.firstIndex(where: { !isSpace($0) }), let last = scalars.lastIndex(where: { !isSpace($0) }) else { return "" }
        return String(scalars[first...last]).lowercased()
    }
}

extension FindingMessage {
    fileprivate static func titleIsAppName(owner: String, title: String) -> FindingMessage {
        FindingMessage("\(owner) title \"\(title)\" is the app's name; title the window after its content or leave it empty", subject: ["owner": owner, "title": title])
    }

    fileprivate static func titleStartsWithAppName(owner: String, title: String, rest: String) -> FindingMessage {
        FindingMessage("\(owner) title \"\(title)\" starts with the app's name; title the window after its content alone (\"\(rest)\")",
                       subject: ["owner": owner, "title": title])
    }
}

/// T11: text buttons that stand in for the system's Back and Close buttons.
struct ToolbarStandardBackClose: Check {
    func violations(in description: Description, parameters: RuleParameters) -> [Violation] {
        description.compactMapToolbarItems(on: nil) { item, group in
            // A custom control that shows only the text (a button of the app's own) stands in for it just the same.
            let showsText = item.isTextOnly || item.kind == .custom && item.label != nil && item.symbol == nil && item.image == nil
            if item.label == nil, item.role == .back, group.placement == .leading, item.symbol != nil || item.image != nil {
                // An arrow of the app's own where the system's Back button goes (`chevron.left` that dismisses;
                // the system's shows the previous title or Back): it looks like the system's but is not it. Its
                // role is read from what it does, so it says so at most as a warning. (A web view's Back in a
                // bottom toolbar goes back a page, not a screen.)
                // (An image the code makes, `R.image.back()`, is named by what it is.)
                let image = item.symbol ?? item.image.flatMap { $0.allSatisfy { $0.isLetter || $0.isNumber || "_-.".contains($0) } ? $0 : nil }
                return Violation(at: item.anchors["role"], .drawnBack(image: image), atMost: .warning)
            }
            guard showsText, let label = item.label, ["back", "close"].contains(TitleNotAppName.normalized(label)) else { return nil }
            return Violation(at: item.anchors["label"], .textBackOrClose(label: label))
        }
    }
}

extension FindingMessage {
    fileprivate static func drawnBack(image: String?) -> FindingMessage {
        FindingMessage("toolbar item \(image.map { "\"\($0)\" " } ?? "")is a Back button the app draws itself; use the system's Back button, which also goes back with a swipe from the edge",
                       subject: ["item": image])
    }

    fileprivate static func textBackOrClose(label: String) -> FindingMessage {
        FindingMessage("toolbar item is a text button \"\(label)\"; use the standard \(TitleNotAppName.normalized(label)) button, which shows the system's symbol",
                       subject: ["item": label])
    }
}

/// T12: text-only items whose action a symbol would carry.
struct ToolbarPreferSymbols: Check {
    /// Actions that read better as words than as symbols.
    static let wordRoles: Set<ToolbarItem.Role> = [.edit, .done, .cancel, .save, .submit, .back, .close]

    func violations(in description: Description, parameters: RuleParameters) -> [Violation] {
        description.compactMapToolbarItems(on: nil) { item, _ in
            guard item.isTextOnly, item.kind == nil || item.kind == .button, item.role.map(Self.wordRoles.contains) != true,
                  item.style != .prominent else { return nil }
            return Violation(at: item.anchors["label"], .textInsteadOfSymbol(item: item.displayName))
        }
    }
}

extension FindingMessage {
    fileprivate static func textInsteadOfSymbol(item: String) -> FindingMessage {
        FindingMessage("toolbar item \"\(item)\" shows text; prefer a symbol, and keep the label for VoiceOver", subject: ["item": item])
    }
}

/// T13: symbols drawn inside a circle or square.
struct ToolbarBorderlessSymbols: Check {
    func violations(in description: Description, parameters: RuleParameters) -> [Violation] {
        description.compactMapToolbarItems(on: nil) { item, _ in
            guard let symbol = item.symbol, let border = Self.enclosure(of: symbol) else { return nil }
            return Violation(at: item.anchors["symbol"], .enclosedSymbol(item: item.displayName, symbol: symbol, border: border))
        }
    }

    /// The shape a symbol draws around its own glyph (`plus.circle`, `xmark.square`,
    /// `person.crop.circle`): a circle or square named after the base glyph and before any
    /// `.on.`, which composes two glyphs (`square.on.circle` is a square over a circle, not a
    /// bordered square).
    static func enclosure(of symbol: String) -> Substring? {
        symbol.split(separator: ".").dropFirst().prefix { $0 != "on" }.first { $0 == "circle" || $0 == "square" }
    }
}

extension FindingMessage {
    fileprivate static func enclosedSymbol(item: String, symbol: String, border: Substring) -> FindingMessage {
        FindingMessage("toolbar item \"\(item)\" uses \"\(symbol)\", drawn in a \(border); prefer a variant without the enclosing \(border), since the bar draws its own shape",
                       subject: ["item": item])
    }
}

/// T14: key actions such as Done drawn without the prominent style.
struct ToolbarKeyActionProminent: Check {
    func violations(in description: Description, parameters: RuleParameters) -> [Violation] {
        // A bar finishes one task: when one of its key actions is prominent already (Post beside
        // a "Text Post" switch that shares its placement), the others are not that task's end,
        // and drawing them prominent too would leave the bar two.
        // In a sheet, and at the trailing end of an iPhone or iPad form's navigation bar (a screen
        // pushed to edit something), Save finishes the task as Done does; in a Mac window, or in
        // a bottom bar (a photo's Save), it is a command.
        let modal = description.presentation == .modal
        let touch = !description.platforms.isEmpty && !description.platforms.contains(.macOS)
        let keyActions = description.compactMapToolbarItems(on: nil) { item, group -> ToolbarItem? in
            switch item.role {
            case .done?, .submit?: item
            case .save?: modal || touch && group.placement == .trailing ? item : nil
            default: nil
            }
        }
        guard !keyActions.contains(where: { $0.style == .prominent }) else { return [] }
        return keyActions.compactMap { item in
            guard let role = item.role, let style = item.style else { return nil }
            return Violation(at: item.anchors["style"], .keyActionNotProminent(role: role, item: item.label ?? item.symbol, style: style))
        }
    }
}

extension FindingMessage {
    /// `item` is its label or symbol; nil when neither is known (its label is set in code), and its role names it.
    fileprivate static func keyActionNotProminent(role: ToolbarItem.Role, item: String?, style: ToolbarItem.Style) -> FindingMessage {
        FindingMessage("\(role.rawValue) item\(item.map { " \"\($0)\"" } ?? "") is \(style.rawValue); draw key actions such as Done and Submit with the prominent style",
                       subject: ["role": role.rawValue, "item": item ?? role.rawValue])
    }
}

/// T15: leading items that people can customise away.
struct ToolbarLeadingNotCustomizable: Check {
    func violations(in description: Description, parameters: RuleParameters) -> [Violation] {
        description.compactMapToolbarItems(on: nil) { item, group in
            group.placement == .leading && item.customizable == true
                ? Violation(at: item.anchors["customizable"], .customizableLeadingItem(item: item.displayName))
                : nil
        }
    }
}

extension FindingMessage {
    fileprivate static func customizableLeadingItem(item: String) -> FindingMessage {
        FindingMessage("leading toolbar item \"\(item)\" is customizable; keep back, sidebar and title items fixed at the leading edge", subject: ["item": item])
    }
}

/// T16: search, inspector and More items away from the trailing edge.
struct ToolbarTrailingItems: Check {
    func violations(in description: Description, parameters: RuleParameters) -> [Violation] {
        description.compactMapToolbarItems(on: nil) { item, group in
            guard let placement = group.placement, placement == .leading || placement == .center else { return nil }
            let what: String? = switch item.role {
            case .search?: "search"
            case .inspector?: "the inspector"
            case .more?: "the More menu"
            default: item.kind == .search ? "search" : nil
            }
            guard let what else { return nil }
            return Violation(at: item.anchors.object, .trailingItemElsewhere(item: item.displayName, what: what, group: placement))
        }
    }
}

extension FindingMessage {
    fileprivate static func trailingItemElsewhere(item: String, what: String, group: ToolbarGroup.Placement) -> FindingMessage {
        FindingMessage("toolbar item \"\(item)\" puts \(what) in the \(group.rawValue) group; it belongs at the trailing edge", subject: ["item": item])
    }
}

/// T17: critical actions sharing a group with other controls.
struct ToolbarCriticalActionsApart: Check {
    static let critical: Set<ToolbarItem.Role> = [.done, .close, .save, .cancel]

    func violations(in description: Description, parameters: RuleParameters) -> [Violation] {
        // A flexible space sets items apart as much as a group of their own (the iPhone's bottom
        // toolbar is one group whose sections flexible spaces divide).
        description.toolbarGroups(on: nil).flatMap { $0.items.split { $0.kind == .flexibleSpace } }.compactMap { section in
            let controls = section.filter(\.isControl)
            // An item and its alternatives share one slot; the slot is critical when any of them is.
            func critical(_ slot: ToolbarItem) -> ToolbarItem? {
                ([slot] + slot.alternatives).first { $0.role.map(Self.critical.contains) == true }
            }
            guard let key = controls.lazy.compactMap(critical).first,
                  let other = controls.first(where: { critical($0) == nil && $0.role != .back && $0.role != .navigation }) else { return nil }
            // (A role only the item's placement gives, `roleInferred`, caps it in the rule engine.)
            return Violation(at: key.anchors.object, .criticalActionShared(role: key.role!, item: key.displayName, other: other.displayName))
        }
    }
}

extension FindingMessage {
    fileprivate static func criticalActionShared(role: ToolbarItem.Role, item: String, other: String) -> FindingMessage {
        FindingMessage("\(role.rawValue) item \"\(item)\" shares a group with \"\(other)\"; give navigation and critical actions a group of their own",
                       subject: ["role": role.rawValue, "item": item])
    }
}

/// T18: toolbar variants that group or place items differently from the main toolbar.
struct ToolbarConsistentAcrossPlatforms: Check {
    func violations(in description: Description, parameters: RuleParameters) -> [Violation] {
        guard let toolbar = description.toolbar else { return [] }
        var placementOf: [String: ToolbarGroup.Placement] = [:]
        for group in toolbar.groups {
            for item in group.items where !item.isSpace { placementOf[Self.key(item)] = group.placement ?? .leading }
        }
        return toolbar.variants.flatMap { variant in
            variant.groups.flatMap { group in
                group.items.compactMap { item -> Violation? in
                    let here = group.placement ?? .leading
                    guard !item.isSpace, let main = placementOf[Self.key(item)], here != main, here != .bottom else { return nil }
                    let names = variant.platforms.map(\.rawValue).joined(separator: ", ")
                    return Violation(at: item.anchors.object, .placementDiffers(item: item.displayName, here: here, platforms: names, main: main))
                }
            }
        }
    }

    static func key(_ item: ToolbarItem) -> String { item.id ?? item.label ?? item.symbol ?? item.displayName }
}

extension FindingMessage {
    fileprivate static func placementDiffers(item: String, here: ToolbarGroup.Placement, platforms: String, main: ToolbarGroup.Placement) -> FindingMessage {
        FindingMessage("toolbar item \"\(item)\" is in the \(here.rawValue) group on \(platforms) but the \(main.rawValue) group elsewhere; keep the same placement across platforms",
                       subject: ["item": item, "platforms": platforms])
    }
}

/// T9: a Mac window whose title is empty, which only a person can tell is redundant.
struct TitleNotEmpty: Check {
    func violations(in description: Description, parameters: RuleParameters) -> [Violation] {
        guard description.platforms.contains(.macOS), description.window?.kind != .panel else { return [] }
        // A title, a centred item or a title item the toolbar shows in the window's title bar stands
        // for it; a sidebar column's title is one column's, the detail's titles the window.
        if let toolbar = description.toolbar, toolbar.sidebarColumn == true || toolbar.title?.trimmingCharacters(in: .whitespaces).isEmpty == false
            || toolbar.groups.contains(where: { group in group.placement == .center && !group.items.isEmpty || group.items.contains { $0.kind == .title } }) {
            return []
        }
        // One finding per window: its title bar shows one title.
        let empty = description.titles.first { title in title.text.trimmingCharacters(in: .whitespaces).isEmpty && !title.continues && !title.headsSidebar }
        return empty.map { [$0.violation(.titleEmpty(owner: $0.owner)).needingReview("an empty title suits a window whose content already names it")] } ?? []
    }
}

extension FindingMessage {
    fileprivate static func titleEmpty(owner: String) -> FindingMessage {
        FindingMessage("\(owner) title is empty; give the window a title that says what it shows", subject: ["owner": owner])
    }
}

/// T19: text items next to other items with no space between them.
struct ToolbarTextItemsApart: Check {
    func violations(in description: Description, parameters: RuleParameters) -> [Violation] {
        // (On iPhone and iPad search in a toolbar is a button with a magnifying glass.)
        let onMac = !description.platforms.isEmpty && description.platforms.allSatisfy { $0 == .macOS }
        return description.toolbarGroups(on: nil).flatMap { group in
            zip(group.items, group.items.dropFirst()).compactMap { left, right in
                // A label with a margin of its own (SwiftUI's `.padding()`) keeps that space on every side;
                // an item with an edge of its own (a pop-up's bezel, a field) is told from its neighbour by that edge.
                guard left.isControl, right.isControl, left.isTextOnly || right.isTextOnly, left.padded != true, right.padded != true,
                      !left.drawsOwnEdge(onMac: onMac), !right.drawsOwnEdge(onMac: onMac) else { return nil }
                return Violation(at: right.anchors.object, .textItemsTouch(left: left.displayName, right: right.displayName))
            }
        }
    }
}

extension FindingMessage {
    fileprivate static func textItemsTouch(left: String, right: String) -> FindingMessage {
        FindingMessage("toolbar items \"\(left)\" and \"\(right)\" touch and one is text; put a fixed space between a text item and its neighbours",
                       subject: ["left": left, "right": right])
    }
}

/// T21: Mac toolbar items with no command in the menu bar.
struct ToolbarItemsInMenuBar: Check {
    static let exempt: Set<ToolbarItem.Kind> = [.space, .flexibleSpace, .title, .search, .tab]
    static let windowAnswers: Set<ToolbarItem.Role?> = [.done, .cancel, .close, .back]

    func violations(in description: Description, parameters: RuleParameters) -> [Violation] {
        // Most windows have no toolbar; a large menu bar is then not flattened for nothing.
        guard let menuBar = description.menuBar, description.toolbar?.groups.isEmpty == false || description.toolbar?.variants.isEmpty == false else { return [] }
        let actions = Set(menuBar.commands.compactMap(\.action))
        let titles = Set(menuBar.commands.compactMap { $0.title.map(TitleNotAppName.normalized) })
        // (Menus with commands the description does not list, `MenuBar.complete`, cap its findings in the rule engine.)
        return description.compactMapToolbarItems(on: .macOS) { item, _ -> Violation? in
            // Done, Cancel, Close and Back answer the window they are in (a wizard's last step), as a
            // dialog's buttons do, and so do its default and cancel buttons (Return, Escape): they
            // are no commands for a menu.
            guard item.kind.map(Self.exempt.contains) != true, item.role != .search, item.actionInCode != true,
                  !Self.windowAnswers.contains(item.role), item.shortcut != "Return", item.shortcut != "Escape" else { return nil }
            return Self.menuBarViolation(item, menuBar: menuBar, actions: actions, titles: titles).map { violation in
                // A form's commit (Save, ⌘S) answers the window it is in, as a default button does;
                // whether File > Save should list it too is for a person to judge. Another
                // shortcut (⌘N) is no menu command: people look for commands in the menus.
                guard item.role == .save || item.shortcut == "⌘S", violation.atMost == nil else { return violation }
                return violation.needingReview("it commits the window's form\(item.shortcut.map { " with " + $0 } ?? "")")
            }
        }
    }

    /// An item of the toolbar that no command of the menu bar matches, if it is one.
    private static func menuBarViolation(_ item: ToolbarItem, menuBar: MenuBar, actions: Set<String>, titles: Set<String>) -> Violation? {
        if !item.menu.isEmpty {
            // A pull-down or More menu is covered when the commands in it are.
            let missing = Self.commands(in: item.menu).filter { command in
                command.action.map { !actions.contains($0) } ?? command.title.map { !titles.contains(TitleNotAppName.normalized($0)) } ?? false
            }
            guard let first = missing.first else { return nil }
            return Violation(at: first.anchors.object, .menuCommandsMissing(menu: item.displayName, commands: missing.map(\.displayName)))
        }
        // A segmented control's segments are commands of their own (View > Walk, Cycle, Drive).
        let segmentsInMenus = item.segments.filter { titles.contains(TitleNotAppName.normalized($0)) }
        if !item.segments.isEmpty, segmentsInMenus.count == item.segments.count { return nil }
        if let action = item.action {
            guard !actions.contains(action) else { return nil }
            let violation = Violation(at: item.anchors["action"], .actionNotInMenuBar(item: item.displayName, action: action))
            if !segmentsInMenus.isEmpty {
                return violation.needingReview("the menu bar has \(segmentsInMenus.count) of its \(item.segments.count) segments as commands")
            }
            // "Next" running 'searchNext:' beside Edit > Find > Find Next running another selector.
            return Self.similarCommand(to: item, among: menuBar.commands).map { violation.needingReview("\"\($0)\" in the menu bar may do it through another action") } ?? violation
        }
        guard let label = item.label else {
            // A button known only by its symbol or image, or a view of the app's own (a branch
            // picker): nothing to match a command by, so whether a menu has it is for a person to check.
            guard item.kind == .custom || (item.kind == nil || item.kind == .button || item.kind == .menu) && (item.symbol != nil || item.image != nil) else { return nil }
            return Violation(at: item.anchors.object, .unnamedItemNotMatched(item: item.displayName), atMost: .info)
        }
        guard !titles.contains(TitleNotAppName.normalized(label)) else { return nil }
        let violation = Violation(at: item.anchors.object, .labelNotInMenuBar(item: item.displayName))
        return Self.synonymousCommand(to: label, among: menuBar.commands).map { violation.needingReview("\"\($0)\" in the menu bar may do it under another name") } ?? violation
    }

    /// The title of a menu-bar command that names what `item` does in other words, if any: one whose
    /// title holds every word of the item's label ("Find Next" for "Next"), words of one command read as
    /// one ("Reload Search Results" for "Refresh"), or whose title and selector hold every word the item's
    /// selector names beside the words of clicking (`didClickReloadSearchResults:` for
    /// `didClickRefreshToolbarItemButton:`), unless those are only a verb every menu bar has (`didTapNewButton:`
    /// is not New Window). The menu then may run it through another action: a person checks.
    static func similarCommand(to item: ToolbarItem, among commands: [MenuItem]) -> String? {
        let byLabel = item.label.map(titleWords) ?? []
        var byAction = item.action.map { selectorWords($0).filter { !selectorNoise.contains($0) } } ?? []
        if byAction.allSatisfy(commonVerbs.contains) { byAction = [] }
        guard !byLabel.isEmpty || !byAction.isEmpty else { return nil }
        return commands.lazy.compactMap { command -> String? in
            guard let title = command.title else { return nil }
            let titled = Set(titleWords(title))
            if !byLabel.isEmpty, byLabel.allSatisfy(titled.contains) { return title }
            let named = titled.union(command.action.map(selectorWords) ?? [])
            return !byAction.isEmpty && byAction.allSatisfy(named.contains) ? title : nil
        }.first
    }

    /// The title of a menu-bar command that says what `label` says in other words ("Reload" for
    /// "Refresh", "Settings…" for "Preferences"), if any. (A label's words within a longer title are
    /// not enough without an action to compare: "Select" is not Select All.)
    static func synonymousCommand(to label: String, among commands: [MenuItem]) -> String? {
        let wanted = Set(titleWords(label))
        guard !wanted.isEmpty else { return nil }
        return commands.lazy.compactMap(\.title).first { Set(titleWords($0)) == wanted }
    }

    /// The words of a title as people read it, lowercased ("AirPlay" is one word), each word of a
    /// command that has another (reload, remove) as the one it stands for.
    static func titleWords(_ text: String) -> [String] {
        text.lowercased().split { !$0.isLetter && !$0.isNumber }.map { sameCommand[String($0)] ?? String($0) }
    }

    /// The words of a selector, camel case split (`didClickReload:` is did, click, reload;
    /// `exportHTMLFile:` is export, html, file), as `titleWords` gives them.
    static func selectorWords(_ selector: String) -> [String] {
        var words: [String] = [], current = ""
        let characters = Array(selector)
        for (offset, character) in characters.enumerated() {
            guard character.isLetter || character.isNumber else {
                if !current.isEmpty { words.append(current); current = "" }
                continue
            }
            // A capital starts a word after a small letter, and ends a run of capitals before a small letter (`HTMLFile`).
            let next = offset + 1 < characters.count ? characters[offset + 1] : nil
            if character.isUppercase, let last = current.last,
               last.isLowercase || last.isNumber || last.isUppercase && next?.isLowercase == true {
                words.append(current); current = ""
            }
            current.append(character)
        }
        if !current.isEmpty { words.append(current) }
        return words.map { sameCommand[$0.lowercased()] ?? $0.lowercased() }
    }

    /// Words that name one command in menus and toolbars, each with the one it stands for.
    /// (Not "new" for "add": every Mac app's File menu has New Window.)
    static let sameCommand: [String: String] = ["reload": "refresh", "remove": "delete", "trash": "delete", "preferences": "settings"]

    /// Words a selector adds to the command it names: how it is run, and from where.
    static let selectorNoise: Set<String> = ["did", "will", "click", "clicked", "tap", "tapped", "press", "pressed", "handle", "on", "action",
                                             "button", "toolbar", "item", "menu", "sender", "perform", "do", "user"]

    /// Verbs the standard menus hold in many commands (New Window, Show Toolbar, Close): alone they name no one command.
    static let commonVerbs: Set<String> = ["new", "show", "hide", "open", "close", "toggle", "select", "add", "go", "view", "set", "get", "update", "change", "edit"]

    /// The commands of a menu and its submenus; an item with a submenu is a heading, not a command.
    static func commands(in menu: [MenuItem]) -> [MenuItem] {
        menu.flatMap { $0.children.isEmpty ? [$0] : commands(in: $0.children) }
    }
}

extension FindingMessage {
    /// At the first missing command; the menu is the subject, the list of commands it measures.
    fileprivate static func menuCommandsMissing(menu: String, commands: [String]) -> FindingMessage {
        FindingMessage("menu \"\(menu)\" in the toolbar holds \(commands.map { "\"\($0)\"" }.joined(separator: ", ")), which no menu-bar command does; add \(commands.count == 1 ? "it" : "them") to a menu",
                       subject: ["menu": menu])
    }

    fileprivate static func actionNotInMenuBar(item: String, action: String) -> FindingMessage {
        FindingMessage("toolbar item \"\(item)\" runs '\(action)', which no menu-bar command does; add it to a menu", subject: ["item": item, "action": action])
    }

    fileprivate static func unnamedItemNotMatched(item: String) -> FindingMessage {
        FindingMessage("toolbar item \"\(item)\" has no label or action to match with a menu-bar command; check that a menu offers what it does (needs review)",
                       subject: ["item": item])
    }

    fileprivate static func labelNotInMenuBar(item: String) -> FindingMessage {
        FindingMessage("toolbar item \"\(item)\" has no command in the menu bar; make every toolbar action available from a menu", subject: ["item": item])
    }
}

/// T22: a custom toolbar on visionOS.
struct VisionSystemToolbar: Check {
    func violations(in description: Description, parameters: RuleParameters) -> [Violation] {
        guard let toolbar = description.toolbar, toolbar.kind == .custom else { return [] }
        return [Violation(at: toolbar.anchors["kind"], .customVisionToolbar)]
    }
}

extension FindingMessage {
    fileprivate static let customVisionToolbar = FindingMessage("toolbar is custom; on visionOS prefer the system toolbar, which sits at the window's bottom edge")
}

/// T23: a vertical toolbar on visionOS.
struct VisionNoVerticalToolbar: Check {
    func violations(in description: Description, parameters: RuleParameters) -> [Violation] {
        guard let toolbar = description.toolbar, toolbar.orientation == .vertical else { return [] }
        return [Violation(at: toolbar.anchors["orientation"], .verticalVisionToolbar)]
    }
}

extension FindingMessage {
    fileprivate static let verticalVisionToolbar = FindingMessage(
        "toolbar is vertical; on visionOS a vertical toolbar can be confused with the tab bar, so lay it out horizontally")
}

/// T24: a visionOS window that can shrink narrower than its toolbar.
struct VisionWindowFitsToolbar: Check {
    func violations(in description: Description, parameters: RuleParameters) -> [Violation] {
        guard let window = description.window, let windowWidth = window.minimumWidth,
              let toolbarWidth = description.toolbar?.minimumWidth, windowWidth < toolbarWidth else { return [] }
        return [Violation(at: window.anchors["minimumWidth"], .windowNarrowerThanToolbar(window: windowWidth, toolbar: toolbarWidth))]
    }
}

extension FindingMessage {
    fileprivate static func windowNarrowerThanToolbar(window: Int, toolbar: Int) -> FindingMessage {
        FindingMessage("window can shrink to \(window) pt but its toolbar needs \(toolbar) pt; set the minimum width so the whole toolbar stays visible")
    }
}

/// T25: pull-down menus in a visionOS toolbar.
struct VisionNoPullDownMenus: Check {
    func violations(in description: Description, parameters: RuleParameters) -> [Violation] {
        description.compactMapToolbarItems(on: .visionOS) { item, _ in
            item.kind == .menu && item.role != .more
                ? Violation(at: item.anchors["kind"], .visionPullDownMenu(item: item.displayName))
                : nil
        }
    }
}

extension FindingMessage {
    fileprivate static func visionPullDownMenu(item: String) -> FindingMessage {
        FindingMessage("toolbar item \"\(item)\" is a pull-down menu; on visionOS avoid them in toolbars, where they cover the content", subject: ["item": item])
    }
}

/// T26: items with a symbol and no text label.
struct ToolbarSymbolNeedsLabel: Check {
    func violations(in description: Description, parameters: RuleParameters) -> [Violation] {
        description.compactMapToolbarItems(on: .visionOS) { item, _ in
            guard item.label == nil, item.labelInCode != true, let image = item.symbol ?? item.image else { return nil }
            return Violation(at: item.anchors.object, .symbolWithoutLabel(symbol: image))
        }
    }
}

extension FindingMessage {
    fileprivate static func symbolWithoutLabel(symbol: String) -> FindingMessage {
        FindingMessage("toolbar item with symbol \"\(symbol)\" has no label; give it one for people who look at it and for VoiceOver", subject: ["symbol": symbol])
    }
}
