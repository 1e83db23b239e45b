import XCTest
@testable import SceneRender

/// #18 item 9: the number of workers follows the memory their frames need, and a recording
/// that cannot fit is refused with the figures before anything is written.
@MainActor
final class RecordingMemoryTests: XCTestCase {
    /// One worker needs 28 bytes a pixel (canvas 4, scratch canvas 4, kept group layers 8,
    /// encoder buffers 4, two encoded frames up to 4 each): 8192 × 8192 × 28 = 1,879,048,192
    /// bytes, 1920 × 1080 × 28 = 58,060,800.
    func testAWorkerNeedsTwentyEightBytesAPixel() async {
        XCTAssertEqual(RecordingMemory.bytesPerWorker(pixelWidth: 8192, pixelHeight: 8192), 1_879_048_192)
        XCTAssertEqual(RecordingMemory.bytesPerWorker(pixelWidth: 1920, pixelHeight: 1080), 58_060_800)
        XCTAssertEqual(RecordingMemory.bytesPerWorker(pixelWidth: .max, pixelHeight: .max), .max, "overflow saturates")
    }

    /// The figure is the smaller of MemAvailable (2,000,000 kB = 2,048,000,000 bytes) and the
    /// control group's limit less its usage (1,000,000,000 − 400,000,000); a limit of `max`,
    /// or version 1's 9223372036854771712 ("no limit"), leaves MemAvailable.
    func testAvailableMemoryIsTheSmallerOfMemAvailableAndTheControlGroupsHeadroom() async {
        let meminfo = "MemTotal:       24000000 kB\nMemFree:         1000000 kB\nMemAvailable:    2000000 kB\n"
        XCTAssertEqual(
            RecordingMemory.available(meminfo: meminfo, cgroupLimit: "1000000000\n", cgroupUsage: "400000000\n")?.bytes,
            600_000_000)
        XCTAssertEqual(
            RecordingMemory.available(meminfo: meminfo, cgroupLimit: "max\n", cgroupUsage: "400000000\n"),
            RecordingMemory.Available(bytes: 2_048_000_000, source: "MemAvailable in /proc/meminfo"))
        XCTAssertEqual(
            RecordingMemory.available(meminfo: meminfo, cgroupLimit: "9223372036854771712", cgroupUsage: "1")?.bytes,
            2_048_000_000)
        XCTAssertEqual(
            RecordingMemory.available(meminfo: nil, cgroupLimit: "300", cgroupUsage: "500")?.bytes, 0,
            "usage above the limit leaves nothing")
        XCTAssertNil(RecordingMemory.available(meminfo: "garbage", cgroupLimit: nil, cgroupUsage: nil))
    }

    /// 1,024 workers of 8192 × 8192 frames need about 1.4 TB; with 8 GB (8 × 10⁹ bytes)
    /// available at most 5 fit (8 × 10⁹ / 1,342,177,280 = 5.96): refused, naming jobs, the
    /// figures and where they come from, and no output folder is created.
    func testMoreWorkersThanTheMemoryHoldsAreRefusedWithTheFigures() async throws {
        var recorder = FrameRecorder(size: CGSize(width: 8192, height: 8192), jobs: 1024)
        recorder.availableMemory = 8_000_000_000
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("recording-memory-\(UUID().uuidString)")
        XCTAssertThrowsError(try recorder.record(Color.red, duration: 0, to: folder)) { error in
            let text = "\(error)"
            XCTAssertEqual(
                error as? RenderError,
                RenderError.invalidParameter(
                    name: "jobs", value: "1024",
                    valid:
                        "1…4 for 8192x8192-pixel frames: 1024 workers need about 1.92 TB (1.88 GB each) and 8.00 GB is available "
                        + "(the recorder's availableMemory)"), text)
        }
        XCTAssertFalse(FileManager.default.fileExists(atPath: folder.path))
        recorder.jobs = 4
        XCTAssertNoThrow(try recorder.validateMemory())
    }

    /// When even one worker does not fit, the message says so and what to change.
    func testAFrameTooLargeForOneWorkerIsRefused() async {
        var recorder = FrameRecorder(size: CGSize(width: 8192, height: 8192), jobs: 1)
        recorder.availableMemory = 100_000_000
        XCTAssertThrowsError(try recorder.validateMemory()) { error in
            XCTAssertTrue(
                "\(error)".contains("none fits: one worker needs about 1.88 GB for 8192x8192-pixel frames and 100.0 MB is available"),
                "\(error)")
        }
    }

    /// Without a number of workers asked for, the default is the cores, fewer when memory is
    /// short: 4 GB holds 2 workers of 8192 × 8192 (4 × 10⁹ / 1,879,048,192 = 2.1) but 68 of
    /// 1920 × 1080, so 8 cores give 2 and 8; never fewer than 1.
    func testDefaultWorkersFollowTheCoresAndTheMemory() async {
        var big = FrameRecorder(size: CGSize(width: 8192, height: 8192))
        big.availableMemory = 4_000_000_000
        XCTAssertEqual(big.defaultJobs(cores: 8), 2)
        var hd = FrameRecorder(size: CGSize(width: 1920, height: 1080))
        hd.availableMemory = 4_000_000_000
        XCTAssertEqual(hd.defaultJobs(cores: 8), 8)
        big.availableMemory = 1
        XCTAssertEqual(big.defaultJobs(cores: 8), 1)
    }
}
