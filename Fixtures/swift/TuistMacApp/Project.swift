import ProjectDescription

// A Mac-only app described for Tuist, with no generated Xcode project checked in.
let project = Project(
    name: "Shelf",
    targets: [
        .target(
            name: "Shelf",
            destinations: [.mac],
            product: .app,
            bundleId: "org.example.shelf",
            sources: ["Shelf/**/*.swift"],
            dependencies: [.target(name: "ShelfPanel")]
        ),
        .panel(),
    ]
)
