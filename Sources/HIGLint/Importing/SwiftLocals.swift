/// The local variables (`let title`, `var title`) in scope at a point of a Swift file, kept up to
/// date as a walk passes each token once: a declaration is in scope from its name to the `}` that
/// closes its block, and only after the start of the function (or type) the point is in, so that
/// a property of the class of the same name is not taken for a local. Asking costs nothing; a
/// walk back from each `title =` to its function's start cost a few hundred tokens each.
struct SwiftLocals {
    typealias Token = CodeTokens.Token

    /// How many blocks the point is in.
    private var depth = 0
    /// What the walk passed that is still in scope: a declaration's name, or nil for a function's
    /// or type's start (`func`, `init`, `class`, `struct`), each with the depth it was passed at.
    private var passed: [(name: String?, depth: Int)] = []
    /// The positions in `passed` of each name's declarations, and of the starts.
    private var declarations: [String: [Int]] = [:]
    private var starts: [Int] = []

    /// Whether a local of this name is declared in the block the walk is in, or one around it,
    /// since the start of its function.
    func declares(_ name: String) -> Bool {
        guard let last = declarations[name]?.last else { return false }
        return last > starts.last ?? -1
    }

    /// Takes the token at `index` into account, once the walk has looked at it.
    mutating func pass(_ tokens: [Token], at index: Int) {
        let token = tokens[index]
        if token.isMark("{") {
            depth += 1
        } else if token.isMark("}") {
            guard depth > 0 else {
                // A `}` that closes nothing: what came before it is no block the walk is in.
                passed = []
                declarations = [:]
                starts = []
                return
            }
            depth -= 1
            while let last = passed.last, last.depth > depth {
                passed.removeLast()
                if let name = last.name { declarations[name]?.removeLast() } else { starts.removeLast() }
            }
        } else if token.isName {
            if ["func", "init", "class", "struct"].contains(token.text) {
                starts.append(passed.count)
                passed.append((nil, depth))
            } else if index > 0, tokens[index - 1].isName("let") || tokens[index - 1].isName("var") {
                declarations[token.text, default: []].append(passed.count)
                passed.append((token.text, depth))
            }
        }
    }
}
