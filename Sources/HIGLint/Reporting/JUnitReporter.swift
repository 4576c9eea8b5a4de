/// JUnit XML: one test suite per file, one test case per finding (a failure when the finding is at
/// or above the failing severity), one passing case for a clean file, and an error case for a file
/// that could not be loaded.
enum JUnitReporter {
    static func render(_ context: ReportContext) -> String {
        var suites: [String] = []
        var totals = (tests: 0, failures: 0, errors: 0)
        for entry in context.files {
            let path = context.displayPath(entry.file)
            var cases: [String] = []
            var failures = 0
            for finding in entry.findings {
                let name = xmlEscaped("\(finding.ruleID) at \(finding.anchor.start.line):\(finding.anchor.start.column)")
                // The places that use the reusable view the finding is in, as the text report's notes.
                let notes = finding.relatedLocations.map {
                    "\n\(context.displayPath($0.anchor.file)):\($0.anchor.start.line):\($0.anchor.start.column): note: \($0.message)"
                }.joined()
                let detail = xmlEscaped("\(path):\(finding.anchor.start.line):\(finding.anchor.start.column): \(finding.severity.rawValue): \(finding.message) [\(finding.ruleID)]\(notes)\nSee \(finding.helpURI)")
                if finding.severity >= context.failOn {
                    failures += 1
                    cases.append("""
                            <testcase name="\(name)" classname="\(xmlEscaped(path))">
                              <failure message="\(xmlEscaped(finding.message))" type="\(finding.ruleID)">\(detail)</failure>
                            </testcase>
                        """)
                } else {
                    cases.append("""
                            <testcase name="\(name)" classname="\(xmlEscaped(path))">
                              <system-out>\(detail)</system-out>
                            </testcase>
                        """)
                }
            }
            let loadErrors = entry.errors
            for error in loadErrors {
                cases.append("""
                        <testcase name="load at \(error.position.line):\(error.position.column)" classname="\(xmlEscaped(path))">
                          <error message="\(xmlEscaped(error.message))" type="input-error">\(xmlEscaped(path)):\(error.position.line):\(error.position.column): error: \(xmlEscaped(error.message))</error>
                        </testcase>
                    """)
            }
            if cases.isEmpty {
                cases.append("    <testcase name=\"hig-lint\" classname=\"\(xmlEscaped(path))\"/>")
            }
            totals.tests += cases.count
            totals.failures += failures
            totals.errors += loadErrors.count
            suites.append("""
                  <testsuite name="\(xmlEscaped(path))" tests="\(cases.count)" failures="\(failures)" errors="\(loadErrors.count)" skipped="0">
                \(cases.joined(separator: "\n"))
                  </testsuite>
                """)
        }
        return """
            <?xml version="1.0" encoding="UTF-8"?>
            <testsuites name="hig-lint" tests="\(totals.tests)" failures="\(totals.failures)" errors="\(totals.errors)">
            \(suites.joined(separator: "\n"))
            </testsuites>

            """
    }
}
