import CoreGraphics
import Foundation
import SceneGraph

/// Corners of a rectangle (UIKit's `UIRectCorner`).
public struct UIRectCorner: OptionSet, Hashable, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let topLeft = UIRectCorner(rawValue: 1 << 0)
    public static let topRight = UIRectCorner(rawValue: 1 << 1)
    public static let bottomLeft = UIRectCorner(rawValue: 1 << 2)
    public static let bottomRight = UIRectCorner(rawValue: 1 << 3)
    public static let allCorners: UIRectCorner = [.topLeft, .topRight, .bottomLeft, .bottomRight]
}

/// A vector path built with UIKit's calls (UIKit's `UIBezierPath`), for SwiftUI code that turns
/// it into a `Path` with `Path(bezierPath.cgPath)`. Stroking and filling into a UIKit graphics
/// context are not here (draw the `Path` with SwiftUI's shapes).
public final class UIBezierPath: CustomStringConvertible {
    /// The path built so far.
    public private(set) var path = SceneGraph.Path()
    /// Accepted and kept, for a `StrokeStyle` made from it.
    public var lineWidth: CGFloat = 1

    /// An empty path.
    public init() {}
    /// A closed rectangle.
    public init(rect: CGRect) { path.addRect(rect) }
    /// The ellipse inscribed in `rect`.
    public init(ovalIn rect: CGRect) { path.addEllipse(in: rect) }
    /// A rectangle with rounded corners of `cornerRadius` (at most half the shorter side), with
    /// the continuous corner curve UIKit draws since iOS 7.
    public init(roundedRect rect: CGRect, cornerRadius: CGFloat) {
        path.addRoundedRect(in: rect, cornerSize: CGSize(width: cornerRadius, height: cornerRadius), style: .continuous)
    }
    /// A rectangle with the corners in `corners` rounded by quarter ellipses of `cornerRadii`
    /// (each at most half the side) and the others square, clockwise from the top-left.
    public init(roundedRect rect: CGRect, byRoundingCorners corners: UIRectCorner, cornerRadii: CGSize) {
        let rect = rect.standardized
        let rx = min(max(0, cornerRadii.width.isFinite ? cornerRadii.width : 0), rect.width / 2)
        let ry = min(max(0, cornerRadii.height.isFinite ? cornerRadii.height : 0), rect.height / 2)
        // A quarter ellipse as one cubic: control points at 0.5523 of the radii (the usual κ).
        let k: CGFloat = 0.552_284_749_8
        let (minX, minY, maxX, maxY) = (rect.minX, rect.minY, rect.maxX, rect.maxY)
        func corner(_ c: UIRectCorner) -> Bool { corners.contains(c) && rx > 0 && ry > 0 }
        path.move(to: CGPoint(x: corner(.topLeft) ? minX + rx : minX, y: minY))
        if corner(.topRight) {
            path.addLine(to: CGPoint(x: maxX - rx, y: minY))
            path.addCurve(
                to: CGPoint(x: maxX, y: minY + ry), control1: CGPoint(x: maxX - rx + rx * k, y: minY),
                control2: CGPoint(x: maxX, y: minY + ry - ry * k))
        } else {
            path.addLine(to: CGPoint(x: maxX, y: minY))
        }
        if corner(.bottomRight) {
            path.addLine(to: CGPoint(x: maxX, y: maxY - ry))
            path.addCurve(
                to: CGPoint(x: maxX - rx, y: maxY), control1: CGPoint(x: maxX, y: maxY - ry + ry * k),
                control2: CGPoint(x: maxX - rx + rx * k, y: maxY))
        } else {
            path.addLine(to: CGPoint(x: maxX, y: maxY))
        }
        if corner(.bottomLeft) {
            path.addLine(to: CGPoint(x: minX + rx, y: maxY))
            path.addCurve(
                to: CGPoint(x: minX, y: maxY - ry), control1: CGPoint(x: minX + rx - rx * k, y: maxY),
                control2: CGPoint(x: minX, y: maxY - ry + ry * k))
        } else {
            path.addLine(to: CGPoint(x: minX, y: maxY))
        }
        if corner(.topLeft) {
            path.addLine(to: CGPoint(x: minX, y: minY + ry))
            path.addCurve(
                to: CGPoint(x: minX + rx, y: minY), control1: CGPoint(x: minX, y: minY + ry - ry * k),
                control2: CGPoint(x: minX + rx - rx * k, y: minY))
        }
        path.closeSubpath()
    }
    /// An arc of a circle, angles in radians (see `addArc`).
    public init(arcCenter center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat, clockwise: Bool) {
        addArc(withCenter: center, radius: radius, startAngle: startAngle, endAngle: endAngle, clockwise: clockwise)
    }
    /// The path of a Core Graphics path.
    public init(cgPath: CGPath) { path = SceneGraph.Path(cgPath) }

    /// The path as a Core Graphics path.
    public var cgPath: CGPath { path.cgPath }
    /// The end of the last element; `.zero` when empty.
    public var currentPoint: CGPoint { path.currentPoint ?? .zero }
    /// The smallest rectangle holding every point, control points included.
    public var bounds: CGRect { path.isEmpty ? .zero : path.boundingRect }
    public var isEmpty: Bool { path.isEmpty }

    public func move(to point: CGPoint) { path.move(to: point) }
    public func addLine(to point: CGPoint) { path.addLine(to: point) }
    public func addQuadCurve(to endPoint: CGPoint, controlPoint: CGPoint) { path.addQuadCurve(to: endPoint, control: controlPoint) }
    public func addCurve(to endPoint: CGPoint, controlPoint1: CGPoint, controlPoint2: CGPoint) {
        path.addCurve(to: endPoint, control1: controlPoint1, control2: controlPoint2)
    }
    /// An arc of a circle from `startAngle` to `endAngle` (radians), joined to the current point
    /// by a line when there is one. `clockwise` is UIKit's: clockwise on screen, in its y-down
    /// space (so angles grow), which is `Path.addArc`'s `clockwise: false`.
    public func addArc(withCenter center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat, clockwise: Bool) {
        path.addArc(
            center: center, radius: radius, startAngle: .radians(Double(startAngle)), endAngle: .radians(Double(endAngle)),
            clockwise: !clockwise)
    }
    public func close() { path.closeSubpath() }
    public func removeAllPoints() { path = SceneGraph.Path() }
    /// Adds `other`'s elements.
    public func append(_ other: UIBezierPath) { path.addPath(other.path) }
    /// Transforms every point.
    public func apply(_ transform: CGAffineTransform) { path = path.applying(transform) }
    /// Whether `point` is inside the path.
    public func contains(_ point: CGPoint) -> Bool { path.contains(point) }

    /// The same path traced backwards: each subpath from its last point to its first, segment
    /// by segment (a curve's control points swapped), closed where it was closed; the
    /// subpaths in reverse order, as UIKit's `reversing()` returns them.
    public func reversing() -> UIBezierPath {
        /// A subpath: its first point, its segments (each with the point it starts from) and
        /// whether it is closed.
        struct Subpath {
            var start: CGPoint
            var segments: [(from: CGPoint, element: SceneGraph.Path.Element)] = []
            var closed = false
        }
        var subpaths: [Subpath] = []
        var current = CGPoint.zero
        path.forEach { element in
            switch element {
            case .move(let p):
                subpaths.append(Subpath(start: p))
                current = p
            case .line(let p), .quadCurve(let p, _), .curve(let p, _, _):
                if subpaths.isEmpty || subpaths[subpaths.count - 1].closed { subpaths.append(Subpath(start: current)) }
                subpaths[subpaths.count - 1].segments.append((current, element))
                current = p
            case .closeSubpath:
                if !subpaths.isEmpty {
                    subpaths[subpaths.count - 1].closed = true
                    current = subpaths[subpaths.count - 1].start
                }
            }
        }
        var reversed = SceneGraph.Path()
        for sub in subpaths.reversed() {
            let end = sub.segments.last.map { segmentEnd($0.element) } ?? sub.start
            reversed.move(to: end)
            for (from, element) in sub.segments.reversed() {
                switch element {
                case .line: reversed.addLine(to: from)
                case .quadCurve(_, let c): reversed.addQuadCurve(to: from, control: c)
                case .curve(_, let c1, let c2): reversed.addCurve(to: from, control1: c2, control2: c1)
                case .move, .closeSubpath: break
                }
            }
            if sub.closed { reversed.closeSubpath() }
        }
        let result = UIBezierPath()
        result.path = reversed
        return result
    }

    private func segmentEnd(_ element: SceneGraph.Path.Element) -> CGPoint {
        switch element {
        case .move(let p), .line(let p), .quadCurve(let p, _), .curve(let p, _, _): return p
        case .closeSubpath: return .zero
        }
    }

    public var description: String { "UIBezierPath(\(path))" }
}

extension SceneGraph.Path {
    /// The path a UIKit Bézier path built.
    public init(_ path: UIBezierPath) { self = path.path }
}
