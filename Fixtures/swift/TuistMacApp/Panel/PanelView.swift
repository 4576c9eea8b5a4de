import SwiftUI

/// The panel's settings tabs: a Mac settings window's tabs, whose symbols are not the tab bar's.
struct PanelView: View {
    var body: some View {
        TabView {
            Text("General")
                .tabItem { Label("General", systemImage: "gearshape.fill") }
            Text("Accounts")
                .tabItem { Label("Accounts", systemImage: "person.crop.circle.fill") }
        }
    }
}
