import SwiftUI

public struct LedgerView: View {
    public init() {}

    public var body: some View {
        NavigationStack {
            List { Text("Coffee") }
                .navigationTitle("Every Entry of the Ledger")
        }
    }
}

struct KeyedView: View {
    var body: some View {
        NavigationStack {
            List { Text("Tea") }
                .navigationTitle("ledger_history_screen_title")
        }
    }
}
