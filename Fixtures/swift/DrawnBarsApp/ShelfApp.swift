import SwiftUI

// An app that hides the system's bars and draws its own: a row of buttons as its tab bar,
// and a header on each screen with a title and buttons.
@main
struct ShelfApp: App {
    var body: some Scene {
        WindowGroup {
            ShelfRootView()
        }
    }
}

enum ShelfPlace: CaseIterable {
    case reading, shelf, stats

    var title: String {
        switch self {
        case .reading: return "Reading"
        case .shelf: return "Shelf"
        case .stats: return "Stats"
        }
    }

    var icon: String {
        switch self {
        case .reading: return "book"
        case .shelf: return "books.vertical.fill"
        case .stats: return "chart.bar"
        }
    }
}

struct ShelfRootView: View {
    @State private var place: ShelfPlace = .reading

    var body: some View {
        VStack(spacing: 0) {
            switch place {
            case .reading: VStack { HelpTopBar(); PageTopBar(); ReadingScreen() }
            case .shelf: ShelfScreen()
            case .stats: VStack { StatsTopBar(); GradesScreen() }
            }
            ShelfTabBar(selection: $place)
        }
    }
}

// A view named as a tab view that shows the system's: not drawn by the app.
struct PreviewTabView: View {
    var body: some View {
        TabView {
            Text("One").tabItem { Label("One", systemImage: "1.circle") }
            SettingsTabView().tabItem { Label("Two", systemImage: "2.circle") }
        }
    }
}
