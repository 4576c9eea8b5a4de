/// The shared decoding step: checks a positioned document from any front end (`DecodingNode`)
/// against a shape and reports type errors, missing fields and unknown keys or elements in the
/// same words for all.
struct ShapeDecoder {
    typealias StoredValue = DecodedDocument.StoredValue

    let syntax: DocumentSyntax
    private(set) var errors: [LoadError] = []
    /// The `hig-lint-disable` keys met on the way (JSON); shapes do not list the key, every object may carry it.
    private(set) var suppressions: [Suppression] = []
    /// Each shape met, in the order met: an object's record names its shape by its place here.
    private var shapes: [Shape] = []
    /// The document being decoded (`decodeObject` hands it over and starts another).
    private var building = DocumentBuilding()
    /// The field each member name of the document fills in each of the first `cachedShapes` shapes:
    /// at `(name * 2 + attribute) * cachedShapes + slot`, for the name's `DecodingMember.nameID`
    /// (an XML element and an attribute of one name fill different fields) and the shape's place in
    /// `shapes`; -1 where not known yet. So a shape's field names are compared with a name once in a
    /// document, not once for every member.
    private var fieldsByName: [Int32] = []
    /// More than a description has (a configuration's shapes are read from trees, whose names have no numbers).
    private static let cachedShapes = 32

    init(syntax: DocumentSyntax) {
        self.syntax = syntax
    }

    /// Decodes `node` and all it holds into one `DecodedDocument`, whose root is the object returned.
    mutating func decodeObject<Node: DecodingNode>(_ node: Node, as shape: Shape) -> DecodedObject? {
        defer { (building, fieldsByName) = (DocumentBuilding(), []) }
        guard let root = decodeRecord(node, as: shape) else { return nil }
        return DecodedObject(document: building.document(source: node.anchorSource, names: shapes.map(\.fieldNames)), index: root)
    }

    /// Decodes an object into the document being built, after the objects its fields hold, and
    /// gives the index of its record. Its fields are gathered on a stack, above those of the
    /// objects it is inside and below those of the objects it holds, which are moved out as each
    /// is done; so each object's fields end as one run, and no object has an array of its own.
    private mutating func decodeRecord<Node: DecodingNode>(_ node: Node, as shape: Shape) -> Int32? {
        guard case .object(let members) = node.decodingContent else {
            fail(node.anchor, "\(shape.name) must be an object, found \(found(node))")
            return nil
        }
        let place = node.recordPlace()
        let slot = shapeIndex(shape)
        let base = building.pendingFields.count, listBase = building.pendingListItems.count
        var given = GivenFields(count: shape.fields.count)
        for member in members {
            // The keyword is too long to be compared inline: its length tells most keys apart first.
            if syntax == .json && member.name.utf8.count == Suppression.keyword.utf8.count && member.name == Suppression.keyword {
                readSuppression(member, scope: node.anchor.path)
                continue
            }
            guard let index = resolve(member, in: shape, slot: slot) else { continue }
            let field = shape.fields[index]
            if case .list(let element, _) = field.type, element.isObject, syntax == .xml {
                // In XML a list of objects is a run of elements, each one item; the field stands at the first.
                if !given[index] {
                    given[index] = true
                    building.pendingFields.append(.init(index: Int32(index), place: member.value.recordPlace(), value: .absent))
                }
                if let value = decode(member.value, as: element, field: field, in: shape) {
                    building.pendingListItems.append((Int32(index), value))
                }
                continue
            }
            if given[index] {
                fail(member.nameAnchor, "duplicate \(spell(member)) in \(shape.name)")
                continue
            }
            given[index] = true
            if let value = decode(member.value, as: field.type, field: field, in: shape) {
                building.pendingFields.append(.init(index: Int32(index), place: member.value.recordPlace(), value: value))
            }
        }
        if building.pendingListItems.count > listBase { building.finishLists(from: listBase, fields: base) }
        building.sortFields(from: base)
        for index in shape.requiredIndices where !given[index] {
            fail(node.anchor, "missing required \(spell(shape.fields[index])) in \(shape.name)")
        }
        // The first two given fields of each group, found without making a list of them for every object.
        for group in shape.exclusiveIndices {
            guard let first = group.firstIndex(where: { given[$0] }),
                  let second = group[(first + 1)...].first(where: { given[$0] }) else { continue }
            let secondPlace = building.pendingFields[base...].first { $0.index == second }?.place
            fail(secondPlace.map(node.anchorSource.anchor(at:)) ?? node.anchor,
                 "\(shape.name) gives both '\(shape.fieldNames[group[first]])' and '\(shape.fieldNames[second])'; give only one")
        }
        return building.finishObject(place: place, shape: slot, fields: base)
    }

    /// The shape's place in `shapes`, which it joins when first met. (Each shape met is kept, so
    /// that a configuration's per-rule shapes, made afresh by each closure call, cannot reuse an address.)
    private mutating func shapeIndex(_ shape: Shape) -> Int32 {
        if let known = shapes.firstIndex(where: { $0 === shape }) { return Int32(known) }
        shapes.append(shape)
        return Int32(shapes.count - 1)
    }

    /// `"hig-lint-disable": {"rule-id": "reason", …}`: an object of reasons by rule id.
    private mutating func readSuppression<Member: DecodingMember>(_ member: Member, scope: String) {
        guard case .object(let entries) = member.value.decodingContent else {
            fail(member.value.anchor, "'\(Suppression.keyword)' must be an object of reasons by rule id, such as {\"title-length\": \"the product name\"}")
            return
        }
        for entry in entries {
            switch entry.value.decodingContent {
            case .string(let reason):
                let trimmed = reason.trimmingWhitespace()
                suppressions.append(Suppression(ruleIDs: [entry.name], reason: trimmed.isEmpty ? nil : trimmed,
                                                anchor: entry.nameAnchor, scope: scope.isEmpty ? "/" : scope))
            case .null:
                suppressions.append(Suppression(ruleIDs: [entry.name], reason: nil, anchor: entry.nameAnchor, scope: scope.isEmpty ? "/" : scope))
            default:
                fail(entry.value.anchor, "the reason for suppressing '\(entry.name)' must be a string, found \(found(entry.value))")
            }
        }
    }

    /// Finds the field a member fills (the shape's place in `shapes` is `slot`), or reports why it fills none.
    private mutating func resolve<Member: DecodingMember>(_ member: Member, in shape: Shape, slot: Int32) -> Int? {
        guard member.nameID >= 0, slot < Self.cachedShapes else { return match(member, in: shape) }
        let at = ((Int(member.nameID) * 2 + (member.isAttribute ? 1 : 0)) * Self.cachedShapes) + Int(slot)
        if at < fieldsByName.count, fieldsByName[at] >= 0 { return Int(fieldsByName[at]) }
        // A name that fills no field is matched again wherever it stands, so that each place is reported.
        guard let index = match(member, in: shape) else { return nil }
        if at >= fieldsByName.count {
            fieldsByName.append(contentsOf: repeatElement(-1, count: max(at + 1, 2 * fieldsByName.count) - fieldsByName.count))
        }
        fieldsByName[at] = Int32(index)
        return index
    }

    /// Finds the field a member fills by comparing its name with the shape's, or reports why it fills none.
    private mutating func match<Member: DecodingMember>(_ member: Member, in shape: Shape) -> Int? {
        switch syntax {
        case .json:
            if let index = shape.index(named: member.name) { return index }
            if let advice = shape.otherToolsKeys[member.name] {
                fail(member.nameAnchor, "unknown key '\(member.name)' in \(shape.name); \(advice)")
                return nil
            }
            // Every object may carry the reserved suppression key, so a misspelling of it is suggested too.
            let candidates = shape.fields.map(\.name) + [Suppression.keyword]
            fail(member.nameAnchor, "unknown key '\(member.name)' in \(shape.name)" + hint(member.name, candidates, quote: "'"))
        case .xml where member.isAttribute:
            if let index = shape.index(named: member.name), !shape.fields[index].jsonOnly {
                let field = shape.fields[index]
                if field.isXMLAttribute { return index }
                fail(member.nameAnchor, "'\(field.name)' in \(shape.name) is written as <\(field.xmlElementName ?? field.name)> elements, not as an attribute")
                return nil
            }
            let candidates = shape.fields.filter { $0.isXMLAttribute && !$0.jsonOnly }.map(\.name)
            fail(member.nameAnchor, "unknown attribute '\(member.name)' in \(shape.name)" + hint(member.name, candidates, quote: "'"))
        case .xml:
            if let index = shape.index(forElement: member.name) { return index }
            if let field = shape.field(named: member.name), field.isXMLAttribute {
                fail(member.nameAnchor, "'\(field.name)' in \(shape.name) is written as an attribute, not as an element")
                return nil
            }
            let candidates = shape.fields.compactMap(\.xmlElementName)
            fail(member.nameAnchor, "unknown element <\(member.name)> in \(shape.name)" + hint(member.name, candidates, quote: "<"))
        }
        return nil
    }

    private mutating func decode<Node: DecodingNode>(_ node: Node, as type: FieldType, field: Field, in shape: Shape) -> StoredValue? {
        // An object's content is read once, by decodeRecord.
        if case .object(let inner) = type { return decodeRecord(node, as: inner()).map(StoredValue.object) }
        let content = node.decodingContent
        // Most values are text for a string or enumeration field: matched on the field type alone,
        // which a match on the pair (type, content) copied, counting references to its payload.
        if case .string(let text) = content {
            switch type {
            case .string: return .string(text)
            case .enumeration, .color: return decodeText(text, as: type, at: node, field: field, in: shape)
            default: break
            }
        }
        switch (type, content) {
        case (.list(let element, _), .array(let items)):
            // The items wait on a stack while they are decoded (an item may hold lists of its own),
            // then make one run; every item is decoded, so that each one's errors are reported.
            let base = building.pendingItems.count
            var all = true
            for item in items {
                if let value = decode(item, as: element, field: field, in: shape) { building.pendingItems.append(value) } else { all = false }
            }
            return building.finishList(from: base, keeping: all)
        case (.list(let element, _), .string(let text)) where syntax == .xml:
            // ASCII text (nearly all) is split on bytes; other text by Characters, whose white space includes Unicode's.
            let words = text.utf8.allSatisfy({ $0 < 0x80 })
                ? text.utf8.split(whereSeparator: { $0 == UInt8(ascii: ",") || $0 == 0x20 || ($0 >= 0x09 && $0 <= 0x0D) }).map { String(Substring($0)) }
                : text.split(whereSeparator: { $0 == "," || $0.isWhitespace }).map(String.init)
            let values = words.compactMap { decodeText($0, as: element, at: node, field: field, in: shape) }
            return values.count == words.count ? building.list(values) : nil
        case (.boolean, .bool(let value)):
            return .bool(value)
        case (.integer(let minimum, let maximum), .number(let text)):
            guard let value = Int(text) else {
                fail(node.anchor, "'\(field.name)' in \(shape.name) must be \(expected(type)), found \(found(node))")
                return nil
            }
            return checkRange(value, minimum, maximum, at: node, field: field, in: shape)
        case (.boolean, .string(let text)) where syntax == .xml, (.integer, .string(let text)) where syntax == .xml:
            return decodeText(text, as: type, at: node, field: field, in: shape)
        default:
            fail(node.anchor, "'\(field.name)' in \(shape.name) must be \(expected(type)), found \(found(node))")
            return nil
        }
    }

    /// Decodes a scalar written as text: any XML attribute value, or a JSON string. (`node` is where
    /// it stands; its anchor is made only for an error.)
    private mutating func decodeText(_ text: String, as type: FieldType, at node: some DecodingNode, field: Field, in shape: Shape) -> StoredValue? {
        // Built only when needed: this runs for every scalar in a description.
        var problem: String { "'\(field.name)' in \(shape.name) must be \(expected(type)), found \"\(text)\"" }
        switch type {
        case .string:
            return .string(text)
        case .boolean:
            switch text {
            case "true": return .bool(true)
            case "false": return .bool(false)
            default: fail(node.anchor, problem)
            }
        case .integer(let minimum, let maximum):
            guard let value = Int(text) else { fail(node.anchor, problem); return nil }
            return checkRange(value, minimum, maximum, at: node, field: field, in: shape)
        case .enumeration(let values, _, _) where values.contains(text):
            return .string(text)
        case .enumeration(let values, let aliases, let refused):
            if let canonical = aliases[text] { return .string(canonical) }
            if let reason = refused[text] {
                fail(node.anchor, "'\(field.name)' in \(shape.name) cannot be \"\(text)\": \(reason)")
                return nil
            }
            fail(node.anchor, problem + hint(text, values + aliases.keys.sorted(), quote: "'"))
        case .color:
            if ColorValue(text) != nil { return .string(text) }
            fail(node.anchor, problem)
        case .object, .list:
            fail(node.anchor, problem)
        }
        return nil
    }

    private mutating func checkRange(_ value: Int, _ minimum: Int?, _ maximum: Int?, at node: some DecodingNode, field: Field, in shape: Shape) -> StoredValue? {
        if let minimum, value < minimum {
            fail(node.anchor, "'\(field.name)' in \(shape.name) must be at least \(minimum), found \(value)")
            return nil
        }
        if let maximum, value > maximum {
            fail(node.anchor, "'\(field.name)' in \(shape.name) must be at most \(maximum), found \(value)")
            return nil
        }
        return .integer(value)
    }

    private mutating func fail(_ anchor: SourceAnchor, _ message: String) {
        errors.append(LoadError(at: anchor, message))
    }

    private func spell<Member: DecodingMember>(_ member: Member) -> String {
        switch syntax {
        case .json: "key '\(member.name)'"
        case .xml: member.isAttribute ? "attribute '\(member.name)'" : "element <\(member.name)>"
        }
    }

    private func spell(_ field: Field) -> String {
        switch syntax {
        case .json: "key '\(field.name)'"
        case .xml: field.isXMLAttribute ? "attribute '\(field.name)'" : "element <\(field.xmlElementName ?? field.name)>"
        }
    }

    private func expected(_ type: FieldType) -> String { type.expectation(in: syntax) }

    private func found<Node: DecodingNode>(_ node: Node) -> String {
        switch node.decodingContent {
        case .object: syntax == .json ? "an object" : "an element"
        case .array: "an array"
        case .string(let text): syntax == .json ? "the string \"\(text)\"" : "\"\(text)\""
        case .number(let text): "the number \(text)"
        case .bool(let value): String(value)
        case .null: "null"
        }
    }

    private func hint(_ word: String, _ candidates: [String], quote: Character) -> String {
        guard let best = closestMatch(to: word, among: candidates) else { return "" }
        return quote == "<" ? "; did you mean <\(best)>?" : "; did you mean '\(best)'?"
    }
}

/// Which of a shape's fields an object gave: a bit each, in one word for the first 64 (every
/// description shape; no allocation per object) and in an array beyond (configuration shapes, which
/// have a field per rule).
private struct GivenFields {
    private var first: UInt64 = 0
    private var rest: [Bool] = []

    init(count: Int) {
        if count > 64 { rest = [Bool](repeating: false, count: count - 64) }
    }

    subscript(index: Int) -> Bool {
        get { index < 64 ? first & (1 << UInt64(index)) != 0 : rest[index - 64] }
        set {
            if index >= 64 {
                rest[index - 64] = newValue
            } else if newValue {
                first |= 1 << UInt64(index)
            } else {
                first &= ~(1 << UInt64(index))
            }
        }
    }
}

/// The candidate a misspelt word most likely meant, if any is close enough to suggest.
public func closestMatch(to word: String, among candidates: [String]) -> String? {
    let lowered = word.lowercased()
    if let sameLetters = candidates.first(where: { $0.lowercased() == lowered }) { return sameLetters }
    let limit = max(1, word.count / 3)
    let scored = candidates.map { ($0, editDistance(lowered, $0.lowercased())) }.filter { $0.1 <= limit }
    return scored.min { $0.1 < $1.1 }?.0
}

/// Optimal string alignment distance: insertions, deletions, substitutions and adjacent swaps.
func editDistance(_ a: String, _ b: String) -> Int {
    let a = Array(a), b = Array(b)
    if a.isEmpty { return b.count }
    if b.isEmpty { return a.count }
    var previous2 = [Int](repeating: 0, count: b.count + 1)
    var previous = Array(0...b.count)
    var current = [Int](repeating: 0, count: b.count + 1)
    for i in 1...a.count {
        current[0] = i
        for j in 1...b.count {
            let cost = a[i - 1] == b[j - 1] ? 0 : 1
            current[j] = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost)
            if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] {
                current[j] = min(current[j], previous2[j - 2] + 1)
            }
        }
        (previous2, previous, current) = (previous, current, previous2)
    }
    return previous[b.count]
}
