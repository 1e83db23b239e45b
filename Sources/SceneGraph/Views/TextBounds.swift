import Foundation

/// What one `Text` keeps of its characters, so that no string makes layout and drawing cost
/// more than linear time: a letter with 40,000 combining marks took 22 s (Swift compares and
/// normalises such a character as a whole, sorting its marks, in Markdown parsing and
/// elsewhere), and tens of thousands of bidirectional overrides make Pango's itemizing grow
/// faster than the text.
///
/// - At most `maximumCombiningMarks` (30) combining marks in a row, Unicode's stream-safe text
///   format (UAX #15): no real writing needs more. The marks past them are dropped.
/// - At most `maximumDirectionalControls` (1,000) explicit directional formatting characters
///   (the embeddings, overrides and isolates U+202A…U+202E and U+2066…U+2069): each one past
///   them becomes a zero-width space, and the text after them is laid out in the direction
///   around it.
///
/// Text within both limits is returned as it is. Anything dropped is reported with a warning
/// naming the text and the limit.
enum TextBounds {
    static let maximumCombiningMarks = 30
    static let maximumDirectionalControls = 1_000

    /// `string` within the limits above; `view` names the view for the warning.
    static func bounded(_ string: String, view: String) -> String {
        // One pass to find out, without allocating: nearly every text is within the limits.
        var marks = 0, controls = 0, exceeds = false
        for u in string.unicodeScalars {
            // Below U+0300 and in the CJK ideographs and Hangul syllables there are no marks.
            guard u.value >= 0x300, !(0x3400...0x9FFF).contains(u.value), !(0xAC00...0xD7A3).contains(u.value) else {
                marks = 0
                continue
            }
            if isMark(u) {
                marks += 1
                if marks > maximumCombiningMarks { exceeds = true; break }
            } else {
                marks = 0
                if isDirectionalControl(u) {
                    controls += 1
                    if controls > maximumDirectionalControls { exceeds = true; break }
                }
            }
        }
        guard exceeds else { return string }
        var kept = String.UnicodeScalarView()
        var droppedMarks = 0, droppedControls = 0
        marks = 0
        controls = 0
        for u in string.unicodeScalars {
            if u.value >= 0x300, isMark(u) {
                marks += 1
                if marks > maximumCombiningMarks { droppedMarks += 1; continue }
            } else {
                marks = 0
                if isDirectionalControl(u) {
                    controls += 1
                    if controls > maximumDirectionalControls {
                        // A zero-width space in its place keeps the break opportunity the
                        // control's run boundary gave: without it the segments would become one
                        // long word, which Pango wraps in quadratic time.
                        droppedControls += 1
                        kept.append("\u{200B}")
                        continue
                    }
                }
            }
            kept.append(u)
        }
        let result = String(kept)
        let name = "\(view)(\"\(String(String.UnicodeScalarView(result.unicodeScalars.prefix(20)))))\")"
        if droppedMarks > 0 {
            WarningLog.warn(
                "\(name): \(droppedMarks) combining marks beyond \(maximumCombiningMarks) in a row are dropped "
                    + "(valid: at most \(maximumCombiningMarks) in a row, Unicode's stream-safe text format)")
        }
        if droppedControls > 0 {
            WarningLog.warn(
                "\(name): \(droppedControls) directional formatting characters beyond \(maximumDirectionalControls) are replaced by zero-width spaces "
                    + "(valid: at most \(maximumDirectionalControls) embeddings, overrides and isolates in one text)")
        }
        return result
    }

    private static func isMark(_ u: Unicode.Scalar) -> Bool {
        switch u.properties.generalCategory {
        case .nonspacingMark, .spacingMark, .enclosingMark: return true
        default: return false
        }
    }

    private static func isDirectionalControl(_ u: Unicode.Scalar) -> Bool {
        (0x202A...0x202E).contains(u.value) || (0x2066...0x2069).contains(u.value)
    }
}
