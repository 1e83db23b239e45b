import Foundation

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

    /// Runs `executable` with `arguments` in `directory`, stopping it after `timeout` seconds.
    package static func run(_ executable: URL, _ arguments: [String], in directory: URL? = nil, timeout: Double) -> Outcome {
        let log = FileManager.default.temporaryDirectory.appendingPathComponent("preview-step-\(UUID().uuidString).log")
        guard FileManager.default.createFile(atPath: log.path, contents: nil), let handle = try? FileHandle(forWritingTo: log) else {
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
        do {
            try process.run()
        } catch {
            return Outcome(status: -1, output: "cannot run \(executable.path): \(error.localizedDescription)")
        }
        let deadline = Date().addingTimeInterval(timeout)
        while process.isRunning && Date() < deadline { Thread.sleep(forTimeInterval: 0.05) }
        var timedOut = false
        if process.isRunning {
            timedOut = true
            process.terminate()
            process.waitUntilExit()
        }
        var output = tail(of: log)
        if timedOut { output += "\n(stopped after \(Int(timeout)) s)" }
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
