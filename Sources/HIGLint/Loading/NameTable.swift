#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Interns the names of a document's members (XML element and attribute names, JSON keys): a file
/// has thousands of members but a few dozen names, so each name becomes a `String` once, members
/// refer to it by number, and the decoder matches a number to a shape's field once per document
/// (`ShapeDecoder.resolve`). Open addressing on an FNV-1a hash of the name's bytes, compared with
/// the stored bytes on a hit.
struct NameTable {
    private(set) var names: [String] = []
    /// Every name's bytes, one after another: name `i` ends at `ends[i]` and starts where `i - 1` ends.
    private var bytes: [UInt8] = []
    private var ends: [Int] = []
    /// Indices into `names`, -1 for an empty slot; the count is a power of two.
    private var slots = [Int32](repeating: -1, count: 64)

    init() {
        // Room for the names of a description (a few dozen), so that the tables grow rarely.
        names.reserveCapacity(32)
        ends.reserveCapacity(32)
        bytes.reserveCapacity(512)
    }

    mutating func intern(_ name: UnsafeBufferPointer<UInt8>) -> Int32 {
        var slot = Self.hash(name) & (slots.count - 1)
        while slots[slot] >= 0 {
            let index = Int(slots[slot])
            if stored(index, equals: name) { return Int32(index) }
            slot = (slot + 1) & (slots.count - 1)
        }
        let index = Int32(names.count)
        names.append(String(decoding: name, as: UTF8.self))
        bytes.append(contentsOf: name)
        ends.append(bytes.count)
        slots[slot] = index
        if names.count * 2 > slots.count { grow() }
        return index
    }

    /// Whether name `index` has these bytes: memcmp (the generic `elementsEqual` took about 180
    /// instructions for a name, a step of its iterator per byte).
    private func stored(_ index: Int, equals name: UnsafeBufferPointer<UInt8>) -> Bool {
        let start = index == 0 ? 0 : ends[index - 1]
        guard ends[index] - start == name.count else { return false }
        return name.isEmpty || bytes.withUnsafeBufferPointer { memcmp($0.baseAddress! + start, name.baseAddress!, name.count) == 0 }
    }

    private static func hash(_ name: UnsafeBufferPointer<UInt8>) -> Int {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in name { hash = (hash ^ UInt64(byte)) &* 0x100_0000_01b3 }
        return Int(truncatingIfNeeded: hash)
    }

    private mutating func grow() {
        var grown = [Int32](repeating: -1, count: slots.count * 2)
        bytes.withUnsafeBufferPointer { all in
            for index in ends.indices {
                let start = index == 0 ? 0 : ends[index - 1]
                var slot = Self.hash(UnsafeBufferPointer(rebasing: all[start..<ends[index]])) & (grown.count - 1)
                while grown[slot] >= 0 { slot = (slot + 1) & (grown.count - 1) }
                grown[slot] = Int32(index)
            }
        }
        slots = grown
    }
}
