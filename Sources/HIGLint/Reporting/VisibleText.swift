/// Input-derived text (titles, keys, file names, messages that quote them) made safe to show: a
/// control character, ESC included, becomes a visible escape (`\n`, `\x1B`), so nothing from an
/// input can move the cursor, recolour a terminal or start a new log line that CI parses as a
/// command; Unicode's bidirectional and other invisible format controls become `\u{202E}`, so no
/// text can read differently from what it is; a file-name byte that was not UTF-8 shows as `\xE9`.
/// Every reporter and every message on standard error goes through it.
public func visible(_ text: String) -> String {
    // Printable ASCII needs nothing, and most text is only that: a byte check spares decoding scalars.
    guard !text.utf8.allSatisfy({ $0 >= 0x20 && $0 < 0x7F }) else { return text }
    guard text.unicodeScalars.contains(where: needsEscape) else { return text }
    var out = ""
    for scalar in text.unicodeScalars {
        if needsEscape(scalar) { out += escape(scalar) } else { out.unicodeScalars.append(scalar) }
    }
    return out
}

private func needsEscape(_ scalar: Unicode.Scalar) -> Bool {
    switch scalar.value {
    case 0x00...0x1F, 0x7F...0x9F: true                 // C0 and C1 controls, DEL; C1's 0x9B is a terminal CSI
    case 0x061C, 0x200B...0x200F, 0x202A...0x202E, 0x2060...0x2069, 0xFEFF: true  // bidi marks, overrides, isolates, zero-width
    case 0x2028, 0x2029: true                          // line and paragraph separators
    case 0xFFF9...0xFFFB, 0xFFFE, 0xFFFF: true          // interlinear annotations, non-characters
    case 0x10_FF80...0x10_FFFF: true                    // a file-name byte that was not UTF-8
    default: false
    }
}

private func escape(_ scalar: Unicode.Scalar) -> String {
    switch scalar {
    case "\n": return "\\n"
    case "\r": return "\\r"
    case "\t": return "\\t"
    default: break
    }
    if let byte = FileSystemPath.rawByte(scalar) { return "\\x" + hexDigits(UInt32(byte), width: 2) }
    if scalar.value < 0x100 { return "\\x" + hexDigits(scalar.value, width: 2) }
    return "\\u{" + hexDigits(scalar.value, width: 4) + "}"
}

private func hexDigits(_ value: UInt32, width: Int) -> String {
    let digits = String(value, radix: 16, uppercase: true)
    return String(repeating: "0", count: max(0, width - digits.count)) + digits
}

/// A relative path as reports show it, kept from starting a line with `::` or `##[` (GitHub's
/// workflow commands; the runner ignores leading white space) by a leading `./`.
func neutralizedLineStart(_ path: String) -> String {
    guard let first = path.unicodeScalars.first, first == ":" || first == "#" || first == " " || first == "-" else { return path }
    return "./" + path
}
