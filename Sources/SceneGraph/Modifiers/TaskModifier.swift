import Foundation

/// The task started by a `.task` modifier of one view identity.
@MainActor
final class TaskHandle {
    var task: Task<Void, Never>?
    /// Counts starts and cancellations, so that a start still waiting for its turn is dropped
    /// when the view disappears (or its id changes again) first.
    private var generation = 0

    /// Cancels the running task and starts `action` in a new one. As in SwiftUI, the task
    /// starts after the frame being built is drawn: SwiftUI calls `onAppear` while it commits a
    /// frame and enqueues the task on the main actor, which runs it after that commit, so a frame
    /// drawn at the scene time of the appearance shows the state from before the task (as an iOS
    /// snapshot of the view does), and the code before the task's first suspension runs just
    /// after that time (the scene's next representable instant), before the next frame.
    func restart(_ action: @escaping @MainActor @Sendable () async -> Void) {
        cancel()
        let started = generation
        let start = { [weak self] in
            guard let self, self.generation == started else { return }
            self.task = Task.immediate { @MainActor in await action() }
        }
        if let host = SceneHost.current {
            host.schedule(at: host.time.nextUp, start)
        } else {
            start()
        }
    }

    func cancel() {
        generation += 1
        task?.cancel()
        task = nil
    }
}

/// Starts an async action when the view appears and cancels it when the view disappears or
/// `id` changes (SwiftUI's `task(id:priority:_:)`).
public struct _TaskModifier<ID: Equatable>: ViewModifier {
    let id: ID
    let action: @MainActor @Sendable () async -> Void
    @State private var handle = TaskHandle()

    public func body(content: Content) -> some View {
        let handle = self.handle, action = self.action
        return
            content
            .onAppear { handle.restart(action) }
            .onDisappear { handle.cancel() }
            .onChange(of: id) { handle.restart(action) }
    }
}

extension View {
    /// Runs `action` in a task started when the view appears, cancelled when it disappears
    /// (SwiftUI's `task(priority:_:)`). The action runs on the main actor; the code before
    /// its first suspension runs just after the frame in which the view appears (a frame drawn
    /// at that scene time shows the state from before the task, as iOS draws it; the next frame
    /// shows what that code changed). Code after an `await`
    /// does not run on scene time (see `Task.sleep(for:)`): use `Timer`,
    /// `DispatchQueue.main.asyncAfter` or `.onSceneTime` for timed changes. `priority` is
    /// accepted for source compatibility.
    public func task(
        priority: TaskPriority = .userInitiated,
        _ action: @escaping @MainActor @Sendable () async -> Void
    ) -> some View {
        modifier(_TaskModifier(id: 0, action: action))
    }

    /// Like `task(priority:_:)`, and restarts the task (cancelling the running one) when `id`
    /// changes (SwiftUI's `task(id:priority:_:)`).
    public func task<T: Equatable>(
        id value: T, priority: TaskPriority = .userInitiated,
        _ action: @escaping @MainActor @Sendable () async -> Void
    ) -> some View {
        modifier(_TaskModifier(id: value, action: action))
    }
}
