import SwiftUI

struct BarButton: View {
    let title: String
    let symbol: String

    var body: some View {
        Button(title, systemImage: symbol) {}
    }
}

struct ExportEntry: View {
    var label: String = "Export"

    var body: some View {
        Button {
        } label: {
            Label(label, systemImage: "doc")
        }
    }
}
