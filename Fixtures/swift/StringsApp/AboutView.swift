import SwiftUI

struct AboutView: View {
    private enum Constants {
        static let title = "About This Application"
        static let history = "Release Notes"
    }

    var body: some View {
        NavigationStack {
            List {
                NavigationLink("History") {
                    Text("1.0").navigationTitle(Constants.history)
                }
            }
            .navigationTitle(Constants.title)
            .toolbar {
                ToolbarItem(placement: .topBarLeading) {
                    Button("Acknowledgements and Licences".localized) {}
                }
            }
        }
    }
}

extension String {
    var localized: String { NSLocalizedString(self, comment: "") }
}
