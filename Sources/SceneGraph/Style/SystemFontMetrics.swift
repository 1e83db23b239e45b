import Foundation

/// How the system face is set, as iOS sets SF Pro: which cut draws a size, the tracking added at
/// each size, and the height of a line.
///
/// **The face.** SF Pro is not free to redistribute; Inter (SIL Open Font License 1.1, Debian's
/// `fonts-inter`) is the open face closest to it: the same proportions, nine weights and true
/// italics. Measured on the same lines, Inter alone sets 5.9 % wider than SF Pro; with SF Pro's
/// tracking below applied it is within 0.7 % (median). As SF Pro switches from its Text to its
/// Display cut at 20 points, text of 20 points and more is drawn with Inter Display, Inter's cut
/// for large sizes. Every text whose family is `family` ("Inter") is set this way, whether it
/// comes from `Font.system` or from `Font.custom("Inter", size:)`.
///
/// **Size.** Inter's capitals are taller than SF Pro's: its cap height is 2048/2816 em (Inter) and
/// 1472/2048 em (Inter Display) against SF Pro's 1443/2048 em (Text and Display alike; the SF
/// Symbols template's cap line, 70.46 at 100 points). So the system face is drawn at the size that
/// gives SF Pro's cap height, `drawnSize(_:size:)`: 0.9688 × the point size with Inter, 0.9803 ×
/// with Inter Display (`capHeightScale`). Measured in the iOS reference suite at @2x, body text's
/// ink was one pixel taller than iOS's at full size (24.7 against 24 pixels from cap line to
/// baseline) and is as tall drawn so. Layout is unchanged by it: a line's height and leading are
/// SF Pro's, set from the point size below.
///
/// **Tracking.** iOS adds a size-specific tracking to every system-font text: Apple's Human
/// Interface Guidelines publish it ("Typography", "Tracking values", SF Pro) in points for sizes
/// 6 to 96 (−0.43 pt at 17 pt, +0.40 pt at 34 pt). `tracking(forSize:)` gives that table,
/// linear between its rows; below 6 pt it scales the 6 pt value (+41/1000 em), from 96 pt it is
/// 0. `.tracking(_:)` and `.kerning(_:)` add to it. The table was matched with Inter at full
/// size; drawn smaller (above), each glyph loses (1 − `capHeightScale`) × its advance, which
/// `tracking(_:size:)` gives back per character as the cut's mean advance (`meanAdvance`), so
/// that lines keep the widths the table gives (median within 1 % of iOS's over the suite's
/// 46 lines, as before).
///
/// **Line height.** A line of SF Pro is its ascender plus descender, (1950 + 494) / 2048 em =
/// 1.1934 em (UIFont's `lineHeight`: 20.29 pt at 17 pt). Lines here are that tall whatever the
/// face's own metrics (Inter's natural line is 1.21 em), in fractional points; measured sizes are
/// rounded up to a device pixel, 1/`EnvironmentValues.displayScale` point (a third of a point
/// by default, the pixel of the @3x screens iOS's reference numbers come from: one 17 pt line is
/// 20.33 pt, as iOS lays it out).
///
/// **Leading.** The lines of a multi-line text are further apart than one line is tall: their
/// baselines are the leading of the Dynamic Type table apart (HIG "Typography", "Dynamic Type
/// sizes": 22 pt at 17 pt, 34 at 28, 41 at 34), which is a function of the point size alone (every
/// style and category of the table that has the same size has the same leading). Measured in
/// PNGs that iOS drew (the iOS reference suite, cases `previewsnapshots-simple-long` and
/// `previewsnapshots-previewstate-long`, @1x): the three lines of a body text have their
/// baselines 22 px apart, and the whole text is one line plus 2 × 22 pt tall (the title above
/// it sits 22 pt higher than above a one-line body). So the first line keeps its single-line
/// height and each further line adds the leading: `lineGap` (leading − line height, 1.71 pt at
/// 17 pt) is set between lines, never above the first or below the last.
public enum SystemFontMetrics {
    /// The system face's family (SF Pro Text's stand-in).
    public static let family = "Inter"
    /// The rounded design's face (SF Pro Rounded's stand-in, see `Font.family(for:)`): set with
    /// the system face's line height and leading (SF Pro Rounded has SF Pro's vertical
    /// metrics) and SF Pro's tracking table, as iOS sets SF Pro Rounded.
    public static let roundedFamily = "Quicksand"
    /// The serif design's face (New York's stand-in, see `Font.family(for:)`): set with the
    /// system face's line height and leading, without tracking. New York's lines are SF Pro's
    /// height: iOS drew a 15 pt New York capsule (the iOS reference suite's
    /// `challenge-chip-selected`) 101 px tall at @3x, one 17.9 pt line and its 8 pt paddings;
    /// Schola's own line (1.467 em) made it 1.127 times as tall.
    public static let serifFamily = "TeX Gyre Schola"
    /// The monospaced design's face (SF Mono's stand-in, see `Font.family(for:)`).
    public static let monospacedFamily = "Noto Sans Mono"
    /// The glyphs of `Image(systemName:)` (SF Symbols' stand-in, see `SymbolCatalog`).
    public static let symbolFamily = "Material Symbols Outlined"
    /// The cut for `displayMinimumSize` and larger (SF Pro Display's stand-in).
    public static let displayFamily = "Inter Display"
    /// From this size (points) on, the system face draws with `displayFamily`.
    public static let displayMinimumSize: CGFloat = 20
    /// SF Pro's line height per point of size (ascender + descender over units per em).
    public static let lineHeightPerEm: CGFloat = (1950 + 494) / 2048
    /// The display scale layout rounds text to when none is given (`EnvironmentValues.displayScale`):
    /// @3x, whose pixel is a third of a point.
    public static let defaultDisplayScale: CGFloat = 3
    /// Measured text sizes are rounded up to a multiple of this (points) at the default scale:
    /// one pixel at @3x.
    public static let layoutGranularity: CGFloat = 1.0 / defaultDisplayScale

    /// SF Pro's tracking table (Human Interface Guidelines, "Tracking values"): size in points,
    /// tracking in points.
    static let trackingTable: [(size: CGFloat, tracking: CGFloat)] = [
        (6, 0.24), (7, 0.23), (8, 0.21), (9, 0.17), (10, 0.12), (11, 0.06), (12, 0), (13, -0.08),
        (14, -0.15), (15, -0.23), (16, -0.31), (17, -0.43), (18, -0.44), (19, -0.45), (20, -0.45),
        (21, -0.36), (22, -0.26), (23, -0.10), (24, 0.07), (25, 0.15), (26, 0.22), (27, 0.29),
        (28, 0.38), (29, 0.40), (30, 0.40), (31, 0.39), (32, 0.41), (33, 0.40), (34, 0.40),
        (35, 0.38), (36, 0.37), (37, 0.36), (38, 0.37), (39, 0.38), (40, 0.37), (41, 0.36),
        (42, 0.37), (43, 0.38), (44, 0.37), (45, 0.35), (46, 0.36), (47, 0.37), (48, 0.35),
        (49, 0.33), (50, 0.34), (51, 0.35), (52, 0.33), (53, 0.31), (54, 0.32), (56, 0.30),
        (58, 0.28), (60, 0.26), (62, 0.24), (64, 0.22), (66, 0.19), (68, 0.17), (70, 0.14),
        (72, 0.14), (76, 0.07), (80, 0), (96, 0)
    ]

    /// SF Pro's cap height per point of size (1443 / 2048 em), the cap height the system face
    /// is drawn with and on whose middle a symbol is centred.
    public static let capHeightPerEm: CGFloat = 1443.0 / 2048.0

    /// The factor from a point size to the size Inter is drawn at so that its capitals are SF
    /// Pro's height: SF Pro's cap height over the cut's (Inter 2048 / 2816 em, Inter Display
    /// 1472 / 2048 em).
    static func capHeightScale(display: Bool) -> CGFloat {
        capHeightPerEm / (display ? 1472.0 / 2048.0 : 2048.0 / 2816.0)
    }

    /// The mean advance of a character of the cut, in em: Inter's 0.49 em, fitted on the iOS
    /// reference suite's lines (the tracking that keeps their widths when the glyphs are drawn
    /// at `capHeightScale`); Inter Display's in proportion to the cuts' average character widths
    /// (OS/2 `xAvgCharWidth`: 0.5869 against 0.6527 em).
    static func meanAdvance(display: Bool) -> CGFloat {
        display ? 0.49 * 0.5869 / 0.6527 : 0.49
    }

    /// The size in points Pango is asked for to draw `family` at `size` points: for the system
    /// face the size at which its cap height is SF Pro's (`capHeightScale`), else `size`.
    public static func drawnSize(_ family: String, size: CGFloat) -> CGFloat {
        guard isSystem(family) else { return size }
        return size * capHeightScale(display: size >= displayMinimumSize)
    }

    /// Whether `family` is set with the system face's metrics.
    public static func isSystem(_ family: String) -> Bool { family == Self.family }

    /// The tracking iOS adds to system text of `size` points, in points (0 for a size that is
    /// not finite or not positive).
    public static func tracking(forSize size: CGFloat) -> CGFloat {
        guard size.isFinite, size > 0 else { return 0 }
        let table = trackingTable
        if size <= table[0].size { return table[0].tracking * size / table[0].size }
        guard size < table[table.count - 1].size else { return 0 }
        var upper = 1
        while table[upper].size < size { upper += 1 }
        let a = table[upper - 1], b = table[upper]
        return a.tracking + (b.tracking - a.tracking) * (size - a.size) / (b.size - a.size)
    }

    /// The family Pango is asked for to draw `family` at `size` points: the Display cut for the
    /// system face from `displayMinimumSize`, else `family` itself.
    public static func face(_ family: String, size: CGFloat) -> String {
        isSystem(family) && size >= displayMinimumSize ? displayFamily : family
    }

    /// The tracking added to text of `family` at `size` points: for the system face the table's
    /// plus the width its glyphs lose being drawn at `drawnSize` (per character: (1 −
    /// `capHeightScale`) × `meanAdvance` em); for the rounded face the table's (it is drawn at
    /// full size); 0 for other faces and for a size that is not finite or not positive.
    public static func tracking(_ family: String, size: CGFloat) -> CGFloat {
        if family == roundedFamily { return tracking(forSize: size) }
        guard isSystem(family), size.isFinite, size > 0 else { return 0 }
        let display = size >= displayMinimumSize
        return tracking(forSize: size) + (1 - capHeightScale(display: display)) * meanAdvance(display: display) * size
    }

    /// The height of one line of `family` at `size` points when the system's metrics set it (the
    /// system face, the rounded face and the serif face), in points; nil for other faces (their
    /// own line height).
    public static func lineHeight(_ family: String, size: CGFloat) -> CGFloat? {
        (isSystem(family) || family == roundedFamily || family == serifFamily) && size.isFinite && size > 0 ? size * lineHeightPerEm : nil
    }

    /// The space between two lines of `family` at `size` points (baseline to baseline less one
    /// line's height), in points: the Dynamic Type table's leading for the size
    /// (`DynamicTypeTable.leading(forSize:)`) less `lineHeight`, for the system face; 0 for other
    /// faces, and where the table's leading is less than a line (11 pt: 13 against 13.13).
    public static func lineGap(_ family: String, size: CGFloat) -> CGFloat {
        guard let line = lineHeight(family, size: size) else { return 0 }
        return max(0, DynamicTypeTable.leading(forSize: size) - line)
    }

    /// `length` (points) rounded up to a device pixel, 1/`scale` point (a scale that is not finite
    /// or not positive counts as the default, 3); a value within 10⁻⁶ pixel above a step stays on
    /// it, so that an exact multiple is not pushed up by rounding noise.
    public static func roundedUp(_ length: CGFloat, scale: CGFloat = defaultDisplayScale) -> CGFloat {
        guard length.isFinite else { return length }
        let scale = scale.isFinite && scale > 0 ? scale : defaultDisplayScale
        return ((length * scale) - 1e-6).rounded(.up) / scale
    }
}

extension Font.Resolved {
    /// The height of one line of this font in points: SF Pro's for the system face
    /// (`SystemFontMetrics`), else 1.164 em, DejaVu Sans's (the fallback faces).
    public var lineHeight: CGFloat {
        SystemFontMetrics.lineHeight(family, size: size) ?? size * 1.164
    }
}
