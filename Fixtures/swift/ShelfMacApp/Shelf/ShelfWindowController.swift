import AppKit

/// A window controller that titles its window with the app's name, read from the bundle once the
/// storyboard has loaded it, and keeps its split view's sidebar from collapsing: what people see
/// is what the code sets, not the storyboard's placeholder title or its `canCollapse="YES"`.
final class ShelfWindowController: NSWindowController {
    lazy var library: NSViewController = {
        let split = contentViewController as? NSSplitViewController
        guard let first = split?.splitViewItems[0] else { return NSViewController() }
        first.canCollapse = false
        return first.viewController
    }()

    override func windowDidLoad() {
        super.windowDidLoad()
        window?.title = Bundle.main.localizedInfoDictionary?[kCFBundleNameKey as String] as? String ?? ""
        _ = library
    }
}
