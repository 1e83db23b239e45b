import Foundation

/// How a view's gesture competes with the others under the pointer (`gesture`,
/// `highPriorityGesture`, `simultaneousGesture`).
enum GesturePriority {
    /// The innermost gesture that begins (a drag) or ends (a tap) first wins.
    case normal
    /// Goes before the gestures of the view's content, so it wins over them.
    case high
    /// Runs beside the others: never cancels them, never cancelled by them.
    case simultaneous
}

/// What a gesture modifier keeps on its node: how to make its recognizer, typed by the gesture
/// (no cast of the gesture or its values), and its priority.
struct GestureAttachment: NodeAttachment {
    var makeRecognizer: @MainActor (_GestureInputs) -> AnyGestureRecognizer
    var priority: GesturePriority
    /// Which of this gesture and the gestures of the view's content take part.
    var mask: GestureMask = .all
}

/// Which gestures of a view and its content take part in recognition (SwiftUI's `GestureMask`,
/// the `including:` of `gesture(_:including:)`).
public struct GestureMask: OptionSet, Sendable {
    public let rawValue: UInt32
    public init(rawValue: UInt32) { self.rawValue = rawValue }
    /// Neither the gesture nor those of the content.
    public static let none = GestureMask([])
    /// The gesture itself, not those of the content.
    public static let gesture = GestureMask(rawValue: 1)
    /// The gestures of the content, not the gesture itself.
    public static let subviews = GestureMask(rawValue: 2)
    /// The gesture and those of the content (the default).
    public static let all = GestureMask(rawValue: 3)
}

/// Attaches a gesture to the view: pointer sequences that start on its content go to it.
public struct _GestureModifier<G: Gesture>: ViewModifier, PrimitiveModifier {
    public typealias Body = Never
    let gesture: G
    let priority: GesturePriority
    var mask: GestureMask = .all
    public func body(content: Content) -> Never { fatalError("primitive modifier") }
    func update(node: Node, context: UpdateContext) {
        let gesture = self.gesture
        node[attachment: GestureAttachment.self] = GestureAttachment(
            makeRecognizer: { gesture._makeRecognizer($0).recognizer }, priority: priority, mask: mask)
    }
    func draw(node: Node, into builder: inout DisplayListBuilder, content: (inout DisplayListBuilder) -> Void) {
        builder.gestureOwners.append(GestureOwner(node: node, transform: builder.transform, spaces: builder.namedSpaces))
        if let cell = builder.pendingRowHitRect {
            builder.pendingRowHitRect = nil
            builder.addHitRegion(cell)
        }
        content(&builder)
        builder.gestureOwners.removeLast()
    }
}

/// A node with a gesture, as drawn: the transform from layout to canvas coordinates it was drawn
/// with, and the named coordinate spaces around it. Kept by the display list builder (drawing
/// writes no node state).
struct GestureOwner {
    let node: Node
    let transform: CGAffineTransform
    let spaces: [NamedSpace]
}

extension View {
    /// Runs `action` after a press of `minimumDuration` seconds, and `onPressingChanged` when the
    /// press starts (true) and stops being one (false): when the pointer lifts or moves more than
    /// `maximumDistance` points before the duration, or when the duration is reached and
    /// `action` runs, as SwiftUI reports it.
    public func onLongPressGesture(
        minimumDuration: Double = 0.5, maximumDistance: CGFloat = 10,
        perform action: @escaping () -> Void, onPressingChanged: ((Bool) -> Void)? = nil
    ) -> ModifiedContent<Self, _GestureModifier<_EndedGesture<_PressingLongPressGesture>>> {
        let press = LongPressGesture(minimumDuration: minimumDuration, maximumDistance: maximumDistance)
        return gesture(_PressingLongPressGesture(press: press, pressing: onPressingChanged).onEnded { _ in action() })
    }

    /// Attaches `gesture`; it receives pointer sequences that begin on the view's content.
    public func gesture<G: Gesture>(_ gesture: G) -> ModifiedContent<Self, _GestureModifier<G>> {
        modifier(_GestureModifier(gesture: gesture, priority: .normal))
    }

    /// Attaches `gesture`, with `mask` choosing which take part: `.gesture` only this one (the
    /// content's gestures are off), `.subviews` only the content's, `.none` neither, `.all` both.
    public func gesture<G: Gesture>(_ gesture: G, including mask: GestureMask) -> ModifiedContent<Self, _GestureModifier<G>> {
        modifier(_GestureModifier(gesture: gesture, priority: .normal, mask: mask))
    }

    /// `highPriorityGesture(_:)` with a mask (see `gesture(_:including:)`).
    public func highPriorityGesture<G: Gesture>(_ gesture: G, including mask: GestureMask) -> ModifiedContent<Self, _GestureModifier<G>> {
        modifier(_GestureModifier(gesture: gesture, priority: .high, mask: mask))
    }

    /// `simultaneousGesture(_:)` with a mask (see `gesture(_:including:)`).
    public func simultaneousGesture<G: Gesture>(_ gesture: G, including mask: GestureMask) -> ModifiedContent<Self, _GestureModifier<G>> {
        modifier(_GestureModifier(gesture: gesture, priority: .simultaneous, mask: mask))
    }

    /// Attaches `gesture` ahead of the gestures of the view's content: when both could take a
    /// pointer sequence, this one does.
    public func highPriorityGesture<G: Gesture>(_ gesture: G) -> ModifiedContent<Self, _GestureModifier<G>> {
        modifier(_GestureModifier(gesture: gesture, priority: .high))
    }

    /// Attaches `gesture` to run at the same time as the other gestures under the pointer.
    public func simultaneousGesture<G: Gesture>(_ gesture: G) -> ModifiedContent<Self, _GestureModifier<G>> {
        modifier(_GestureModifier(gesture: gesture, priority: .simultaneous))
    }

    /// Runs `action` when the view is tapped `count` times.
    public func onTapGesture(count: Int = 1, perform action: @escaping () -> Void) -> ModifiedContent<Self, _GestureModifier<_EndedGesture<TapGesture>>> {
        gesture(TapGesture(count: count).onEnded { action() })
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
