import Foundation
import Testing
@testable import HIGLint

/// Every relative link and `#anchor` in the project's documentation resolves: the file or folder
/// exists in the package, and the anchor is a heading of the file it points into (as GitHub makes
/// heading anchors). A link to this repository's own page with an anchor
/// (`https://github.com/hig-lint/hig-lint#suppressions`, which the suppression rules' help links
/// use) must name a heading of the README. Other absolute links are not fetched.
@Suite struct DocumentationLinkTests {
    /// The documents whose links are checked: the README, CONTRIBUTING.md, the benchmarks' README
    /// and every Markdown file under docs/ (the generated rule pages included).
    static func documents() throws -> [String] {
        var files = ["README.md", "CONTRIBUTING.md", "Benchmarks/README.md"]
        let docs = packageRoot.appendingPathComponent("docs")
        let found = FileManager.default.enumerator(atPath: docs.path)?.compactMap { $0 as? String } ?? []
        files += found.filter { $0.hasSuffix(".md") }.sorted().map { "docs/" + $0 }
        return files
    }

    @Test func everyRelativeLinkAndAnchorResolves() throws {
        let files = try Self.documents()
        #expect(files.contains("docs/ARCHITECTURE.md") && files.count > 10, "\(files)")
        var texts: [String: String] = [:]
        for file in files {
            texts[file] = try String(contentsOf: packageRoot.appendingPathComponent(file), encoding: .utf8)
        }
        let problems = DocumentationLinks.problems(in: texts) { path in
            FileManager.default.fileExists(atPath: packageRoot.appendingPathComponent(path).path)
        } read: { path in
            try? String(contentsOf: packageRoot.appendingPathComponent(path), encoding: .utf8)
        }
        #expect(problems.isEmpty, "\(problems.joined(separator: "\n"))")
    }

    /// The README is what a user reads first; the rest belongs in docs/ (issue 40).
    @Test func readmeIsAtMostFiveHundredLines() throws {
        let readme = try String(contentsOf: packageRoot.appendingPathComponent("README.md"), encoding: .utf8)
        let lines = readme.split(separator: "\n", omittingEmptySubsequences: false).count - (readme.hasSuffix("\n") ? 1 : 0)
        #expect(lines <= 500, "README.md has \(lines) lines")
    }

    /// The checker finds what it should: a missing file, a missing anchor in another file and in
    /// the same file, a link into a folder that exists, and links in code that are not links.
    @Test func theCheckerReportsBrokenLinks() {
        let texts = [
            "README.md": """
            # Title
            ## Fixing findings: `--fix`
            See [fix](#fixing-findings---fix), [gone](#nowhere), [docs](docs/a.md#part-two),
            [bad anchor](docs/a.md#part-three), [missing](docs/missing.md), [folder](docs/),
            [site](https://example.com/x#y), [own](https://github.com/hig-lint/hig-lint#title),
            [own bad](https://github.com/hig-lint/hig-lint#untitled).
            `[not a link](nowhere.md)`
            ```
            [not a link either](nowhere.md)
            ```
            """,
            "docs/a.md": "# A\n\n## Part two\n\n[back](../README.md#title) [up](../README.md#fixing-findings---fix)\n",
        ]
        let present: Set<String> = ["README.md", "docs/a.md", "docs"]
        let problems = DocumentationLinks.problems(in: texts) { present.contains($0) } read: { texts[$0] }
        #expect(problems == [
            "README.md:3: #nowhere is not a heading of README.md",
            "README.md:4: docs/a.md#part-three is not a heading of docs/a.md",
            "README.md:4: docs/missing.md does not exist",
            "README.md:6: https://github.com/hig-lint/hig-lint#untitled is not a heading of README.md",
        ], "\(problems)")
    }

    @Test func headingAnchorsAreGitHubs() {
        let anchors = DocumentationLinks.anchors(in: "# A b\n## Fixing findings: `--fix`\n## `Benchmarks/run`\n## A b\n```\n# not a heading\n```\n## Été, 2.0 (x_y)\n")
        #expect(anchors == ["a-b", "fixing-findings---fix", "benchmarksrun", "a-b-1", "été-20-x_y"])
    }
}

/// Links and heading anchors in Markdown, as GitHub renders them (enough of it for these documents).
enum DocumentationLinks {
    /// The problems with `texts`' links, `file:line: what`, in file and line order. `exists` says
    /// whether a path relative to the package exists; `read` gives a Markdown file's text.
    static func problems(in texts: [String: String], exists: (String) -> Bool, read: (String) -> String?) -> [String] {
        var problems: [String] = []
        for (file, text) in texts.sorted(by: { $0.key < $1.key }) {
            for (line, target) in links(in: text) {
                if let problem = problem(with: target, in: file, exists: exists, read: read) {
                    problems.append("\(file):\(line): \(problem)")
                }
            }
        }
        return problems
    }

    static let ownPage = HIGLintVersion.informationURI

    static func problem(with target: String, in file: String, exists: (String) -> Bool, read: (String) -> String?) -> String? {
        var path: String, anchor: String?
        if target.hasPrefix(ownPage + "#") {
            path = "README.md"
            anchor = String(target.dropFirst(ownPage.count + 1))
        } else if target.contains("://") || target.hasPrefix("mailto:") {
            return nil
        } else {
            let parts = target.split(separator: "#", maxSplits: 1, omittingEmptySubsequences: false)
            anchor = parts.count > 1 ? String(parts[1]) : nil
            let relative = String(parts[0]).removingPercentEncoding ?? String(parts[0])
            path = relative.isEmpty ? file : resolve(relative, from: file)
            if path.hasPrefix("../") { return "\(target) leaves the package" }
            guard exists(path.hasSuffix("/") ? String(path.dropLast()) : path) else { return "\(target) does not exist" }
        }
        guard let anchor else { return nil }
        guard let text = read(path) else { return "\(target): \(path) cannot be read for its anchors" }
        return anchors(in: text).contains(anchor.removingPercentEncoding ?? anchor) ? nil : "\(target) is not a heading of \(path)"
    }

    /// `relative` resolved from the folder of `file`, both relative to the package root.
    static func resolve(_ relative: String, from file: String) -> String {
        var parts = file.split(separator: "/").dropLast().map(String.init)
        for part in relative.split(separator: "/", omittingEmptySubsequences: false) {
            switch part {
            case ".", "": continue
            case "..": if parts.isEmpty { return "../" + relative } else { parts.removeLast() }
            default: parts.append(String(part))
            }
        }
        return parts.joined(separator: "/") + (relative.hasSuffix("/") ? "/" : "")
    }

    /// The lines of `text` outside fenced code blocks, numbered from 1.
    static func prose(_ text: String) -> [(Int, String)] {
        var fence: String?
        var lines: [(Int, String)] = []
        for (index, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            let trimmed = line.drop { $0 == " " }
            if let open = fence {
                if trimmed.hasPrefix(open) { fence = nil }
                continue
            }
            if trimmed.hasPrefix("```") || trimmed.hasPrefix("~~~") {
                fence = String(trimmed.prefix(3))
                continue
            }
            lines.append((index + 1, String(line)))
        }
        return lines
    }

    /// `line` without its code spans.
    static func withoutCode(_ line: String) -> String {
        var result = "", inCode = false
        for character in line {
            if character == "`" { inCode.toggle(); continue }
            if !inCode { result.append(character) }
        }
        return result
    }

    /// Every inline link's and image's target, `[text](target)`, with its line.
    static func links(in text: String) -> [(Int, String)] {
        var found: [(Int, String)] = []
        for (number, line) in prose(text) {
            let characters = Array(withoutCode(line))
            var index = 0
            while index + 1 < characters.count {
                if characters[index] == "]" && characters[index + 1] == "(" {
                    var end = index + 2, depth = 0
                    while end < characters.count && !(characters[end] == ")" && depth == 0) {
                        if characters[end] == "(" { depth += 1 } else if characters[end] == ")" { depth -= 1 }
                        end += 1
                    }
                    let target = String(characters[(index + 2)..<min(end, characters.count)]).split(separator: " ").first.map(String.init) ?? ""
                    if !target.isEmpty { found.append((number, target)) }
                    index = end
                }
                index += 1
            }
        }
        return found
    }

    /// The anchors GitHub gives the headings of `text`: lower case, punctuation but `-` and `_`
    /// dropped, spaces made `-`, and a repeated anchor numbered `-1`, `-2`…
    static func anchors(in text: String) -> [String] {
        var seen: [String: Int] = [:]
        var anchors: [String] = []
        for (_, line) in prose(text) {
            let hashes = line.prefix { $0 == "#" }
            guard (1...6).contains(hashes.count), line.dropFirst(hashes.count).first == " " else { continue }
            // A code span's text stays in the anchor; only its backquotes go.
            let title = line.dropFirst(hashes.count + 1).trimmingCharacters(in: .whitespaces).replacingOccurrences(of: "`", with: "")
            let slug = String(title.lowercased().compactMap { character -> Character? in
                if character == " " { return "-" }
                return character.isLetter || character.isNumber || character == "-" || character == "_" ? character : nil
            })
            let count = seen[slug, default: 0]
            seen[slug] = count + 1
            anchors.append(count == 0 ? slug : "\(slug)-\(count)")
        }
        return anchors
    }
}
