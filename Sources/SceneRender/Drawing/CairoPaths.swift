import Foundation
import CCairo
import SceneGraph

// Paths and transforms as Cairo takes them: which a frame can give it, and how.

extension CairoRenderer {
    /// Whether a transform can be given to Cairo: finite and invertible. A degenerate transform
    /// (a zero scale) draws nothing, so its item is skipped rather than failing the frame.
    static func isUsable(_ t: CGAffineTransform) -> Bool {
        let values = [t.a, t.b, t.c, t.d, t.tx, t.ty]
        guard values.allSatisfy({ $0.isFinite && abs($0) < 1e9 }) else { return false }
        let det = t.a * t.d - t.b * t.c
        return det != 0 && det.isFinite
    }

    /// Whether every coordinate of a path (end and control points) is finite and within ±10⁷
    /// points: beyond that Cairo's fixed point overflows (and very large values make it spin),
    /// so such an item is skipped. Each point is checked, not the bounding box, which a NaN
    /// coordinate escapes (comparisons with NaN are false).
    static func isUsable(_ path: Path) -> Bool {
        @inline(__always) func ok(_ p: CGPoint) -> Bool { abs(p.x) <= 1e7 && abs(p.y) <= 1e7 }
        for e in path.elements {
            switch e {
            case .move(let p), .line(let p): if !ok(p) { return false }
            case .quadCurve(let p, let c): if !ok(p) || !ok(c) { return false }
            case .curve(let p, let c1, let c2): if !ok(p) || !ok(c1) || !ok(c2) { return false }
            case .closeSubpath: continue
            }
        }
        return true
    }

    /// The device pixels of `path` under `t` at `scale` when it is a rectangle (as `Path(_:)`
    /// makes one) whose corners fall on whole pixels through Cairo's matrix (to well within
    /// its 1/256-pixel fixed point); else nil.
    static func wholePixelRect(_ path: Path, _ t: CGAffineTransform, scale: Double) -> CGRect? {
        guard t.b == 0, t.c == 0, path.elements.count == 5,
            case .move(let a) = path.elements[0], case .line(let b) = path.elements[1], case .line(let c) = path.elements[2],
            case .line(let d) = path.elements[3], case .closeSubpath = path.elements[4],
            a.y == b.y, b.x == c.x, c.y == d.y, d.x == a.x
        else { return nil }
        // As `cairo_matrix_transform_point` maps a point with the matrix `setMatrix` sets.
        let xx = Double(t.a) * scale, yy = Double(t.d) * scale, x0 = Double(t.tx) * scale, y0 = Double(t.ty) * scale
        let xs = [xx * Double(a.x) + x0, xx * Double(c.x) + x0], ys = [yy * Double(a.y) + y0, yy * Double(c.y) + y0]
        guard (xs + ys).allSatisfy({ $0.isFinite && abs($0 - $0.rounded()) < 1e-6 }) else { return nil }
        let x = xs.map { $0.rounded() }, y = ys.map { $0.rounded() }
        return CGRect(x: x.min()!, y: y.min()!, width: x.max()! - x.min()!, height: y.max()! - y.min()!)
    }

    func setMatrix(_ cr: OpaquePointer, _ t: CGAffineTransform, scale: Double) {
        var m = cairo_matrix_t(
            xx: Double(t.a) * scale, yx: Double(t.b) * scale, xy: Double(t.c) * scale,
            yy: Double(t.d) * scale, x0: Double(t.tx) * scale, y0: Double(t.ty) * scale)
        cairo_set_matrix(cr, &m)
    }

    func addPath(_ cr: OpaquePointer, _ path: Path) {
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
}
