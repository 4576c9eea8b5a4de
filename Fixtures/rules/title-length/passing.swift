import SwiftUI
import UIKit

// A short title; the detail goes into the content.
struct ReportView: View {
    var body: some View {
        Text("Quarterly Financial Summary")
            .navigationTitle("Report")
    }
}
