import Foundation

/// One code file's tokens walked once for the shapes `InterfaceBuilderCode` knows: which class
/// each part of the file is in, what its variables hold, and the calls that show a window or a
/// view controller. What a call is handed is resolved once every file is read, since a variable
/// is often declared in a header and used in the implementation.
struct CodeReader {
    typealias Token = CodeTokens.Token
    typealias Value = InterfaceBuilderCode.Value

    /// The file's tokens, let go once `read` has walked them.
    private(set) var tokens: [Token]
    let path: String
    let swift: Bool
    /// The class (or extension) each token is in.
    private var classes: [String?] = []
    /// The Swift locals in scope where the walk is.
    private var locals = SwiftLocals()
    /// The tokens looked at: each once as the walk passes it, and again for each statement or
    /// argument list read from it.
    private(set) var visited = 0
    /// Whether the walk stopped at its budget before the file's end, and on which line.
    private(set) var stoppedAtLine: Int?
    /// Variables this file declares or assigns, with what they hold: name → (token, class, value).
    private(set) var bindings: [String: [(index: Int, owner: String?, value: Value)]] = [:]
    private(set) var facts: [Fact] = []
    private(set) var nibClasses: [(nib: String, owner: String)] = []
    /// Where a class sets its own title; `conditional` when only under an `if`, `switch` or `else`
    /// (`if let name { title = name }`), so that the file's title shows when it does not hold.
    /// `function` is the method it is set in, for a title set in an extension of UIKit's or AppKit's class.
    private(set) var titles: [(owner: String, line: Int, conditional: Bool, function: String?)] = []
    /// The names each class calls (`animateTitle(…)`), for the helpers an extension of a framework class declares.
    private(set) var calledNames: [String: Set<String>] = [:]
    /// Where a class hides its window's title (`window?.titleVisibility = .hidden`,
    /// `self.window.titleVisibility = NSWindowTitleHidden;`), outside any condition.
    private(set) var hiddenTitles: [(owner: String, line: Int)] = []
    /// The blocks open at the walk's place, each true when a condition opened it, and how many are.
    private var blocks: [Bool] = [], conditionalBlocks = 0, conditionOpens = false
    /// The functions whose bodies are open at the walk's place, each with the block count its body opened at.
    private var functions: [(name: String, level: Int)] = []
    private var functionOpens = false, functionName: String?
    /// Where a class keeps a split view item from collapsing (`item.canCollapse = false`).
    private(set) var fixedSidebars: [(owner: String, line: Int)] = []
    /// Classes that present themselves over the screen below (`modalPresentationStyle = .overCurrentContext`).
    private(set) var overlays: [(owner: String, line: Int)] = []
    /// Classes that set their navigation item's bar button items on a side ("leading", "trailing").
    private(set) var barItems: [(owner: String, side: String, names: Set<String>)] = []
    /// Outlets the file declares (`@IBOutlet var outlineView`, `IBOutlet NSOutlineView *outlineView;`), at their names.
    private(set) var outlets: [(owner: String, property: String, line: Int, column: Int)] = []
    /// Names given to a member of something (`let sheet = controller.window`), by name.
    private(set) var aliases: [String: [(index: Int, reference: Reference)]] = [:]
    /// Each class's superclass, as its declaration names it (`class A: B`, `@interface A : B`).
    private(set) var superclasses: [(type: String, superclass: String)] = []

    /// What a call hands over: a value made in place, a variable, or a member of something.
    indirect enum Reference {
        case value(Value)
        case variable(String)
        case member(of: Reference?, property: String)
    }

    /// `modalWindow`: run as a sheet (`beginSheet`); `appModalWindow`: run as a window of its own,
    /// modal to the app (`runModalForWindow`), whose title bar shows.
    enum FactKind { case modalWindow, appModalWindow, modalController, presented, navigated }

    struct Fact {
        var kind: FactKind
        var reference: Reference
        var index: Int
        var owner: String?
        var line: Int
    }

    init(tokens: [Token], path: String, swift: Bool) {
        self.tokens = tokens
        self.path = path
        self.swift = swift
    }

    // MARK: Walking the file

    static let modalWindowCalls: Set<String> = ["beginSheet", "beginCriticalSheet", "runModalForWindow", "beginModalSessionForWindow", "runModal", "beginModalSession"]
    static let modalControllerCalls: Set<String> = ["presentAsSheet", "presentAsModalWindow", "presentViewControllerAsSheet", "presentViewControllerAsModalWindow"]
    static let navigationCalls: Set<String> = ["pushViewController", "show", "showViewController", "showDetailViewController", "setViewControllers",
                                               "setViewController", "initWithRootViewController"]

    /// Walks the tokens once, looking at no more than `budget` of them (`visited`), and lets them go.
    mutating func read(budget: Int = .max) {
        classes = Self.classes(of: tokens, swift: swift)
        for index in tokens.indices {
            if visited >= budget {
                stoppedAtLine = tokens[index].line
                break
            }
            visited += 1
            defer { if swift { locals.pass(tokens, at: index) } }
            let token = tokens[index]
            trackBlocks(token)
            guard token.isName else { continue }
            let next = index + 1 < tokens.count ? tokens[index + 1] : nil
            if next?.isMark("=") == true, index + 2 < tokens.count, !tokens[index + 2].isMark("=") {
                readAssignment(at: index)
            }
            if let next, swift ? next.isMark("(") : next.isMark(":") {
                readCall(at: index)
            }
            if token.text == "title" || token.text == "titleView", let owner = classes[index], setsOwnTitle(at: index) {
                // The method it is set in matters only in an extension of UIKit's or AppKit's controller (a helper).
                let helper = Self.namesFrameworkController(owner) ? functions.last?.name : nil
                titles.append((owner, token.line, conditionalBlocks > 0, helper))
            }
            if token.text == "titleVisibility", conditionalBlocks == 0, let owner = classes[index], setsOwnTitle(at: index),
               swift ? index + 3 < tokens.count && tokens[index + 2].isMark(".") && tokens[index + 3].isName("hidden") : index + 2 < tokens.count && tokens[index + 2].isName("NSWindowTitleHidden") {
                hiddenTitles.append((owner, token.line))
            }
            if let side = Self.barItemSides[token.text], let owner = classes[index], setsNavigationItemBarItems(at: index) {
                barItems.append((owner, side, barItemNames(at: index)))
            }
            if token.text == "modalPresentationStyle", next?.isMark("=") == true, let owner = classes[index], Self.isOverlayStyle(tokens, after: index + 1),
               index < 2 || !tokens[index - 1].isMark(".") || tokens[index - 2].isName("self") {
                overlays.append((owner, token.line))
            }
            if token.text == "canCollapse", next?.isMark("=") == true, index + 2 < tokens.count, ["false", "NO"].contains(tokens[index + 2].text),
               let owner = classes[index] {
                fixedSidebars.append((owner, token.line))
            }
            readDeclaration(at: index)
            if token.text == "@IBOutlet" || token.text == "IBOutlet", let owner = classes[index], let name = outletName(after: index) {
                outlets.append((owner, name.text, name.line, name.column))
            }
            if index + 3 < tokens.count, tokens[index + 2].isMark(":"), tokens[index + 1].isName, tokens[index + 3].isName,
               swift ? ["class", "struct"].contains(token.text) : token.text == "@interface" {
                superclasses.append((tokens[index + 1].text, tokens[index + 3].text))
            }
            if token.text == "viewControllers", next?.isMark("=") == true {
                // `nav.viewControllers = [a, b]` puts each in a navigation controller.
                for reference in references(in: statement(from: index + 2)) { add(.navigated, reference, at: index) }
            }
        }
        tokens = []
        classes = []
    }

    /// The most tokens an argument or a statement is read to: written calls hand over a few, and a
    /// file of unclosed brackets would otherwise make every call read to its end.
    static let maximumExpressionTokens = 256

    /// The tokens of a statement from `start`: to the end of the line it starts on, or a `;`.
    private mutating func statement(from start: Int) -> ArraySlice<Token> {
        guard start < tokens.count else { return [] }
        let line = tokens[start].line
        var end = start
        var depth = 0
        let limit = min(tokens.count, start + Self.maximumExpressionTokens)
        while end < limit, tokens[end].line == line || depth > 0, !(depth == 0 && tokens[end].isMark(";")) {
            if tokens[end].isMark("(") || tokens[end].isMark("[") || tokens[end].isMark("{") { depth += 1 }
            if tokens[end].isMark(")") || tokens[end].isMark("]") || tokens[end].isMark("}") { depth -= 1 }
            if depth < 0 { break }
            end += 1
        }
        visited += end - start
        return tokens[start..<end]
    }

    /// The classes of a file's tokens: Objective-C's `@interface`/`@implementation` to `@end`,
    /// Swift's `class`, `struct`, `enum`, `actor` and `extension` bodies.
    static func classes(of tokens: [Token], swift: Bool) -> [String?] {
        var result = [String?](repeating: nil, count: tokens.count)
        var current: String?
        var stack: [(name: String?, depth: Int)] = []
        var depth = 0
        var pending: String?
        for (index, token) in tokens.enumerated() {
            if swift {
                if token.isName, ["class", "struct", "enum", "actor", "extension", "protocol"].contains(token.text), index + 1 < tokens.count,
                   tokens[index + 1].isName, !["func", "var", "let", "override", "final", "private", "public", "static"].contains(tokens[index + 1].text) {
                    pending = tokens[index + 1].text
                } else if token.isMark("{") {
                    if let name = pending {
                        stack.append((current, depth))
                        current = name
                        pending = nil
                    }
                    depth += 1
                } else if token.isMark("}") {
                    depth -= 1
                    if let last = stack.last, last.depth == depth {
                        current = last.name
                        stack.removeLast()
                    }
                }
            } else if token.text == "@implementation" || token.text == "@interface", index + 1 < tokens.count, tokens[index + 1].isName {
                current = tokens[index + 1].text
            } else if token.text == "@end" {
                current = nil
            }
            result[index] = current
        }
        return result
    }

    /// `Type *name` (Objective-C) and `var name: Type` (Swift).
    private mutating func readDeclaration(at index: Int) {
        let token = tokens[index]
        if swift {
            guard ["var", "let"].contains(token.text), index + 3 < tokens.count, tokens[index + 1].isName, tokens[index + 2].isMark(":"),
                  tokens[index + 3].isName, Self.isTypeName(tokens[index + 3].text) else { return }
            bind(tokens[index + 1].text, .type(tokens[index + 3].text), at: index)
        } else {
            guard Self.isTypeName(token.text), index + 3 < tokens.count, tokens[index + 1].isMark("*") else { return }
            // `Type *name;`, `Type *name =`, and a method's `(Type *)name`.
            let nameIndex = tokens[index + 2].isMark(")") ? index + 3 : index + 2
            guard tokens[nameIndex].isName, !Self.isTypeName(tokens[nameIndex].text) || tokens[index + 2].isMark(")") else { return }
            bind(tokens[nameIndex].text, .type(token.text), at: index)
        }
    }

    /// `name = …`: what the right-hand side makes (a class's instance, a storyboard scene, a
    /// window controller from a nib).
    private mutating func readAssignment(at index: Int) {
        var name = tokens[index].text
        if name.hasPrefix("_") { name.removeFirst() }
        let right = statement(from: index + 2)
        for value in values(madeBy: right) { bind(name, value, at: index) }
        // `let sheet = controller.window`, `guard let sheet = controller.window else {`: a name for
        // a member of something, which a later call may hand over.
        var depth = 0
        let end = right.firstIndex { token in
            if token.isMark("(") || token.isMark("[") { depth += 1 }
            if token.isMark(")") || token.isMark("]") { depth -= 1 }
            return depth == 0 && (token.isName("else") || token.isMark("{") || token.isMark(",") || token.isMark(";"))
        } ?? right.endIndex
        if case .member? = reference(right[right.startIndex..<end]) {
            if aliases[name, default: []].count < Self.maximumBindings { aliases[name, default: []].append((index, reference(right[right.startIndex..<end])!)) }
        }
    }

    /// The values an expression makes in place: `Type(…)`, `Type.make()`, `[[Type alloc] init…]`,
    /// `instantiateViewController(withIdentifier: "ID")`, `as! Type`, `initWithWindowNibName:@"N"`.
    private func values(madeBy expression: ArraySlice<Token>) -> [Value] {
        var values: [Value] = []
        let items = Array(expression)
        guard !items.isEmpty else { return [] }
        var made: String?
        if swift, items[0].isName, Self.isTypeName(items[0].text), items.count > 1, items[1].isMark("(") || items[1].isMark(".") {
            made = items[0].text
        } else if !swift, items.count > 3, items[0].isMark("["), items[1].isMark("["), items[2].isName, items[3].isName, items[3].text == "alloc" {
            made = items[2].text
        } else if !swift, items.count > 2, items[0].isMark("["), items[1].isName, items[2].isName, items[2].text == "new" {
            made = items[1].text
        }
        for (offset, item) in items.enumerated() where item.isName {
            switch item.text {
            case "instantiateViewController", "instantiateController", "instantiateViewControllerWithIdentifier", "instantiateControllerWithIdentifier":
                if let id = items.dropFirst(offset + 1).prefix(4).first(where: { $0.literal != nil })?.literal { values.append(.storyboardID(id)) }
            case "initWithWindowNibName", "windowNibName", "initWithNibName", "nibName":
                if let nib = items.dropFirst(offset + 1).prefix(3).first(where: { $0.literal != nil })?.literal, let type = made,
                   ["NSWindowController", "NSViewController", "UIViewController"].contains(type) {
                    values.append(.nib(nib))
                    made = nil
                }
            case "as" where offset + 2 < items.count && (items[offset + 1].isMark("!") || items[offset + 1].isMark("?")) && items[offset + 2].isName:
                values.append(.type(items[offset + 2].text))
            default:
                break
            }
        }
        if let made, !values.contains(.type(made)) { values.insert(.type(made), at: 0) }
        return values
    }

    /// Whether a name reads as one of UIKit's or AppKit's controllers (`UIViewController`, `NSWindowController`).
    static func namesFrameworkController(_ name: String) -> Bool {
        (name.hasPrefix("UI") || name.hasPrefix("NS")) && name.hasSuffix("Controller")
    }

    /// A call (`name(` in Swift, a selector part `name:` in Objective-C) of a shape that shows a
    /// window or controller, puts one in a navigation controller, loads a nib, or sets a title.
    private mutating func readCall(at index: Int) {
        let name = tokens[index].text
        let owner = classes[index]
        // Calls on the class itself (`fadeInTitle(name)`, `self.fadeInTitle(name)`, `self?.fadeInTitle(name)`), not on
        // another object (`button.setTitle(…)`).
        if let owner, swift, index == 0 || !tokens[index - 1].isMark(".") || index >= 2 && tokens[index - 2].isName("self")
            || index >= 3 && tokens[index - 2].isMark("?") && tokens[index - 3].isName("self") {
            calledNames[owner, default: []].insert(name)
        }
        let arguments = argumentTokens(after: index + 1)
        let first = firstArgument(arguments)
        if Self.modalWindowCalls.contains(name), let reference = reference(first) {
            // Only the forms that take a window: `runModal(for:)`, not an alert's `runModal()`.
            if !(swift && name.hasPrefix("runModal") && first.isEmpty) { add(name.contains("Sheet") ? .modalWindow : .appModalWindow, reference, at: index) }
        } else if Self.modalControllerCalls.contains(name), let reference = reference(first) {
            add(.modalController, reference, at: index)
        } else if name == "present" || name == "presentViewController" || name == "presentModalViewController" {
            let labels = labels(in: arguments)
            if labels.contains("asPopoverRelativeTo") || labels.contains("asPopoverRelativeToRect") {
                if let reference = reference(first) { add(.modalController, reference, at: index) }
            } else if labels.contains("animated") || !swift, let reference = reference(first) {
                // UIKit's is `present(_:animated:completion:)`; a `present(_:)` of the app's own
                // may well wrap the controller in a navigation controller.
                add(.presented, reference, at: index)
            }
        } else if Self.navigationCalls.contains(name) && (name != "show" || !swift || labels(in: arguments).contains("sender"))
                    || name.lowercased().contains("navigation") || name.lowercased().contains("push")
                    || labels(in: arguments).contains("rootViewController") {
            // UIKit's `show(_:sender:)` pushes where a navigation controller holds the caller; an app's
            // own `show(viewController:)` (a window service making it the root) says nothing of that.
            for reference in references(in: arguments) { add(.navigated, reference, at: index) }
            // `controller.wrappedInNavigationController()`: the receiver is what goes in (not in
            // `navigationController.show(detail, sender: self)`, nor an alert's own `alert.show()`).
            if index >= 2, tokens[index - 1].isMark("."), tokens[index - 2].isName, !Self.isTypeName(tokens[index - 2].text),
               name.lowercased().contains("navigation"), references(in: arguments).isEmpty {
                add(.navigated, .variable(tokens[index - 2].text), at: index)
            }
        }
        if ["initWithWindowNibName", "windowNibName", "initWithNibName", "nibName"].contains(name), let owner, isOwnInitializer(at: index),
           let nib = arguments.first(where: { $0.literal != nil })?.literal {
            nibClasses.append((nib, owner))
        }
        if !swift, name == "setTitle", let owner, index >= 2, tokens[index - 1].isName("self") || tokens[index - 1].isName("navigationItem") || tokens[index - 1].isName("window") {
            titles.append((owner, tokens[index].line, conditionalBlocks > 0, nil))
        }
    }

    /// Whether the value after `=` at `index` is a presentation over the screen below (a custom
    /// alert, a dialog, a card): `.overCurrentContext`, `.overFullScreen`, `.custom`, or Objective-C's constants.
    static func isOverlayStyle(_ tokens: [Token], after index: Int) -> Bool {
        let overlays: Set<String> = ["overCurrentContext", "overFullScreen", "custom", "UIModalPresentationOverCurrentContext",
                                     "UIModalPresentationOverFullScreen", "UIModalPresentationCustom"]
        for offset in 1...3 where index + offset < tokens.count {
            let token = tokens[index + offset]
            if token.isName, overlays.contains(token.text) { return true }
            if !(token.isMark(".") || token.isName("UIModalPresentationStyle")) { return false }
        }
        return false
    }

    /// The navigation item's properties and setters for its bar button items, with the side each sets.
    static let barItemSides: [String: String] = [
        "leftBarButtonItem": "leading", "leftBarButtonItems": "leading", "setLeftBarButtonItem": "leading", "setLeftBarButtonItems": "leading",
        "setLeftBarButton": "leading",
        "rightBarButtonItem": "trailing", "rightBarButtonItems": "trailing", "setRightBarButtonItem": "trailing", "setRightBarButtonItems": "trailing",
        "setRightBarButton": "trailing",
    ]

    /// Whether the name at `index` sets the navigation item's bar items: `navigationItem.rightBarButtonItems = …`,
    /// `navigationItem.setRightBarButtonItems(…)`, `[self.navigationItem setRightBarButtonItems:…]`
    /// (not `navigationItem.rightBarButtonItem?.isEnabled = false`, which configures one).
    private func setsNavigationItemBarItems(at index: Int) -> Bool {
        let name = tokens[index].text
        let next = index + 1 < tokens.count ? tokens[index + 1] : nil
        let setter = name.hasPrefix("set")
        guard setter ? (next?.isMark(swift ? "(" : ":") == true) : (next?.isMark("=") == true && !(index + 2 < tokens.count && tokens[index + 2].isMark("="))) else { return false }
        // Swift and dot syntax: `navigationItem.` before it; a message: `[… navigationItem setRight…:`.
        return index >= 2 && tokens[index - 1].isMark(".") && tokens[index - 2].isName("navigationItem")
            || !swift && setter && index >= 1 && tokens[index - 1].isName("navigationItem")
    }

    /// The names the items a bar-items setter gives are written with (`[doneBarButton]`), and those
    /// of the value of a local it gives (`let items = conflicts ? [settings, sort, warning] : [settings, sort]`):
    /// the outlets among them say which of a storyboard's items code shows together.
    private mutating func barItemNames(at index: Int) -> Set<String> {
        let value = tokens[index].text.hasPrefix("set") ? argumentTokens(after: index + 1) : statement(from: index + 2)
        var names = Set<String>()
        for token in value where token.isName {
            names.insert(token.text)
            let earlier = max(1, index - Self.maximumExpressionTokens)..<index
            if let declared = earlier.reversed().first(where: { tokens[$0].isName(token.text) && (tokens[$0 - 1].isName("let") || tokens[$0 - 1].isName("var")) }) {
                for inner in statement(from: declared) where inner.isName { names.insert(inner.text) }
            }
        }
        return names
    }

    /// Keeps count of the blocks a condition opened (`if …`, `else`, `switch …`, `guard … else`) around the walk's place.
    private mutating func trackBlocks(_ token: Token) {
        if token.isName("if") || token.isName("else") || token.isName("switch") {
            conditionOpens = true
        } else if token.isName("func") {
            (functionOpens, functionName) = (true, nil)
        } else if ["class", "struct", "extension", "enum", "protocol", "var", "let"].contains(where: token.isName) {
            // A declaration without a body (`func a()` in a protocol) opens no function.
            (functionOpens, functionName) = (false, nil)
        } else if functionOpens, functionName == nil, token.isName {
            functionName = token.text
        } else if token.isMark("{") {
            blocks.append(conditionOpens)
            if conditionOpens { conditionalBlocks += 1 }
            conditionOpens = false
            if functionOpens, let functionName { functions.append((functionName, blocks.count)) }
            (functionOpens, functionName) = (false, nil)
        } else if token.isMark("}") {
            (functionOpens, functionName) = (false, nil)
            if let conditional = blocks.popLast(), conditional { conditionalBlocks -= 1 }
            while let open = functions.last, open.level > blocks.count { functions.removeLast() }
        }
    }

    /// `title = …`, `self.title = …`, `navigationItem.title = …`, `self.navigationItem.titleView = …`
    /// and Swift's `override var title`: the class's own title, not a local variable's or another
    /// object's (`button.title = …`).
    private func setsOwnTitle(at index: Int) -> Bool {
        guard index + 1 < tokens.count else { return false }
        if swift, index >= 2, tokens[index - 1].isName("var"), tokens[index - 2].isName("override") { return true }
        guard tokens[index + 1].isMark("="), index + 2 < tokens.count, !tokens[index + 2].isMark("=") else { return false }
        var start = index
        if start >= 2, tokens[start - 1].isMark("."), tokens[start - 2].isName("navigationItem") { start -= 2 }
        // A window controller's window (`window?.title = …`, `self.window.title = …`).
        if start >= 2, tokens[start - 1].isMark("."), tokens[start - 2].isName("window") {
            start -= 2
        } else if start >= 3, tokens[start - 1].isMark("."), tokens[start - 2].isMark("?") || tokens[start - 2].isMark("!"), tokens[start - 3].isName("window") {
            start -= 3
        }
        if start >= 2, tokens[start - 1].isMark("."), tokens[start - 2].isName("self") { start -= 2 }
        // Objective-C's bare `title` is a variable; its property is `self.title`.
        if !swift && start == index { return false }
        guard start > 0 else { return true }
        let before = tokens[start - 1]
        guard !before.isMark(".") && !before.isMark("?") && !before.isMark("!") && !["let", "var", "case", "in"].contains(before.text)
                && !(before.isMark("(") || before.isMark(",")) else { return false }
        return start < index || !locals.declares(tokens[index].text)
    }

    /// Whether a nib is named by the class's own initializer (`[super initWithWindowNibName:]`,
    /// `super.init(windowNibName:)`, `override var windowNibName`), not by a controller it makes.
    private func isOwnInitializer(at index: Int) -> Bool {
        let before = tokens[max(0, index - 3)..<index]
        return before.contains { $0.isName("super") || $0.isName("self") || $0.isName("override") }
    }

    /// The tokens between a call's opening `(` (or a selector part's `:`) and its end.
    private mutating func argumentTokens(after open: Int) -> ArraySlice<Token> {
        var end = open + 1
        var depth = 0
        let limit = min(tokens.count, open + 1 + Self.maximumExpressionTokens)
        while end < limit {
            let token = tokens[end]
            if token.isMark("(") || token.isMark("[") || token.isMark("{") { depth += 1 }
            if token.isMark(")") || token.isMark("]") || token.isMark("}") {
                if depth == 0 { break }
                depth -= 1
            }
            if depth == 0, token.isMark(";") { break }
            end += 1
        }
        visited += end - open
        return tokens[min(open + 1, end)..<end]
    }

    /// The first argument: in Swift up to the first `,` outside brackets, without its label; in
    /// Objective-C up to the next selector part (`name:`).
    private func firstArgument(_ arguments: ArraySlice<Token>) -> ArraySlice<Token> {
        var depth = 0
        var end = arguments.startIndex
        while end < arguments.endIndex {
            let token = arguments[end]
            if token.isMark("(") || token.isMark("[") || token.isMark("{") { depth += 1 }
            if token.isMark(")") || token.isMark("]") || token.isMark("}") { depth -= 1 }
            if depth == 0 {
                if swift, token.isMark(",") { break }
                if !swift, token.isName, end + 1 < arguments.endIndex, arguments[end + 1].isMark(":"), end > arguments.startIndex { break }
            }
            end += 1
        }
        var first = arguments[arguments.startIndex..<end]
        if swift, first.count > 2, first[first.startIndex].isName, first[first.startIndex + 1].isMark(":") { first = first.dropFirst(2) }
        return first
    }

    private func labels(in arguments: ArraySlice<Token>) -> Set<String> {
        var labels = Set<String>()
        for index in arguments.indices.dropLast() where arguments[index].isName && arguments[index + 1].isMark(":") { labels.insert(arguments[index].text) }
        return labels
    }

    /// What an expression is, when it has one of the shapes a call hands a window or controller
    /// over in: `x`, `self.x`, `_x`, `x.window`, `[x window]`, `[self window]`, `self.window!`,
    /// `Type(…)`, `[[Type alloc] init…]`.
    func reference(_ expression: ArraySlice<Token>) -> Reference? {
        var items = Array(expression)
        while let last = items.last, last.isMark("!") || last.isMark("?") { items.removeLast() }
        if let made = values(madeBy: expression[...]).first, items.count > 1, items[0].isName || items[0].isMark("[") {
            if !(items.count > 2 && items[0].isMark("[") && items[1].isName && items[2].isName && items[2].text != "alloc" && items[2].text != "new") {
                return .value(made)
            }
        }
        // `[base member]`: a message without arguments.
        if !swift, items.count >= 3, items.first?.isMark("[") == true, items.last?.isMark("]") == true, items[items.count - 2].isName {
            let base = reference(items[1..<(items.count - 2)])
            return .member(of: base, property: items[items.count - 2].text)
        }
        items.removeAll { $0.isMark("?") || $0.isMark("!") }
        guard !items.isEmpty, items.allSatisfy({ $0.isName || $0.isMark(".") }) else { return nil }
        let names = items.filter(\.isName).map(\.text)
        guard names.count == items.count / 2 + 1, !names.isEmpty else { return nil }
        var parts = names
        if parts.first == "self" { parts.removeFirst() }
        guard let last = parts.last else { return nil }
        if parts.count == 1 {
            return .variable(last.hasPrefix("_") ? String(last.dropFirst()) : last)
        }
        let base = reference(ArraySlice(tokensFor(Array(parts.dropLast()))))
        return .member(of: base, property: last)
    }

    /// Name tokens joined with dots, for a shorter chain.
    private func tokensFor(_ names: [String]) -> [Token] {
        var result: [Token] = []
        for (offset, name) in names.enumerated() {
            if offset > 0 { result.append(Token(kind: .mark, text: ".", line: 0)) }
            result.append(Token(kind: .name, text: name, line: 0))
        }
        return result
    }

    /// Every whole value among a call's arguments: variables not followed by `.` or `(`, and
    /// values made in place.
    private func references(in arguments: ArraySlice<Token>) -> [Reference] {
        var found: [Reference] = []
        for index in arguments.indices where arguments[index].isName {
            let name = arguments[index].text
            let next = index + 1 < arguments.endIndex ? arguments[index + 1] : nil
            let previous = index > arguments.startIndex ? arguments[index - 1] : nil
            if Self.isTypeName(name), next?.isMark("(") == true { found.append(.value(.type(name))); continue }
            if !swift, Self.isTypeName(name), previous?.isMark("[") == true, index + 1 < arguments.endIndex, arguments[index + 1].isName("alloc") {
                found.append(.value(.type(name))); continue
            }
            let afterSelf = index - 2 >= arguments.startIndex && arguments[index - 2].isName("self")
            guard next?.isMark(".") != true, next?.isMark("(") != true, next?.isMark(":") != true, previous?.isMark(".") != true || afterSelf,
                  !Self.isTypeName(name) else { continue }
            found.append(.variable(name.hasPrefix("_") ? String(name.dropFirst()) : name))
        }
        return found
    }

    /// The most bindings of one name, and the most facts, one file gives: written code has a
    /// handful, and each fact looks through its name's bindings.
    static let maximumBindings = 256
    static let maximumFacts = 4_096

    private mutating func bind(_ name: String, _ value: Value, at index: Int) {
        guard bindings[name, default: []].count < Self.maximumBindings else { return }
        bindings[name, default: []].append((index, classes[index], value))
    }

    private mutating func add(_ kind: FactKind, _ reference: Reference, at index: Int) {
        guard facts.count < Self.maximumFacts else { return }
        facts.append(Fact(kind: kind, reference: reference, index: index, owner: classes[index], line: tokens[index].line))
    }

    static func isTypeName(_ name: String) -> Bool {
        guard let first = name.unicodeScalars.first else { return false }
        return ("A"..."Z").contains(first) && name != "Self" && !name.hasPrefix("IB")
    }
}

// MARK: What every file's calls were handed

extension CodeReader {
    /// The facts of all files, with each call's argument resolved through the variables the files
    /// declare: the file's own (the nearest before the call), then the class's in any file (a
    /// The property an `IBOutlet` marks: in Swift the name after `var`, in Objective-C the last
    /// name before the `;` (`@property (weak) IBOutlet NSOutlineView *outlineView;`).
    private func outletName(after index: Int) -> Token? {
        let rest = tokens[(index + 1)...].prefix(16)
        if swift {
            guard let declaration = rest.firstIndex(where: { $0.isName("var") || $0.isName("let") }), declaration + 1 < tokens.count,
                  tokens[declaration + 1].isName else { return nil }
            return tokens[declaration + 1]
        }
        return rest.prefix { !$0.isMark(";") }.last { $0.isName }
    }

    /// header's instance variables), then a name only one place in the code binds.
    static func resolve(_ readers: [CodeReader], into code: inout InterfaceBuilderCode) {
        var byClass: [String: [String: Set<Value>]] = [:]
        var global: [String: [(site: String, value: Value)]] = [:]
        var helperTitles: [(function: String, site: InterfaceBuilderCode.Site)] = []
        let appClasses = Set(readers.flatMap { $0.superclasses.map(\.type) })
        // UIKit's and AppKit's controllers (`extension UIViewController`), which every scene's class inherits from.
        func isFrameworkClass(_ name: String) -> Bool { namesFrameworkController(name) && !appClasses.contains(name) }
        for reader in readers {
            for (name, entries) in reader.bindings {
                for entry in entries {
                    if let owner = entry.owner { byClass[owner, default: [:]][name, default: []].insert(entry.value) }
                    global[name, default: []].append(("\(reader.path):\(entry.index)", entry.value))
                }
            }
            for (nib, owner) in reader.nibClasses { code.nibClasses[nib, default: []].insert(owner) }
            for (type, superclass) in reader.superclasses where code.superclasses[type] == nil { code.superclasses[type] = superclass }
            // A title set only under a condition leaves the file's to show when it does not hold.
            for (owner, line, conditional, function) in reader.titles where !conditional && code.titles[owner] == nil {
                let site = InterfaceBuilderCode.Site(file: reader.path, line: line)
                // A helper of an extension of UIKit's or AppKit's class (`extension UIViewController { func
                // showTitle(_:) }`) titles the classes that call it, not every controller.
                if let function, isFrameworkClass(owner) {
                    helperTitles.append((function, site))
                } else {
                    code.titles[owner] = site
                }
            }
            for (owner, line) in reader.hiddenTitles where code.hiddenTitles[owner] == nil {
                code.hiddenTitles[owner] = InterfaceBuilderCode.Site(file: reader.path, line: line)
            }
            for (owner, line) in reader.fixedSidebars where code.fixedSidebars[owner] == nil {
                code.fixedSidebars[owner] = InterfaceBuilderCode.Site(file: reader.path, line: line)
            }
            for (owner, line) in reader.overlays where code.overlays[owner] == nil {
                code.overlays[owner] = InterfaceBuilderCode.Site(file: reader.path, line: line)
            }
            for (owner, side, names) in reader.barItems { code.barItemNames[owner, default: [:]][side, default: []].append(names) }
            for outlet in reader.outlets where code.outlets[outlet.owner]?[outlet.property] == nil {
                code.outlets[outlet.owner, default: [:]][outlet.property] = SourceAnchor(file: Glob.relative(reader.path, to: FileManager.default.currentDirectoryPath),
                    start: SourcePosition(line: outlet.line, column: outlet.column), path: "\(outlet.owner).\(outlet.property)")
            }
        }
        for (function, site) in helperTitles {
            for reader in readers {
                for (owner, called) in reader.calledNames where called.contains(function) && !isFrameworkClass(owner) && code.titles[owner] == nil {
                    code.titles[owner] = site
                }
            }
        }
        for reader in readers {
            func variable(_ name: String, at index: Int, in owner: String?) -> [Value] {
                if let entries = reader.bindings[name], !entries.isEmpty {
                    let chosen = entries.last(where: { $0.index < index }) ?? entries.first(where: { $0.owner == owner }) ?? entries[0]
                    return entries.filter { $0.index == chosen.index }.map(\.value)
                }
                if let owner, let values = byClass[owner]?[name] { return Array(values) }
                if let entries = global[name], Set(entries.map(\.site)).count == 1 { return entries.map(\.value) }
                return []
            }
            func values(_ reference: Reference?, at index: Int, in owner: String?) -> [Value] {
                switch reference {
                case nil: return owner.map { [.type($0)] } ?? []
                case .value(let value)?: return [value]
                case .variable(let name)?: return variable(name, at: index, in: owner)
                case .member(let base, let property)?:
                    // `x.controller`: what the class of x declares `controller` to hold.
                    return values(base, at: index, in: owner).flatMap { value -> [Value] in
                        guard case .type(let type) = value else { return [] }
                        return Array(byClass[type]?[property] ?? [])
                    }
                }
            }
            for fact in reader.facts {
                let site = InterfaceBuilderCode.Site(file: reader.path, line: fact.line)
                switch fact.kind {
                case .modalWindow, .appModalWindow:
                    var outlets: [InterfaceBuilderCode.Outlet] = []
                    switch fact.reference {
                    case .variable(let name):
                        if let alias = reader.aliases[name]?.last(where: { $0.index < fact.index }), case .member(let base, let property) = alias.reference {
                            // `let sheet = controller.window` before `beginSheet(sheet)`.
                            outlets += values(base, at: fact.index, in: fact.owner).map { .init(owner: $0, property: property) }
                        } else if let owner = fact.owner {
                            // A window the class holds in an outlet (`renameSheet`).
                            outlets.append(.init(owner: .type(owner), property: name))
                        }
                    case .member(let base, let property):
                        outlets += values(base, at: fact.index, in: fact.owner).map { .init(owner: $0, property: property) }
                    case .value:
                        break
                    }
                    for outlet in outlets where code.modalWindows[outlet] == nil { code.modalWindows[outlet] = site }
                    if fact.kind == .appModalWindow { code.appModalWindows.formUnion(outlets) }
                case .modalController:
                    for value in values(fact.reference, at: fact.index, in: fact.owner) where code.modalControllers[value] == nil {
                        code.modalControllers[value] = site
                    }
                case .presented:
                    for value in values(fact.reference, at: fact.index, in: fact.owner) where code.presented[value] == nil {
                        code.presented[value] = site
                    }
                case .navigated:
                    code.navigated.formUnion(values(fact.reference, at: fact.index, in: fact.owner))
                }
            }
        }
    }
}
