import Foundation

/// Cycles its content through `phases` (SwiftUI's `PhaseAnimator` view, iOS 17): the view
/// form of `phaseAnimator(_:content:animation:)`, with the same timing: each change of phase
/// animates with `animation(phase)` and the next starts when it is logically complete; without
/// a trigger it cycles for ever, with one it runs through the phases once per change. Empty
/// `phases` draw nothing, with one warning (there is no phase to build the content from).
public struct PhaseAnimator<Phase: Equatable, Trigger: Equatable, Content: View>: View {
    let phases: [Phase]
    let trigger: Trigger?
    let content: (Phase) -> Content
    let animation: (Phase) -> Animation?

    public var body: some View {
        let content = self.content
        if let trigger {
            EmptyView().phaseAnimator(phases, trigger: trigger, content: { _, phase in content(phase) }, animation: animation)
        } else {
            EmptyView().phaseAnimator(phases, content: { _, phase in content(phase) }, animation: animation)
        }
    }
}

extension PhaseAnimator where Trigger == Int {
    public init<S: Sequence<Phase>>(
        _ phases: S, @ViewBuilder content: @escaping (Phase) -> Content,
        animation: @escaping (Phase) -> Animation? = { _ in .default }
    ) {
        self.phases = Array(phases)
        trigger = nil
        self.content = content
        self.animation = animation
    }
}

extension PhaseAnimator {
    public init<S: Sequence<Phase>>(
        _ phases: S, trigger: Trigger, @ViewBuilder content: @escaping (Phase) -> Content,
        animation: @escaping (Phase) -> Animation? = { _ in .default }
    ) {
        self.phases = Array(phases)
        self.trigger = trigger
        self.content = content
        self.animation = animation
    }
}

/// Plays keyframes on a value and builds its content from it (SwiftUI's `KeyframeAnimator`
/// view, iOS 17): the view form of `keyframeAnimator(initialValue:content:keyframes:)`.
public struct KeyframeAnimator<Value, Trigger: Equatable, Content: View>: View {
    let initialValue: Value
    let trigger: Trigger?
    let repeating: Bool
    let content: (Value) -> Content
    let keyframes: (Value) -> [AnyKeyframeTrack<Value>]

    public var body: some View {
        let content = self.content
        if let trigger {
            EmptyView().keyframeAnimator(initialValue: initialValue, trigger: trigger, content: { _, value in content(value) }, keyframes: keyframes)
        } else {
            EmptyView().keyframeAnimator(initialValue: initialValue, repeating: repeating, content: { _, value in content(value) }, keyframes: keyframes)
        }
    }
}

extension KeyframeAnimator where Trigger == Int {
    public init(
        initialValue: Value, repeating: Bool = true, @ViewBuilder content: @escaping (Value) -> Content,
        @KeyframesBuilder<Value> keyframes: @escaping (Value) -> [AnyKeyframeTrack<Value>]
    ) {
        self.initialValue = initialValue
        trigger = nil
        self.repeating = repeating
        self.content = content
        self.keyframes = keyframes
    }
}

extension KeyframeAnimator {
    public init(
        initialValue: Value, trigger: Trigger, @ViewBuilder content: @escaping (Value) -> Content,
        @KeyframesBuilder<Value> keyframes: @escaping (Value) -> [AnyKeyframeTrack<Value>]
    ) {
        self.initialValue = initialValue
        self.trigger = trigger
        repeating = false
        self.content = content
        self.keyframes = keyframes
    }
}
