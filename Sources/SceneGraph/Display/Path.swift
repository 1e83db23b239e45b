import Foundation

/// The outline of a 2-D shape (SwiftUI's `Path`), made of move, line, quadratic and cubic curve
/// and close elements. Arcs and ellipses are stored as cubic Bézier curves.
public struct Path: Hashable, Sendable, CustomStringConvertible {
    public enum Element: Hashable, Sendable {
        case move(to: CGPoint)
        case line(to: CGPoint)
        case quadCurve(to: CGPoint, control: CGPoint)
        case curve(to: CGPoint, control1: CGPoint, control2: CGPoint)
        case closeSubpath
    }

    public private(set) var elements: [Element] = []
    private var current: CGPoint?
    private var subpathStart: CGPoint?

    public init() {}
    public init(_ build: (inout Path) -> Void) {
        build(&self)
    }
    public init(_ rect: CGRect) { addRect(rect) }
    public init(ellipseIn rect: CGRect) { addEllipse(in: rect) }
    public init(roundedRect rect: CGRect, cornerRadius: CGFloat, style: RoundedCornerStyle = .continuous) {
        addRoundedRect(in: rect, cornerSize: CGSize(width: cornerRadius, height: cornerRadius), style: style)
    }
    public init(roundedRect rect: CGRect, cornerSize: CGSize, style: RoundedCornerStyle = .continuous) {
        addRoundedRect(in: rect, cornerSize: cornerSize, style: style)
    }

    public var isEmpty: Bool { elements.isEmpty }
    public var currentPoint: CGPoint? { current }

    public mutating func move(to p: CGPoint) {
        elements.append(.move(to: p))
        current = p
        subpathStart = p
    }
    public mutating func addLine(to p: CGPoint) {
        if current == nil { move(to: p); return }
        elements.append(.line(to: p))
        current = p
    }
    public mutating func addQuadCurve(to p: CGPoint, control: CGPoint) {
        if current == nil { move(to: control) }
        elements.append(.quadCurve(to: p, control: control))
        current = p
    }
    public mutating func addCurve(to p: CGPoint, control1: CGPoint, control2: CGPoint) {
        if current == nil { move(to: control1) }
        elements.append(.curve(to: p, control1: control1, control2: control2))
        current = p
    }
    public mutating func closeSubpath() {
        guard current != nil else { return }
        elements.append(.closeSubpath)
        current = subpathStart
    }
    public mutating func addLines(_ points: [CGPoint]) {
        guard let first = points.first else { return }
        move(to: first)
        for p in points.dropFirst() { addLine(to: p) }
    }
    public mutating func addRect(_ r: CGRect) {
        move(to: CGPoint(x: r.minX, y: r.minY))
        addLine(to: CGPoint(x: r.maxX, y: r.minY))
        addLine(to: CGPoint(x: r.maxX, y: r.maxY))
        addLine(to: CGPoint(x: r.minX, y: r.maxY))
        closeSubpath()
    }
    public mutating func addPath(_ other: Path) {
        for e in other.elements { append(e) }
    }
    mutating func append(_ e: Element) {
        switch e {
        case .move(let p): move(to: p)
        case .line(let p): addLine(to: p)
        case .quadCurve(let p, let c): addQuadCurve(to: p, control: c)
        case .curve(let p, let c1, let c2): addCurve(to: p, control1: c1, control2: c2)
        case .closeSubpath: closeSubpath()
        }
    }

    /// Adds an ellipse inscribed in `rect`, as four cubic Béziers (k = 0.5523 of the radii).
    public mutating func addEllipse(in r: CGRect) {
        let k: CGFloat = 0.5522847498307936 // 4/3·(√2 − 1)
        let cx = r.midX, cy = r.midY, rx = r.width / 2, ry = r.height / 2
        if elements.isEmpty { elements.reserveCapacity(6) }
        move(to: CGPoint(x: cx + rx, y: cy))
        addCurve(to: CGPoint(x: cx, y: cy + ry), control1: CGPoint(x: cx + rx, y: cy + k * ry), control2: CGPoint(x: cx + k * rx, y: cy + ry))
        addCurve(to: CGPoint(x: cx - rx, y: cy), control1: CGPoint(x: cx - k * rx, y: cy + ry), control2: CGPoint(x: cx - rx, y: cy + k * ry))
        addCurve(to: CGPoint(x: cx, y: cy - ry), control1: CGPoint(x: cx - rx, y: cy - k * ry), control2: CGPoint(x: cx - k * rx, y: cy - ry))
        addCurve(to: CGPoint(x: cx + rx, y: cy), control1: CGPoint(x: cx + k * rx, y: cy - ry), control2: CGPoint(x: cx + rx, y: cy - k * ry))
        closeSubpath()
    }

    /// Adds an arc of a circle around `center` from `startAngle` to `endAngle`; `clockwise` as in
    /// SwiftUI (in the flipped, y-down coordinate space, "clockwise" true draws counter-clockwise
    /// on screen). Split into cubic Béziers of at most 90° each.
    public mutating func addArc(center: CGPoint, radius: CGFloat, startAngle: Angle, endAngle: Angle, clockwise: Bool) {
        var a0 = startAngle.radians, a1 = endAngle.radians
        // On a y-down canvas, increasing angle turns clockwise on screen; SwiftUI's `clockwise`
        // refers to the y-up convention, so clockwise == true means decreasing angle.
        if clockwise {
            while a1 > a0 { a1 -= 2 * .pi }
        } else {
            while a1 < a0 { a1 += 2 * .pi }
        }
        let start = CGPoint(x: center.x + radius * CGFloat(cos(a0)), y: center.y + radius * CGFloat(sin(a0)))
        if current == nil { move(to: start) } else { addLine(to: start) }
        let total = a1 - a0
        let segments = max(1, Int((abs(total) / (.pi / 2)).rounded(.up)))
        let step = total / Double(segments)
        let k = 4.0 / 3.0 * tan(step / 4)
        for _ in 0..<segments {
            let b = a0 + step
            let p0 = CGPoint(x: cos(a0), y: sin(a0)), p3 = CGPoint(x: cos(b), y: sin(b))
            let c1 = CGPoint(x: p0.x - k * p0.y, y: p0.y + k * p0.x)
            let c2 = CGPoint(x: p3.x + k * p3.y, y: p3.y - k * p3.x)
            func map(_ p: CGPoint) -> CGPoint { CGPoint(x: center.x + radius * p.x, y: center.y + radius * p.y) }
            addCurve(to: map(p3), control1: map(c1), control2: map(c2))
            a0 = b
        }
    }

    /// Adds a rounded rectangle. `.circular` corners are quarter circles; `.continuous` corners
    /// are a smooth (curvature-continuous) squircle-like curve that starts farther from the
    /// corner, as in SwiftUI (corner extent 1.528 × the radius, clamped to half the side).
    public mutating func addRoundedRect(in r: CGRect, cornerSize: CGSize, style: RoundedCornerStyle = .continuous) {
        let rx = max(0, min(cornerSize.width, r.width / 2))
        let ry = max(0, min(cornerSize.height, r.height / 2))
        guard rx > 0, ry > 0 else { addRect(r); return }
        switch style {
        case .circular:
            let k: CGFloat = 0.5522847498307936
            move(to: CGPoint(x: r.minX + rx, y: r.minY))
            addLine(to: CGPoint(x: r.maxX - rx, y: r.minY))
            addCurve(to: CGPoint(x: r.maxX, y: r.minY + ry), control1: CGPoint(x: r.maxX - rx + k * rx, y: r.minY), control2: CGPoint(x: r.maxX, y: r.minY + ry - k * ry))
            addLine(to: CGPoint(x: r.maxX, y: r.maxY - ry))
            addCurve(to: CGPoint(x: r.maxX - rx, y: r.maxY), control1: CGPoint(x: r.maxX, y: r.maxY - ry + k * ry), control2: CGPoint(x: r.maxX - rx + k * rx, y: r.maxY))
            addLine(to: CGPoint(x: r.minX + rx, y: r.maxY))
            addCurve(to: CGPoint(x: r.minX, y: r.maxY - ry), control1: CGPoint(x: r.minX + rx - k * rx, y: r.maxY), control2: CGPoint(x: r.minX, y: r.maxY - ry + k * ry))
            addLine(to: CGPoint(x: r.minX, y: r.minY + ry))
            addCurve(to: CGPoint(x: r.minX + rx, y: r.minY), control1: CGPoint(x: r.minX, y: r.minY + ry - k * ry), control2: CGPoint(x: r.minX + rx - k * rx, y: r.minY))
            closeSubpath()
        case .continuous:
            addContinuousRoundedRect(r, rx: rx, ry: ry)
        }
    }

    /// Continuous ("squircle") corners, built so that curvature never jumps.
    ///
    /// Construction (derived for this project; the shape follows the published analyses of
    /// Apple's continuous corners, e.g. Figma's "Desperately seeking squircles", 2018): each
    /// corner of radius r is a circular arc of radius r spanning 90°·(1 − ξ) around the corner's
    /// diagonal (smoothing ξ = 0.6), flanked by two cubic Béziers that join the straight edges.
    /// Each cubic has its first three control points on the edge line, so its curvature is 0
    /// where it leaves the edge; its last handle lies on the arc's tangent, with the length
    /// chosen so the curvature equals 1/r where it meets the arc:
    /// κ(1) = (2/3)·e·sin α / d² with α = 45°·ξ, d = r·tan(α/2), e = 3d² / (2r·sin α).
    /// The curve starts 1.528665·r from the corner along each edge (the extent measured on iOS);
    /// when the side is too short, the outer handle shortens first (down to 0.951·r from the
    /// corner), which keeps the arc radius r. Elliptical corners scale the unit construction
    /// per axis.
    private mutating func addContinuousRoundedRect(_ r: CGRect, rx: CGFloat, ry: CGFloat) {
        let ex = min(rx * Self.continuousExtent, r.width / 2), ey = min(ry * Self.continuousExtent, r.height / 2)
        move(to: CGPoint(x: r.minX + ex, y: r.minY))
        addLine(to: CGPoint(x: r.maxX - ex, y: r.minY))
        addContinuousCorner(CGPoint(x: r.maxX, y: r.minY), (dx: -1, dy: 0), (dx: 0, dy: 1), ra: rx, rb: ry, startA: ex, startB: ey)
        addLine(to: CGPoint(x: r.maxX, y: r.maxY - ey))
        addContinuousCorner(CGPoint(x: r.maxX, y: r.maxY), (dx: 0, dy: -1), (dx: -1, dy: 0), ra: ry, rb: rx, startA: ey, startB: ex)
        addLine(to: CGPoint(x: r.minX + ex, y: r.maxY))
        addContinuousCorner(CGPoint(x: r.minX, y: r.maxY), (dx: 1, dy: 0), (dx: 0, dy: -1), ra: rx, rb: ry, startA: ex, startB: ey)
        addLine(to: CGPoint(x: r.minX, y: r.minY + ey))
        addContinuousCorner(CGPoint(x: r.minX, y: r.minY), (dx: 0, dy: 1), (dx: 1, dy: 0), ra: ry, rb: rx, startA: ey, startB: ex)
        closeSubpath()
    }

    /// How far from its corner a continuous corner of radius 1 begins along each edge.
    static let continuousExtent: CGFloat = 1.528665

    /// One continuous corner at `c` (see `addContinuousRoundedRect`), traced from edge A to edge
    /// B. Unit coordinates: u along edge A away from the corner, v along edge B; one unit is
    /// `ra` points along A and `rb` along B. The curve leaves edge A `startA` points from the
    /// corner and meets edge B `startB` points from it.
    mutating func addContinuousCorner(
        _ c: CGPoint, _ ua: (dx: CGFloat, dy: CGFloat), _ vb: (dx: CGFloat, dy: CGFloat),
        ra: CGFloat, rb: CGFloat, startA: CGFloat, startB: CGFloat
    ) {
        let smoothing = 0.6 // ξ
        let alpha = Double.pi / 4 * smoothing // angle each Bézier takes from the arc
        let d = tan(alpha / 2) // arc-end handle length (unit radius)
        let p2 = 1 - sin(alpha) + d * cos(alpha) // third control point, on the edge
        let p1 = p2 + 3 * d * d / (2 * sin(alpha)) // second control point, on the edge
        let sweep = Double.pi / 2 - 2 * alpha // the circular part
        // Handle of the cubic standing for the circular part, chosen so its end curvature is
        // exactly 1/r (solving (4/3)·sin a·(sin a − h·cos a) = h² for a = sweep/2), so the joins
        // are curvature-continuous; it differs from the usual (4/3)·tan(sweep/4) by < 0.1 %.
        let halfSweep = sweep / 2
        let k = 2.0 / 3.0 * sin(halfSweep) * ((cos(halfSweep) * cos(halfSweep) + 3).squareRoot() - cos(halfSweep))
        let angleA = 1.5 * Double.pi - alpha, angleB = Double.pi + alpha
        let arcA = (1 + cos(angleA), 1 + sin(angleA)), arcB = (1 + cos(angleB), 1 + sin(angleB))
        let tA = (sin(angleA), -cos(angleA)), tB = (sin(angleB), -cos(angleB)) // direction of travel
        func pt(_ u: Double, _ v: Double) -> CGPoint {
            CGPoint(
                x: c.x + ua.dx * ra * CGFloat(u) + vb.dx * rb * CGFloat(v),
                y: c.y + ua.dy * ra * CGFloat(u) + vb.dy * rb * CGFloat(v))
        }
        let a0 = Double(startA / ra), b0 = Double(startB / rb)
        addCurve(to: pt(arcA.0, arcA.1), control1: pt(min(p1, a0), 0), control2: pt(p2, 0))
        addCurve(
            to: pt(arcB.0, arcB.1), control1: pt(arcA.0 + k * tA.0, arcA.1 + k * tA.1),
            control2: pt(arcB.0 - k * tB.0, arcB.1 - k * tB.1))
        addCurve(to: pt(0, b0), control1: pt(0, p2), control2: pt(0, min(p1, b0)))
    }

    /// The smallest rectangle holding every point and control point.
    public var boundingRect: CGRect {
        var minX = CGFloat.infinity, minY = CGFloat.infinity, maxX = -CGFloat.infinity, maxY = -CGFloat.infinity
        func add(_ p: CGPoint) {
            minX = min(minX, p.x); minY = min(minY, p.y); maxX = max(maxX, p.x); maxY = max(maxY, p.y)
        }
        for e in elements {
            switch e {
            case .move(let p), .line(let p): add(p)
            case .quadCurve(let p, let c): add(p); add(c)
            case .curve(let p, let c1, let c2): add(p); add(c1); add(c2)
            case .closeSubpath: break
            }
        }
        return minX.isFinite ? CGRect(x: minX, y: minY, width: maxX - minX, height: maxY - minY) : .null
    }

    /// The path with every point transformed.
    public func applying(_ t: CGAffineTransform) -> Path {
        var out = Path()
        out.elements.reserveCapacity(elements.count)
        for e in elements {
            switch e {
            case .move(let p): out.move(to: p.applying(t))
            case .line(let p): out.addLine(to: p.applying(t))
            case .quadCurve(let p, let c): out.addQuadCurve(to: p.applying(t), control: c.applying(t))
            case .curve(let p, let c1, let c2): out.addCurve(to: p.applying(t), control1: c1.applying(t), control2: c2.applying(t))
            case .closeSubpath: out.closeSubpath()
            }
        }
        return out
    }

    /// The path moved by (dx, dy).
    /// Calls `body` with each element of the path in order (SwiftUI's `forEach(_:)`).
    public func forEach(_ body: (Element) -> Void) {
        for element in elements { body(element) }
    }

    public func offsetBy(dx: CGFloat, dy: CGFloat) -> Path {
        applying(CGAffineTransform(translationX: dx, y: dy))
    }

    /// Whether `point` is inside the path's bounding rectangle (hit-testing approximation).
    public func contains(_ point: CGPoint) -> Bool {
        boundingRect.contains(point)
    }

    public var description: String {
        elements.map { e -> String in
            func f(_ p: CGPoint) -> String { "\(fmt(p.x)) \(fmt(p.y))" }
            switch e {
            case .move(let p): return "M\(f(p))"
            case .line(let p): return "L\(f(p))"
            case .quadCurve(let p, let c): return "Q\(f(c)) \(f(p))"
            case .curve(let p, let c1, let c2): return "C\(f(c1)) \(f(c2)) \(f(p))"
            case .closeSubpath: return "Z"
            }
        }.joined(separator: " ")
    }
}

/// Formats a number with at most 3 decimals, for readable dumps.
func fmt(_ v: CGFloat) -> String { fmt(Double(v)) }
func fmt(_ v: Double) -> String {
    let r = (v * 1000).rounded() / 1000
    if r == r.rounded() && abs(r) < 1e15 { return String(Int(r)) }
    return String(r)
}

/// The style of rounded corners.
public enum RoundedCornerStyle: Hashable, Sendable {
    /// Quarter-circle corners.
    case circular
    /// Smooth corners whose curvature changes continuously (Apple's "squircle").
    case continuous
}
