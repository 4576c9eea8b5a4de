import SwiftUI

@main
struct ChannelsApp: App {
    var body: some Scene {
        WindowGroup {
            NavigationStack {
                ChannelsHome()
            }
        }
    }
}

struct ChannelsHome: View {
    @State private var loader = ChannelLoader()

    var body: some View {
        List {
            NavigationLink("Featured") { ChannelPageV2() }
            NavigationLink("Classic") { ClassicChannel() }
        }
        .navigationTitle("Channels")
    }
}

struct ChannelPageV2: View {
    var body: some View {
        Text("Channel").navigationTitle("Channel")
    }
}

struct ClassicChannel: UIViewControllerRepresentable {
    func makeUIViewController(context: Context) -> ChannelController { ChannelController() }
    func updateUIViewController(_ controller: ChannelController, context: Context) {}
}
