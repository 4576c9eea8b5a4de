import SwiftUI

// A settings window whose sidebar lists every pane of an enum through a model's list, and
// whose rows and titles look each pane's raw value up in the app's strings.
@main
struct PanesApp: App {
    var body: some Scene {
        WindowGroup {
            SettingsWindow()
        }
    }
}

enum SettingsPane: String, CaseIterable {
    case general = "General"
    case accounts = "Accounts"
    case menuBarIcons = "Hide Menu Bar Icons"
}

final class SettingsModel: ObservableObject {
    static let shared = SettingsModel()
    @Published var panes: [SettingsPane]
    @Published var selection: SettingsPane? = .general

    init() {
        panes = SettingsPane.allCases
    }
}

struct SettingsWindow: View {
    @ObservedObject var model = SettingsModel.shared

    var body: some View {
        NavigationSplitView {
            List(selection: $model.selection) {
                ForEach(model.panes, id: \.self) { pane in
                    NavigationLink {
                        Text(pane.rawValue)
                    } label: {
                        Label(pane.rawValue.localized(), systemImage: "gearshape")
                            .foregroundStyle(.orange)
                    }
                }
            }
            .listStyle(.sidebar)
        } detail: {
            Text("General")
        }
    }
}

extension String {
    func localized() -> String {
        NSLocalizedString(self, comment: "")
    }
}
