import HIGLint

// The command line's grammar, declared by each command as data and read in one linear pass.
//
// hig-lint parses its own arguments instead of using ArgumentParser. ArgumentParser finds a
// command's options by reflection, and in a binary that carries swift-syntax each first cast it
// makes scans all 11,000 protocol conformance records: 28M of the 35M instructions of a run on
// one small file, which a pre-commit hook pays at every commit. It also took time quadratic in
// the number of file names. The syntax is the usual one: `--name value`, `--name=value`, `-n
// value`, grouped short flags (`-qv`), `--` before operands that start with `-`.

/// One option of a command: a flag, or an option that takes a value once or repeatedly.
struct Option: Equatable, Sendable {
    enum Kind: Equatable, Sendable {
        case flag
        /// Takes one value; given again, the last one counts.
        case value(name: String)
        /// Takes one value each time it is given; all are kept, in order.
        case repeated(name: String)
    }

    let long: String
    let short: Character?
    let kind: Kind
    let help: String

    static func flag(_ long: String, short: Character? = nil, help: String) -> Option {
        Option(long: long, short: short, kind: .flag, help: help)
    }

    static func value(_ long: String, short: Character? = nil, valueName: String? = nil, help: String) -> Option {
        Option(long: long, short: short, kind: .value(name: valueName ?? long), help: help)
    }

    static func repeated(_ long: String, valueName: String? = nil, help: String) -> Option {
        Option(long: long, short: nil, kind: .repeated(name: valueName ?? long), help: help)
    }

    /// `--format <format>`, as usage errors and help name it.
    var synopsis: String {
        switch kind {
        case .flag: "--" + long
        case .value(let name), .repeated(let name): "--\(long) <\(name)>"
        }
    }

    var takesValue: Bool { kind != .flag }
}

/// The words after a command's options: file names, or one rule id.
struct Operands: Sendable {
    let name: String
    let help: String
    /// Any number (paths), or exactly one (a rule id).
    let repeated: Bool
}

/// A subcommand of `hig-lint`: its grammar, how it reads what was parsed, and what it does.
protocol Command: Sendable {
    static var name: String { get }
    static var abstract: String { get }
    static var discussion: String { get }
    static var options: [Option] { get }
    static var operands: Operands? { get }

    /// Reads the parsed arguments; throws for values that are invalid or contradict each other.
    init(_ arguments: ParsedArguments) throws(UsageError)
    func run() throws
}

extension Command {
    static var discussion: String { "" }
    static var options: [Option] { [] }
    static var operands: Operands? { nil }
}

/// A command line hig-lint cannot act on (exit 2, with a pointer to `--help`).
struct UsageError: Error {
    let message: String
    init(_ message: String) { self.message = message }
}

/// Ends the run with this exit status, after whatever the command has printed.
struct ExitCode: Error {
    let status: Int32
    init(_ status: Int32) { self.status = status }
}

/// A value an option takes, read from its argument.
protocol ArgumentValue {
    init?(argument: String)
    /// What a valid value looks like, for the error that names an invalid one.
    static var expected: String { get }
}

extension ArgumentValue where Self: RawRepresentable & CaseIterable, RawValue == String {
    init?(argument: String) { self.init(rawValue: argument) }
    static var expected: String { "one of " + allCases.map(\.rawValue).joined(separator: ", ") }
}

extension Int: ArgumentValue {
    init?(argument: String) { self.init(argument) }
    static var expected: String { "a whole number" }
}

/// What one command's arguments said: each option's values in order, and the operands.
struct ParsedArguments {
    private let declared: [Option]
    private var given: [[String]]
    private(set) var operands: [String] = []

    /// Parses `arguments` (those after the command's name) by `command`'s grammar.
    init(_ arguments: ArraySlice<String>, for command: any Command.Type) throws(UsageError) {
        declared = command.options
        given = Array(repeating: [], count: declared.count)
        var index = arguments.startIndex
        func next(for option: Option) throws(UsageError) -> String {
            // A word that looks like another option is not taken as a value; `-` (standard input) is.
            guard index < arguments.endIndex, arguments[index] == "-" || !arguments[index].hasPrefix("-") else {
                throw UsageError("missing value for '\(option.synopsis)'")
            }
            defer { index += 1 }
            return arguments[index]
        }
        while index < arguments.endIndex {
            let word = arguments[index]
            index += 1
            if word == "--" {
                operands += arguments[index...]
                break
            } else if word.hasPrefix("--") {
                let body = word.dropFirst(2)
                let name = body.firstIndex(of: "=").map { body[..<$0] } ?? body
                guard let slot = declared.firstIndex(where: { $0.long == name }) else {
                    throw UsageError("unknown option '--\(name)'" + Self.hint(String(name), among: declared.map(\.long)))
                }
                let option = declared[slot]
                if name.endIndex < body.endIndex {
                    let inline = String(body[body.index(after: name.endIndex)...])
                    guard option.takesValue else { throw UsageError("'--\(name)' takes no value, but '\(inline)' was given") }
                    given[slot].append(inline)
                } else {
                    given[slot].append(option.takesValue ? try next(for: option) : "")
                }
            } else if word.hasPrefix("-") && word.count > 1 {
                // Grouped short options: flags, then at most one that takes the rest as its value.
                var letters = word.dropFirst()
                while let letter = letters.first {
                    letters = letters.dropFirst()
                    guard let slot = declared.firstIndex(where: { $0.short == letter }) else {
                        throw UsageError("unknown option '-\(letter)'")
                    }
                    guard declared[slot].takesValue else { given[slot].append(""); continue }
                    given[slot].append(letters.isEmpty ? try next(for: declared[slot]) : String(letters))
                    break
                }
            } else {
                operands.append(word)
            }
        }
        guard let expected = command.operands else {
            if let first = operands.first { throw UsageError("unexpected argument '\(first)'") }
            return
        }
        if !expected.repeated {
            if operands.isEmpty { throw UsageError("missing expected argument '<\(expected.name)>'") }
            if operands.count > 1 { throw UsageError("unexpected argument '\(operands[1])'") }
        }
    }

    private func slot(_ option: Option) -> Int {
        guard let slot = declared.firstIndex(of: option) else {
            preconditionFailure("--\(option.long) is read but not in the command's options")
        }
        return slot
    }

    func flag(_ option: Option) -> Bool { !given[slot(option)].isEmpty }

    func value(_ option: Option) -> String? { given[slot(option)].last }

    func values(_ option: Option) -> [String] { given[slot(option)] }

    func value<Value: ArgumentValue>(_ option: Option, as type: Value.Type) throws(UsageError) -> Value? {
        guard let word = value(option) else { return nil }
        return try Self.read(word, for: option, as: type)
    }

    func values<Value: ArgumentValue>(_ option: Option, as type: Value.Type) throws(UsageError) -> [Value] {
        var read: [Value] = []
        for word in values(option) { read.append(try Self.read(word, for: option, as: type)) }
        return read
    }

    private static func read<Value: ArgumentValue>(_ word: String, for option: Option, as type: Value.Type) throws(UsageError) -> Value {
        guard let value = Value(argument: word) else {
            throw UsageError("the value '\(word)' is invalid for '\(option.synopsis)'; give \(Value.expected)")
        }
        return value
    }

    private static func hint(_ name: String, among names: [String]) -> String {
        closestMatch(to: name, among: names).map { "; did you mean '--\($0)'?" } ?? ""
    }
}
