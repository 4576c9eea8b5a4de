import SwiftUI
import UIKit

// A literal title and a plain button: everything is read.
struct ProfileView: View {
    var body: some View {
        Text("Profile")
            .navigationTitle("Profile")
            .toolbar {
                ToolbarItem(placement: .topBarTrailing) {
                    Button("Edit", systemImage: "pencil") { }
                }
            }
    }
}
