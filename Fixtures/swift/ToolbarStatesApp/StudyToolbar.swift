import SwiftUI

/// A toolbar of the app's own whose group shows one set of buttons or another as the study goes:
/// each set is read (the fullest first, then the other), so the Instructions button's circled
/// symbol is checked. A branch on a constant its callers give (`compact`) is not a state people
/// move between: it stays as first read, and its Spacer-less side is not counted.
struct StudyToolbar: ToolbarContent {
    let study: StudyModel
    let compact: Bool

    var body: some ToolbarContent {
        ToolbarItemGroup(placement: .primaryAction) {
            if study.isGuided {
                Button("Instructions", systemImage: "info.circle") {}
            } else {
                Button("Reset", systemImage: "trash") {}
                Button("Speak", systemImage: "speaker.wave.2") {}
            }
        }
        ToolbarItemGroup(placement: .bottomBar) {
            Button("Previous", systemImage: "chevron.backward") {}
            if compact {
                Spacer()
            } else {
                Button("Pause", systemImage: "pause.circle") {}
            }
            Button("Next", systemImage: "chevron.forward") {}
        }
    }
}

struct StudyView: View {
    let study: StudyModel

    var body: some View {
        NavigationStack {
            Text("Chat")
                .navigationTitle("Study")
                .toolbar { StudyToolbar(study: study, compact: true) }
        }
    }
}

final class StudyModel {
    var isGuided = false
}
