/// A store's records, copied once into memory the store owns and frees in its `deinit`.
///
/// The decoders' nodes refer to their store without counting references (`unowned(unsafe)`), and
/// reading an `Array` property through such a reference retains and releases the array's buffer at
/// every read: a few atomic counts per member decoded, the largest part of what decoding a small
/// description cost. Reading these records counts nothing. Whoever holds a `Records` frees it once,
/// after its last read.
struct Records<Element>: RandomAccessCollection, @unchecked Sendable {
    private let base: UnsafeMutableBufferPointer<Element>

    init(_ elements: some Collection<Element>) {
        base = .allocate(capacity: elements.count)
        _ = base.initialize(fromContentsOf: elements)
    }

    var startIndex: Int { 0 }
    var endIndex: Int { base.count }

    subscript(position: Int) -> Element {
        precondition(position >= 0 && position < base.count, "record index out of range")
        return base[position]
    }

    /// For the owner's `deinit`: nothing reads the records afterwards.
    func free() {
        base.deinitialize()
        base.deallocate()
    }
}
