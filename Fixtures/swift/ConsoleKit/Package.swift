// swift-tools-version:5.9
import PackageDescription

// One package for the phone, the watch and Vision Pro, with a file or a branch for each.
let package = Package(
    name: "ConsoleKit",
    platforms: [.iOS(.v17), .watchOS(.v10), .tvOS(.v17), .visionOS(.v1)],
    products: [.library(name: "ConsoleKit", targets: ["ConsoleKit"])],
    targets: [.target(name: "ConsoleKit", path: ".")]
)
