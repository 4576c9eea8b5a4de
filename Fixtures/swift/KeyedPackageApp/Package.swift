// swift-tools-version:5.9
import PackageDescription

let package = Package(
    name: "KeyedPackageApp",
    defaultLocalization: "en",
    platforms: [.iOS(.v16)],
    products: [.library(name: "Screens", targets: ["Screens"])],
    targets: [
        .target(name: "Strings", resources: [.process("Resources")]),
        .target(name: "Screens", dependencies: ["Strings"]),
    ]
)
