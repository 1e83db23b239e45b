import Foundation

/// The preview page: the current take's frames as a timeline (an image, a slider and the frame
/// number), play/pause at the take's frame rate, the motion curves, a link to the snapshot
/// review page, and the last build or render error.
///
/// The frame shown at load can be chosen in the address, `/#frame=12`; moving the slider
/// writes the fragment back, so a reload (after a rebuild) stays on that frame. The page polls
/// `state.json` every 500 ms and reloads when its `generation` differs from the one it was
/// made for. Frame k's image is `frames/<k>.png?g=<generation>`.
package enum PreviewPage {
    /// What the page shows.
    package struct Content: Sendable {
        package var sceneName: String
        package var generation: Int
        /// The current take; nil before the first one finished.
        package var take: PreviewTake?
        /// "rendering", "building", "ready" or "failed".
        package var status: String
        /// The last failure's message (build output, render error); nil when the last take succeeded.
        package var error: String?
        /// Whether a snapshot review page exists to link to (`review/index.html`).
        package var hasReviewPage: Bool

        package init(sceneName: String, generation: Int, take: PreviewTake?, status: String, error: String?, hasReviewPage: Bool) {
            self.sceneName = sceneName
            self.generation = generation
            self.take = take
            self.status = status
            self.error = error
            self.hasReviewPage = hasReviewPage
        }
    }

    /// Longest error text shown, in characters (the end of the build output is kept).
    package static let maxErrorCharacters = 20_000

    package static func escape(_ s: String) -> String {
        s.replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(of: "<", with: "&lt;")
            .replacingOccurrences(of: ">", with: "&gt;").replacingOccurrences(of: "\"", with: "&quot;")
    }

    package static func html(_ c: Content) -> String {
        let count = c.take?.frames.count ?? 0
        let fps = c.take?.fps ?? 60
        let duration = c.take?.duration ?? 0
        var error = ""
        if let message = c.error {
            let text = message.count > maxErrorCharacters ? "…" + message.suffix(maxErrorCharacters) : message
            error =
                "<section id=\"error\"><h2>The last rebuild failed</h2><pre>\(escape(String(text)))</pre>"
                + (count > 0 ? "<p>Showing the last take that worked.</p>" : "") + "</section>"
        }
        let timeline =
            count == 0
            ? "<p id=\"empty\">No frames yet.</p>"
            : """
            <div class="stage"><img id="frame" class="px" src="frames/0.png?g=\(c.generation)" alt="frame"></div>
            <div class="controls">
            <button id="play" type="button">Play</button>
            <input id="scrub" type="range" min="0" max="\(count - 1)" value="0" step="1" aria-label="frame">
            <output id="frame-number">frame 0 of \(count - 1)</output>
            </div>
            """
        let review =
            c.hasReviewPage
            ? "<a id=\"review\" href=\"review/index.html\">Snapshot review page</a> (the failing snapshots of the last test run)"
            : "No snapshot review page yet: it is written under .build/snapshot-artifacts when a snapshot test fails."
        let plots = c.take.map { MotionPlot.html($0.motion, duration: duration) } ?? ""
        return """
            <!doctype html>
            <html lang="en"><head><meta charset="utf-8"><title>\(escape(c.sceneName)) · preview</title>
            <style>
            body { font: 14px sans-serif; margin: 16px; background: #fafafa; color: #222; }
            h1 { font-size: 22px; margin: 0 0 8px; } h2 { font-size: 17px; margin: 16px 0 8px; }
            img.px { image-rendering: pixelated; display: block; }
            .stage { display: inline-block; line-height: 0; border: 1px solid #ccc; }
            .controls { display: flex; gap: 12px; align-items: center; margin: 8px 0; max-width: 960px; }
            #scrub { flex: 1; }
            #error pre { background: #fff0f0; border: 1px solid #e5a0a0; padding: 8px; white-space: pre-wrap; font: 12px monospace; }
            figure.plot { margin: 0 0 8px; } figure.plot figcaption { font: 12px monospace; }
            svg.motion text { font: 11px sans-serif; fill: #555; }
            .note { color: #666; }
            </style></head>
            <body>
            <h1>\(escape(c.sceneName))</h1>
            <p id="status">take \(c.generation) · \(escape(c.status)) · \(count) frames at \(MotionPlot.label(fps)) fps · saving a source file rebuilds and reloads</p>
            \(error)
            \(timeline)
            <p>\(review)</p>
            <h2>Motion</h2>
            \(plots)
            <script>
            var generation = \(c.generation), count = \(count), fps = \(fps), duration = \(duration);
            var slider = document.getElementById('scrub'), img = document.getElementById('frame');
            var number = document.getElementById('frame-number'), play = document.getElementById('play');
            var current = 0, timer = null;
            function show(k) {
              if (count === 0) return;
              k = Math.max(0, Math.min(count - 1, k | 0));
              current = k;
              slider.value = k;
              img.src = 'frames/' + k + '.png?g=' + generation;
              var t = Math.min(k / fps, duration);
              number.textContent = 'frame ' + k + ' of ' + (count - 1) + ' · t = ' + t.toFixed(3) + ' s';
              document.querySelectorAll('svg.motion').forEach(function (svg) {
                var x = +svg.dataset.x0 + Math.min(t / +svg.dataset.t1, 1) * +svg.dataset.w;
                var line = svg.querySelector('line.cursor');
                line.setAttribute('x1', x); line.setAttribute('x2', x);
              });
              history.replaceState(null, '', '#frame=' + k);
            }
            if (count > 0) {
              var m = /frame=(\\d+)/.exec(location.hash);
              show(m ? parseInt(m[1], 10) : 0);
              slider.addEventListener('input', function () { show(+slider.value); });
              play.addEventListener('click', function () {
                if (timer) { clearInterval(timer); timer = null; play.textContent = 'Play'; return; }
                play.textContent = 'Pause';
                timer = setInterval(function () { show((current + 1) % count); }, 1000 / fps);
              });
            }
            setInterval(function () {
              fetch('state.json', { cache: 'no-store' }).then(function (r) { return r.json(); }).then(function (s) {
                if (s.generation !== generation) { location.reload(); return; }
                if (s.status !== 'ready' && s.status !== 'failed') document.getElementById('status').textContent = s.status + '…';
              }).catch(function () {});
            }, 500);
            </script>
            </body></html>

            """
    }
}
