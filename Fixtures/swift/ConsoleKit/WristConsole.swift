#if os(watchOS)

import SwiftUI

/// The console on the watch, whose toolbar buttons are symbols alone.
struct WristConsole: View {
    var body: some View {
        List {
            Text("Messages")
        }
        .toolbar {
            ToolbarItem(placement: .topBarTrailing) {
                Button(action: {}) {
                    Image(systemName: "gearshape")
                }
            }
        }
    }
}

#endif
