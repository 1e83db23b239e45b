import Foundation
import XCTest
import SceneRender
@testable import ScenePreview

/// The studio's document (`take.json`), page and routes, for the take of `studioRender()`:
/// five frames at 10 fps (0…0.4 s), `Stack/Card[0]` moving 0.1…0.4 s, `Stack/Card[1]` 0…0.1 s,
/// `Still` still, a tap at 0.1 s and a drag from 0.2 s to 0.35 s.
final class StudioPageTests: XCTestCase {
    func session(name: String = "studio-test") throws -> PreviewSession {
        let root = try temporaryFolder(self, "studio-page")
        let session = PreviewSession(
            sceneName: name, workDirectory: root.appendingPathComponent("work"), reviewDirectory: nil, build: nil,
            render: studioRender())
        session.refresh(rebuild: false)
        XCTAssertNil(session.error)
        return session
    }

    func testTheDocumentHoldsEveryMovingTrackWithItsSpansAndTheGestures() throws {
        let doc = try session().content.document
        XCTAssertEqual(doc.scene, "studio-test")
        XCTAssertEqual(doc.generation, 1)
        XCTAssertEqual(doc.frames, 5)
        XCTAssertEqual(doc.fps, 10)
        XCTAssertEqual(doc.duration, 0.4)
        XCTAssertEqual(
            doc.tracks,
            [
                MotionTrack(path: "Stack/Card[0]", spans: [TimeSpan(0.1, 0.4)], series: [0, 1]),
                MotionTrack(path: "Stack/Card[1]", spans: [TimeSpan(0, 0.1)], series: [2]),
            ])
        XCTAssertEqual(doc.input.map(\.kind), [.tap, .drag])
        XCTAssertEqual(doc.input.map(\.start), [0.1, 0.2])
        XCTAssertEqual(doc.series.map(\.property), ["offset[0]", "opacity", "scale", "rotation"])
        XCTAssertEqual(try JSONDecoder().decode(StudioDocument.self, from: doc.json), doc, "the JSON gives the document back")
    }

    func testThePageDrawsEveryTrackItsBarsAndTheGesturesAtTheirTimes() throws {
        let html = PreviewPage.html(try session().content)
        // A time t sits at t / 0.4 s of the lane.
        XCTAssertTrue(html.contains(#"data-track="0" data-path="Stack/Card[0]""#))
        XCTAssertTrue(html.contains(#"<span class="span" style="left:25.000%;width:75.000%" data-start="0.100" data-end="0.400""#))
        XCTAssertTrue(html.contains(#"data-track="1" data-path="Stack/Card[1]""#))
        XCTAssertTrue(html.contains(#"<span class="span" style="left:0.000%;width:25.000%" data-start="0.000" data-end="0.100""#))
        XCTAssertFalse(html.contains(#"data-path="Still""#), "a view that does not move has no track")
        XCTAssertEqual(html.components(separatedBy: #"<div class="row track"#).count - 1, 2)
        XCTAssertTrue(html.contains(#"<span class="props">offset · opacity</span>"#), "the track names its moving properties")
        XCTAssertTrue(html.contains(#"<span class="mark tap" data-kind="tap" data-start="0.100" data-end="0.150" style="left:25.000%""#))
        XCTAssertTrue(
            html.contains(#"<span class="mark drag" data-kind="drag" data-start="0.200" data-end="0.350" style="left:50.000%;width:37.500%""#))
        XCTAssertTrue(html.contains(#"<span class="props">2 gestures</span>"#))
        XCTAssertTrue(html.contains(#"<b>0.1s</b>"#), "the ruler of a 0.4 s take is labelled every 0.1 s")
        XCTAssertTrue(html.contains(#"id="playhead""#))
        XCTAssertTrue(html.contains(#"<a id="export-frame" class="btn" href="frames/0.png?g=1" download="studio-test-frame-0.png""#))
        XCTAssertTrue(html.contains(#"<a id="export-csv" class="btn" href="motion.csv?g=1" download="studio-test-motion.csv""#))
        XCTAssertTrue(html.contains("Stack/Card[0] · offset[0]"), "the first track's curves are in the page")
        XCTAssertFalse(html.contains("Stack/Card[1] · scale"), "the other tracks' curves are fetched when selected")
        let json = try XCTUnwrap(html.components(separatedBy: #"<script type="application/json" id="take-data">"#).last?
            .components(separatedBy: "</script>").first)
        XCTAssertEqual(try JSONDecoder().decode(StudioDocument.self, from: Data(json.utf8)), try session().content.document)
    }

    func testAPathCannotEndTheScriptElementAndNamesAreEscaped() throws {
        let take = PreviewTake(
            frames: [URL(fileURLWithPath: "/nonexistent/frame_000000.png"), URL(fileURLWithPath: "/nonexistent/frame_000001.png")],
            fps: 10, duration: 0.1,
            motion: [MotionSeries(path: "</script><img src=x onerror=alert(1)>", property: "x", times: [0, 0.1], values: [0, 1])])
        let html = PreviewPage.html(.init(sceneName: "a \"b\"/c", generation: 3, take: take, status: "ready", error: nil, hasReviewPage: false))
        XCTAssertEqual(html.components(separatedBy: "</script>").count - 1, 2, "only the two script elements end")
        XCTAssertFalse(html.contains("<img src=x"))
        XCTAssertTrue(html.contains(#"download="a--b--c-frame-0.png""#), "the file name keeps letters, digits, . _ -")
        XCTAssertEqual(PreviewPage.fileName(".."), "scene")
    }

    func testTheStudiosRoutesAnswerTheDocumentTheCSVAndEachTracksCurves() throws {
        let session = try session()
        let server = try PreviewServer(readTimeout: 2, handler: session.respond)
        server.start()
        addTeardownBlock { server.stop() }
        let take = try get("/take.json", port: server.port)
        XCTAssertEqual(take.status, 200)
        XCTAssertEqual(try JSONDecoder().decode(StudioDocument.self, from: take.body), session.content.document)
        let csv = try get("/motion.csv?g=1", port: server.port)
        XCTAssertTrue(csv.headers.contains("Content-Type: text/csv"))
        let lines = String(decoding: csv.body, as: UTF8.self).split(separator: "\n")
        XCTAssertEqual(lines.count, 1 + 4 * 5, "a header and 4 series × 5 samples")
        XCTAssertEqual(
            lines.prefix(6),
            [
                "time,path,property,value", "0.000000,Stack/Card[0],offset[0],0.000000", "0.000000,Stack/Card[0],opacity,1.000000",
                "0.000000,Stack/Card[1],scale,1.000000", "0.000000,Still,rotation,0.000000", "0.100000,Stack/Card[0],offset[0],0.000000",
            ])
        let second = String(decoding: try get("/curves/1.html?g=1", port: server.port).body, as: UTF8.self)
        XCTAssertTrue(second.contains("Stack/Card[1] · scale"))
        XCTAssertFalse(second.contains("Stack/Card[0]"))
        let first = String(decoding: try get("/curves/0.html", port: server.port).body, as: UTF8.self)
        XCTAssertEqual(first.components(separatedBy: "<svg class=\"motion\"").count - 1, 2, "offset[0] and opacity")
        XCTAssertTrue(
            first.contains(#"<rect class="moving" x="212.00" y="8" width="280.00""#),
            "offset[0] moves 0.1…0.3 s, shaded over a quarter to three quarters of the 560 px plot from x = 72")
        XCTAssertTrue(String(decoding: try get("/curves/2.html", port: server.port).body, as: UTF8.self).contains("No animated property moves"))
        XCTAssertEqual(try get("/curves/x.html", port: server.port).status, 404)
        XCTAssertEqual(try get("/curves/0.png", port: server.port).status, 404)
        let foreign = try rawRequest("GET /take.json HTTP/1.1\r\nHost: evil.example:\(server.port)\r\n\r\n", port: server.port)
        XCTAssertEqual(foreign.status, 403, "the studio's routes keep the Host rule")
        let crossSite = try rawRequest(
            "GET /motion.csv HTTP/1.1\r\nHost: 127.0.0.1:\(server.port)\r\nOrigin: http://evil.example\r\n\r\n", port: server.port)
        XCTAssertEqual(crossSite.status, 403, "and the Origin rule")
    }

    func testCSVQuotesPathsWithCommasAndQuotes() {
        let csv = MotionCSV.text([MotionSeries(path: "List/Row[a,\"b\"]", property: "x", times: [0], values: [-0.0000001])])
        XCTAssertEqual(csv, "time,path,property,value\n0.000000,\"List/Row[a,\"\"b\"\"]\",x,0.000000\n")
    }

    func testBeforeTheFirstTakeThePageSaysSoAndOffersNoExport() {
        let html = PreviewPage.html(.init(sceneName: "s", generation: 0, take: nil, status: "rendering", error: nil, hasReviewPage: false))
        XCTAssertTrue(html.contains("No frames yet."))
        XCTAssertFalse(html.contains("id=\"export-frame\""))
        XCTAssertFalse(html.contains("id=\"timeline\""))
        XCTAssertTrue(html.contains(#""frames":0"#), "the page's document says there are no frames")
    }

    func testGesturesAfterTheTakesEndAreNotDrawn() {
        var doc = StudioDocument(sceneName: "s", generation: 1, take: nil)
        doc.frames = 3
        doc.duration = 0.2
        doc.input = [
            InputMark(kind: .tap, start: 0.1, end: 0.15, x: 0, y: 0, endX: 0, endY: 0, moves: 0),
            InputMark(kind: .tap, start: 0.5, end: 0.55, x: 0, y: 0, endX: 0, endY: 0, moves: 0),
        ]
        let html = StudioTimeline.html(doc)
        XCTAssertEqual(html.components(separatedBy: "class=\"mark tap\"").count - 1, 1)
        XCTAssertTrue(html.contains("No animated property moves in this take."))
    }
}
