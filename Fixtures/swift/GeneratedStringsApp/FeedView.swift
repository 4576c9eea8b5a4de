import SwiftUI

/// A title through a generated accessor the repository declares (`GeneratedStrings.key()`).
struct FeedView: View {
    var body: some View {
        NavigationStack {
            List { Text("Post") }
                .navigationTitle(GeneratedStrings.tabbar_contributions_feed())
        }
    }
}
