import Foundation
import Testing
@testable import HIGLint

/// Every row of the guidance catalogue (`../shared/hig-guidance.md`) is either checked by a rule
/// (its `guidance` field names the row) or listed in the README's "Guidance not checked" sections
/// with a reason; no row is both, and rules name only rows that exist.
@Suite struct GuidanceCoverageTests {
    @Test func everyGuidanceRowIsARuleOrListedAsNotChecked() throws {
        guard let shared = sharedDirectory else {
            print("note: skipping the guidance coverage check: ../shared is not beside this checkout")
            return
        }
        let catalogue = try String(contentsOf: shared.appendingPathComponent("hig-guidance.md"), encoding: .utf8)
        let rows = Set(catalogue.split(separator: "\n").compactMap { line -> String? in
            guard line.hasPrefix("| ") else { return nil }
            let cell = line.dropFirst(2).prefix { $0 != " " }
            return cell.first.map { "CSTB".contains($0) } == true && cell.dropFirst().allSatisfy(\.isNumber) && cell.count > 1 ? String(cell) : nil
        })
        #expect(rows.count == 51, "hig-guidance.md has \(rows.count) rows; expected C1–C6, S1–S14, T1–T26, B1–B5")

        let checked = Set(catalog.rules.flatMap(\.metadata.guidance))
        #expect(checked.subtracting(rows).isEmpty, "rules name rows that hig-guidance.md lacks: \(checked.subtracting(rows).sorted())")

        let readme = try String(contentsOf: packageRoot.appendingPathComponent("README.md"), encoding: .utf8)
        let notChecked = Set(readme.components(separatedBy: "\n### ").filter { $0.hasPrefix("Guidance not checked") }.flatMap { section in
            section.split(separator: "\n").compactMap { line -> String? in
                guard line.hasPrefix("| ") else { return nil }
                let cell = line.dropFirst(2).prefix { $0 != " " }
                return rows.contains(String(cell)) ? String(cell) : nil
            }
        })
        #expect(rows.subtracting(checked).subtracting(notChecked).isEmpty,
                "rows neither checked by a rule nor listed as not checked: \(rows.subtracting(checked).subtracting(notChecked).sorted())")
        #expect(checked.intersection(notChecked).isEmpty, "rows both checked and listed as not checked: \(checked.intersection(notChecked).sorted())")
    }
}
