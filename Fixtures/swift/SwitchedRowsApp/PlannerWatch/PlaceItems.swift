import SwiftUI

// The watch app's own detail of the same name, with another initializer.
struct PlaceItems: View {
    let place: PlannerPlace

    var body: some View {
        Text(place.rawValue)
    }
}
