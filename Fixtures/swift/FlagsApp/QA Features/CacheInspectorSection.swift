import SwiftUI

// A screen in a QA build's menu (its folder says so), named for what it shows.
struct CacheInspectorSection: View {
    var body: some View {
        Text("Cached icons")
            .navigationTitle("Cached Favicon Inspector")
    }
}

// An acronym begins the name: QA, then Tools.
struct QAToolsView: View {
    var body: some View {
        Text("Tools")
            .navigationTitle("Quality Assurance Tools")
    }
}
