import Foundation
import CCairo

/// Paints as Cairo sources: colours, linear, radial and angular gradients, and tiled images (see CairoRenderer.swift).
extension CairoRenderer {
    /// Sets the source for `paint` over `bounds` (the shape's bounding box, local coordinates).
    func setSource(_ cr: OpaquePointer, _ paint: Paint, bounds: @autoclosure () -> CGRect) {
        if case .color(let c) = paint {
            cairo_set_source_rgba(cr, Double(c.red), Double(c.green), Double(c.blue), Double(min(max(c.opacity, 0), 1)))
            return
        }
        let bounds = bounds()
        func addStops(_ pattern: OpaquePointer, _ g: Gradient) {
            for stop in g.stops {
                let c = stop.color.resolved
                cairo_pattern_add_color_stop_rgba(
                    pattern, Double(min(max(stop.location, 0), 1)), Double(c.red), Double(c.green),
                    Double(c.blue), Double(min(max(c.opacity, 0), 1)))
            }
        }
        func point(_ u: UnitPoint) -> (Double, Double) {
            (Double(bounds.minX + u.x * bounds.width), Double(bounds.minY + u.y * bounds.height))
        }
        switch paint {
        case .image(let pattern):
            setImageSource(cr, pattern, origin: bounds.origin)
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
            // Stops interpolate in gamma-encoded sRGB, as Cairo's linear and radial gradients do.
            typealias RGBA = (r: Double, g: Double, b: Double, a: Double)
            func encoded(_ c: Color) -> RGBA {
                let r = c.resolved
                return (Double(r.red), Double(r.green), Double(r.blue), Double(min(max(r.opacity, 0), 1)))
            }
            let stops = g.stops.sorted { $0.location < $1.location }
            func colour(at f: Double) -> RGBA {
                guard let first = stops.first else { return (0, 0, 0, 0) }
                if f <= Double(first.location) { return encoded(first.color) }
                for (s0, s1) in zip(stops, stops.dropFirst()) where f <= Double(s1.location) {
                    let span = Double(s1.location - s0.location)
                    let u = span > 0 ? (f - Double(s0.location)) / span : 1
                    let c0 = encoded(s0.color), c1 = encoded(s1.color)
                    return (c0.r + (c1.r - c0.r) * u, c0.g + (c1.g - c0.g) * u, c0.b + (c1.b - c0.b) * u, c0.a + (c1.a - c0.a) * u)
                }
                return encoded(stops.last!.color)
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
                    cairo_mesh_pattern_set_corner_color_rgba(p, UInt32(corner), c.r, c.g, c.b, c.a)
                }
                cairo_mesh_pattern_end_patch(p)
            }
            cairo_set_source(cr, p)
            cairo_pattern_destroy(p)
        }
    }
}
