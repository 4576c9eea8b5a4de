import SwiftUI

struct ShelfTabBar: View {
    @Binding var selection: ShelfPlace

    var body: some View {
        HStack {
            ForEach(ShelfPlace.allCases, id: \.self) { place in
                Spacer()
                ShelfTabButton(place, selection: $selection)
                Spacer()
            }
        }
        .padding(.top, 8)
        .background(.bar)
    }
}
