// swift-tools-version:6.0
import PackageDescription

// CI's AddressSanitizer run (.ci/extended) sets HIG_LINT_CI_SANITIZE=address: hig-lint's own modules are
// instrumented and built in the plain build's folder, where swift-syntax and Yams, which need no
// instrumenting, are already compiled (`swift build --sanitize=address` would compile
// them all again, in a folder of their own). Unset, as for every user, it adds nothing.
let sanitizer = Context.environment["HIG_LINT_CI_SANITIZE"].map { "-sanitize=\($0)" }
let sanitized: [SwiftSetting] = sanitizer.map { [.unsafeFlags([$0])] } ?? []
let sanitizerRuntime: [LinkerSetting] = sanitizer.map { [.unsafeFlags([$0])] } ?? []

let package = Package(
    name: "hig-lint",
    products: [
        .library(name: "HIGLint", targets: ["HIGLint"]),
        .library(name: "HIGLintSwift", targets: ["HIGLintSwift"]),
        .executable(name: "hig-lint", targets: ["hig-lint"]),
        .plugin(name: "HigLintCommandPlugin", targets: ["HigLintCommandPlugin"]),
        .plugin(name: "HigLintFixCommandPlugin", targets: ["HigLintFixCommandPlugin"]),
        .plugin(name: "HigLintBuildToolPlugin", targets: ["HigLintBuildToolPlugin"]),
    ],
    dependencies: [
        // `.hig-lint.yml`: libYAML underneath, with line and column marks for every node.
        .package(url: "https://github.com/jpsim/Yams", from: "6.2.2"),
        // Swift source: the parser and syntax tree only (no macros, no SwiftIfConfig).
        .package(url: "https://github.com/swiftlang/swift-syntax", from: "603.0.1"),
    ],
    targets: [
        .systemLibrary(
            name: "CLibXML2",
            pkgConfig: "libxml-2.0",
            providers: [.apt(["libxml2-dev"]), .brew(["libxml2"])]
        ),
        // Writes Sources/HIGLint/Rules/EmbeddedRuleCatalog.swift, which embeds Rules/ and
        // Fixtures/rules/ so that the binary carries every rule, for GeneratedFilesTests (it is
        // nothing a build of hig-lint needs). A committed file, not a build-tool plugin: SwiftPM
        // does not run a library's build-tool plugins when it builds the library for another
        // package's plugin (the tools pass), so the library would not compile there.
        .target(name: "RuleCatalogGenerator"),
        // Writes Sources/HIGLint/Model/GeneratedFields.swift (each model field's shape entry, key
        // and accessor) from one spec per model type, Sources/HIGLint/Model/Specs/, for
        // GeneratedFilesTests; committed for the same reason as the rule catalogue.
        .target(name: "ModelGenerator", dependencies: ["RuleCatalogGenerator"]),
        .target(
            name: "HIGLint",
            dependencies: ["CLibXML2", .product(name: "Yams", package: "Yams")],
            exclude: ["Model/Specs"],
            swiftSettings: sanitized,
            linkerSettings: sanitizerRuntime
        ),
        // The Swift source front end (SwiftUI, UIKit, AppKit), apart so that the library's
        // description and Interface Builder users do not build swift-syntax.
        .target(
            name: "HIGLintSwift",
            dependencies: [
                "HIGLint",
                .product(name: "SwiftSyntax", package: "swift-syntax"),
                .product(name: "SwiftParser", package: "swift-syntax"),
            ],
            swiftSettings: sanitized
        ),
        .executableTarget(
            name: "hig-lint",
            dependencies: [
                "HIGLint",
                "HIGLintSwift",
            ],
            swiftSettings: sanitized
        ),
        // `swift package hig-lint`: lints the descriptions of a package that depends on hig-lint.
        .plugin(
            name: "HigLintCommandPlugin",
            capability: .command(
                intent: .custom(verb: "hig-lint", description: "Lint the package's descriptions, storyboards, xibs and SwiftUI source"),
                permissions: []
            ),
            dependencies: ["hig-lint"]
        ),
        // `swift package --allow-writing-to-package-directory hig-lint-fix`: the same with --fix.
        .plugin(
            name: "HigLintFixCommandPlugin",
            capability: .command(
                intent: .custom(verb: "hig-lint-fix", description: "Make hig-lint's fixes in the package's descriptions, storyboards, xibs and SwiftUI source"),
                permissions: [.writeToPackageDirectory(reason: "hig-lint --fix rewrites the files it fixes")]
            ),
            dependencies: ["hig-lint"]
        ),
        // Xcode and `swift build`: lints a target's descriptions, storyboards and Swift files on every build.
        .plugin(
            name: "HigLintBuildToolPlugin",
            capability: .buildTool(),
            dependencies: ["hig-lint"]
        ),
        .testTarget(
            name: "HIGLintTests",
            dependencies: [
                "HIGLint", "HIGLintSwift", "RuleCatalogGenerator", "ModelGenerator",
                .product(name: "SwiftSyntax", package: "swift-syntax"),
                .product(name: "SwiftParser", package: "swift-syntax"),
            ],
            // Read by path at test time (GoldenReportTests, BaselineTests), not built into the test bundle.
            exclude: ["Golden", "Baselines"],
            swiftSettings: sanitized
        ),
    ],
    swiftLanguageModes: [.v6]
)
