import SwiftUI

struct Editor: View {
    var body: some View {
        Text("Note")
            .navigationTitle("Notes")
            .toolbar {
                Button("Pin", systemImage: "pin") { pin() }
                Button("Archive", systemImage: "archivebox") { archive() }
            }
    }

    func pin() {}
    func archive() {}
}
