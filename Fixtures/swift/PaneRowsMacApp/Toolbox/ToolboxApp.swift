import SwiftUI

enum ToolPane: String, Hashable {
    case scan, duplicates, log, settings

    static let utilities: [ToolPane] = [.log, .duplicates]

    var title: String {
        switch self {
        case .scan: "Scan"
        case .duplicates: "Duplicates Log"
        case .log: "Activity Log"
        case .settings: "Settings"
        }
    }

    var icon: String {
        switch self {
        case .scan: "magnifyingglass"
        case .duplicates: "doc.on.doc"
        case .log: "list.bullet.rectangle"
        case .settings: "gearshape"
        }
    }
}

@main
struct ToolboxApp: App {
    var body: some Scene {
        WindowGroup {
            ToolboxRoot()
        }
    }
}

struct ToolboxRoot: View {
    @State private var selection: ToolPane? = .scan

    var body: some View {
        NavigationSplitView {
            List(selection: $selection) {
                Section("Files") {
                    ToolRow(title: "Export Files", icon: "square.and.arrow.up")
                    ToolRow(title: "Import Files", icon: "square.and.arrow.down")
                }
                Section("Tools") {
                    ForEach(ToolPane.utilities, id: \.self) { pane in
                        paneRow(title: pane.title, icon: pane.icon)
                            .tag(pane)
                    }
                }
            }
            .listStyle(.sidebar)
        } detail: {
            Text("Detail")
        }
    }

    private func paneRow<Trailing: View>(title: String, icon: String, @ViewBuilder trailing: () -> Trailing = { EmptyView() }) -> some View {
        HStack(spacing: 8) {
            Image(systemName: icon)
            Text(title)
            Spacer()
            trailing()
        }
    }
}

struct ToolRow: View {
    let title: String
    let icon: String

    var body: some View {
        row(tint: .blue)
    }

    private func row(tint: Color) -> some View {
        Label(title, systemImage: icon)
            .foregroundStyle(tint)
    }
}
