import SwiftUI

/// Two items that change with one state, written with opposite conditions: each state of the bar is
/// read with one value of `isDictating` for both items, so Stop (prominent) never meets Start
/// (prominent), which the app never shows together.
struct DictationView: View {
    @State private var isDictating = false

    var body: some View {
        NavigationStack {
            TextEditor(text: .constant(""))
                .navigationTitle("Notes")
                .toolbar {
                    ToolbarItem(placement: .topBarTrailing) {
                        if isDictating {
                            Button("Stop") { isDictating = false }
                                .buttonStyle(.borderedProminent)
                        } else {
                            Button("Options", systemImage: "slider.horizontal.3") {}
                        }
                    }
                    ToolbarItem(placement: .topBarTrailing) {
                        if !isDictating {
                            Button("Start") { isDictating = true }
                                .buttonStyle(.borderedProminent)
                        } else {
                            Button("Pause", systemImage: "pause") {}
                        }
                    }
                }
        }
    }
}
