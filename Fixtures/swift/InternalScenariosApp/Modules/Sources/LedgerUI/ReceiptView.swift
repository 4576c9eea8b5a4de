import SwiftUI

/// Shown only from the internal app's component catalog.
public struct ReceiptView: View {
    public init() {}

    public var body: some View {
        NavigationStack {
            List { Text("Total") }
                .navigationTitle("Receipt for the Last Entry")
        }
    }
}
