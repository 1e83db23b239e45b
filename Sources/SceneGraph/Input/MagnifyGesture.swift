import Foundation

/// A pinch (SwiftUI's `MagnifyGesture`). The input this framework replays has one pointer, so a
/// pinch is never recognized: the gesture compiles and its actions never run; attaching one
/// warns once.
public struct MagnifyGesture: Gesture {
    public typealias Body = Never
    public struct Value: Equatable, Sendable {
        public var time: Date
        /// The scale relative to the start of the pinch, 1 at its start.
        public var magnification: CGFloat
        /// Scale change per second.
        public var velocity: CGFloat
        public var startLocation: CGPoint
    }
    /// Points the pointers must spread or close before the gesture begins (≥ 0).
    public var minimumScaleDelta: CGFloat
    public init(minimumScaleDelta: CGFloat = 0.01) { self.minimumScaleDelta = minimumScaleDelta.isFinite ? max(0, minimumScaleDelta) : 0.01 }
    public func _makeRecognizer(_ inputs: _GestureInputs) -> _GestureOutputs<Value> {
        inputs.warn("MagnifyGesture needs two pointers and input has one: it never begins")
        return _GestureOutputs(recognizer: MultiTouchRecognizer())
    }
}

/// A two-finger rotation (SwiftUI's `RotateGesture`); never recognized, as `MagnifyGesture`.
public struct RotateGesture: Gesture {
    public typealias Body = Never
    public struct Value: Equatable, Sendable {
        public var time: Date
        public var rotation: Angle
        /// Radians per second.
        public var velocity: Angle
        public var startLocation: CGPoint
    }
    public var minimumAngleDelta: Angle
    public init(minimumAngleDelta: Angle = .degrees(1)) { self.minimumAngleDelta = minimumAngleDelta }
    public func _makeRecognizer(_ inputs: _GestureInputs) -> _GestureOutputs<Value> {
        inputs.warn("RotateGesture needs two pointers and input has one: it never begins")
        return _GestureOutputs(recognizer: MultiTouchRecognizer())
    }
}

/// The recognizer of a gesture that needs more pointers than the input has: it fails when the
/// pointer lifts.
final class MultiTouchRecognizer<Value>: GestureRecognizer<Value> {
    override func pointerUp(_ event: PointerEvent) { state = .failed }
}

/// A pinch under its iOS 13 name (SwiftUI's deprecated `MagnificationGesture`): its `Value` is
/// the scale itself (`CGFloat`, 1 at the start of the pinch) rather than `MagnifyGesture.Value`.
/// As `MagnifyGesture`, it needs two pointers, so with this framework's one-pointer input it is
/// never recognized: its actions never run, and attaching one warns once.
public struct MagnificationGesture: Gesture {
    public typealias Body = Never
    public typealias Value = CGFloat
    /// Scale change the pointers must make before the gesture begins (≥ 0; not finite → 0.01).
    public var minimumScaleDelta: CGFloat
    public init(minimumScaleDelta: CGFloat = 0.01) { self.minimumScaleDelta = minimumScaleDelta.isFinite ? max(0, minimumScaleDelta) : 0.01 }
    public func _makeRecognizer(_ inputs: _GestureInputs) -> _GestureOutputs<CGFloat> {
        inputs.warn("MagnificationGesture needs two pointers and input has one: it never begins")
        return _GestureOutputs(recognizer: MultiTouchRecognizer())
    }
}

/// A two-finger rotation under its iOS 13 name (SwiftUI's deprecated `RotationGesture`): its
/// `Value` is the rotation itself (`Angle`). Never recognized, as `RotateGesture`.
public struct RotationGesture: Gesture {
    public typealias Body = Never
    public typealias Value = Angle
    public var minimumAngleDelta: Angle
    public init(minimumAngleDelta: Angle = .degrees(1)) { self.minimumAngleDelta = minimumAngleDelta }
    public func _makeRecognizer(_ inputs: _GestureInputs) -> _GestureOutputs<Angle> {
        inputs.warn("RotationGesture needs two pointers and input has one: it never begins")
        return _GestureOutputs(recognizer: MultiTouchRecognizer())
    }
}
