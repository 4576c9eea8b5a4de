import FuzzSupport
import HIGLint
import HIGLintSwift

// Arbitrary bytes as a Swift file, through the front ends the command line uses: the UTF-8 check,
// suppressions, swift-syntax's parser, the SwiftUI, UIKit and AppKit mappings and the decoder,
// then every rule and every reporter (seeded with navigation snippets in Fuzz/Seeds/FuzzSwift).
lintEverything = true
let swiftLinter = Linter(rules: (try? RuleCatalog.builtIn().rules) ?? [], frontEnds: allFrontEnds)
runFuzzer { data, size in
    fuzzOne(data, size, path: "Fuzz.swift", linter: swiftLinter)
    return 0
}
