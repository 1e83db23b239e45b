import Foundation
import SceneRender

/// Failure artifacts of one snapshot: `<artifacts>/<Suite>/<test>.<name>/` holding
/// `actual.png`, `expected.png`, `diff.png`, `side-by-side.png` (images) or `actual.csv` and
/// `expected.csv` (motion), and `failure.txt` (the message). The review page
/// `<artifacts>/index.html` lists every folder holding a `failure.txt`.
public struct SnapshotArtifacts: Sendable {
    /// The snapshot's artifact folder.
    public let folder: URL
    /// The review page of the whole artifacts folder.
    public let reviewPage: URL

    public init(id: SnapshotID, artifactsDirectory: URL) {
        folder = id.artifactsFolder(in: artifactsDirectory)
        reviewPage = artifactsDirectory.appendingPathComponent("index.html")
    }

    public var actualImage: URL { folder.appendingPathComponent("actual.png") }
    public var expectedImage: URL { folder.appendingPathComponent("expected.png") }
    public var diffImage: URL { folder.appendingPathComponent("diff.png") }
    public var sideBySideImage: URL { folder.appendingPathComponent("side-by-side.png") }
    public var failureText: URL { folder.appendingPathComponent("failure.txt") }
    public func actualText(_ ext: String) -> URL { folder.appendingPathComponent("actual.\(ext)") }
    public func expectedText(_ ext: String) -> URL { folder.appendingPathComponent("expected.\(ext)") }

    /// Removes the folder of a snapshot that passes now, and refreshes the review page if there was one.
    func clear() {
        guard FileManager.default.fileExists(atPath: folder.path) else { return }
        try? FileManager.default.removeItem(at: folder)
        let suite = folder.deletingLastPathComponent()
        if (try? FileManager.default.contentsOfDirectory(atPath: suite.path))?.isEmpty == true {
            try? FileManager.default.removeItem(at: suite)
        }
        _ = try? ReviewPage.write(artifactsDirectory: reviewPage.deletingLastPathComponent())
    }

    /// Starts a fresh folder for this failure (old files of an earlier failure are removed).
    func prepare() throws {
        try? FileManager.default.removeItem(at: folder)
        do {
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        } catch {
            throw RenderError.io(path: folder.path, reason: "cannot create the artifacts folder: \(error.localizedDescription)")
        }
    }

    /// Writes `failure.txt` and refreshes the review page.
    func finish(message: String) throws {
        try AtomicFile.write(Data(message.utf8), to: failureText)
        try ReviewPage.write(artifactsDirectory: reviewPage.deletingLastPathComponent())
    }
}

/// The review page: one section per failing snapshot with its message, the expected, actual and
/// diff images, and a slider that wipes between expected (left at 0) and actual (all at 100).
///
/// The slider's start position can be set in the address, `index.html#reveal=40` (percent of
/// the width showing the actual image), which is how the page is tested in headless Chromium.
public enum ReviewPage {
    /// Regenerates `<artifactsDirectory>/index.html` from the artifact folders found there.
    /// - Returns: the page's URL.
    @discardableResult
    public static func write(artifactsDirectory: URL) throws -> URL {
        let fm = FileManager.default
        var entries: [(title: String, folder: String, message: String, images: Bool)] = []
        let suites = ((try? fm.contentsOfDirectory(atPath: artifactsDirectory.path)) ?? []).sorted()
        for suite in suites {
            let suiteDir = artifactsDirectory.appendingPathComponent(suite)
            for stem in ((try? fm.contentsOfDirectory(atPath: suiteDir.path)) ?? []).sorted() {
                let dir = suiteDir.appendingPathComponent(stem)
                guard let message = try? String(contentsOf: dir.appendingPathComponent("failure.txt"), encoding: .utf8) else { continue }
                let images = fm.fileExists(atPath: dir.appendingPathComponent("actual.png").path)
                entries.append(("\(suite)/\(stem)", "\(suite)/\(stem)", message, images))
            }
        }
        let page = artifactsDirectory.appendingPathComponent("index.html")
        try fm.createDirectory(at: artifactsDirectory, withIntermediateDirectories: true)
        try AtomicFile.write(Data(html(entries).utf8), to: page)
        return page
    }

    static func escape(_ s: String) -> String {
        s.replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(of: "<", with: "&lt;")
            .replacingOccurrences(of: ">", with: "&gt;").replacingOccurrences(of: "\"", with: "&quot;")
    }

    static func path(_ s: String) -> String {
        s.split(separator: "/").map { $0.addingPercentEncoding(withAllowedCharacters: .urlPathAllowed) ?? String($0) }.joined(separator: "/")
    }

    static func html(_ entries: [(title: String, folder: String, message: String, images: Bool)]) -> String {
        var sections = ""
        for (i, e) in entries.enumerated() {
            let dir = path(e.folder)
            sections += "<section id=\"s\(i)\">\n<h2>\(escape(e.title))</h2>\n<pre>\(escape(e.message))</pre>\n"
            if e.images {
                sections += """
                    <div class="row">
                    <figure><img class="px" src="\(dir)/expected.png" alt="expected" onerror="this.parentNode.remove()"><figcaption>expected</figcaption></figure>
                    <figure><img class="px" src="\(dir)/actual.png" alt="actual"><figcaption>actual</figcaption></figure>
                    <figure><img class="px" src="\(dir)/diff.png" alt="diff" onerror="this.parentNode.remove()"><figcaption>diff: red differs, yellow anti-aliasing</figcaption></figure>
                    </div>
                    <figure class="wipe"><div class="stack">
                    <img class="px" src="\(dir)/expected.png" alt="expected (slider)" onerror="this.style.visibility='hidden'">
                    <img class="px top" src="\(dir)/actual.png" alt="actual (slider)">
                    </div>
                    <input type="range" min="0" max="100" value="50" class="slider" aria-label="expected ↔ actual">
                    <figcaption>slider: actual left of the handle, expected right of it (0 = all expected, 100 = all actual)</figcaption></figure>

                    """
            }
            sections += "</section>\n"
        }
        let summary = entries.isEmpty ? "No failing snapshots." : "\(entries.count) failing snapshot\(entries.count == 1 ? "" : "s")."
        return """
            <!doctype html>
            <html lang="en"><head><meta charset="utf-8"><title>Snapshot review</title>
            <style>
            /* Whole-pixel sizes everywhere, so that images sit on whole pixels and are shown unscaled. */
            * { line-height: 20px; }
            body { font: 14px sans-serif; margin: 16px; background: #fafafa; color: #222; }
            h1 { font-size: 24px; line-height: 32px; margin: 0 0 12px; }
            h2 { font-size: 18px; line-height: 24px; margin: 8px 0; }
            p { margin: 0 0 12px; }
            section { border-top: 1px solid #ccc; padding: 8px 0 16px; }
            pre { white-space: pre-wrap; background: #f0f0f0; padding: 8px; margin: 8px 0; font: 13px monospace; line-height: 20px; }
            .row { display: flex; gap: 16px; align-items: flex-start; flex-wrap: wrap; }
            figure { margin: 0; }
            img.px { image-rendering: pixelated; display: block; }
            .stack { position: relative; display: inline-block; line-height: 0; margin-top: 12px; }
            .stack img.top { position: absolute; left: 0; top: 0; }
            .slider { display: block; width: 100%; height: 20px; margin: 8px 0 0; }
            </style></head>
            <body>
            <h1>Snapshot review</h1>
            <p>\(summary) Generated by SceneTesting; open each golden's test to re-record it (SNAPSHOT_RECORD=failed).</p>
            \(sections)
            <script>
            function reveal(figure, percent) {
              var top = figure.querySelector('img.top');
              top.style.clipPath = 'inset(0 ' + (100 - percent) + '% 0 0)';
            }
            var start = 50;
            var m = /reveal=(\\d+)/.exec(location.hash);
            if (m) start = Math.max(0, Math.min(100, parseInt(m[1], 10)));
            document.querySelectorAll('figure.wipe').forEach(function (figure) {
              var slider = figure.querySelector('input.slider');
              slider.value = start;
              reveal(figure, start);
              slider.addEventListener('input', function () { reveal(figure, slider.value); });
            });
            </script>
            </body></html>

            """
    }
}
