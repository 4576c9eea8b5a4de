// swift-tools-version:5.9
import PackageDescription

// Titles and toolbar items read through constants that call the app's lookup function, items placed
// by the app's own placements, and toolbar content grouped in a property.
let package = Package(name: "Views", platforms: [.iOS(.v17)], targets: [.target(name: "Views", path: "Views", resources: [.process("Resources")])])
