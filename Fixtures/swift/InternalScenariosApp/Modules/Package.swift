// swift-tools-version:5.9
import PackageDescription

let package = Package(
    name: "Modules",
    platforms: [.iOS(.v16)],
    products: [
        .library(name: "LedgerUI", targets: ["LedgerUI"]),
        .library(name: "Scenarios", targets: ["Scenarios"]),
    ],
    targets: [
        .target(name: "Core"),
        .target(name: "LedgerUI", dependencies: [.target(name: "Core")]),
        .target(name: "Scenarios", dependencies: ["LedgerUI", "Core"]),
        .testTarget(name: "ScenariosTests", dependencies: ["Scenarios"]),
    ]
)
