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
            styleA == styleB, paintA == paintB, t == tB, case .color = paintA, t.b == 0, t.c == 0,
            a.elements.count == b.elements.count,
            CairoRenderer.isUsable(t), CairoRenderer.isUsable(a), CairoRenderer.isUsable(b)
        else { return nil }
        let sa = Outline(a), sb = Outline(b)
        guard sa.starts == sb.starts, sa.endsRun == sb.endsRun else { return nil }
        // Device coordinates of a point's x and y.
        let sy = Double(t.d) * scale, ty = Double(t.ty) * scale, sx = Double(t.a) * scale, tx = Double(t.tx) * scale
        func deviceY(_ y: CGFloat) -> Double { sy * Double(y) + ty }
        /// Whether a curve of `o` spans a pixel or more (Cairo keeps it a curve).
        func curved(_ o: Outline) -> Bool {
            for k in 0..<o.count where o.starts[k + 1] - o.starts[k] > 2 {
                var minX = Double.infinity, maxX = -Double.infinity, minY = Double.infinity, maxY = -Double.infinity
                for p in o.points[o.starts[k]..<o.starts[k + 1]] {
                    let x = sx * Double(p.x), y = deviceY(p.y)
                    minX = min(minX, x); maxX = max(maxX, x); minY = min(minY, y); maxY = max(maxY, y)
                }
                if maxX - minX >= 1 || maxY - minY >= 1 { return true }
            }
            return false
        }
        guard (curved(sa) && curved(sb)) || (sa.isRectilinear && sb.isRectilinear) else { return nil }
        var spans: [(lo: Double, hi: Double)] = []
        func span(_ points: ArraySlice<CGPoint>) {
            var lo = Double.infinity, hi = -Double.infinity
            for p in points {
                let y = deviceY(p.y)
                lo = min(lo, y); hi = max(hi, y)
            }
            spans.append((lo, hi))
        }
        // Runs of lines holding a changed line that is not a moved vertical line: damaged whole.
        var wholeRun = false
        var runStart = 0
        for k in 0..<sa.count {
            let p = sa.segment(k), q = sb.segment(k)
            if !p.elementsEqual(q) {
                let p0 = p[p.startIndex], q0 = q[q.startIndex]
                if p.count == 2, let p1 = p.last, let q1 = q.last, p0.x == p1.x, q0.x == q1.x, p0.x == q0.x,
                    (p1.y - p0.y).sign == (q1.y - q0.y).sign, p1.y != p0.y, q1.y != q0.y
                {
                    // A vertical line at the same x: the rows between its old and new ends.
                    if p0.y != q0.y { span([p0, q0]) }
                    if p1.y != q1.y { span([p1, q1]) }
                } else if p.count == 2 {
                    wholeRun = true
                } else {
                    span(p)
                    span(q)
                }
            }
            if sa.endsRun[k] {
                if wholeRun {
                    for j in runStart...k where sa.starts[j + 1] - sa.starts[j] == 2 {
                        span(sa.segment(j))
                        span(sb.segment(j))
                    }
                }
                wholeRun = false
                runStart = k + 1
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
    /// closes it; empty when it ends where it began). The segments' points lie one after another
    /// in `points`.
    struct Outline {
        /// Each segment's start, then its element's control points and end: 2 for a line.
        var points: [CGPoint] = []
        /// Where each segment's points begin in `points`, and their end after the last.
        var starts: [Int] = [0]
        /// For each segment, whether the next one is not a line of the same run (Cairo joins
        /// collinear lines that follow each other).
        var endsRun: [Bool] = []
        /// Only horizontal and vertical lines.
        var isRectilinear = true

        var count: Int { endsRun.count }
        func segment(_ k: Int) -> ArraySlice<CGPoint> { points[starts[k]..<starts[k + 1]] }

        init(_ path: Path) {
            points.reserveCapacity(3 * path.elements.count + 2)
            var current = CGPoint.zero, start = CGPoint.zero
            // Whether the subpath has segments not closed yet.
            var open = false
            func add(_ a: CGPoint, _ b: CGPoint, _ c: CGPoint? = nil, _ d: CGPoint? = nil) {
                let line = c == nil
                if !line || (a.x != b.x && a.y != b.y) { isRectilinear = false }
                if !line, !endsRun.isEmpty { endsRun[endsRun.count - 1] = true }
                points.append(a)
                points.append(b)
                if let c { points.append(c) }
                if let d { points.append(d) }
                starts.append(points.count)
                endsRun.append(!line)
                open = true
            }
            func close() {
                guard open else { return }
                add(current, start)
                // A subpath's lines do not join the next subpath's.
                endsRun[endsRun.count - 1] = true
                open = false
            }
            for e in path.elements {
                switch e {
                case .move(let p):
                    close()
                    current = p
                    start = p
                case .line(let p):
                    add(current, p)
                    current = p
                case .quadCurve(let p, let c):
                    add(current, c, p)
                    current = p
                case .curve(let p, let c1, let c2):
                    add(current, c1, c2, p)
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
