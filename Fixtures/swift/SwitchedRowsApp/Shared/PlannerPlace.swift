import Foundation

enum PlannerPlace: String, CaseIterable, Identifiable {
    case inbox, today, projects, archive
    var id: String { rawValue }
}
