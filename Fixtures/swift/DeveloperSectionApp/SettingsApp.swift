import SwiftUI

// A developer's section shown only in debug and TestFlight builds, through a property that says
// so: the screens only it leads to may never show in the shipped app (a person judges them).

@main
struct DeveloperSectionApp: App {
    var body: some Scene {
        WindowGroup { SettingsView() }
    }
}

enum Destination: Hashable {
    case about
    case databaseBrowser
}

struct SettingsView: View {
    private var showsDevelopersSection: Bool {
        Bundle.main.isDebug || Bundle.main.isTestFlight
    }

    var body: some View {
        NavigationStack {
            List {
                NavigationLink("About", value: Destination.about)
                if showsDevelopersSection {
                    developersSection
                }
            }
            .navigationTitle("Settings")
            .navigationDestination(for: Destination.self) { destination in
                switch destination {
                case .about: AboutView()
                case .databaseBrowser: DatabaseBrowserView()
                }
            }
        }
    }

    var developersSection: some View {
        Section("Developers") {
            NavigationLink("Data Browser", value: Destination.databaseBrowser)
        }
    }
}

struct AboutView: View {
    var body: some View {
        Text("v1").navigationTitle("About This Application Here")
    }
}

struct DatabaseBrowserView: View {
    var body: some View {
        Text("rows").navigationTitle("Database Browser For Developers")
    }
}
