// swift-tools-version:6.0
import PackageDescription

// hig-lint's plugins over the released binary, as SwiftLintPlugins is over SwiftLint's: a package
// that uses them downloads one artifact bundle (macOS universal, Linux x86_64 and arm64) and
// compiles neither hig-lint nor swift-syntax. Published as a repository of its own
// (hig-lint/HigLintPlugins), tagged like hig-lint; Scripts/release writes the copy to publish, with
// the release's URL and checksum below and the plugin sources (symbolic links here, to
// ../../Plugins) copied in. The plugins are the same code as in hig-lint's own package.
let package = Package(
    name: "HigLintPlugins",
    products: [
        .plugin(name: "HigLintBuildToolPlugin", targets: ["HigLintBuildToolPlugin"]),
        .plugin(name: "HigLintCommandPlugin", targets: ["HigLintCommandPlugin"]),
        .plugin(name: "HigLintFixCommandPlugin", targets: ["HigLintFixCommandPlugin"]),
    ],
    targets: [
        .binaryTarget(
            name: "HigLintBinary",
            url: "https://github.com/hig-lint/hig-lint/releases/download/0.1.0/hig-lint.artifactbundle.zip",
            checksum: "0000000000000000000000000000000000000000000000000000000000000000"
        ),
        .plugin(
            name: "HigLintBuildToolPlugin",
            capability: .buildTool(),
            dependencies: ["HigLintBinary"]
        ),
        .plugin(
            name: "HigLintCommandPlugin",
            capability: .command(
                intent: .custom(verb: "hig-lint", description: "Lint the package's descriptions, storyboards, xibs and SwiftUI source"),
                permissions: []
            ),
            dependencies: ["HigLintBinary"]
        ),
        // `swift package --allow-writing-to-package-directory hig-lint-fix`: the same with --fix.
        .plugin(
            name: "HigLintFixCommandPlugin",
            capability: .command(
                intent: .custom(verb: "hig-lint-fix", description: "Make hig-lint's fixes in the package's descriptions, storyboards, xibs and SwiftUI source"),
                permissions: [.writeToPackageDirectory(reason: "hig-lint --fix rewrites the files it fixes")]
            ),
            dependencies: ["HigLintBinary"]
        ),
    ]
)
