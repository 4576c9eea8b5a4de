import ArgumentParser
import HIGLint
import HIGLintSwift

struct Rules: ParsableCommand {
    enum Format: String, ExpressibleByArgument, CaseIterable { case text, json, markdown }

    static let configuration = CommandConfiguration(commandName: "rules", abstract: "List every rule with its severity and platforms.")

    @Option(help: "Output format: text, json or markdown.")
    var format: Format = .text

    func run() throws {
        let rules = try loadCatalog().rules.map(\.metadata)
        switch format {
        case .text: try printOutput(RuleDocumentation.textTable(rules))
        case .json: try printOutput(RuleDocumentation.json(rules).text)
        case .markdown: try printOutput(RuleDocumentation.markdownTable(rules))
        }
    }
}

struct Explain: ParsableCommand {
    static let configuration = CommandConfiguration(commandName: "explain", abstract: "Explain one rule: why, parameters, guideline link and examples.")

    @Argument(help: "The rule id, as shown by 'hig-lint rules'.")
    var ruleID: String

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

struct Schema: ParsableCommand {
    static let configuration = CommandConfiguration(commandName: "schema", abstract: "Print the JSON Schema of the JSON description format.")

    func run() throws {
        try printOutput(JSONSchemaWriter.descriptionSchema().text)
    }
}
