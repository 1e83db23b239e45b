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
    /// Points are compared as Cairo holds them, in 1/256 pixel: a bar whose bottom moved by
    /// 10⁻¹³ point (layout arithmetic) has the same outline there. Only outlines Cairo fills the
    /// same way are compared: both with a curve at least a pixel across (not turned into boxes:
    /// a rectilinear outline is filled as boxes, which cover pixels by another rule), or both
    /// made of horizontal and vertical lines only; and no curve that is a single point (Cairo
    /// makes it a line, which may join its neighbours).
    static func movedEdges(_ old: DisplayItem, _ new: DisplayItem, scale: Double) -> [CGRect]? {
        guard case .fill(let a, let styleA, let paintA, let t) = old, case .fill(let b, let styleB, let paintB, let tB) = new,
            styleA == styleB, paintA == paintB, t == tB, case .color = paintA, t.b == 0, t.c == 0,
            a.elements.count == b.elements.count,
            CairoRenderer.isUsable(t), CairoRenderer.isUsable(a), CairoRenderer.isUsable(b),
            let sa = Outline(a, t, scale: scale), let sb = Outline(b, t, scale: scale),
            sa.starts == sb.starts, sa.endsRun == sb.endsRun,
            (sa.isCurved && sb.isCurved) || (sa.isRectilinear && sb.isRectilinear)
        else { return nil }
        var spans: [(lo: Int64, hi: Int64)] = []
        func span(_ points: ArraySlice<Outline.Point>) {
            var lo = Int64.max, hi = Int64.min
            for p in points {
                lo = min(lo, p.y); hi = max(hi, p.y)
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
                    (p1.y - p0.y).signum() == (q1.y - q0.y).signum(), p1.y != p0.y, q1.y != q0.y
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
        // No segment moved in Cairo's fixed point: the same pixels.
        guard !spans.isEmpty else { return [] }
        let x0 = Double(min(sa.minX, sb.minX)) / 256, x1 = Double(max(sa.maxX, sb.maxX)) / 256
        spans.sort { $0.lo < $1.lo }
        var rects: [CGRect] = []
        var current = spans[0]
        func add(_ s: (lo: Int64, hi: Int64)) {
            rects.append(CGRect(x: x0, y: Double(s.lo) / 256, width: x1 - x0, height: Double(s.hi - s.lo) / 256))
        }
        for s in spans.dropFirst() {
            if s.lo <= current.hi + 4 * 256 {
                current.hi = max(current.hi, s.hi)
            } else {
                add(current)
                current = s
            }
        }
        add(current)
        return rects
    }

    /// A path as the segments Cairo fills, in device pixels as Cairo holds them (24.8 fixed
    /// point: the point through the item's matrix, as `cairo_matrix_transform_point` maps it,
    /// rounded to 1/256 pixel, ties to even): each line, quadratic (raised to a cubic, as
    /// `addPath` does) or cubic curve with the point it starts from, and the line closing each
    /// subpath (also one that is not closed, as filling closes it). The segments' points lie one
    /// after another in `points`.
    struct Outline {
        struct Point: Equatable {
            var x: Int64, y: Int64
        }
        /// Each segment's start, then its element's control points and end: 2 for a line.
        var points: [Point] = []
        /// Where each segment's points begin in `points`, and their end after the last.
        var starts: [Int] = [0]
        /// For each segment, whether the next one is not a line of the same run (Cairo joins
        /// collinear lines that follow each other).
        var endsRun: [Bool] = []
        /// Only horizontal and vertical lines.
        var isRectilinear = true
        /// A curve at least a pixel across (Cairo fills the outline as a polygon, not boxes).
        var isCurved = false
        var minX = Int64.max, maxX = Int64.min

        var count: Int { endsRun.count }
        func segment(_ k: Int) -> ArraySlice<Point> { points[starts[k]..<starts[k + 1]] }

        /// Nil when a point lies too far for Cairo's fixed point, or a curve is a single point
        /// (Cairo makes it a line).
        init?(_ path: Path, _ t: CGAffineTransform, scale: Double) {
            points.reserveCapacity(3 * path.elements.count + 2)
            let xx = Double(t.a) * scale, yx = Double(t.b) * scale, xy = Double(t.c) * scale, yy = Double(t.d) * scale
            let x0 = Double(t.tx) * scale, y0 = Double(t.ty) * scale
            var valid = true
            func fixed(_ p: CGPoint) -> Point {
                let x = xx * Double(p.x) + xy * Double(p.y) + x0, y = yx * Double(p.x) + yy * Double(p.y) + y0
                guard abs(x) < 4_194_304, abs(y) < 4_194_304 else {
                    valid = false
                    return Point(x: 0, y: 0)
                }
                return Point(x: Int64((x * 256).rounded(.toNearestOrEven)), y: Int64((y * 256).rounded(.toNearestOrEven)))
            }
            var current = CGPoint.zero, start = CGPoint.zero
            // Whether the subpath has segments not closed yet.
            var open = false
            // A line: Cairo fills it as a polygon edge unless it is horizontal or vertical.
            func add(_ a: CGPoint, _ b: CGPoint) {
                let p = fixed(a), q = fixed(b)
                points.append(p)
                points.append(q)
                minX = min(minX, p.x, q.x); maxX = max(maxX, p.x, q.x)
                if p.x != q.x && p.y != q.y { isRectilinear = false }
                starts.append(points.count)
                endsRun.append(false)
                open = true
            }
            // A cubic curve from a through controls b and c to d.
            func add(_ a: CGPoint, _ b: CGPoint, _ c: CGPoint, _ d: CGPoint) {
                let ps = (fixed(a), fixed(b), fixed(c), fixed(d))
                points.append(ps.0); points.append(ps.1); points.append(ps.2); points.append(ps.3)
                let lowX = min(ps.0.x, ps.1.x, ps.2.x, ps.3.x), highX = max(ps.0.x, ps.1.x, ps.2.x, ps.3.x)
                let lowY = min(ps.0.y, ps.1.y, ps.2.y, ps.3.y), highY = max(ps.0.y, ps.1.y, ps.2.y, ps.3.y)
                minX = min(minX, lowX); maxX = max(maxX, highX)
                isRectilinear = false
                if highX == lowX && highY == lowY { valid = false }
                if highX - lowX >= 256 || highY - lowY >= 256 { isCurved = true }
                if !endsRun.isEmpty { endsRun[endsRun.count - 1] = true }
                starts.append(points.count)
                endsRun.append(true)
                open = true
            }
            func close() {
                guard open else { return }
                add(current, start)
                // A subpath's lines do not join the next subpath's.
                endsRun[endsRun.count - 1] = true
                open = false
            }
            var afterClose = false
            for e in path.elements {
                defer { if case .closeSubpath = e { afterClose = true } else { afterClose = false } }
                switch e {
                case .move(let p):
                    close()
                    current = p
                    start = p
                case .line(let p):
                    add(current, p)
                    current = p
                case .quadCurve(let p, let c):
                    // Raised to a cubic as `addPath` raises it (which, after a close, starts
                    // from the point before it: not followed here).
                    if afterClose { valid = false }
                    let c1 = CGPoint(x: current.x + 2 / 3 * (c.x - current.x), y: current.y + 2 / 3 * (c.y - current.y))
                    let c2 = CGPoint(x: p.x + 2 / 3 * (c.x - p.x), y: p.y + 2 / 3 * (c.y - p.y))
                    add(current, c1, c2, p)
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
            guard valid else { return nil }
        }
    }
}

extension CairoRenderer {
    /// `path` (one closed subpath, under the axis-aligned transform `t` at `scale`) with all of
    /// it below the device row `cut` left out, when it crosses that row only along two vertical
    /// lines and begins above it: those lines end at the row, joined by a horizontal line there
    /// (which covers nothing); nil otherwise. Drawn instead of `path` in a frame drawn in part
    /// whose damage meets the path only above `cut` (less 2 pixels), it gives the same pixels in
    /// every row above: each such row is crossed by the same edges (`FrameDamage.movedEdges`
    /// explains why that is enough), and a bar's tall middle and bottom corners are not
    /// rasterised again every frame.
    static func truncated(_ path: Path, _ t: CGAffineTransform, scale: Double, below cut: Double) -> Path? {
        guard t.b == 0, t.c == 0, t.d > 0, path.elements.count >= 4, case .move(let start) = path.elements[0],
            case .closeSubpath = path.elements[path.elements.count - 1]
        else { return nil }
        let y = (cut / scale - Double(t.ty)) / Double(t.d)
        guard y.isFinite else { return nil }
        let cutY = CGFloat(y)
        // Each element (and the closing line) as above the row, below it, or a vertical line across it.
        enum Side { case above, below, across }
        var sides: [Side] = []
        var current = start
        func side(_ points: [CGPoint]) -> Side {
            let ys = points.map(\.y)
            if ys.max()! <= cutY { return .above }
            if ys.min()! >= cutY { return .below }
            return points.count == 2 && points[0].x == points[1].x ? .across : .below
        }
        for e in path.elements.dropFirst().dropLast() {
            switch e {
            case .move: return nil
            case .line(let p): sides.append(side([current, p])); current = p
            case .quadCurve(let p, let c): sides.append(side([current, c, p])); current = p
            case .curve(let p, let c1, let c2): sides.append(side([current, c1, c2, p])); current = p
            case .closeSubpath: return nil
            }
        }
        // Above, then down across, below, up across, above again (the closing line too).
        guard start.y < cutY, side([current, start]) == .above,
            let down = sides.firstIndex(of: .across), let up = sides.lastIndex(of: .across), down < up,
            sides[..<down].allSatisfy({ $0 == .above }), sides[(down + 1)..<up].allSatisfy({ $0 == .below }),
            sides[(up + 1)...].allSatisfy({ $0 == .above }),
            case .line(let downEnd) = path.elements[down + 1], case .line(let upEnd) = path.elements[up + 1]
        else { return nil }
        var out = Path()
        func add(_ e: Path.Element) {
            switch e {
            case .move(let p): out.move(to: p)
            case .line(let p): out.addLine(to: p)
            case .quadCurve(let p, let c): out.addQuadCurve(to: p, control: c)
            case .curve(let p, let c1, let c2): out.addCurve(to: p, control1: c1, control2: c2)
            case .closeSubpath: out.closeSubpath()
            }
        }
        for e in path.elements[...down] { add(e) }
        out.addLine(to: CGPoint(x: downEnd.x, y: cutY))
        out.addLine(to: CGPoint(x: upEnd.x, y: cutY))
        for e in path.elements[(up + 1)...] { add(e) }
        return out
    }
}
