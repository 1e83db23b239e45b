import Foundation

// Shapes moved, turned or scaled inside their frame (SwiftUI's `OffsetShape`, `RotatedShape`,
// `ScaledShape` and `TransformedShape`, made by `Shape.offset`, `.rotation`, `.scale` and
// `.transform`). Unlike the view modifiers `.offset` and `.rotationEffect`, they change the
// outline itself, so a stroke or a trim follows it; layout is the original shape's.

/// A shape moved by an offset in points.
public struct OffsetShape<Content: Shape>: Shape {
    public var shape: Content
    public var offset: CGSize
    public init(shape: Content, offset: CGSize) {
        self.shape = shape
        self.offset = offset
    }
    public func path(in rect: CGRect) -> Path { shape.path(in: rect).offsetBy(dx: offset.width, dy: offset.height) }
    public var animatableData: AnimatablePair<Content.AnimatableData, CGSize> {
        get { AnimatablePair(shape.animatableData, offset) }
        set {
            shape.animatableData = newValue.first
            offset = newValue.second
        }
    }
}

/// A shape turned by an angle around a unit point of its frame; positive angles turn
/// clockwise on screen.
public struct RotatedShape<Content: Shape>: Shape {
    public var shape: Content
    public var angle: Angle
    public var anchor: UnitPoint
    public init(shape: Content, angle: Angle, anchor: UnitPoint = .center) {
        self.shape = shape
        self.angle = angle
        self.anchor = anchor
    }
    public func path(in rect: CGRect) -> Path {
        let ax = rect.minX + anchor.x * rect.width, ay = rect.minY + anchor.y * rect.height
        let t = CGAffineTransform(translationX: -ax, y: -ay)
            .concatenating(CGAffineTransform(rotationAngle: CGFloat(angle.radians)))
            .concatenating(CGAffineTransform(translationX: ax, y: ay))
        return shape.path(in: rect).applying(t)
    }
    public var animatableData: AnimatablePair<Content.AnimatableData, Angle> {
        get { AnimatablePair(shape.animatableData, angle) }
        set {
            shape.animatableData = newValue.first
            angle = newValue.second
        }
    }
}

/// A shape scaled around a unit point of its frame.
public struct ScaledShape<Content: Shape>: Shape {
    public var shape: Content
    public var scale: CGSize
    public var anchor: UnitPoint
    public init(shape: Content, scale: CGSize, anchor: UnitPoint = .center) {
        self.shape = shape
        self.scale = scale
        self.anchor = anchor
    }
    public func path(in rect: CGRect) -> Path {
        let ax = rect.minX + anchor.x * rect.width, ay = rect.minY + anchor.y * rect.height
        let t = CGAffineTransform(translationX: -ax, y: -ay)
            .concatenating(CGAffineTransform(scaleX: scale.width, y: scale.height))
            .concatenating(CGAffineTransform(translationX: ax, y: ay))
        return shape.path(in: rect).applying(t)
    }
    public var animatableData: AnimatablePair<Content.AnimatableData, CGSize> {
        get { AnimatablePair(shape.animatableData, scale) }
        set {
            shape.animatableData = newValue.first
            scale = newValue.second
        }
    }
}

/// A shape with an affine transform applied to its outline (in the frame's coordinates,
/// origin at the frame's top-left corner).
public struct TransformedShape<Content: Shape>: Shape {
    public var shape: Content
    public var transform: CGAffineTransform
    public init(shape: Content, transform: CGAffineTransform) {
        self.shape = shape
        self.transform = transform
    }
    public func path(in rect: CGRect) -> Path {
        let t = CGAffineTransform(translationX: -rect.minX, y: -rect.minY)
            .concatenating(transform)
            .concatenating(CGAffineTransform(translationX: rect.minX, y: rect.minY))
        return shape.path(in: rect).applying(t)
    }
    public var animatableData: Content.AnimatableData {
        get { shape.animatableData }
        set { shape.animatableData = newValue }
    }
}

extension OffsetShape: ShapeSizing { func shapeSize(for proposal: ProposedViewSize) -> CGSize { shapeSizeOf(shape, proposal) } }
extension RotatedShape: ShapeSizing { func shapeSize(for proposal: ProposedViewSize) -> CGSize { shapeSizeOf(shape, proposal) } }
extension ScaledShape: ShapeSizing { func shapeSize(for proposal: ProposedViewSize) -> CGSize { shapeSizeOf(shape, proposal) } }
extension TransformedShape: ShapeSizing { func shapeSize(for proposal: ProposedViewSize) -> CGSize { shapeSizeOf(shape, proposal) } }

extension OffsetShape: InsettableShape where Content: InsettableShape {
    public func inset(by amount: CGFloat) -> OffsetShape<Content.InsetShape> { OffsetShape<Content.InsetShape>(shape: shape.inset(by: amount), offset: offset) }
}
extension RotatedShape: InsettableShape where Content: InsettableShape {
    public func inset(by amount: CGFloat) -> RotatedShape<Content.InsetShape> {
        RotatedShape<Content.InsetShape>(shape: shape.inset(by: amount), angle: angle, anchor: anchor)
    }
}
extension ScaledShape: InsettableShape where Content: InsettableShape {
    public func inset(by amount: CGFloat) -> ScaledShape<Content.InsetShape> {
        ScaledShape<Content.InsetShape>(shape: shape.inset(by: amount), scale: scale, anchor: anchor)
    }
}

extension Shape {
    /// The outline moved by `offset` points (layout unchanged).
    public func offset(_ offset: CGSize) -> OffsetShape<Self> { OffsetShape(shape: self, offset: offset) }
    public func offset(_ offset: CGPoint) -> OffsetShape<Self> { OffsetShape(shape: self, offset: CGSize(width: offset.x, height: offset.y)) }
    public func offset(x: CGFloat = 0, y: CGFloat = 0) -> OffsetShape<Self> { OffsetShape(shape: self, offset: CGSize(width: x, height: y)) }
    /// The outline turned by `angle` around `anchor` of the frame.
    public func rotation(_ angle: Angle, anchor: UnitPoint = .center) -> RotatedShape<Self> {
        RotatedShape(shape: self, angle: angle, anchor: anchor)
    }
    /// The outline scaled by (`x`, `y`) around `anchor` of the frame.
    public func scale(x: CGFloat = 1, y: CGFloat = 1, anchor: UnitPoint = .center) -> ScaledShape<Self> {
        ScaledShape(shape: self, scale: CGSize(width: x, height: y), anchor: anchor)
    }
    public func scale(_ scale: CGFloat, anchor: UnitPoint = .center) -> ScaledShape<Self> {
        ScaledShape(shape: self, scale: CGSize(width: scale, height: scale), anchor: anchor)
    }
    /// The outline with `transform` applied in the frame's coordinates.
    public func transform(_ transform: CGAffineTransform) -> TransformedShape<Self> {
        TransformedShape(shape: self, transform: transform)
    }
}

extension OffsetShape: Equatable where Content: Equatable {}
extension RotatedShape: Equatable where Content: Equatable {}
extension ScaledShape: Equatable where Content: Equatable {}
