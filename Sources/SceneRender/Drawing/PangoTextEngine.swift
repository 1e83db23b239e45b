import Foundation
import CCairo
import CPango

/// Text layout through Pango (pangocairo), used both to measure text for layout and to draw it.
///
/// Font options are fixed (antialias gray, hint style none, hint metrics off) so output does not
/// depend on the machine's fontconfig settings. Text is set as SwiftUI sets it: glyph positions
/// are not rounded to whole pixels, and a word broken across lines gets no hyphen. Not thread-safe: each renderer owns its engine.
///
/// **Missing font family.** A family that is not installed gives a warning naming it (once per
/// process, `WarningLog`) and the documented fallback `fallbackFamily` ("DejaVu Sans"),
/// rather than whatever fontconfig would substitute on this machine. Generic names (`sans-serif`,
/// `serif`, `monospace`, …) are accepted as they are.
///
/// **Long texts.** A text of more than `paragraphsPerBlock` (64) paragraphs is laid out in blocks
/// of that many paragraphs (`PangoTextBlocks`), with the same lines at the same positions: one
/// Pango layout costs time proportional to paragraphs × bytes (40,000 lines took 17 s), blocks
/// keep it linear in the text (`make bench BENCH_ARGS="--filter text/"`).
public final class PangoTextEngine: TextMeasurer {
    /// The family used in place of one that is not installed.
    public static let fallbackFamily = "DejaVu Sans"
    private static let genericFamilies: Set<String> = ["sans", "sans-serif", "serif", "monospace", "mono", "system-ui", "cursive", "fantasy"]
    private var installedFamilies: Set<String>?
    private var familyCache: [String: String] = [:]
    private let fontMap: OpaquePointer
    let context: OpaquePointer
    private let options: OpaquePointer
    /// The most paragraphs one Pango layout holds (see `PangoTextBlocks`); at least 1.
    var paragraphsPerBlock = 64 {
        didSet {
            paragraphsPerBlock = max(1, paragraphsPerBlock)
            drawnLayouts.removeAll()
        }
    }
    /// Texts laid out for drawing, by everything their layout depends on: a text drawn again in
    /// the next frame (most texts of most frames) is not shaped again. At most
    /// `drawnLayoutLimit` are kept; the cache is emptied when full.
    private var drawnLayouts: [DrawnTextKey: PangoTextBlocks] = [:]
    /// Sizes measured, by what decides them (`drawnLayoutLimit` at most, emptied when full).
    private var measuredSizes: [DrawnTextKey: CGSize] = [:]
    /// `inkBounds` by string and font (symbol glyphs: few distinct ones), emptied when full.
    private var inkRects: [DrawnTextKey: (ink: CGRect, logical: CGSize)?] = [:]
    static let drawnLayoutLimit = 1024
    /// The canvas scale the context was last set to by `draw` (its matrix is that scale, in
    /// both axes). Setting the context again, even to the same matrix, makes every layout made
    /// on it lay itself out again, so it is set only when the scale changes.
    private var contextScale: Double?
    /// Pango's work for the layouts made so far, in its cost model: the sum over layouts of
    /// paragraphs × bytes (each paragraph scans the text before it).
    private(set) var layoutWork = 0

    public init() {
        fontMap = OpaquePointer(pango_cairo_font_map_new())
        context = pango_font_map_create_context(UnsafeMutablePointer(fontMap))
        options = cairo_font_options_create()
        cairo_font_options_set_antialias(options, CAIRO_ANTIALIAS_GRAY)
        cairo_font_options_set_hint_style(options, CAIRO_HINT_STYLE_NONE)
        cairo_font_options_set_hint_metrics(options, CAIRO_HINT_METRICS_OFF)
        pango_cairo_context_set_font_options(context, options)
        pango_cairo_context_set_resolution(context, 72) // 1 pt = 1 px at scale 1
        // Glyphs at the font's fractional advances, as SwiftUI sets them: Pango's default rounds
        // each position to a whole pixel, which makes small text up to 20 % too wide.
        pango_context_set_round_glyph_positions(context, 0)
    }

    deinit {
        g_object_unref(UnsafeMutableRawPointer(context))
        g_object_unref(UnsafeMutableRawPointer(fontMap))
        cairo_font_options_destroy(options)
    }

    /// The family to ask Pango for: `name` when installed (or generic), else the fallback.
    func family(_ name: String) -> String {
        if let known = familyCache[name] { return known }
        if installedFamilies == nil {
            var families: UnsafeMutablePointer<UnsafeMutablePointer<PangoFontFamily>?>?
            var count: Int32 = 0
            pango_font_map_list_families(UnsafeMutablePointer(fontMap), &families, &count)
            var names = Set<String>()
            for i in 0..<Int(count) {
                if let f = families?[i], let n = pango_font_family_get_name(f) { names.insert(String(cString: n).lowercased()) }
            }
            g_free(families)
            installedFamilies = names
        }
        let wanted = name.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces).lowercased() }
        let found = wanted.contains { installedFamilies!.contains($0) || Self.genericFamilies.contains($0) }
        let result = found ? name : Self.fallbackFamily
        if !found {
            WarningLog.warn("font family '\(name)' is not installed; using \(Self.fallbackFamily)")
        }
        familyCache[name] = result
        return result
    }

    /// A Pango layout for `string`; the caller unrefs it.
    func makeLayout(
        _ string: String, font: Font.Resolved, width: CGFloat?, lineLimit: Int?, alignment: TextAlignment,
        styled: StyledText? = nil, truncation: Text.TruncationMode = .tail
    ) -> OpaquePointer {
        let layout = emptyLayout(font: font, width: width, lineLimit: lineLimit, alignment: alignment, truncation: truncation)
        let attributes: OpaquePointer
        if let styled {
            pango_layout_set_text(layout, styled.plainText, -1)
            attributes = PangoRunAttributes.list(for: styled, font: font, family: family)
        } else {
            pango_layout_set_text(layout, string, -1)
            attributes = PangoRunAttributes.fontAttributes(font)
        }
        // SwiftUI breaks a word that does not fit its line without a hyphen; Pango adds one by
        // default.
        pango_attr_list_insert(attributes, pango_attr_insert_hyphens_new(0))
        pango_layout_set_attributes(layout, attributes)
        pango_attr_list_unref(attributes)
        return layout
    }

    /// A layout with the font, width, line limit and alignment set and no text; the caller unrefs it.
    private func emptyLayout(
        font: Font.Resolved, width: CGFloat?, lineLimit: Int?, alignment: TextAlignment,
        truncation: Text.TruncationMode
    ) -> OpaquePointer {
        let layout = pango_layout_new(context)!
        let desc = pango_font_description_new()!
        pango_font_description_set_family(desc, family(SystemFontMetrics.face(font.family, size: font.size)))
        let size = PangoRunAttributes.fontSize(SystemFontMetrics.drawnSize(font.family, size: font.size))
        pango_font_description_set_absolute_size(desc, Double(size) * Double(PANGO_SCALE))
        pango_font_description_set_weight(desc, PangoWeight(rawValue: UInt32(max(100, min(1000, font.weight)))))
        pango_font_description_set_style(desc, font.italic ? PANGO_STYLE_ITALIC : PANGO_STYLE_NORMAL)
        if font.width != 0 {
            // Pango's stretch values count CSS's font-stretch levels from 0 (ultra-condensed).
            pango_font_description_set_stretch(desc, PangoStretch(rawValue: UInt32(Font.Width.stretchLevel(font.width) - 1)))
        }
        if !font.variations.isEmpty { pango_font_description_set_variations(desc, font.variations) }
        pango_layout_set_font_description(layout, desc)
        pango_font_description_free(desc)
        // The system face's lines are its leading apart (`SystemFontMetrics.lineGap`).
        let gap = SystemFontMetrics.lineGap(font.family, size: font.size)
        if gap > 0 { pango_layout_set_spacing(layout, PangoRunAttributes.units(gap)) }
        if let width, width.isFinite, width >= 0 {
            // Pango measures in Int32 units of 1/1024 point: widths beyond 10⁶ points are as good
            // as unlimited and must not overflow.
            pango_layout_set_width(layout, Int32((min(Double(width), 1e6) * Double(PANGO_SCALE)).rounded(.up)))
            pango_layout_set_wrap(layout, PANGO_WRAP_WORD_CHAR)
        }
        if let lineLimit, lineLimit > 0 {
            pango_layout_set_height(layout, -Int32(clamping: lineLimit))
            switch truncation {
            case .tail: pango_layout_set_ellipsize(layout, PANGO_ELLIPSIZE_END)
            case .head: pango_layout_set_ellipsize(layout, PANGO_ELLIPSIZE_START)
            case .middle: pango_layout_set_ellipsize(layout, PANGO_ELLIPSIZE_MIDDLE)
            }
        }
        switch alignment {
        case .leading: pango_layout_set_alignment(layout, PANGO_ALIGN_LEFT)
        case .center: pango_layout_set_alignment(layout, PANGO_ALIGN_CENTER)
        case .trailing: pango_layout_set_alignment(layout, PANGO_ALIGN_RIGHT)
        }
        return layout
    }

    /// `string` (or `styled`'s runs) laid out as `makeLayout` does, in blocks of at most
    /// `paragraphsPerBlock` paragraphs: one block, `makeLayout`'s layout, when it has no more.
    func makeBlocks(
        _ string: String, font: Font.Resolved, width: CGFloat?, lineLimit: Int?, alignment: TextAlignment,
        styled: StyledText? = nil, truncation: Text.TruncationMode = .tail
    ) -> PangoTextBlocks {
        // The space between lines, also between blocks (`SystemFontMetrics.lineGap`).
        let spacing = Int64(PangoRunAttributes.units(SystemFontMetrics.lineGap(font.family, size: font.size)))
        // The plain text and, for runs, their attributes, made once.
        let text = (styled?.plainText ?? string).utf8CString
        let attributes =
            styled.map { PangoRunAttributes.list(for: $0, font: font, family: family) }
            ?? PangoRunAttributes.fontAttributes(font)
        defer { pango_attr_list_unref(attributes) }
        return text.withUnsafeBufferPointer { whole in
            let bytes = UnsafeBufferPointer(rebasing: whole.dropLast()) // without the terminating NUL
            let ranges = PangoTextBlocks.blockRanges(of: bytes, perBlock: paragraphsPerBlock)
            if ranges.count == 1 {
                layoutWork += ranges[0].paragraphs * max(bytes.count, 1)
                // makeLayout's layout, with the runs' attributes made above (not made again).
                let layout = emptyLayout(
                    font: font, width: width, lineLimit: lineLimit, alignment: alignment,
                    truncation: truncation)
                pango_layout_set_text(layout, whole.baseAddress!, -1)
                let list = pango_attr_list_ref(attributes)!
                pango_attr_list_insert(list, pango_attr_insert_hyphens_new(0))
                pango_layout_set_attributes(layout, list)
                pango_attr_list_unref(list)
                return PangoTextBlocks(layouts: [layout], spacing: spacing)
            }
            let lists = PangoTextBlocks.cut(attributes, to: ranges.map(\.bytes))
            var layouts: [OpaquePointer] = []
            layouts.reserveCapacity(ranges.count)
            for (block, list) in zip(ranges, lists) {
                let layout = emptyLayout(
                    font: font, width: width, lineLimit: lineLimit, alignment: alignment,
                    truncation: truncation)
                pango_layout_set_text(layout, bytes.baseAddress! + block.bytes.lowerBound, Int32(block.bytes.count))
                pango_attr_list_insert(list, pango_attr_insert_hyphens_new(0))
                pango_layout_set_attributes(layout, list)
                pango_attr_list_unref(list)
                layoutWork += block.paragraphs * max(block.bytes.count, 1)
                layouts.append(layout)
            }
            let blocks = PangoTextBlocks(layouts: layouts, spacing: spacing)
            if width == nil {
                // Whole points, more than any letter spacing of the text (`alignInWidestBlock`).
                let spacing = PangoRunAttributes.largestLetterSpacing(styled, font: font)
                blocks.alignInWidestBlock(alignment, padding: Int64(PANGO_SCALE) * Int64(min(1e6, max(0, spacing)).rounded(.up) + 1))
            }
            return blocks
        }
    }

    public func measure(_ styled: StyledText, font: Font.Resolved, width: CGFloat?, lineLimit: Int?) -> CGSize {
        measure("", font: font, width: width, lineLimit: lineLimit, styled: styled, scale: SystemFontMetrics.defaultDisplayScale)
    }

    public func measure(_ string: String, font: Font.Resolved, width: CGFloat?, lineLimit: Int?) -> CGSize {
        measure(string, font: font, width: width, lineLimit: lineLimit, styled: nil, scale: SystemFontMetrics.defaultDisplayScale)
    }

    public func measure(_ styled: StyledText, font: Font.Resolved, width: CGFloat?, lineLimit: Int?, scale: CGFloat) -> CGSize {
        measure("", font: font, width: width, lineLimit: lineLimit, styled: styled, scale: scale)
    }

    public func measure(_ string: String, font: Font.Resolved, width: CGFloat?, lineLimit: Int?, scale: CGFloat) -> CGSize {
        measure(string, font: font, width: width, lineLimit: lineLimit, styled: nil, scale: scale)
    }

    private func measure(
        _ string: String, font: Font.Resolved, width: CGFloat?, lineLimit: Int?, styled: StyledText?, scale: CGFloat
    ) -> CGSize {
        let key = DrawnTextKey(string: string, styled: styled, font: font, width: width, lineLimit: lineLimit, scale: scale)
        if let known = measuredSizes[key] { return known }
        let size = measureLaidOut(string, font: font, width: width, lineLimit: lineLimit, styled: styled, scale: scale)
        if measuredSizes.count >= Self.drawnLayoutLimit { measuredSizes.removeAll(keepingCapacity: true) }
        measuredSizes[key] = size
        return size
    }

    private func measureLaidOut(
        _ string: String, font: Font.Resolved, width: CGFloat?, lineLimit: Int?, styled: StyledText?, scale: CGFloat
    ) -> CGSize {
        let blocks = makeBlocks(string, font: font, width: width, lineLimit: lineLimit, alignment: .leading, styled: styled)
        // Pango leaves the letter spacing after a line's last character out of its width, but
        // needs it to fit a line in a given width: the text would wrap in the width it
        // measured. The width includes it, as iOS counts the tracking after the last character.
        // Rounded up to a device pixel (1/scale point, a third at the default @3x), as iOS
        // rounds text to pixels.
        let trailing = PangoRunAttributes.largestLetterSpacing(styled, font: font)
        // A truncated text is as wide as its truncated lines, as iOS measures it (a card around
        // a truncated line hugs it), not as wide as the width it was offered.
        let logicalWidth = lineLimit == nil ? blocks.logicalWidth : Self.truncatedWidth(blocks) ?? blocks.logicalWidth
        let w = SystemFontMetrics.roundedUp(CGFloat(logicalWidth) / CGFloat(PANGO_SCALE) + trailing, scale: scale)
        let h = SystemFontMetrics.roundedUp(CGFloat(blocks.logicalHeight) / CGFloat(PANGO_SCALE), scale: scale)
        let measured = CGSize(width: w, height: h)
        if let width, width.isFinite { return CGSize(width: min(measured.width, max(width, 0)), height: measured.height) }
        return measured
    }

    /// The widest line of `blocks` as drawn, Pango units, when a line is ellipsized; nil when
    /// none is. Pango widens the ellipsis glyph of a truncated line to fill the gap the removed
    /// text leaves, so such a line's logical width is the whole layout width (plus the letter
    /// spacing): the ellipsis counts here at its own advance, shaped again in its run's font.
    static func truncatedWidth(_ blocks: PangoTextBlocks) -> Int64? {
        var widest: Int64 = 0, truncated = false
        for block in blocks.blocks where pango_layout_is_ellipsized(block.layout) != 0 {
            truncated = true
            var lines = pango_layout_get_lines_readonly(block.layout)
            while let node = lines {
                lines = node.pointee.next
                let line = node.pointee.data.assumingMemoryBound(to: PangoLayoutLine.self)
                var width: Int64 = 0
                var runs = line.pointee.runs
                while let runNode = runs {
                    runs = runNode.pointee.next
                    let run = runNode.pointee.data.assumingMemoryBound(to: PangoGlyphItem.self)
                    guard let glyphs = run.pointee.glyphs, let item = run.pointee.item else { continue }
                    if item.pointee.analysis.flags & UInt8(PANGO_ANALYSIS_FLAG_IS_ELLIPSIS) != 0 {
                        width += ellipsisAdvance(glyphCount: Int(glyphs.pointee.num_glyphs), analysis: &item.pointee.analysis)
                    } else {
                        width += Int64(pango_glyph_string_get_width(glyphs))
                    }
                }
                widest = max(widest, width)
            }
        }
        return truncated ? widest : nil
    }

    /// The advance of Pango's ellipsis (U+2026, or three full stops when its run has three
    /// glyphs, as Pango falls back) in the font of `analysis`, Pango units.
    private static func ellipsisAdvance(glyphCount: Int, analysis: UnsafeMutablePointer<PangoAnalysis>) -> Int64 {
        let text = glyphCount == 3 ? "..." : "\u{2026}"
        guard let glyphs = pango_glyph_string_new() else { return 0 }
        defer { pango_glyph_string_free(glyphs) }
        text.withCString { pango_shape($0, Int32(strlen($0)), analysis, glyphs) }
        return Int64(pango_glyph_string_get_width(glyphs))
    }

    /// Pango's baselines of the first and the last line, in points from the layout's top (where
    /// `draw` puts the frame's top).
    public func baselines(_ string: String, font: Font.Resolved, width: CGFloat?, lineLimit: Int?) -> (first: CGFloat, last: CGFloat) {
        let layout = makeLayout(string, font: font, width: width, lineLimit: lineLimit, alignment: .leading)
        defer { g_object_unref(UnsafeMutableRawPointer(layout)) }
        let scale = CGFloat(PANGO_SCALE)
        let first = CGFloat(pango_layout_get_baseline(layout)) / scale
        guard let iter = pango_layout_get_iter(layout) else { return (first, first) }
        defer { pango_layout_iter_free(iter) }
        while pango_layout_iter_next_line(iter) != 0 {}
        return (first, CGFloat(pango_layout_iter_get_baseline(iter)) / scale)
    }

    /// Pango's ink extents of `string` on one line, in points from the layout's top-left, with
    /// the layout's logical size; nil when nothing is inked.
    public func inkBounds(_ string: String, font: Font.Resolved) -> (ink: CGRect, logical: CGSize)? {
        let key = DrawnTextKey(string: string, styled: nil, font: font, width: nil, lineLimit: 1, scale: 0)
        if let known = inkRects[key] { return known }
        let layout = makeLayout(string, font: font, width: nil, lineLimit: 1, alignment: .leading)
        defer { g_object_unref(UnsafeMutableRawPointer(layout)) }
        var ink = PangoRectangle(), logical = PangoRectangle()
        pango_layout_get_extents(layout, &ink, &logical)
        let unit = Double(PANGO_SCALE)
        let result: (ink: CGRect, logical: CGSize)? =
            ink.width > 0 && ink.height > 0
            ? (CGRect(x: Double(ink.x - logical.x) / unit, y: Double(ink.y - logical.y) / unit,
                      width: Double(ink.width) / unit, height: Double(ink.height) / unit),
               CGSize(width: Double(logical.width) / unit, height: Double(logical.height) / unit))
            : nil
        if inkRects.count >= Self.drawnLayoutLimit { inkRects.removeAll(keepingCapacity: true) }
        inkRects[key] = result
        return result
    }

    /// The logical width of `string` on one line, in points, unrounded.
    func exactWidth(_ string: String, font: Font.Resolved) -> CGFloat {
        let layout = makeLayout(string, font: font, width: nil, lineLimit: nil, alignment: .leading)
        defer { g_object_unref(UnsafeMutableRawPointer(layout)) }
        var logical = PangoRectangle()
        pango_layout_get_extents(layout, nil, &logical)
        return CGFloat(Double(logical.width) / Double(PANGO_SCALE))
    }

    /// The lines `string` wraps onto at `width` points: each line's characters and its logical
    /// width in points, unrounded (what a hyphen added at a break would widen).
    func wrappedLines(_ string: String, font: Font.Resolved, width: CGFloat) -> [(text: String, width: CGFloat)] {
        let layout = makeLayout(string, font: font, width: width, lineLimit: nil, alignment: .leading)
        defer { g_object_unref(UnsafeMutableRawPointer(layout)) }
        let bytes = Array(string.utf8)
        var out: [(text: String, width: CGFloat)] = []
        // The list of lines, walked once (asking for line i walks the list from the start).
        var node = pango_layout_get_lines_readonly(layout)
        while let item = node {
            node = item.pointee.next
            guard let line = item.pointee.data?.assumingMemoryBound(to: PangoLayoutLine.self) else { continue }
            let start = Int(line.pointee.start_index), length = Int(line.pointee.length)
            var logical = PangoRectangle()
            pango_layout_line_get_extents(line, nil, &logical)
            let text = String(decoding: bytes[start..<min(bytes.count, start + length)], as: UTF8.self)
            out.append((text, CGFloat(Double(logical.width) / Double(PANGO_SCALE))))
        }
        return out
    }

    /// Draws a text item on `cr`, whose matrix is already the item's transform on a canvas of
    /// `scale` pixels per point.
    ///
    /// The text is laid out at the canvas scale alone and its glyphs are then drawn through the
    /// item's transform, as Core Text lays out a line in points and the view's transform maps
    /// what is drawn: a `scaleEffect` or `rotationEffect` does not move glyphs along the line
    /// (laid out through a skewing matrix, Pango set them closer together), and a text whose
    /// transform changes every frame is not laid out again, nor its fonts matched again by
    /// fontconfig, each frame (`TransformedTextTests`).
    func draw(_ item: TextItem, on cr: OpaquePointer, scale: Double, paint: (OpaquePointer, Paint, CGRect) -> Void) {
        // Pango breaks lines with letter spacing (styled runs) at a few points more than the
        // text's measured width: text whose natural width fits its frame is laid out unwrapped.
        var width: CGFloat? = item.frame.width
        if let styled = item.styled,
            measure(styled, font: item.font, width: nil, lineLimit: item.lineLimit).width <= item.frame.width + 0.5
        {
            width = nil
        }
        let key = DrawnTextKey(
            string: item.string, styled: item.styled, font: item.font, width: width, lineLimit: item.lineLimit,
            alignment: item.alignment, truncation: item.truncationMode)
        let blocks: PangoTextBlocks
        if let known = drawnLayouts[key] {
            blocks = known
        } else {
            blocks = makeBlocks(
                item.string, font: item.font, width: width, lineLimit: item.lineLimit, alignment: item.alignment,
                styled: item.styled, truncation: item.truncationMode)
            if drawnLayouts.count >= Self.drawnLayoutLimit { drawnLayouts.removeAll(keepingCapacity: true) }
            drawnLayouts[key] = blocks
        }
        if scale != contextScale {
            var m = PangoMatrix(xx: scale, xy: 0, yx: 0, yy: scale, x0: 0, y0: 0)
            pango_context_set_matrix(context, &m)
            contextScale = scale
        }
        cairo_move_to(cr, Double(item.frame.minX), Double(item.frame.minY))
        paint(cr, item.paint, item.frame)
        // Blocks wholly above or below the clip are not drawn (user space: the item's transform).
        var clipTop = 0.0, clipBottom = 0.0, x1 = 0.0, x2 = 0.0
        cairo_clip_extents(cr, &x1, &clipTop, &x2, &clipBottom)
        let scale = Double(PANGO_SCALE)
        let left = Double(item.frame.minX) + Double(blocks.horizontalShift) / scale
        for block in blocks.blocks {
            let top = Double(item.frame.minY) + Double(block.top) / scale
            if blocks.blocks.count > 1, top > clipBottom || top + Double(block.logical.height) / scale < clipTop { continue }
            cairo_move_to(cr, left, top)
            pango_cairo_show_layout(cr, block.layout)
        }
    }
}

/// What a text's layout and size depend on (besides the engine's context and block size).
struct DrawnTextKey: Hashable {
    var string: String
    var styled: StyledText?
    var font: Font.Resolved
    var width: CGFloat?
    var lineLimit: Int?
    var alignment: TextAlignment = .leading
    var truncation: Text.TruncationMode = .tail
    /// The display scale sizes are rounded up to a pixel of (0 for a layout drawn).
    var scale: CGFloat = 0
}
