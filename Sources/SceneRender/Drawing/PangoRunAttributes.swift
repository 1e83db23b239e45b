import Foundation
import CCairo
import CPango

/// Styled runs (`StyledText`) as Pango attributes over their plain text: where the display list's
/// renderer-neutral description of a text becomes Pango's.
///
/// Each run's fields become attributes over the run's byte range (UTF-8): a family, size, weight,
/// slant and width that differ from the item's font; its colour; underline and strikethrough
/// (single lines) with their colours; letter spacing and rise; `tnum` for monospaced digits. A
/// line height covers the whole text (Pango's absolute line height). Lengths are in Pango units
/// (1/1024 point), each limited to ±10⁶ points so that no value overflows Pango's 32-bit
/// integers. Colours are given at 8 bits per sRGB channel, each byte repeated to Pango's 16
/// (0xAB → 0xABAB), and an opacity below 1 as Pango's 16-bit alpha (at least 1, since 0 means
/// "unset" to Pango).
enum PangoRunAttributes {
    /// A new attribute list for `styled`; the caller unrefs it. `family` maps a family name to
    /// the one Pango is asked for (`PangoTextEngine.family`).
    static func list(for styled: StyledText, family: (String) -> String) -> OpaquePointer {
        let list = pango_attr_list_new()!
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
            if let name = run.family { add(pango_attr_family_new(family(name))) }
            if let size = run.size { add(pango_attr_size_new(units(size))) }
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
            if let underline = run.underline {
                add(pango_attr_underline_new(PANGO_UNDERLINE_SINGLE))
                if let c = underline.color { let (r, g, b) = channels(c); add(pango_attr_underline_color_new(r, g, b)) }
            }
            if let strikethrough = run.strikethrough {
                add(pango_attr_strikethrough_new(1))
                if let c = strikethrough.color { let (r, g, b) = channels(c); add(pango_attr_strikethrough_color_new(r, g, b)) }
            }
            if run.spacing != 0 { add(pango_attr_letter_spacing_new(units(run.spacing))) }
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
