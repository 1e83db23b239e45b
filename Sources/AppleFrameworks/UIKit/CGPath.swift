import Foundation
import SceneGraph

/// An immutable vector path (Core Graphics' `CGPath`), as SwiftUI code hands one to `Path(_:)`
/// or gets one from `Path.cgPath` and `UIBezierPath.cgPath`. It lives in UIKit (which
/// `import SwiftUI` re-exports), not in the CoreGraphics module, which re-exports Foundation:
/// re-exported by UIKit, that would make Dispatch's `DispatchQueue.main.async` win over the
/// scene-time one in files that import SwiftUI (see UIKit.swift). Coordinates are points in a
/// y-down space, as UIKit's. Its elements are SceneGraph's `Path` elements: arcs and ellipses
/// are stored as the cubic Béziers `Path` splits them into (at most 90° each), so
/// `applyWithBlock` reports curves where Core Graphics would too.
public class CGPath: Hashable, CustomStringConvertible {
    /// The path's elements.
    var path: SceneGraph.Path

    init(path: SceneGraph.Path) { self.path = path }

    /// A rectangle, its points transformed by `transform` when given.
    public convenience init(rect: CGRect, transform: UnsafePointer<CGAffineTransform>?) {
        self.init(path: SceneGraph.Path(rect).transformed(transform))
    }

    /// The ellipse inscribed in `rect`.
    public convenience init(ellipseIn rect: CGRect, transform: UnsafePointer<CGAffineTransform>?) {
        self.init(path: SceneGraph.Path(ellipseIn: rect).transformed(transform))
    }

    /// A rectangle with quarter-ellipse corners of radii `cornerWidth` × `cornerHeight`
    /// (each at most half the side, as Core Graphics requires).
    public convenience init(
        roundedRect rect: CGRect, cornerWidth: CGFloat, cornerHeight: CGFloat, transform: UnsafePointer<CGAffineTransform>?
    ) {
        self.init(
            path: SceneGraph.Path(roundedRect: rect, cornerSize: CGSize(width: cornerWidth, height: cornerHeight), style: .circular)
                .transformed(transform))
    }

    /// Whether the path has no elements.
    public var isEmpty: Bool { path.isEmpty }
    /// The end point of the last element; `.zero` for an empty path, as Core Graphics answers.
    public var currentPoint: CGPoint { path.currentPoint ?? .zero }
    /// The smallest rectangle holding every point of the path, control points included;
    /// `CGRect.null` for an empty path.
    public var boundingBox: CGRect { path.isEmpty ? .null : path.boundingRect }
    /// The same as `boundingBox` here (control points are not excluded).
    public var boundingBoxOfPath: CGRect { boundingBox }

    /// An immutable copy.
    public func copy() -> CGPath? { CGPath(path: path) }
    /// A copy with its points transformed.
    public func copy(using transform: UnsafePointer<CGAffineTransform>?) -> CGPath? { CGPath(path: path.transformed(transform)) }
    /// A mutable copy.
    public func mutableCopy() -> CGMutablePath? { CGMutablePath(path: path) }
    /// A mutable copy with its points transformed.
    public func mutableCopy(using transform: UnsafePointer<CGAffineTransform>?) -> CGMutablePath? {
        CGMutablePath(path: path.transformed(transform))
    }

    /// Whether `point` is inside the path (non-zero winding unless `eoFill`; only the non-zero
    /// rule is implemented, `eoFill` is accepted and ignored).
    public func contains(_ point: CGPoint, using rule: CGPathFillRule = .winding, transform: CGAffineTransform = .identity) -> Bool {
        path.applying(transform).contains(point)
    }

    /// Calls `block` with each element in order (Core Graphics' element walk): `points` holds
    /// one point for move and line, two for a quadratic curve (control, end), three for a
    /// cubic (control 1, control 2, end), none for close. The pointers live for the call only.
    public func applyWithBlock(_ block: (UnsafePointer<CGPathElement>) -> Void) {
        path.forEach { element in
            let (type, points): (CGPathElementType, [CGPoint])
            switch element {
            case .move(let p): (type, points) = (.moveToPoint, [p])
            case .line(let p): (type, points) = (.addLineToPoint, [p])
            case .quadCurve(let p, let c): (type, points) = (.addQuadCurveToPoint, [c, p])
            case .curve(let p, let c1, let c2): (type, points) = (.addCurveToPoint, [c1, c2, p])
            case .closeSubpath: (type, points) = (.closeSubpath, [])
            }
            var storage = points + [.zero]
            storage.withUnsafeMutableBufferPointer { buffer in
                var element = CGPathElement(type: type, points: buffer.baseAddress!)
                block(&element)
            }
        }
    }

    public static func == (a: CGPath, b: CGPath) -> Bool { a.path == b.path }
    public func hash(into hasher: inout Hasher) { hasher.combine(path) }
    public var description: String { "CGPath(\(path))" }
}

/// A path that can grow (Core Graphics' `CGMutablePath`).
public final class CGMutablePath: CGPath {
    /// An empty path.
    public convenience init() { self.init(path: SceneGraph.Path()) }

    public func move(to point: CGPoint, transform: CGAffineTransform = .identity) {
        path.move(to: point.applying(transform))
    }
    public func addLine(to point: CGPoint, transform: CGAffineTransform = .identity) {
        path.addLine(to: point.applying(transform))
    }
    /// A line through `points` (starting a new subpath at the first).
    public func addLines(between points: [CGPoint], transform: CGAffineTransform = .identity) {
        path.addLines(points.map { $0.applying(transform) })
    }
    public func addQuadCurve(to end: CGPoint, control: CGPoint, transform: CGAffineTransform = .identity) {
        path.addQuadCurve(to: end.applying(transform), control: control.applying(transform))
    }
    public func addCurve(to end: CGPoint, control1: CGPoint, control2: CGPoint, transform: CGAffineTransform = .identity) {
        path.addCurve(to: end.applying(transform), control1: control1.applying(transform), control2: control2.applying(transform))
    }
    public func addRect(_ rect: CGRect, transform: CGAffineTransform = .identity) {
        path.addPath(SceneGraph.Path(rect).applying(transform))
    }
    public func addRects(_ rects: [CGRect], transform: CGAffineTransform = .identity) {
        for rect in rects { addRect(rect, transform: transform) }
    }
    public func addEllipse(in rect: CGRect, transform: CGAffineTransform = .identity) {
        path.addPath(SceneGraph.Path(ellipseIn: rect).applying(transform))
    }
    public func addRoundedRect(in rect: CGRect, cornerWidth: CGFloat, cornerHeight: CGFloat, transform: CGAffineTransform = .identity) {
        path.addPath(
            SceneGraph.Path(roundedRect: rect, cornerSize: CGSize(width: cornerWidth, height: cornerHeight), style: .circular)
                .applying(transform))
    }
    /// An arc of a circle, angles in radians, `clockwise` in the y-down space as Core Graphics'
    /// (the same rule as `Path.addArc`).
    public func addArc(
        center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat, clockwise: Bool,
        transform: CGAffineTransform = .identity
    ) {
        var arc = SceneGraph.Path()
        arc.addArc(
            center: center, radius: radius, startAngle: .radians(Double(startAngle)), endAngle: .radians(Double(endAngle)),
            clockwise: clockwise)
        // Core Graphics joins an arc to the current point with a line, else starts a subpath.
        let joins = path.currentPoint != nil
        arc.applying(transform).forEach { element in
            if joins, case .move(let start) = element { path.addLine(to: start) } else { path.append(element) }
        }
    }
    public func addPath(_ other: CGPath, transform: CGAffineTransform = .identity) {
        path.addPath(other.path.applying(transform))
    }
    public func closeSubpath() { path.closeSubpath() }
}

extension SceneGraph.Path {
    /// The path drawn by a Core Graphics path.
    public init(_ path: CGPath) { self = path.path }

    /// This path as a Core Graphics path.
    public var cgPath: CGPath { CGPath(path: self) }

    fileprivate func transformed(_ transform: UnsafePointer<CGAffineTransform>?) -> SceneGraph.Path {
        transform.map { applying($0.pointee) } ?? self
    }

    fileprivate mutating func append(_ element: Element) {
        switch element {
        case .move(let p): move(to: p)
        case .line(let p): addLine(to: p)
        case .quadCurve(let p, let c): addQuadCurve(to: p, control: c)
        case .curve(let p, let c1, let c2): addCurve(to: p, control1: c1, control2: c2)
        case .closeSubpath: closeSubpath()
        }
    }
}

/// The kind of a path element (Core Graphics' `CGPathElementType`).
public enum CGPathElementType: Int32, Sendable {
    case moveToPoint, addLineToPoint, addQuadCurveToPoint, addCurveToPoint, closeSubpath
}

/// One element of a path as `CGPath.applyWithBlock` reports it.
public struct CGPathElement {
    public var type: CGPathElementType
    public var points: UnsafeMutablePointer<CGPoint>
    public init(type: CGPathElementType, points: UnsafeMutablePointer<CGPoint>) {
        self.type = type
        self.points = points
    }
}

/// How a path's inside is decided (Core Graphics' `CGPathFillRule`).
public enum CGPathFillRule: Int, Sendable {
    case winding, evenOdd
}
