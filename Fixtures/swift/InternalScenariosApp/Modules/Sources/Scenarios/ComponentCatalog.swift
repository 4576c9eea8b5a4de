import SwiftUI

public struct ComponentCatalog: View {
    public init() {}

    public var body: some View {
        NavigationStack {
            List {
                Text("Buttons")
                NavigationLink("Receipt") { ReceiptView() }
            }
                .navigationTitle("Every Component We Draw")
        }
    }
}
