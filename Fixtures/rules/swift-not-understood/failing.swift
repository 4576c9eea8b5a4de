import SwiftUI
import UIKit

// A title computed at run time and a custom view in the toolbar: neither can be read statically.
struct ProfileView: View {
    let name: String

    var body: some View {
        Text("Profile")
            .navigationTitle(name)
            .toolbar {
                ToolbarItem(placement: .topBarTrailing) {
                    AvatarButton()
                }
            }
    }
}
