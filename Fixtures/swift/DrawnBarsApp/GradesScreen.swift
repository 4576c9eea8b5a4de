import SwiftUI

extension Image {
    static var sieve: Image { Image("sieve") }
}

// Buttons that show images of the app's own (a static member of Image, a UIKit image) and say
// what they do only to VoiceOver: icons, not text, so nothing says they touch as text.
struct GradesScreen: View {
    var body: some View {
        NavigationStack {
            List { Text("Essay") }
                .navigationTitle("Grades")
                .toolbar {
                    ToolbarItem(placement: .topBarTrailing) {
                        Button {
                        } label: {
                            if #available(iOS 26, *) {
                                Image.sieve.padding(2)
                            } else {
                                Image.sieve
                            }
                        }
                        .accessibilityLabel(Text("Filter"))
                    }
                    ToolbarItem(placement: .topBarTrailing) {
                        Button(action: {}) {
                            Image(uiImage: .remove)
                        }
                        .accessibilityLabel("Revert")
                    }
                }
        }
    }
}
