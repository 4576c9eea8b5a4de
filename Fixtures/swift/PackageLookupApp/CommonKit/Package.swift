// swift-tools-version: 5.9
import PackageDescription
let package = Package(name: "CommonKit", defaultLocalization: "en", platforms: [.iOS(.v15)],
    products: [.library(name: "CommonKit", targets: ["CommonKit"])],
    targets: [.target(name: "CommonKit", resources: [.process("./Assets")])])
