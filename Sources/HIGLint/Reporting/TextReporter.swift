/// `path:line:col: severity: message [rule-id]`, one finding a line: the form Xcode, editors and
/// CI logs turn into links; `[*]` before the message marks a finding `--fix` fixes, as Ruff marks it. A finding in a reusable view is followed by a `note:` line for each
/// view that uses it, as a compiler's notes follow its error.
enum TextReporter {
    static func render(_ context: ReportContext) -> String {
        String(decoding: bytes(context), as: UTF8.self)
    }

    /// The report as the bytes written. It is built as bytes rather than as a `String`: made by
    /// string interpolation, a line cost about 0.9 µs, and the 30,000 lines of a run over 10,000
    /// files half of the work done outside the run's jobs.
    static func bytes(_ context: ReportContext) -> [UInt8] {
        let findings = context.result.findings
        // A long report is written in parts by the run's jobs (a part per job and a few more, so
        // that one slow part does not keep the others waiting), each part starting at a file.
        let parts = context.jobs > 1 && findings.count > 1_000 ? context.jobs * 4 : 1
        var starts = [0]
        for part in 1..<parts {
            var start = findings.count * part / parts
            while start < findings.count, start > starts[starts.count - 1], findings[start - 1].anchor.file == findings[start].anchor.file { start += 1 }
            if start > starts[starts.count - 1], start < findings.count { starts.append(start) }
        }
        let ranges = zip(starts, starts.dropFirst() + [findings.count]).map { $0..<$1 }
        return joined(ranges.parallelMap(jobs: context.jobs) { lines(findings[$0], context) })
    }

    private static func joined(_ parts: [[UInt8]]) -> [UInt8] {
        guard parts.count > 1 else { return parts.first ?? [] }
        var out: [UInt8] = []
        out.reserveCapacity(parts.reduce(0) { $0 + $1.count })
        for part in parts { out += part }
        return out
    }

    /// The lines of `findings`, in order.
    private static func lines(_ findings: ArraySlice<Finding>, _ context: ReportContext) -> [UInt8] {
        var out: [UInt8] = []
        out.reserveCapacity(findings.count * 120)
        var lastFile: String?, shownPath: [UInt8] = []  // a file's findings come together
        for finding in findings {
            finding.withFields { finding in
                if finding.anchor.file != lastFile {
                    lastFile = finding.anchor.file
                    shownPath = Array(visible(context.displayPath(finding.anchor.file)).utf8)
                }
                out += shownPath
                out.append(UInt8(ascii: ":"))
                appendDecimal(finding.anchor.start.line, to: &out)
                out.append(UInt8(ascii: ":"))
                appendDecimal(finding.anchor.start.column, to: &out)
                out += ": ".utf8
                appendLabel(finding.severity, colored: context.colored, to: &out)
                // Ruff's mark: `--fix` makes this finding's fix (an unsafe one only with `--unsafe-fixes`).
                // Before the message, so that a line still ends with its rule id for the tools that read it.
                out += finding.fix?.isUnsafe == false ? ": [*] ".utf8 : ": ".utf8
                appendVisible(finding.message, to: &out)
                out += " [".utf8
                out += finding.ruleID.utf8
                out += "]\n".utf8
                // A place the finding concerns, as a compiler's note: `path:line:col: note: used by X`.
                for related in finding.relatedLocations {
                    out += visible(context.displayPath(related.anchor.file)).utf8
                    out.append(UInt8(ascii: ":"))
                    appendDecimal(related.anchor.start.line, to: &out)
                    out.append(UInt8(ascii: ":"))
                    appendDecimal(related.anchor.start.column, to: &out)
                    out += ": note: ".utf8
                    appendVisible(related.message, to: &out)
                    out.append(UInt8(ascii: "\n"))
                }
            }
        }
        return out
    }
}

/// Appends the severity's name, in bold red, yellow or cyan for a terminal.
private func appendLabel(_ severity: Severity, colored: Bool, to out: inout [UInt8]) {
    switch (severity, colored) {
    case (.error, false): out += "error".utf8
    case (.warning, false): out += "warning".utf8
    case (.info, false): out += "info".utf8
    case (.error, true): out += "\u{1B}[1;31merror\u{1B}[0m".utf8
    case (.warning, true): out += "\u{1B}[1;33mwarning\u{1B}[0m".utf8
    case (.info, true): out += "\u{1B}[1;36minfo\u{1B}[0m".utf8
    }
}

/// Appends `text` as `visible` shows it: printable ASCII (nearly every message) as it is.
private func appendVisible(_ text: String, to out: inout [UInt8]) {
    let copied: Bool? = text.utf8.withContiguousStorageIfAvailable { bytes in
        for byte in bytes where byte < 0x20 || byte >= 0x7F { return false }
        out.append(contentsOf: bytes)
        return true
    }
    if copied != true { out += visible(text).utf8 }
}

/// Appends `value` in decimal.
private func appendDecimal(_ value: Int, to out: inout [UInt8]) {
    guard value >= 0 else { return out += String(value).utf8 }
    var divisor = 1
    while divisor <= value / 10 { divisor *= 10 }
    while divisor > 0 {
        out.append(UInt8(ascii: "0") + UInt8(value / divisor % 10))
        divisor /= 10
    }
}
