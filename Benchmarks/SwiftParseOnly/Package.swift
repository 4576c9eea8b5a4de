// swift-tools-version:6.0
import PackageDescription

// Benchmarks/run's yardstick: parses Swift files with the same swift-syntax as hig-lint and nothing
// more. A package of its own so that building hig-lint (`swift build`, pre-commit's
// `language: swift` hook) never builds it.
let package = Package(
    name: "SwiftParseOnly",
    dependencies: [
        .package(url: "https://github.com/swiftlang/swift-syntax", from: "603.0.1"),
    ],
    targets: [
        .executableTarget(
            name: "swift-parse-only",
            dependencies: [
                .product(name: "SwiftSyntax", package: "swift-syntax"),
                .product(name: "SwiftParser", package: "swift-syntax"),
            ]
        ),
    ],
    swiftLanguageModes: [.v6]
)
