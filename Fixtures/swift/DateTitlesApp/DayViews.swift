import SwiftUI

/// Titles that show a date. The date is known only at run time, but the formatter says how long
/// its text can get: hig-lint checks the longest English form ("Wednesday, Sep 30" for
/// "EEEE, MMM d"). A short form fits, a weekday and month spelled out do not.
struct TodayView: View {
    @State private var today = Date()

    var body: some View {
        NavigationStack {
            List { Text("Visitors") }
                .navigationTitle(Text("\(dateString.capitalized)"))
        }
    }

    private var dateString: String {
        let formatter = DateFormatter()
        formatter.setLocalizedDateFormatFromTemplate("EEEE, MMM d")
        return formatter.string(from: today)
    }
}

struct EntryView: View {
    let entry: Date

    static let dayFormatter: DateFormatter = {
        let formatter = DateFormatter()
        formatter.dateStyle = .medium
        return formatter
    }()

    var body: some View {
        NavigationStack {
            List { Text("Details") }
                .navigationTitle(Self.dayFormatter.string(from: entry))
        }
    }
}

struct ArchiveView: View {
    let month: Date

    var body: some View {
        NavigationStack {
            List { Text("Entries") }
                .navigationTitle(title)
        }
    }

    private var title: String {
        let formatter = DateFormatter()
        formatter.dateFormat = "MMMM yyyy"
        return formatter.string(from: month)
    }
}

struct JournalView: View {
    let day: Date

    var body: some View {
        NavigationStack {
            List { Text("Notes") }
                .navigationTitle("\(fullDate)")
        }
    }

    private var fullDate: String {
        let formatter = DateFormatter()
        formatter.dateStyle = .full
        formatter.timeStyle = .none
        return formatter.string(from: day)
    }
}
