import SwiftUI

// A voice composer: two items share the confirmation placement, the key action (Post, drawn
// prominent through the app's own modifier) and a switch back to the text composer. The
// settings sheet's Done, plain beside Cancel, is a key action drawn as any other item.
struct VoiceComposerView: View {
    var onSwitchBack: () -> Void
    @State private var showsSettings = false

    var body: some View {
        NavigationStack {
            Text("Recording")
                .navigationTitle("Voice")
                .toolbar {
                    ToolbarItem(placement: .confirmationAction) {
                        Button("Text", systemImage: "text.cursor") { onSwitchBack() }
                            .buttonStyle(.borderless)
                    }
                    ToolbarItem(placement: .confirmationAction) {
                        Button("Post") {}
                            .appProminentStyle()
                    }
                }
                .sheet(isPresented: $showsSettings) {
                    VoiceSettingsView()
                }
        }
    }
}

struct VoiceSettingsView: View {
    @Environment(\.dismiss) private var dismiss

    var body: some View {
        NavigationStack {
            Form { Text("Quality") }
                .navigationTitle("Settings")
                .toolbar {
                    ToolbarItem(placement: .cancellationAction) {
                        Button("Cancel") { dismiss() }
                    }
                    ToolbarItem(placement: .confirmationAction) {
                        Button("Done") { dismiss() }
                            .buttonStyle(.plain)
                    }
                }
        }
    }
}

extension View {
    @ViewBuilder
    func appProminentStyle() -> some View {
        if #available(iOS 26.0, *) {
            buttonStyle(.glassProminent)
        } else {
            buttonStyle(.borderedProminent)
        }
    }
}
