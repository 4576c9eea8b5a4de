// swift-tools-version:5.9
import PackageDescription

// Two targets, each with a catalog of its own that gives the same key its own text.
let package = Package(
    name: "Shared",
    platforms: [.iOS(.v17)],
    products: [.library(name: "Compose", targets: ["Compose"]), .library(name: "Search", targets: ["Search"])],
    targets: [
        .target(name: "Compose", resources: [.process("Resources")]),
        .target(name: "Search", resources: [.process("Resources")]),
    ]
)
