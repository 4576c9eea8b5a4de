// swift-tools-version:5.9
import PackageDescription

// A SwiftUI Mac app built as a Swift package: its scene (the menu bar) and its editor in two files.
let package = Package(name: "Notes", platforms: [.macOS(.v14)], targets: [.executableTarget(name: "Notes")])
