import SwiftUI

/// Compiled by the phone app and, through its folder's exception, by the watch app too.
struct RemoteKeys: View {
    var body: some View {
        Text("Keys")
            .toolbar {
                ToolbarItem(placement: .topBarLeading) {
                    Button("Back", systemImage: "chevron.left") {}
                }
                ToolbarItem(placement: .topBarTrailing) {
                    Button("Volume Up", systemImage: "speaker.plus") {}
                }
                ToolbarItem(placement: .bottomBar) {
                    Button("Mute", systemImage: "speaker.slash") {}
                }
                ToolbarItem(placement: .bottomBar) {
                    Button("Play", systemImage: "play") {}
                }
            }
    }
}
