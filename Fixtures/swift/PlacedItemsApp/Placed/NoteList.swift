import SwiftUI

// A screen of the window: the confirmation placement only places Refresh here, it confirms nothing.
struct NoteList: View {
    @State private var showsBrowser = false
    @State private var showsDraft = false
    @State private var showsSync = false

    var body: some View {
        List {
            Text("First note")
        }
        .navigationTitle("Notes")
        .toolbar {
            ToolbarItem(placement: .confirmationAction) {
                Button("Refresh", systemImage: "arrow.clockwise") { showsDraft = true }
            }
            ToolbarItem(placement: .topBarTrailing) {
                Button("Sort", systemImage: "arrow.up.arrow.down") { showsBrowser = true; showsSync = true }
            }
            ToolbarItem(placement: .topBarLeading) {
                // The label's image is what VoiceOver reads, and what visionOS shows on gaze.
                NavigationLink(value: 3) {
                    Image(systemName: "gearshape")
                        .accessibilityLabel("Settings")
                }
            }
        }
        .navigationDestination(for: Int.self) { _ in
            BinList(isTrash: true)
        }
        .sheet(isPresented: $showsBrowser) {
            PageBrowser()
        }
        .sheet(isPresented: $showsDraft) {
            DraftSheet()
        }
        .sheet(isPresented: $showsSync) {
            NavigationStack {
                SyncPane()
            }
        }
        .navigationDestination(for: String.self) { _ in
            SyncPane()
        }
        .navigationDestination(for: Double.self) { _ in
            TagBoard()
        }
    }
}
