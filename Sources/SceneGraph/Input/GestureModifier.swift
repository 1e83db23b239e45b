import Foundation

/// What a `.gesture(_:)` modifier keeps on its node: the recognizer factory of its gesture, the
/// drag's coordinate space, and the transform the node was last drawn with (to convert pointer
/// locations into the node's space).
struct GestureAttachment: NodeAttachment {
    var recognizerMaker: GestureRecognizerMaking?
    var coordinateSpace: CoordinateSpace?
    var drawTransform: CGAffineTransform?
}

extension GestureMemory: NodeAttachment {}

/// Attaches a gesture to the view: pointer sequences that start on its content go to it.
public struct _GestureModifier<G: Gesture>: ViewModifier, PrimitiveModifier {
    public typealias Body = Never
    let gesture: G
    func update(node: Node, context: UpdateContext) {
        node[attachment: GestureAttachment.self, default: GestureAttachment()].recognizerMaker = gesture as? GestureRecognizerMaking
        if let drag = gesture as? DragGesture ?? Self.innerDrag(gesture) {
            node[attachment: GestureAttachment.self, default: GestureAttachment()].coordinateSpace = drag.coordinateSpace
        }
    }
    static func innerDrag(_ g: Any) -> DragGesture? {
        for child in Mirror(reflecting: g).children {
            if let d = child.value as? DragGesture { return d }
            if let d = innerDrag(child.value) { return d }
        }
        return nil
    }
    func draw(node: Node, into builder: inout DisplayListBuilder, content: (inout DisplayListBuilder) -> Void) {
        node[attachment: GestureAttachment.self, default: GestureAttachment()].drawTransform = builder.transform
        builder.gestureOwners.append(node)
        content(&builder)
        builder.gestureOwners.removeLast()
    }
}

extension View {
    /// Runs `action` after a press of `minimumDuration` seconds.
    public func onLongPressGesture(minimumDuration: Double = 0.5, maximumDistance: CGFloat = 10,
                                   perform action: @escaping () -> Void) -> ModifiedContent<Self, _GestureModifier<_EndedGesture<LongPressGesture>>> {
        gesture(LongPressGesture(minimumDuration: minimumDuration, maximumDistance: maximumDistance).onEnded { _ in action() })
    }

    /// Attaches `gesture`; it receives pointer sequences that begin on the view's content.
    public func gesture<G: Gesture>(_ gesture: G) -> ModifiedContent<Self, _GestureModifier<G>> {
        modifier(_GestureModifier(gesture: gesture))
    }
    /// Runs `action` when the view is tapped `count` times.
    public func onTapGesture(count: Int = 1, perform action: @escaping () -> Void) -> ModifiedContent<Self, _GestureModifier<_EndedGesture<TapGesture>>> {
        gesture(TapGesture(count: count).onEnded { action() })
    }
}

/// Wave's `project(value:velocity:decelerationRate:)`... see `Springs.project`.
extension Node {
    /// Converts canvas points into this gesture node's coordinate space.
    func gestureLocalConverter() -> (CGPoint) -> CGPoint {
        let attached = self[attachment: GestureAttachment.self]
        let space = attached?.coordinateSpace ?? .local
        guard space == .local else { return { $0 } }
        let inverse = (attached?.drawTransform ?? .identity).inverted()
        let origin = frame.origin
        return { p in
            let q = p.applying(inverse)
            return CGPoint(x: q.x - origin.x, y: q.y - origin.y)
        }
    }
}

extension Node {
    /// Memory of the gesture attached here, kept across pointer sequences.
    var gestureMemory: GestureMemory {
        if let m = self[attachment: GestureMemory.self] { return m }
        let m = GestureMemory()
        self[attachment: GestureMemory.self] = m
        return m
    }
}
