import SwiftUI

/// Tab items an enum's own properties make (`.tabItem { tab.itemLabel }`), each read for its case,
/// tabs that are properties of the view (`Group { home; search }`), and the cases a Bool switch
/// keeps (`GardenTab.allCases.filter(\.isSeasonal)`).
enum GardenTab: Int, CaseIterable {
    case beds = 0, harvest, compost

    var isSeasonal: Bool {
        switch self {
        case .compost: true
        default: false
        }
    }

    private var title: LocalizedStringKey {
        switch self {
        case .beds:
            "Beds"
        case .harvest:
            "Harvest"
        case .compost:
            "Compost"
        }
    }

    private var symbolName: String {
        switch self {
        case .beds: "leaf.fill"
        case .harvest: "basket"
        case .compost: "trash.fill"
        }
    }

    var itemLabel: some View {
        Label(title: { Text(title) }, icon: { Image(systemName: symbolName) })
    }

    var caption: some View {
        Label(title, systemImage: symbolName)
    }

    @ViewBuilder
    var screen: some View {
        switch self {
        case .beds: Text("Beds")
        case .harvest: Text("Harvest")
        case .compost: Text("Compost")
        }
    }
}

struct ComputedTabItemsView: View {
    @State private var selection = GardenTab.beds

    var body: some View {
        TabView(selection: $selection) {
            ForEach(GardenTab.allCases, id: \.rawValue) { tab in
                tab.screen
                    .tabItem { tab.itemLabel }
                    .tag(tab)
            }
        }
    }
}

struct CaptionTabsView: View {
    @State private var selection = GardenTab.beds

    var body: some View {
        TabView(selection: $selection) {
            ForEach(GardenTab.allCases, id: \.self) { tab in
                Text("Screen")
                    .tabItem { tab.caption }
                    .tag(tab)
            }
        }
    }
}

struct PropertyTabsView: View {
    @State private var selection = 0

    var body: some View {
        TabView(selection: $selection) {
            Group {
                seeds
                tools
            }
            .toolbarBackground(.visible, for: .tabBar)
        }
    }

    @ViewBuilder
    private var seeds: some View {
        Text("Seeds")
            .tabItem {
                Label("Seeds", systemImage: "tray.fill")
            }
            .tag(0)
    }

    private var tools: some View {
        Text("Tools")
            .tabItem {
                Label("Tools", systemImage: "hammer")
            }
            .tag(1)
    }
}

struct SeasonalTabsView: View {
    var body: some View {
        TabView {
            ForEach(GardenTab.allCases.filter { !$0.isSeasonal }, id: \.self) { tab in
                tab.screen.tabItem { tab.caption }
            }
        }
        TabView {
            ForEach(GardenTab.allCases.filter(\.isSeasonal), id: \.self) { tab in
                tab.screen.tabItem { tab.caption }
            }
        }
    }
}
