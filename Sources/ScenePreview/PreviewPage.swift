import Foundation

/// The preview page, the studio: the current take's frame over a timeline with one track per
/// animated view (bars where it moves) and the input script's gestures, a scrubber with a
/// playhead, play at real speed (the take's frame rate, by the clock, looping), the motion
/// curves of the selected track, frame and motion-CSV export, a link to the snapshot review
/// page, and the last build or render error.
///
/// The address's fragment holds the position and the selected track, `/#frame=12&track=<path>`
/// (`t=<seconds>` opens the frame at that time); seeking, stepping and selecting write it back,
/// so a reload (after a rebuild) stays on that frame and track. Seeking: a click or a drag on the
/// timeline, ← and → (a frame; with Shift ten), Home and End; space plays and pauses; ↑ and ↓
/// select the track above or below. The page polls `state.json` every 500 ms and reloads when its
/// `generation` differs from the one it was made for. Frame k's image is
/// `frames/<k>.png?g=<generation>`; the take's document (`StudioDocument`) is in the page and at
/// `take.json`, and a track's curves are at `curves/<i>.html`.
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

        /// The take's document for the studio.
        package var document: StudioDocument { StudioDocument(sceneName: sceneName, generation: generation, take: take) }
    }

    /// Longest error text shown, in characters (the end of the build output is kept).
    package static let maxErrorCharacters = 20_000

    package static func escape(_ s: String) -> String {
        s.replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(of: "<", with: "&lt;")
            .replacingOccurrences(of: ">", with: "&gt;").replacingOccurrences(of: "\"", with: "&quot;")
    }

    /// A file name made of `name`'s letters, digits, `.`, `_` and `-` (others become `-`).
    package static func fileName(_ name: String) -> String {
        let allowed = Set("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789._-")
        let s = String(name.map { allowed.contains($0) ? $0 : "-" })
        return s.isEmpty || s.allSatisfy({ $0 == "." }) ? "scene" : s
    }

    /// The curves of track `index` of `take`: one `MotionPlot` per moving series of that view
    /// (at most `MotionPlot.maxPlots`), or a note when there is no such track.
    package static func curves(_ take: PreviewTake?, track index: Int) -> String {
        guard let take else { return "<p class=\"note\">No take yet.</p>" }
        let tracks = MotionTimeline.tracks(take.motion)
        guard tracks.indices.contains(index) else { return "<p class=\"note\">No animated property moves in this take.</p>" }
        let series = tracks[index].series.map { take.motion[$0] }
        let axis = StudioTimeline.axis(take.duration)
        var out = series.prefix(MotionPlot.maxPlots).map {
            MotionPlot.svg($0, duration: axis, spans: MotionTimeline.spans(of: $0))
        }.joined(separator: "\n")
        if series.count > MotionPlot.maxPlots {
            out += "\n<p class=\"note\">\(series.count - MotionPlot.maxPlots) more moving series not plotted</p>"
        }
        return out
    }

    /// A 12×12 px icon of one SVG path in a 16×16 box, in the text's colour.
    static func icon(_ path: String) -> String {
        "<svg width=\"12\" height=\"12\" viewBox=\"0 0 16 16\" aria-hidden=\"true\"><path d=\"\(path)\" fill=\"currentColor\"/></svg>"
    }

    package static func html(_ c: Content) -> String {
        let doc = c.document
        let count = doc.frames
        let name = escape(c.sceneName)
        let file = escape(fileName(c.sceneName))
        var error = ""
        if let message = c.error {
            let text = message.count > maxErrorCharacters ? "…" + message.suffix(maxErrorCharacters) : message
            error =
                "<section id=\"error\"><h2>The last rebuild failed</h2><pre>\(escape(String(text)))</pre>"
                + (count > 0 ? "<p>Showing the last take that worked.</p>" : "") + "</section>"
        }
        let review =
            c.hasReviewPage
            ? "<a id=\"review\" class=\"btn\" href=\"review/index.html\" title=\"the failing snapshots of the last test run\">Snapshot review</a>"
            : "<span class=\"btn disabled\" title=\"written under .build/snapshot-artifacts when a snapshot test fails\">No snapshot review page yet</span>"
        let exports = """
            <a id="export-frame" class="btn" href="frames/0.png?g=\(c.generation)" download="\(file)-frame-0.png" title="this frame as PNG">Export frame</a>
            <a id="export-csv" class="btn" href="motion.csv?g=\(c.generation)" download="\(file)-motion.csv" title="every motion series as CSV (time,path,property,value)">Motion CSV</a>
            """
        let info = "take \(c.generation) · \(count) frames at \(MotionPlot.label(doc.fps)) fps · \(StudioTimeline.seconds(doc.duration)) s"
        let studio: String
        if count == 0 {
            studio = "<p id=\"empty\">No frames yet.</p>"
        } else {
            let firstTrack = doc.tracks.first.map { escape($0.path) } ?? ""
            studio = """
                <div class="stage"><img id="frame" class="px" src="frames/0.png?g=\(c.generation)" alt="frame"></div>
                <div class="transport">
                <button id="first" class="icon" type="button" title="First frame (Home)" aria-label="first frame">\(icon("M3 2h2v12H3zM13 2v12L6 8z"))</button>
                <button id="back" class="icon" type="button" title="Previous frame (←, Shift: 10)" aria-label="previous frame">\(icon("M11 2v12L4 8z"))</button>
                <button id="play" type="button" title="Play at \(MotionPlot.label(doc.fps)) fps, looping (Space)">Play</button>
                <button id="forward" class="icon" type="button" title="Next frame (→, Shift: 10)" aria-label="next frame">\(icon("M5 2v12l7-6z"))</button>
                <output id="time">0.000 s</output><span class="of">/ \(StudioTimeline.seconds(doc.duration)) s</span>
                <output id="frame-number">frame 0 / \(count - 1)</output>
                <span id="zoom" class="of"></span>
                <span class="keys">Space play · ← → frame · Shift ×10 · ↑ ↓ track · click or drag the timeline to seek</span>
                </div>
                \(StudioTimeline.html(doc))
                <section id="curves"><h2>Curves <span id="curves-title">\(firstTrack)</span></h2>
                <div id="curves-body" data-track="0">\(curves(c.take, track: 0))</div></section>
                """
        }
        return """
            <!doctype html>
            <html lang="en"><head><meta charset="utf-8"><title>\(name) · studio</title>
            <style>
            :root { --label: 236px; --bg: #16181d; --panel: #1d2027; --line: #2c313b; --text: #d7dbe2; --muted: #8a93a3; --accent: #4d9fff; --head: #ff5b5b; }
            * { box-sizing: border-box; }
            body { font: 13px/1.4 Inter, system-ui, sans-serif; margin: 0; background: var(--bg); color: var(--text); }
            a { color: var(--accent); }
            header { display: flex; align-items: center; gap: 14px; padding: 8px 16px; background: var(--panel); border-bottom: 1px solid var(--line); flex-wrap: wrap; }
            h1 { font-size: 15px; margin: 0; font-weight: 600; }
            h2 { font-size: 12px; margin: 0 0 6px; font-weight: 600; text-transform: uppercase; letter-spacing: .06em; color: var(--muted); }
            #status { font-size: 11px; padding: 1px 8px; border-radius: 9px; background: #26402c; color: #7ee2a0; }
            #status.building, #status.rendering { background: #3d3520; color: #f3c969; }
            #status.failed { background: #4a2327; color: #ff8a8f; }
            #info { color: var(--muted); }
            nav { margin-left: auto; display: flex; gap: 6px; }
            .btn, button { font: inherit; font-size: 12px; color: var(--text); background: #2a2f39; border: 1px solid #394050; border-radius: 5px; padding: 3px 10px; text-decoration: none; cursor: pointer; }
            .btn:hover, button:hover { background: #343a46; }
            .btn.disabled { color: var(--muted); cursor: default; background: none; }
            main { padding: 12px 16px 24px; }
            #error { margin-bottom: 12px; } #error h2 { color: #ff8a8f; }
            #error pre { background: #2a1618; border: 1px solid #6b2a30; color: #ffc9cc; padding: 8px; white-space: pre-wrap; font: 12px monospace; margin: 0; }
            img.px { image-rendering: pixelated; display: block; max-width: 100%; max-height: 42vh; }
            img.px.fit { image-rendering: auto; }
            #zoom { margin-left: 8px; }
            .stage { display: flex; justify-content: center; padding: 12px; line-height: 0; border-radius: 6px;
              background: repeating-conic-gradient(#20232a 0 25%, #1a1c22 0 50%) 0 0 / 16px 16px; border: 1px solid var(--line); }
            .transport { display: flex; gap: 6px; align-items: center; padding: 8px 0; }
            button.icon { padding: 3px 8px; line-height: 0; height: 24px; }
            #play { min-width: 64px; height: 24px; background: var(--accent); border-color: var(--accent); color: #fff; font-weight: 600; }
            #play.on { background: #2a2f39; border-color: var(--accent); color: var(--accent); }
            #time { font: 600 15px ui-monospace, monospace; margin-left: 10px; color: #fff; }
            .of { color: var(--muted); font: 12px ui-monospace, monospace; }
            #frame-number { font: 12px ui-monospace, monospace; color: var(--text); background: #2a2f39; border-radius: 4px; padding: 2px 8px; margin-left: 6px; }
            .keys { margin-left: auto; color: var(--muted); font-size: 11px; }
            #timeline { position: relative; background: var(--panel); border: 1px solid var(--line); border-radius: 6px; padding: 0 14px 4px 0;
              user-select: none; cursor: col-resize; max-height: 46vh; overflow-y: auto; }
            .row { display: grid; grid-template-columns: var(--label) 1fr; height: 24px; border-bottom: 1px solid #23272f; }
            .row .label { display: flex; align-items: center; gap: 8px; padding: 0 10px; overflow: hidden; white-space: nowrap; border-right: 1px solid var(--line); cursor: pointer; }
            .label .name { font: 12px ui-monospace, monospace; overflow: hidden; text-overflow: ellipsis; min-width: 0; flex: 0 1 auto; }
            .track .name { direction: rtl; text-align: left; }
            .label .props { color: var(--muted); font-size: 11px; overflow: hidden; text-overflow: ellipsis; flex: 0 0 auto; max-width: 40%; }
            .label.head { color: var(--muted); font-size: 11px; cursor: default; }
            .lane { position: relative; }
            .ruler-row { height: 26px; position: sticky; top: 0; z-index: 3; background: var(--panel); border-bottom: 1px solid var(--line); }
            .tick { position: absolute; bottom: 0; width: 1px; height: 5px; background: #4a5160; }
            .tick.major { height: 10px; background: #6b7385; }
            .tick b { position: absolute; bottom: 11px; left: 3px; font: 10px ui-monospace, monospace; color: var(--muted); white-space: nowrap; }
            .tick.end b { left: auto; right: 3px; }
            .input-row { background: #1a1d23; }
            .input-row .name { color: #f3c969; }
            .mark { position: absolute; top: 6px; height: 12px; }
            .mark.tap { width: 10px; height: 10px; top: 7px; margin-left: -5px; background: #f3c969; transform: rotate(45deg); border-radius: 2px; }
            .mark.drag, .mark.press { background: rgba(54, 201, 176, .28); border: 1px solid #36c9b0; border-radius: 6px; min-width: 4px; }
            .mark.press { background: rgba(243, 201, 105, .25); border-color: #f3c969; }
            .end-mark { position: absolute; top: 1px; width: 8px; height: 8px; border-radius: 50%; background: #36c9b0; }
            .end-mark.start { left: -5px; } .end-mark.end { right: -5px; border-radius: 1px; }
            .mark.press .end-mark { background: #f3c969; }
            .track .span { position: absolute; top: 5px; height: 13px; border-radius: 3px; min-width: 3px; background: var(--c); opacity: .75; }
            .track.c0 { --c: #4d9fff; } .track.c1 { --c: #a77bff; } .track.c2 { --c: #36c9b0; }
            .track.c3 { --c: #f0a35e; } .track.c4 { --c: #f06ba8; } .track.c5 { --c: #8fd16a; }
            .track:hover { background: #222630; }
            .track.selected { background: #252b38; }
            .track.selected .label { box-shadow: inset 3px 0 0 var(--c); }
            .track.selected .span { opacity: 1; box-shadow: 0 0 0 1px rgba(255,255,255,.55); }
            .none { position: absolute; left: 8px; top: 4px; color: var(--muted); font-size: 11px; }
            .overlay { position: absolute; top: 0; bottom: 0; left: var(--label); right: 14px; pointer-events: none; z-index: 4; }
            .guide { position: absolute; top: 26px; bottom: 0; width: 0; border-left: 1px dashed rgba(243, 201, 105, .35); }
            #playhead { position: absolute; top: 0; bottom: 0; left: 0; width: 0; border-left: 2px solid var(--head); margin-left: -1px; }
            #playhead .cap { position: absolute; top: 0; left: -7px; width: 12px; height: 12px; background: var(--head); clip-path: polygon(0 0, 100% 0, 100% 55%, 50% 100%, 0 55%); }
            #curves { margin-top: 14px; }
            #curves-title { font: 12px ui-monospace, monospace; text-transform: none; letter-spacing: 0; color: var(--text); margin-left: 8px; }
            #curves-body { display: flex; flex-wrap: wrap; gap: 10px; }
            figure.plot { margin: 0; background: var(--panel); border: 1px solid var(--line); border-radius: 6px; padding: 6px 8px 2px; }
            figure.plot figcaption { font: 11px ui-monospace, monospace; color: var(--muted); margin-bottom: 2px; }
            svg.motion rect { fill: #15171c; stroke: #2c313b; } svg.motion rect.moving { fill: var(--accent); fill-opacity: .12; stroke: none; } svg.motion polyline { stroke: var(--accent); }
            svg.motion line.cursor { stroke: var(--head); stroke-width: 1.5; } svg.motion text { font: 10px ui-monospace, monospace; fill: var(--muted); }
            .note, #empty { color: var(--muted); }
            </style></head>
            <body>
            <header>
            <h1>\(name)</h1><span id="status" class="\(escape(c.status))">\(escape(c.status))</span>
            <span id="info">\(info) · saving a source file rebuilds and reloads</span>
            <nav>
            \(count > 0 ? exports : "")
            \(review)
            </nav>
            </header>
            <main>
            \(error)
            \(studio)
            </main>
            <script type="application/json" id="take-data">\(doc.scriptJSON)</script>
            <script>
            \(script)
            </script>
            </body></html>

            """
    }

    /// The studio's behaviour: seeking, stepping, playing by the clock, selecting a track,
    /// keeping the position in the fragment, and reloading on a new generation.
    static let script = """
        (function () {
          var take = JSON.parse(document.getElementById('take-data').textContent);
          var generation = take.generation, count = take.frames, fps = take.fps, duration = take.duration;
          var axis = duration > 0 ? duration : 1;
          var base = (take.scene.replace(/[^A-Za-z0-9._-]/g, '-') || 'scene');
          var $ = function (id) { return document.getElementById(id); };
          var img = $('frame'), timeOut = $('time'), frameOut = $('frame-number'), playButton = $('play');
          var playhead = $('playhead'), exportFrame = $('export-frame'), ruler = $('ruler'), timeline = $('timeline');
          var rows = Array.prototype.slice.call(document.querySelectorAll('.row.track'));
          var current = 0, selected = -1, playing = false, raf = 0, timer = 0, startClock = 0, startFrame = 0, lastHash = 0;
          var cache = {}, cached = [], loading = {}, inflight = 0;
          function frameURL(k) { return 'frames/' + k + '.png?g=' + generation; }
          function timeOf(k) { return Math.min(k / fps, duration); }
          function clamp(k) { return Math.max(0, Math.min(count - 1, Math.round(k))); }
          function writeHash() {
            var track = selected >= 0 ? '&track=' + encodeURIComponent(rows[selected].dataset.path) : '';
            history.replaceState(null, '', '#frame=' + current + track);
          }
          function cursors(t) {
            document.querySelectorAll('svg.motion').forEach(function (svg) {
              var x = +svg.dataset.x0 + Math.min(t / +svg.dataset.t1, 1) * +svg.dataset.w;
              var line = svg.querySelector('line.cursor');
              line.setAttribute('x1', x); line.setAttribute('x2', x);
            });
          }
          // mode: 'play' (a preloaded image when there is one) or 'drag' write the fragment at
          // most four times a second (browsers throttle faster address changes); else at once.
          function show(k, mode) {
            if (count === 0) return;
            k = clamp(k);
            current = k;
            img.src = mode === 'play' && cache[k] ? cache[k] : frameURL(k);
            var t = timeOf(k);
            timeOut.textContent = t.toFixed(3) + ' s';
            frameOut.textContent = 'frame ' + k + ' / ' + (count - 1);
            playhead.style.left = (Math.min(t / axis, 1) * 100) + '%';
            cursors(t);
            exportFrame.href = frameURL(k);
            exportFrame.setAttribute('download', base + '-frame-' + k + '.png');
            var now = performance.now();
            if (!mode || now - lastHash > 250) { lastHash = now; writeHash(); }
          }
          function select(i) {
            if (i < 0 || i >= rows.length || i === selected) return;
            if (selected >= 0) rows[selected].classList.remove('selected');
            selected = i;
            rows[i].classList.add('selected');
            $('curves-title').textContent = rows[i].dataset.path;
            var body = $('curves-body');
            if (+body.dataset.track !== i) {
              body.dataset.track = i;
              fetch('curves/' + i + '.html?g=' + generation, { cache: 'no-store' }).then(function (r) { return r.text(); }).then(function (html) {
                if (+body.dataset.track === i) { body.innerHTML = html; cursors(timeOf(current)); }
              }).catch(function () {});
            }
            writeHash();
          }
          function prefetch(from) {
            var ahead = Math.min(count, Math.max(8, Math.ceil(fps)));
            for (var i = 0; i < ahead && inflight < 6; i++) {
              var k = (from + i) % count;
              if (cache[k] || loading[k]) continue;
              loading[k] = true; inflight++;
              (function (k) {
                fetch(frameURL(k)).then(function (r) { return r.ok ? r.blob() : null; }).then(function (b) {
                  if (!b) return;
                  cache[k] = URL.createObjectURL(b); cached.push(k);
                  if (cached.length > 900) { var old = cached.shift(); URL.revokeObjectURL(cache[old]); delete cache[old]; }
                }).catch(function () {}).then(function () { inflight--; delete loading[k]; });
              })(k);
            }
          }
          // The frame shown is the one due by the clock since play started, whichever of the
          // two loops asks first: animation frames, and a timer set for just after the next
          // frame is due (for when the browser draws no frames, as a headless one). A slow
          // frame is skipped, not slowed down.
          // The clock is performance.now(), never an animation frame's timestamp, which can
          // be older than the press on Play.
          function tick(now) {
            var k = (startFrame + Math.floor(Math.max(0, now - startClock) / 1000 * fps)) % count;
            if (k !== current) show(k, 'play');
            prefetch(k + 1);
          }
          function frameLoop() { if (!playing) return; tick(performance.now()); raf = requestAnimationFrame(frameLoop); }
          function timerLoop() {
            if (!playing) return;
            var now = performance.now(), due = (now - startClock) / 1000 * fps;
            tick(now);
            timer = setTimeout(timerLoop, (Math.floor(due) + 1 - due) * 1000 / fps + 1);
          }
          function play() {
            if (count < 2) return;
            playing = true;
            playButton.textContent = 'Pause'; playButton.classList.add('on');
            startFrame = current >= count - 1 ? 0 : current;
            startClock = performance.now();
            prefetch(startFrame);
            raf = requestAnimationFrame(frameLoop);
            timer = setTimeout(timerLoop, 1000 / fps + 1);
          }
          function pause() {
            playing = false;
            cancelAnimationFrame(raf); clearTimeout(timer);
            playButton.textContent = 'Play'; playButton.classList.remove('on');
            show(current);
          }
          function step(d) { if (playing) pause(); show(current + d); }
          function frameAtX(clientX) {
            var r = ruler.getBoundingClientRect();
            var f = r.width > 0 ? (clientX - r.left) / r.width : 0;
            return clamp(Math.max(0, Math.min(1, f)) * axis * fps);
          }
          function fit() {
            if (!img.naturalWidth) return;
            var shrunk = img.clientWidth < img.naturalWidth;
            img.classList.toggle('fit', shrunk);
            $('zoom').textContent = img.naturalWidth + '×' + img.naturalHeight + ' px · ' + Math.round(img.clientWidth / img.naturalWidth * 100) + '%';
          }
          if (count > 0) {
            img.addEventListener('load', fit);
            window.addEventListener('resize', fit);
            var params = {};
            location.hash.replace(/^#/, '').split('&').forEach(function (p) {
              var i = p.indexOf('='); if (i > 0) params[p.slice(0, i)] = decodeURIComponent(p.slice(i + 1));
            });
            var start = params.frame !== undefined ? parseInt(params.frame, 10) : params.t !== undefined ? parseFloat(params.t) * fps : 0;
            var want = rows.findIndex(function (row) { return row.dataset.path === params.track; });
            select(want >= 0 ? want : 0);
            show(isFinite(start) ? start : 0);
            var buttons = { play: function () { playing ? pause() : play(); }, first: function () { step(-count); },
              back: function () { step(-1); }, forward: function () { step(1); } };
            Object.keys(buttons).forEach(function (id) {
              $(id).addEventListener('click', function () { buttons[id](); this.blur(); });
            });
            rows.forEach(function (row, i) { row.addEventListener('pointerdown', function () { select(i); }); });
            var dragging = false;
            timeline.addEventListener('pointerdown', function (e) {
              if (e.button !== 0 || e.target.closest('.label')) return;
              if (playing) pause();
              dragging = true;
              try { timeline.setPointerCapture(e.pointerId); } catch (error) {}
              show(frameAtX(e.clientX));
              e.preventDefault();
            });
            timeline.addEventListener('pointermove', function (e) { if (dragging) show(frameAtX(e.clientX), 'drag'); });
            timeline.addEventListener('pointerup', function () { if (dragging) writeHash(); dragging = false; });
            timeline.addEventListener('pointercancel', function () { dragging = false; });
            document.addEventListener('keydown', function (e) {
              if (e.target.closest && e.target.closest('input, textarea')) return;
              var big = e.shiftKey ? 10 : 1;
              if (e.key === 'ArrowLeft') step(-big);
              else if (e.key === 'ArrowRight') step(big);
              else if (e.key === 'Home') step(-count);
              else if (e.key === 'End') step(count);
              else if (e.key === ' ') playing ? pause() : play();
              else if (e.key === 'ArrowUp') select(Math.max(0, selected - 1));
              else if (e.key === 'ArrowDown') select(Math.min(rows.length - 1, selected + 1));
              else return;
              e.preventDefault();
            });
          }
          setInterval(function () {
            fetch('state.json', { cache: 'no-store' }).then(function (r) { return r.json(); }).then(function (s) {
              if (s.generation !== generation) { if (playing) pause(); location.reload(); return; }
              var status = $('status');
              if (status.textContent !== s.status) { status.textContent = s.status; status.className = s.status; }
            }).catch(function () {});
          }, 500);
        })();
        """
}
