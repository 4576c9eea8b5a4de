import SwiftUI

/// A generic wrapper around a split view: the sidebar column shows the `@ViewBuilder` content
/// its one caller gives it, so the sidebar is read (and reported) where the caller writes it.
struct SplitWrapper<Sidebar: View, Detail: View>: View {
    private let sidebar: Sidebar
    private let detail: Detail

    init(@ViewBuilder sidebar: () -> Sidebar, @ViewBuilder detail: () -> Detail) {
        self.sidebar = sidebar()
        self.detail = detail()
    }

    var body: some View {
        NavigationSplitView {
            sidebar
        } detail: {
            detail
        }
    }
}
