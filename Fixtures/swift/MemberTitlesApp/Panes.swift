import Foundation

/// A protocol whose extension gives every String enum that conforms to it a title: its raw value.
protocol Pane: Hashable {
    var title: String { get }
}

extension Pane where Self: RawRepresentable, RawValue == String {
    var title: String { rawValue }
}

enum SettingsPane: String, Pane {
    case general = "General"
    case shortcuts = "Keyboard Shortcuts"
}
