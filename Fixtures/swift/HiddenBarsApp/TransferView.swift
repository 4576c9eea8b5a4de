import SwiftUI

// One view shown two ways: in a sheet it hides the navigation bar and draws its own header, so
// its long title is never seen; pushed, the bar shows it. A second screen hides the bar with the
// newer modifier and keeps a bottom bar, whose items still show.
enum TransferPlace { case sheet, pushed }

struct TransferView: View {
    let place: TransferPlace

    var body: some View {
        switch place {
        case .sheet:
            form
                .navigationTitle("Speed Up Transfers Now")
                .navigationBarHidden(true)
        case .pushed:
            form
                .navigationTitle("Speed Up Transfers Now")
        }
    }

    private var form: some View {
        Form { Text("Fee") }
    }
}

struct ReceiptView: View {
    var body: some View {
        Text("Receipt")
            .navigationTitle("Receipt For This Payment")
            .toolbar(.hidden, for: .navigationBar, .tabBar)
            .toolbar {
                ToolbarItem(placement: .topBarTrailing) {
                    Button("Share", systemImage: "square.and.arrow.up") {}
                }
                ToolbarItemGroup(placement: .bottomBar) {
                    Button("Print", systemImage: "printer") {}
                    Button("Copy", systemImage: "doc.on.doc") {}
                    Button("Mail", systemImage: "envelope") {}
                    Button("Archive", systemImage: "archivebox") {}
                }
            }
    }
}
