import Foundation
#if canImport(Glibc)
    import Glibc
#endif

/// Peak memory of this process and of child processes.
enum Memory {
    /// Peak resident set size of this process in bytes: `VmHWM` of `/proc/self/status` (the
    /// kernel's high-water mark of resident memory, reported in KiB); nil where it is missing.
    static func peakResidentBytes() -> Int? {
        statusField("VmHWM")
    }

    /// Current resident set size in bytes (`VmRSS`).
    static func residentBytes() -> Int? {
        statusField("VmRSS")
    }

    private static func statusField(_ name: String) -> Int? {
        guard let text = try? String(contentsOfFile: "/proc/self/status", encoding: .utf8) else { return nil }
        for line in text.split(separator: "\n") where line.hasPrefix(name + ":") {
            let digits = line.dropFirst(name.count + 1).filter(\.isNumber)
            return Int(digits).map { $0 * 1024 }
        }
        return nil
    }

    /// The result of a child process: exit status, its own peak resident set size from the
    /// kernel (`ru_maxrss` of `wait4`, KiB on Linux, here in bytes), wall time and its output.
    struct ChildRun {
        let status: Int32
        let peakResidentBytes: Int
        let wallSeconds: Double
        let output: String
    }

    enum SpawnError: Error, CustomStringConvertible {
        case spawn(String, Int32)
        case failed(String, Int32, String)
        var description: String {
            switch self {
            case let .spawn(path, code): return "cannot start \(path): \(String(cString: strerror(code)))"
            case let .failed(cmd, status, out): return "\(cmd) exited with status \(status): \(out)"
            }
        }
    }

    /// Runs `executable` with `arguments`, waits with `wait4` and returns that child's own
    /// resource usage (unlike `getrusage(RUSAGE_CHILDREN)`, which keeps the maximum over all
    /// children so far). Standard output is captured through a temporary file, or shared with
    /// this process when `captureOutput` is false.
    static func runChild(_ executable: String, _ arguments: [String], captureOutput: Bool = true) throws -> ChildRun {
        let outURL = FileManager.default.temporaryDirectory
            .appendingPathComponent("benchmarks-child-\(getpid())-\(UUID().uuidString).txt")
        defer { try? FileManager.default.removeItem(at: outURL) }
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        if captureOutput {
            posix_spawn_file_actions_addopen(&actions, 1, outURL.path, O_WRONLY | O_CREAT | O_TRUNC, 0o600)
        } else {
            fflush(nil) // what this process printed comes before the child's output
        }
        let argv: [UnsafeMutablePointer<CChar>?] = ([executable] + arguments).map { strdup($0) } + [nil]
        defer { for p in argv { free(p) } }
        var pid: pid_t = 0
        let start = DispatchTime.now().uptimeNanoseconds
        let code = posix_spawn(&pid, executable, &actions, nil, argv, environ)
        guard code == 0 else { throw SpawnError.spawn(executable, code) }
        var status: Int32 = 0
        var usage = rusage()
        while wait4(pid, &status, 0, &usage) < 0 && errno == EINTR {}
        let wall = Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
        let output = (try? String(contentsOf: outURL, encoding: .utf8)) ?? ""
        // WIFEXITED / WEXITSTATUS (macros not imported into Swift): low 7 bits 0 means exited.
        let exitStatus: Int32 = (status & 0x7f) == 0 ? (status >> 8) & 0xff : 128 + (status & 0x7f)
        guard exitStatus == 0 else {
            throw SpawnError.failed(([executable] + arguments).joined(separator: " "), exitStatus, output)
        }
        return ChildRun(
            status: exitStatus, peakResidentBytes: Int(usage.ru_maxrss) * 1024,
            wallSeconds: wall, output: output)
    }

    /// The path of this executable (for re-running it as a child).
    static var executablePath: String {
        (try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe")) ?? CommandLine.arguments[0]
    }
}
