import SwiftUI

/// A toolbar of the app's own whose group shows one set of buttons or another: each set is read
/// (the fullest first, then the other), so the Instructions button's circled symbol is checked.
struct StudyToolbar: ToolbarContent {
    let guided: Bool

    var body: some ToolbarContent {
        ToolbarItemGroup(placement: .primaryAction) {
            if guided {
                Button("Instructions", systemImage: "info.circle") {}
            } else {
                Button("Reset", systemImage: "trash") {}
                Button("Speak", systemImage: "speaker.wave.2") {}
            }
        }
    }
}

struct StudyView: View {
    let guided: Bool

    var body: some View {
        NavigationStack {
            Text("Chat")
                .navigationTitle("Study")
                .toolbar { StudyToolbar(guided: guided) }
        }
    }
}
