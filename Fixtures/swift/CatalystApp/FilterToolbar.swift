#if targetEnvironment(macCatalyst)
import AppKit
#endif
import UIKit

/// An item whose image a validation handler sets again later (`item.validationHandler = { … item.image = … }`):
/// read once, with the image its setup gives, not as an item with two images.
final class FilterToolbar: NSObject {
    var isFilterOn = false
}

#if targetEnvironment(macCatalyst)
extension FilterToolbar: NSToolbarDelegate {
    func toolbarDefaultItemIdentifiers(_ toolbar: NSToolbar) -> [NSToolbarItem.Identifier] {
        [.filter, .finish, .sort]
    }

    func toolbarAllowedItemIdentifiers(_ toolbar: NSToolbar) -> [NSToolbarItem.Identifier] {
        [.filter, .finish, .sort]
    }

    func toolbar(_ toolbar: NSToolbar, itemForItemIdentifier itemIdentifier: NSToolbarItem.Identifier,
                 willBeInsertedIntoToolbar flag: Bool) -> NSToolbarItem? {
        switch itemIdentifier {
        case .filter:
            let item = ValidatingToolbarItem(itemIdentifier: itemIdentifier)
            item.validationHandler = { [weak self] item in
                if self?.isFilterOn == true {
                    item.image = UIImage(systemName: "line.3.horizontal.decrease.circle.fill")
                } else {
                    item.image = UIImage(systemName: "line.3.horizontal.decrease.circle")
                }
                return false
            }
            item.image = UIImage(systemName: "line.3.horizontal.decrease.circle")
            item.label = "Filter"
            return item
        case .finish:
            let item = NSToolbarItem(itemIdentifier: itemIdentifier)
            item.label = "Finish"
            item.title = "Finish"
            return item
        case .sort:
            // Its symbol kept in a constant; the handler's asset is the active state's.
            let item = ValidatingToolbarItem(itemIdentifier: itemIdentifier)
            item.validationHandler = { item in
                item.image = UIImage(named: "SortActive")
                return false
            }
            item.image = .sortOrder
            item.label = "Sort"
            return item
        default:
            return nil
        }
    }
}

final class ValidatingToolbarItem: NSToolbarItem {
    var validationHandler: ((ValidatingToolbarItem) -> Bool)?
}

extension NSToolbarItem.Identifier {
    static let filter = Self("filter"), finish = Self("finish"), sort = Self("sort")
}

extension UIImage {
    static let sortOrder = UIImage(systemName: "arrow.up.arrow.down.circle")!
}
#endif
