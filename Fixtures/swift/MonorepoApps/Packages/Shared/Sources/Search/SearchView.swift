import SwiftUI

public struct SearchView: View {
    public var body: some View {
        NavigationStack {
            List {
                Text("No Results")
            }
            .navigationTitle("screen.title")
        }
    }
}
