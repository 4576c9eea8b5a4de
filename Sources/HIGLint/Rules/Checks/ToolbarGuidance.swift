/// T1, T20: more controls in the toolbar than the platform shows without crowding.
struct ToolbarMaxItems: Check {
    func violations(in description: Description, parameters: RuleParameters) -> [Violation] {
        let maxItems = parameters["maxItems"]
        let groups = description.toolbarGroups(on: parameters.platform).filter { $0.placement != .bottom }
        let controls = groups.flatMap(\.items).filter { !$0.isSpace }
        // Off iPhone, an item with a visibility priority says which items leave first: overflow is planned.
        guard controls.count > maxItems,
              parameters.platform == .iOS || !controls.contains(where: { $0.visibilityPriority != nil }) else { return [] }
        let advice = parameters.platform == .iOS
            ? "keep the most important and move the rest into a More menu"
            : "remove some, or give items a visibilityPriority so the least important move to the overflow menu first"
        return [Violation(at: controls[maxItems].anchors.object,
                          "toolbar has \(controls.count) controls, more than \(maxItems)\(Violation.platformPhrase(parameters.platform)); \(advice)")]
    }
}

/// T2: an overflow menu built by hand.
struct ToolbarNoManualOverflow: Check {
    func violations(in description: Description, parameters: RuleParameters) -> [Violation] {
        description.compactMapToolbarItems(on: nil) { item, _ in
            item.role == .overflow
                ? Violation(at: item.anchors["role"], "toolbar item \"\(item.displayName)\" is an overflow menu; the system adds one when items do not fit, so remove it",
                            remedy: Remedy("Remove the overflow menu \"\(item.displayName)\"", [ModelChange(at: item.anchors.object, field: nil, .remove)]))
                : nil
        }
    }
}

/// T3: a More menu holding too little to need a menu.
struct ToolbarMoreMenuContents: Check {
    func violations(in description: Description, parameters: RuleParameters) -> [Violation] {
        let minimum = parameters["minimumItems"]
        return description.compactMapToolbarItems(on: nil) { item, _ in
            guard item.role == .more, !item.menu.isEmpty, item.menu.count < minimum else { return nil }
            return Violation(at: item.anchors["menu"],
                             "More menu \"\(item.displayName)\" holds \(item.menu.count) command\(item.menu.count == 1 ? "" : "s"); put it in the toolbar and keep the More menu for when there are several")
        }
    }
}

/// T4: an iPadOS or macOS toolbar that says people cannot customise it.
struct ToolbarCustomizable: Check {
    func violations(in description: Description, parameters: RuleParameters) -> [Violation] {
        description.toolbar.map { statedFalse($0.customizable, at: $0.anchors["customizable"],
                                              "toolbar is not customizable; consider letting people add, remove and rearrange its items") } ?? []
    }
}

/// T5: custom toolbar backgrounds and tints.
struct ToolbarCustomAppearance: Check {
    func violations(in description: Description, parameters: RuleParameters) -> [Violation] {
        guard let toolbar = description.toolbar else { return [] }
        var found: [Violation] = []
        if let background = toolbar.background, background.isFixed {
            found.append(Violation(at: toolbar.anchors["background"], "toolbar has a custom background; let the system's material show so content stays in focus"))
        }
        if let tint = toolbar.tint, tint.isFixed {
            found.append(Violation(at: toolbar.anchors["tint"], "toolbar tints its controls; keep tints for the few items that need emphasis"))
        }
        description.forEachToolbarItem(on: nil) { item, _ in
            guard item.tint?.isFixed == true && item.style != .prominent else { return }
            found.append(Violation(at: item.anchors["tint"], "toolbar item \"\(item.displayName)\" is tinted; reserve tint for the primary action"))
        }
        return found
    }
}

/// T6: a label colour too close to the content's background to read.
struct ToolbarLabelContrast: Check {
    func violations(in description: Description, parameters: RuleParameters) -> [Violation] {
        guard let background = description.window?.contentBackground else { return [] }
        let minimum = Double(parameters["minimumDistance"])
        return description.compactMapToolbarItems(on: nil) { item, _ in
            guard let color = item.labelColor, let distance = color.distance(to: background), distance < minimum else { return nil }
            return Violation(at: item.anchors["labelColor"],
                             "label colour of toolbar item \"\(item.displayName)\" is \(Int(distance.rounded())) ΔE from the content background; make it differ by at least \(Int(minimum))")
        }
    }
}

/// T7: custom controls in the toolbar.
struct ToolbarStandardComponents: Check {
    func violations(in description: Description, parameters: RuleParameters) -> [Violation] {
        description.compactMapToolbarItems(on: nil) { item, _ in
            item.kind == .custom
                ? Violation(at: item.anchors["kind"], "toolbar item \"\(item.displayName)\" is a custom control; prefer a standard one, or keep its corners concentric with the bar")
                : nil
        }
    }
}

/// T8: a toolbar that hides itself and cannot be brought back.
struct ToolbarRestorable: Check {
    func violations(in description: Description, parameters: RuleParameters) -> [Violation] {
        guard let toolbar = description.toolbar, toolbar.autoHides == true, toolbar.restorable == false else { return [] }
        return [Violation(at: toolbar.anchors["restorable"], "toolbar hides itself but cannot be restored; give people a way to bring it back")]
    }
}

/// T10: the app's name as a window or toolbar title.
struct TitleNotAppName: Check {
    func violations(in description: Description, parameters: RuleParameters) -> [Violation] {
        guard let app = description.appName.map(Self.normalized), !app.isEmpty else { return [] }
        return description.titles.compactMap { title in
            guard Self.normalized(title.text) == app else { return nil }
            return title.violation("\(title.owner) title \"\(title.text)\" is the app's name; title the window after its content or leave it empty")
        }
    }

    /// The text without the spaces and tabs around it, in lower case (what Foundation's
    /// `trimmingCharacters(in: .whitespaces)` trims: tabs and space separators), without Foundation.
    static func normalized(_ text: String) -> String {
        func isSpace(_ scalar: Unicode.Scalar) -> Bool { scalar == "\t" || scalar.properties.generalCategory == .spaceSeparator }
        let scalars = text.unicodeScalars
        guard let first = scalars.firstIndex(where: { !isSpace($0) }), let last = scalars.lastIndex(where: { !isSpace($0) }) else { return "" }
        return String(scalars[first...last]).lowercased()
    }
}

/// T11: text buttons that stand in for the system's Back and Close buttons.
struct ToolbarStandardBackClose: Check {
    func violations(in description: Description, parameters: RuleParameters) -> [Violation] {
        description.compactMapToolbarItems(on: nil) { item, _ in
            guard item.isTextOnly, let label = item.label, ["back", "close"].contains(TitleNotAppName.normalized(label)) else { return nil }
            return Violation(at: item.anchors["label"], "toolbar item is a text button \"\(label)\"; use the standard \(TitleNotAppName.normalized(label)) button, which shows the system's symbol")
        }
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
            return Violation(at: item.anchors["label"], "toolbar item \"\(item.displayName)\" shows text; prefer a symbol, and keep the label for VoiceOver")
        }
    }
}

/// T13: symbols drawn inside a circle or square.
struct ToolbarBorderlessSymbols: Check {
    func violations(in description: Description, parameters: RuleParameters) -> [Violation] {
        description.compactMapToolbarItems(on: nil) { item, _ in
            guard let symbol = item.symbol, let border = Self.enclosure(of: symbol) else { return nil }
            return Violation(at: item.anchors["symbol"],
                             "toolbar item \"\(item.displayName)\" uses \"\(symbol)\", drawn in a \(border); prefer a variant without the enclosing \(border), since the bar draws its own shape")
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

/// T14: key actions such as Done drawn without the prominent style.
struct ToolbarKeyActionProminent: Check {
    func violations(in description: Description, parameters: RuleParameters) -> [Violation] {
        description.compactMapToolbarItems(on: nil) { item, _ in
            guard let role = item.role, role == .done || role == .submit, let style = item.style, style != .prominent else { return nil }
            return Violation(at: item.anchors["style"], "\(role.rawValue) item \"\(item.displayName)\" is \(style.rawValue); draw key actions such as Done and Submit with the prominent style")
        }
    }
}

/// T15: leading items that people can customise away.
struct ToolbarLeadingNotCustomizable: Check {
    func violations(in description: Description, parameters: RuleParameters) -> [Violation] {
        description.compactMapToolbarItems(on: nil) { item, group in
            group.placement == .leading && item.customizable == true
                ? Violation(at: item.anchors["customizable"], "leading toolbar item \"\(item.displayName)\" is customizable; keep back, sidebar and title items fixed at the leading edge")
                : nil
        }
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
            return Violation(at: item.anchors.object, "toolbar item \"\(item.displayName)\" puts \(what) in the \(placement.rawValue) group; it belongs at the trailing edge")
        }
    }
}

/// T17: critical actions sharing a group with other controls.
struct ToolbarCriticalActionsApart: Check {
    static let critical: Set<ToolbarItem.Role> = [.done, .close, .save, .cancel]

    func violations(in description: Description, parameters: RuleParameters) -> [Violation] {
        // A flexible space sets items apart as much as a group of their own (the iPhone's bottom
        // toolbar is one group whose sections flexible spaces divide).
        description.toolbarGroups(on: nil).flatMap { $0.items.split { $0.kind == .flexibleSpace } }.compactMap { section in
            let controls = section.filter { !$0.isSpace }
            // An item and its alternatives share one slot; the slot is critical when any of them is.
            func critical(_ slot: ToolbarItem) -> ToolbarItem? {
                ([slot] + slot.alternatives).first { $0.role.map(Self.critical.contains) == true }
            }
            guard let key = controls.lazy.compactMap(critical).first,
                  let other = controls.first(where: { critical($0) == nil && $0.role != .back }) else { return nil }
            return Violation(at: key.anchors.object,
                             "\(key.role!.rawValue) item \"\(key.displayName)\" shares a group with \"\(other.displayName)\"; give navigation and critical actions a group of their own")
        }
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
                    return Violation(at: item.anchors.object,
                                     "toolbar item \"\(item.displayName)\" is in the \(here.rawValue) group on \(names) but the \(main.rawValue) group elsewhere; keep the same placement across platforms")
                }
            }
        }
    }

    static func key(_ item: ToolbarItem) -> String { item.id ?? item.label ?? item.symbol ?? item.displayName }
}

/// T19: text items next to other items with no space between them.
struct ToolbarTextItemsApart: Check {
    func violations(in description: Description, parameters: RuleParameters) -> [Violation] {
        description.toolbarGroups(on: nil).flatMap { group in
            zip(group.items, group.items.dropFirst()).compactMap { left, right in
                guard !left.isSpace, !right.isSpace, left.isTextOnly || right.isTextOnly else { return nil }
                return Violation(at: right.anchors.object,
                                 "toolbar items \"\(left.displayName)\" and \"\(right.displayName)\" touch and one is text; put a fixed space between a text item and its neighbours")
            }
        }
    }
}

/// T21: Mac toolbar items with no command in the menu bar.
struct ToolbarItemsInMenuBar: Check {
    static let exempt: Set<ToolbarItem.Kind> = [.space, .flexibleSpace, .title, .search, .tab]

    func violations(in description: Description, parameters: RuleParameters) -> [Violation] {
        // Most windows have no toolbar; a large menu bar is then not flattened for nothing.
        guard let menuBar = description.menuBar, description.toolbar?.groups.isEmpty == false || description.toolbar?.variants.isEmpty == false else { return [] }
        let actions = Set(menuBar.commands.compactMap(\.action))
        let titles = Set(menuBar.commands.compactMap { $0.title.map(TitleNotAppName.normalized) })
        return description.compactMapToolbarItems(on: .macOS) { item, _ in
            guard item.kind.map(Self.exempt.contains) != true, item.role != .search, item.actionInCode != true else { return nil }
            if !item.menu.isEmpty {
                // A pull-down or More menu is covered when the commands in it are.
                let missing = Self.commands(in: item.menu).filter { command in
                    command.action.map { !actions.contains($0) } ?? command.title.map { !titles.contains(TitleNotAppName.normalized($0)) } ?? false
                }
                guard let first = missing.first else { return nil }
                return Violation(at: first.anchors.object,
                                 "menu \"\(item.displayName)\" in the toolbar holds \(missing.map { "\"\($0.displayName)\"" }.joined(separator: ", ")), which no menu-bar command does; add \(missing.count == 1 ? "it" : "them") to a menu")
            }
            if let action = item.action {
                return actions.contains(action) ? nil
                    : Violation(at: item.anchors["action"], "toolbar item \"\(item.displayName)\" runs '\(action)', which no menu-bar command does; add it to a menu")
            }
            guard let label = item.label, !titles.contains(TitleNotAppName.normalized(label)) else { return nil }
            return Violation(at: item.anchors.object, "toolbar item \"\(item.displayName)\" has no command in the menu bar; make every toolbar action available from a menu")
        }
    }

    /// The commands of a menu and its submenus; an item with a submenu is a heading, not a command.
    static func commands(in menu: [MenuItem]) -> [MenuItem] {
        menu.flatMap { $0.children.isEmpty ? [$0] : commands(in: $0.children) }
    }
}

/// T22: a custom toolbar on visionOS.
struct VisionSystemToolbar: Check {
    func violations(in description: Description, parameters: RuleParameters) -> [Violation] {
        guard let toolbar = description.toolbar, toolbar.kind == .custom else { return [] }
        return [Violation(at: toolbar.anchors["kind"], "toolbar is custom; on visionOS prefer the system toolbar, which sits at the window's bottom edge")]
    }
}

/// T23: a vertical toolbar on visionOS.
struct VisionNoVerticalToolbar: Check {
    func violations(in description: Description, parameters: RuleParameters) -> [Violation] {
        guard let toolbar = description.toolbar, toolbar.orientation == .vertical else { return [] }
        return [Violation(at: toolbar.anchors["orientation"], "toolbar is vertical; on visionOS a vertical toolbar can be confused with the tab bar, so lay it out horizontally")]
    }
}

/// T24: a visionOS window that can shrink narrower than its toolbar.
struct VisionWindowFitsToolbar: Check {
    func violations(in description: Description, parameters: RuleParameters) -> [Violation] {
        guard let window = description.window, let windowWidth = window.minimumWidth,
              let toolbarWidth = description.toolbar?.minimumWidth, windowWidth < toolbarWidth else { return [] }
        return [Violation(at: window.anchors["minimumWidth"],
                          "window can shrink to \(windowWidth) pt but its toolbar needs \(toolbarWidth) pt; set the minimum width so the whole toolbar stays visible")]
    }
}

/// T25: pull-down menus in a visionOS toolbar.
struct VisionNoPullDownMenus: Check {
    func violations(in description: Description, parameters: RuleParameters) -> [Violation] {
        description.compactMapToolbarItems(on: .visionOS) { item, _ in
            item.kind == .menu && item.role != .more
                ? Violation(at: item.anchors["kind"], "toolbar item \"\(item.displayName)\" is a pull-down menu; on visionOS avoid them in toolbars, where they cover the content")
                : nil
        }
    }
}

/// T26: items with a symbol and no text label.
struct ToolbarSymbolNeedsLabel: Check {
    func violations(in description: Description, parameters: RuleParameters) -> [Violation] {
        description.compactMapToolbarItems(on: .visionOS) { item, _ in
            guard item.label == nil, let image = item.symbol ?? item.image else { return nil }
            return Violation(at: item.anchors.object, "toolbar item with symbol \"\(image)\" has no label; give it one for people who look at it and for VoiceOver")
        }
    }
}
