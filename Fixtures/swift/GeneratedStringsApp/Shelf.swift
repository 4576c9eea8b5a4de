/// An enum whose property switches over its cases, in a file with no chrome: each case's text is
/// read where a view names it (`Shelf.queue.title`), through whatever the case returns.
enum Shelf {
    case queue, device, empty

    var title: String {
        switch self {
        case .queue: return LocalString.downloads_queue_title
        case .device: return NSLocalizedString("shelf.device.title", comment: "")
        case .empty: return NSLocalizedString("shelf.empty.title", comment: "")
        }
    }
}
