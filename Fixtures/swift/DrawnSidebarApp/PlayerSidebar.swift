import SwiftUI

/// A sidebar the app draws itself: its own section wrapper holding rows in a stack, each row a
/// custom view whose body is an icon beside a text (`HStack { Image(systemName:); Text(title) }`).
private struct PaneSection<Content: View>: View {
    @ViewBuilder var content: () -> Content
    private let title: String

    init(_ title: String, @ViewBuilder content: @escaping () -> Content) {
        self.title = title
        self.content = content
    }

    var body: some View {
        Section(title) {
            VStack(spacing: 2) {
                content()
            }
        }
    }
}

private struct PaneRow: View {
    @State private var isHovering = false
    private let title: String
    private let symbol: String

    init(_ title: String, symbol: String) {
        self.title = title
        self.symbol = symbol
    }

    var body: some View {
        HStack {
            Image(systemName: symbol)
                .foregroundStyle(.pink)
            Text(title)
            Spacer()
        }
        .onHover { isHovering = $0 }
    }
}

struct PlayerSidebar: View {
    var body: some View {
        NavigationSplitView {
            List {
                PaneSection("Music") {
                    PaneRow("Listen Now", symbol: "play.circle")
                    PaneRow("Browse", symbol: "square.grid.2x2")
                }
                PaneSection("Your Library On This Mac") {
                    PaneRow("Songs", symbol: "music.note")
                }
            }
            .listStyle(.sidebar)
        } detail: {
            Text("Detail")
        }
    }
}

/// A row of one control between spacers is that control's row (a command here); several
/// controls side by side are no row hig-lint can read, and it says so.
struct ActionsSidebar: View {
    @State private var updating = false

    var body: some View {
        NavigationSplitView {
            List {
                HStack {
                    Spacer()
                    Button("Update Now") { updating.toggle() }
                    Spacer()
                }
                HStack {
                    Button("Import") { updating = true }
                    Button("Export") { updating = false }
                }
                PaneRow("Radio", symbol: "dot.radiowaves.left.and.right")
            }
            .listStyle(.sidebar)
        } detail: {
            Text("Detail")
        }
    }
}

/// A row type that runs the action its call gives it: a row that selects a place when that action
/// only sets the selection, a command when it shows something.
private struct BigButton: View {
    var label: String
    var icon: String
    var action: () -> Void

    init(label: String, icon: String, action: @escaping () -> Void) {
        self.label = label
        self.icon = icon
        self.action = action
    }

    var body: some View {
        Button(action: action) {
            Label(label, systemImage: icon)
        }
    }
}

struct PickerSidebar: View {
    @State private var selection: String?
    @State private var showsAbout = false

    var body: some View {
        NavigationSplitView {
            List {
                BigButton(label: "Home", icon: "house") { selection = "home" }
                BigButton(label: "About", icon: "info.circle") { showsAbout = true }
            }
            .listStyle(.sidebar)
        } detail: {
            Text("Detail")
        }
    }
}

/// A two-line row (`VStack { Text(title); Text(detail) }.tag(…)`) is one row, and a tagged button
/// whose action the code names (`Button(action: showQueue)`) selects its row like any tagged row.
struct QueueSidebar: View {
    @State private var selection: String? = "queue"

    var body: some View {
        NavigationSplitView {
            List(selection: $selection) {
                VStack(alignment: .leading) {
                    Text("Up Next")
                    Text("12 songs").font(.caption)
                }
                .tag("queue")
                Button(action: showHistory) {
                    Label("History", systemImage: "clock")
                }
                .tag("history")
            }
            .listStyle(.sidebar)
        } detail: {
            Text("Detail")
        }
    }

    private func showHistory() {
        selection = "history"
    }
}
