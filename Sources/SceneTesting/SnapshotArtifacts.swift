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
/// diff images, and a slider that wipes between expected (left at 0) and actual (all at 100); for
/// a motion failure, the golden's and the actual curves of each differing series
/// (`ReviewMotionPlot`). Images wider than the page are scaled to its width; a click on one
/// shows its section at full size.
///
/// The slider's start position can be set in the address, `index.html#reveal=40` (percent of
/// the width showing the actual image), which is how the page is tested in headless Chromium.
public enum ReviewPage {
    /// Regenerates `<artifactsDirectory>/index.html` from the artifact folders found there.
    /// - Returns: the page's URL.
    @discardableResult
    public static func write(artifactsDirectory: URL) throws -> URL {
        let fm = FileManager.default
        var entries: [Entry] = []
        let suites = ((try? fm.contentsOfDirectory(atPath: artifactsDirectory.path)) ?? []).sorted()
        for suite in suites {
            let suiteDir = artifactsDirectory.appendingPathComponent(suite)
            for stem in ((try? fm.contentsOfDirectory(atPath: suiteDir.path)) ?? []).sorted() {
                let dir = suiteDir.appendingPathComponent(stem)
                guard let message = try? String(contentsOf: dir.appendingPathComponent("failure.txt"), encoding: .utf8) else { continue }
                let images = fm.fileExists(atPath: dir.appendingPathComponent("actual.png").path)
                entries.append(Entry(title: "\(suite)/\(stem)", folder: "\(suite)/\(stem)", message: message, images: images, curves: curves(in: dir)))
            }
        }
        let page = artifactsDirectory.appendingPathComponent("index.html")
        try fm.createDirectory(at: artifactsDirectory, withIntermediateDirectories: true)
        try AtomicFile.write(Data(html(entries).utf8), to: page)
        return page
    }

    /// One failing snapshot on the page: its folder, message, whether it has images, and the
    /// plots of a motion failure's differing curves (HTML, empty for an image failure).
    struct Entry {
        var title: String
        var folder: String
        var message: String
        var images: Bool
        var curves: String = ""
    }

    /// The curve plots of a motion failure's folder (`expected.csv` and `actual.csv`), empty when
    /// it has no such pair or a file is not a motion trace; at most 16 MiB of CSV each is read.
    static func curves(in dir: URL) -> String {
        func trace(_ name: String) -> MotionTrace? {
            let url = dir.appendingPathComponent(name)
            guard let size = (try? FileManager.default.attributesOfItem(atPath: url.path))?[.size] as? NSNumber,
                size.intValue <= 16 << 20, let text = try? String(contentsOf: url, encoding: .utf8)
            else { return nil }
            return try? MotionTrace(csv: text)
        }
        guard let expected = trace("expected.csv"), let actual = trace("actual.csv") else { return "" }
        return ReviewMotionPlot.html(expected: expected, actual: actual)
    }

    static func escape(_ s: String) -> String {
        s.replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(of: "<", with: "&lt;")
            .replacingOccurrences(of: ">", with: "&gt;").replacingOccurrences(of: "\"", with: "&quot;")
    }

    static func path(_ s: String) -> String {
        s.split(separator: "/").map { $0.addingPercentEncoding(withAllowedCharacters: .urlPathAllowed) ?? String($0) }.joined(separator: "/")
    }

    static func html(_ entries: [Entry]) -> String {
        var sections = ""
        for (i, e) in entries.enumerated() {
            let dir = path(e.folder)
            sections += "<section id=\"s\(i)\">\n<h2>\(escape(e.title))</h2>\n<pre>\(escape(e.message))</pre>\n"
            if !e.curves.isEmpty {
                sections += "<p class=\"legend\"><span class=\"key expected\"></span>golden <span class=\"key actual\"></span>actual</p>\n" + e.curves + "\n"
            }
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
            /* Whole-pixel sizes everywhere, so that images sit on whole pixels. An image fits the page's
               width (a wide filmstrip is scaled down, smoothly); a click shows its section at full size. */
            * { line-height: 20px; }
            body { font: 14px sans-serif; margin: 16px; background: #fafafa; color: #222; }
            h1 { font-size: 24px; line-height: 32px; margin: 0 0 12px; }
            h2 { font-size: 18px; line-height: 24px; margin: 8px 0; }
            p { margin: 0 0 12px; }
            section { border-top: 1px solid #ccc; padding: 8px 0 16px; }
            pre { white-space: pre-wrap; background: #f0f0f0; padding: 8px; margin: 8px 0; font: 13px monospace; line-height: 20px; }
            .row { display: flex; gap: 16px; align-items: flex-start; flex-wrap: wrap; }
            figure { margin: 0; min-width: 0; max-width: 100%; }
            img.px { image-rendering: pixelated; display: block; max-width: 100%; height: auto; cursor: zoom-in; }
            img.px.scaled { image-rendering: auto; }
            section.actual-size { overflow-x: auto; }
            section.actual-size img.px { max-width: none; cursor: zoom-out; image-rendering: pixelated; }
            .stack { position: relative; display: inline-block; line-height: 0; margin-top: 12px; max-width: 100%; }
            section.actual-size .stack { max-width: none; }
            .stack img.top { position: absolute; left: 0; top: 0; }
            .slider { display: block; width: 100%; height: 20px; margin: 8px 0 0; }
            .legend .key { display: inline-block; width: 24px; height: 0; margin: 0 6px 4px 12px; vertical-align: middle; }
            .legend .key.expected { border-top: 2px dashed #888; }
            .legend .key.actual { border-top: 2px solid #1e63d6; }
            .curves { display: flex; flex-wrap: wrap; gap: 8px 16px; }
            svg.motion { display: block; max-width: 100%; height: auto; background: #fff; }
            svg.motion .frame { fill: none; stroke: #ddd; }
            figure.curve { width: 640px; max-width: 100%; }
            figure.curve figcaption { font: 12px sans-serif; line-height: 16px; margin: 4px 0 2px; overflow-wrap: anywhere; }
            svg.motion .axis { font: 11px monospace; fill: #666; }
            svg.motion polyline { fill: none; stroke-width: 1.5; }
            svg.motion polyline.expected { stroke: #888; stroke-dasharray: 5 3; }
            svg.motion polyline.actual { stroke: #1e63d6; }
            .note { color: #666; }
            </style></head>
            <body>
            <h1>Snapshot review</h1>
            <p>\(summary) Generated by SceneTesting; open each golden's test to re-record it (SNAPSHOT_RECORD=failed). Images wider than the page are scaled to fit; click one to see its section at full size.</p>
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
            function markScaled(img) {
              img.classList.toggle('scaled', img.naturalWidth > 0 && img.clientWidth < img.naturalWidth);
            }
            document.querySelectorAll('img.px').forEach(function (img) {
              if (img.complete) markScaled(img); else img.addEventListener('load', function () { markScaled(img); });
              img.addEventListener('click', function () {
                var section = img.closest('section');
                section.classList.toggle('actual-size');
                section.querySelectorAll('img.px').forEach(markScaled);
              });
            });
            window.addEventListener('resize', function () { document.querySelectorAll('img.px').forEach(markScaled); });
            </script>
            </body></html>

            """
    }
}
