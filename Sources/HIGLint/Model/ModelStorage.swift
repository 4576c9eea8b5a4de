/// How a model value holds its fields: a handle on the object it was decoded from, read where the
/// decoded document holds them, until a field is set (a front end naming the platforms, a sidebar
/// checked one row at a time); then the fields as values, in a box that copies share. Either way a
/// copy costs one reference count, whatever the number of fields: toolbar items and groups are
/// handed along by every walk over a toolbar.
///
/// Each model type's fields, their keys, their `Values` and their accessors are generated from its
/// spec (`Model/Specs/<Type>.json`, into `GeneratedFields.swift`).
enum ModelStorage<Values: DecodedValues>: Sendable {
    case decoded(DecodedObject)
    case edited(ValueBox<Values>)

    /// Sets fields: the decoded object's values are copied out the first time.
    mutating func edit(_ change: (inout Values) -> Void) {
        switch self {
        case .decoded(let object):
            var values = Values(object)
            change(&values)
            self = .edited(ValueBox(values))
        case .edited(let box):
            self = .edited(box.with(change))
        }
    }
}

/// A model type's fields as values (generated beside each model type, see `ModelStorage`).
protocol DecodedValues: Sendable {
    init(_ object: DecodedObject)
}
