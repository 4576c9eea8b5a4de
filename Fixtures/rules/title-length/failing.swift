import SwiftUI
import UIKit

// A navigation title that will be truncated beside the bar's buttons.
struct ReportView: View {
    var body: some View {
        Text("Report")
            .navigationTitle("Quarterly Financial Summary")
    }
}
