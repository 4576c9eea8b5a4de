import SwiftUI

/// Tabs whose labels hig-lint cannot read still count (six tabs are too many on iPhone), and a
/// filter it cannot decide for every case (`case .debug: !BuildFlags.showsDebug`) leaves the tabs
/// unread, with a note, rather than guessed.
enum StudioTab: CaseIterable {
    case mix, tracks, loops, effects, export, share, debug

    func title() -> String { "\(self)".capitalized }

    var isHidden: Bool {
        switch self {
        case .debug: !BuildFlags.showsDebug
        default: false
        }
    }
}

enum BuildFlags {
    static var showsDebug = false
}

struct StudioTabsView: View {
    var body: some View {
        TabView {
            ForEach([StudioTab.mix, .tracks, .loops, .effects, .export, .share], id: \.self) { tab in
                Text("Page")
                    .tabItem { Text(tab.title()) }
            }
        }
    }
}

struct FilteredStudioTabsView: View {
    var body: some View {
        TabView {
            ForEach(StudioTab.allCases.filter { !$0.isHidden }, id: \.self) { tab in
                Text("Page")
                    .tabItem { Text(tab.title()) }
            }
        }
    }
}
