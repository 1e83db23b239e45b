/// Which frames a recording writes: those of its shard for which the caller's selection (a
/// `--frames` range) returns true. Every frame up to the last selected one is still simulated.
/// Used on the recording (simulating) thread only.
struct FrameSelection {
    let shard: ShardSpec
    let selection: ((Int) -> Bool)?
    /// The highest selected frame index, −1 when none is selected.
    private(set) var last = -1
    /// How many frames are selected.
    private(set) var count = 0

    init(frameCount: Int, shard: ShardSpec, selection: ((Int) -> Bool)?) {
        self.shard = shard
        self.selection = selection
        last = (0..<frameCount).last(where: contains) ?? -1
        count = last < 0 ? 0 : (0...last).reduce(0) { $0 + (contains($1) ? 1 : 0) }
    }

    func contains(_ k: Int) -> Bool { shard.contains(frame: k) && (selection?(k) ?? true) }
}
