import SwiftUI

/// Toolbar buttons that are views of the app's own, each told its title and symbol by the call
/// that places it: a bare name in the view's body reads as what that call gives it, a parameter
/// with a default as its default unless the call gives another. A menu's entry that is such a
/// view is the button its body shows, placed where the menu names it.
@main
struct ArticleApp: App {
    var body: some Scene {
        WindowGroup {
            ArticleView()
        }
    }
}

struct ArticleView: View {
    var body: some View {
        NavigationStack {
            Text("Article")
                .navigationTitle("Article")
                .toolbar {
                    ToolbarItemGroup(placement: .primaryAction) {
                        BarButton(title: "Share", symbol: "square.and.arrow.up.circle")
                        BarButton(title: "Print", symbol: "printer")
                        Menu {
                            ExportEntry(label: "Export as PDF")
                            Button("Copy Link") {}
                        } label: {
                            Label("Export", systemImage: "square.and.arrow.up")
                        }
                    }
                }
        }
    }
}
