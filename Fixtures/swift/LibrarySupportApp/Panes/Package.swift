// swift-tools-version:5.9
// A library the Editor app is built from; Support/ keeps an app that tries it out.
import PackageDescription

let package = Package(
    name: "Panes",
    platforms: [.macOS(.v13)],
    products: [.library(name: "Panes", targets: ["Panes"])],
    targets: [.target(name: "Panes")]
)
