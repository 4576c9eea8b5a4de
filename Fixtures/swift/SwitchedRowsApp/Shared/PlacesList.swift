import SwiftUI

// Each case's row is its own `switch` branch; the colours are Xcode colour literals.
struct PlacesList: View {
    @Binding var place: PlannerPlace?
    @AppStorage("showArchive") private var showArchive = true

    var body: some View {
        List(PlannerPlace.allCases, selection: $place) { item in
            switch item {
            case .inbox:
                NavigationLink(value: item) {
                    HStack {
                        Image(systemName: "tray")
                        Text("Inbox")
                    }
                    .foregroundStyle(Color(#colorLiteral(red: 0.49, green: 0.53, blue: 0.70, alpha: 1)))
                }
            case .today:
                NavigationLink(value: item) {
                    HStack {
                        Image(systemName: "calendar")
                        Text("Today")
                    }
                    .foregroundStyle(Color(#colorLiteral(red: 0.95, green: 0.54, blue: 0.33, alpha: 1)))
                }
            case .projects:
                EmptyView()
            case .archive:
                if showArchive {
                    NavigationLink(value: item) {
                        Label("Archive", systemImage: "archivebox")
                            .foregroundStyle(Color(#colorLiteral(red: 0.25, green: 0.27, blue: 0.30, alpha: 1)))
                    }
                }
            }
        }
        .listStyle(.sidebar)
    }
}
