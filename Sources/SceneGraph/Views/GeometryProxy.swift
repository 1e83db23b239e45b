import Foundation

/// The size and coordinate spaces of a `GeometryReader` (or of a view in `visualEffect`), and
/// the resolver of anchors into them (SwiftUI's `GeometryProxy`).
///
/// Frames outside `.local` are measured through the geometry effects and scroll views above the
/// reader (`ViewTransform`): `.offset`, `.scaleEffect`, `.rotationEffect` (the frame is the
/// bounding box of the turned rectangle), `.transformEffect`, `.projectionEffect`,
/// `.rotation3DEffect` and `GeometryEffect`s move them, at their presented values; an effect
/// marked `ignoredByLayout()` does not. Every frame is finite, even under a scale of 0.
public struct GeometryProxy {
    /// The size offered to the reader, in points.
    public let size: CGSize
    /// The reader's layout frame (absolute layout coordinates).
    let layoutFrame: CGRect
    /// How the reader's layout coordinates are drawn: on the canvas and in the named spaces.
    let transform: ViewTransform

    /// The reader's frame in a coordinate space, in points: `.local` starts at zero whatever the
    /// effects above; `.global` is the canvas; `.named(n)` is the space of the nearest ancestor
    /// marked `.coordinateSpace(name: n)` (the canvas when there is none, as in SwiftUI), moved
    /// by the effects and scroll views between that ancestor and the reader only.
    public func frame(in space: CoordinateSpace) -> CGRect {
        switch space {
        case .local: return CGRect(origin: .zero, size: size)
        case .global: return transform.canvas.map(layoutFrame)
        case .named(let name): return transform.map(layoutFrame, toSpaceNamed: name)
        }
    }

    /// Safe-area insets (always zero: scenes have no safe area).
    public var safeAreaInsets: EdgeInsets { EdgeInsets() }

    /// The value of `anchor` in the reader's own coordinates (origin at its top-left corner), as
    /// SwiftUI's `proxy[anchor]` resolves it: the anchor's view's geometry carried to the canvas
    /// through the effects above that view, then back through the inverse of the reader's. A
    /// rectangle comes back as the bounding box of its corners.
    ///
    /// Where the reader's own transform cannot be inverted (a scale of 0 above it) or a corner
    /// would land behind the eye, the effects with perspective are left out, then all effects:
    /// the value is then moved by the two views' layout positions only. So the answer is finite.
    public subscript<T>(anchor: Anchor<T>) -> T {
        for conversion in AnchorConversion.candidates(from: anchor.origin, anchor.mapping, to: layoutFrame.origin, transform.canvas) {
            if let value = anchor.box.convert(conversion), let typed = value as? T { return typed }
        }
        let plain = AnchorConversion.translation(from: anchor.origin, to: layoutFrame.origin)
        return anchor.box.convert(plain) as! T // a translation of finite values always converts
    }

    /// The proxy of a reader whose layout frame is `frame` (absolute layout coordinates) on
    /// `node`, at scene time `time`, and whether its frames can change with time alone (a
    /// scroll view above, or an effect above animating at `time`). `presented`: `frame` is a
    /// presented frame, and the effects above are measured on presented frames (drawing).
    @MainActor
    static func make(frame: CGRect, node: Node, time: Double, presented: Bool = false) -> (proxy: GeometryProxy, followsTime: Bool) {
        let measured = node.viewTransform(at: time, presented: presented)
        return (GeometryProxy(size: frame.size, layoutFrame: frame, transform: measured.transform), measured.followsTime)
    }
}

extension GeometryProxy {
    /// An anchor of `rect` given in this reader's own coordinates (points, origin at its top
    /// left): resolved by another reader's proxy as if a view at the reader's place had made it
    /// with `.rect(rect)`. For the package's views that hand out anchors (Charts' plot frame).
    package func anchor(of rect: CGRect) -> Anchor<CGRect> {
        Anchor(box: RectAnchorValue(rect: rect), origin: layoutFrame.origin, mapping: transform.canvas)
    }
}

extension Anchor where Value == CGRect {
    /// An anchor of `rect` in the canvas's coordinates, untransformed: for a value made before
    /// any view's geometry is known (Charts' proxy made outside a chart).
    package static func canvas(_ rect: CGRect) -> Anchor<CGRect> {
        Anchor(box: RectAnchorValue(rect: rect), origin: .zero, mapping: .identity)
    }
}
