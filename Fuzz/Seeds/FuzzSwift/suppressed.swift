import SwiftUI

// hig-lint:disable-next-line title-length
struct Detail: View {
    var body: some View {
        Form { Text("Body") }
            .navigationTitle("A title that runs rather long")
            .toolbar { ToolbarItemGroup(placement: .bottomBar) { Button("One") {}; Spacer(); Button("Two") {} } }
    }
}
