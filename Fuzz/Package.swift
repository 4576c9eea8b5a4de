// swift-tools-version:6.0
// libFuzzer targets for hig-lint's loaders and the language server's message framing, kept out of
// the main package so that `swift build` and `swift test` never pay for them. Build and run with
// `Fuzz/run` (see the README).
import PackageDescription

let package = Package(
    name: "hig-lint-fuzz",
    dependencies: [.package(name: "hig-lint", path: "..")],
    targets: [
        .target(name: "FuzzSupport", dependencies: [.product(name: "HIGLint", package: "hig-lint")]),
        .executableTarget(name: "FuzzJSON", dependencies: ["FuzzSupport"]),
        .executableTarget(name: "FuzzXML", dependencies: ["FuzzSupport"]),
        .executableTarget(name: "FuzzLint", dependencies: ["FuzzSupport"]),
        .executableTarget(name: "FuzzInterfaceBuilder", dependencies: ["FuzzSupport"]),
        .executableTarget(name: "FuzzConfiguration", dependencies: ["FuzzSupport"]),
        .executableTarget(name: "FuzzSwift", dependencies: ["FuzzSupport", .product(name: "HIGLintSwift", package: "hig-lint")]),
        .executableTarget(name: "FuzzFraming", dependencies: ["FuzzSupport"]),
    ],
    swiftLanguageModes: [.v6]
)
