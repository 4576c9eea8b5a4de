import SwiftUI
import UIKit

final class SettingsViewController: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Settings for This Account"
    }
}

final class LabelsViewController: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Labels and Categories"
    }
}

/// A hosting controller nothing makes: the view it hosts is not shown either.
final class StatisticsHostingController: UIHostingController<StatisticsView> {
    init() {
        super.init(rootView: StatisticsView())
    }

    @available(*, unavailable)
    required dynamic init?(coder: NSCoder) {
        fatalError("not made from a storyboard")
    }
}

struct StatisticsView: View {
    var body: some View {
        NavigationStack {
            List {
                Text("Sent this week")
            }
            .navigationTitle("Statistics of Your Mail")
        }
    }
}
