import Foundation

extension Path {
    /// The part of the path between the fractions `start` and `end` of its length (SwiftUI's
    /// `trimmedPath(from:to:)`): 0 is where the path begins, 1 where it ends, measured along
    /// every subpath in order, closing lines included.
    ///
    /// Fractions are clamped to 0…1 (NaN counts as 0); when `end` is not greater than `start`
    /// the result is empty; 0…1 returns the path unchanged. Curves stay curves: a partly kept
    /// Bézier is split with de Casteljau's construction at the parameter whose arc length is
    /// the cut (arc length measured on 32 chords per curve).
    public func trimmedPath(from start: CGFloat, to end: CGFloat) -> Path {
        func clamp(_ v: CGFloat) -> CGFloat { v.isNaN ? 0 : min(max(v, 0), 1) }
        let from = clamp(start), to = clamp(end)
        if from <= 0, to >= 1 { return self }
        guard to > from else { return Path() }
        let segments = TrimSegment.segments(of: self)
        let total = segments.reduce(0) { $0 + $1.length }
        guard total > 0 else { return Path() }
        let a = from * total, b = to * total
        var out = Path()
        var offset: CGFloat = 0
        var drawingSubpath = -1 // subpath whose run is open in `out`
        var runStartsAtSubpathStart = false
        for segment in segments {
            let s0 = offset, s1 = offset + segment.length
            offset = s1
            if s0 >= b { break }
            let lo = max(a, s0), hi = min(b, s1)
            guard segment.length > 0, hi > lo else { continue }
            let t0 = segment.parameter(atLength: lo - s0), t1 = segment.parameter(atLength: hi - s0)
            let piece = segment.split(from: t0, to: t1)
            if drawingSubpath != segment.subpath {
                out.move(to: piece.p0)
                drawingSubpath = segment.subpath
                runStartsAtSubpathStart = segment.isFirstOfSubpath && lo <= s0
            }
            if segment.closes, runStartsAtSubpathStart, hi >= s1 {
                out.closeSubpath()
            } else if segment.isLine {
                out.addLine(to: piece.p3)
            } else {
                out.addCurve(to: piece.p3, control1: piece.p1, control2: piece.p2)
            }
        }
        return out
    }
}

/// One drawn segment of a path, as a cubic Bézier (lines keep `isLine`), with its arc length.
private struct TrimSegment {
    var p0: CGPoint, p1: CGPoint, p2: CGPoint, p3: CGPoint
    var isLine: Bool
    var subpath: Int
    var isFirstOfSubpath: Bool
    /// The implicit line of a `closeSubpath`.
    var closes: Bool
    /// Cumulative chord lengths at parameters i / n (curves only).
    var table: [CGFloat] = []
    var length: CGFloat = 0

    static let chords = 32

    init(line from: CGPoint, _ to: CGPoint, subpath: Int, first: Bool, closes: Bool = false) {
        p0 = from; p1 = from; p2 = to; p3 = to
        isLine = true
        self.subpath = subpath
        isFirstOfSubpath = first
        self.closes = closes
        length = hypot(to.x - from.x, to.y - from.y)
    }

    init(cubic p0: CGPoint, _ p1: CGPoint, _ p2: CGPoint, _ p3: CGPoint, subpath: Int, first: Bool) {
        self.p0 = p0; self.p1 = p1; self.p2 = p2; self.p3 = p3
        isLine = false
        self.subpath = subpath
        isFirstOfSubpath = first
        closes = false
        var previous = p0
        var sum: CGFloat = 0
        table = [0]
        for i in 1...Self.chords {
            let p = point(at: CGFloat(i) / CGFloat(Self.chords))
            sum += hypot(p.x - previous.x, p.y - previous.y)
            table.append(sum)
            previous = p
        }
        length = sum
    }

    /// The path's drawn segments in order; quadratic curves become the equivalent cubics.
    static func segments(of path: Path) -> [TrimSegment] {
        var out: [TrimSegment] = []
        var current = CGPoint.zero, start = CGPoint.zero
        var subpath = -1
        var first = true
        for element in path.elements {
            switch element {
            case .move(let p):
                current = p; start = p
                subpath += 1
                first = true
            case .line(let p):
                out.append(TrimSegment(line: current, p, subpath: subpath, first: first))
                current = p; first = false
            case .quadCurve(let p, let c):
                let c1 = CGPoint(x: current.x + 2 / 3 * (c.x - current.x), y: current.y + 2 / 3 * (c.y - current.y))
                let c2 = CGPoint(x: p.x + 2 / 3 * (c.x - p.x), y: p.y + 2 / 3 * (c.y - p.y))
                out.append(TrimSegment(cubic: current, c1, c2, p, subpath: subpath, first: first))
                current = p; first = false
            case .curve(let p, let c1, let c2):
                out.append(TrimSegment(cubic: current, c1, c2, p, subpath: subpath, first: first))
                current = p; first = false
            case .closeSubpath:
                out.append(TrimSegment(line: current, start, subpath: subpath, first: first, closes: true))
                current = start
                // Drawing on after a close starts a new subpath at the same point.
                subpath += 1
                first = true
            }
        }
        return out
    }

    func point(at t: CGFloat) -> CGPoint {
        let u = 1 - t
        let a = u * u * u, b = 3 * u * u * t, c = 3 * u * t * t, d = t * t * t
        return CGPoint(x: a * p0.x + b * p1.x + c * p2.x + d * p3.x, y: a * p0.y + b * p1.y + c * p2.y + d * p3.y)
    }

    /// The parameter at arc length `s` from the segment's start.
    func parameter(atLength s: CGFloat) -> CGFloat {
        guard length > 0 else { return 0 }
        if isLine { return min(max(s / length, 0), 1) }
        if s <= 0 { return 0 }
        if s >= length { return 1 }
        var lo = 0, hi = table.count - 1
        while hi - lo > 1 {
            let mid = (lo + hi) / 2
            if table[mid] < s { lo = mid } else { hi = mid }
        }
        let span = table[hi] - table[lo]
        let f = span > 0 ? (s - table[lo]) / span : 0
        return (CGFloat(lo) + f) / CGFloat(Self.chords)
    }

    /// The part between parameters t0 ≤ t1, as control points.
    func split(from t0: CGFloat, to t1: CGFloat) -> (p0: CGPoint, p1: CGPoint, p2: CGPoint, p3: CGPoint) {
        if isLine {
            let a = CGPoint(x: p0.x + (p3.x - p0.x) * t0, y: p0.y + (p3.y - p0.y) * t0)
            let b = CGPoint(x: p0.x + (p3.x - p0.x) * t1, y: p0.y + (p3.y - p0.y) * t1)
            return (a, a, b, b)
        }
        // Keep [0, t1], then of that the part from t0 / t1.
        let left = Self.subdivide(p0, p1, p2, p3, at: t1).left
        guard t1 > 0 else { return (p0, p0, p0, p0) }
        return Self.subdivide(left.0, left.1, left.2, left.3, at: t0 / t1).right
    }

    private static func lerp(_ a: CGPoint, _ b: CGPoint, _ t: CGFloat) -> CGPoint {
        CGPoint(x: a.x + (b.x - a.x) * t, y: a.y + (b.y - a.y) * t)
    }

    /// De Casteljau subdivision of a cubic at `t`.
    private static func subdivide(_ a: CGPoint, _ b: CGPoint, _ c: CGPoint, _ d: CGPoint, at t: CGFloat)
        -> (left: (CGPoint, CGPoint, CGPoint, CGPoint), right: (p0: CGPoint, p1: CGPoint, p2: CGPoint, p3: CGPoint))
    {
        let ab = lerp(a, b, t), bc = lerp(b, c, t), cd = lerp(c, d, t)
        let abc = lerp(ab, bc, t), bcd = lerp(bc, cd, t)
        let m = lerp(abc, bcd, t)
        return ((a, ab, abc, m), (m, bcd, cd, d))
    }
}
