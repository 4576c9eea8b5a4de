/// Where a decoded node stands, as a small value with no reference to count: which record of its
/// document it is. The document's `AnchorSource` makes the `SourceAnchor` (file, positions,
/// structural path) only when one is asked for, for a finding, an error or a report. A description
/// has a place for every value it gives; making the path and positions of each while decoding,
/// when a few are ever reported, was most of what decoding cost.
struct NodePlace: Hashable, Sendable {
    enum Part: UInt8, Sendable {
        /// The value itself: an element, a JSON value, an entry of an `AnchorTable`.
        case value
        /// An XML attribute's value.
        case attribute
        /// The name of a member: a JSON key, an XML attribute's name.
        case name
    }

    /// The record's index, as the document's source counts them.
    var index: Int32
    var part: Part

    init(_ index: Int, _ part: Part = .value) {
        self.index = Int32(truncatingIfNeeded: index)
        self.part = part
    }
}

/// A document's way from places to anchors. Kept by the model built from the document, so it is
/// read only once decoding is done (and guards any cache it keeps), and can be read from any thread.
protocol AnchorSource: AnyObject, Sendable {
    func anchor(at place: NodePlace) -> SourceAnchor

    /// The place of the element at `position` of the list at `list`, when the document gives list
    /// elements places of their own (a JSON array's items); nil when an element stands at its list
    /// (the words of an XML attribute).
    func place(ofElement position: Int, in list: NodePlace) -> NodePlace?
}

extension AnchorSource {
    func place(ofElement position: Int, in list: NodePlace) -> NodePlace? { nil }
}

/// Anchors kept as they were given, for what front ends build as `DocumentNode` trees
/// (configuration, Interface Builder, Swift) and for models made by hand: each stored once, its
/// place being its index. Filled while one thread decodes, then only read.
final class AnchorTable: AnchorSource, @unchecked Sendable {
    private var anchors: [SourceAnchor] = []

    init(_ anchors: [SourceAnchor] = []) {
        self.anchors = anchors
    }

    func place(of anchor: SourceAnchor) -> NodePlace {
        anchors.append(anchor)
        return NodePlace(anchors.count - 1)
    }

    func anchor(at place: NodePlace) -> SourceAnchor { anchors[Int(place.index)] }
}
