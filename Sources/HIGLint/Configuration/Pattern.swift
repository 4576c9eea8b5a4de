/// A custom rule's regular expression, matched in time linear in the text: the pattern compiles to
/// a non-deterministic automaton that is run over all its states at once (Thompson's construction),
/// never by backtracking, so `^(a+)+$` against a long title costs the same as `^a+$`. A
/// configuration can come from a pull request; a backtracking engine would let it stall CI.
///
/// The syntax is the common subset: literals, `.`, `[...]` and `[^...]` with ranges, `\d \w \s`
/// and their negations, escapes of punctuation, `\n \r \t`, groups `(...)` and `(?:...)`, `|`,
/// `* + ? {n} {n,} {n,m}` (a trailing `?` for laziness is accepted: it cannot change whether
/// something matches), and the anchors `^` `$`. Back-references and look-around, which no
/// automaton can run, are refused with their position. Like Swift's `Regex`, it matches characters
/// (grapheme clusters), so `.` is one user-perceived character.
struct Pattern: Sendable {
    /// The most instructions a pattern may compile to (counted repetitions are copied out).
    static let maximumSize = 10_000

    enum Instruction: Sendable {
        case character(Character)
        case set(CharacterSet, negated: Bool)
        case any
        case split(Int, Int)
        case jump(Int)
        case start, end
        case match
    }

    struct CharacterSet: Sendable {
        var characters: Set<Character> = []
        var ranges: [ClosedRange<Unicode.Scalar>] = []
        var classes: [@Sendable (Character) -> Bool] = []

        func contains(_ character: Character) -> Bool {
            if characters.contains(character) { return true }
            if let scalar = character.unicodeScalars.first, character.unicodeScalars.count == 1,
               ranges.contains(where: { $0.contains(scalar) }) { return true }
            return classes.contains { $0(character) }
        }
    }

    let source: String
    let program: [Instruction]

    init(_ source: String) throws(SelectorError) {
        self.source = source
        var parser = PatternParser(Array(source))
        var program: [Instruction] = []
        let tree = try parser.parseAlternation()
        if parser.index < parser.characters.count {
            throw SelectorError(offset: parser.index, message: "unbalanced ')'")
        }
        try tree.emit(into: &program)
        program.append(.match)
        self.program = program
    }

    /// Whether the whole text matches.
    func wholeMatch(_ text: String) -> Bool { run(Array(text), anywhere: false) }

    /// Whether the pattern matches anywhere in the text.
    func firstMatch(_ text: String) -> Bool { run(Array(text), anywhere: true) }

    private func run(_ text: [Character], anywhere: Bool) -> Bool {
        var current: [Int] = []
        var next: [Int] = []
        var mark = [Int](repeating: -1, count: program.count)
        var generation = 0
        func add(_ pc: Int, at position: Int, to list: inout [Int]) -> Bool {
            // An explicit stack: a long chain of empty moves must not recurse deeply.
            var stack = [pc]
            var matched = false
            while let pc = stack.popLast() {
                guard mark[pc] != generation else { continue }
                mark[pc] = generation
                switch program[pc] {
                case .jump(let target): stack.append(target)
                case .split(let first, let second): stack.append(second); stack.append(first)
                case .start: if position == 0 { stack.append(pc + 1) }
                case .end: if position == text.count { stack.append(pc + 1) }
                case .match: matched = true
                default: list.append(pc)
                }
            }
            return matched
        }
        generation += 1
        var matched = add(0, at: 0, to: &current)
        if matched && (anywhere || text.isEmpty) { return true }
        for (position, character) in text.enumerated() {
            generation += 1
            next.removeAll(keepingCapacity: true)
            matched = false
            for pc in current {
                let accepts: Bool = switch program[pc] {
                case .character(let expected): character == expected
                case .set(let set, let negated): set.contains(character) != negated
                case .any: character != "\n"
                default: false
                }
                if accepts && add(pc + 1, at: position + 1, to: &next) { matched = true }
            }
            if anywhere && add(0, at: position + 1, to: &next) { matched = true }
            if matched && (anywhere || position + 1 == text.count) { return true }
            swap(&current, &next)
            if current.isEmpty && !anywhere { return false }
        }
        return false
    }
}

/// The parsed pattern, before it becomes instructions.
private indirect enum PatternNode {
    case atom(Pattern.Instruction)
    case sequence([PatternNode])
    case alternation([PatternNode])
    case repeated(PatternNode, minimum: Int, maximum: Int?)

    func emit(into program: inout [Pattern.Instruction]) throws(SelectorError) {
        guard program.count <= Pattern.maximumSize else {
            throw SelectorError(offset: 0, message: "the pattern is too large once its repetitions are counted out (more than \(Pattern.maximumSize) steps)")
        }
        switch self {
        case .atom(let instruction):
            program.append(instruction)
        case .sequence(let nodes):
            for node in nodes { try node.emit(into: &program) }
        case .alternation(let branches):
            var jumps: [Int] = []
            for (index, branch) in branches.enumerated() {
                if index < branches.count - 1 {
                    let split = program.count
                    program.append(.split(split + 1, 0))
                    try branch.emit(into: &program)
                    jumps.append(program.count)
                    program.append(.jump(0))
                    program[split] = .split(split + 1, program.count)
                } else {
                    try branch.emit(into: &program)
                }
            }
            for jump in jumps { program[jump] = .jump(program.count) }
        case .repeated(let node, let minimum, let maximum):
            for _ in 0..<minimum { try node.emit(into: &program) }
            if let maximum {
                var splits: [Int] = []
                for _ in minimum..<max(minimum, maximum) {
                    splits.append(program.count)
                    program.append(.split(program.count + 1, 0))
                    try node.emit(into: &program)
                }
                for split in splits { program[split] = .split(split + 1, program.count) }
            } else {
                let split = program.count
                program.append(.split(split + 1, 0))
                try node.emit(into: &program)
                program.append(.jump(split))
                program[split] = .split(split + 1, program.count)
            }
        }
    }
}

private struct PatternParser {
    let characters: [Character]
    var index = 0

    init(_ characters: [Character]) { self.characters = characters }

    private var current: Character? { index < characters.count ? characters[index] : nil }

    private func error(_ message: String, at offset: Int? = nil) -> SelectorError {
        SelectorError(offset: offset ?? index, message: message)
    }

    mutating func parseAlternation(depth: Int = 0) throws(SelectorError) -> PatternNode {
        guard depth < 100 else { throw error("groups nested more than 100 deep") }
        var branches = [try parseSequence(depth: depth)]
        while current == "|" {
            index += 1
            branches.append(try parseSequence(depth: depth))
        }
        return branches.count == 1 ? branches[0] : .alternation(branches)
    }

    private mutating func parseSequence(depth: Int) throws(SelectorError) -> PatternNode {
        var items: [PatternNode] = []
        while let character = current, character != "|", character != ")" {
            let atom = try parseAtom(depth: depth)
            items.append(try parseQuantifier(atom))
        }
        return .sequence(items)
    }

    private mutating func parseQuantifier(_ atom: PatternNode) throws(SelectorError) -> PatternNode {
        var node = atom
        while let character = current, "*+?{".contains(character) {
            let start = index
            var minimum = 0, maximum: Int? = nil
            switch character {
            case "*": index += 1
            case "+": index += 1; minimum = 1
            case "?": index += 1; maximum = 1
            default:
                guard let (low, high) = try parseBraces() else { return node }  // a literal '{'
                (minimum, maximum) = (low, high)
            }
            if case .atom(let instruction) = node, case .start = instruction { throw error("nothing to repeat", at: start) }
            if case .atom(let instruction) = node, case .end = instruction { throw error("nothing to repeat", at: start) }
            node = .repeated(node, minimum: minimum, maximum: maximum)
            if current == "?" { index += 1 }  // lazy: the same matches
            if current == "+" { throw error("possessive quantifiers are not supported") }
        }
        return node
    }

    /// `{n}`, `{n,}`, `{n,m}`; nil (nothing consumed) when the brace does not start one.
    private mutating func parseBraces() throws(SelectorError) -> (Int, Int?)? {
        let start = index
        var cursor = index + 1
        func number() -> Int? {
            var value: Int? = nil
            while cursor < characters.count, let digit = characters[cursor].wholeNumberValue, characters[cursor].isASCII {
                value = min((value ?? 0) * 10 + digit, 100_000)
                cursor += 1
            }
            return value
        }
        guard let low = number() else { return nil }
        var high: Int? = low
        if cursor < characters.count, characters[cursor] == "," {
            cursor += 1
            high = number()
        }
        guard cursor < characters.count, characters[cursor] == "}" else { return nil }
        index = cursor + 1
        if let high, high < low { throw error("the repetition {\(low),\(high)} counts down", at: start) }
        if low > 1000 || (high ?? 0) > 1000 { throw error("repetition counts above 1000 are not supported", at: start) }
        return (low, high)
    }

    private mutating func parseAtom(depth: Int) throws(SelectorError) -> PatternNode {
        let start = index
        let character = characters[index]
        index += 1
        switch character {
        case ".": return .atom(.any)
        case "^": return .atom(.start)
        case "$": return .atom(.end)
        case "*", "+", "?": throw error("nothing to repeat", at: start)
        case "(":
            if current == "?" {
                guard index + 1 < characters.count, characters[index + 1] == ":" else {
                    throw error("only (...) and (?:...) groups are supported: look-around and flags need a backtracking engine", at: start)
                }
                index += 2
            }
            let inner = try parseAlternation(depth: depth + 1)
            guard current == ")" else { throw error("missing ')' for the group opened at character \(start + 1)") }
            index += 1
            return inner
        case "[": return try parseSet(start: start)
        case "\\": return .atom(try parseEscape(inSet: false).instruction)
        default: return .atom(.character(character))
        }
    }

    private mutating func parseSet(start: Int) throws(SelectorError) -> PatternNode {
        var set = Pattern.CharacterSet()
        let negated = current == "^"
        if negated { index += 1 }
        var first = true
        while let character = current, character != "]" || first {
            first = false
            index += 1
            var low: Character = character
            if character == "\\" {
                let escaped = try parseEscape(inSet: true)
                if let test = escaped.test { set.classes.append(test); continue }
                guard let literal = escaped.literal else { throw error("unexpected escape in a set") }
                low = literal
            }
            if current == "-", index + 1 < characters.count, characters[index + 1] != "]" {
                index += 1
                var high = characters[index]
                index += 1
                if high == "\\" {
                    guard let literal = try parseEscape(inSet: true).literal else { throw error("a range cannot end in a class") }
                    high = literal
                }
                guard let lowScalar = low.unicodeScalars.first, let highScalar = high.unicodeScalars.first, lowScalar <= highScalar else {
                    throw error("the range \(low)-\(high) is out of order")
                }
                set.ranges.append(lowScalar...highScalar)
            } else {
                set.characters.insert(low)
            }
        }
        guard current == "]" else { throw error("missing ']' for the set opened at character \(start + 1)") }
        index += 1
        return .atom(.set(set, negated: negated))
    }

    /// After a backslash: a class (`\d`), or one literal character.
    private mutating func parseEscape(inSet: Bool) throws(SelectorError) -> (instruction: Pattern.Instruction, test: (@Sendable (Character) -> Bool)?, literal: Character?) {
        guard let character = current else { throw error("a pattern cannot end with '\\'") }
        index += 1
        let test: (@Sendable (Character) -> Bool)?
        switch character {
        case "d": test = isDigit
        case "D": test = { !isDigit($0) }
        case "w": test = isWord
        case "W": test = { !isWord($0) }
        case "s": test = { $0.isWhitespace }
        case "S": test = { !$0.isWhitespace }
        case "n": return (.character("\n"), nil, "\n")
        case "r": return (.character("\r"), nil, "\r")
        case "t": return (.character("\t"), nil, "\t")
        case _ where character.isLetter || character.isNumber:
            throw error("'\\\(character)' is not supported (back-references, word boundaries and other escapes need a backtracking engine)", at: index - 2)
        default: return (.character(character), nil, character)
        }
        guard let test else { return (.character(character), nil, character) }
        var set = Pattern.CharacterSet()
        set.classes = [test]
        return (.set(set, negated: false), test, nil)
    }
}

private func isDigit(_ character: Character) -> Bool {
    character.unicodeScalars.count == 1 && character.unicodeScalars.first?.properties.numericType == .decimal
}

private func isWord(_ character: Character) -> Bool {
    character.isLetter || character.isNumber || character == "_"
}
