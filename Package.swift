// swift-tools-version:6.0
import PackageDescription

let package = Package(
    name: "hig-lint",
    products: [
        .library(name: "HIGLint", targets: ["HIGLint"]),
        .executable(name: "hig-lint", targets: ["hig-lint"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2"),
    ],
    targets: [
        .systemLibrary(
            name: "CLibXML2",
            pkgConfig: "libxml-2.0",
            providers: [.apt(["libxml2-dev"]), .brew(["libxml2"])]
        ),
        // Embeds Rules/ and Fixtures/rules/ into the library so that the binary carries every rule.
        .executableTarget(name: "RuleCatalogGenerator"),
        .plugin(
            name: "RuleCatalogPlugin",
            capability: .buildTool(),
            dependencies: ["RuleCatalogGenerator"]
        ),
        .target(
            name: "HIGLint",
            dependencies: ["CLibXML2"],
            plugins: ["RuleCatalogPlugin"]
        ),
        .executableTarget(
            name: "hig-lint",
            dependencies: [
                "HIGLint",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]
        ),
        .testTarget(
            name: "HIGLintTests",
            dependencies: ["HIGLint"]
        ),
    ],
    swiftLanguageModes: [.v6]
)
