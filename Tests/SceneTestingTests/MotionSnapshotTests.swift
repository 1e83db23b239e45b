import XCTest
@testable import SceneTesting

/// `assertFrames` and `assertMotion` on a real animation (goldens in
/// Snapshots/MotionSnapshotTests/), and their failure reports on made-up inputs.
@MainActor
final class MotionSnapshotTests: XCTestCase {
    /// Every 3rd frame of 0.6 s at 30 fps: frames 0, 3, …, 18 (7 cells, the last at t = 0.6 s).
    func testTapToSlideFilmstrip() async {
        assertFrames(
            of: TapToSlide(), size: TapToSlide.size, input: TapToSlide.input, fps: 30,
            sampling: .everyNthFrame(3, duration: 0.6), columns: 4, named: "every3rd")
    }

    /// The square's offset and opacity every 50 ms for 0.6 s after a tap at 0.1 s.
    func testTapToSlideMotion() async {
        assertMotion(
            of: TapToSlide(), size: TapToSlide.size, input: TapToSlide.input, fps: 30,
            times: stride(from: 0.0, through: 0.6, by: 0.05).map { ($0 * 1000).rounded() / 1000 },
            properties: ["offset", "opacity"], named: "offsetOpacity")
    }

    /// The `.frames` and `.motion` strategies read the goldens of the two tests above, so they
    /// sample and store exactly what `assertFrames` and `assertMotion` do.
    func testFramesAndMotionStrategiesMatchTheGoldensOfTheAssertions() async {
        assertSnapshot(
            of: TapToSlide(),
            as: .frames(
                .everyNthFrame(3, duration: 0.6), size: TapToSlide.size,
                input: TapToSlide.input, fps: 30, columns: 4),
            named: "every3rd", record: .never, testName: "testTapToSlideFilmstrip")
        assertSnapshot(
            of: TapToSlide(),
            as: .motion(
                times: stride(from: 0.0, through: 0.6, by: 0.05).map { ($0 * 1000).rounded() / 1000 },
                size: TapToSlide.size, input: TapToSlide.input, fps: 30,
                properties: ["offset", "opacity"]),
            named: "offsetOpacity", record: .never, testName: "testTapToSlideMotion")
    }

    /// Frame-count rule: 0.5 s at 30 fps has frames 0…15; every 4th gives 0, 4, 8, 12 and the
    /// last frame 15 (t = 0.5 s) is always added.
    func testEveryNthFrameSamplingAddsTheLastFrame() async throws {
        let s = try FrameSampling.everyNthFrame(4, duration: 0.5).samples(fps: 30)
        XCTAssertEqual(s.map(\.index), [0, 4, 8, 12, 15])
        XCTAssertEqual(s.last?.time, 0.5)
    }

    func testTimesBetweenFramesHaveNoFrameIndex() async throws {
        let s = try FrameSampling.times([0, 0.1, 0.105]).samples(fps: 10)
        XCTAssertEqual(s.map(\.index), [0, 1, nil])
        XCTAssertEqual(frameLabel(index: nil, time: 0.105), "t=0.105s")
        XCTAssertEqual(frameLabel(index: 1, time: 0.1), "#1 t=0.100s")
    }

    func testDescendingTimesAreRejectedByName() async {
        XCTAssertThrowsError(try FrameSampling.times([0.2, 0.1]).samples(fps: 60)) { error in
            XCTAssertEqual("\(error)", "invalid times[1]: 0.1 (valid: ≥ times[0] = 0.2 (ascending))")
        }
    }

    // MARK: Failure reports

    /// A golden recorded with slot paths (before views were named by type and id) fails naming
    /// the change, and says whether only the names changed.
    func testGoldensWithSlotPathsAreNamedAsSuch() async throws {
        let old = MotionTrace(rows: [
            .init(time: 0, path: "0/0/1", property: "offset[0]", value: 0),
            .init(time: 0.1, path: "0/0/1", property: "offset[0]", value: 12),
        ])
        let renamed = MotionTrace(rows: old.rows.map { var r = $0; r.path = "DragBox/ZStack.offset"; return r })
        let lines = try XCTUnwrap(renamed.differences(from: old, tolerance: 1e-4))
        XCTAssertEqual(
            lines.last,
            "the golden names views by slot paths (0/0/1), as versions before views were named by type and id (DragBox/ZStack.offset) did; its values match row for row, so only the names changed: record it again to migrate it")
        var moved = renamed
        moved.rows[1].value = 13
        XCTAssertTrue(try XCTUnwrap(moved.differences(from: old, tolerance: 1e-4)?.last).hasSuffix("its values differ too: look at the change before recording it again"))
        // A current golden that differs gets no such line.
        XCTAssertFalse(try XCTUnwrap(moved.differences(from: renamed, tolerance: 1e-4)).contains { $0.contains("slot paths") })
    }

    func tempEnvironment() throws -> (SnapshotEnvironment, URL) {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("motion-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
        return (SnapshotEnvironment(packageRoot: root, record: .missing, artifactsDirectory: root.appendingPathComponent("artifacts")), root)
    }

    /// Four 30×20 frames; frame 2 of the new run has a 3×3 block changed: only cell 2 differs,
    /// and it is named as the first diverging frame.
    func testFilmstripFailureGivesAVerdictPerFrameAndTheFirstDivergingFrame() async throws {
        let (env, root) = try tempEnvironment()
        defer { try? FileManager.default.removeItem(at: root) }
        let id = SnapshotID(suite: "S", test: "strip", name: "f")
        let frames = (0..<4).map { k in (image: TestImages.solid(30, 20, (UInt8(40 * k), 100, 200, 255)), label: "#\(k)") }
        XCTAssertFalse(SnapshotVerifier.verifyFrames(frames, columns: 2, id: id, environment: env).passed, "first run records")
        XCTAssertTrue(SnapshotVerifier.verifyFrames(frames, columns: 2, id: id, environment: env).passed)
        var changed = frames
        changed[2].image = TestImages.painting(frames[2].image, x: 5, y: 5, w: 3, h: 3, (255, 255, 0, 255))
        changed[3].image = TestImages.painting(frames[3].image, x: 0, y: 0, w: 1, h: 1, (255, 255, 255, 255))
        let v = SnapshotVerifier.verifyFrames(changed, columns: 2, id: id, environment: env)
        XCTAssertEqual(v.frames.map(\.passed), [true, true, false, false])
        XCTAssertEqual(v.frames[2].comparison.differentPixels, 9)
        let m = try XCTUnwrap(v.failure)
        XCTAssertTrue(m.contains("first diverging frame: cell 2 #2"), m)
        XCTAssertTrue(m.contains("cell 0 #0: ok"), m)
        XCTAssertTrue(m.contains("cell 2 #2: DIFFERS — 9 of 600 pixels differ"), m)
    }

    func testFilmstripWithAnotherFrameCountFailsNamingBothSizes() async throws {
        let (env, root) = try tempEnvironment()
        defer { try? FileManager.default.removeItem(at: root) }
        let id = SnapshotID(suite: "S", test: "strip", name: "count")
        let frame = (image: TestImages.solid(30, 20), label: "x")
        _ = SnapshotVerifier.verifyFrames([frame, frame], columns: 4, id: id, environment: env)
        let m = SnapshotVerifier.verifyFrames([frame, frame, frame], columns: 4, id: id, environment: env).failure ?? "passed"
        // 2 cells: 2·30 + 3·8 = 84 wide; 3 cells: 3·30 + 4·8 = 122 wide; height 20 + 20 + 2·8 = 56.
        XCTAssertTrue(m.contains("size differs: expected 84x56, actual 122x56"), m)
    }

    func testMotionCSVRoundTrips() async throws {
        let trace = MotionTrace(rows: [
            .init(time: 0.25, path: "0/1", property: "offset[0]", value: -12.5),
            .init(time: 0.5, path: "a,b", property: "opacity", value: 0.75)
        ])
        XCTAssertEqual(trace.csv, "time,path,property,value\n0.250000,0/1,offset[0],-12.500000\n0.500000,\"a,b\",opacity,0.750000\n")
        XCTAssertEqual(try MotionTrace(csv: trace.csv), trace)
    }

    /// Values within the absolute tolerance 1e-4 pass; 3e-4 away fails and is named.
    func testMotionIsComparedWithANumericTolerance() async throws {
        let (env, root) = try tempEnvironment()
        defer { try? FileManager.default.removeItem(at: root) }
        let id = SnapshotID(suite: "S", test: "motion", name: "m")
        func trace(_ v: Double) -> MotionTrace {
            MotionTrace(rows: [
                .init(time: 0, path: "0", property: "opacity", value: 1),
                .init(time: 0.1, path: "0", property: "opacity", value: v)
            ])
        }
        XCTAssertFalse(SnapshotVerifier.verifyMotion(trace(0.5), id: id, environment: env).passed, "first run records")
        XCTAssertTrue(SnapshotVerifier.verifyMotion(trace(0.50005), id: id, tolerance: 1e-4, environment: env).passed)
        let v = SnapshotVerifier.verifyMotion(trace(0.5003), id: id, tolerance: 1e-4, environment: env)
        let m = try XCTUnwrap(v.failure)
        XCTAssertTrue(m.contains("measured: 1 of 2 values differ by more than 0.0001"), m)
        XCTAssertTrue(m.contains("first divergence: t=0.100000 0 opacity: expected 0.500000, actual 0.500300 (difference 0.000300)"), m)
        XCTAssertTrue(FileManager.default.fileExists(atPath: try XCTUnwrap(v.artifacts).actualText("csv").path))
    }

    func testMissingMotionGoldenUnderCIWritesNothing() async throws {
        let (base, root) = try tempEnvironment()
        defer { try? FileManager.default.removeItem(at: root) }
        var env = base
        env.isCI = true
        let v = SnapshotVerifier.verifyMotion(MotionTrace(rows: []), id: SnapshotID(suite: "S", test: "t", name: "n"), environment: env)
        XCTAssertFalse(v.passed)
        XCTAssertFalse(FileManager.default.fileExists(atPath: root.appendingPathComponent("Snapshots").path))
    }
}

/// A row of controls whose children are keyed by their view type (a button style's body,
/// `AnyView`'s content, a progress view), fading in.
private struct ControlsRow: View {
    @State var shown = false
    var body: some View {
        HStack {
            ProgressView()
            Button("Go") {}.buttonStyle(.borderedProminent)
            AnyView(Circle().frame(width: 10, height: 10))
        }
        .opacity(shown ? 1 : 0)
        .onAppear { withAnimation(.easeIn(duration: 0.2)) { shown = true } }
    }
}

/// Node paths in motion goldens name a type-keyed child by its type, never by an address that
/// changes from run to run (`#ObjectIdentifier(0x00007f…)` made any golden of a view with a
/// `ProgressView`, a styled `Button` or an `AnyView` fail on the next run).
final class MotionPathTests: XCTestCase {
    @MainActor
    func testTypeKeyedChildrenAreNamedByTheirType() async throws {
        let trace = try MotionTrace.record(ControlsRow(), size: CGSize(width: 200, height: 60), times: [0, 0.1])
        let paths = Set(trace.rows.map(\.path))
        XCTAssertFalse(paths.isEmpty)
        for path in paths {
            XCTAssertFalse(path.contains("ObjectIdentifier") || path.contains("0x"), path)
        }
        // The AnyView's content (third in the row), then its frame modifier.
        XCTAssertTrue(paths.contains("ControlsRow/HStack/Circle:2"), "\(paths.sorted())")
        XCTAssertTrue(paths.contains("ControlsRow/HStack/Circle:2.frame"), "\(paths.sorted())")
    }
}
