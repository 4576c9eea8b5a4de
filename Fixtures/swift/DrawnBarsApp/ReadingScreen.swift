import SwiftUI

struct ReadingScreen: View {
    var body: some View {
        VStack {
            ReadingTopBar()
            List {
                Text("Chapter 1")
            }
        }
    }
}

// A header drawn in place of the navigation bar: a back button, a title, a menu.
struct ReadingTopBar: View {
    @Environment(\.dismiss) private var dismiss
    @State private var showsSettings = false

    var body: some View {
        HStack {
            Button {
                dismiss()
            } label: {
                Image(systemName: "chevron.left")
            }
            Spacer()
            Text("Now Reading")
                .font(.headline)
            Spacer()
            sortMenu
        }
        .padding()
        .overlay(alignment: .trailing) {
            settingsButton
        }
        .sheet(isPresented: $showsSettings) {
            Button("Close") { showsSettings = false }
        }
    }

    var sortMenu: some View {
        Menu {
            Button("By Title") {}
            Button("By Date") {}
        } label: {
            Image(systemName: "ellipsis.circle")
        }
    }

    var settingsButton: some View {
        Button {
            showsSettings = true
        } label: {
            Image(systemName: "gearshape")
        }
    }
}

// A header the code names as a bar but whose content comes from its callers: nothing to read here.
struct ShelfScreen: View {
    var body: some View {
        VStack {
            ShelfNavBar(title: Text(verbatim: "Shelf"))
            Text("Books")
        }
    }
}

struct ShelfNavBar: View {
    let title: Text

    var body: some View {
        HStack { title }
    }
}
