import XCTest
@testable import SceneRender

/// After a sharded render, `ShardMerge` checks every shard's manifest and frame files, reports
/// what is missing shard by shard, and merges complete shards into one manifest.
@MainActor
final class ShardMergeTests: XCTestCase {
    /// DriftingSquare, 0.5 s at 20 fps: 11 frames (0…10), 64×40 points.
    func recorder(_ shard: ShardSpec = .all) -> FrameRecorder {
        var r = FrameRecorder(size: CGSize(width: 64, height: 40), fps: 20, jobs: 2)
        r.progressMode = .never
        r.sceneName = "merge-test"
        r.shard = shard
        return r
    }

    /// Renders the given shards of 4 into `dir`.
    func render(_ numbers: [Int], of count: Int = 4, into dir: URL) throws {
        for k in numbers { try recorder(try ShardSpec(k, of: count)).record(DriftingSquare(), duration: 0.5, to: dir) }
    }

    /// Shards 1…4 merge into a manifest.json whose frame list is the one a single full run
    /// writes (same files, same SHA-256, same keys): the shards' frames are byte-identical.
    func testAllShardsMergeIntoTheManifestOfASingleRun() async throws {
        let dir = Draw.folder("merge-all"), full = Draw.folder("merge-full")
        try render([1, 2, 3, 4], into: dir)
        try recorder().record(DriftingSquare(), duration: 0.5, to: full)
        let merge = try ShardMerge.verify(dir)
        XCTAssertTrue(merge.isComplete, merge.report)
        XCTAssertEqual(merge.shards.map(\.expected), [3, 3, 3, 2]) // frames 0,4,8 | 1,5,9 | 2,6,10 | 3,7
        let seq = try merge.write()
        XCTAssertEqual(seq.frames.count, 11)
        let merged = try FrameManifest.read(dir.appendingPathComponent("manifest.json"))
        let single = try FrameManifest.read(full.appendingPathComponent("manifest.json"))
        XCTAssertEqual(merged.shard, "1/1")
        XCTAssertEqual(merged, single)
    }

    /// An array smaller than N (shard 3 of 4 never ran) is an error: its frames 2, 6, 10 are
    /// reported under shard 3/4, and the merge refuses naming the shard.
    func testAbsentShardIsReportedWithItsFramesAndTheMergeRefuses() async throws {
        let dir = Draw.folder("merge-absent")
        try render([1, 2, 4], into: dir)
        let merge = try ShardMerge.verify(dir)
        XCTAssertFalse(merge.isComplete)
        XCTAssertEqual(merge.shards[2].state, .absent)
        XCTAssertEqual(Array(merge.shards[2].missing), [2, 6, 10])
        XCTAssertEqual(
            merge.report.split(separator: "\n")[3],
            "  shard 3/4: absent (no manifest-shard-3-of-4.json: never ran here): 0 of 3 frames; missing 2, 6, 10 (3 frames)")
        XCTAssertThrowsError(try merge.write()) { error in
            XCTAssertTrue("\(error)".contains("3 frame(s) missing or damaged, shard(s) 3/4 incomplete"), "\(error)")
        }
        XCTAssertFalse(FileManager.default.fileExists(atPath: dir.appendingPathComponent("manifest.json").path))
    }

    /// A frame file changed after its shard listed it is damaged (its SHA-256 differs).
    func testChangedFrameFileIsReportedAsDamaged() async throws {
        let dir = Draw.folder("merge-damaged")
        try render([1, 2, 3, 4], into: dir)
        try Data([1, 2, 3]).write(to: dir.appendingPathComponent("frame_000005.png"))
        let merge = try ShardMerge.verify(dir)
        XCTAssertEqual(Array(merge.shards[1].damaged), [5])
        XCTAssertEqual(merge.shards[1].present, 2)
        XCTAssertEqual(merge.framesToRender, 1)
    }

    /// A shard killed mid-run leaves its journal: it is unfinished (not complete) even when its
    /// journal lists every frame it has.
    func testShardWithAJournalIsUnfinished() async throws {
        let dir = Draw.folder("merge-journal")
        try render([1, 2, 3, 4], into: dir)
        // What a killed run leaves: the journal of the frames it finished, no final manifest.
        let name = "manifest-shard-2-of-4.json"
        let m = try FrameManifest.read(dir.appendingPathComponent(name))
        let lines = m.frames.prefix(2).map { "\($0.index) \($0.key!) \($0.sha256)\n" }.joined()
        try Data(lines.utf8).write(to: dir.appendingPathComponent("manifest-shard-2-of-4.journal"))
        try FileManager.default.removeItem(at: dir.appendingPathComponent(name))
        let merge = try ShardMerge.verify(dir)
        XCTAssertEqual(merge.shards[1].state, .unfinished)
        XCTAssertEqual(Array(merge.shards[1].missing), [9]) // frames 1 and 5 are in the journal
        XCTAssertFalse(merge.isComplete)
    }

    /// Rendering an incomplete shard's frames again with a recorder of the same settings
    /// completes the recording; a recorder of other settings is refused, naming them.
    func testRenderingTheMissingFramesCompletesTheMerge() async throws {
        let dir = Draw.folder("merge-render-missing")
        try render([1, 2, 4], into: dir)
        let before = try ShardMerge.verify(dir)
        var other = recorder()
        other.fps = 30
        XCTAssertThrowsError(try before.checkSameRecording(other, duration: 0.5)) {
            XCTAssertTrue("\($0)".contains("fps 20.0 vs 30.0"), "\($0)")
        }
        try before.checkSameRecording(recorder(), duration: 0.5)
        for shard in before.shards where !shard.isComplete {
            let wanted = Set(shard.toRender)
            try recorder(shard.spec).record(DriftingSquare(), duration: 0.5, to: dir, frames: { wanted.contains($0) })
        }
        let after = try ShardMerge.verify(dir)
        XCTAssertTrue(after.isComplete, after.report)
        XCTAssertEqual(try after.write().frames.count, 11)
    }

    /// Shards of 2 and of 3 in one folder cannot be one recording.
    func testShardsOfDifferentCountsAreRefused() async throws {
        let dir = Draw.folder("merge-counts")
        try render([1], of: 2, into: dir)
        try render([1], of: 3, into: dir)
        XCTAssertThrowsError(try ShardMerge.verify(dir)) {
            XCTAssertTrue("\($0)".contains("holds shards of different counts: 2 (manifest-shard-1-of-2.json); 3 (manifest-shard-1-of-3.json)"), "\($0)")
        }
    }

    /// A manifest named for shard 0 (the numbering before 1…N) is refused, naming the file.
    func testZeroBasedShardManifestIsRefused() async throws {
        let dir = Draw.folder("merge-zero")
        try render([1, 2], of: 2, into: dir)
        try FileManager.default.copyItem(
            at: dir.appendingPathComponent("manifest-shard-1-of-2.json"),
            to: dir.appendingPathComponent("manifest-shard-0-of-2.json"))
        XCTAssertThrowsError(try ShardMerge.verify(dir)) {
            XCTAssertTrue("\($0)".contains("manifest-shard-0-of-2.json: names shard 0 of 2, which cannot exist"), "\($0)")
        }
    }

    /// A folder without any manifest is refused.
    func testFolderWithoutManifestsIsRefused() async {
        XCTAssertThrowsError(try ShardMerge.verify(Draw.folder("merge-empty"))) {
            XCTAssertTrue("\($0)".contains("holds no manifest"), "\($0)")
        }
    }

    /// Frame lists in the report are runs: "2, 6, …, 118 (30 frames)".
    func testMissingFramesAreDescribedAsRuns() async {
        var indices = FrameIndices()
        for k in stride(from: 2, through: 118, by: 4) { indices.append(k) }
        XCTAssertEqual(ShardMerge.describe(indices), "2, 6, …, 118 (30 frames)")
        XCTAssertEqual(ShardMerge.describe([7]), "7 (1 frame)")
    }
}
