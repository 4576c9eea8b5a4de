import SwiftUI

struct AddView: View {
  @Environment(\.dismiss) private var dismiss
  var body: some View {
    NavigationView {
      List { Text("x") }
        .navigationTitle(LocalText.addLinkTitle)
        .toolbar {
          ToolbarItem(placement: .barLeading) {
            Button(action: { dismiss() }, label: { Text(LocalText.genericClose).bold() })
          }
        }
    }
  }
}
