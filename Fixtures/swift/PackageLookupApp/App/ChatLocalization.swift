// Titles kept as constants in the app that call a package's lookup: read through the package's tables when the
// run holds the package (linted alone, the App folder knows no lookup; ReachTests reads the whole fixture).
import CommonKit

extension String.texts {
    enum chat {
        static var selectText: String {
            String.localized("Messages.SelectText", comment: "Select Text")
        }
    }
}
