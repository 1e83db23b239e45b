import Foundation

/// A shape's stroke as a shape of its own (what SwiftUI's `stroke(lineWidth:)` and
/// `stroke(style:)` return, `some Shape` since iOS 13): its outline is the area the stroke
/// covers, so filling it draws the stroke. `Circle().stroke(lineWidth: 10).fill(.red)` is a red
/// ring; `Circle().trim(from: 0, to: 0.7).stroke(style: StrokeStyle(lineWidth: 18, lineCap:
/// .round)).fill(.white)` a white arc with round ends; used as a view, the stroke is drawn
/// with the foreground style.
///
/// Drawn as a view or filled, it is drawn as the stroke of the original shape (the renderer's
/// own stroke, which animates the line width and the original shape's data); `path(in:)` is
/// the stroke's outline (`Path.strokedPath(_:)`), which is what a shape built on it
/// (`.trim(from:to:)`, `.rotation(_:)`, `.offset`, another `.stroke`, a clip shape) works with.
public struct _StrokedShape<S: Shape>: Shape {
    public var shape: S
    public var style: StrokeStyle

    public init(shape: S, style: StrokeStyle) {
        self.shape = shape
        self.style = style
    }

    public func path(in rect: CGRect) -> Path {
        shape.path(in: rect).strokedPath(style)
    }

    /// The shape's data, then the line width, the miter limit and the dash phase (SwiftUI's
    /// `StrokeStyle.animatableData`).
    public var animatableData: AnimatablePair<S.AnimatableData, AnimatablePair<CGFloat, AnimatablePair<CGFloat, CGFloat>>> {
        get { AnimatablePair(shape.animatableData, AnimatablePair(style.lineWidth, AnimatablePair(style.miterLimit, style.dashPhase))) }
        set {
            shape.animatableData = newValue.first
            style.lineWidth = newValue.second.first
            style.miterLimit = newValue.second.second.first
            style.dashPhase = newValue.second.second.second
        }
    }

    /// The stroke drawn with the foreground style.
    public var body: _ShapeView<S> { _ShapeView(shape: shape, style: nil, mode: .stroke(style)) }

    /// The stroke drawn with `content`. Fills and strokes chained after it (iOS 17) trace the
    /// stroke's outline.
    public func fill<T: ShapeStyle>(_ content: T, style fillStyle: FillStyle = FillStyle()) -> _ShapeView<S> {
        var view = _ShapeView(shape: shape, style: AnyShapeStyle(content), mode: .stroke(style))
        view.chainedOutlineStroke = style
        return view
    }
    /// The stroke drawn with the foreground style.
    public func fill(style fillStyle: FillStyle = FillStyle()) -> _ShapeView<S> {
        var view = _ShapeView(shape: shape, style: nil, mode: .stroke(style))
        view.chainedOutlineStroke = style
        return view
    }
}

extension _StrokedShape: ShapeSizing {
    func shapeSize(for proposal: ProposedViewSize) -> CGSize { shapeSizeOf(shape, proposal) }
}

extension _StrokedShape: Equatable where S: Equatable {}

extension Shape {
    /// The shape's stroke, centred on its outline, with `style`: a shape (see `_StrokedShape`),
    /// drawn with the foreground style as a view, or with the style of a `.fill` after it.
    public func stroke(style: StrokeStyle) -> _StrokedShape<Self> {
        _StrokedShape(shape: self, style: style)
    }
    /// The shape's stroke, `lineWidth` points wide, centred on its outline: a shape.
    public func stroke(lineWidth: CGFloat = 1) -> _StrokedShape<Self> {
        stroke(style: StrokeStyle(lineWidth: lineWidth))
    }
}
