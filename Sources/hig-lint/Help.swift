/// `--help`: the program's and each subcommand's help, built from their declarations and
/// wrapped to 80 columns.
enum Help {
    private static let width = 80
    /// Where an option's or subcommand's description starts.
    private static let column = 26

    static func program() -> String {
        let defaultName = HigLint.defaultCommand.name
        var text = overview(HigLint.abstract, HigLint.discussion)
        text += "USAGE: \(HigLint.name) [\(defaultName)] [<options>] [<paths> ...]\n"
        text += "       \(HigLint.name) <subcommand> [<options>]\n\n"
        text += section("OPTIONS", standardOptions)
        text += section("SUBCOMMANDS", HigLint.commands.map { command in
            entry(command.name + (command.name == defaultName ? " (default)" : ""), command.abstract)
        })
        return text + "  See '\(HigLint.name) help <subcommand>' for detailed help.\n"
    }

    static func command(_ command: any Command.Type) -> String {
        var usage = "\(HigLint.name) \(command.name)"
        if !command.options.isEmpty { usage += " [<options>]" }
        if let operands = command.operands { usage += operands.repeated ? " [<\(operands.name)> ...]" : " <\(operands.name)>" }
        var text = overview(command.abstract, command.discussion) + "USAGE: \(usage)\n\n"
        if let operands = command.operands {
            text += section("ARGUMENTS", [entry("<\(operands.name)>", operands.help)])
        }
        let options = command.options.map { option in
            entry((option.short.map { "-\($0), " } ?? "") + option.synopsis, option.help)
        }
        return text + section("OPTIONS", options + standardOptions)
    }

    private static let standardOptions = [entry("--version", "Show the version."), entry("-h, --help", "Show help information.")]

    private static func overview(_ abstract: String, _ discussion: String) -> String {
        var text = wrap("OVERVIEW: " + abstract, indent: 0).joined(separator: "\n") + "\n\n"
        if !discussion.isEmpty { text += wrap(discussion, indent: 0).joined(separator: "\n") + "\n\n" }
        return text
    }

    private static func section(_ title: String, _ entries: [String]) -> String {
        "\(title):\n" + entries.joined() + "\n"
    }

    /// "  --format <format>       Output format …", the description on the next line when the
    /// label does not leave it two spaces.
    private static func entry(_ label: String, _ description: String) -> String {
        let lines = wrap(description, indent: column)
        let head = "  " + label
        if head.count + 2 <= column {
            return head + String(repeating: " ", count: column - head.count) + lines[0].dropFirst(column) + "\n"
                + lines.dropFirst().map { $0 + "\n" }.joined()
        }
        return head + "\n" + lines.map { $0 + "\n" }.joined()
    }

    /// Words filled into lines of at most `width` columns, each indented by `indent` spaces.
    private static func wrap(_ text: String, indent: Int) -> [String] {
        let margin = String(repeating: " ", count: indent)
        var lines: [String] = []
        var line = margin
        for word in text.split(separator: " ") {
            if line.count > indent && line.count + 1 + word.count > width {
                lines.append(line)
                line = margin
            }
            line += (line.count > indent ? " " : "") + word
        }
        lines.append(line)
        return lines
    }
}
