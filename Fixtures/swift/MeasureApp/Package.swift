// swift-tools-version:6.0
import PackageDescription

// An iPhone app whose tools screen presents one controller bare and another in a navigation controller.
let package = Package(name: "Measure", platforms: [.iOS("18.0")], targets: [.executableTarget(name: "Measure")])
