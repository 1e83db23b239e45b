import XCTest
@testable import SceneRender

/// Issue 36, the recording's files: values that trapped `FrameTimes`, shard names that made a
/// merge allocate a record per claimed shard, journals that are not regular files, journals that
/// made resume quadratic, manifest temporaries of killed runs, outputs that are not regular
/// files, and two runs writing one manifest at once. The tests run on the main thread, as
/// XCTest runs synchronous tests, so the recordings run there (`onMain`).
final class HostileRecordingFileTests: XCTestCase {
    static func recorder(fps: Double = 10) -> FrameRecorder {
        var r = FrameRecorder(size: CGSize(width: 16, height: 12), fps: fps, jobs: 1)
        r.progressMode = .never
        r.sceneName = "hostile-files"
        return r
    }

    /// Runs a recording (main-actor work) from a synchronous test, which XCTest runs on the
    /// main thread.
    func onMain<T: Sendable>(_ body: @MainActor () throws -> T) rethrows -> T {
        try MainActor.assumeIsolated { try body() }
    }

    func folder(_ name: String) -> URL {
        let dir = Draw.folder(name)
        addTeardownBlock { try? FileManager.default.removeItem(at: dir) }
        return dir
    }

    /// `body` on another thread, which must end within `seconds` (a read of a FIFO or of
    /// `/dev/zero` would never end: the test then fails instead of hanging).
    func finishes<T: Sendable>(
        within seconds: Double, _ what: String, _ body: @escaping @Sendable () -> T,
        file: StaticString = #filePath, line: UInt = #line
    ) -> T? {
        let box = ResultBox<T>()
        let done = DispatchSemaphore(value: 0)
        Thread {
            box.value = body()
            done.signal()
        }.start()
        guard done.wait(timeout: .now() + seconds) == .success else {
            XCTFail("\(what) did not finish within \(seconds) s", file: file, line: line)
            return nil
        }
        return box.value
    }

    /// Item 3: a duration or frame rate whose frame count does not fit an Int trapped in
    /// `FrameTimes.init` (SIGILL); now each throws naming the parameter and its range.
    func testHugeDurationsAndFrameRatesThrowNamingTheParameter() throws {
        XCTAssertThrowsError(try Self.recorder().frameTimes(duration: 1e300)) { error in
            guard case .invalidParameter(let name, _, let valid) = error as? RenderError else { return XCTFail("\(error)") }
            XCTAssertEqual(name, "duration")
            XCTAssertTrue(valid.contains("0…999999 s at 10.0 fps"), valid)
        }
        XCTAssertThrowsError(try Self.recorder(fps: 1e308).frameTimes(duration: 1)) { error in
            guard case .invalidParameter(let name, _, let valid) = error as? RenderError else { return XCTFail("\(error)") }
            XCTAssertEqual(name, "fps")
            XCTAssertTrue(valid.contains("1000"), valid)
        }
        let dir = folder("huge-duration")
        XCTAssertThrowsError(try onMain { try Self.recorder().record(ColoredSquare(color: .red), duration: 1e300, to: dir) }) { error in
            XCTAssertTrue("\(error)".contains("duration"), "\(error)")
        }
        XCTAssertEqual(try FrameTimes(duration: 999_999.9, fps: 10).count, 10_000_000, "the longest recording still works")
    }

    /// Item 3: a shard manifest whose fps or duration was edited to 1e308 / 1e300 trapped
    /// `merge`; now the merge throws naming the manifest and the parameter.
    func testAManifestWithAHugeFrameRateOrDurationIsRefusedByMerge() throws {
        for (field, value) in [("fps", 1e308), ("duration", 1e300)] {
            let dir = folder("huge-manifest-\(field)")
            var r = Self.recorder()
            r.shard = try ShardSpec(1, of: 2)
            try onMain { _ = try r.record(ColoredSquare(color: .red), duration: 0.3, to: dir) }
            let url = dir.appendingPathComponent("manifest-shard-1-of-2.json")
            var m = try FrameManifest.read(url)
            if field == "fps" { m.fps = value } else { m.duration = value }
            try JSONEncoder().encode(m).write(to: url)
            XCTAssertThrowsError(try ShardMerge.verify(dir)) { error in
                XCTAssertTrue("\(error)".contains("manifest-shard-1-of-2.json"), "\(error)")
                XCTAssertTrue("\(error)".contains(field), "\(error)")
            }
        }
    }

    /// Item 4: an empty `manifest-shard-1-of-999999999.json` made merge allocate one record per
    /// shard number (gigabytes) before reading anything; now the count is refused at once.
    func testAShardCountOverTheMaximumIsRefusedAtOnce() throws {
        let dir = Draw.folder("many-shards")
        defer { try? FileManager.default.removeItem(at: dir) }
        _ = FileManager.default.createFile(atPath: dir.appendingPathComponent("manifest-shard-1-of-999999999.json").path, contents: Data())
        let message = finishes(within: 5, "verify") { () -> String in
            do {
                _ = try ShardMerge.verify(dir)
                return "no error"
            } catch { return "\(error)" }
        }
        XCTAssertTrue(message?.contains("manifest-shard-1-of-999999999.json") ?? false, message ?? "")
        XCTAssertTrue(message?.contains("1…1000000") ?? false, message ?? "")
    }

    /// Item 4: a million shards of a 4-frame recording give 4 shard records, not a million.
    func testShardsAboveTheFrameCountGetNoRecord() throws {
        let dir = folder("more-shards-than-frames")
        for k in 1...4 {
            var r = Self.recorder()
            r.shard = try ShardSpec(k, of: 1_000_000)
            try onMain { _ = try r.record(ColoredSquare(color: .red), duration: 0.3, to: dir) }
        }
        let start = Date()
        let merge = try ShardMerge.verify(dir)
        XCTAssertLessThan(Date().timeIntervalSince(start), 5)
        XCTAssertEqual(merge.shards.count, 4)
        XCTAssertTrue(merge.isComplete)
        XCTAssertEqual(try merge.write().frames.count, 4)
    }

    /// Item 5: a journal that is a symbolic link (to `/dev/zero`, `/dev/urandom`), a FIFO, or
    /// larger than any recording writes is refused promptly, naming it; nothing is read.
    func testJournalsThatAreNotRegularFilesAreRefusedPromptly() throws {
        for target in ["/dev/zero", "/dev/urandom", "fifo", "huge"] {
            let dir = Draw.folder("journal-\(target.replacingOccurrences(of: "/", with: "-"))")
            defer { try? FileManager.default.removeItem(at: dir) }
            let journal = dir.appendingPathComponent("manifest.journal")
            switch target {
            case "fifo": XCTAssertEqual(mkfifo(journal.path, 0o644), 0)
            case "huge":
                _ = FileManager.default.createFile(atPath: journal.path, contents: nil)
                XCTAssertEqual(truncate(journal.path, off_t(FrameJournal.maxBytes + 1)), 0)
            default: try FileManager.default.createSymbolicLink(atPath: journal.path, withDestinationPath: target)
            }
            let read = finishes(within: 10, "reading a \(target) journal") { () -> String in
                do {
                    _ = try ResumeCandidates.load(in: dir, prefix: "frame_")
                    return "no error"
                } catch { return "\(error)" }
            }
            guard let read else { continue }
            let expected = ["fifo": "FIFO", "huge": "bytes"][target] ?? "symbolic link"
            XCTAssertTrue(read.contains(journal.path) && read.contains(expected), "\(target): \(read)")
            // The recording refuses it too (it reads the journal first), writing no frame.
            let recorded = MainActor.assumeIsolated { () -> String in
                do {
                    var r = FrameRecorder(size: CGSize(width: 16, height: 12), fps: 10, jobs: 1)
                    r.progressMode = .never
                    _ = try r.record(ColoredSquare(color: .red), duration: 0.1, to: dir)
                    return "no error"
                } catch { return "\(error)" }
            }
            XCTAssertTrue(recorded.contains(journal.path) && recorded.contains(expected), "\(target): \(recorded)")
            XCTAssertFalse(FileManager.default.fileExists(atPath: dir.appendingPathComponent("frame_000000.png").path))
        }
    }

    /// Item 5: in a shard set, a FIFO journal is refused by merge instead of hanging it.
    func testMergeRefusesAFIFOJournal() throws {
        let dir = Draw.folder("merge-fifo")
        defer { try? FileManager.default.removeItem(at: dir) }
        try MainActor.assumeIsolated {
            var r = FrameRecorder(size: CGSize(width: 16, height: 12), fps: 10, jobs: 1)
            r.progressMode = .never
            r.shard = try ShardSpec(1, of: 2)
            try r.record(ColoredSquare(color: .red), duration: 0.3, to: dir)
        }
        let journal = dir.appendingPathComponent("manifest-shard-2-of-2.journal")
        XCTAssertEqual(mkfifo(journal.path, 0o644), 0)
        let message = finishes(within: 10, "merge") { () -> String in
            do {
                _ = try ShardMerge.verify(dir)
                return "no error"
            } catch { return "\(error)" }
        }
        XCTAssertTrue(message?.contains("manifest-shard-2-of-2.journal") ?? false, message ?? "")
        XCTAssertTrue(message?.contains("FIFO") ?? false, message ?? "")
    }

    /// Item 5 (found by PropertyJournalTests): a frame file replaced by a FIFO or a link to
    /// /dev/zero hung merge (it read the file to hash it); now it counts as damaged at once.
    func testMergeCountsAFrameThatIsAFIFOOrALinkAsDamaged() throws {
        let dir = folder("merge-fifo-frame")
        try onMain { _ = try Self.recorder().record(ColoredSquare(color: .red), duration: 0.3, to: dir) }
        let fifo = dir.appendingPathComponent("frame_000001.png"), link = dir.appendingPathComponent("frame_000002.png")
        try FileManager.default.removeItem(at: fifo)
        XCTAssertEqual(mkfifo(fifo.path, 0o644), 0)
        try FileManager.default.removeItem(at: link)
        try FileManager.default.createSymbolicLink(atPath: link.path, withDestinationPath: "/dev/zero")
        let damaged = finishes(within: 10, "merge") { () -> [Int] in
            (try? ShardMerge.verify(dir)).map { Array($0.shards[0].damaged) } ?? [-1]
        }
        XCTAssertEqual(damaged, [1, 2])
    }

    /// Item 5: a line longer than `maxLineBytes` is skipped without being kept; the lines
    /// around it are read.
    func testAnOverlongJournalLineIsSkipped() throws {
        let dir = folder("long-line")
        let good = "3 \(String(repeating: "a", count: 32)) \(String(repeating: "b", count: 64))\n"
        var bytes = Data(good.utf8)
        bytes.append(Data(repeating: UInt8(ascii: "7"), count: 3 << 20))
        bytes.append(Data("\n".utf8))
        bytes.append(Data(good.replacingOccurrences(of: "3 ", with: "4 ").utf8))
        let url = dir.appendingPathComponent("manifest.journal")
        try bytes.write(to: url)
        var indices: [Int] = []
        try FrameJournal.forEachRecord(at: url) { indices.append($0.index) }
        XCTAssertEqual(indices, [3, 4])
    }

    /// Item 14: loading 120,000 journal lines for one frame took 31 s (each line copied every
    /// pair before it); now it is linear and keeps at most `maxPairsPerIndex` pairs.
    func testResumeLoadingIsLinearInRepeatedJournalLines() throws {
        /// A journal of `lines` lines repeating one frame index with new keys, and the thread CPU
        /// seconds `ResumeCandidates.load` takes on it (CPU time, not the wall clock: other
        /// processes on the machine do not count).
        func load(_ lines: Int) throws -> (seconds: Double, candidates: ResumeCandidates) {
            let dir = folder("repeated-lines-\(lines)")
            var bytes = [UInt8]()
            bytes.reserveCapacity(lines * 100)
            let hash = Array(" \(String(repeating: "c", count: 64))\n".utf8), hex = Array("0123456789abcdef".utf8)
            for i in 0..<lines {
                bytes += Array("0 ".utf8)
                for shift in stride(from: 124, through: 0, by: -4) { bytes.append(shift < 64 ? hex[(i >> shift) & 15] : hex[0]) }
                bytes += hash
            }
            try Data(bytes).write(to: dir.appendingPathComponent("manifest.journal"))
            func cpu() -> Double {
                var t = timespec()
                clock_gettime(CLOCK_THREAD_CPUTIME_ID, &t)
                return Double(t.tv_sec) + Double(t.tv_nsec) / 1e9
            }
            let start = cpu()
            let candidates = try ResumeCandidates.load(in: dir, prefix: "frame_")
            return (cpu() - start, candidates)
        }
        _ = try load(1_000)  // warm up
        let small = try load(30_000)
        let (seconds, candidates) = try load(120_000)
        // Four times the lines: about 4 times the time when linear, 16 when quadratic.
        XCTAssertLessThan(seconds / max(small.seconds, 1e-6), 9, "120,000 lines take \(seconds) s, 30,000 take \(small.seconds) s")
        let last = try XCTUnwrap(FrameKey(hex: String(format: "%032x", 119_999)))
        XCTAssertEqual(candidates.hashes(index: 0, key: last).count, 1, "the latest line is kept")
        let first = try XCTUnwrap(FrameKey(hex: String(format: "%032x", 0)))
        XCTAssertEqual(candidates.hashes(index: 0, key: first), [], "only the latest few are kept")
    }

    /// Item 13: a killed run's manifest temporary (`.manifest.json.<host>.<pid>.<n>.tmp`, as the
    /// manifest writer named them, and the marked names it uses now) is removed by the next run.
    func testManifestTemporariesOfAKilledRunAreRemovedByTheNextRun() throws {
        let dir = folder("manifest-temporaries")
        let dead = Process()
        dead.executableURL = URL(fileURLWithPath: "/bin/true")
        try dead.run()
        dead.waitUntilExit()
        let pid = dead.processIdentifier
        let names = [
            ".manifest.json.\(AtomicFile.hostTag).\(pid).17.tmp",
            ".manifest-shard-1-of-2.json.\(AtomicFile.hostTag).\(pid).18.tmp",
            ".manifest.json.scenekit.\(AtomicFile.hostTag).\(pid).19.tmp",
        ]
        for name in names { try Data("{".utf8).write(to: dir.appendingPathComponent(name)) }
        try onMain { _ = try Self.recorder().record(ColoredSquare(color: .red), duration: 0.1, to: dir) }
        let left = try FileManager.default.contentsOfDirectory(atPath: dir.path).filter { $0.hasSuffix(".tmp") }
        XCTAssertEqual(left, [])
        XCTAssertTrue(AtomicFile.temporaryURL(for: dir.appendingPathComponent("manifest.json")).lastPathComponent.contains(".scenekit."))
    }

    /// Item 1: an output path that is a symbolic link, FIFO or device is never renamed over.
    func testAtomicWritesNeverReplaceWhatIsNotARegularFile() throws {
        let dir = folder("atomic-targets")
        let link = dir.appendingPathComponent("link.json")
        try FileManager.default.createSymbolicLink(atPath: link.path, withDestinationPath: "/dev/null")
        let fifo = dir.appendingPathComponent("fifo.json")
        XCTAssertEqual(mkfifo(fifo.path, 0o644), 0)
        for (url, kind) in [(link, "symbolic link"), (fifo, "FIFO"), (URL(fileURLWithPath: "/dev/full"), "character device")] {
            XCTAssertThrowsError(try AtomicFile.write(Data("{}".utf8), to: url)) { error in
                XCTAssertTrue("\(error)".contains(url.path) && "\(error)".contains(kind), "\(error)")
            }
        }
        XCTAssertEqual(RegularFile.kind(atPath: link.path)?.kind, "a symbolic link", "the link is still there")
        XCTAssertEqual(RegularFile.kind(atPath: fifo.path)?.kind, "a FIFO (named pipe)")
        let plain = dir.appendingPathComponent("plain.json")
        try AtomicFile.write(Data("1".utf8), to: plain)
        try AtomicFile.write(Data("2".utf8), to: plain)
        XCTAssertEqual(try Data(contentsOf: plain), Data("2".utf8))
    }

    /// Item 2: while a run holds a manifest's lock, a second run into the same folder and shard
    /// is refused at once, naming the folder and the first run's pid; another shard may run.
    func testASecondRunOfTheSameManifestIsRefusedWhileTheFirstHoldsIt() throws {
        let dir = folder("locked")
        let held = try RecordingLock(directory: dir, manifestName: "manifest.json")
        XCTAssertThrowsError(try onMain { try Self.recorder().record(ColoredSquare(color: .red), duration: 0.1, to: dir) }) { error in
            let text = "\(error)"
            XCTAssertTrue(text.contains(dir.path), text)
            XCTAssertTrue(text.contains("pid \(ProcessInfo.processInfo.processIdentifier)"), text)
        }
        XCTAssertFalse(FileManager.default.fileExists(atPath: dir.appendingPathComponent("frame_000000.png").path))
        var other = Self.recorder()
        other.shard = try ShardSpec(1, of: 2)
        XCTAssertNoThrow(try onMain { try other.record(ColoredSquare(color: .red), duration: 0.1, to: dir) }, "another shard has its own lock")
        held.release()
        XCTAssertEqual(try onMain { try Self.recorder().record(ColoredSquare(color: .red), duration: 0.1, to: dir) }.frames.count, 2)
        let hidden = try FileManager.default.contentsOfDirectory(atPath: dir.path).filter { $0.hasSuffix(".lock") }
        XCTAssertEqual(hidden, [], "a finished run removes its lock file")
    }
}

/// A value handed from another thread (read after a semaphore says it was written).
final class ResultBox<T>: @unchecked Sendable {
    var value: T?
}
