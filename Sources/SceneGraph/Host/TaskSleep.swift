import Foundation

extension Task where Success == Never, Failure == Never {
    /// Suspends for `duration` (the standard library's `Task.sleep(for:)`).
    ///
    /// A sleep cannot run on scene time: the code after it resumes on the main actor's queue,
    /// which a recording does not run while it simulates, so in scene code (the start of a
    /// `.task`, an `onAppear`) it warns once per scene, naming the alternatives that do run on
    /// scene time, and sleeps on the wall clock: the code after it never shows in the frames.
    nonisolated(nonsending) public static func sleep(for duration: Duration) async throws {
        warnIfInScene("Task.sleep(for: \(duration))")
        try await Task<Never, Never>.sleep(for: duration, tolerance: nil)
    }

    /// Suspends for `duration` nanoseconds (the standard library's `Task.sleep(nanoseconds:)`);
    /// in scene code it warns as `sleep(for:)` does.
    nonisolated(nonsending) public static func sleep(nanoseconds duration: UInt64) async throws {
        warnIfInScene("Task.sleep(nanoseconds: \(duration))")
        try await Task<Never, Never>.sleep(for: .nanoseconds(Int64(min(duration, UInt64(Int64.max)))), tolerance: nil)
    }

    private static func warnIfInScene(_ call: String) {
        guard let host = DispatchSceneTime.currentHost else { return }
        MainActor.assumeIsolated {
            host.warnOnce(
                "\(call) in scene code does not run on scene time: the code after it never shows in a recording. "
                    + "Use Timer.scheduledTimer(withTimeInterval:repeats:block:), DispatchQueue.main.asyncAfter(deadline:execute:), "
                    + ".onReceive(Timer.publish(every:on:in:).autoconnect()), .onSceneTime(_:perform:) or TimelineView")
        }
    }
}
