import Foundation

/// The facts a check reads: model fields, named `<Definition>.<field>` after the model's shapes
/// (`ToolbarItem.role`, `MenuBar.complete`, `Description.platforms`). Each rule's file declares its
/// check's (`facts`); in debug builds every generated field accessor notes its read here, so that
/// `RuleFactsTests` can hold a check to what its rule declares. Release builds note nothing.
enum FactUse {
    /// Where one recording's reads go. Task-local, so that tests running in parallel record apart.
    @TaskLocal static var sink: Sink?

    /// The facts read while a recording runs.
    final class Sink: @unchecked Sendable {
        private let lock = NSLock()
        private var facts: Set<String> = []

        func insert(_ fact: String) { lock.withLock { _ = facts.insert(fact) } }

        var recorded: Set<String> { lock.withLock { facts } }
    }

    /// Notes that `fact` was read; nothing when no recording runs.
    static func note(_ fact: String) {
        sink?.insert(fact)
    }

    /// `body`'s result and the facts it read.
    static func recording<Result>(_ body: () throws -> Result) rethrows -> (result: Result, facts: Set<String>) {
        let sink = Sink()
        let result = try $sink.withValue(sink) { try body() }
        return (result, sink.recorded)
    }

    /// Every fact the model has, with its field (whose summary `explain` shows): each field a model
    /// type's shape gives, but for keys only editors use (`$schema`).
    static let fields: [String: Field] = Dictionary(
        Description.shape.reachableFields.filter { !$0.field.jsonOnly }.map { ($0.shape.definition + "." + $0.field.name, $0.field) },
        uniquingKeysWith: { first, _ in first })
}
