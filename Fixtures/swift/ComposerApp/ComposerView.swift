import SwiftUI

// A composer whose toolbar items exclude each other: the attachment group shows only on an iPad
// at full width or on the Mac, and never for a quote; "Remove Quote" only for a quote, "Preview"
// for anything else. The bar at its fullest is Cancel, six attachments, Preview and Send on an
// iPad (9), and Cancel, Preview or Remove Quote, and Send on an iPhone (3).
enum DraftKind { case note, quote, clip }

struct ComposerView: View {
    let kind: DraftKind
    @Environment(\.horizontalSizeClass) private var sizeClass
    private let isCatalyst = ProcessInfo.processInfo.isMacCatalystApp

    var body: some View {
        NavigationStack {
            TextEditor(text: .constant(""))
                .navigationTitle("Draft")
                .toolbar {
                    ToolbarItem(placement: .cancellationAction) {
                        Button("Cancel") {}
                    }
                    if kind != .quote && (isCatalyst || (UIDevice.current.userInterfaceIdiom == .pad && sizeClass == .regular)) {
                        ToolbarItemGroup(placement: .primaryAction) {
                            Button("Photo", systemImage: "photo") {}
                            Button("Camera", systemImage: "camera") {}
                            Button("Audio", systemImage: "mic") {}
                            Button("Location", systemImage: "location") {}
                            Button("Poll", systemImage: "chart.bar") {}
                            Button("Sticker", systemImage: "face.smiling") {}
                        }
                    }
                    if kind == .quote {
                        ToolbarItem(placement: .primaryAction) {
                            Button("Remove Quote", systemImage: "quote.bubble") {}
                        }
                    }
                    if kind != .quote {
                        ToolbarItem(placement: .primaryAction) {
                            Button("Preview", systemImage: "eye") {}
                        }
                    }
                    ToolbarItem(placement: .confirmationAction) {
                        Button("Send") {}
                            .buttonStyle(.borderedProminent)
                    }
                }
        }
    }
}
