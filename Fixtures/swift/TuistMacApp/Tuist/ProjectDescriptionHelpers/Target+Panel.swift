import ProjectDescription

public extension Target {
    /// The menu bar panel, a target of its own made by a helper.
    static func panel(folder: String = "Panel") -> Target {
        .target(
            name: "ShelfPanel",
            destinations: .macOS,
            product: .appExtension,
            bundleId: "org.example.shelf.panel",
            sources: ["\(folder)/**"]
        )
    }
}
