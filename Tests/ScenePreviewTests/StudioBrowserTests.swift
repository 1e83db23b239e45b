import Foundation
import XCTest
import SceneRender
@testable import ScenePreview

/// The studio opened in headless Chromium (Debian's `chromium`, which `make test` installs): the
/// take of `studioRender()` served in-process, and the take of a real scene with an input script
/// served by `gallery preview`, whose screenshot is kept in the preview tests' artefacts folder
/// (`previewArtifactsFolder`).
final class StudioBrowserTests: XCTestCase {
    func count(_ c: (r: UInt8, g: UInt8, b: UInt8, a: UInt8), in image: RenderedImage, tolerance: Int = 2) -> Int {
        var n = 0
        for i in stride(from: 0, to: image.pixels.count, by: 4)
        where abs(Int(image.pixels[i]) - Int(c.r)) <= tolerance && abs(Int(image.pixels[i + 1]) - Int(c.g)) <= tolerance
            && abs(Int(image.pixels[i + 2]) - Int(c.b)) <= tolerance {
            n += 1
        }
        return n
    }

    /// The class attribute of the element whose `data-path` is `path`, from a DOM dump.
    func rowClass(_ path: String, in dom: String) -> String? {
        guard let r = dom.range(of: "data-path=\"\(PreviewPage.escape(path))\"") else { return nil }
        let before = dom[..<r.lowerBound]
        guard let open = before.range(of: "class=\"", options: .backwards) else { return nil }
        return String(before[open.upperBound...].prefix { $0 != "\"" })
    }

    func testTheFragmentSeeksAndSelectsATrackWhoseCurvesAreFetched() throws {
        let browser = try chromium()
        let root = try temporaryFolder(self, "studio-browser")
        let session = PreviewSession(
            sceneName: "studio-test", workDirectory: root.appendingPathComponent("work"), reviewDirectory: nil, build: nil,
            render: studioRender())
        session.refresh(rebuild: false)
        let server = try PreviewServer(readTimeout: 2, handler: session.respond)
        server.start()
        addTeardownBlock { server.stop() }
        let dom = try runChromium(browser, "--dump-dom", url: server.url.absoluteString + "#frame=3&track=Stack%2FCard%5B1%5D", in: root)
        XCTAssertTrue(dom.contains("src=\"frames/3.png?g=1\""), "frame 3 is shown:\n\(dom.prefix(2000))")
        XCTAssertTrue(dom.contains("<output id=\"time\">0.300 s</output>"), "frame 3 at 10 fps is t = 0.3 s")
        XCTAssertTrue(dom.contains("<output id=\"frame-number\">frame 3 / 4</output>"))
        XCTAssertTrue(dom.contains("style=\"left: 75%;\""), "the playhead is at 0.3 / 0.4 of the lane")
        XCTAssertEqual(rowClass("Stack/Card[1]", in: dom), "row track c1 selected")
        XCTAssertEqual(rowClass("Stack/Card[0]", in: dom), "row track c0")
        XCTAssertTrue(dom.contains("<span id=\"curves-title\">Stack/Card[1]</span>"))
        XCTAssertTrue(dom.contains("Stack/Card[1] · scale"), "the selected track's curves were fetched")
        XCTAssertFalse(dom.contains("Stack/Card[0] · offset[0]"), "and replaced the first track's")
        XCTAssertTrue(dom.contains("href=\"frames/3.png?g=1\" download=\"studio-test-frame-3.png\""), "the export follows the frame")

        let byTime = try runChromium(browser, "--dump-dom", url: server.url.absoluteString + "#t=0.2", in: root)
        XCTAssertTrue(byTime.contains("src=\"frames/2.png?g=1\""), "t = 0.2 s opens frame 2")
        XCTAssertEqual(rowClass("Stack/Card[0]", in: byTime), "row track c0 selected", "without a track the first is selected")

        let shot = root.appendingPathComponent("studio.png")
        _ = try runChromium(browser, "--screenshot=\(shot.path)", url: server.url.absoluteString + "#frame=4", in: root)
        let image = try RenderedImage(contentsOfPNG: shot)
        XCTAssertEqual(count(testFrameColour(4), in: image), 40 * 30, "frame 4's 1200 pixels are on screen")
        XCTAssertEqual(count(testFrameColour(0), in: image), 0, "and no pixel of frame 0")
    }

    /// A page of the test, served beside the studio (same origin), that opens the studio in a
    /// frame, clicks and drags on its timeline, presses keys and plays, writing what the studio
    /// shows after each step into its own `<pre id="log">` (which `--dump-dom` prints).
    static let harness = """
        <!doctype html><html><body><pre id="log"></pre>
        <iframe id="studio" src="/#frame=0" width="1000" height="800"></iframe>
        <script>
        var f = document.getElementById('studio'), log = document.getElementById('log');
        function say(step) {
          var d = f.contentDocument;
          var selected = d.querySelector('.row.track.selected');
          log.textContent += step + ' ' + d.getElementById('frame').getAttribute('src') + ' ' + d.getElementById('time').textContent
            + ' ' + (selected ? selected.dataset.path : '-') + '\\n';
        }
        function pointer(type, target, fraction, row) {
          var d = f.contentDocument, w = f.contentWindow;
          var lane = (row ? row.querySelector('.lane') : d.getElementById('ruler')).getBoundingClientRect();
          target.dispatchEvent(new w.PointerEvent(type, { clientX: lane.left + lane.width * fraction, clientY: lane.top + lane.height / 2,
            button: 0, bubbles: true, pointerId: 1, isPrimary: true }));
        }
        function key(name, shift) {
          var w = f.contentWindow;
          f.contentDocument.dispatchEvent(new w.KeyboardEvent('keydown', { key: name, shiftKey: !!shift, bubbles: true }));
        }
        f.addEventListener('load', function () {
          var d = f.contentDocument, timeline = d.getElementById('timeline');
          say('loaded');
          pointer('pointerdown', timeline, 0.5); pointer('pointerup', timeline, 0.5); say('click-0.5');
          pointer('pointerdown', timeline, 0.26); pointer('pointermove', timeline, 0.74); pointer('pointerup', timeline, 0.74); say('drag-to-0.74');
          key('ArrowLeft'); say('left');
          key('ArrowRight', true); say('shift-right');
          var row = d.querySelector('.row.track[data-track="1"]');
          pointer('pointerdown', row, 0.25, row); pointer('pointerup', row, 0.25, row); say('track-1-at-0.25');
          key('ArrowUp'); say('up');
          key('Home'); d.getElementById('play').click();
          setTimeout(function () {
            say('played-0.25s'); d.getElementById('play').click(); say('paused');
            key('Home'); key(' ');
            [150, 350, 550].forEach(function (ms) { setTimeout(function () { say('playing-' + ms + 'ms'); }, ms); });
            setTimeout(function () { key(' '); say('paused-750ms'); log.dataset.done = 'yes'; }, 750);
          }, 250);
        });
        </script></body></html>
        """

    /// Five frames at 10 fps (0…0.4 s): the lane's width is 0.4 s.
    func testClicksAndDragsOnTheTimelineSeekKeysStepAndPlayRunsAtTheFrameRate() throws {
        let browser = try chromium()
        let root = try temporaryFolder(self, "studio-harness")
        let session = PreviewSession(
            sceneName: "studio-test", workDirectory: root.appendingPathComponent("work"), reviewDirectory: nil, build: nil,
            render: studioRender())
        session.refresh(rebuild: false)
        let page = Self.harness
        let server = try PreviewServer(readTimeout: 2) { request in
            request.segments == ["harness.html"] ? .html(page) : session.respond(to: request)
        }
        server.start()
        addTeardownBlock { server.stop() }
        let dom = try runChromium(browser, "--dump-dom", url: server.url.absoluteString + "harness.html", in: root)
        let chunk = try XCTUnwrap(dom.components(separatedBy: "<pre id=\"log\"").dropFirst().first, dom)
        let log = String(chunk.drop { $0 != ">" }.dropFirst().prefix { $0 != "<" })
        let steps = log.split(separator: "\n").map(String.init)
        XCTAssertTrue(chunk.hasPrefix(" data-done=\"yes\""), "the harness ran to its end:\n\(log)")
        XCTAssertEqual(
            Array(steps.prefix(7)),
            [
                "loaded frames/0.png?g=1 0.000 s Stack/Card[0]",
                "click-0.5 frames/2.png?g=1 0.200 s Stack/Card[0]",
                "drag-to-0.74 frames/3.png?g=1 0.300 s Stack/Card[0]",
                "left frames/2.png?g=1 0.200 s Stack/Card[0]",
                "shift-right frames/4.png?g=1 0.400 s Stack/Card[0]",
                "track-1-at-0.25 frames/1.png?g=1 0.100 s Stack/Card[1]",
                "up frames/1.png?g=1 0.100 s Stack/Card[0]",
            ])
        // Played again from frame 0, observed half-way through frames: one frame every 0.1 s,
        // and after frame 4 frame 0 again.
        XCTAssertEqual(
            // While playing the image is a preloaded copy (a blob: address) or the frame's own.
            steps.dropFirst(7).map { line in
                var words = line.split(separator: " ").map(String.init)
                if words[0].hasPrefix("play") { words.remove(at: 1) }
                return words.joined(separator: " ")
            },
            [
                "played-0.25s 0.200 s Stack/Card[0]", "paused frames/2.png?g=1 0.200 s Stack/Card[0]",
                "playing-150ms 0.100 s Stack/Card[0]", "playing-350ms 0.300 s Stack/Card[0]", "playing-550ms 0.000 s Stack/Card[0]",
                "paused-750ms frames/2.png?g=1 0.200 s Stack/Card[0]",
            ], "0.25 s of play at 10 fps from frame 0 is frame 2; 0.75 s is 7 frames on, frame 2 of the second loop of 5:\n\(log)")
    }

    /// A new take (a rebuild) reloads the studio on the same frame and track: the harness opens
    /// frame 3 with track 1 selected, asks the test's `/next-take` route for a new take, and
    /// logs what the studio shows once it has reloaded by itself.
    func testANewTakeReloadsTheStudioOnTheSameFrameAndTrack() throws {
        let browser = try chromium()
        let root = try temporaryFolder(self, "studio-reload")
        let session = PreviewSession(
            sceneName: "studio-test", workDirectory: root.appendingPathComponent("work"), reviewDirectory: nil, build: nil,
            render: studioRender())
        session.refresh(rebuild: false)
        let page = """
            <!doctype html><html><body><pre id="log"></pre>
            <iframe id="studio" src="/#frame=3&amp;track=Stack%2FCard%5B1%5D" width="1000" height="800"></iframe>
            <script>
            var f = document.getElementById('studio'), log = document.getElementById('log'), loads = 0;
            f.addEventListener('load', function () {
              var d = f.contentDocument;
              log.textContent += d.getElementById('frame').getAttribute('src') + ' ' + d.querySelector('.row.track.selected').dataset.path + '\\n';
              if (++loads === 1) fetch('/next-take'); else log.dataset.done = 'yes';
            });
            </script></body></html>
            """
        let server = try PreviewServer(readTimeout: 2) { request in
            switch request.segments {
            case ["harness.html"]: return .html(page)
            case ["next-take"]:
                session.refresh(rebuild: false)
                return .text("take \(session.generation)")
            default: return session.respond(to: request)
            }
        }
        server.start()
        addTeardownBlock { server.stop() }
        let dom = try runChromium(browser, "--dump-dom", url: server.url.absoluteString + "harness.html", in: root)
        let chunk = try XCTUnwrap(dom.components(separatedBy: "<pre id=\"log\"").dropFirst().first, dom)
        let log = String(chunk.drop { $0 != ">" }.dropFirst().prefix { $0 != "<" })
        XCTAssertTrue(chunk.hasPrefix(" data-done=\"yes\""), "the studio reloaded:\n\(log)")
        XCTAssertEqual(log, "frames/3.png?g=1 Stack/Card[1]\nframes/3.png?g=2 Stack/Card[1]\n")
    }

    /// swipe-task: two drags (0.2…0.55 s, 1.4…1.7 s), 4 s, here at 20 fps (81 frames).
    func testTheStudioOfARealSceneShowsItsTracksAndGesturesAndIsKeptAsAScreenshot() throws {
        let browser = try chromium()
        let dir = try temporaryFolder(self, "studio-gallery")
        let (_, port) = try startGalleryPreview(self, ["swipe-task", "--no-watch", "--fps", "20"], in: dir)
        let doc = try JSONDecoder().decode(StudioDocument.self, from: get("/take.json", port: port).body)
        XCTAssertEqual(doc.frames, 81)
        XCTAssertEqual(doc.input.map(\.kind), [.drag, .drag])
        XCTAssertEqual(doc.input.map(\.start), [0.2, 1.4])
        XCTAssertEqual(doc.input[0].end, 0.55, accuracy: 1e-9)
        XCTAssertGreaterThanOrEqual(doc.tracks.count, 2, "the card and the next task move")
        for track in doc.tracks {
            XCTAssertFalse(track.spans.isEmpty)
            XCTAssertGreaterThanOrEqual(track.spans[0].start, 0.2 - 1e-9, "\(track.path): nothing moves before the first drag")
        }
        let selected = doc.tracks[min(1, doc.tracks.count - 1)].path
        let address = "http://127.0.0.1:\(port)/#frame=24&track=" + selected.addingPercentEncoding(withAllowedCharacters: .alphanumerics)!
        let dom = try runChromium(browser, "--dump-dom", url: address, in: dir, window: "1280,1000")
        for track in doc.tracks {
            XCTAssertNotNil(rowClass(track.path, in: dom), "a row for \(track.path)")
        }
        XCTAssertEqual(rowClass(selected, in: dom)?.hasSuffix(" selected"), true)
        XCTAssertEqual(dom.components(separatedBy: "class=\"mark drag\" data-kind=\"drag\"").count - 1, 2, "both drags are marked")
        XCTAssertTrue(dom.contains("data-start=\"0.200\" data-end=\"0.550\""))
        XCTAssertTrue(dom.contains("data-start=\"1.400\" data-end=\"1.700\""))
        XCTAssertTrue(dom.contains("src=\"frames/24.png?g=1\""), "the fragment seeks to frame 24")
        XCTAssertTrue(dom.contains("<output id=\"time\">1.200 s</output>"))
        XCTAssertTrue(dom.contains("download=\"swipe-task-frame-24.png\""))

        let shot = try previewArtifactsFolder("studio-swipe-task").appendingPathComponent("studio.png")
        try? FileManager.default.removeItem(at: shot)
        _ = try runChromium(browser, "--screenshot=\(shot.path)", url: address, in: dir, window: "1280,1000")
        let image = try RenderedImage(contentsOfPNG: shot)
        XCTAssertEqual(image.width, 1280)
        let frame = try PNGCodec.decode(get("/frames/24.png", port: port).body)
        XCTAssertEqual(frame.width, 440, "swipe-task is 440×260 pt, shown at its size")
        XCTAssertGreaterThan(count((255, 91, 91, 255), in: image, tolerance: 6), 150, "the playhead (#ff5b5b) crosses the timeline")
        XCTAssertGreaterThan(count((54, 201, 176, 255), in: image, tolerance: 6), 20, "the drags' marks (#36c9b0) are drawn")
        print("studio screenshot: \(shot.path)")
    }
}
