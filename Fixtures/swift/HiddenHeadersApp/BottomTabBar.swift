import SwiftUI

// The same in SwiftUI: a view named as a tab bar, drawn by the app.
struct BottomTabBar: View {
    @Binding var selection: Int

    var body: some View {
        HStack {
            Button("Home") { selection = 0 }
            Button("Search") { selection = 1 }
        }
    }
}
