import SwiftUI

/// Text items whose labels keep a margin of their own (`.padding()`) never touch; a margin on
/// one edge only (`.padding(.top)`) keeps them no further apart.
struct PaddedItemsView: View {
    @State private var agreed = false

    var body: some View {
        NavigationStack {
            Text("Terms")
                .navigationTitle("Terms")
                .toolbar {
                    ToolbarItem(placement: .bottomBar) {
                        Button { agreed = false } label: {
                            VStack(spacing: 0) {
                                Text("Exit").bold()
                                Text("Leave the app").font(.footnote)
                            }
                            .padding()
                        }
                    }
                    ToolbarItem(placement: .bottomBar) {
                        Button { agreed = true } label: {
                            Text("Agree").padding(.horizontal, 12)
                        }
                    }
                }
        }
    }
}

struct EdgePaddedItemsView: View {
    @State private var agreed = false

    var body: some View {
        NavigationStack {
            Text("Terms")
                .navigationTitle("Terms")
                .toolbar {
                    ToolbarItem(placement: .bottomBar) {
                        Button("Exit") { agreed = false }
                            .padding(.top)
                    }
                    ToolbarItem(placement: .bottomBar) {
                        Button("Agree") { agreed = true }
                    }
                }
        }
    }
}
