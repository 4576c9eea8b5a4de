import SwiftUI

/// A toolbar item erased to `AnyView` is the view it erases.
struct AddLinkView: View {
  var addButton: some View {
    Button(action: {}, label: { Text("Add").bold() })
  }

  var body: some View {
    NavigationView {
      List { Text("x") }
        .navigationTitle("Add Link")
        .toolbar {
          ToolbarItem(placement: .topBarTrailing) {
            AnyView(addButton)
          }
        }
    }
  }
}
