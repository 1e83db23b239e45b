import XCTest
@testable import SceneRender

/// A square of one colour on white, still (every frame draws the same).
struct ColoredSquare: View {
    let color: Color
    var body: some View {
        ZStack {
            Color.white
            Rectangle().fill(color).frame(width: 20, height: 20)
        }
    }
}

/// A square moving at constant speed for 2 s: every frame time draws a different list.
struct DriftingSquare: View {
    @State var moved = false
    var body: some View {
        ZStack(alignment: .topLeading) {
            Color.white
            Rectangle().fill(Color.blue).frame(width: 10, height: 10).offset(x: moved ? 50 : 0, y: 10)
        }
        .onAppear { withAnimation(.linear(duration: 2)) { moved = true } }
    }
}

/// Resume keeps a file only when it is provably the frame this run would write (its
/// `FrameKey` and its file hash both match a manifest), and never drops other frames' entries.
@MainActor
final class FrameResumeTests: XCTestCase {
    func recorder(fps: Double = 20, jobs: Int = 2) -> FrameRecorder {
        var r = FrameRecorder(size: CGSize(width: 64, height: 40), fps: fps, jobs: jobs)
        r.progressMode = .never
        r.sceneName = "resume-test"
        return r
    }

    func manifest(_ dir: URL, _ name: String = "manifest.json") throws -> FrameManifest {
        try FrameManifest.read(dir.appendingPathComponent(name))
    }

    /// The same scene name and settings but an edited colour (red, then blue) into one folder:
    /// every frame is drawn again and the files show blue (pixel (32, 20) is the square's
    /// centre; `.blue` is the system blue, sRGB (0, 122, 255)).
    func testEditedSceneColourIntoTheSameFolderDrawsEveryFrameAgain() async throws {
        let dir = Draw.folder("resume-colour")
        let red = try recorder().record(ColoredSquare(color: .red), duration: 0.2, to: dir)
        XCTAssertEqual(red.rendered, 5)
        let blue = try recorder().record(ColoredSquare(color: .blue), duration: 0.2, to: dir)
        XCTAssertEqual(blue.rendered, 5, "no red frame may be kept for a blue scene")
        for url in blue.frames {
            XCTAssertEqual(try RenderedImage(contentsOfPNG: url).rgba(32, 20), [0, 122, 255, 255], url.lastPathComponent)
        }
    }

    /// 1 s at 20 fps ends with frame 20 at t = 1; 0.99 s also has 21 frames (ceil(19.8) + 1)
    /// but frame 20 shows t = 0.99. The rerun keeps frames 0…19 (the same times) and draws
    /// frame 20 again, byte-identical to a fresh 0.99 s recording.
    func testShorterDurationDrawsTheLastFrameAgain() async throws {
        let dir = Draw.folder("resume-duration"), fresh = Draw.folder("resume-duration-fresh")
        try recorder().record(DriftingSquare(), duration: 1, to: dir)
        let rerun = try recorder().record(DriftingSquare(), duration: 0.99, to: dir)
        XCTAssertEqual(rerun.frames.count, 21)
        XCTAssertEqual(rerun.rendered, 1)
        let expected = try recorder().record(DriftingSquare(), duration: 0.99, to: fresh)
        XCTAssertEqual(try Data(contentsOf: rerun.frames[20]), try Data(contentsOf: expected.frames[20]))
    }

    /// A run of frames 3…5 into a folder of a full 11-frame run keeps the other eight entries in
    /// the manifest, so the next full run draws nothing.
    func testFrameRangeRunKeepsTheOtherFramesInTheManifest() async throws {
        let dir = Draw.folder("resume-range")
        try recorder().record(DriftingSquare(), duration: 0.5, to: dir)
        let part = try recorder().record(DriftingSquare(), duration: 0.5, to: dir, frames: { (3...5).contains($0) })
        XCTAssertEqual(part.indices, [3, 4, 5])
        XCTAssertEqual(try manifest(dir).frames.map(\.index), Array(0...10))
        XCTAssertEqual(try recorder().record(DriftingSquare(), duration: 0.5, to: dir).rendered, 0)
    }

    /// Frames 2…4 into an empty folder, then the full run: only the other 8 of 11 are drawn.
    func testFullRunAfterAFrameRangeRunDrawsOnlyTheRest() async throws {
        let dir = Draw.folder("resume-range-first")
        XCTAssertEqual(try recorder().record(DriftingSquare(), duration: 0.5, to: dir, frames: { (2...4).contains($0) }).rendered, 3)
        XCTAssertEqual(try recorder().record(DriftingSquare(), duration: 0.5, to: dir).rendered, 8)
    }

    /// A frame whose key matches but whose file was replaced by another valid frame (frame 3's
    /// bytes copied over frame 4) is drawn again: the file hash must match too.
    func testFileReplacedByAnotherFrameIsDrawnAgain() async throws {
        let dir = Draw.folder("resume-swapped")
        let first = try recorder().record(DriftingSquare(), duration: 0.5, to: dir)
        let frame4 = try Data(contentsOf: first.frames[4])
        try Data(contentsOf: first.frames[3]).write(to: first.frames[4])
        XCTAssertEqual(try recorder().record(DriftingSquare(), duration: 0.5, to: dir).rendered, 1)
        XCTAssertEqual(try Data(contentsOf: first.frames[4]), frame4)
    }

    /// Each manifest entry carries its frame's key: 32 hex digits, different for frames that
    /// draw differently, and `sha256` is the file's hash.
    func testManifestRecordsEachFramesKeyBesideItsFileHash() async throws {
        let dir = Draw.folder("resume-keys")
        try recorder().record(DriftingSquare(), duration: 0.1, to: dir)
        let frames = try manifest(dir).frames
        XCTAssertEqual(frames.count, 3)
        XCTAssertEqual(Set(frames.compactMap(\.key)).count, 3)
        for f in frames {
            XCTAssertNotNil(FrameKey(hex: f.key ?? ""), f.file)
            XCTAssertEqual(f.key?.count, 32, f.file)
            XCTAssertEqual(f.sha256, FrameManifest.sha256(try Data(contentsOf: dir.appendingPathComponent(f.file))))
        }
    }

    /// A manifest written before keys (entries without `key`) is not trusted: all is drawn.
    func testManifestEntriesWithoutKeysAreNeverTrusted() async throws {
        let dir = Draw.folder("resume-no-keys")
        try recorder().record(DriftingSquare(), duration: 0.2, to: dir)
        var m = try manifest(dir)
        for i in m.frames.indices { m.frames[i].key = nil }
        let encoder = JSONEncoder()
        try encoder.encode(m).write(to: dir.appendingPathComponent("manifest.json"))
        XCTAssertEqual(try recorder().record(DriftingSquare(), duration: 0.2, to: dir).rendered, 5)
    }

    /// A manifest of an earlier version, whose keys were 64-digit SHA-256 values, is not
    /// trusted: its keys do not parse, so all 5 frames are drawn again (none kept on a hash
    /// that means something else now).
    func testManifestWithEarlierSixtyFourDigitKeysIsNeverTrusted() async throws {
        let dir = Draw.folder("resume-old-keys")
        try recorder().record(DriftingSquare(), duration: 0.2, to: dir)
        var m = try manifest(dir)
        for i in m.frames.indices { m.frames[i].key = m.frames[i].key.map { $0 + $0 } }
        try JSONEncoder().encode(m).write(to: dir.appendingPathComponent("manifest.json"))
        XCTAssertEqual(try recorder().record(DriftingSquare(), duration: 0.2, to: dir).rendered, 5)
    }

    /// Another fps keeps only frames that draw the same: at 10 fps the frames show t = 0, 0.1,
    /// 0.2; of the 20 fps files frame_000000 (t = 0) is the same frame, frames 1 and 2 are not.
    func testOtherFPSKeepsOnlyTheFramesThatDrawTheSame() async throws {
        let dir = Draw.folder("resume-fps")
        try recorder(fps: 20).record(DriftingSquare(), duration: 0.2, to: dir)
        XCTAssertEqual(try recorder(fps: 10).record(DriftingSquare(), duration: 0.2, to: dir).rendered, 2)
    }

    /// Another background changes every frame's key: all 5 frames are drawn.
    func testOtherBackgroundDrawsEveryFrame() async throws {
        let dir = Draw.folder("resume-background")
        try recorder().record(DriftingSquare(), duration: 0.2, to: dir)
        var other = recorder()
        other.background = .black
        XCTAssertEqual(try other.record(DriftingSquare(), duration: 0.2, to: dir).rendered, 5)
    }

    /// Shards 1/2 and 2/2 into one folder, then a full run: nothing is drawn (the full run
    /// trusts both shard manifests), and each shard's manifest lists only its own frames.
    func testFullRunAfterBothShardsDrawsNothing() async throws {
        let dir = Draw.folder("resume-shards")
        for i in 0..<2 {
            var r = recorder()
            r.shard = try ShardSpec(i + 1, of: 2)
            try r.record(DriftingSquare(), duration: 0.5, to: dir)
        }
        XCTAssertEqual(try manifest(dir, "manifest-shard-2-of-2.json").frames.map(\.index), [1, 3, 5, 7, 9])
        XCTAssertEqual(try recorder().record(DriftingSquare(), duration: 0.5, to: dir).rendered, 0)
    }
}

/// A settled scene repeats its display list: the repeats take the encoded bytes of the frame
/// before them instead of being drawn and encoded again.
@MainActor
final class RepeatedFrameTests: XCTestCase {
    func recorder(fps: Double = 20, jobs: Int = 2) -> FrameRecorder {
        var r = FrameRecorder(size: CGSize(width: 64, height: 40), fps: fps, jobs: jobs)
        r.progressMode = .never
        r.resume = false
        return r
    }

    /// A still scene of 11 frames: drawn once, the other 10 written from its bytes; all 11
    /// files are byte-identical.
    func testStillSceneIsDrawnOnceAndWrittenElevenTimes() async throws {
        let seq = try recorder().record(ColoredSquare(color: .red), duration: 0.5, to: Draw.folder("repeat-still"))
        XCTAssertEqual(seq.rendered, 11)
        XCTAssertEqual(seq.reused, 10)
        let first = try Data(contentsOf: seq.frames[0])
        for url in seq.frames { XCTAssertEqual(try Data(contentsOf: url), first, url.lastPathComponent) }
    }

    /// A 2 s linear move recorded for 3 s at 10 fps (31 frames): frames 21…30 (t = 2.1 … 3)
    /// repeat frame 20 (t = 2, the end of the move) and are reused; frames 0…20 all differ.
    func testFramesAfterTheSceneSettlesAreReused() async throws {
        let seq = try recorder(fps: 10).record(DriftingSquare(), duration: 3, to: Draw.folder("repeat-settle"))
        XCTAssertEqual(seq.rendered, 31)
        XCTAssertEqual(seq.reused, 10)
        XCTAssertEqual(try Data(contentsOf: seq.frames[30]), try Data(contentsOf: seq.frames[20]))
        XCTAssertNotEqual(try Data(contentsOf: seq.frames[19]), try Data(contentsOf: seq.frames[20]))
    }

    /// Reused frames are the bytes a drawn frame would have: one worker, three workers and a
    /// shard (which sees only every third frame, so it repeats less) write the same files.
    func testReusedFramesAreIdenticalForAnyWorkerCountAndShard() async throws {
        let one = try recorder(jobs: 1).record(DriftingSquare(), duration: 2.5, to: Draw.folder("repeat-one"))
        let three = try recorder(jobs: 3).record(DriftingSquare(), duration: 2.5, to: Draw.folder("repeat-three"))
        var sharded = recorder()
        sharded.shard = try ShardSpec(2, of: 3)
        let shard = try sharded.record(DriftingSquare(), duration: 2.5, to: Draw.folder("repeat-shard"))
        for (a, b) in zip(one.frames, three.frames) { XCTAssertEqual(try Data(contentsOf: a), try Data(contentsOf: b), a.lastPathComponent) }
        for (position, k) in shard.indices.enumerated() {
            XCTAssertEqual(try Data(contentsOf: shard.frames[position]), try Data(contentsOf: one.frames[k]), "frame \(k)")
        }
    }
}

/// The manifest is written through an append-only journal merged into it at the end.
@MainActor
final class FrameJournalTests: XCTestCase {
    func recorder() -> FrameRecorder {
        var r = FrameRecorder(size: CGSize(width: 64, height: 40), fps: 20, jobs: 2)
        r.progressMode = .never
        return r
    }

    /// A finished run leaves no journal, only the manifest.
    func testFinishedRunLeavesNoJournal() async throws {
        let dir = Draw.folder("journal-done")
        try recorder().record(DriftingSquare(), duration: 0.2, to: dir)
        let names = try FileManager.default.contentsOfDirectory(atPath: dir.path)
        XCTAssertTrue(names.contains("manifest.json"))
        XCTAssertFalse(names.contains { $0.hasSuffix(".journal") }, "\(names)")
    }

    /// A run killed before its manifest was written leaves only its journal (made here from a
    /// finished run's manifest, one `index key sha256` line per frame, the last line cut short):
    /// the next run keeps the frames the journal lists, merges it into the manifest and removes it.
    func testJournalOfAKilledRunIsTrustedAndMergedIntoTheManifest() async throws {
        let dir = Draw.folder("journal-killed")
        try recorder().record(DriftingSquare(), duration: 0.2, to: dir)
        let manifestURL = dir.appendingPathComponent("manifest.json")
        let frames = try FrameManifest.read(manifestURL).frames
        try FileManager.default.removeItem(at: manifestURL)
        let lines = frames.map { "\($0.index) \($0.key!) \($0.sha256)\n" }.joined() + "5 0123"
        try Data(lines.utf8).write(to: dir.appendingPathComponent("manifest.journal"))
        let rerun = try recorder().record(DriftingSquare(), duration: 0.2, to: dir)
        XCTAssertEqual(rerun.rendered, 0)
        XCTAssertFalse(FileManager.default.fileExists(atPath: dir.appendingPathComponent("manifest.journal").path))
        XCTAssertEqual(try FrameManifest.read(manifestURL).frames, frames)
    }

    /// The streamed manifest is valid JSON with the fields `JSONEncoder` would write; a file
    /// prefix with a quote and a backslash is escaped.
    func testStreamedManifestParsesWithEscapedNames() async throws {
        let dir = Draw.folder("journal-escape")
        var r = recorder()
        r.filePrefix = "a\"b\\c_"
        try r.record(DriftingSquare(), duration: 0.1, to: dir)
        let m = try FrameManifest.read(dir.appendingPathComponent("manifest.json"))
        XCTAssertEqual(m.frames.map(\.file), ["a\"b\\c_000000.png", "a\"b\\c_000001.png", "a\"b\\c_000002.png"])
        XCTAssertEqual(m.frameCount, 3)
        XCTAssertEqual(m.frames.map(\.time), [0, 0.05, 0.1])
    }
}
