import XCTest
import Dispatch
import SceneRender

/// The parallel frame recorder under stress: worker counts, concurrent recorders and Pango text
/// on every worker. These are also the tests run under ThreadSanitizer (`make fuzz`).
@MainActor
final class FaultParallelRecordingTests: XCTestCase {
    /// Text, a gradient, a translucent layer and a spring-driven offset, so that each worker uses Pango and
    /// Cairo patterns.
    struct Busy: View {
        @State var moved = false
        var body: some View {
            VStack(spacing: 4) {
                Text("Frame ✓ ünïcode").font(.system(size: 14))
                RoundedRectangle(cornerRadius: 6)
                    .fill(LinearGradient(colors: [.blue, .green], startPoint: .leading, endPoint: .trailing))
                    .frame(width: 60, height: 24)
                    .offset(x: moved ? 30 : -30)
                Circle().fill(Color.orange).frame(width: 16, height: 16).opacity(0.7)
            }
            .onAppear { withAnimation(.spring(duration: 0.4, bounce: 0.3)) { moved = true } }
        }
    }

    func temporaryFolder(_ name: String) -> URL {
        FileManager.default.temporaryDirectory.appendingPathComponent("fault parallel \(name) \(UUID().uuidString)")
    }

    func frames(_ seq: RecordedSequence) throws -> [Data] {
        try seq.frames.map { try Data(contentsOf: $0) }
    }

    /// 0.5 s at 30 fps is 16 frames (ceil(0.5 × 30) + 1); with 1, 2 and 4 workers every frame
    /// has the same bytes (test idea 9).
    func testWorkerCountDoesNotChangeAnyByte() async throws {
        var results: [[Data]] = []
        for jobs in [1, 2, 4] {
            let dir = temporaryFolder("jobs \(jobs)")
            defer { try? FileManager.default.removeItem(at: dir) }
            var recorder = FrameRecorder(size: CGSize(width: 120, height: 90), fps: 30)
            recorder.jobs = jobs
            let seq = try recorder.record(Busy(), duration: 0.5, to: dir)
            XCTAssertEqual(seq.frames.count, 16)
            results.append(try frames(seq))
        }
        XCTAssertEqual(results[0], results[1], "1 and 2 workers differ")
        XCTAssertEqual(results[0], results[2], "1 and 4 workers differ")
        XCTAssertNotEqual(results[0].first, results[0].last, "the scene does not move")
    }

    /// Three threads drawing and encoding a recording's display lists at once, each with its own
    /// renderer (as the recorder's workers do), give the recording's bytes: renderers share no
    /// mutable state. (The simulation itself runs on the main actor, as SwiftUI's does, so two
    /// recordings are never simulated at once.)
    func testConcurrentRenderersGiveTheSameFrames() async throws {
        let alone = temporaryFolder("alone")
        defer { try? FileManager.default.removeItem(at: alone) }
        var recorder = FrameRecorder(size: CGSize(width: 120, height: 90), fps: 20)
        recorder.jobs = 2
        let sequence = try recorder.record(Busy(), duration: 0.5, to: alone)
        let expected = try frames(sequence)
        let lists = try recorder.displayLists(Busy(), times: Array(sequence.times))

        let outcomes = ResultsBox(count: 3)
        let (scale, background) = (recorder.scale, recorder.background)
        DispatchQueue.concurrentPerform(iterations: 3) { i in
            outcomes.set(
                i,
                Result {
                    // Each thread with its own renderer and encoder (the recorder's default, ISA-L).
                    let renderer = CairoRenderer()
                    let encoder = IgzipPNGEncoder()
                    return try lists.map { list in
                        let surface = try renderer.draw(list, scale: scale, background: background)
                        return try encoder.encode(surface: surface, knownOpaque: renderer.lastDrawIsOpaque)
                    }
                })
        }
        for i in 0..<3 {
            XCTAssertEqual(try outcomes.get(i).get(), expected, "thread \(i)")
        }
    }
}

/// Results written by concurrent workers, read after they finish.
final class ResultsBox: @unchecked Sendable {
    private let lock = NSLock()
    private var results: [Result<[Data], Error>?]
    init(count: Int) { results = Array(repeating: nil, count: count) }
    func set(_ i: Int, _ r: Result<[Data], Error>) {
        lock.lock(); defer { lock.unlock() }
        results[i] = r
    }
    func get(_ i: Int) -> Result<[Data], Error> {
        lock.lock(); defer { lock.unlock() }
        return results[i] ?? .failure(CocoaError(.featureUnsupported))
    }
}
