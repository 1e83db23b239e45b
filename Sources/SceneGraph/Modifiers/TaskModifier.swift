import Foundation

/// The task started by a `.task` modifier of one view identity.
final class TaskHandle {
    var task: Task<Void, Never>?
    func restart(_ action: @escaping @MainActor @Sendable () async -> Void) {
        task?.cancel()
        // Starts on the main actor at once: the code before the first suspension runs at the
        // scene time the view appears, as part of that update.
        task = Task.immediate { @MainActor in await action() }
    }
    func cancel() {
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
    /// its first suspension runs at the scene time of the appearance. Code after an `await`
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
