import Foundation

/// The state behind a preview page and the steps that renew it: a take is optionally a build
/// (`build`), then a render into a fresh folder (`render`). Each finished attempt, successful or
/// not, increases `generation`, which the page polls to know when to reload.
///
/// A failed build or render keeps the last good take on the page beside the failure's message;
/// nothing is thrown to the caller. `refresh` calls run one at a time (a second caller waits).
package final class PreviewSession: @unchecked Sendable {
    /// Builds the package; returns nil on success, else the build's output (the compiler errors).
    package typealias Build = @Sendable () -> String?
    /// Renders a take into the empty folder given.
    package typealias Render = @Sendable (URL) throws -> PreviewTake

    package let sceneName: String
    /// Where the takes' folders go (`take-<n>`); only the current take's folder is kept.
    package let workDirectory: URL
    /// The snapshot review page's folder (`.build/snapshot-artifacts`), served under `/review/`.
    package let reviewDirectory: URL?

    private let build: Build?
    private let render: Render
    private let lock = NSLock()
    private let refreshing = NSLock()
    private var state = State()

    private struct State {
        var generation = 0
        var take: PreviewTake?
        var takeFolder: URL?
        var status = "starting"
        var error: String?
    }

    /// A session whose takes go into `workDirectory`, made here (readable by this user only,
    /// mode 0700) when missing; once it is removed, no take makes it again.
    package init(sceneName: String, workDirectory: URL, reviewDirectory: URL?, build: Build?, render: @escaping Render) {
        try? FileManager.default.createDirectory(
            at: workDirectory, withIntermediateDirectories: true, attributes: [.posixPermissions: 0o700])
        self.sceneName = sceneName
        self.workDirectory = workDirectory
        self.reviewDirectory = reviewDirectory
        self.build = build
        self.render = render
    }

    /// Finished attempts so far (0 before the first).
    package var generation: Int { locked { $0.generation } }
    /// The current take, nil before the first successful one.
    package var take: PreviewTake? { locked { $0.take } }
    /// The last attempt's failure, nil when it succeeded.
    package var error: String? { locked { $0.error } }

    private func locked<T>(_ body: (inout State) -> T) -> T {
        lock.lock()
        defer { lock.unlock() }
        return body(&state)
    }

    /// Makes a new take: builds first when `rebuild` is true and a `build` step was given, then
    /// renders. On failure the previous take stays and `error` holds the message.
    package func refresh(rebuild: Bool) {
        refreshing.lock()
        defer { refreshing.unlock() }
        let attempt = locked { $0.generation + 1 }
        if rebuild, let build {
            locked { $0.status = "building" }
            if let output = build() {
                finish(error: "swift build failed:\n" + output)
                return
            }
        }
        locked { $0.status = "rendering" }
        let folder = workDirectory.appendingPathComponent("take-\(attempt)")
        do {
            try? FileManager.default.removeItem(at: folder)
            // Not its parents: once the preview has removed its folder, a late take makes nothing.
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: false)
            let take = try render(folder)
            let old = locked { s -> URL? in
                let old = s.takeFolder
                s.take = take
                s.takeFolder = folder
                s.error = nil
                s.status = "ready"
                s.generation += 1
                return old
            }
            if let old, old != folder { try? FileManager.default.removeItem(at: old) }
        } catch {
            try? FileManager.default.removeItem(at: folder)
            finish(error: "rendering failed:\n\(error)")
        }
    }

    private func finish(error: String) {
        locked {
            $0.error = error
            $0.status = "failed"
            $0.generation += 1
        }
    }

    var hasReviewPage: Bool {
        guard let reviewDirectory else { return false }
        return FileManager.default.fileExists(atPath: reviewDirectory.appendingPathComponent("index.html").path)
    }

    /// The page's content now.
    package var content: PreviewPage.Content {
        let review = hasReviewPage
        return locked {
            PreviewPage.Content(
                sceneName: sceneName, generation: $0.generation, take: $0.take,
                status: $0.status, error: $0.error, hasReviewPage: review)
        }
    }

    /// What `state.json` holds.
    struct StateDocument: Codable, Equatable {
        var generation: Int
        var status: String
        var frames: Int
        var fps: Double
        var error: String?
    }

    /// Answers the page's requests:
    /// `/` the page, `/state.json` the generation and status, `/frames/<k>.png` frame k of the
    /// current take (a regular file inside the take's folder: a symbolic link leaving it gets
    /// 403, as under `/review/`), `/motion.json` its motion series, `/motion.csv` the same as
    /// CSV, `/take.json` the studio's document (`StudioDocument`: tracks, spans, input
    /// gestures), `/curves/<i>.html` the curves of track i, `/review/…` the snapshot review folder.
    package func respond(to request: HTTPRequest) -> HTTPResponse {
        let s = request.segments
        switch s.first {
        case nil:
            return .html(PreviewPage.html(content))
        case "index.html" where s.count == 1:
            return .html(PreviewPage.html(content))
        case "state.json" where s.count == 1:
            let doc = locked {
                StateDocument(
                    generation: $0.generation, status: $0.status, frames: $0.take?.frames.count ?? 0,
                    fps: $0.take?.fps ?? 0, error: $0.error)
            }
            let data = (try? JSONEncoder().encode(doc)) ?? Data("{}".utf8)
            return HTTPResponse(contentType: "application/json", body: data)
        case "motion.json" where s.count == 1:
            let motion = locked { $0.take?.motion ?? [] }
            return HTTPResponse(contentType: "application/json", body: (try? JSONEncoder().encode(motion)) ?? Data("[]".utf8))
        case "motion.csv" where s.count == 1:
            let motion = locked { $0.take?.motion ?? [] }
            return HTTPResponse(contentType: "text/csv; charset=utf-8", body: Data(MotionCSV.text(motion).utf8))
        case "curves" where s.count == 2:
            guard s[1].hasSuffix(".html"), let i = Int(s[1].dropLast(5)), i >= 0 else { return .notFound }
            return .html(PreviewPage.curves(locked { $0.take }, track: i))
        case "take.json" where s.count == 1:
            let c = content
            return HTTPResponse(contentType: "application/json", body: StudioDocument(sceneName: c.sceneName, generation: c.generation, take: c.take).json)
        case "frames" where s.count == 2:
            let name = s[1]
            guard name.hasSuffix(".png"), let k = Int(name.dropLast(4)), k >= 0 else { return .notFound }
            guard let file = locked({ $0.take.flatMap { k < $0.frames.count ? $0.frames[k] : nil } }) else { return .notFound }
            // As under /review/: a regular file inside the take's folder, never a link out of it.
            return HTTPResponse.file(under: file.deletingLastPathComponent(), segments: [file.lastPathComponent])
        case "review":
            guard let reviewDirectory else { return .notFound }
            return HTTPResponse.file(under: reviewDirectory, segments: Array(s.dropFirst()))
        default:
            return .notFound
        }
    }
}
