import SwiftUI

struct LibraryView: View {
    @State private var showsDiagnostics = false

    var body: some View {
        NavigationStack {
            List {
                NavigationLink("Dune") { BookDetailView() }
                Text("Emma")
            }
            .navigationTitle("Everything on the Shelf")
            #if DEBUG
            .toolbar {
                Button("Diagnostics") { showsDiagnostics = true }
            }
            .sheet(isPresented: $showsDiagnostics) { DiagnosticsView() }
            #endif
        }
    }
}
