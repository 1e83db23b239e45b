import Foundation

/// A 2-D shape that fits a rectangle (SwiftUI's `Shape`). As a view it fills its frame with
/// the foreground style; its `animatableData` animates.
public protocol Shape: View, Animatable, Sendable, _RemoveGlobalActorIsolation {
    /// The outline of the shape in `rect` (points, the view's local frame).
    nonisolated func path(in rect: CGRect) -> Path
}

extension Shape {
    public var body: _ShapeView<Self> { _ShapeView(shape: self, style: nil, mode: .fill(FillStyle())) }

    /// Fills the shape with `content`.
    public func fill<S: ShapeStyle>(_ content: S, style: FillStyle = FillStyle()) -> _ShapeView<Self> {
        _ShapeView(shape: self, style: AnyShapeStyle(content), mode: .fill(style))
    }
    /// Fills the shape with the foreground style.
    public func fill(style: FillStyle = FillStyle()) -> _ShapeView<Self> {
        _ShapeView(shape: self, style: nil, mode: .fill(style))
    }
    /// Traces the outline with `content`, centred on the path (drawn antialiased whatever
    /// `antialiased` says). The forms without a style, `stroke(lineWidth:)` and
    /// `stroke(style:)`, return a shape (`_StrokedShape`, Views/StrokedShape.swift).
    public func stroke<S: ShapeStyle>(_ content: S, style: StrokeStyle, antialiased: Bool = true) -> _ShapeView<Self> {
        _ShapeView(shape: self, style: AnyShapeStyle(content), mode: .stroke(style))
    }
    public func stroke<S: ShapeStyle>(_ content: S, lineWidth: CGFloat = 1, antialiased: Bool = true) -> _ShapeView<Self> {
        stroke(content, style: StrokeStyle(lineWidth: lineWidth))
    }
}

/// A shape that can be inset (so that a stroke fits inside its frame).
public protocol InsettableShape: Shape {
    associatedtype InsetShape: InsettableShape
    func inset(by amount: CGFloat) -> InsetShape
}

extension InsettableShape {
    /// Traces the outline inside the frame: the shape inset by half the line width. Every form
    /// returns a view, as in SwiftUI (the style-less ones too, unlike `stroke(lineWidth:)`);
    /// `antialiased` is accepted, and the border drawn antialiased.
    public func strokeBorder<S: ShapeStyle>(_ content: S, style: StrokeStyle, antialiased: Bool = true) -> _ShapeView<InsetShape> {
        inset(by: style.lineWidth / 2).stroke(content, style: style)
    }
    public func strokeBorder<S: ShapeStyle>(_ content: S, lineWidth: CGFloat = 1, antialiased: Bool = true) -> _ShapeView<InsetShape> {
        strokeBorder(content, style: StrokeStyle(lineWidth: lineWidth))
    }
    /// The border drawn with the foreground style.
    public func strokeBorder(style: StrokeStyle, antialiased: Bool = true) -> _ShapeView<InsetShape> {
        _ShapeView(shape: inset(by: style.lineWidth / 2), style: nil, mode: .stroke(style))
    }
    public func strokeBorder(lineWidth: CGFloat = 1, antialiased: Bool = true) -> _ShapeView<InsetShape> {
        strokeBorder(style: StrokeStyle(lineWidth: lineWidth))
    }
}

/// How a shape view draws its outline: filled or stroked. Not nested in the generic
/// `_ShapeView`, so that drawing reads it without looking up a type's metadata per shape type.
enum ShapeDrawingMode: Hashable { case fill(FillStyle), stroke(StrokeStyle) }

/// A fill or stroke a shape view draws over its first one (`_ShapeView.layers`). Not nested in
/// the generic `_ShapeView`: an array of a nested type needs the array's metadata looked up at
/// run time for every shape drawn (a generic type's nested types are generic too).
struct ShapeDrawingLayer: Hashable {
    let style: AnyShapeStyle?
    let mode: ShapeDrawingMode
    /// Whether the outline is first inset by half the line width (`strokeBorder`).
    let insetsByHalfWidth: Bool
}

/// A shape drawn as a view: filled or stroked with a style (what SwiftUI's `FillShapeView` and
/// `StrokeShapeView` are). Since iOS 17 a shape view can be filled or stroked again
/// (`Circle().fill(.blue).stroke(.red, lineWidth: 4)`, or `.stroke(...).fill(...)`): each
/// further fill or stroke is drawn over what the view draws already, in the order written, so
/// a stroke over a fill shows its whole width and a fill over a stroke hides the stroke's inner
/// half. The first fill or stroke animates its colour and line width; the ones chained after it
/// draw their current values (a change to them is not animated). A stroked shape filled
/// (`Circle().stroke(lineWidth: 8).fill(.red)`) is the stroke drawn with the fill's style, and
/// the fills and strokes chained after it trace the stroke's outline (`chainedOutlineStroke`).
public struct _ShapeView<S: Shape>: View, PrimitiveView {
    public typealias Body = Never
    typealias Mode = ShapeDrawingMode
    typealias Layer = ShapeDrawingLayer
    public var shape: S
    let style: AnyShapeStyle?
    let mode: Mode
    var layers: [Layer] = []
    /// When the view is a stroked shape's fill, the stroke whose outline the chained layers
    /// fill or stroke (the shape's own outline when nil).
    var chainedOutlineStroke: StrokeStyle?

    nonisolated init(shape: S, style: AnyShapeStyle?, mode: Mode) {
        self.shape = shape
        self.style = style
        self.mode = mode
    }

    private func adding(_ style: AnyShapeStyle?, _ mode: Mode, insetsByHalfWidth: Bool = false) -> _ShapeView {
        var view = self
        view.layers.append(Layer(style: style, mode: mode, insetsByHalfWidth: insetsByHalfWidth))
        return view
    }

    /// Fills the shape again with `content`, over what this view draws (iOS 17).
    public func fill<T: ShapeStyle>(_ content: T = .foreground, style: FillStyle = FillStyle()) -> _ShapeView {
        adding(AnyShapeStyle(content), .fill(style))
    }
    /// Traces the outline with `content`, centred on the path, over what this view draws (iOS 17).
    public func stroke<T: ShapeStyle>(_ content: T, style: StrokeStyle, antialiased: Bool = true) -> _ShapeView {
        adding(AnyShapeStyle(content), .stroke(style))
    }
    /// Traces the outline `lineWidth` points wide with `content`, over what this view draws (iOS 17).
    public func stroke<T: ShapeStyle>(_ content: T, lineWidth: CGFloat = 1, antialiased: Bool = true) -> _ShapeView {
        stroke(content, style: StrokeStyle(lineWidth: lineWidth), antialiased: antialiased)
    }

    func children(node: Node, environment: EnvironmentValues) -> [ChildView] { [] }

    func paint(_ environment: EnvironmentValues) -> Paint {
        (style ?? environment.foregroundStyle)?._paint(in: environment) ?? .color(Color.primary.resolved)
    }

    func update(node: Node, context: UpdateContext) {
        node.setAnimatable(.shape, shape.animatableData, context: context)
        if case .color(let c) = paint(node.environment) { node.setForegroundColor(c, context: context) }
        if case .stroke(let s) = mode { node.setAnimatable(.lineWidth, Double(s.lineWidth), context: context) }
    }

    /// A shape's foreground colour is reported as `paint` (the name its recorded motion curves use).
    func motionName(of property: AnimatableProperty) -> String {
        property == .foregroundColor || property == .foregroundColorOKLab ? "paint" : property.motionName
    }

    func sizeThatFits(_ proposal: ProposedViewSize, node: Node, context: LayoutContext) -> CGSize {
        if let sizing = shape as? any ShapeSizing { return sizing.shapeSize(for: proposal) }
        return proposal.replacingUnspecifiedDimensions()
    }
    func placeChildren(node: Node, in bounds: CGRect, context: LayoutContext) {}

    func draw(node: Node, into builder: inout DisplayListBuilder) {
        let t = builder.time
        let frame = node.presentedFrame(at: t)
        let path: Path
        if let memo = node.shapePathMemo, memo.frame == frame, t >= memo.validFrom {
            path = memo.path
        } else {
            var presentedShape = shape
            presentedShape.animatableData = node.presented(.shape, at: t, default: shape.animatableData)
            path = presentedShape.path(placedIn: frame)
            // At rest the outline depends only on the shape (which changes only with the view,
            // when the memo is dropped) and the frame: drawn again from the memo.
            let validFrom = node.animatedSlots[AnimatableProperty.shape]?.restTime ?? -.infinity
            if t >= validFrom { node.shapePathMemo = ShapePathMemo(frame: frame, validFrom: validFrom, path: path) }
        }
        var paint = self.paint(node.environment)
        if case .color(let model) = paint { paint = .color(node.presentedForegroundColor(at: t, default: model)) }
        builder.addHitRegion(frame)
        switch mode {
        case .fill(let fillStyle):
            builder.items.append(.fill(path, fillStyle, paint, transform: builder.transform))
        case .stroke(var strokeStyle):
            strokeStyle.lineWidth = CGFloat(node.presented(.lineWidth, at: t, default: Double(strokeStyle.lineWidth)))
            builder.items.append(.stroke(path, strokeStyle, paint, transform: builder.transform))
        }
        if !layers.isEmpty { drawLayers(node: node, frame: frame, into: &builder) }
    }

    /// The fills and strokes chained after the first, in order, at their model values.
    private func drawLayers(node: Node, frame: CGRect, into builder: inout DisplayListBuilder) {
        var presentedShape = shape
        presentedShape.animatableData = node.presented(.shape, at: builder.time, default: shape.animatableData)
        func outline(_ path: Path) -> Path { chainedOutlineStroke.map { path.strokedPath($0) } ?? path }
        for layer in layers {
            let paint = (layer.style ?? node.environment.foregroundStyle)?._paint(in: node.environment) ?? .color(Color.primary.resolved)
            switch layer.mode {
            case .fill(let fillStyle):
                builder.items.append(.fill(outline(presentedShape.path(placedIn: frame)), fillStyle, paint, transform: builder.transform))
            case .stroke(let strokeStyle):
                var path = presentedShape.path(placedIn: frame)
                if layer.insetsByHalfWidth, let insettable = presentedShape as? any InsettableShape {
                    path = insettable.insetPath(by: strokeStyle.lineWidth / 2, placedIn: frame)
                }
                path = outline(path)
                builder.items.append(.stroke(path, strokeStyle, paint, transform: builder.transform))
            }
        }
    }
}

extension _ShapeView where S: InsettableShape {
    /// Traces the outline inside the frame (the shape inset by half the line width) with
    /// `content`, over what this view draws (iOS 17).
    public func strokeBorder<T: ShapeStyle>(_ content: T = .foreground, style: StrokeStyle, antialiased: Bool = true) -> _ShapeView {
        adding(AnyShapeStyle(content), .stroke(style), insetsByHalfWidth: true)
    }
    /// Traces the outline inside the frame, `lineWidth` points wide, over what this view draws.
    public func strokeBorder<T: ShapeStyle>(_ content: T = .foreground, lineWidth: CGFloat = 1, antialiased: Bool = true) -> _ShapeView {
        strokeBorder(content, style: StrokeStyle(lineWidth: lineWidth), antialiased: antialiased)
    }
}

extension InsettableShape {
    /// The outline inset by `amount` points, for a view laid out at `frame`.
    func insetPath(by amount: CGFloat, placedIn frame: CGRect) -> Path {
        inset(by: amount).path(placedIn: frame)
    }
}

extension Shape {
    /// The outline for a view laid out at `frame` (canvas coordinates): `path(in:)` is asked in
    /// the view's own coordinates, a rect at origin zero of the frame's size, as SwiftUI asks it,
    /// and the result is moved to the frame's origin.
    func path(placedIn frame: CGRect) -> Path {
        let local = path(in: CGRect(origin: .zero, size: frame.size))
        return frame.origin == .zero ? local : local.offsetBy(dx: frame.minX, dy: frame.minY)
    }
}

/// A shape view's outline at a frame, valid from `validFrom` (seconds; when its shape stopped
/// animating) until the node's view changes: drawing a settled or moving-by-offset shape asks
/// `path(in:)` once, not every frame.
final class ShapePathMemo {
    let frame: CGRect
    let validFrom: Double
    let path: Path
    init(frame: CGRect, validFrom: Double, path: Path) {
        self.frame = frame
        self.validFrom = validFrom
        self.path = path
    }
}

/// Shapes whose size is not simply the proposal (Circle keeps square bounds in its frame).
protocol ShapeSizing {
    func shapeSize(for proposal: ProposedViewSize) -> CGSize
}

/// A rectangle filling its frame.
public struct Rectangle: InsettableShape, Hashable {
    var insetAmount: CGFloat = 0
    public init() {}
    public func path(in rect: CGRect) -> Path { Path(rect.insetBy(dx: insetAmount, dy: insetAmount)) }
    public func inset(by amount: CGFloat) -> Rectangle {
        var r = self
        r.insetAmount += amount
        return r
    }
    public var animatableData: CGFloat {
        get { insetAmount }
        set { insetAmount = newValue }
    }
}

/// A rectangle with rounded corners; `.continuous` corners by default, as in SwiftUI since iOS 17.
public struct RoundedRectangle: InsettableShape, Hashable {
    public var cornerSize: CGSize
    public var style: RoundedCornerStyle
    var insetAmount: CGFloat = 0
    public init(cornerRadius: CGFloat, style: RoundedCornerStyle = .continuous) {
        cornerSize = CGSize(width: cornerRadius, height: cornerRadius)
        self.style = style
    }
    public init(cornerSize: CGSize, style: RoundedCornerStyle = .continuous) {
        self.cornerSize = cornerSize
        self.style = style
    }
    public func path(in rect: CGRect) -> Path {
        let r = rect.insetBy(dx: insetAmount, dy: insetAmount)
        let corner = CGSize(width: max(0, cornerSize.width - insetAmount), height: max(0, cornerSize.height - insetAmount))
        return Path(roundedRect: r, cornerSize: corner, style: style)
    }
    public func inset(by amount: CGFloat) -> RoundedRectangle {
        var r = self
        r.insetAmount += amount
        return r
    }
    public var animatableData: AnimatablePair<CGSize, CGFloat> {
        get { AnimatablePair(cornerSize, insetAmount) }
        set {
            cornerSize = newValue.first
            insetAmount = newValue.second
        }
    }
}

/// A circle centred in its frame, as large as the smaller side.
public struct Circle: InsettableShape, Hashable {
    var insetAmount: CGFloat = 0
    public init() {}
    public func path(in rect: CGRect) -> Path {
        let d = min(rect.width, rect.height) - 2 * insetAmount
        return Path(ellipseIn: CGRect(x: rect.midX - d / 2, y: rect.midY - d / 2, width: max(d, 0), height: max(d, 0)))
    }
    public func inset(by amount: CGFloat) -> Circle {
        var c = self
        c.insetAmount += amount
        return c
    }
    public var animatableData: CGFloat {
        get { insetAmount }
        set { insetAmount = newValue }
    }
}

/// An ellipse filling its frame.
public struct Ellipse: InsettableShape, Hashable {
    var insetAmount: CGFloat = 0
    public init() {}
    public func path(in rect: CGRect) -> Path { Path(ellipseIn: rect.insetBy(dx: insetAmount, dy: insetAmount)) }
    public func inset(by amount: CGFloat) -> Ellipse {
        var e = self
        e.insetAmount += amount
        return e
    }
    public var animatableData: CGFloat {
        get { insetAmount }
        set { insetAmount = newValue }
    }
}

/// A rounded rectangle whose corner radius is half the shorter side.
public struct Capsule: InsettableShape, Hashable {
    public var style: RoundedCornerStyle
    var insetAmount: CGFloat = 0
    public init(style: RoundedCornerStyle = .circular) { self.style = style }
    public func path(in rect: CGRect) -> Path {
        let r = rect.insetBy(dx: insetAmount, dy: insetAmount)
        let radius = min(r.width, r.height) / 2
        return Path(roundedRect: r, cornerSize: CGSize(width: radius, height: radius), style: .circular)
    }
    public func inset(by amount: CGFloat) -> Capsule {
        var c = self
        c.insetAmount += amount
        return c
    }
    public var animatableData: CGFloat {
        get { insetAmount }
        set { insetAmount = newValue }
    }
}

extension Path: Shape {
    public func path(in rect: CGRect) -> Path { self }
    public var animatableData: EmptyAnimatableData {
        get { EmptyAnimatableData() }
        set {}
    }
}

extension Color: View {
    /// Fills its frame with the colour.
    public var body: _ShapeView<Rectangle> { Rectangle().fill(self) }
}

extension _ShapeView: Equatable where S: Equatable {}
