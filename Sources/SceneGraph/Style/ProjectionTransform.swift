import Foundation

/// A 3×3 projective transform of the plane (SwiftUI's `ProjectionTransform`), laid out as
/// `CGAffineTransform` is, with row vectors: a point (x, y) maps to
/// ((m11·x + m21·y + m31) / w, (m12·x + m22·y + m32) / w) with w = m13·x + m23·y + m33.
/// When m13 = m23 = 0 and m33 = 1 it is the affine transform (m11, m12, m21, m22, m31, m32).
///
/// `rotation3DEffect` and `projectionEffect` draw their content through one; the renderer warps
/// the content's layer with it (see `GroupEffects.projection`).
public struct ProjectionTransform: Hashable, Sendable, CustomStringConvertible {
    public var m11: CGFloat = 1, m12: CGFloat = 0, m13: CGFloat = 0
    public var m21: CGFloat = 0, m22: CGFloat = 1, m23: CGFloat = 0
    public var m31: CGFloat = 0, m32: CGFloat = 0, m33: CGFloat = 1

    /// The identity.
    public init() {}

    public init(
        m11: CGFloat, m12: CGFloat, m13: CGFloat, m21: CGFloat, m22: CGFloat, m23: CGFloat,
        m31: CGFloat, m32: CGFloat, m33: CGFloat
    ) {
        self.m11 = m11; self.m12 = m12; self.m13 = m13
        self.m21 = m21; self.m22 = m22; self.m23 = m23
        self.m31 = m31; self.m32 = m32; self.m33 = m33
    }

    /// The affine transform `m` as a projective one.
    public init(_ m: CGAffineTransform) {
        self.init(m11: m.a, m12: m.b, m13: 0, m21: m.c, m22: m.d, m23: 0, m31: m.tx, m32: m.ty, m33: 1)
    }

    /// The transform `m` makes of the plane z = 0, seen along z (its z row and column dropped),
    /// as Core Animation flattens a layer's 3-D transform.
    public init(_ m: CATransform3D) {
        self.init(
            m11: m.m11, m12: m.m12, m13: m.m14, m21: m.m21, m22: m.m22, m23: m.m24,
            m31: m.m41, m32: m.m42, m33: m.m44)
    }

    public var isIdentity: Bool { self == ProjectionTransform() }
    /// Whether the transform has no perspective part (it is a `CGAffineTransform`).
    public var isAffine: Bool { m13 == 0 && m23 == 0 && m33 == 1 }

    /// `self` followed by `rhs` (the row-vector product self · rhs, as `CGAffineTransform`'s
    /// `concatenating`).
    public func concatenating(_ rhs: ProjectionTransform) -> ProjectionTransform {
        let a = self, b = rhs
        return ProjectionTransform(
            m11: a.m11 * b.m11 + a.m12 * b.m21 + a.m13 * b.m31,
            m12: a.m11 * b.m12 + a.m12 * b.m22 + a.m13 * b.m32,
            m13: a.m11 * b.m13 + a.m12 * b.m23 + a.m13 * b.m33,
            m21: a.m21 * b.m11 + a.m22 * b.m21 + a.m23 * b.m31,
            m22: a.m21 * b.m12 + a.m22 * b.m22 + a.m23 * b.m32,
            m23: a.m21 * b.m13 + a.m22 * b.m23 + a.m23 * b.m33,
            m31: a.m31 * b.m11 + a.m32 * b.m21 + a.m33 * b.m31,
            m32: a.m31 * b.m12 + a.m32 * b.m22 + a.m33 * b.m32,
            m33: a.m31 * b.m13 + a.m32 * b.m23 + a.m33 * b.m33)
    }

    /// The determinant of the 3×3 matrix (0 when the transform folds the plane onto a line).
    public var determinant: CGFloat {
        m11 * (m22 * m33 - m23 * m32) - m12 * (m21 * m33 - m23 * m31) + m13 * (m21 * m32 - m22 * m31)
    }

    /// Inverts the transform in place; returns false and leaves it unchanged when it is singular
    /// (determinant 0 or not finite).
    @discardableResult
    public mutating func invert() -> Bool {
        let det = determinant
        guard det != 0, det.isFinite else { return false }
        self = ProjectionTransform(
            m11: (m22 * m33 - m23 * m32) / det, m12: (m13 * m32 - m12 * m33) / det, m13: (m12 * m23 - m13 * m22) / det,
            m21: (m23 * m31 - m21 * m33) / det, m22: (m11 * m33 - m13 * m31) / det, m23: (m13 * m21 - m11 * m23) / det,
            m31: (m21 * m32 - m22 * m31) / det, m32: (m12 * m31 - m11 * m32) / det, m33: (m11 * m22 - m12 * m21) / det)
        return true
    }

    /// The inverse, or the transform itself when it is singular.
    public func inverted() -> ProjectionTransform {
        var m = self
        m.invert()
        return m
    }

    /// The homogeneous w of `p`'s image: positive in front of the viewer; a point with w ≤ 0
    /// lies behind the eye and has no place on the canvas.
    public func w(at p: CGPoint) -> CGFloat { m13 * p.x + m23 * p.y + m33 }

    public var description: String {
        "[\(m11) \(m12) \(m13); \(m21) \(m22) \(m23); \(m31) \(m32) \(m33)]"
    }
}

extension CGPoint {
    /// The point mapped through the projective transform `m` (divided by its w).
    public func applying(_ m: ProjectionTransform) -> CGPoint {
        let w = m.w(at: self)
        return CGPoint(x: (m.m11 * x + m.m21 * y + m.m31) / w, y: (m.m12 * x + m.m22 * y + m.m32) / w)
    }
}
