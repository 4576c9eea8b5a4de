// swift-tools-version:6.0
import PackageDescription

// A UIKit app whose view controllers are made by its code, by its storyboard and by name, and
// ones that only a commented-out line, a coordinator nothing makes or a hosting controller nothing
// makes would show: their chrome is for a person to check.
let package = Package(
    name: "DeadControllers",
    platforms: [.iOS("26.0")],
    targets: [.executableTarget(name: "DeadControllers", resources: [.process("Main.storyboard")])]
)
