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
            .screenTitle(named: "Mixer Console and Channel Strips")
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

// A helper that presents a sheet titles the sheet's content, not the screen it modifies.
extension View {
    func titledSheet<Content: View>(_ title: String, isPresented: Binding<Bool>, @ViewBuilder content: @escaping () -> Content) -> some View {
        sheet(isPresented: isPresented) {
            NavigationStack { content().navigationTitle(title) }
        }
    }
}

struct ShopView: View {
    @State private var filtering = false

    var body: some View {
        NavigationStack {
            List { Text("Item") }
                .navigationTitle("Shop")
                .titledSheet("Filters and Sorting Options", isPresented: $filtering) { Text("Filters") }
        }
    }
}
