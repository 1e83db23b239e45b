import Foundation

/// `preview`, put together: a session whose takes run this program's own `render` command (and
/// `preview --write-motion --write-input` for the curves and the input's gestures) into a temporary folder, a server for the page, and
/// a watcher that rebuilds the executable with `swift build --product <product>` when a file
/// under the package's `Sources/` is saved, then renders with the freshly built binary.
package final class PreviewRunner: @unchecked Sendable {
    /// What to preview and how.
    package struct Plan: Sendable {
        package var sceneName: String
        /// Frames per second of the takes, in (0, 1000].
        package var fps: Double
        /// Seconds; nil: the scene's own duration.
        package var duration: Double?
        /// 0: a free port.
        package var port: UInt16
        /// Watch `Sources/` and rebuild on save (needs `packageRoot`).
        package var watch: Bool
        /// The folder holding the package's Package.swift; nil: no rebuilds.
        package var packageRoot: URL?
        /// The executable product to rebuild (this program's name).
        package var product: String
        /// The program that renders the first take (this one).
        package var executable: URL

        package init(
            sceneName: String, fps: Double, duration: Double?, port: UInt16, watch: Bool,
            packageRoot: URL?, product: String, executable: URL
        ) {
            self.sceneName = sceneName
            self.fps = fps
            self.duration = duration
            self.port = port
            self.watch = watch
            self.packageRoot = packageRoot
            self.product = product
            self.executable = executable
        }
    }

    /// Seconds a build may take before it is stopped.
    package static let buildTimeout = 1800.0
    /// Seconds a take's render may take before it is stopped.
    package static let renderTimeout = 3600.0

    package let plan: Plan
    package let session: PreviewSession
    package let server: PreviewServer
    package let workDirectory: URL
    private var watcher: SourceWatcher?
    private let binary: LockedURL

    /// The folder at or above `start` holding a Package.swift, or nil.
    package static func packageRoot(from start: URL) -> URL? {
        var dir = start.standardizedFileURL
        while true {
            if FileManager.default.fileExists(atPath: dir.appendingPathComponent("Package.swift").path) { return dir }
            let parent = dir.deletingLastPathComponent()
            if parent.path == dir.path { return nil }
            dir = parent
        }
    }

    /// The running program's file (`/proc/self/exe` on Linux, else the first argument).
    package static func currentExecutable() -> URL {
        let link = URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath()
        if link.path != "/proc/self/exe", FileManager.default.isExecutableFile(atPath: link.path) { return link }
        return URL(fileURLWithPath: CommandLine.arguments.first ?? "").standardizedFileURL
    }

    /// Prepares the session and binds the server (nothing is rendered yet). The temporary folder
    /// (`scene-preview-<uuid>` in the system's temporary folder) is readable by this user only
    /// (mode 0700): the takes show the user's scenes.
    /// - Throws: `PreviewServer.StartError` (port in use), or a file error for the temporary folder.
    package init(plan: Plan) throws {
        self.plan = plan
        workDirectory = FileManager.default.temporaryDirectory.appendingPathComponent("scene-preview-\(UUID().uuidString)")
        try FileManager.default.createDirectory(
            at: workDirectory, withIntermediateDirectories: true, attributes: [.posixPermissions: 0o700])
        // The mode given at creation passes through the umask, which cannot widen it; set it
        // again so that it is exactly 0700.
        try FileManager.default.setAttributes([.posixPermissions: 0o700], ofItemAtPath: workDirectory.path)
        let binary = LockedURL(plan.executable)
        self.binary = binary
        var build: PreviewSession.Build?
        if let root = plan.packageRoot {
            let product = plan.product
            build = { Self.build(product: product, in: root, binary: binary) }
        }
        let review = plan.packageRoot?.appendingPathComponent(".build/snapshot-artifacts")
        let render: PreviewSession.Render = { folder in try Self.render(plan, with: binary.value, into: folder) }
        let session = PreviewSession(
            sceneName: plan.sceneName, workDirectory: workDirectory, reviewDirectory: review,
            build: build, render: render)
        self.session = session
        server = try PreviewServer(port: plan.port, handler: { session.respond(to: $0) })
    }

    /// Renders the first take, starts serving and (when asked) watching.
    package func start() throws {
        session.refresh(rebuild: false)
        server.start()
        if plan.watch, let root = plan.packageRoot {
            let session = self.session
            let watcher = try SourceWatcher(roots: [root.appendingPathComponent("Sources")]) { session.refresh(rebuild: true) }
            watcher.start()
            self.watcher = watcher
        }
    }

    /// Stops watching and serving and removes the temporary folder. A take still rendering
    /// then fails: its folder cannot be made again inside the removed one.
    package func stop() {
        watcher?.stop()
        server.stop()
        try? FileManager.default.removeItem(at: workDirectory)
    }

    /// `swift build --product <product>` in `root`; on success the binary to render with becomes
    /// the freshly built one. Returns nil on success, else the build's output.
    static func build(product: String, in root: URL, binary: LockedURL) -> String? {
        guard let swift = ProcessStep.onPath("swift") else { return "no `swift` on PATH, so the package cannot be rebuilt" }
        let built = ProcessStep.run(swift, ["build", "--product", product], in: root, timeout: buildTimeout)
        guard built.succeeded else { return built.output }
        let binPath = ProcessStep.run(swift, ["build", "--show-bin-path"], in: root, timeout: 120)
        let dir = binPath.output.split(separator: "\n").last.map(String.init)?.trimmingCharacters(in: .whitespaces) ?? ""
        let fresh = URL(fileURLWithPath: dir).appendingPathComponent(product)
        guard binPath.succeeded, FileManager.default.isExecutableFile(atPath: fresh.path) else {
            return "the build succeeded but \(fresh.path) is not an executable\n" + binPath.output
        }
        binary.value = fresh
        return nil
    }

    /// Runs `<binary> render <scene> --out <folder>` and `<binary> preview <scene> --write-motion
    /// … --write-input …` into `<folder>/<scene>/`, and reads the take from there.
    static func render(_ plan: Plan, with binary: URL, into folder: URL) throws -> PreviewTake {
        var options = ["--fps", "\(plan.fps)"]
        if let d = plan.duration { options += ["--duration", "\(d)"] }
        let frames = ProcessStep.run(binary, ["render", plan.sceneName, "--out", folder.path] + options, timeout: renderTimeout)
        guard frames.succeeded else { throw PreviewError.stepFailed(step: "render", output: frames.output) }
        let sceneFolder = folder.appendingPathComponent(plan.sceneName)
        let motionFile = sceneFolder.appendingPathComponent(PreviewTake.motionFileName)
        let inputFile = sceneFolder.appendingPathComponent(InputMark.fileName)
        let motion = ProcessStep.run(
            binary, ["preview", plan.sceneName, "--write-motion", motionFile.path, "--write-input", inputFile.path] + options,
            timeout: renderTimeout)
        guard motion.succeeded else { throw PreviewError.stepFailed(step: "recording the motion", output: motion.output) }
        return try PreviewTake.read(from: sceneFolder, fps: plan.fps)
    }
}

/// A URL shared between threads.
final class LockedURL: @unchecked Sendable {
    private let lock = NSLock()
    private var url: URL
    init(_ url: URL) { self.url = url }
    var value: URL {
        get { lock.lock(); defer { lock.unlock() }; return url }
        set { lock.lock(); url = newValue; lock.unlock() }
    }
}
