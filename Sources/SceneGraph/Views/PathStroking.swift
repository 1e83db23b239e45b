import Foundation

extension Path {
    /// The outline of the area a stroke of the path with `style` covers (SwiftUI's
    /// `strokedPath(_:)`): filling it with the non-zero rule paints what stroking the path
    /// paints. `Circle().stroke(lineWidth: 10)` is a shape whose `path(in:)` is this outline.
    ///
    /// Curves are flattened into lines at most 0.05 pt from the curve (a tenth of Cairo's
    /// default tolerance of 0.1 device pixels, halved again for a 2× canvas), round joins and
    /// caps into lines at most 0.05 pt from the arc, so the outline is made of lines only.
    /// Each open subpath, and each dash, is one closed contour: one side forward, the end cap,
    /// the other side back, the start cap. A closed subpath gives two contours, one per side,
    /// running in opposite directions, so that the area between them has winding ±1 and the
    /// hole 0. On the inner side of a corner a contour passes through the corner's own point,
    /// which keeps the winding non-zero where the two sides' offsets overlap.
    ///
    /// Dashes follow `dash` and `dashPhase` as Cairo and Core Graphics do (an odd count of
    /// lengths is repeated once; negative lengths, or a pattern adding up to 0, draw solid);
    /// on a closed subpath a dash running through the starting point is one dash. A line
    /// width that is not finite or not above 0 gives an empty path; so does a subpath of a
    /// single point, unless its caps are round (a dot) or square (a square along x).
    public func strokedPath(_ style: StrokeStyle) -> Path {
        guard style.lineWidth.isFinite, style.lineWidth > 0 else { return Path() }
        var stroker = PathStroker(style: style)
        for polyline in Polyline.flattening(self, tolerance: PathStroker.tolerance) {
            for piece in stroker.dashed(polyline) { stroker.stroke(piece) }
        }
        return stroker.out
    }
}

/// A subpath flattened into points (no two consecutive points equal); `closed` when it ends
/// with `closeSubpath` (the closing line back to the first point is implied).
struct Polyline {
    var points: [CGPoint]
    var closed: Bool

    /// The path's subpaths as polylines, curves cut into chords at most `tolerance` from them.
    static func flattening(_ path: Path, tolerance: CGFloat) -> [Polyline] {
        var out: [Polyline] = []
        var current = Polyline(points: [], closed: false)
        var drawn = false // whether the subpath has an element after its move
        func finish() {
            if drawn, !current.points.isEmpty { out.append(current) }
            current = Polyline(points: [], closed: false)
            drawn = false
        }
        func add(_ p: CGPoint) {
            drawn = true
            if let last = current.points.last, last == p { return }
            current.points.append(p)
        }
        for element in path.elements {
            let from = current.points.last ?? .zero
            switch element {
            case .move(let p):
                finish()
                current.points = [p]
            case .line(let p):
                add(p)
            case .quadCurve(let p, let c):
                let c1 = CGPoint(x: from.x + 2 / 3 * (c.x - from.x), y: from.y + 2 / 3 * (c.y - from.y))
                let c2 = CGPoint(x: p.x + 2 / 3 * (c.x - p.x), y: p.y + 2 / 3 * (c.y - p.y))
                addCubic(from, c1, c2, p, tolerance: tolerance, add)
            case .curve(let p, let c1, let c2):
                addCubic(from, c1, c2, p, tolerance: tolerance, add)
            case .closeSubpath:
                drawn = true
                current.closed = true
                if current.points.count > 1, current.points.last == current.points.first { current.points.removeLast() }
                let start = current.points.first
                finish()
                // A new subpath starts where the closed one did, as in `Path.closeSubpath`.
                if let start { current.points = [start] }
            }
        }
        finish()
        return out
    }

    /// Chords of a cubic: n uniform steps with n² ≥ ¾·D/tolerance, where D is the larger of the
    /// control polygon's second differences (the flatness bound of the curve's chords).
    private static func addCubic(
        _ p0: CGPoint, _ p1: CGPoint, _ p2: CGPoint, _ p3: CGPoint,
        tolerance: CGFloat, _ add: (CGPoint) -> Void
    ) {
        let d = max(
            hypot(p0.x - 2 * p1.x + p2.x, p0.y - 2 * p1.y + p2.y),
            hypot(p1.x - 2 * p2.x + p3.x, p1.y - 2 * p2.y + p3.y))
        let n = d.isFinite ? min(1_024, max(1, Int((0.75 * d / tolerance).squareRoot().rounded(.up)))) : 1
        for i in 1..<n {
            let t = CGFloat(i) / CGFloat(n), u = 1 - t
            let a = u * u * u, b = 3 * u * u * t, c = 3 * u * t * t, e = t * t * t
            add(CGPoint(x: a * p0.x + b * p1.x + c * p2.x + e * p3.x, y: a * p0.y + b * p1.y + c * p2.y + e * p3.y))
        }
        add(p3)
    }

    /// Length of each segment, the closing one last when `closed`.
    var segmentLengths: [CGFloat] {
        guard points.count > 1 else { return [] }
        var lengths = zip(points, points.dropFirst()).map { hypot($1.x - $0.x, $1.y - $0.y) }
        if closed, let first = points.first, let last = points.last { lengths.append(hypot(first.x - last.x, first.y - last.y)) }
        return lengths
    }
}

/// Builds the outline of a stroke, one polyline at a time, into `out`.
struct PathStroker {
    /// The largest distance, in points, between a curve or arc and the lines that stand for it.
    static let tolerance: CGFloat = 0.05

    let style: StrokeStyle
    let halfWidth: CGFloat
    var out = Path()

    init(style: StrokeStyle) {
        self.style = style
        halfWidth = style.lineWidth / 2
    }

    /// The polyline cut into its dashes (itself when the style has no usable dash pattern).
    func dashed(_ line: Polyline) -> [Polyline] {
        var pattern = style.dash
        guard line.points.count > 1, !pattern.isEmpty, pattern.allSatisfy({ $0 >= 0 && $0.isFinite }), style.dashPhase.isFinite else { return [line] }
        if pattern.count % 2 == 1 { pattern += pattern }
        let period = pattern.reduce(0, +)
        guard period > 0 else { return [line] }
        // Where in the pattern the line starts: the phase, wrapped into one period.
        var phase = style.dashPhase.truncatingRemainder(dividingBy: period)
        if phase < 0 { phase += period }
        var index = 0
        while phase >= pattern[index] {
            phase -= pattern[index]
            index = (index + 1) % pattern.count
        }
        var remaining = pattern[index] - phase // of the current dash or gap
        var on = index % 2 == 0
        var dashes: [Polyline] = []
        var current: [CGPoint] = on ? [line.points[0]] : []
        let startsAtStart = on
        let count = line.points.count
        let lengths = line.segmentLengths
        for (i, length) in lengths.enumerated() {
            let a = line.points[i], b = line.points[(i + 1) % count]
            var done: CGFloat = 0
            while length - done > remaining {
                done += remaining
                let p = CGPoint(x: a.x + (b.x - a.x) * done / length, y: a.y + (b.y - a.y) * done / length)
                if on {
                    current.append(p)
                    dashes.append(Polyline(points: current, closed: false))
                    current = []
                } else {
                    current = [p]
                }
                on.toggle()
                index = (index + 1) % pattern.count
                remaining = pattern[index]
            }
            remaining -= length - done
            if on { current.append(b) }
        }
        if dashes.isEmpty, line.closed, startsAtStart, on { return [line] } // one dash longer than the loop
        if on, current.count > 1 {
            // A closed line whose first dash began at its start: the last dash runs on into it.
            if line.closed, startsAtStart, let first = dashes.first {
                dashes[0] = Polyline(points: current + first.points.dropFirst(), closed: false)
            } else {
                dashes.append(Polyline(points: current, closed: false))
            }
        }
        return dashes.map { Polyline(points: $0.points.removingRepeats(), closed: false) }
    }

    /// Adds the contours of one polyline's stroke.
    mutating func stroke(_ line: Polyline) {
        let points = line.points
        if points.count == 1 {
            addDot(at: points[0])
        } else if line.closed, points.count > 2 {
            addContour(side(of: points, closed: true))
            addContour(side(of: points.reversed(), closed: true))
        } else {
            let reversed = Array(points.reversed())
            var contour = side(of: points, closed: false)
            contour += cap(at: points[points.count - 1], direction: direction(points[points.count - 2], points[points.count - 1]))
            contour += side(of: reversed, closed: false)
            contour += cap(at: points[0], direction: direction(points[1], points[0]))
            addContour(contour)
        }
    }

    private mutating func addContour(_ points: [CGPoint]) {
        guard let first = points.first else { return }
        out.move(to: first)
        for p in points.dropFirst() { out.addLine(to: p) }
        out.closeSubpath()
    }

    /// A single point: a dot for round caps, a square along x for square caps, nothing for butt.
    private mutating func addDot(at p: CGPoint) {
        switch style.lineCap {
        case .butt: return
        case .square:
            let h = halfWidth
            addContour([
                CGPoint(x: p.x - h, y: p.y - h), CGPoint(x: p.x + h, y: p.y - h),
                CGPoint(x: p.x + h, y: p.y + h), CGPoint(x: p.x - h, y: p.y + h)
            ])
        case .round: addContour(arc(center: p, from: 0, sweep: 2 * .pi))
        }
    }

    /// The offset of the polyline to its left (the normal (−dy, dx) of each segment), joined at
    /// every corner; for a closed polyline, around the whole loop.
    private func side(of points: [CGPoint], closed: Bool) -> [CGPoint] {
        let n = points.count
        let segments = closed ? n : n - 1
        var directions: [CGPoint] = [], lengths: [CGFloat] = []
        directions.reserveCapacity(segments)
        lengths.reserveCapacity(segments)
        for i in 0..<segments {
            let a = points[i], b = points[(i + 1) % n]
            directions.append(direction(a, b))
            lengths.append(hypot(b.x - a.x, b.y - a.y))
        }
        func offset(_ p: CGPoint, _ d: CGPoint) -> CGPoint { CGPoint(x: p.x - d.y * halfWidth, y: p.y + d.x * halfWidth) }
        var out: [CGPoint] = []
        if !closed { out.append(offset(points[0], directions[0])) }
        for i in (closed ? 0 : 1)..<(closed ? n : n - 1) {
            let before = (i + segments - 1) % segments
            out += join(
                at: points[i], from: directions[before], to: directions[i],
                room: min(lengths[before], lengths[i]))
        }
        if !closed { out.append(offset(points[n - 1], directions[segments - 1])) }
        return out
    }

    /// The points from the end of one segment's offset to the start of the next's, at the
    /// corner `p` where direction `d0` turns into `d1` (unit vectors); `room` is the length of
    /// the shorter of the two segments.
    private func join(at p: CGPoint, from d0: CGPoint, to d1: CGPoint, room: CGFloat) -> [CGPoint] {
        let h = halfWidth
        let n0 = CGPoint(x: -d0.y, y: d0.x), n1 = CGPoint(x: -d1.y, y: d1.x)
        let start = CGPoint(x: p.x + n0.x * h, y: p.y + n0.y * h), end = CGPoint(x: p.x + n1.x * h, y: p.y + n1.y * h)
        let cross = d0.x * d1.y - d0.y * d1.x, dot = d0.x * d1.x + d0.y * d1.y
        if abs(cross) < 1e-12, dot > 0 { return [end] } // straight on
        // Where the two offsets meet, h / cos(turn / 2) from the corner along the bisector of
        // the normals (on this side of the line).
        let turn = abs(cross) < 1e-12 ? -.pi : atan2(cross, dot)
        let c = cos(turn / 2)
        let bisector = CGPoint(x: n0.x + n1.x, y: n0.y + n1.y)
        let bisectorLength = hypot(bisector.x, bisector.y)
        func meeting() -> CGPoint {
            CGPoint(x: p.x + bisector.x / bisectorLength * h / c, y: p.y + bisector.y / bisectorLength * h / c)
        }
        if cross > 0 {
            // The inside of the corner: the offsets cross h·tan(turn / 2) from the corner; when
            // both segments are that long, the side runs through the crossing, otherwise through
            // the corner itself (which keeps the overlap's winding non-zero).
            if c > 1e-12, bisectorLength > 1e-12, h * tan(turn / 2) <= room { return [meeting()] }
            return [start, p, end]
        }
        switch style.lineJoin {
        case .bevel:
            return [start, end]
        case .round:
            return arc(center: p, from: atan2(n0.y, n0.x), sweep: turn)
        case .miter:
            // The miter's length over the line width is 1 / cos(turn / 2).
            guard c > 1e-12, 1 / c <= style.miterLimit, bisectorLength > 1e-12 else { return [start, end] }
            return [start, meeting(), end]
        }
    }

    /// The cap at `p`, where the line ends heading in `d`: from the left offset to the right one.
    private func cap(at p: CGPoint, direction d: CGPoint) -> [CGPoint] {
        let h = halfWidth
        let n = CGPoint(x: -d.y * h, y: d.x * h)
        switch style.lineCap {
        case .butt:
            return [CGPoint(x: p.x + n.x, y: p.y + n.y), CGPoint(x: p.x - n.x, y: p.y - n.y)]
        case .square:
            return [
                CGPoint(x: p.x + n.x, y: p.y + n.y), CGPoint(x: p.x + n.x + d.x * h, y: p.y + n.y + d.y * h),
                CGPoint(x: p.x - n.x + d.x * h, y: p.y - n.y + d.y * h), CGPoint(x: p.x - n.x, y: p.y - n.y)
            ]
        case .round:
            return arc(center: p, from: atan2(n.y, n.x), sweep: -.pi)
        }
    }

    /// Points on the circle of the half width around `center`, from angle `from` turning by
    /// `sweep` radians, both ends included, at most `tolerance` inside the arc.
    private func arc(center: CGPoint, from: CGFloat, sweep: CGFloat) -> [CGPoint] {
        let h = halfWidth
        let step = h > Self.tolerance ? 2 * acos(1 - Self.tolerance / h) : .pi / 2
        let count = max(1, min(1_024, Int((abs(sweep) / step).rounded(.up))))
        return (0...count).map { i in
            let a = from + sweep * CGFloat(i) / CGFloat(count)
            return CGPoint(x: center.x + h * cos(a), y: center.y + h * sin(a))
        }
    }

    private func direction(_ a: CGPoint, _ b: CGPoint) -> CGPoint {
        let length = hypot(b.x - a.x, b.y - a.y)
        return length > 0 ? CGPoint(x: (b.x - a.x) / length, y: (b.y - a.y) / length) : CGPoint(x: 1, y: 0)
    }
}

private extension Array where Element == CGPoint {
    func removingRepeats() -> [CGPoint] {
        var out: [CGPoint] = []
        out.reserveCapacity(count)
        for p in self where out.last != p { out.append(p) }
        return out
    }
}
