import Foundation

/// The radii of a rectangle's four corners, in points (SwiftUI's `RectangleCornerRadii`).
/// Leading is left and trailing is right (left-to-right layout).
nonisolated public struct RectangleCornerRadii: Hashable, Sendable, Animatable {
    public var topLeading: CGFloat
    public var bottomLeading: CGFloat
    public var bottomTrailing: CGFloat
    public var topTrailing: CGFloat

    public init(topLeading: CGFloat = 0, bottomLeading: CGFloat = 0, bottomTrailing: CGFloat = 0, topTrailing: CGFloat = 0) {
        self.topLeading = topLeading
        self.bottomLeading = bottomLeading
        self.bottomTrailing = bottomTrailing
        self.topTrailing = topTrailing
    }

    public var animatableData: AnimatablePair<AnimatablePair<CGFloat, CGFloat>, AnimatablePair<CGFloat, CGFloat>> {
        get { AnimatablePair(AnimatablePair(topLeading, bottomLeading), AnimatablePair(bottomTrailing, topTrailing)) }
        set {
            topLeading = newValue.first.first
            bottomLeading = newValue.first.second
            bottomTrailing = newValue.second.first
            topTrailing = newValue.second.second
        }
    }
}

/// A rectangle whose corners have their own radii (SwiftUI's `UnevenRoundedRectangle`);
/// `.continuous` corners by default, as in SwiftUI.
public struct UnevenRoundedRectangle: InsettableShape, Hashable {
    public var cornerRadii: RectangleCornerRadii
    public var style: RoundedCornerStyle
    var insetAmount: CGFloat = 0

    public init(cornerRadii: RectangleCornerRadii, style: RoundedCornerStyle = .continuous) {
        self.cornerRadii = cornerRadii
        self.style = style
    }

    public init(
        topLeadingRadius: CGFloat = 0, bottomLeadingRadius: CGFloat = 0, bottomTrailingRadius: CGFloat = 0,
        topTrailingRadius: CGFloat = 0, style: RoundedCornerStyle = .continuous
    ) {
        self.init(
            cornerRadii: RectangleCornerRadii(
                topLeading: topLeadingRadius, bottomLeading: bottomLeadingRadius,
                bottomTrailing: bottomTrailingRadius, topTrailing: topTrailingRadius),
            style: style)
    }

    public func path(in rect: CGRect) -> Path {
        let r = rect.insetBy(dx: insetAmount, dy: insetAmount)
        func less(_ v: CGFloat) -> CGFloat { max(0, v - insetAmount) }
        let radii = RectangleCornerRadii(
            topLeading: less(cornerRadii.topLeading), bottomLeading: less(cornerRadii.bottomLeading),
            bottomTrailing: less(cornerRadii.bottomTrailing), topTrailing: less(cornerRadii.topTrailing))
        var path = Path()
        path.addRoundedRect(in: r, cornerRadii: radii, style: style)
        return path
    }

    public func inset(by amount: CGFloat) -> UnevenRoundedRectangle {
        var copy = self
        copy.insetAmount += amount
        return copy
    }

    public var animatableData: AnimatablePair<RectangleCornerRadii.AnimatableData, CGFloat> {
        get { AnimatablePair(cornerRadii.animatableData, insetAmount) }
        set {
            cornerRadii.animatableData = newValue.first
            insetAmount = newValue.second
        }
    }
}

extension Path {
    /// Adds a rectangle whose corners have their own radii (SwiftUI's
    /// `addRoundedRect(in:cornerRadii:style:transform:)`). Each radius is clamped to 0…half the
    /// shorter side; non-finite radii count as 0. Corners are drawn as `addRoundedRect(in:
    /// cornerSize:style:)` draws them; with equal radii the outline is that one's.
    public mutating func addRoundedRect(
        in rect: CGRect, cornerRadii: RectangleCornerRadii, style: RoundedCornerStyle = .continuous,
        transform: CGAffineTransform = .identity
    ) {
        let limit = max(0, min(rect.width, rect.height) / 2)
        func clean(_ v: CGFloat) -> CGFloat { v.isFinite ? min(max(v, 0), limit) : 0 }
        let tl = clean(cornerRadii.topLeading), tr = clean(cornerRadii.topTrailing)
        let br = clean(cornerRadii.bottomTrailing), bl = clean(cornerRadii.bottomLeading)
        var outline = Path()
        if tl == tr, tr == br, br == bl {
            outline.addRoundedRect(in: rect, cornerSize: CGSize(width: tl, height: tl), style: style)
        } else {
            outline.addUnevenCorners(rect, tl: tl, tr: tr, br: br, bl: bl, style: style)
        }
        addPath(transform.isIdentity ? outline : outline.applying(transform))
    }

    /// The outline with corners of different radii, clockwise from the top edge.
    private mutating func addUnevenCorners(_ r: CGRect, tl: CGFloat, tr: CGFloat, br: CGFloat, bl: CGFloat, style: RoundedCornerStyle) {
        // How far along each edge a corner's curve reaches.
        func extent(_ radius: CGFloat, _ side: CGFloat) -> CGFloat {
            style == .continuous ? min(radius * Self.continuousExtent, side / 2) : radius
        }
        let k: CGFloat = 0.5522847498307936 // quarter circle as one cubic: 4/3·(√2 − 1)
        /// Corner at `c` reached along `a` (unit vector pointing away from the corner along the
        /// incoming edge) and left along `b` (along the outgoing edge).
        func corner(_ c: CGPoint, _ a: (dx: CGFloat, dy: CGFloat), _ b: (dx: CGFloat, dy: CGFloat), _ radius: CGFloat, _ ea: CGFloat, _ eb: CGFloat) {
            guard radius > 0 else {
                addLine(to: c)
                return
            }
            switch style {
            case .circular:
                addCurve(
                    to: CGPoint(x: c.x + b.dx * radius, y: c.y + b.dy * radius),
                    control1: CGPoint(x: c.x + a.dx * radius * (1 - k), y: c.y + a.dy * radius * (1 - k)),
                    control2: CGPoint(x: c.x + b.dx * radius * (1 - k), y: c.y + b.dy * radius * (1 - k)))
            case .continuous:
                addContinuousCorner(c, a, b, ra: radius, rb: radius, startA: ea, startB: eb)
            }
        }
        let w = r.width, h = r.height
        move(to: CGPoint(x: r.minX + extent(tl, w), y: r.minY))
        addLine(to: CGPoint(x: r.maxX - extent(tr, w), y: r.minY))
        corner(CGPoint(x: r.maxX, y: r.minY), (dx: -1, dy: 0), (dx: 0, dy: 1), tr, extent(tr, w), extent(tr, h))
        addLine(to: CGPoint(x: r.maxX, y: r.maxY - extent(br, h)))
        corner(CGPoint(x: r.maxX, y: r.maxY), (dx: 0, dy: -1), (dx: -1, dy: 0), br, extent(br, h), extent(br, w))
        addLine(to: CGPoint(x: r.minX + extent(bl, w), y: r.maxY))
        corner(CGPoint(x: r.minX, y: r.maxY), (dx: 1, dy: 0), (dx: 0, dy: -1), bl, extent(bl, w), extent(bl, h))
        addLine(to: CGPoint(x: r.minX, y: r.minY + extent(tl, h)))
        corner(CGPoint(x: r.minX, y: r.minY), (dx: 0, dy: 1), (dx: 1, dy: 0), tl, extent(tl, h), extent(tl, w))
        closeSubpath()
    }
}
