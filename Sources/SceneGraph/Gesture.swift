import Foundation

/// A recognizer of pointer input (SwiftUI's `Gesture`).
public protocol Gesture {
    associatedtype Value
}

/// A pointer event in canvas coordinates (points, origin top left), at a scene time in seconds.
public struct PointerEvent: Hashable, Sendable, CustomStringConvertible {
    public enum Phase: Hashable, Sendable { case down, move, up }
    public var phase: Phase
    public var location: CGPoint
    public var time: Double
    public init(_ phase: Phase, at location: CGPoint, time: Double) {
        self.phase = phase
        self.location = location
        self.time = time
    }
    public var description: String { "\(phase) \(fmt(location.x)),\(fmt(location.y)) @\(fmt(time))" }
}

/// Where gesture locations are measured.
public enum CoordinateSpace: Hashable {
    /// The canvas.
    case global
    /// The view the gesture is attached to (origin at its top-left corner).
    case local
    case named(AnyHashable)
}

/// Makes a recognizer for one pointer sequence.
protocol GestureRecognizerMaking {
    func makeRecognizer() -> GestureRecognizer
}

/// State of a recognizer within one pointer sequence.
class GestureRecognizer {
    enum State { case possible, began, failed, ended }
    var state: State = .possible
    var changedHandlers: [(Any) -> Void] = []
    var endedHandlers: [(Any) -> Void] = []
    /// Run once when the pointer sequence is over, whether the gesture ended or failed
    /// (resets `@GestureState`).
    var resetHandlers: [() -> Void] = []
    /// Runs an action at a later scene time (long presses).
    var schedule: (Double, @escaping () -> Void) -> Void = { _, _ in }
    /// Per-node memory across pointer sequences (multi-tap counting).
    var memory: GestureMemory = GestureMemory()
    /// Converts canvas points to the gesture's coordinate space.
    var toLocal: (CGPoint) -> CGPoint = { $0 }
    /// Whether this recognizer, once begun, excludes the others (drags do).
    var isExclusive: Bool { false }
    func pointerDown(_ event: PointerEvent) {}
    func pointerMoved(_ event: PointerEvent) {}
    func pointerUp(_ event: PointerEvent) {}
    func cancel() { state = .failed }
    /// Called by the host when the sequence is over.
    func finish() {
        for r in resetHandlers { r() }
        resetHandlers.removeAll()
    }
}

/// State a gesture keeps between pointer sequences on the same view.
final class GestureMemory {
    var tapCount = 0
    var lastTapTime = -Double.infinity
    var lastTapLocation = CGPoint.zero
}

/// A drag: reports location, translation and velocity while the pointer moves beyond
/// `minimumDistance` points, and once more when it lifts.
public struct DragGesture: Gesture, GestureRecognizerMaking {
    /// The state of a drag (SwiftUI's `DragGesture.Value`).
    public struct Value: Equatable, Sendable {
        /// Scene time of the event, as a date from the reference date plus scene seconds.
        public var time: Date
        public var location: CGPoint
        public var startLocation: CGPoint
        /// location − startLocation.
        public var translation: CGSize { CGSize(width: location.x - startLocation.x, height: location.y - startLocation.y) }
        /// Points per second: least-squares slope of the pointer samples of the last 100 ms.
        public var velocity: CGSize
        /// Where the drag would end if the pointer lifted now and decelerated at rate 0.998 per
        /// millisecond (UIKit's normal deceleration): location + v·0.998/(1 − 0.998)/1000.
        public var predictedEndLocation: CGPoint {
            CGPoint(x: location.x + project(velocity.width), y: location.y + project(velocity.height))
        }
        public var predictedEndTranslation: CGSize {
            CGSize(width: translation.width + project(velocity.width), height: translation.height + project(velocity.height))
        }
        private func project(_ v: CGFloat) -> CGFloat {
            CGFloat(Springs.project(value: 0, velocity: Double(v), decelerationRate: 0.998))
        }
    }

    public var minimumDistance: CGFloat
    public var coordinateSpace: CoordinateSpace

    /// - Parameters:
    ///   - minimumDistance: points the pointer must move before the drag begins (≥ 0; default 10).
    ///   - coordinateSpace: where locations are measured.
    public init(minimumDistance: CGFloat = 10, coordinateSpace: CoordinateSpace = .local) {
        self.minimumDistance = minimumDistance.isFinite ? max(0, minimumDistance) : 10
        self.coordinateSpace = coordinateSpace
    }

    func makeRecognizer() -> GestureRecognizer { DragRecognizer(minimumDistance: minimumDistance) }
}

final class DragRecognizer: GestureRecognizer {
    let minimumDistance: CGFloat
    var start: CGPoint = .zero
    var samples: [(t: Double, p: CGPoint)] = []
    init(minimumDistance: CGFloat) { self.minimumDistance = minimumDistance }
    override var isExclusive: Bool { true }

    override func pointerDown(_ event: PointerEvent) {
        start = toLocal(event.location)
        samples = [(event.time, start)]
        if minimumDistance == 0 {
            state = .began
            report(event, handlers: changedHandlers)
        }
    }

    override func pointerMoved(_ event: PointerEvent) {
        guard state == .possible || state == .began else { return }
        let p = toLocal(event.location)
        samples.append((event.time, p))
        samples.removeAll { $0.t < event.time - 0.1 - 1e-9 }
        if state == .possible {
            let dx = p.x - start.x, dy = p.y - start.y
            guard (dx * dx + dy * dy).squareRoot() >= minimumDistance else { return }
            state = .began
        }
        report(event, handlers: changedHandlers)
    }

    override func pointerUp(_ event: PointerEvent) {
        let p = toLocal(event.location)
        if samples.last?.t != event.time || samples.last?.p != p { samples.append((event.time, p)) }
        samples.removeAll { $0.t < event.time - 0.1 - 1e-9 }
        guard state == .began else { state = .failed; return }
        state = .ended
        report(event, handlers: endedHandlers)
    }

    private func report(_ event: PointerEvent, handlers: [(Any) -> Void]) {
        let value = DragGesture.Value(time: Date(timeIntervalSinceReferenceDate: event.time),
                                      location: toLocal(event.location), startLocation: start,
                                      velocity: Self.velocity(of: samples))
        for h in handlers { h(value) }
    }

    /// Least-squares slope of position over time, points per second.
    static func velocity(of samples: [(t: Double, p: CGPoint)]) -> CGSize {
        guard samples.count >= 2 else { return .zero }
        let n = Double(samples.count)
        let mt = samples.reduce(0) { $0 + $1.t } / n
        let mx = samples.reduce(0) { $0 + Double($1.p.x) } / n
        let my = samples.reduce(0) { $0 + Double($1.p.y) } / n
        var stt = 0.0, stx = 0.0, sty = 0.0
        for s in samples {
            let dt = s.t - mt
            stt += dt * dt
            stx += dt * (Double(s.p.x) - mx)
            sty += dt * (Double(s.p.y) - my)
        }
        guard stt > 0 else { return .zero }
        return CGSize(width: stx / stt, height: sty / stt)
    }
}

/// A tap: the pointer goes down and up within 10 points, `count` times (SwiftUI's `TapGesture`).
public struct TapGesture: Gesture, GestureRecognizerMaking {
    public typealias Value = Void
    public var count: Int
    public init(count: Int = 1) { self.count = max(1, count) }
    func makeRecognizer() -> GestureRecognizer { TapRecognizer(count: count) }
}

/// Taps count when each comes within 0.3 s of the previous and within 10 points of the first.
final class TapRecognizer: GestureRecognizer {
    let count: Int
    var start: CGPoint = .zero
    init(count: Int) { self.count = count }
    override func pointerDown(_ event: PointerEvent) {
        start = event.location
        let dx = start.x - memory.lastTapLocation.x, dy = start.y - memory.lastTapLocation.y
        if event.time - memory.lastTapTime > 0.3 || (dx * dx + dy * dy).squareRoot() > 10 { memory.tapCount = 0 }
    }
    override func pointerMoved(_ event: PointerEvent) {
        let dx = event.location.x - start.x, dy = event.location.y - start.y
        if (dx * dx + dy * dy).squareRoot() > 10 { state = .failed }
    }
    override func pointerUp(_ event: PointerEvent) {
        pointerMoved(event)
        guard state == .possible else { memory.tapCount = 0; return }
        memory.tapCount += 1
        memory.lastTapTime = event.time
        memory.lastTapLocation = start
        guard memory.tapCount >= count else { state = .failed; return }
        memory.tapCount = 0
        state = .ended
        for h in endedHandlers { h(()) }
    }
}

/// A press held for `minimumDuration` seconds without moving more than `maximumDistance`
/// points (SwiftUI's `LongPressGesture`). `onChanged` reports `true` at the press; `onEnded`
/// reports `true` once the duration is reached (while the pointer is still down).
public struct LongPressGesture: Gesture, GestureRecognizerMaking {
    public typealias Value = Bool
    public var minimumDuration: Double
    public var maximumDistance: CGFloat
    public init(minimumDuration: Double = 0.5, maximumDistance: CGFloat = 10) {
        self.minimumDuration = minimumDuration.isFinite ? max(0, minimumDuration) : 0.5
        self.maximumDistance = maximumDistance.isFinite ? max(0, maximumDistance) : 10
    }
    func makeRecognizer() -> GestureRecognizer {
        LongPressRecognizer(minimumDuration: minimumDuration, maximumDistance: maximumDistance)
    }
}

final class LongPressRecognizer: GestureRecognizer {
    let minimumDuration: Double
    let maximumDistance: CGFloat
    var start: CGPoint = .zero
    init(minimumDuration: Double, maximumDistance: CGFloat) {
        self.minimumDuration = minimumDuration
        self.maximumDistance = maximumDistance
    }
    override func pointerDown(_ event: PointerEvent) {
        start = event.location
        state = .began
        for h in changedHandlers { h(true) }
        schedule(event.time + minimumDuration) { [weak self] in
            guard let self, self.state == .began else { return }
            self.state = .ended
            for h in self.endedHandlers { h(true) }
        }
    }
    override func pointerMoved(_ event: PointerEvent) {
        let dx = event.location.x - start.x, dy = event.location.y - start.y
        if state == .began, (dx * dx + dy * dy).squareRoot() > maximumDistance { state = .failed }
    }
    override func pointerUp(_ event: PointerEvent) {
        if state == .began { state = .failed }
    }
}

/// Gesture-scoped state (SwiftUI's `@GestureState`): set through `.updating(_:body:)` while a
/// gesture is active, and reset to its initial value when the gesture ends or fails.
@propertyWrapper
public struct GestureState<Value>: DynamicProperty, DynamicPropertyLink {
    let box: StateBox<Value>
    let resetTransaction: Transaction

    public init(wrappedValue: Value) {
        box = StateBox(wrappedValue)
        resetTransaction = Transaction()
    }
    public init(wrappedValue: Value, resetTransaction: Transaction) {
        box = StateBox(wrappedValue)
        self.resetTransaction = resetTransaction
    }
    public init(initialValue: Value) { self.init(wrappedValue: initialValue) }

    public var wrappedValue: Value { box.value }
    public var projectedValue: GestureState<Value> { self }

    func link(to node: Node, name: String) { box.link(to: node, name: name) }

    func set(_ value: Value, transaction: Transaction) { box.set(value, transaction: transaction) }
    func reset() { box.set(box.storage?.initialValue ?? box.initial, transaction: resetTransaction) }
}

/// A gesture that updates a `@GestureState` while it is active.
public struct GestureStateGesture<Base: Gesture, State>: Gesture, GestureRecognizerMaking {
    public typealias Value = Base.Value
    let base: Base
    let state: GestureState<State>
    let body: (Base.Value, inout State, inout Transaction) -> Void
    func makeRecognizer() -> GestureRecognizer {
        let r = (base as? GestureRecognizerMaking)?.makeRecognizer() ?? GestureRecognizer()
        let state = self.state, body = self.body
        r.changedHandlers.insert({ any in
            guard let v = any as? Base.Value else { return }
            var s = state.wrappedValue
            var t = Transaction.current
            body(v, &s, &t)
            state.set(s, transaction: t)
        }, at: 0)
        r.resetHandlers.append { state.reset() }
        return r
    }
}

extension Gesture {
    /// Updates `state` with each new value of the gesture; it resets when the gesture ends.
    public func updating<State>(_ state: GestureState<State>,
                                body: @escaping (Value, inout State, inout Transaction) -> Void) -> GestureStateGesture<Self, State> {
        GestureStateGesture(base: self, state: state, body: body)
    }
}

/// A gesture with an action for each change.
public struct _ChangedGesture<Base: Gesture>: Gesture, GestureRecognizerMaking {
    public typealias Value = Base.Value
    let base: Base
    let action: (Base.Value) -> Void
    func makeRecognizer() -> GestureRecognizer {
        let r = (base as? GestureRecognizerMaking)?.makeRecognizer() ?? GestureRecognizer()
        let action = self.action
        r.changedHandlers.append { if let v = $0 as? Base.Value { action(v) } }
        return r
    }
}

/// A gesture with an action when it ends.
public struct _EndedGesture<Base: Gesture>: Gesture, GestureRecognizerMaking {
    public typealias Value = Base.Value
    let base: Base
    let action: (Base.Value) -> Void
    func makeRecognizer() -> GestureRecognizer {
        let r = (base as? GestureRecognizerMaking)?.makeRecognizer() ?? GestureRecognizer()
        let action = self.action
        r.endedHandlers.append { if let v = $0 as? Base.Value { action(v) } }
        return r
    }
}

extension Gesture {
    /// Calls `action` with each new value while the gesture is active.
    public func onChanged(_ action: @escaping (Value) -> Void) -> _ChangedGesture<Self> {
        _ChangedGesture(base: self, action: action)
    }
    /// Calls `action` with the final value when the gesture ends.
    public func onEnded(_ action: @escaping (Value) -> Void) -> _EndedGesture<Self> {
        _EndedGesture(base: self, action: action)
    }
}

/// Attaches a gesture to the view: pointer sequences that start on its content go to it.
public struct _GestureModifier<G: Gesture>: ViewModifier, PrimitiveModifier {
    public typealias Body = Never
    let gesture: G
    public func body(content: Content) -> Never { preconditionFailure("primitive modifier") }
    func update(node: Node, context: UpdateContext) {
        node.storage["gesture"] = gesture as? GestureRecognizerMaking
        if let drag = gesture as? DragGesture ?? Self.innerDrag(gesture) {
            node.storage["gestureSpace"] = drag.coordinateSpace
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
        node.storage["gestureTransform"] = builder.transform
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
        let space = storage["gestureSpace"] as? CoordinateSpace ?? .local
        guard space == .local else { return { $0 } }
        let inverse = (storage["gestureTransform"] as? CGAffineTransform ?? .identity).inverted()
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
        if let m = storage["gestureMemory"] as? GestureMemory { return m }
        let m = GestureMemory()
        storage["gestureMemory"] = m
        return m
    }
}
