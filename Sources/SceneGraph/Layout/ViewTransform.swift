import Foundation

// Where a view's layout coordinates land on the canvas once the views above it have moved it
// (SwiftUI's view transform): the geometry effects (`offset`, `scaleEffect`, `rotationEffect`,
// `transformEffect`, `projectionEffect`, `rotation3DEffect`, a `GeometryEffect` of the user's,
// but not one marked `ignoredByLayout()`) and the content offsets of the scroll views above it.
// `GeometryProxy` measures frames through it and anchors (`Anchor`) carry it, as SwiftUI's
// do: "The only change the effect makes to the view's ancestors and descendants is to change
// the coordinate transform to and from them" (Apple's `GeometryEffect`).
//
// Effects are read at their presented value at the time asked for, so a reader under an
// animating `.offset` sees it move frame by frame; the layout frames themselves are the model
// ones (a reader sees where layout put it, not where a layout animation draws it).

/// The transform a framework modifier applies to where its content is, in absolute layout
/// coordinates (`PrimitiveModifier.geometryEffect(node:at:presented:)`).
struct GeometryEffectValue {
    /// Content points (absolute layout coordinates) to where they are drawn, as the modifier's
    /// `draw` moves them.
    let transform: ProjectionTransform
    /// Whether the effect's value is animating at the time asked for (it moves with time alone).
    let isAnimating: Bool
    /// Whether the transform depends on the node's frame (an anchor, a size), which layout can
    /// move without moving the views inside (an offset's does not).
    let readsFrame: Bool

    /// `local`, a transform in the coordinates of a view whose frame is `frame` (origin at its
    /// top-left corner), carried to absolute layout coordinates.
    init(local: ProjectionTransform, frame: CGRect, isAnimating: Bool) {
        let toFrame = ProjectionTransform(CGAffineTransform(translationX: -frame.minX, y: -frame.minY))
        let fromFrame = ProjectionTransform(CGAffineTransform(translationX: frame.minX, y: frame.minY))
        self.transform = toFrame.concatenating(local).concatenating(fromFrame)
        self.isAnimating = isAnimating
        self.readsFrame = true
    }

    /// `t` about the point `anchor` of `frame` (absolute layout coordinates).
    init(_ t: CGAffineTransform, about anchor: UnitPoint, of frame: CGRect, isAnimating: Bool) {
        let ax = frame.minX + anchor.x * frame.width, ay = frame.minY + anchor.y * frame.height
        let m = CGAffineTransform(translationX: -ax, y: -ay).concatenating(t).concatenating(CGAffineTransform(translationX: ax, y: ay))
        self.transform = ProjectionTransform(m)
        self.isAnimating = isAnimating
        self.readsFrame = true
    }

    init(transform: ProjectionTransform, isAnimating: Bool, readsFrame: Bool) {
        self.transform = transform
        self.isAnimating = isAnimating
        self.readsFrame = readsFrame
    }
}

/// A chain of effects from absolute layout coordinates to a space above them, kept twice: in
/// full, and with the effects that have a perspective part left out. Rectangles map to the
/// bounding box of their four corners (a rotated view's frame is the box around it, as in
/// SwiftUI). Where the full chain puts a corner behind the eye (w ≤ 0) or gives a number that is
/// not finite, the affine chain is used; where that fails too, the rectangle is not moved. So
/// every answer is finite: a scale of 0 folds a rectangle to a point, of zero size.
struct GeometryMapping: Hashable, Sendable {
    var full = ProjectionTransform()
    var affine = ProjectionTransform()

    static let identity = GeometryMapping()

    var isIdentity: Bool { full.isIdentity && affine.isIdentity }

    /// Applies `m` after the effects so far (`m` is further from the view).
    mutating func append(_ m: ProjectionTransform) {
        full = full.concatenating(m)
        if m.isAffine { affine = affine.concatenating(m) }
    }

    /// The bounding box of `rect` mapped through the chain (see the type's comment).
    func map(_ rect: CGRect) -> CGRect {
        if full.isIdentity { return rect }
        return Self.boundingBox(of: rect, through: full) ?? Self.boundingBox(of: rect, through: affine) ?? rect
    }

    /// `point` mapped through the chain (see the type's comment).
    func map(_ point: CGPoint) -> CGPoint {
        if full.isIdentity { return point }
        return Self.image(of: point, through: full) ?? Self.image(of: point, through: affine) ?? point
    }

    /// The image of `p` through `m`, or nil when it lies behind the eye or is not finite.
    static func image(of p: CGPoint, through m: ProjectionTransform) -> CGPoint? {
        let w = m.w(at: p)
        guard w > 0, w.isFinite else { return nil }
        let q = p.applying(m)
        guard q.x.isFinite, q.y.isFinite else { return nil }
        return q
    }

    /// The bounding box of `rect`'s corners through `m`, or nil when a corner has no image.
    static func boundingBox(of rect: CGRect, through m: ProjectionTransform) -> CGRect? {
        let corners = [
            CGPoint(x: rect.minX, y: rect.minY), CGPoint(x: rect.maxX, y: rect.minY),
            CGPoint(x: rect.minX, y: rect.maxY), CGPoint(x: rect.maxX, y: rect.maxY)
        ]
        var minX = CGFloat.infinity, minY = CGFloat.infinity, maxX = -CGFloat.infinity, maxY = -CGFloat.infinity
        for corner in corners {
            guard let q = image(of: corner, through: m) else { return nil }
            minX = min(minX, q.x); maxX = max(maxX, q.x)
            minY = min(minY, q.y); maxY = max(maxY, q.y)
        }
        let box = CGRect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
        guard box.width.isFinite, box.height.isFinite else { return nil }
        return box
    }
}

/// Where a view's absolute layout coordinates are drawn: on the canvas, and in each named
/// coordinate space above it (SwiftUI's `ViewTransform`, as far as geometry readers see it).
struct ViewTransform: Hashable {
    /// A named coordinate space above the view.
    struct Space: Hashable {
        let name: AnyHashable
        /// The top-left corner of the view that names the space (absolute layout coordinates).
        let origin: CGPoint
        /// The effects between that view and this one: this view's layout coordinates to the
        /// space's, before its origin is subtracted.
        let mapping: GeometryMapping
    }

    /// Absolute layout coordinates to the canvas.
    var canvas = GeometryMapping.identity
    /// The named spaces above the view, nearest first, each name once (the nearest wins).
    var spaces: [Space] = []

    /// `rect` (absolute layout coordinates) in the space named `name`, or on the canvas when no
    /// view above names it (as SwiftUI falls back to the global space).
    func map(_ rect: CGRect, toSpaceNamed name: AnyHashable) -> CGRect {
        guard let space = spaces.first(where: { $0.name == name }) else { return canvas.map(rect) }
        return space.mapping.map(rect).offsetBy(dx: -space.origin.x, dy: -space.origin.y)
    }
}

extension Node {
    /// Where this node's absolute layout coordinates are drawn at time `t` (seconds): the
    /// geometry effects of its ancestors and the content offsets of the scroll views above it,
    /// with the named coordinate spaces on the way (see `ViewTransform`). `followsTime` is true
    /// when the answer can change with time alone: a scroll view is above (its offset moves
    /// with input and deceleration), or an effect above is animating at `t`. `readsFrames` is
    /// true when an effect above depends on its node's frame (see `GeometryEffectValue`).
    ///
    /// `presented`: measure the effects' anchors on the presented frames (drawing, where frames
    /// animate) rather than the model frames (layout).
    func viewTransform(at t: Double, presented: Bool = false) -> (transform: ViewTransform, followsTime: Bool, readsFrames: Bool) {
        var result = ViewTransform()
        var mapping = GeometryMapping.identity
        var followsTime = false, readsFrames = false
        var ancestor = parent
        while let a = ancestor {
            if let box = a.primitiveModifierBox {
                if let space = box.modifier as? _CoordinateSpaceModifier {
                    if !result.spaces.contains(where: { $0.name == space.name }) {
                        let origin = a.layoutFrame(at: t, presented: presented).origin
                        result.spaces.append(ViewTransform.Space(name: space.name, origin: origin, mapping: mapping))
                    }
                } else if let effect = box.modifier.geometryEffect(node: a, at: t, presented: presented) {
                    mapping.append(effect.transform)
                    if effect.isAnimating { followsTime = true }
                    if effect.readsFrame { readsFrames = true }
                }
            } else if let viewport = a.primitive as? ScrollViewportView {
                let o = viewport.contentOffset(at: t)
                mapping.append(ProjectionTransform(CGAffineTransform(translationX: -o.x, y: -o.y)))
                followsTime = true
            }
            ancestor = a.parent
        }
        result.canvas = mapping
        return (result, followsTime, readsFrames)
    }

    /// The node's frame (absolute coordinates): presented at `t` (as drawn) when `presented`,
    /// else the model frame of layout.
    func layoutFrame(at t: Double, presented: Bool) -> CGRect {
        presented ? presentedFrame(at: t) : frame
    }

    /// Whether the animator of `property` is animating at `t` (false when it has none).
    func isAnimating(_ property: AnimatableProperty, at t: Double) -> Bool {
        animatedSlots[property]?.isAnimating(at: t) ?? false
    }
}
