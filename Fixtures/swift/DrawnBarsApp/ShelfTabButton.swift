import SwiftUI

// One tab of the app's own tab bar, in a file of its own.
struct ShelfTabButton: View {
    var kind: ShelfPlace
    @Binding var selection: ShelfPlace

    init(_ kind: ShelfPlace, selection: Binding<ShelfPlace>) {
        self.kind = kind
        self._selection = selection
    }

    var body: some View {
        Button {
            selection = kind
        } label: {
            VStack(spacing: 2) {
                Image(systemName: kind.icon)
                Text(kind.title)
                    .font(.caption2)
            }
        }
    }
}
