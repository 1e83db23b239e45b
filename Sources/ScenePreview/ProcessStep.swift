import Foundation
import Synchronization

/// Runs one program to its end for the preview (a `swift build`, a render), its standard output
/// and error collected in a file so that a chatty program never blocks on a full pipe.
package enum ProcessStep {
    /// Largest part of a program's output kept, in bytes (its end: where compilers put the summary).
    package static let maxOutputBytes = 64 << 10

    /// The outcome: exit status (or -1 when it could not start or was stopped) and the output.
    package struct Outcome: Sendable {
        package var status: Int32
        package var output: String
        package var succeeded: Bool { status == 0 }
    }

    /// Seconds a stopped program has to end after SIGTERM before it gets SIGKILL.
    package static let terminationGrace = 2.0

    /// Whether `cancelAll()` was called: no program starts any more.
    package static var isCancelled: Bool { running.withLock { $0.cancelled } }

    /// The programs running now, and whether the steps were cancelled.
    private static let running = Mutex(Running())

    private struct Running {
        var cancelled = false
        var processes: [ObjectIdentifier: Process] = [:]
    }

    /// Stops every program started by `run` and still running (SIGTERM, then SIGKILL after
    /// `terminationGrace` seconds), and makes later `run` calls return at once without starting
    /// anything: what the preview does on Ctrl-C, so that no render outlives it and recreates
    /// its temporary folder.
    package static func cancelAll() {
        let processes = running.withLock { state -> [Process] in
            state.cancelled = true
            return Array(state.processes.values)
        }
        for p in processes where p.isRunning { p.terminate() }
    }

    /// Runs `executable` with `arguments` in `directory`, stopping it after `timeout` seconds or
    /// when `cancelAll()` is called. Its standard input is /dev/null; its output goes to a file
    /// only this user can read.
    package static func run(_ executable: URL, _ arguments: [String], in directory: URL? = nil, timeout: Double) -> Outcome {
        if isCancelled { return Outcome(status: -1, output: "stopped before \(executable.lastPathComponent) started") }
        let log = FileManager.default.temporaryDirectory.appendingPathComponent("preview-step-\(UUID().uuidString).log")
        guard FileManager.default.createFile(atPath: log.path, contents: nil, attributes: [.posixPermissions: 0o600]),
            let handle = try? FileHandle(forWritingTo: log)
        else {
            return Outcome(status: -1, output: "cannot create \(log.path) for the output of \(executable.lastPathComponent)")
        }
        defer {
            try? handle.close()
            try? FileManager.default.removeItem(at: log)
        }
        let process = Process()
        process.executableURL = executable
        process.arguments = arguments
        if let directory { process.currentDirectoryURL = directory }
        process.standardOutput = handle
        process.standardError = handle
        process.standardInput = FileHandle.nullDevice
        let id = ObjectIdentifier(process)
        // Started under the lock, so that a `cancelAll()` either comes first (nothing starts)
        // or finds the process registered.
        let started: String? = running.withLock { state in
            guard !state.cancelled else { return "stopped before \(executable.lastPathComponent) started" }
            do { try process.run() } catch { return "cannot run \(executable.path): \(error.localizedDescription)" }
            state.processes[id] = process
            return nil
        }
        if let started { return Outcome(status: -1, output: started) }
        defer { _ = running.withLock { $0.processes.removeValue(forKey: id) } }
        let deadline = Date().addingTimeInterval(timeout)
        while process.isRunning && Date() < deadline && !isCancelled { Thread.sleep(forTimeInterval: 0.05) }
        var stopped: String?
        if process.isRunning {
            stopped = isCancelled ? "(stopped: the preview is ending)" : "(stopped after \(Int(timeout)) s)"
            process.terminate()
            let grace = Date().addingTimeInterval(terminationGrace)
            while process.isRunning && Date() < grace { Thread.sleep(forTimeInterval: 0.02) }
            if process.isRunning { kill(process.processIdentifier, SIGKILL) }
            process.waitUntilExit()
        }
        let timedOut = stopped != nil
        var output = tail(of: log)
        if let stopped { output += "\n" + stopped }
        let command = ([executable.lastPathComponent] + arguments).joined(separator: " ")
        return Outcome(status: timedOut ? -1 : process.terminationStatus, output: "$ \(command)\n" + output)
    }

    static func tail(of file: URL) -> String {
        guard let handle = try? FileHandle(forReadingFrom: file) else { return "" }
        defer { try? handle.close() }
        let size = (try? handle.seekToEnd()) ?? 0
        let start = size > UInt64(maxOutputBytes) ? size - UInt64(maxOutputBytes) : 0
        try? handle.seek(toOffset: start)
        let data = (try? handle.readToEnd()) ?? Data()
        return (start > 0 ? "…" : "") + String(decoding: data, as: UTF8.self)
    }

    /// The program `name` on PATH (the first executable file of that name), or nil.
    package static func onPath(_ name: String, environment: [String: String] = ProcessInfo.processInfo.environment) -> URL? {
        for dir in (environment["PATH"] ?? "/usr/bin:/bin").split(separator: ":") {
            var isDirectory: ObjCBool = false
            let path = "\(dir)/\(name)"
            if FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory), !isDirectory.boolValue,
                FileManager.default.isExecutableFile(atPath: path)
            {
                return URL(fileURLWithPath: path)
            }
        }
        return nil
    }
}
