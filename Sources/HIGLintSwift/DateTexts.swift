import SwiftSyntax

/// The longest text a `DateFormatter` gives in English, for a title that shows a date
/// (`f.dateFormat = "EEEE, MMM d"` gives "Wednesday, Sep 30"): the longest weekday and month
/// names, two-digit days, hours and minutes. A title's length is then checked on that text.
enum DateTexts {
    /// A format (`dateFormat`, Unicode's date field patterns): each run of one field letter becomes
    /// its longest text; quoted text and other characters stay as they are.
    static func longest(format: String) -> String {
        var text = ""
        var characters = Array(format)[...]
        while let first = characters.first {
            if first == "'" {
                characters = characters.dropFirst()
                let quoted = characters.prefix { $0 != "'" }
                text += quoted.isEmpty ? "'" : String(quoted)
                characters = characters.dropFirst(quoted.count + 1)
                continue
            }
            let run = characters.prefix { $0 == first }
            characters = characters.dropFirst(run.count)
            text += first.isLetter ? field(first, count: run.count) : String(run)
        }
        return text
    }

    /// A template (`setLocalizedDateFormatFromTemplate`): its fields in English order with the
    /// separators English puts between them when the template gives none.
    static func longest(template: String) -> String {
        template.contains(where: { !$0.isLetter }) ? longest(format: template) : longest(format: englishOrder(template))
    }

    /// Date and time styles (`.full`, `.long`, `.medium`, `.short`) as English writes them.
    static func longest(dateStyle: String?, timeStyle: String?) -> String? {
        let dates = ["full": "Wednesday, September 30, 2026", "long": "September 30, 2026", "medium": "Sep 30, 2026", "short": "12/30/26"]
        let times = ["full": "12:00:00 PM Pacific Standard Time", "long": "12:00:00 PM PST", "medium": "12:00:00 PM", "short": "12:00 PM"]
        let parts = [dateStyle.flatMap { dates[$0] }, timeStyle.flatMap { times[$0] }].compactMap { $0 }
        guard !parts.isEmpty else { return nil }
        return parts.joined(separator: dateStyle == "full" || dateStyle == "long" ? " at " : ", ")
    }

    private static func field(_ letter: Character, count: Int) -> String {
        switch letter {
        case "E", "c", "e": count >= 5 ? "W" : count == 4 ? "Wednesday" : count <= 2 && letter != "E" ? "4" : "Wed"
        case "M", "L": count >= 5 ? "S" : count == 4 ? "September" : count == 3 ? "Sep" : "12"
        case "y", "Y", "u": count == 2 ? "26" : "2026"
        case "a", "b", "B": "PM"
        case "z", "Z", "O", "v", "V", "x", "X": count >= 4 ? "Pacific Standard Time" : "PST"
        case "Q", "q": count >= 4 ? "4th quarter" : count == 3 ? "Q4" : "4"
        case "G": count >= 4 ? "Anno Domini" : "AD"
        case "S": String(repeating: "0", count: count)
        case "D": "365"
        case "h", "H", "k", "K": "12"
        case "m", "s": "59"
        default: "30"  // d, w, W, F: two digits at most
        }
    }

    /// A template's fields (`yMMMMEEEEd`) in English order: weekday, month, day, year, then time.
    private static func englishOrder(_ template: String) -> String {
        var runs: [String] = []
        var characters = Array(template)[...]
        while let first = characters.first {
            let run = characters.prefix { $0 == first }
            characters = characters.dropFirst(run.count)
            runs.append(String(run))
        }
        func rank(_ run: String) -> Int { ["E": 0, "c": 0, "M": 1, "L": 1, "d": 2, "y": 3][run.first!] ?? 4 }
        let date = runs.filter { rank($0) < 4 }.sorted { rank($0) < rank($1) }
        let time = runs.filter { rank($0) == 4 }
        var text = ""
        for (index, run) in date.enumerated() {
            if index > 0 { text += rank(date[index - 1]) == 0 || rank(run) == 3 ? ", " : " " }
            text += run
        }
        if !time.isEmpty { text += (text.isEmpty ? "" : ", ") + time.joined(separator: ":") }
        return text
    }

    /// The text a formatter the code configures gives a date, at `call` (`formatter.string(from: date)`):
    /// the formatter a `let` of the code around it or of its type makes with `DateFormatter()`, and
    /// the `dateFormat`, template or styles the code then gives it; nil when it gives none.
    static func longest(_ call: FunctionCallExprSyntax, in code: TypeCode?) -> String? {
        guard let member = call.calledExpression.as(MemberAccessExprSyntax.self), member.declName.baseName.text == "string",
              call.arguments.count == 1, call.arguments.first?.label?.text == "from",
              let base = member.base else { return nil }
        // `formatter`, `self.formatter`, `Self.formatter`, `TodayView.formatter`.
        guard let name = base.as(DeclReferenceExprSyntax.self)?.baseName.text ?? base.as(MemberAccessExprSyntax.self).flatMap({ access in
            access.base.map { ["self", "Self", code?.type].contains($0.trimmedText) } == true ? access.declName.baseName.text : nil
        }) else { return nil }
        // Where the formatter is made: a `let` around the call, else the type's (`static let formatter: DateFormatter = { … }()`).
        var scope: Syntax?
        var current = call.parent
        while let syntax = current, !syntax.is(MemberBlockItemSyntax.self) {
            if let statements = syntax.as(CodeBlockItemListSyntax.self), statements.contains(where: { statement in
                statement.item.as(VariableDeclSyntax.self)?.bindings.contains { $0.pattern.trimmedText == name } == true
            }) { scope = Syntax(statements); break }
            current = syntax.parent
        }
        if scope == nil, let binding = code?.binding(named: name, around: Syntax(call)) { scope = Syntax(binding) }
        guard let scope, TypeCode.calls(in: scope).contains(where: { $0.calledExpression.trimmedText == "DateFormatter" }) else { return nil }
        var format: String?, template: String?, dateStyle: String?, timeStyle: String?
        for assignment in TypeCode.assignments(in: scope) {
            let property = assignment.target.split(separator: ".").last.map(String.init)
            switch property {
            case "dateFormat": format = SwiftLiterals.string(assignment.value)
            case "dateStyle": dateStyle = SwiftLiterals.caseName(assignment.value)
            case "timeStyle": timeStyle = SwiftLiterals.caseName(assignment.value)
            default: break
            }
        }
        for configured in TypeCode.calls(in: scope) where configured.calledExpression.as(MemberAccessExprSyntax.self)?.declName.baseName.text == "setLocalizedDateFormatFromTemplate" {
            template = configured.arguments.first.flatMap { SwiftLiterals.string($0.expression) }
        }
        if let format { return longest(format: format) }
        if let template { return longest(template: template) }
        return longest(dateStyle: dateStyle == "none" ? nil : dateStyle, timeStyle: timeStyle == "none" ? nil : timeStyle)
    }
}
