import Foundation
import CCairo

/// Draws display lists with Cairo into an ARGB32 image surface and returns straight RGBA pixels.
///
/// Each renderer owns a Pango text engine and is used by one thread at a time; the frame
/// recorder keeps one per worker.
public final class CairoRenderer {
    public let textEngine = PangoTextEngine()

    public init() {}

    /// The largest width or height in pixels Cairo's image surfaces accept.
    public static let maximumPixelDimension = 32_767

    /// Renders `list` at `scale` pixels per point over `background` (nil: transparent).
    ///
    /// - Throws: `RenderError.invalidParameter` if the pixel size is not in 1…32767 or the scale
    ///   is not > 0 and finite; `RenderError.cairo` if Cairo fails.
    public func render(_ list: DisplayList, scale: Double = 1, background: Color? = .white) throws -> RenderedImage {
        try render(list, scale: scale, background: background, after: nil)
    }

    /// Renders `list`, then runs `after` with the Cairo context (for compositing raster images).
    func render(_ list: DisplayList, scale: Double, background: Color?, after: ((OpaquePointer) -> Void)?) throws -> RenderedImage {
        guard scale > 0, scale.isFinite else {
            throw RenderError.invalidParameter(name: "scale", value: "\(scale)", valid: "> 0 and finite")
        }
        let w = Double(list.size.width) * scale, h = Double(list.size.height) * scale
        guard w.isFinite, h.isFinite, w >= 0.5, h >= 0.5,
              w <= Double(Self.maximumPixelDimension), h <= Double(Self.maximumPixelDimension) else {
            throw RenderError.invalidParameter(name: "size", value: "\(list.size.width)x\(list.size.height) at scale \(scale)",
                                               valid: "1...\(Self.maximumPixelDimension) pixels per side")
        }
        let pw = Int(w.rounded()), ph = Int(h.rounded())
        guard let surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(pw), Int32(ph)) else {
            throw RenderError.cairo("cannot create a \(pw)x\(ph) surface")
        }
        defer { cairo_surface_destroy(surface) }
        guard cairo_surface_status(surface) == CAIRO_STATUS_SUCCESS, let cr = cairo_create(surface) else {
            throw RenderError.cairo("cannot create a \(pw)x\(ph) surface: \(String(cString: cairo_status_to_string(cairo_surface_status(surface))))")
        }
        defer { cairo_destroy(cr) }
        if let background {
            let c = background.resolved
            cairo_set_source_rgba(cr, Double(c.red), Double(c.green), Double(c.blue), Double(min(max(c.opacity, 0), 1)))
            cairo_set_operator(cr, CAIRO_OPERATOR_SOURCE)
            cairo_paint(cr)
            cairo_set_operator(cr, CAIRO_OPERATOR_OVER)
        }
        draw(list.items, on: cr, scale: scale)
        after?(cr)
        let status = cairo_status(cr)
        guard status == CAIRO_STATUS_SUCCESS else { throw RenderError.cairo(String(cString: cairo_status_to_string(status))) }
        cairo_surface_flush(surface)
        return Self.straightRGBA(surface: surface, width: pw, height: ph)
    }

    /// Converts Cairo's premultiplied native-endian ARGB32 to straight RGBA bytes.
    static func straightRGBA(surface: OpaquePointer, width: Int, height: Int) -> RenderedImage {
        let stride = Int(cairo_image_surface_get_stride(surface))
        let data = cairo_image_surface_get_data(surface)!
        var out = [UInt8](repeating: 0, count: width * height * 4)
        out.withUnsafeMutableBufferPointer { dst in
            for y in 0..<height {
                let row = UnsafeRawPointer(data + y * stride).assumingMemoryBound(to: UInt32.self)
                var o = y * width * 4
                for x in 0..<width {
                    let p = row[x]
                    let a = UInt32(p >> 24)
                    var r = (p >> 16) & 0xFF, g = (p >> 8) & 0xFF, b = p & 0xFF
                    if a != 0 && a != 255 {
                        r = (r * 255 + a / 2) / a
                        g = (g * 255 + a / 2) / a
                        b = (b * 255 + a / 2) / a
                    }
                    dst[o] = UInt8(min(r, 255)); dst[o + 1] = UInt8(min(g, 255)); dst[o + 2] = UInt8(min(b, 255)); dst[o + 3] = UInt8(a)
                    o += 4
                }
            }
        }
        return RenderedImage(width: width, height: height, pixels: out)
    }

    private func setMatrix(_ cr: OpaquePointer, _ t: CGAffineTransform, scale: Double) {
        var m = cairo_matrix_t(xx: Double(t.a) * scale, yx: Double(t.b) * scale, xy: Double(t.c) * scale,
                               yy: Double(t.d) * scale, x0: Double(t.tx) * scale, y0: Double(t.ty) * scale)
        cairo_set_matrix(cr, &m)
    }

    private func addPath(_ cr: OpaquePointer, _ path: Path) {
        cairo_new_path(cr)
        var current = CGPoint.zero
        for e in path.elements {
            switch e {
            case .move(let p):
                cairo_move_to(cr, Double(p.x), Double(p.y)); current = p
            case .line(let p):
                cairo_line_to(cr, Double(p.x), Double(p.y)); current = p
            case .quadCurve(let p, let c):
                // Elevate to a cubic.
                let c1 = CGPoint(x: current.x + 2 / 3 * (c.x - current.x), y: current.y + 2 / 3 * (c.y - current.y))
                let c2 = CGPoint(x: p.x + 2 / 3 * (c.x - p.x), y: p.y + 2 / 3 * (c.y - p.y))
                cairo_curve_to(cr, Double(c1.x), Double(c1.y), Double(c2.x), Double(c2.y), Double(p.x), Double(p.y)); current = p
            case .curve(let p, let c1, let c2):
                cairo_curve_to(cr, Double(c1.x), Double(c1.y), Double(c2.x), Double(c2.y), Double(p.x), Double(p.y)); current = p
            case .closeSubpath:
                cairo_close_path(cr)
            }
        }
    }

    /// Sets the source for `paint` over `bounds` (the shape's bounding box, local coordinates).
    func setSource(_ cr: OpaquePointer, _ paint: Paint, bounds: CGRect) {
        func addStops(_ pattern: OpaquePointer, _ g: Gradient) {
            for stop in g.stops {
                let c = stop.color.resolved
                cairo_pattern_add_color_stop_rgba(pattern, Double(min(max(stop.location, 0), 1)), Double(c.red), Double(c.green),
                                                  Double(c.blue), Double(min(max(c.opacity, 0), 1)))
            }
        }
        func point(_ u: UnitPoint) -> (Double, Double) {
            (Double(bounds.minX + u.x * bounds.width), Double(bounds.minY + u.y * bounds.height))
        }
        switch paint {
        case .color(let c):
            cairo_set_source_rgba(cr, Double(c.red), Double(c.green), Double(c.blue), Double(min(max(c.opacity, 0), 1)))
        case .linearGradient(let g, let s, let e):
            let (x0, y0) = point(s), (x1, y1) = point(e)
            let p = cairo_pattern_create_linear(x0, y0, x1, y1)!
            addStops(p, g)
            cairo_set_source(cr, p)
            cairo_pattern_destroy(p)
        case .radialGradient(let g, let c, let r0, let r1):
            let (x, y) = point(c)
            let p = cairo_pattern_create_radial(x, y, Double(r0), x, y, Double(r1))!
            addStops(p, g)
            cairo_set_source(cr, p)
            cairo_pattern_destroy(p)
        case .angularGradient(let g, let c, let a0, let a1):
            // A conic gradient as a mesh of thin sectors, each a linear blend of two stop colours.
            let (cx, cy) = point(c)
            let radius = Double(hypot(bounds.width, bounds.height))
            let p = cairo_pattern_create_mesh()!
            let sectors = 90
            func colour(at f: Double) -> Color.Resolved {
                let stops = g.stops.sorted { $0.location < $1.location }
                guard let first = stops.first else { return .zero }
                if f <= Double(first.location) { return first.color.resolved }
                for (s0, s1) in zip(stops, stops.dropFirst()) where f <= Double(s1.location) {
                    let span = Double(s1.location - s0.location)
                    let u = span > 0 ? (f - Double(s0.location)) / span : 1
                    return s0.color.resolved + (s1.color.resolved - s0.color.resolved).scaled(by: u)
                }
                return stops.last!.color.resolved
            }
            for i in 0..<sectors {
                let f0 = Double(i) / Double(sectors), f1 = Double(i + 1) / Double(sectors)
                let t0 = a0 + (a1 - a0) * f0, t1 = a0 + (a1 - a0) * f1
                let c0 = colour(at: f0), c1 = colour(at: f1)
                cairo_mesh_pattern_begin_patch(p)
                cairo_mesh_pattern_move_to(p, cx, cy)
                cairo_mesh_pattern_line_to(p, cx + radius * cos(t0), cy + radius * sin(t0))
                cairo_mesh_pattern_line_to(p, cx + radius * cos(t1), cy + radius * sin(t1))
                cairo_mesh_pattern_line_to(p, cx, cy)
                for (corner, c) in [(0, c0), (1, c0), (2, c1), (3, c1)] {
                    cairo_mesh_pattern_set_corner_color_rgba(p, UInt32(corner), Double(c.red), Double(c.green), Double(c.blue), Double(min(max(c.opacity, 0), 1)))
                }
                cairo_mesh_pattern_end_patch(p)
            }
            cairo_set_source(cr, p)
            cairo_pattern_destroy(p)
        }
    }

    private func draw(_ items: [DisplayItem], on cr: OpaquePointer, scale: Double) {
        var groupStack: [GroupEffects] = []
        for item in items {
            switch item {
            case .fill(let path, let style, let paint, let t):
                setMatrix(cr, t, scale: scale)
                addPath(cr, path)
                cairo_set_fill_rule(cr, style.isEOFilled ? CAIRO_FILL_RULE_EVEN_ODD : CAIRO_FILL_RULE_WINDING)
                cairo_set_antialias(cr, style.isAntialiased ? CAIRO_ANTIALIAS_DEFAULT : CAIRO_ANTIALIAS_NONE)
                setSource(cr, paint, bounds: path.boundingRect)
                cairo_fill(cr)
            case .stroke(let path, let style, let paint, let t):
                setMatrix(cr, t, scale: scale)
                addPath(cr, path)
                cairo_set_line_width(cr, Double(max(style.lineWidth, 0)))
                cairo_set_line_cap(cr, style.lineCap == .round ? CAIRO_LINE_CAP_ROUND : style.lineCap == .square ? CAIRO_LINE_CAP_SQUARE : CAIRO_LINE_CAP_BUTT)
                cairo_set_line_join(cr, style.lineJoin == .round ? CAIRO_LINE_JOIN_ROUND : style.lineJoin == .bevel ? CAIRO_LINE_JOIN_BEVEL : CAIRO_LINE_JOIN_MITER)
                cairo_set_miter_limit(cr, Double(style.miterLimit))
                let dashes = style.dash.map { Double(max($0, 0)) }
                if !dashes.isEmpty && dashes.contains(where: { $0 > 0 }) {
                    cairo_set_dash(cr, dashes, Int32(dashes.count), Double(style.dashPhase))
                } else {
                    cairo_set_dash(cr, nil, 0, 0)
                }
                setSource(cr, paint, bounds: path.boundingRect)
                cairo_stroke(cr)
            case .text(let text, let t):
                setMatrix(cr, t, scale: scale)
                textEngine.draw(text, on: cr) { cr, paint, frame in self.setSource(cr, paint, bounds: frame) }
            case .image:
                break
            case .beginGroup(let g):
                groupStack.append(g)
                cairo_save(cr)
                if let clip = g.clip {
                    setMatrix(cr, g.clipTransform, scale: scale)
                    addPath(cr, clip)
                    cairo_clip(cr)
                }
                cairo_push_group(cr)
            case .endGroup:
                guard let g = groupStack.popLast() else { continue }
                cairo_pop_group_to_source(cr)
                cairo_identity_matrix(cr)
                cairo_paint_with_alpha(cr, min(max(g.opacity, 0), 1))
                cairo_restore(cr)
            }
        }
        while groupStack.popLast() != nil {
            cairo_pop_group_to_source(cr)
            cairo_paint(cr)
            cairo_restore(cr)
        }
    }
}
