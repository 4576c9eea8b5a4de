import HIGLint
import HIGLintSwift

struct Rules: Command {
    enum Format: String, ArgumentValue, CaseIterable { case text, json, markdown }

    static let name = "rules"
    static let abstract = "List every rule with its severity and platforms."
    static let formatOption = Option.value("format", help: "Output format: text, json or markdown (default: text).")
    static let options = [formatOption]

    var format: Format

    init(_ arguments: ParsedArguments) throws(UsageError) {
        format = try arguments.value(Self.formatOption, as: Format.self) ?? .text
    }

    func run() throws {
        let rules = try loadCatalog().rules.map(\.metadata)
        switch format {
        case .text: try printOutput(RuleDocumentation.textTable(rules))
        case .json: try printOutput(RuleDocumentation.json(rules).text)
        case .markdown: try printOutput(RuleDocumentation.markdownTable(rules))
        }
    }
}

struct Explain: Command {
    static let name = "explain"
    static let abstract = "Explain one rule: why, parameters, guideline link and examples."
    static let operands: Operands? = Operands(name: "rule-id", help: "The rule id, as shown by 'hig-lint rules'.", repeated: false)

    var ruleID: String

    init(_ arguments: ParsedArguments) {
        ruleID = arguments.operands[0]  // exactly one: the parser checks it
    }

    func run() throws {
        let catalog = try loadCatalog()
        guard let rule = catalog.rule(id: ruleID) else {
            let hint = catalog.closestID(to: ruleID).map { "; did you mean '\($0)'?" } ?? "; run 'hig-lint rules' for the list"
            printError("hig-lint: error: no rule '\(ruleID)'\(hint)")
            throw ExitCode(2)
        }
        try printOutput(RuleDocumentation.explanation(rule, frontEnds: allFrontEnds))
    }
}

struct Schema: Command {
    static let name = "schema"
    static let abstract = "Print the JSON Schema of the JSON description format."

    init(_ arguments: ParsedArguments) {}

    func run() throws {
        try printOutput(JSONSchemaWriter.descriptionSchema().text)
    }
}
