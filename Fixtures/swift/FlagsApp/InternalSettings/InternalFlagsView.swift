import SwiftUI

struct InternalFlagsView: View {
    var body: some View {
        Text("Flags")
            .navigationTitle("Experimental Feature Flags")
    }
}
