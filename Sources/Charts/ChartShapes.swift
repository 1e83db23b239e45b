/// A list of numbers animated component by component (a line's coordinates). Lists of
/// different lengths combine as if the shorter were padded with its last value.
struct AnimatableVector: VectorArithmetic, Hashable, Sendable {
    var values: [Double]

    static var zero: AnimatableVector { AnimatableVector(values: []) }
    static func + (a: AnimatableVector, b: AnimatableVector) -> AnimatableVector { combine(a, b, +) }
    static func - (a: AnimatableVector, b: AnimatableVector) -> AnimatableVector { combine(a, b, -) }
    private static func combine(_ a: AnimatableVector, _ b: AnimatableVector, _ op: (Double, Double) -> Double) -> AnimatableVector {
        let n = max(a.values.count, b.values.count)
        func at(_ v: [Double], _ i: Int) -> Double { v.isEmpty ? 0 : v[min(i, v.count - 1)] }
        return AnimatableVector(values: (0..<n).map { op(at(a.values, $0), at(b.values, $0)) })
    }
    mutating func scale(by rhs: Double) { values = values.map { $0 * rhs } }
    var magnitudeSquared: Double { values.reduce(0) { $0 + $1 * $1 } }

    init(values: [Double]) { self.values = values }
    init(points: [CGPoint]) { values = points.flatMap { [Double($0.x), Double($0.y)] } }
    var points: [CGPoint] { stride(from: 0, to: values.count - 1, by: 2).map { CGPoint(x: values[$0], y: values[$0 + 1]) } }
}

/// A bar or rectangle at `rect` (plot coordinates), drawn in a frame the size of the plot:
/// the rectangle is the animatable data, so a bar's height and place animate with springs.
struct ChartRectShape: Shape {
    var rect: CGRect
    var cornerRadius: CGFloat
    /// A shape filling the rectangle, drawn instead of it (`clipShape(_:style:)`: a shape inside
    /// its frame clips the rectangle to itself).
    var clip: (@Sendable (CGRect) -> Path)? = nil
    var animatableData: AnimatablePair<CGRect, CGFloat> {
        get { AnimatablePair(rect, cornerRadius) }
        set { rect = newValue.first; cornerRadius = newValue.second }
    }
    func path(in bounds: CGRect) -> Path {
        let r = rect.standardized.offsetBy(dx: bounds.minX, dy: bounds.minY)
        if let clip { return clip(r) }
        let radius = min(cornerRadius, r.width / 2, r.height / 2)
        guard radius > 0 else { return Path(r) }
        return RoundedRectangle(cornerRadius: radius, style: .continuous).path(in: r)
    }
}

/// A line (or, with `bottom`, an area) through points in plot coordinates.
struct ChartCurveShape: Shape {
    var top: AnimatableVector
    var bottom: AnimatableVector
    var interpolation: InterpolationMethod
    var isArea: Bool
    var animatableData: AnimatablePair<AnimatableVector, AnimatableVector> {
        get { AnimatablePair(top, bottom) }
        set { top = newValue.first; bottom = newValue.second }
    }
    func path(in bounds: CGRect) -> Path {
        let t = top.points.map { CGPoint(x: $0.x + bounds.minX, y: $0.y + bounds.minY) }
        var p = Path()
        guard let first = t.first else { return p }
        p.move(to: first)
        ChartCurveShape.add(t, interpolation, to: &p)
        if isArea {
            let b = bottom.points.map { CGPoint(x: $0.x + bounds.minX, y: $0.y + bounds.minY) }.reversed()
            guard let start = b.first else { return p }
            p.addLine(to: start)
            ChartCurveShape.add(Array(b), interpolation, to: &p)
            p.closeSubpath()
        }
        return p
    }

    /// Adds the segments from `pts[0]` (the current point) through the rest.
    ///
    /// Cardinal (d3's `curveCardinal`) as cubic Béziers: with k = (1 − tension)/6,
    /// c₁ = pᵢ + k(pᵢ₊₁ − pᵢ₋₁), c₂ = pᵢ₊₁ − k(pᵢ₊₂ − pᵢ), end points repeated (tension 0 is the
    /// uniform Catmull–Rom curve). Catmull–Rom with `alpha` > 0: d3's `curveCatmullRom` control
    /// points, from the chord lengths dᵢ = |pᵢ₊₁ − pᵢ| raised to alpha and 2·alpha. Monotone:
    /// Fritsch–Carlson tangents (secant means, zero at extrema, limited to three times the
    /// secants), c₁ = pᵢ + mᵢ·h/3, c₂ = pᵢ₊₁ − mᵢ₊₁·h/3.
    static func add(_ pts: [CGPoint], _ method: InterpolationMethod, to p: inout Path) {
        guard pts.count > 1 else { return }
        switch method.kind {
        case .linear:
            for q in pts.dropFirst() { p.addLine(to: q) }
        case .cardinal(let tension):
            addCardinal(pts, divisor: 6 / (1 - CGFloat(tension)), to: &p)
        case .catmullRom(let alpha) where alpha == 0:
            addCardinal(pts, divisor: 6, to: &p)
        case .catmullRom(let alpha):
            for i in 0..<(pts.count - 1) {
                let p0 = pts[max(i - 1, 0)], p1 = pts[i], p2 = pts[i + 1], p3 = pts[min(i + 2, pts.count - 1)]
                func d(_ a: CGPoint, _ b: CGPoint) -> Double { Double(hypot(b.x - a.x, b.y - a.y)) }
                let l01 = pow(d(p0, p1), alpha), l12 = pow(d(p1, p2), alpha), l23 = pow(d(p2, p3), alpha)
                let l01s = l01 * l01, l12s = l12 * l12, l23s = l23 * l23
                var c1 = p1, c2 = p2
                if l01 > 1e-12 {
                    let a = 2 * l01s + 3 * l01 * l12 + l12s, n = 3 * l01 * (l01 + l12)
                    c1 = CGPoint(
                        x: (Double(p1.x) * a - Double(p0.x) * l12s + Double(p2.x) * l01s) / n,
                        y: (Double(p1.y) * a - Double(p0.y) * l12s + Double(p2.y) * l01s) / n)
                }
                if l23 > 1e-12 {
                    let b = 2 * l23s + 3 * l23 * l12 + l12s, m = 3 * l23 * (l23 + l12)
                    c2 = CGPoint(
                        x: (Double(p2.x) * b + Double(p1.x) * l23s - Double(p3.x) * l12s) / m,
                        y: (Double(p2.y) * b + Double(p1.y) * l23s - Double(p3.y) * l12s) / m)
                }
                p.addCurve(to: p2, control1: c1, control2: c2)
            }
        case .monotone:
            let n = pts.count
            var secants: [CGFloat] = []
            for i in 0..<(n - 1) {
                let h = pts[i + 1].x - pts[i].x
                secants.append(h == 0 ? 0 : (pts[i + 1].y - pts[i].y) / h)
            }
            var m = [CGFloat](repeating: 0, count: n)
            m[0] = secants[0]; m[n - 1] = secants[n - 2]
            for i in 1..<(n - 1) where secants[i - 1] * secants[i] > 0 {
                m[i] = (secants[i - 1] + secants[i]) / 2
                let limit = 3 * min(abs(secants[i - 1]), abs(secants[i]))
                if abs(m[i]) > limit { m[i] = m[i] > 0 ? limit : -limit }
            }
            for i in 0..<(n - 1) {
                let h = (pts[i + 1].x - pts[i].x) / 3
                p.addCurve(
                    to: pts[i + 1], control1: CGPoint(x: pts[i].x + h, y: pts[i].y + m[i] * h),
                    control2: CGPoint(x: pts[i + 1].x - h, y: pts[i + 1].y - m[i + 1] * h))
            }
        case .stepStart, .stepEnd, .stepCenter:
            for i in 1..<pts.count {
                let a = pts[i - 1], b = pts[i]
                switch method.kind {
                case .stepStart: p.addLine(to: CGPoint(x: a.x, y: b.y))
                case .stepEnd: p.addLine(to: CGPoint(x: b.x, y: a.y))
                default:
                    let mx = (a.x + b.x) / 2
                    p.addLine(to: CGPoint(x: mx, y: a.y)); p.addLine(to: CGPoint(x: mx, y: b.y))
                }
                p.addLine(to: b)
            }
        }
    }

    /// A cardinal spline with k = 1/`divisor` = (1 − tension)/6 (see `add`; an infinite divisor
    /// at tension 1 gives straight lines), end points repeated.
    static func addCardinal(_ pts: [CGPoint], divisor: CGFloat, to p: inout Path) {
        for i in 0..<(pts.count - 1) {
            let p0 = pts[max(i - 1, 0)], p1 = pts[i], p2 = pts[i + 1], p3 = pts[min(i + 2, pts.count - 1)]
            p.addCurve(
                to: p2, control1: CGPoint(x: p1.x + (p2.x - p0.x) / divisor, y: p1.y + (p2.y - p0.y) / divisor),
                control2: CGPoint(x: p2.x - (p3.x - p1.x) / divisor, y: p2.y - (p3.y - p1.y) / divisor))
        }
    }
}

/// A symbol of diameter `size` centred at `center` (plot coordinates).
struct ChartSymbolMarkShape: Shape {
    var center: CGPoint
    var size: CGFloat
    var symbol: BasicChartSymbolShape
    var animatableData: AnimatablePair<CGPoint, CGFloat> {
        get { AnimatablePair(center, size) }
        set { center = newValue.first; size = newValue.second }
    }
    func path(in bounds: CGRect) -> Path {
        symbol.path(in: CGRect(x: bounds.minX + center.x - size / 2, y: bounds.minY + center.y - size / 2, width: size, height: size))
    }
}

/// A segment from `from` to `to` (plot coordinates).
struct ChartSegmentShape: Shape {
    var from: CGPoint
    var to: CGPoint
    var animatableData: AnimatablePair<CGPoint, CGPoint> {
        get { AnimatablePair(from, to) }
        set { from = newValue.first; to = newValue.second }
    }
    func path(in bounds: CGRect) -> Path {
        var p = Path()
        p.move(to: CGPoint(x: from.x + bounds.minX, y: from.y + bounds.minY))
        p.addLine(to: CGPoint(x: to.x + bounds.minX, y: to.y + bounds.minY))
        return p
    }
}

/// A pie or donut slice; `inset` points are left empty on each side of it (measured along the
/// outer arc, and at least that at the inner one).
struct ChartSectorShape: Shape {
    var center: CGPoint
    var angles: AnimatablePair<Double, Double>
    var radii: AnimatablePair<CGFloat, CGFloat>
    var inset: CGFloat
    /// Rounds the slice's corners (`.cornerRadius(_:)`), at most half of each side.
    var cornerRadius: CGFloat = 0
    var animatableData: AnimatablePair<AnimatablePair<Double, Double>, AnimatablePair<CGFloat, CGFloat>> {
        get { AnimatablePair(angles, radii) }
        set { angles = newValue.first; radii = newValue.second }
    }
    func path(in bounds: CGRect) -> Path {
        if cornerRadius > 0, cornerRadius.isFinite { return roundedPath(in: bounds) }
        let c = CGPoint(x: center.x + bounds.minX, y: center.y + bounds.minY)
        let inner = max(radii.first, 0), outer = max(radii.second, inner)
        var start = angles.first, end = angles.second
        guard outer > 0, end > start else { return Path() }
        let outerInset = outer > 0 ? Double(inset / outer) : 0
        let innerInset = inner > 0 ? Double(inset / inner) : 0
        var p = Path()
        let os = start + outerInset, oe = end - outerInset
        guard oe > os else { return p }
        p.addArc(center: c, radius: outer, startAngle: .radians(os), endAngle: .radians(oe), clockwise: false)
        if inner > 0, end - start > 2 * innerInset {
            start += innerInset; end -= innerInset
            p.addArc(center: c, radius: inner, startAngle: .radians(end), endAngle: .radians(start), clockwise: true)
        } else if inset > 0 {
            // A pie's inset slices meet at a point moved out along the bisector.
            let mid = (start + end) / 2, d = Double(inset) / max(sin((end - start) / 2), 0.05)
            p.addLine(to: CGPoint(x: c.x + CGFloat(cos(mid) * d), y: c.y + CGFloat(sin(mid) * d)))
        } else {
            p.addLine(to: c)
        }
        p.closeSubpath()
        return p
    }

    /// The slice's outline with rounded corners: the outline (arcs sampled about every 2 pt)
    /// with each corner cut back by the radius along both sides and joined by a quadratic
    /// curve through the corner (the radius is at most half of each side meeting there).
    func roundedPath(in bounds: CGRect) -> Path {
        let c = CGPoint(x: center.x + bounds.minX, y: center.y + bounds.minY)
        let inner = max(radii.first, 0), outer = max(radii.second, inner)
        let start = angles.first, end = angles.second
        guard outer > 0, end > start else { return Path() }
        func point(_ r: CGFloat, _ a: Double) -> CGPoint { CGPoint(x: c.x + r * CGFloat(cos(a)), y: c.y + r * CGFloat(sin(a))) }
        func arc(_ r: CGFloat, from a: Double, to b: Double) -> [CGPoint] {
            let n = max(2, Int((abs(b - a) * Double(r) / 2).rounded(.up)))
            return (0...n).map { point(r, a + (b - a) * Double($0) / Double(n)) }
        }
        let outerInset = Double(inset / outer)
        let os = start + outerInset, oe = end - outerInset
        guard oe > os else { return Path() }
        var pts = arc(outer, from: os, to: oe)
        var corners = [0, pts.count - 1]
        let innerInset = inner > 0 ? Double(inset / inner) : 0
        if inner > 0, end - start > 2 * innerInset {
            corners.append(pts.count)
            pts += arc(inner, from: end - innerInset, to: start + innerInset)
            corners.append(pts.count - 1)
        } else {
            let apex: CGPoint
            if inset > 0 {
                let mid = (start + end) / 2, d = Double(inset) / max(sin((end - start) / 2), 0.05)
                apex = CGPoint(x: c.x + CGFloat(cos(mid) * d), y: c.y + CGFloat(sin(mid) * d))
            } else {
                apex = c
            }
            corners.append(pts.count)
            pts.append(apex)
        }
        return Self.rounded(pts, corners: corners, radius: cornerRadius)
    }

    /// A closed outline through `pts` whose vertices at `corners` (ascending indices) are
    /// rounded by `radius`, limited to half the outline's length between neighbouring corners.
    static func rounded(_ pts: [CGPoint], corners: [Int], radius: CGFloat) -> Path {
        let n = pts.count
        guard n > 2 else { return Path() }
        func dist(_ a: CGPoint, _ b: CGPoint) -> CGFloat { hypot(b.x - a.x, b.y - a.y) }
        // Arc length at each point, around the closed outline.
        var at = [CGFloat](repeating: 0, count: n + 1)
        for i in 0..<n { at[i + 1] = at[i] + dist(pts[i], pts[(i + 1) % n]) }
        let total = at[n]
        func along(_ s: CGFloat) -> CGPoint {
            var s = s.truncatingRemainder(dividingBy: total)
            if s < 0 { s += total }
            var i = 0
            while i < n - 1, at[i + 1] < s { i += 1 }
            let a = pts[i], b = pts[(i + 1) % n], l = at[i + 1] - at[i]
            let t = l > 0 ? (s - at[i]) / l : 0
            return CGPoint(x: a.x + (b.x - a.x) * t, y: a.y + (b.y - a.y) * t)
        }
        // Each corner's cut: the radius, at most half the outline to each neighbouring corner.
        var cuts: [(index: Int, r: CGFloat)] = []
        for (k, i) in corners.enumerated() {
            let prev = corners[(k + corners.count - 1) % corners.count], next = corners[(k + 1) % corners.count]
            var back = at[i] - at[prev], ahead = at[next] - at[i]
            if back <= 0 { back += total }
            if ahead <= 0 { ahead += total }
            cuts.append((i, max(0, min(radius, back / 2, ahead / 2))))
        }
        var p = Path()
        for (k, cut) in cuts.enumerated() {
            let s = at[cut.index]
            let from = along(s - cut.r), to = along(s + cut.r)
            if k == 0 { p.move(to: from) } else { p.addLine(to: from) }
            p.addQuadCurve(to: to, control: pts[cut.index])
            // The outline's points up to the next corner's cut.
            let nextCut = cuts[(k + 1) % cuts.count]
            let nextStart = k + 1 < cuts.count ? at[nextCut.index] - nextCut.r : total + at[nextCut.index] - nextCut.r
            var j = cut.index + 1
            while j < n + cuts[0].index, (j < n ? at[j] : total + at[j - n]) < nextStart {
                let q = pts[j % n]
                if (j < n ? at[j] : total + at[j - n]) > s + cut.r { p.addLine(to: q) }
                j += 1
            }
        }
        p.closeSubpath()
        return p
    }
}
