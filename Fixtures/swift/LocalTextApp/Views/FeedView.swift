import SwiftUI

/// Toolbar content kept in a property and grouped: each group's items are the bar's.
struct FeedView: View {
  var body: some View {
    NavigationStack {
      List { Text("Saved article") }
        .navigationTitle("Feed")
        .toolbar { toolbarItems }
    }
  }

  var toolbarItems: some ToolbarContent {
    Group {
      ToolbarItemGroup(placement: .barLeading) {
        Button("Close") {}
      }
      ToolbarItemGroup(placement: .barTrailing) {
        Button("Search", systemImage: "magnifyingglass") {}
        Button("Add", systemImage: "plus") {}
      }
    }
  }
}
