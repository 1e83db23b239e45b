import Foundation
import SceneGraph

// The damage of a fill whose outline changed in part: a bar whose top grows changes the pixels
// of the rows its top crossed, not its whole old and new boxes.

extension FrameDamage {
    /// The device rectangles (before the antialiasing margin) where `old` and `new`, two fills of
    /// the same colour, style and axis-aligned transform whose outlines have the same segments
    /// in the same order, can give different pixels; nil when that is not known (then both
    /// boxes are damaged).
    ///
    /// Why rows: Cairo turns a fill's outline into edges and covers each pixel row from the edges
    /// that cross it (subpaths closed, curves flattened from their own points, a run of collinear
    /// lines joined into one edge). A row crossed by the same edges in both outlines gets the same
    /// pixels; so does a row where an edge is a vertical line at the same x in both, whatever its
    /// ends are, as long as neither end lies in the row. The rows where the outlines differ are
    /// those of their changed segments (old and new), a vertical line whose ends moved only the
    /// rows between its old and new ends, and a changed line's whole run of lines (a run may be
    /// joined differently). Each span of such rows is damaged across the width of both outlines,
    /// so that every pixel of a row Cairo may draw another way lies in it.
    ///
    /// Only outlines Cairo fills the same way are compared: both with a curve at least a pixel
    /// across (not turned into boxes: a rectilinear outline is filled as boxes, which cover
    /// pixels by another rule), or both made of horizontal and vertical lines only.
    static func movedEdges(_ old: DisplayItem, _ new: DisplayItem, scale: Double) -> [CGRect]? {
        guard case .fill(let a, let styleA, let paintA, let t) = old, case .fill(let b, let styleB, let paintB, let tB) = new,
            styleA == styleB, paintA == paintB, t == tB, case .color = paintA,
            t.b == 0, t.c == 0, CairoRenderer.isUsable(t), CairoRenderer.isUsable(a), CairoRenderer.isUsable(b)
        else { return nil }
        let sa = Outline(a), sb = Outline(b)
        guard sa.segments.count == sb.segments.count,
            zip(sa.segments, sb.segments).allSatisfy({ $0.points.count == $1.points.count && $0.endsRun == $1.endsRun })
        else { return nil }
        // Device coordinates of a point's y, and of a length.
        let sy = Double(t.d) * scale, ty = Double(t.ty) * scale, sx = Double(t.a) * scale, tx = Double(t.tx) * scale
        func deviceY(_ y: CGFloat) -> Double { sy * Double(y) + ty }
        func curved(_ o: Outline) -> Bool {
            o.segments.contains { s in
                guard s.points.count > 2 else { return false }
                let xs = s.points.map { sx * Double($0.x) }, ys = s.points.map { deviceY($0.y) }
                return xs.max()! - xs.min()! >= 1 || ys.max()! - ys.min()! >= 1
            }
        }
        let bothCurved = curved(sa) && curved(sb)
        guard bothCurved || (sa.isRectilinear && sb.isRectilinear) else { return nil }
        var spans: [(lo: Double, hi: Double)] = []
        func span(_ points: [CGPoint]) {
            let ys = points.map { deviceY($0.y) }
            spans.append((ys.min()!, ys.max()!))
        }
        // Runs of lines holding a changed line that is not a moved vertical line: damaged whole.
        var wholeRun = false
        var runStart = 0
        for (i, (p, q)) in zip(sa.segments, sb.segments).enumerated() {
            if p.points != q.points {
                if p.points.count == 2, p.points[0].x == p.points[1].x, q.points[0].x == q.points[1].x, p.points[0].x == q.points[0].x,
                    (p.points[1].y - p.points[0].y).sign == (q.points[1].y - q.points[0].y).sign,
                    p.points[1].y != p.points[0].y, q.points[1].y != q.points[0].y
                {
                    // A vertical line at the same x: the rows between its old and new ends.
                    for k in 0..<2 where p.points[k].y != q.points[k].y { span([p.points[k], q.points[k]]) }
                } else if p.points.count == 2 {
                    wholeRun = true
                } else {
                    span(p.points)
                    span(q.points)
                }
            }
            if p.endsRun {
                if wholeRun {
                    for k in runStart...i where sa.segments[k].points.count == 2 {
                        span(sa.segments[k].points)
                        span(sb.segments[k].points)
                    }
                }
                wholeRun = false
                runStart = i + 1
            }
        }
        guard !spans.isEmpty else { return [] }
        let ba = a.boundingRect, bb = b.boundingRect
        let x0 = sx * Double(min(ba.minX, bb.minX)) + tx, x1 = sx * Double(max(ba.maxX, bb.maxX)) + tx
        spans.sort { $0.lo < $1.lo }
        var rects: [CGRect] = []
        var current = spans[0]
        for s in spans.dropFirst() {
            if s.lo <= current.hi + 4 {
                current.hi = max(current.hi, s.hi)
            } else {
                rects.append(CGRect(x: min(x0, x1), y: current.lo, width: abs(x1 - x0), height: current.hi - current.lo))
                current = s
            }
        }
        rects.append(CGRect(x: min(x0, x1), y: current.lo, width: abs(x1 - x0), height: current.hi - current.lo))
        guard rects.allSatisfy({ [$0.minX, $0.minY, $0.maxX, $0.maxY].allSatisfy(\.isFinite) }) else { return nil }
        return rects
    }

    /// A path as the segments Cairo fills: each line, quadratic or cubic curve with the point it
    /// starts from, and the line closing each subpath (also one that is not closed, as filling
    /// closes it; empty when it ends where it began).
    struct Outline {
        struct Segment {
            /// The start, then the element's control points and end: 2 for a line.
            var points: [CGPoint]
            /// Whether the next segment is not a line of the same run (Cairo joins collinear lines
            /// that follow each other).
            var endsRun: Bool
        }
        var segments: [Segment] = []
        /// Only horizontal and vertical lines.
        var isRectilinear = true

        init(_ path: Path) {
            var current = CGPoint.zero, start = CGPoint.zero
            // Whether the subpath has segments not closed yet.
            var open = false
            func add(_ points: [CGPoint]) {
                if points.count != 2 || (points[0].x != points[1].x && points[0].y != points[1].y) { isRectilinear = false }
                if let last = segments.indices.last, points.count != 2 { segments[last].endsRun = true }
                segments.append(Segment(points: points, endsRun: points.count != 2))
                open = true
            }
            func close() {
                guard open else { return }
                add([current, start])
                // A subpath's lines do not join the next subpath's.
                segments[segments.count - 1].endsRun = true
                open = false
            }
            for e in path.elements {
                switch e {
                case .move(let p):
                    close()
                    current = p
                    start = p
                case .line(let p):
                    add([current, p])
                    current = p
                case .quadCurve(let p, let c):
                    add([current, c, p])
                    current = p
                case .curve(let p, let c1, let c2):
                    add([current, c1, c2, p])
                    current = p
                case .closeSubpath:
                    close()
                    // The next segment starts a subpath where this one began.
                    current = start
                }
            }
            close()
        }
    }
}
