import SwiftUI
import UIKit

// An item the code adds only on iPad (the device idiom says so) is not on iPhone's bar.
struct TimelineView: View {
    var body: some View {
        NavigationStack {
            Text("Posts")
                .navigationTitle("Home")
                .toolbar {
                    ToolbarItemGroup(placement: .topBarTrailing) {
                        Button("Compose", systemImage: "square.and.pencil") {}
                        Button("Accounts", systemImage: "person.crop.circle") {}
                        Button("Lists", systemImage: "list.bullet") {}
                        if UIDevice.current.userInterfaceIdiom == .pad {
                            Button("Columns", systemImage: "sidebar.left") {}
                        }
                    }
                }
        }
    }
}
