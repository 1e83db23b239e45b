import Foundation

/// Cycles its content through `phases`, animating each change with `animation(phase)` and moving
/// on when that animation is logically complete (SwiftUI's `phaseAnimator`). Without a trigger it
/// cycles for ever from its appearance; with one it runs through the phases once per change of
/// the trigger and returns to the first. A phase whose animation is nil ends a continuous cycle.
/// Empty `phases` give no phase to build the content from: the modified view is shown as it is,
/// with one warning (`PhaseAnimatorTests.testEmptyPhasesShowTheViewWithOneWarning`).
public struct _PhaseAnimatorView<Phase: Equatable, Trigger: Equatable, Content: View, Output: View>: View {
    let phases: [Phase]
    let trigger: Trigger?
    let content: Content
    let makeContent: (PlaceholderContentView<Content>, Phase) -> Output
    let animation: (Phase) -> Animation?
    @State var index = 0

    public var body: some View {
        if phases.isEmpty {
            content
        } else {
            makeContent(PlaceholderContentView(content: content), phases[min(index, phases.count - 1)])
                .onAppear { if trigger == nil { step(continuous: true) } }
                .onChange(of: trigger) { if trigger != nil { step(continuous: false) } }
        }
    }

    /// Warns (once) when `phases` is empty.
    static func checked(_ phases: [Phase]) -> [Phase] {
        if phases.isEmpty {
            WarningLog.warn("phaseAnimator: phases is empty; the view is shown without animation")
        }
        return phases
    }

    private func step(continuous: Bool) {
        guard phases.count > 1 else { return }
        let next = (index + 1) % phases.count
        guard let animation = animation(phases[next]) else {
            index = next
            return
        }
        withAnimation(
            animation, { index = next },
            completion: {
                if continuous || next != 0 { step(continuous: continuous) }
            })
    }
}

extension View {
    /// Cycles through `phases` for ever.
    public func phaseAnimator<Phase: Equatable, Output: View>(
        _ phases: some Sequence<Phase>,
        @ViewBuilder content: @escaping (PlaceholderContentView<Self>, Phase) -> Output,
        animation: @escaping (Phase) -> Animation? = { _ in .default }
    ) -> _PhaseAnimatorView<Phase, Int, Self, Output> {
        let list = _PhaseAnimatorView<Phase, Int, Self, Output>.checked(Array(phases))
        return _PhaseAnimatorView(phases: list, trigger: nil, content: self, makeContent: content, animation: animation)
    }

    /// Runs through `phases` once each time `trigger` changes.
    public func phaseAnimator<Phase: Equatable, Trigger: Equatable, Output: View>(
        _ phases: some Sequence<Phase>, trigger: Trigger,
        @ViewBuilder content: @escaping (PlaceholderContentView<Self>, Phase) -> Output,
        animation: @escaping (Phase) -> Animation? = { _ in .default }
    ) -> _PhaseAnimatorView<Phase, Trigger, Self, Output> {
        let list = _PhaseAnimatorView<Phase, Trigger, Self, Output>.checked(Array(phases))
        return _PhaseAnimatorView(phases: list, trigger: trigger, content: self, makeContent: content, animation: animation)
    }
}
