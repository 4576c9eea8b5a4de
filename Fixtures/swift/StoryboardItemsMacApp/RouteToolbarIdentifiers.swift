import AppKit

extension NSToolbarItem.Identifier {
    static let refresh = Self(rawValue: "waypoint.refresh")
    static let export = NSToolbarItem.Identifier("waypoint.export")
    static let moveType = NSToolbarItem.Identifier(rawValue: "waypoint.moveType")
}
