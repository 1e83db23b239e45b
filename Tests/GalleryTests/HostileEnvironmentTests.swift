import XCTest
import SceneRender
@testable import Gallery
@testable import SceneCommand

/// Hostile environment variables and number syntax for `gallery render` (issue 18, items 2 and
/// 16): refused as usage errors (exit 2) with a message naming the variable or option.
@MainActor
final class HostileEnvironmentTests: XCTestCase {
    func parse(_ args: [String], _ environment: [String: String] = [:]) -> String? {
        do {
            _ = try CommandArguments.parse(["render"] + args, sceneNames: ["drag-box"], program: "gallery", environment: environment)
            return nil
        } catch {
            return error.message
        }
    }

    /// Item 2: Int.min − 1 overflowed (a trap, exit 132). Now a usage error naming the variable
    /// and the ids the rule maps (SLURM_ARRAY_TASK_MIN is no longer read at all).
    func testSlurmIndexThatOverflowsIsAUsageError() async throws {
        let env = ["SLURM_ARRAY_TASK_ID": "-9223372036854775808", "SLURM_ARRAY_TASK_MIN": "1"]
        let message = try XCTUnwrap(parse(["--shard", "auto/4"], env))
        XCTAssertTrue(message.contains("SLURM_ARRAY_TASK_ID"), message)
        XCTAssertTrue(message.contains("valid: 0…4"), message)
        let max = ["SLURM_ARRAY_TASK_ID": "9223372036854775807", "SLURM_ARRAY_TASK_MIN": "-1"]
        XCTAssertNotNil(parse(["--shard", "auto/4"], max))
    }

    /// Item 2 through the command: exit 2, not a trap.
    func testSlurmOverflowExitsWithTwo() async {
        let env = ["SLURM_ARRAY_TASK_ID": "-9223372036854775808", "SLURM_ARRAY_TASK_MIN": "1"]
        XCTAssertThrowsError(
            try CommandArguments.parse(
                ["render", "drag-box", "--shard", "auto/4"], sceneNames: ["drag-box"], program: "gallery",
                environment: env))
    }

    /// Item 16: `--fps`, `--scale`, `--duration` and `--size` read hexadecimal (`0x10` = 16)
    /// while `--frames`, `--jobs` and `--shard` refused it. Now every option refuses it.
    func testHexadecimalIsRefusedByEveryNumericOption() async {
        for (option, value) in [
            ("--fps", "0x10"), ("--scale", "0x1"), ("--duration", "0x1p1"), ("--size", "0x10x10"),
            ("--fps", "-0X1"), ("--frames", "0x10"), ("--jobs", "0x2"), ("--shard", "0x1/2")
        ] {
            let message = parse([option, value])
            XCTAssertNotNil(message, "\(option) \(value) accepted")
            XCTAssertTrue(message?.hasPrefix("\(option) '") == true, message ?? "")
        }
        XCTAssertNil(parse(["--fps", "30", "--scale", "1.5e0", "--duration", "+2"]), "decimal still works")
    }
}

/// Files and tools (issue 18, items 14 and 15).
final class HostileToolAndSheetTests: XCTestCase {
    /// Item 15: `--contact-sheet` with `--size 8192x1` or `1x8192` rendered every frame and then
    /// failed with internal Cairo errors (exit 1). Now refused before rendering, as a usage error.
    func testContactSheetWithAnExtremeAspectRatioIsRefusedBeforeRendering() {
        for size in ["8192x1", "1x8192"] {
            XCTAssertThrowsError(
                try CommandArguments.parse(
                    ["render", "drag-box", "--contact-sheet", "--size", size],
                    sceneNames: ["drag-box"], program: "gallery")
            ) { error in
                let message = (error as? UsageError)?.message ?? "\(error)"
                XCTAssertTrue(message.hasPrefix("--contact-sheet cannot be made for --size \(size)"), message)
            }
        }
        XCTAssertNoThrow(try CommandArguments.parse(["render", "drag-box", "--contact-sheet", "--size", "480x320"], sceneNames: ["drag-box"], program: "gallery"))
    }

    /// Item 14: a directory named `ffmpeg` earlier on `PATH` was taken for the tool (exit 1 when
    /// it was run). Now the search passes over it and finds the executable after it.
    func testDirectoryNamedLikeTheToolIsPassedOver() throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("path-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: root) }
        let decoy = root.appendingPathComponent("a/ffmpeg"), real = root.appendingPathComponent("b/ffmpeg")
        try FileManager.default.createDirectory(at: decoy, withIntermediateDirectories: true)
        try FileManager.default.createDirectory(at: real.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data("#!/bin/sh\n".utf8).write(to: real)
        try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: real.path)
        let path = root.appendingPathComponent("a").path + ":" + root.appendingPathComponent("b").path
        XCTAssertEqual(VideoEncoder.find("ffmpeg", path: path), real.path)
        XCTAssertNil(VideoEncoder.find("ffmpeg", path: root.appendingPathComponent("a").path), "only a directory: not found (exit 3)")
    }
}
