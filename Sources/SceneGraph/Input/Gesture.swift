import Foundation

/// A recognizer of pointer input (SwiftUI's `Gesture`).
///
/// A gesture is a value: `DragGesture`, `TapGesture`, `LongPressGesture` and the magnify and
/// rotate gestures recognize pointer sequences themselves (their `Body` is `Never`); the others
/// are built from them, either by modifiers (`onChanged`, `onEnded`, `updating`, `map`) and
/// combinations (`simultaneously(with:)`, `sequenced(before:)`, `exclusively(before:)`), or by
/// writing a `body` made of other gestures, whose `Value` the gesture takes.
@MainActor @preconcurrency
public protocol Gesture<Value> {
    /// What the gesture reports while it changes and when it ends.
    associatedtype Value
    /// The gesture this one is made of (`Never` for the recognizers themselves).
    associatedtype Body: Gesture
    /// The gesture this one is made of.
    var body: Body { get }
    /// Makes this gesture's recognizer for one pointer sequence. The framework calls it; a
    /// gesture with a `body` whose value is its own gets it from the body.
    func _makeRecognizer(_ inputs: _GestureInputs) -> _GestureOutputs<Value>
}

extension Never: Gesture {
    public func _makeRecognizer(_ inputs: _GestureInputs) -> _GestureOutputs<Never> {
        fatalError("Never is not a gesture")
    }
}

extension Gesture where Body == Never {
    public var body: Never { fatalError("\(Self.self) is a primitive gesture and has no body") }
}

extension Gesture where Body.Value == Value {
    public func _makeRecognizer(_ inputs: _GestureInputs) -> _GestureOutputs<Value> {
        body._makeRecognizer(inputs)
    }
}

/// What a gesture's recognizer is made with: the node's gesture memory, the scheduler for timed
/// recognizers (long presses) and the coordinate spaces around the node. Made by the framework.
@MainActor
public struct _GestureInputs {
    let memory: GestureMemory
    let schedule: (Double, @escaping () -> Void) -> Void
    let spaces: GestureCoordinateSpaces
    /// Reports a problem once, as a host warning.
    var warn: (String) -> Void { spaces.warn }
}

/// A gesture's recognizer for one pointer sequence, typed by the gesture's value. Made by the
/// framework.
@MainActor
public struct _GestureOutputs<Value> {
    let recognizer: GestureRecognizer<Value>
}

/// An optional gesture is a gesture (SwiftUI's conditional conformance): `.gesture(isTop ? drag :
/// nil)`. `nil` recognizes nothing, so the gestures around it behave as if none were attached.
extension Optional: Gesture where Wrapped: Gesture {
    public typealias Value = Wrapped.Value
    public typealias Body = Never
    public func _makeRecognizer(_ inputs: _GestureInputs) -> _GestureOutputs<Wrapped.Value> {
        switch self {
        case .some(let gesture): return gesture._makeRecognizer(inputs)
        case .none: return _GestureOutputs(recognizer: AbsentGestureRecognizer())
        }
    }
}

/// The recognizer of a `nil` gesture: it fails at once.
final class AbsentGestureRecognizer<Value>: GestureRecognizer<Value> {
    override init() {
        super.init()
        state = .failed
    }
}
