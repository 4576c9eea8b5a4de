import AppKit

/// The class of mac-split-sidebar.storyboard's sidebar scene. Its outline view is filled from
/// data at run time, so a finding about the outline view shows this outlet as a related location.
final class SidebarViewController: NSViewController {
    @IBOutlet weak var sourceList: NSOutlineView!
}
