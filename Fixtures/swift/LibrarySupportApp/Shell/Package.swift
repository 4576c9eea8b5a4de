// swift-tools-version:5.9
import PackageDescription

// The editor's shell, which the app links; it builds on the Panes library.
let package = Package(
    name: "Shell",
    platforms: [.macOS(.v13)],
    products: [.library(name: "Shell", targets: ["Shell"])],
    dependencies: [.package(path: "../Panes")],
    targets: [.target(name: "Shell", dependencies: [.product(name: "Panes", package: "Panes")])]
)
