import Foundation
import CCairo

/// Draws display lists with Cairo into an ARGB32 image surface and returns straight RGBA pixels.
///
/// Everything a display list can say is drawn: fills (non-zero and even-odd), strokes (width,
/// cap, join, miter limit, dash), text (Pango), PNG images, linear, radial and angular
/// gradients, and groups with opacity, clip, blur, shadow, brightness and saturation.
///
/// Layer effects: a blur or shadow radius r (points, times the scale of the group's transform and
/// the pixel scale) is the standard deviation of the Gaussian, approximated by three box blurs
/// (SVG Filter Effects 1.1, §15.17); a blur group that also carries a clip extends its edge
/// pixels outwards (SwiftUI's opaque blur). Brightness and saturation act on gamma-encoded
/// components (see `LayerEffects.adjustColour`).
///
/// A missing image file is reported once (`WarningLog`) and draws nothing.
///
/// Each renderer keeps a Pango text engine, its last canvas surface (with the list it shows, so
/// that the next frame is drawn only where it differs) and the images it has loaded, and is
/// used by one thread at a time; the frame recorder keeps one per worker.
public final class CairoRenderer {
    public let textEngine = PangoTextEngine()
    private var surface: OpaquePointer?
    private var surfaceSize = (width: 0, height: 0)
    var images: [String: OpaquePointer?] = [:]
    /// The SVG and PDF documents drawn so far (nil: could not be read), by path.
    var vectorImages: [String: VectorImage?] = [:]
    /// Whether the last surface drawn was painted over an opaque background (then every pixel
    /// is opaque: everything is composited with Cairo's OVER operator).
    public private(set) var lastDrawIsOpaque = false
    /// Shadows drawn lately, found again when their layer did not change (see `ShadowCache`).
    let shadowCache = ShadowCache()
    /// Whether the renderer takes its exact shortcuts for effect groups: shadows from
    /// `shadowCache` (black ones blurred on the alpha plane), groups wholly outside the clip not
    /// drawn. False draws every group the full way (the tests compare the two, byte for byte).
    var effectShortcuts = true
    /// Groups not drawn because their layer bounds lie outside the clip (for the tests).
    private(set) var skippedGroups = 0
    /// Layers limited to a damaged frame's damage (`drawItems`' `damageBounds`; for the tests).
    private(set) var damageLimitedLayers = 0
    /// Layers of groups drawn lately, composited again when a group is drawn unchanged (see
    /// `GroupCache`; with `effectShortcuts` and `reusesGroups`).
    let groupCache = GroupCache()
    /// Whether unchanged groups are composited from `groupCache`; false draws each group every
    /// frame (the tests compare the two, byte for byte).
    var reusesGroups = true
    /// How many `drawItems` calls are under way (a mask's items are drawn inside another's).
    private var drawItemsDepth = 0

    public init() {}

    deinit {
        if let surface { cairo_surface_destroy(surface) }
        if let scratch { cairo_surface_destroy(scratch) }
        for case let s? in images.values { cairo_surface_destroy(s) }
    }

    /// The largest width or height in pixels Cairo's image surfaces accept.
    public static let maximumPixelDimension = 32_767

    /// Renders `list` at `scale` pixels per point over `background` (nil: transparent).
    ///
    /// - Throws: `RenderError.invalidParameter` if the pixel size is not in 1…32767 or the scale
    ///   is not > 0 and finite; `RenderError.cairo` if Cairo fails.
    public func render(_ list: DisplayList, scale: Double = 1, background: Color? = .white) throws -> RenderedImage {
        try render(list, scale: scale, background: background, after: nil)
    }

    /// The pixel size of `size` points at `scale`, checked against Cairo's limits.
    static func pixelSize(_ size: CGSize, scale: Double) throws -> (width: Int, height: Int) {
        guard scale > 0, scale.isFinite else {
            throw RenderError.invalidParameter(name: "scale", value: "\(scale)", valid: "> 0 and finite")
        }
        let w = Double(size.width) * scale, h = Double(size.height) * scale
        guard w.isFinite, h.isFinite, w >= 0.5, h >= 0.5,
            w < Double(maximumPixelDimension) + 0.5, h < Double(maximumPixelDimension) + 0.5
        else {
            throw RenderError.invalidParameter(
                name: "size", value: "\(size.width)x\(size.height) points at scale \(scale)",
                valid: "1...\(maximumPixelDimension) pixels per side, finite")
        }
        return (Int(w.rounded()), Int(h.rounded()))
    }

    /// Renders `list`, then runs `after` with the Cairo context (for compositing raster images).
    func render(_ list: DisplayList, scale: Double, background: Color?, after: ((OpaquePointer) -> Void)?) throws -> RenderedImage {
        let surface = try draw(list, scale: scale, background: background, after: after)
        return Self.straightRGBA(surface: surface, width: surfaceSize.width, height: surfaceSize.height)
    }

    /// Draws `list` on this renderer's Cairo image surface (ARGB32, premultiplied; reused
    /// between frames of the same size) and returns it as a `cairo_surface_t`. The surface
    /// belongs to the renderer: valid until the next call, not to be destroyed by the caller.
    ///
    /// When the surface shows the list drawn before at the same size, scale and background,
    /// only the pixels where the two lists can differ are drawn again (`FrameDamage`,
    /// `drawDamage`); the pixels are those of drawing the list whole.
    ///
    /// - Throws: as `render`.
    package func draw(_ list: DisplayList, scale: Double, background: Color?, after: ((OpaquePointer) -> Void)? = nil) throws -> OpaquePointer {
        let (pw, ph) = try Self.pixelSize(list.size, scale: scale)
        if surface == nil || surfaceSize != (pw, ph) {
            if let surface { cairo_surface_destroy(surface) }
            surface = nil
            guard let s = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(pw), Int32(ph)) else {
                throw RenderError.cairo("cannot create a \(pw)x\(ph) surface")
            }
            guard cairo_surface_status(s) == CAIRO_STATUS_SUCCESS else {
                let reason = String(cString: cairo_status_to_string(cairo_surface_status(s)))
                cairo_surface_destroy(s)
                throw RenderError.cairo("cannot create a \(pw)x\(ph) surface: \(reason)")
            }
            surface = s
            surfaceSize = (pw, ph)
        }
        let surface = surface!
        generation += 1
        // Kept shadows: at most 12 bytes per pixel of the canvas, 48 MiB (4 card shadows at 3×).
        shadowCache.byteLimit = min(48 << 20, 12 * pw * ph)
        // What the surface shows now: the last list drawn whole on it, if any.
        let shown = lastDrawn
        lastDrawn = nil
        // The list's boxes, made once: for this frame's damage and the next one's.
        let boxes = incrementalDrawing && after == nil ? ItemBoxes(list.items, scale: scale) : nil
        let drawn = Drawn(items: list.items, boxes: boxes, scale: scale, background: background?.resolved, width: pw, height: ph)
        var damage: FrameDamage?
        if incrementalDrawing, after == nil, let shown, shown.scale == scale, shown.background == drawn.background,
            shown.width == pw, shown.height == ph
        {
            damage = FrameDamage.between(shown.items, shown.boxes, list.items, boxes, width: pw, height: ph)
        }
        lastDamage = damage
        if let damage {
            var rows: [Range<Int>] = []
            if !damage.rects.isEmpty {
                rows = try drawDamage(damage, of: list, boxes: boxes, scale: scale, background: drawn.background, onto: surface)
            }
            lastDrawn = drawn
            lastChanges = CanvasChanges(renderer: ObjectIdentifier(self), generation: generation, rows: rows)
            return surface
        }
        guard let cr = cairo_create(surface) else { throw RenderError.cairo("cannot create a context") }
        defer { cairo_destroy(cr) }
        cairo_set_operator(cr, CAIRO_OPERATOR_SOURCE)
        if let background {
            let c = background.resolved
            cairo_set_source_rgba(cr, Double(c.red), Double(c.green), Double(c.blue), Double(min(max(c.opacity, 0), 1)))
            lastDrawIsOpaque = c.opacity >= 1 && after == nil
        } else {
            cairo_set_source_rgba(cr, 0, 0, 0, 0)
            lastDrawIsOpaque = false
        }
        cairo_paint(cr)
        Self.forgetIsClear(cr)
        cairo_set_operator(cr, CAIRO_OPERATOR_OVER)
        drawItems(list.items, on: cr, scale: scale, boxes: boxes)
        after?(cr)
        let status = cairo_status(cr)
        guard status == CAIRO_STATUS_SUCCESS else { throw RenderError.cairo(String(cString: cairo_status_to_string(status))) }
        cairo_surface_flush(surface)
        if after == nil { lastDrawn = drawn }
        lastChanges = CanvasChanges(renderer: ObjectIdentifier(self), generation: generation, rows: nil)
        return surface
    }

    /// A list drawn on the surface, and what else decides its pixels.
    private struct Drawn {
        var items: [DisplayItem]
        /// The items' boxes at `scale` (`FrameDamage`), nil when not made or not finite.
        var boxes: ItemBoxes?
        var scale: Double
        var background: Color.Resolved?
        var width: Int, height: Int
    }

    /// The list the surface shows (nil after a draw that failed, or one with an `after` step).
    private var lastDrawn: Drawn?
    /// Whether `draw` draws only where the list differs from the one the surface shows
    /// (`FrameDamage`); false draws every frame whole (the tests compare the two, byte for byte).
    var incrementalDrawing = true
    /// The damage of the last `draw` (nil: drawn whole).
    private(set) var lastDamage: FrameDamage?
    /// A surface of the canvas's size that damaged frames are drawn on (see `drawDamage`).
    var scratch: OpaquePointer?
    /// How many times `draw` was called.
    private var generation = 0
    /// What the last successful `draw` changed on the surface (see `CanvasChanges`).
    package private(set) var lastChanges: CanvasChanges?

    /// One pixel of Cairo's premultiplied native-endian ARGB32 as a straight RGBA word (bytes R,
    /// G, B, A in memory): c = round(c′ · 255 / a) for 0 < a < 255; opaque and clear pixels keep
    /// their components.
    @inline(__always)
    static func straightRGBA(_ p: UInt32) -> UInt32 {
        let a = p >> 24
        var r = (p >> 16) & 0xFF, g = (p >> 8) & 0xFF, b = p & 0xFF
        if a != 255 && a != 0 {
            let h = a / 2
            r = min((r * 255 + h) / a, 255); g = min((g * 255 + h) / a, 255); b = min((b * 255 + h) / a, 255)
        }
        return (r | g << 8 | b << 16 | a << 24).littleEndian
    }

    /// Converts a Cairo surface to straight RGBA bytes (see `straightRGBA(_:)`).
    static func straightRGBA(surface: OpaquePointer, width: Int, height: Int) -> RenderedImage {
        let stride = Int(cairo_image_surface_get_stride(surface)) / 4
        let data = UnsafeRawPointer(cairo_image_surface_get_data(surface)!).assumingMemoryBound(to: UInt32.self)
        let out = [UInt8](unsafeUninitializedCapacity: width * height * 4) { buf, count in
            let dst = UnsafeMutableRawPointer(buf.baseAddress!).assumingMemoryBound(to: UInt32.self)
            for y in 0..<height {
                let row = data + y * stride
                let o = dst + y * width
                for x in 0..<width { o[x] = straightRGBA(row[x]) }
            }
            count = width * height * 4
        }
        return RenderedImage(width: width, height: height, pixels: out)
    }

    /// What of a fill's `path` to draw in a frame drawn in part (`damage`, device pixels; the
    /// fill of one colour at the top level): when the damage meets it only well above its
    /// bottom, the path without what lies below (`truncated`), else the path.
    static func partDrawn(_ path: Path, _ t: CGAffineTransform, paint: Paint, scale: Double, damage: [CGRect], atTop: Bool) -> Path {
        guard atTop, !damage.isEmpty, case .color = paint, t.b == 0, t.c == 0, t.d > 0 else { return path }
        let b = path.boundingRect
        let x0 = (Double(t.a) * Double(b.minX) + Double(t.tx)) * scale, x1 = (Double(t.a) * Double(b.maxX) + Double(t.tx)) * scale
        let y0 = (Double(t.d) * Double(b.minY) + Double(t.ty)) * scale, y1 = (Double(t.d) * Double(b.maxY) + Double(t.ty)) * scale
        let box = CGRect(x: min(x0, x1) - 2, y: y0 - 2, width: abs(x1 - x0) + 4, height: y1 - y0 + 4)
        guard box.minX.isFinite, box.maxX.isFinite, box.minY.isFinite, box.maxY.isFinite else { return path }
        var bottom = -Double.infinity
        for r in damage where r.intersects(box) { bottom = max(bottom, Double(r.maxY)) }
        // Four rows below the last damaged one; worth it when a good part of the path lies below.
        let cut = bottom.rounded(.up) + 4
        guard cut.isFinite, cut + 16 < y1 else { return path }
        return truncated(path, t, scale: scale, below: cut) ?? path
    }

    /// Draws `items` on `cr` (also the items of a group's mask, see `compositeLayer`).
    ///
    /// `visible`: for each item, whether to draw it (a group: with its items); nil draws all.
    /// `boxes`: the items' `ItemBoxes` at `scale` when already made (their layer bounds and
    /// group ends are taken from them).
    /// `damage`: for a damaged frame drawn on the scratch surface (`drawDamage`), the damage's
    /// rectangles in device pixels: only pixels inside them reach the canvas, so a layer drawn
    /// again need not reach beyond their bounding box (a layer that reads its neighbours is
    /// wholly inside the damage already, see `FrameDamage`).
    func drawItems(
        _ items: [DisplayItem], on cr: OpaquePointer, scale: Double, visible: [Bool]? = nil, boxes: ItemBoxes? = nil,
        damage: [CGRect] = []
    ) {
        // Each open group (see `OpenGroup`).
        var groupStack: [OpenGroup] = []
        // Every group's layer bounds, from one pass over the list (not a scan per group).
        let hasGroups = items.contains { if case .beginGroup = $0 { return true } else { return false } }
        let layerBounds = hasGroups ? boxes?.layers ?? Self.layerBounds(items, scale: scale) : []
        // Layers are kept between frames for the groups of a frame's own list (not a mask's,
        // drawn under clips this call does not know).
        drawItemsDepth += 1
        defer { drawItemsDepth -= 1 }
        let caching = hasGroups && effectShortcuts && reusesGroups && drawItemsDepth == 1
        let groupEnds = caching ? boxes?.groupEnds ?? Self.groupEnds(items) : []
        if caching, let target = cairo_get_target(cr) {
            groupCache.beginFrame(canvasBytes: 4 * Int(cairo_image_surface_get_width(target)) * Int(cairo_image_surface_get_height(target)))
        }
        let groupContext = GroupContext(
            items: items, visible: visible, scale: scale, layerBounds: layerBounds, groupEnds: groupEnds,
            caching: caching,
            damageBounds: drawItemsDepth == 1 ? damage.first.map { first in damage.dropFirst().reduce(first) { $0.union($1) } } : nil,
            damageRects: damage)
        // The items through this index are skipped (a group outside the clip, to its end).
        var skipThrough = -1
        for (index, item) in items.enumerated() where index > skipThrough {
            if let visible, !visible[index] {
                if case .beginGroup = item { skipThrough = caching ? groupEnds[index] : Self.groupEnd(items, openedAt: index) }
                continue
            }
            switch item {
            case .fill(let path, let style, let paint, let t):
                guard Self.isUsable(t), Self.isUsable(path) else { continue }
                // A rectangle of whole pixels in one colour covers each pixel wholly or not at
                // all: in a frame drawn in part, only its damaged pixels are filled (the canvas's
                // background rectangle is not filled whole every frame).
                let limited = !damage.isEmpty && groupStack.isEmpty && drawItemsDepth == 1
                    && { if case .color = paint { return true } else { return false } }()
                    && Self.wholePixelRect(path, t, scale: scale) != nil
                if limited {
                    cairo_save(cr)
                    cairo_identity_matrix(cr)
                    cairo_new_path(cr)
                    for r in damage { cairo_rectangle(cr, Double(r.minX), Double(r.minY), Double(r.width), Double(r.height)) }
                    cairo_clip(cr)
                }
                setMatrix(cr, t, scale: scale)
                addPath(cr, limited ? path : Self.partDrawn(path, t, paint: paint, scale: scale, damage: damage, atTop: groupStack.isEmpty && drawItemsDepth == 1))
                cairo_set_fill_rule(cr, style.isEOFilled ? CAIRO_FILL_RULE_EVEN_ODD : CAIRO_FILL_RULE_WINDING)
                cairo_set_antialias(cr, style.isAntialiased ? CAIRO_ANTIALIAS_DEFAULT : CAIRO_ANTIALIAS_NONE)
                setSource(cr, paint, bounds: path.boundingRect)
                cairo_fill(cr)
                if limited { cairo_restore(cr) }
            case .stroke(let path, let style, let paint, let t):
                guard Self.isUsable(t), Self.isUsable(path) else { continue }
                setMatrix(cr, t, scale: scale)
                addPath(cr, path)
                cairo_set_antialias(cr, CAIRO_ANTIALIAS_DEFAULT)
                cairo_set_line_width(cr, style.lineWidth.isFinite ? Double(max(style.lineWidth, 0)) : 0)
                cairo_set_line_cap(cr, style.lineCap == .round ? CAIRO_LINE_CAP_ROUND : style.lineCap == .square ? CAIRO_LINE_CAP_SQUARE : CAIRO_LINE_CAP_BUTT)
                cairo_set_line_join(cr, style.lineJoin == .round ? CAIRO_LINE_JOIN_ROUND : style.lineJoin == .bevel ? CAIRO_LINE_JOIN_BEVEL : CAIRO_LINE_JOIN_MITER)
                cairo_set_miter_limit(cr, style.miterLimit.isFinite ? Double(max(style.miterLimit, 1)) : 10)
                let dashes = style.dash.map { $0.isFinite ? Double(max($0, 0)) : 0 }
                if !dashes.isEmpty && dashes.contains(where: { $0 > 0 }) {
                    cairo_set_dash(cr, dashes, Int32(dashes.count), style.dashPhase.isFinite ? Double(style.dashPhase) : 0)
                } else {
                    cairo_set_dash(cr, nil, 0, 0)
                }
                setSource(cr, paint, bounds: path.boundingRect)
                cairo_stroke(cr)
            case .text(let text, let t):
                guard Self.isUsable(t),
                    [text.frame.minX, text.frame.minY, text.frame.width, text.frame.height]
                        .allSatisfy({ $0.isFinite && abs($0) <= 1e7 })
                else { continue }
                setMatrix(cr, t, scale: scale)
                textEngine.draw(text, on: cr, scale: scale) { cr, paint, frame in self.setSource(cr, paint, bounds: frame) }
            case .image(let image, let t):
                guard Self.isUsable(t) else { continue }
                drawImage(image, transform: t, on: cr, scale: scale)
            case .beginGroup(let g):
                switch beginGroup(g, at: index, in: groupContext, enclosing: groupStack, on: cr) {
                case .pushed(let group, let limitedByDamage):
                    groupStack.append(group)
                    if limitedByDamage { damageLimitedLayers += 1 }
                case .skipped(let end, let clippedAway):
                    skipThrough = end
                    if clippedAway { skippedGroups += 1 }
                }
            case .endGroup:
                guard let g = groupStack.popLast() else { continue }
                endGroup(g.effects, bounded: g.bounded, on: cr, scale: scale, keep: g.keep)
            }
        }
        while let g = groupStack.popLast() { endGroup(g.effects, bounded: g.bounded, on: cr, scale: scale, keep: g.keep) }
    }
}
