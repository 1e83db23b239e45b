import Foundation

/// Whether an `onScrollVisibilityChange` view was visible when last looked at.
struct ScrollVisibilityState: NodeAttachment {
    var isVisible: Bool
}

/// Runs an action when the view crosses a threshold of visibility in the scroll views around it
/// (SwiftUI's `onScrollVisibilityChange(threshold:_:)`).
public struct _ScrollVisibilityModifier: ViewModifier, PrimitiveModifier {
    public typealias Body = Never
    /// The fraction of the view's area that must show (0 ... 1).
    let threshold: Double
    /// The threshold as given, when it was outside 0 ... 1 or not finite (reported once).
    let invalidThreshold: Double?
    let action: (Bool) -> Void

    func update(node: Node, context: UpdateContext) {
        if let invalidThreshold {
            node.host?.warnOnce("onScrollVisibilityChange(threshold: \(invalidThreshold)) at \(node.motionPath): threshold must be finite and in 0 ... 1; using \(threshold)")
        }
        // Looked at every step of time (each frame and input event), as the scroll moves it.
        node.host?.registerScrollObserver(node) { node in
            (node.primitiveModifier as? _ScrollVisibilityModifier)?.check(node: node)
            return false
        }
    }

    /// Compares the visibility at the host's time with the last one, and runs the action on a
    /// change (the first look runs it only when the view is visible).
    func check(node: Node) {
        guard let host = node.host, node.hasBeenPlaced else { return }
        let visible = Self.isVisible(node, threshold: threshold, at: host.time, canvas: CGRect(origin: .zero, size: host.size))
        let was = node[attachment: ScrollVisibilityState.self]?.isVisible
        guard was != visible else { return }
        node[attachment: ScrollVisibilityState.self] = ScrollVisibilityState(isVisible: visible)
        guard was != nil || visible else { return }
        let action = self.action
        host.withScope { action(visible) }
    }

    /// Whether at least `threshold` of the node's area (more than none) shows at `t`: its
    /// frame as drawn (moved by the offsets of the scroll views around it) cut by each of their
    /// frames and by the canvas.
    static func isVisible(_ node: Node, threshold: Double, at t: Double, canvas: CGRect) -> Bool {
        let frame = node.presentedFrame(at: t)
        let area = Double(frame.width * frame.height)
        guard area > 0, area.isFinite else { return false }
        var shown = frame
        var ancestor = node.parent
        while let a = ancestor, !shown.isNull {
            if let viewport = a.primitive as? ScrollViewportView {
                let o = viewport.contentOffset(at: t)
                shown = shown.offsetBy(dx: -o.x, dy: -o.y).intersection(a.presentedFrame(at: t))
            }
            ancestor = a.parent
        }
        shown = shown.intersection(canvas)
        guard !shown.isNull else { return false }
        let fraction = Double(shown.width * shown.height) / area
        return fraction > 0 && fraction >= threshold - 1e-9
    }
}

extension View {
    /// Runs `action` with true when at least `threshold` of the view's area comes into view in
    /// the scroll views around it, and with false when less than that shows again (SwiftUI's
    /// `onScrollVisibilityChange(threshold:_:)`, iOS 18; default half the view). The view's
    /// frame as scrolled is cut by each enclosing scroll view's frame and by the canvas; the
    /// visibility is looked at every step of time (each frame and input event). When the view
    /// first appears, `action` runs (with true) only if it is visible. A view with no area is
    /// never visible. `threshold` is clamped to 0 ... 1 (0: any part showing); a non-finite one
    /// is taken as 0.5.
    public func onScrollVisibilityChange(threshold: Double = 0.5, _ action: @escaping (Bool) -> Void)
        -> ModifiedContent<Self, _ScrollVisibilityModifier>
    {
        let t = threshold.isFinite ? min(max(threshold, 0), 1) : 0.5
        return modifier(_ScrollVisibilityModifier(threshold: t, invalidThreshold: t == threshold ? nil : threshold, action: action))
    }
}
