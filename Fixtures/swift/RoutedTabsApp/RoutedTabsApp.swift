import SwiftUI

// The inbox is shown two ways: as a tab, through the tab enum's own function, everywhere; and as
// a second column beside the tabs on a wide iPad. On the iPhone only the tab shows it, so its
// toolbar of four items is too many there.
@main
struct RoutedTabsApp: App {
    var body: some Scene {
        WindowGroup {
            RootView()
        }
    }
}

enum AppTab: CaseIterable, Hashable {
    case inbox, archive

    @ViewBuilder
    func makeContent(selected: Binding<AppTab>) -> some View {
        switch self {
        case .inbox: InboxView()
        case .archive: Text("Archive")
        }
    }
}

struct RootView: View {
    @Environment(\.horizontalSizeClass) private var horizontalSizeClass
    @State private var selected: AppTab = .inbox

    var body: some View {
        HStack {
            TabView(selection: $selected) {
                ForEach(AppTab.allCases, id: \.self) { tab in
                    tab.makeContent(selected: $selected)
                }
            }
            if horizontalSizeClass == .regular
                && (UIDevice.current.userInterfaceIdiom == .pad || UIDevice.current.userInterfaceIdiom == .mac) {
                InboxView()
            }
        }
    }
}

struct InboxView: View {
    var body: some View {
        NavigationStack {
            List { Text("Message") }
                .navigationTitle("Inbox")
                .toolbar {
                    ToolbarItemGroup(placement: .primaryAction) {
                        Button("Compose", systemImage: "square.and.pencil") {}
                        Button("Filter", systemImage: "line.3.horizontal.decrease") {}
                        Button("Search", systemImage: "magnifyingglass") {}
                        Button("Mark All", systemImage: "envelope.open") {}
                    }
                }
        }
    }
}
