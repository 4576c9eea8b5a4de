import SwiftUI

/// A tab view a function builds in a local and returns type-erased: read where it is built.
struct LocalTabViewBuilder: View {
    @State private var selection = "inbox"

    var body: some View {
        makeTabs()
    }

    func makeTabs() -> AnyView {
        let tabs = TabView(selection: $selection) {
            Text("Inbox")
                .tag("inbox")
                .tabItem { Label("Inbox", systemImage: "tray.fill") }
            Text("Sent")
                .tag("sent")
                .tabItem { Label("Sent", systemImage: "paperplane") }
        }
        .frame(maxHeight: .infinity)

        return AnyView(tabs)
    }

    func unusedList() -> some View {
        let list = TabView { Text("Never shown").tabItem { Label("Unused", systemImage: "star.fill") } }
        _ = list
        return Text("Other")
    }
}
