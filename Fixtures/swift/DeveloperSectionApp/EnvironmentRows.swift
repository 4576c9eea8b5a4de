import SwiftUI

// Rows shown only outside the production build: the tools they open stay out of what people get.
// A condition that negates something else (`!isOffline`) gates nothing.

struct EnvironmentFlags {
    var isProduction = true
    var isOffline = false
    var productionCompanies: [String] = []
}

let environmentScreens = [AnyView(ConversationInfoView())]

struct ConversationInfoView: View {
    let flags = EnvironmentFlags()

    var body: some View {
        let isProduction = flags.isProduction
        NavigationStack {
            List {
                if !isProduction {
                    internalRows
                }
                if !flags.isOffline {
                    NavigationLink("Members") { MembersView() }
                }
                // A negated word "production" that is no build: the studios behind a film.
                if !flags.productionCompanies.isEmpty {
                    NavigationLink("Studios") { StudiosView() }
                }
            }
            .navigationTitle("Info")
        }
    }

    private var internalRows: some View {
        NavigationLink("Capabilities") { CapabilitiesView() }
    }
}

struct CapabilitiesView: View {
    var body: some View {
        Text("caps").navigationTitle("Migration Capabilities")
    }
}

struct MembersView: View {
    var body: some View {
        Text("people").navigationTitle("Members of the Conversation")
    }
}

struct StudiosView: View {
    var body: some View {
        Text("studios").navigationTitle("Production Companies")
    }
}
