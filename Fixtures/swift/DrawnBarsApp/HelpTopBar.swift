import SwiftUI
import WebKit

// A centred title with its buttons laid over it at the edges its alignment names.
struct HelpTopBar: View {
    @Environment(\.dismiss) private var dismiss

    var body: some View {
        Text("Help")
            .frame(maxWidth: .infinity)
            .overlay(alignment: .leading) {
                Button {
                    dismiss()
                } label: {
                    Image(systemName: "chevron.backward")
                }
            }
            .overlay(alignment: .trailing) {
                Button("Done") { dismiss() }
            }
    }
}

// A web page's bar: its back arrow goes back a page, not a screen, and a list's last item removed is no way back.
struct PageTopBar: View {
    let webView = WKWebView()
    @State private var pages: [String] = []

    var body: some View {
        HStack {
            Button {
                webView.goBack()
            } label: {
                Image(systemName: "chevron.left")
            }
            Button {
                pages.removeLast()
            } label: {
                Image(systemName: "arrow.left")
            }
            Spacer()
            Text("Page")
            Spacer()
        }
    }
}

// What one tab shows, named as a tab view: a screen, not a tab bar.
struct SettingsTabView: View {
    var body: some View {
        Form {
            Button("Sign Out") {}
            Button("Delete Account", systemImage: "trash") {}
        }
    }
}
