/// The fields of a model value that rules copy often (sidebar and toolbar items, which every walk
/// over a sidebar or toolbar passes around), kept in one immutable box that copies share: a copy
/// costs one reference count instead of one per string and array. Setting a field makes a new box.
final class ValueBox<Values: Sendable>: Sendable {
    let values: Values

    init(_ values: Values) {
        self.values = values
    }

    /// A box holding these values with `change` made.
    func with(_ change: (inout Values) -> Void) -> ValueBox {
        var values = self.values
        change(&values)
        return ValueBox(values)
    }
}
