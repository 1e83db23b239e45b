import Foundation
import SceneRender
import ScenePreview

extension SceneCommand {
    /// `preview [SCENE]`: serves the studio (the live preview page) on 127.0.0.1 until
    /// interrupted, or with `--write-motion FILE` / `--write-input FILE` writes the scene's motion
    /// curves / its input's gestures and exits.
    @MainActor
    func preview(_ options: PreviewOptions) -> Int32 {
        guard let entry = options.name.flatMap(scene(named:)) ?? scenes.first else {
            return fail("the catalogue has no scenes to preview", .usageError)
        }
        let fps = options.fps ?? entry.fps
        if options.writeMotion != nil || options.writeInput != nil {
            return writeTakeFiles(
                of: entry, fps: fps, duration: options.duration ?? entry.duration,
                motion: options.writeMotion, input: options.writeInput)
        }
        // From here on Ctrl-C (SIGINT, SIGTERM) ends the preview cleanly, also during the first
        // take: the render it runs is stopped, and the temporary folder removed.
        let interrupt = PreviewInterrupt()
        let here = URL(fileURLWithPath: FileManager.default.currentDirectoryPath)
        let root = PreviewRunner.packageRoot(from: here)
        if root == nil, options.watch {
            FileHandle.standardError.write(Data("\(program): no Package.swift in this folder or above it; previewing without rebuilds\n".utf8))
        }
        let plan = PreviewRunner.Plan(
            sceneName: entry.name, fps: fps, duration: options.duration, port: options.port,
            watch: options.watch, packageRoot: root, product: program,
            executable: PreviewRunner.currentExecutable())
        let runner: PreviewRunner
        do {
            runner = try PreviewRunner(plan: plan)
        } catch {
            return fail("\(error)", .renderError)
        }
        say("rendering \(entry.name)…")
        do { try runner.start() } catch {
            runner.stop()
            return fail("\(error)", .renderError)
        }
        if interrupt.happened {
            runner.stop()
            return SceneExitCode.success.rawValue
        }
        if let problem = runner.session.error { FileHandle.standardError.write(Data("\(problem)\n".utf8)) }
        say("studio of \(entry.name): \(runner.server.url.absoluteString)")
        if plan.watch, let root { say("watching \(root.appendingPathComponent("Sources").path); saving a file rebuilds and reloads the page") }
        say("press Ctrl-C to stop")
        interrupt.wait()
        runner.stop()
        return SceneExitCode.success.rawValue
    }

    /// Prints a line at once (standard output may be a file or a pipe, which buffer).
    private func say(_ line: String) {
        print(line)
        fflush(nil)
    }

    /// Writes what a take of the preview needs besides its frames, then exits: with `motion`,
    /// `entry` simulated at its frame times (at most `MotionSeries.maxSamples`) and its series
    /// as JSON; with `input`, the gestures of its input script (`InputMark`) as JSON. Each file
    /// is written through a temporary renamed over it when it is a regular file or nothing,
    /// straight to standard output for `-` and `/dev/stdout`. Anything else there (a symbolic
    /// link, device, FIFO, socket or folder) is refused with exit 2 before the scene runs:
    /// renaming over it would replace a device or a link with a file.
    @MainActor
    func writeTakeFiles(of entry: SceneEntry, fps: Double, duration: Double, motion: String?, input: String?) -> Int32 {
        for (option, file) in [("--write-motion", motion), ("--write-input", input)] {
            guard let file, file != "-", file != "/dev/stdout" else { continue }
            if let found = RegularFile.kind(atPath: file), !found.isRegular {
                return fail(
                    "\(option) '\(file)' is \(found.kind); expected \(CommandArguments.previewHint(option))"
                        + "\n(see `\(program) preview --help`)", .usageError)
            }
        }
        do {
            if let input {
                let marks = InputMark.marks(try entry.input.checkedEvents(fps: fps))
                try write(JSONEncoder().encode(marks), to: input)
            }
            if let motion {
                let recorder = FrameRecorder(size: entry.size, fps: fps)
                let times = MotionSeries.sampleTimes(try recorder.frameTimes(duration: duration))
                func run<V: View>(_ view: V) throws -> [MotionSeries] {
                    try MotionSeries.record(view, size: entry.size, input: entry.input, fps: fps, times: times)
                }
                try write(JSONEncoder().encode(try run(entry.makeView())), to: motion)
            }
            return SceneExitCode.success.rawValue
        } catch {
            return fail("\(entry.name): \(error)", .renderError)
        }
    }

    /// `data` to `file`: standard output for `-` and `/dev/stdout`, else atomically.
    private func write(_ data: Data, to file: String) throws {
        if file == "-" || file == "/dev/stdout" {
            FileHandle.standardOutput.write(data)
        } else {
            try AtomicFile.write(data, to: URL(fileURLWithPath: file))
        }
    }
}

/// SIGINT and SIGTERM (Ctrl-C) for the preview: from its creation they no longer end the
/// process at once; each stops the programs the preview runs (`ProcessStep.cancelAll()`, so a
/// take being rendered ends instead of outliving the preview) and wakes `wait()`, so that the
/// preview can stop its server and remove its temporary folder before exiting.
final class PreviewInterrupt: @unchecked Sendable {
    private let signalled = DispatchSemaphore(value: 0)
    private let lock = NSLock()
    private var received = false
    private var sources: [DispatchSourceSignal] = []

    init() {
        for sig in [SIGINT, SIGTERM] {
            signal(sig, SIG_IGN)
            let source = DispatchSource.makeSignalSource(signal: sig, queue: .global())
            source.setEventHandler { [self] in
                ProcessStep.cancelAll()
                lock.lock()
                let first = !received
                received = true
                lock.unlock()
                if first { signalled.signal() }
            }
            source.resume()
            sources.append(source)
        }
    }

    /// Whether a signal has come.
    var happened: Bool {
        lock.lock()
        defer { lock.unlock() }
        return received
    }

    /// Returns when a signal has come (at once if one already has).
    func wait() {
        signalled.wait()
        signalled.signal()
        sources.forEach { $0.cancel() }
    }
}
