import Foundation

// The parts of Core Graphics' geometry API that SwiftUI code computes with and that Foundation
// on Linux does not provide (it has CGFloat, CGPoint, CGSize and CGRect with `insetBy`,
// `offsetBy`, `union`, `intersection`, `contains`, `standardized`, `integral`, `divided` and
// `equalTo` on rectangles and points). Semantics are Core Graphics' (CGGeometry.h,
// CGAffineTransform.h).

/// A two-dimensional vector (Core Graphics' `CGVector`): `dx`, `dy` in points.
public struct CGVector: Hashable, Sendable, CustomStringConvertible {
    public var dx: CGFloat
    public var dy: CGFloat
    public init() { dx = 0; dy = 0 }
    public init(dx: CGFloat, dy: CGFloat) { self.dx = dx; self.dy = dy }
    public init(dx: Double, dy: Double) { self.dx = CGFloat(dx); self.dy = CGFloat(dy) }
    public init(dx: Int, dy: Int) { self.dx = CGFloat(dx); self.dy = CGFloat(dy) }
    public static var zero: CGVector { CGVector() }
    public var description: String { "(\(dx), \(dy))" }
}

extension CGSize {
    /// The size transformed by the linear part of `t` (Core Graphics' `CGSizeApplyAffineTransform`:
    /// the translation is ignored and the result may be negative).
    public func applying(_ t: CGAffineTransform) -> CGSize {
        CGSize(width: t.a * width + t.c * height, height: t.b * width + t.d * height)
    }
    public func equalTo(_ size: CGSize) -> Bool { self == size }
}

extension CGRect {
    /// The smallest rectangle holding the four corners of the (standardised) rectangle under
    /// `t` (Core Graphics' `CGRectApplyAffineTransform`). The null rectangle stays null.
    public func applying(_ t: CGAffineTransform) -> CGRect {
        guard !isNull else { return self }
        let r = standardized
        let corners = [
            CGPoint(x: r.minX, y: r.minY), CGPoint(x: r.maxX, y: r.minY),
            CGPoint(x: r.minX, y: r.maxY), CGPoint(x: r.maxX, y: r.maxY)
        ].map { $0.applying(t) }
        let xs = corners.map(\.x), ys = corners.map(\.y)
        let x0 = xs.min()!, y0 = ys.min()!
        return CGRect(x: x0, y: y0, width: xs.max()! - x0, height: ys.max()! - y0)
    }
}

extension CGAffineTransform {
    /// The zero transform, as Core Graphics' `CGAffineTransform()` (all components 0; use
    /// `.identity` for the identity).
    public init() { self.init(a: 0, b: 0, c: 0, d: 0, tx: 0, ty: 0) }
}

extension CGPoint {
    public func equalTo(_ point: CGPoint) -> Bool { self == point }
}

extension CGRect {
    public func equalTo(_ rect: CGRect) -> Bool { self == rect }
}
