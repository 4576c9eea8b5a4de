// swift-tools-version:6.0
import PackageDescription

// An iPhone and iPad app that lists visionOS too, though its root view shows nothing there.
let package = Package(name: "Pantry", platforms: [.iOS("26.0"), .visionOS("26.0")], targets: [.executableTarget(name: "Pantry")])
