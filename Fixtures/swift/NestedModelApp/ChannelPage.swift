import SwiftUI

/// The first version of the channel screen: no code shows it any more, but the controller below
/// still keeps its nested model, and a helper file names its nested state. Neither is a use of the
/// view, so its hand-drawn Back button is for a person to judge.
struct ChannelPage: View {
    final class Model: ObservableObject {}
    enum Loading { case idle, busy }

    @Environment(\.dismiss) private var dismiss
    @StateObject private var model = Model()

    var body: some View {
        Text("Channel")
            .navigationTitle("Channel")
            .navigationBarBackButtonHidden(true)
            .toolbar {
                ToolbarItem(placement: .topBarLeading) {
                    Button {
                        dismiss()
                    } label: {
                        Image(systemName: "chevron.left")
                    }
                }
            }
    }
}
