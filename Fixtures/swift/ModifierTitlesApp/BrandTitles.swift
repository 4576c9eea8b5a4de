import SwiftUI

// Screens titled through modifiers of the app's own, a hundred screens as well as one: each
// screen's title is the text its own call gives, reported where that call is written.

struct BrandTitle: ViewModifier {
    var text: String

    func body(content: Content) -> some View {
        content
            .navigationTitle(Text(text))
            .navigationBarTitleDisplayMode(.inline)
    }
}

extension View {
    func brandTitle(_ text: String) -> some View {
        modifier(BrandTitle(text: text))
    }

    func screenTitle(named title: String) -> some View {
        navigationTitle(title)
    }

    func recipeScreen(_ name: String) -> some View {
        brandTitle(name).padding()
    }
}

struct RecorderView: View {
    var body: some View {
        VStack { Text("Tap to record") }
            .brandTitle("Recorder and Sampler Settings")
    }
}

struct MixerView: View {
    var body: some View {
        List { Text("Channel 1") }
            .screenTitle(named: "Mixer")
    }
}

struct TunerView: View {
    var body: some View {
        Text("A4")
            .modifier(BrandTitle(text: "Chromatic Instrument Tuner"))
    }
}

struct DrumsView: View {
    var body: some View {
        Text("Kick")
            .recipeScreen("Drum Machine Sequencer Pads")
    }
}
