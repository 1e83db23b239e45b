import Foundation
import CCairo
import CPango

/// Styled runs (`StyledText`) as Pango attributes over their plain text: where the display list's
/// renderer-neutral description of a text becomes Pango's.
///
/// Each run's fields become attributes over the run's byte range (UTF-8): a family, size, weight,
/// slant and width that differ from the item's font; its colour and background colour (Pango
/// fills the run's logical extents, the height of its line); underline and strikethrough
/// (single lines) with their colours; letter spacing and rise; `tnum` for monospaced digits.
/// A run in the system face also gets that face's cut and drawn size for its size, its
/// tracking added to the run's own and, unless the text has a line height of its own, SF Pro's
/// line height for its size (`SystemFontMetrics`). A text's line height covers the whole text (Pango's absolute line
/// height). `fontAttributes` gives the same for a text without runs. Lengths are in Pango units
/// (1/1024 point), each limited to ±10⁶ points so that no value overflows Pango's 32-bit
/// integers. Colours are given at 8 bits per sRGB channel, each byte repeated to Pango's 16
/// (0xAB → 0xABAB), and an opacity below 1 as Pango's 16-bit alpha (at least 1, since 0 means
/// "unset" to Pango).
enum PangoRunAttributes {
    /// A new attribute list for `styled`; the caller unrefs it. `family` maps a family name to
    /// the one Pango is asked for (`PangoTextEngine.family`).
    static func list(for styled: StyledText, font base: Font.Resolved, family: (String) -> String) -> OpaquePointer {
        let styled = bounded(styled)
        let list = pango_attr_list_new()!
        let baseFace = SystemFontMetrics.face(base.family, size: base.size)
        let baseDrawnSize = SystemFontMetrics.drawnSize(base.family, size: base.size)
        let spacingLimit = letterSpacingLimit(styled)
        var warnedSpacing = false
        var start = 0
        for run in styled.runs {
            let end = start + run.string.utf8.count
            defer { start = end }
            guard end > start else { continue }
            func add(_ attribute: UnsafeMutablePointer<PangoAttribute>?) {
                guard let attribute else { return }
                attribute.pointee.start_index = UInt32(start)
                attribute.pointee.end_index = UInt32(end)
                pango_attr_list_insert(list, attribute)
            }
            // The system face's cut, tracking and line height follow each run's own size
            // (`SystemFontMetrics`).
            let runFamily = run.family ?? base.family, runSize = run.size ?? base.size
            let face = SystemFontMetrics.face(runFamily, size: runSize)
            if run.family != nil || face != baseFace { add(pango_attr_family_new(family(face))) }
            // The size Pango draws: the system face's is smaller than its point size
            // (`SystemFontMetrics.drawnSize`), so a run of another family keeps its own.
            let drawnSize = SystemFontMetrics.drawnSize(runFamily, size: runSize)
            if run.size != nil || drawnSize != baseDrawnSize { add(pango_attr_size_new(units(fontSize(drawnSize)))) }
            if let weight = run.weight { add(pango_attr_weight_new(PangoWeight(rawValue: UInt32(max(100, min(1000, weight)))))) }
            if let italic = run.italic { add(pango_attr_style_new(italic ? PANGO_STYLE_ITALIC : PANGO_STYLE_NORMAL)) }
            if let width = run.width {
                // Pango's stretch values count CSS's font-stretch levels from 0 (ultra-condensed).
                add(pango_attr_stretch_new(PangoStretch(rawValue: UInt32(Font.Width.stretchLevel(width) - 1))))
            }
            if let color = run.color {
                let (r, g, b) = channels(color)
                add(pango_attr_foreground_new(r, g, b))
                if color.opacity < 1 { add(pango_attr_foreground_alpha_new(alpha(color.opacity))) }
            }
            if let background = run.backgroundColor, background.opacity > 0 {
                let (r, g, b) = channels(background)
                add(pango_attr_background_new(r, g, b))
                if background.opacity < 1 { add(pango_attr_background_alpha_new(alpha(background.opacity))) }
            }
            if let underline = run.underline {
                add(pango_attr_underline_new(PANGO_UNDERLINE_SINGLE))
                if let c = underline.color { let (r, g, b) = channels(c); add(pango_attr_underline_color_new(r, g, b)) }
            }
            if let strikethrough = run.strikethrough {
                add(pango_attr_strikethrough_new(1))
                if let c = strikethrough.color { let (r, g, b) = channels(c); add(pango_attr_strikethrough_color_new(r, g, b)) }
            }
            var spacing = SystemFontMetrics.tracking(runFamily, size: runSize) + run.spacing
            if abs(spacing) > spacingLimit {
                if !warnedSpacing {
                    warnedSpacing = true
                    WarningLog.warn(
                        "Text(\"\(styled.plainText.prefix(20))\"): a letter spacing of \(spacing) points over its "
                            + "\(characterCount(styled)) characters is more than a Pango line holds (10⁶ points); "
                            + "using ±\(spacingLimit) (valid: -\(spacingLimit)...\(spacingLimit) for this text)")
                }
                spacing = spacing < 0 ? -spacingLimit : spacingLimit
            }
            if spacing != 0 { add(pango_attr_letter_spacing_new(units(spacing))) }
            if styled.lineHeight == nil, let height = SystemFontMetrics.lineHeight(runFamily, size: runSize) {
                add(pango_attr_line_height_new_absolute(units(height)))
            }
            if run.baselineOffset != 0 { add(pango_attr_rise_new(units(run.baselineOffset))) }
            if run.monospacedDigits { add(pango_attr_font_features_new("tnum")) }
        }
        if let height = styled.lineHeight, start > 0, let attribute = pango_attr_line_height_new_absolute(units(height)) {
            attribute.pointee.start_index = 0
            attribute.pointee.end_index = UInt32(start)
            pango_attr_list_insert(list, attribute)
        }
        return list
    }

    /// A new attribute list for a text of one font without runs: the system face's tracking and
    /// line height over the whole text (empty for other faces); the caller unrefs it.
    static func fontAttributes(_ font: Font.Resolved) -> OpaquePointer {
        let list = pango_attr_list_new()!
        let tracking = SystemFontMetrics.tracking(font.family, size: font.size)
        if tracking != 0 { pango_attr_list_insert(list, pango_attr_letter_spacing_new(units(tracking))) }
        if let height = SystemFontMetrics.lineHeight(font.family, size: font.size) {
            pango_attr_list_insert(list, pango_attr_line_height_new_absolute(units(height)))
        }
        return list
    }

    /// The largest positive letter spacing (points) any character of the text gets: each run's
    /// own plus the system face's tracking at its size, or the font's tracking without runs; 0
    /// when none is positive.
    static func largestLetterSpacing(_ styled: StyledText?, font base: Font.Resolved) -> CGFloat {
        guard let given = styled else { return max(0, SystemFontMetrics.tracking(base.family, size: base.size)) }
        let styled = bounded(given)
        var largest: CGFloat = 0
        let limit = letterSpacingLimit(styled)
        for run in styled.runs where !run.string.isEmpty {
            let size = run.size ?? base.size
            let spacing = SystemFontMetrics.tracking(run.family ?? base.family, size: size) + run.spacing
            if spacing.isFinite { largest = max(largest, min(spacing, limit)) }
        }
        return largest
    }

    /// The most runs of one text given to Pango: 10,000. Pango's itemizing and line breaking
    /// grow faster than the number of attribute ranges (100,000 Markdown style toggles took
    /// over 20 s a layout; 10,000 take a few hundredths of a second).
    static let maximumRuns = 10_000

    /// `styled` with at most `maximumRuns` runs and the same characters: unchanged when it has
    /// no more (so ordinary text is drawn exactly as before, each run shaped on its own);
    /// else adjacent runs of equal style are merged, and if that is not enough, the runs from
    /// the last kept one on become one run in the text's own style. Either way with a warning
    /// naming the text and the limit.
    static func bounded(_ styled: StyledText) -> StyledText {
        guard styled.runs.count > maximumRuns else { return styled }
        var runs: [StyledText.Run] = []
        runs.reserveCapacity(maximumRuns)
        var rest = ""
        for run in styled.runs {
            if rest.isEmpty, var last = runs.last, sameStyle(last, run) {
                last.string += run.string
                runs[runs.count - 1] = last
            } else if rest.isEmpty, runs.count < maximumRuns - 1 {
                runs.append(run)
            } else {
                rest += run.string
            }
        }
        if !rest.isEmpty { runs.append(StyledText.Run(rest)) }
        WarningLog.warn(
            "Text(\"\(styled.plainText.prefix(20))\"): \(styled.runs.count) styled runs are more than Pango is given "
                + "(at most \(maximumRuns)); equal neighbours are merged"
                + (rest.isEmpty ? "" : " and the text after run \(maximumRuns - 1) is drawn in the text's own style"))
        return StyledText(runs: runs, lineHeight: styled.lineHeight)
    }

    /// Whether two runs differ in their characters only.
    private static func sameStyle(_ a: StyledText.Run, _ b: StyledText.Run) -> Bool {
        var b = b
        b.string = a.string
        return a == b
    }

    /// The largest letter spacing (points, either way) that `styled` is drawn with: 10⁶ points
    /// shared among its characters. Pango lays out a line in 32-bit units of 1/1024 point
    /// (about 2 × 10⁶ points) and draws nothing of a text whose line overflows them (a
    /// `.kerning(3e9)` blanked the whole text), so a text's letter spacing summed over its
    /// characters stays within half that.
    static func letterSpacingLimit(_ styled: StyledText) -> CGFloat {
        1e6 / CGFloat(max(characterCount(styled), 1))
    }

    /// The Unicode scalars of all runs (each may take letter spacing).
    static func characterCount(_ styled: StyledText) -> Int {
        styled.runs.reduce(0) { $0 + $1.string.unicodeScalars.count }
    }

    /// A font size Pango accepts, in points: a size that is not finite or not positive (a hostile
    /// display list's) becomes 1/64 point, which draws nothing visible, instead of reaching
    /// Pango's `size >= 0` assertion or FreeType's error for a zero size; a larger one than
    /// `maximumFontSize` is drawn at that size (FreeType cannot scale a face to a million points).
    static func fontSize(_ points: CGFloat) -> CGFloat {
        points.isFinite && points > 1.0 / 64 ? min(points, maximumFontSize) : 1.0 / 64
    }

    /// The largest font size drawn, in points (at 3 pixels a point, 24,576-pixel glyphs).
    static let maximumFontSize: CGFloat = 8192

    /// `points` in Pango units, rounded, within ±10⁶ points.
    static func units(_ points: CGFloat) -> Int32 {
        let limited = min(max(Double(points), -1e6), 1e6)
        return Int32((limited * Double(PANGO_SCALE)).rounded())
    }

    /// The gamma-encoded sRGB channels of `c`, each rounded to 8 bits and widened to 16.
    static func channels(_ c: Color.Resolved) -> (UInt16, UInt16, UInt16) {
        func wide(_ v: Float) -> UInt16 { UInt16((v * 255).rounded()) * 257 }
        return (wide(c.red), wide(c.green), wide(c.blue))
    }

    /// An opacity in [0, 1] as Pango's alpha, 1…65535.
    static func alpha(_ opacity: Float) -> UInt16 {
        UInt16(max(1, Int((min(max(opacity, 0), 1) * 65535).rounded())))
    }
}
