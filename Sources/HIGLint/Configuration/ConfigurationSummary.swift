import Foundation

/// `--show-config`: which configuration a run uses and what it makes of every rule, so that a
/// surprising result can be traced to a setting (Ruff's `--show-settings`, SwiftLint's `rules`).
public enum ConfigurationSummary {
    public static func text(_ configuration: Configuration?, rules: [Rule], failOn: Severity, baseline: String?) -> String {
        var out = "configuration: \(configuration?.file ?? "none (built-in defaults)")\n"
        out += "fail-on: \(failOn.rawValue)\n"
        out += "baseline: \(baseline ?? "none")\n"
        if let configuration {
            let platforms = configuration.settings.platforms.map { $0.map(\.rawValue).joined(separator: ", ") }
            out += "platforms for descriptions that name none: \(platforms ?? "all")\n"
            if let select = configuration.select { out += "--select: \(select.joined(separator: ", "))\n" }
            if !configuration.ignore.isEmpty { out += "--ignore: \(configuration.ignore.joined(separator: ", "))\n" }
            if let include = configuration.include { out += "include: \(include.joined(separator: ", "))\n" }
            if !configuration.exclude.isEmpty { out += "exclude: \(configuration.exclude.joined(separator: ", "))\n" }
            for override in configuration.overrides {
                out += "override for \(override.files.joined(separator: ", ")) (rules below are before overrides)\n"
            }
        }
        // The top level's view: a file in the configuration's folder that no override names.
        let probe = (configuration?.directory ?? ".") + "/\u{1}"
        let active = configuration?.rules(for: probe, from: rules) ?? rules
        let activeIDs = Set(active.map(\.metadata.id))
        out += "rules: \(active.count) of \(rules.count) on\n"
        let width = rules.map(\.metadata.id.count).max() ?? 0
        for rule in rules {
            let id = rule.metadata.id
            let shown = active.first { $0.metadata.id == id }?.metadata ?? rule.metadata
            let parameters = shown.parameters.map { parameter in
                let platforms = parameter.platformDefaults.sorted { $0.key < $1.key }.map { "\($0.key.rawValue) \($0.value)" }
                return "\(parameter.name)=\(parameter.defaultValue)" + (platforms.isEmpty ? "" : " (\(platforms.joined(separator: ", ")))")
            }
            let state = activeIDs.contains(id) ? shown.severity.rawValue : "off"
            let line = "  \(id.padding(toLength: width, withPad: " ", startingAt: 0))  \(state.padding(toLength: 7, withPad: " ", startingAt: 0))  "
                + parameters.joined(separator: ", ")
            out += line.trimmingCharacters(in: .whitespaces).isEmpty ? "\n" : "  " + line.trimmingCharacters(in: .whitespaces) + "\n"
        }
        return out
    }
}
