// The yardstick for the Swift front end: reads and parses every *.swift file under the paths
// given with the same swift-syntax hig-lint uses, and does nothing else (Benchmarks/run).
import Foundation
import SwiftParser
import SwiftSyntax

var files: [String] = []
for root in CommandLine.arguments.dropFirst() {
    guard let walker = FileManager.default.enumerator(atPath: root) else { continue }
    while let relative = walker.nextObject() as? String {
        if relative.hasSuffix(".swift") { files.append(root + "/" + relative) }
    }
}
var nodes = 0
for file in files {
    guard let data = FileManager.default.contents(atPath: file) else { continue }
    let tree = data.withUnsafeBytes { Parser.parse(source: $0.bindMemory(to: UInt8.self)) }
    nodes += tree.statements.count
}
print("\(files.count) files, \(nodes) top-level statements")
