/// Splits one thread's processor time into a recording's stages: each `lap` adds the time
/// since the previous lap (or the clock's start) to one stage of `times`.
struct StageClock {
    private(set) var times = RecordingCPUTime()
    private var last = threadCPUSeconds()

    /// Starts a new interval now, counting the time since the last lap to no stage.
    mutating func restart() { last = threadCPUSeconds() }

    /// Adds the processor time since the last lap to `stage`.
    mutating func lap(_ stage: WritableKeyPath<RecordingCPUTime, Double>) {
        let now = threadCPUSeconds()
        times[keyPath: stage] += now - last
        last = now
    }
}
