import SwiftUI

// Written for iOS 14: a two-column NavigationView, before NavigationSplitView.
struct RootView: View {
    var body: some View {
        NavigationView {
            CollectionsSidebar()
            Text("Choose a collection")
        }
        .navigationViewStyle(DoubleColumnNavigationViewStyle())
    }
}

struct CollectionsSidebar: View {
    @State private var showsNewCollection = false

    var body: some View {
        List {
            Label("Recent", systemImage: "clock")
            Label("Favourites", systemImage: "star")
            Label("Shared", systemImage: "person.2")
        }
        .listStyle(SidebarListStyle())
        .navigationBarTitle("Collections and Albums")
        .navigationBarItems(leading: EditButton(), trailing: HStack {
            Button("New") { showsNewCollection = true }
            Button(action: {}) { Image(systemName: "square.and.arrow.up") }
        })
    }
}
