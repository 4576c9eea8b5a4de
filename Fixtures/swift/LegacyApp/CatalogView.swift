import SwiftUI

// A list of content beside its detail, styled as a grouped list: not the app's sidebar.
struct CatalogView: View {
    var body: some View {
        NavigationView {
            List {
                Section(header: Text("Furniture")) {
                    Text("Chairs")
                    Text("Tables")
                }
            }
            .listStyle(GroupedListStyle())
            .navigationBarTitle("Catalog")
            .toolbar {
                ToolbarItem(placement: .primaryAction) {
                    Link(destination: URL(string: "https://example.com/help")!) {
                        Image(systemName: "questionmark.circle")
                    }
                }
            }
            Text("Choose an item")
        }
    }
}
