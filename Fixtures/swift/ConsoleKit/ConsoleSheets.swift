import SwiftUI

/// The console's settings sheet, written once for each system.
struct ConsoleSheets: View {
    var body: some View {
        settings
    }
}

#if os(iOS) || os(visionOS)
extension ConsoleSheets {
    var settings: some View {
        NavigationStack {
            Text("Settings")
                .toolbar {
                    ToolbarItem(placement: .cancellationAction) {
                        Button(action: {}) {
                            Label("Close", systemImage: "xmark")
                        }
                    }
                    ToolbarItem(placement: .primaryAction) {
                        Button(action: {}) {
                            Image(systemName: "trash")
                        }
                    }
                }
        }
    }
}
#elseif os(watchOS)
extension ConsoleSheets {
    var settings: some View {
        Text("Settings")
            .toolbar {
                ToolbarItem(placement: .cancellationAction) {
                    Button(action: {}) {
                        Image(systemName: "xmark")
                    }
                }
            }
    }
}
#elseif os(tvOS)
extension ConsoleSheets {
    var settings: some View {
        Text("Settings")
            .toolbar {
                Menu {
                    Button("Reset") {}
                } label: {
                    Image(systemName: "ellipsis")
                }
            }
    }
}
#endif
