import Foundation

enum PlannerPlace: String, CaseIterable, Identifiable {
    case inbox, today, projects, archive
    var id: String { rawValue }

    var name: String {
        switch self {
        case .inbox: return NSLocalizedString("Inbox", comment: "")
        case .today: return NSLocalizedString("Today", comment: "")
        case .projects: return NSLocalizedString("Projects", comment: "")
        case .archive: return NSLocalizedString("Archived Projects and Tasks", comment: "")
        }
    }
}
