import Foundation
import XCTest
import SceneRender
@testable import ScenePreview

/// The preview page, served by the preview server and opened in headless Chromium (Debian's
/// `chromium`, which `make test` installs), as the snapshot review page is tested.
///
/// The session's take has five solid 40×30 frames, frame k in colour (40k, 100, 200 − 40k), so
/// the colour on the screenshot names the frame the page shows.
final class PreviewPageTests: XCTestCase {
    func serve(_ session: PreviewSession) throws -> PreviewServer {
        let server = try PreviewServer(readTimeout: 2, handler: session.respond)
        server.start()
        addTeardownBlock { server.stop() }
        return server
    }

    func fiveFrameSession(_ root: URL) -> PreviewSession {
        let session = PreviewSession(
            sceneName: "solid", workDirectory: root.appendingPathComponent("work"),
            reviewDirectory: root.appendingPathComponent("artifacts"), build: nil,
            render: solidFramesRender(count: 5))
        session.refresh(rebuild: false)
        return session
    }

    func count(_ c: (r: UInt8, g: UInt8, b: UInt8, a: UInt8), in image: RenderedImage) -> Int {
        var n = 0
        for i in stride(from: 0, to: image.pixels.count, by: 4)
        where abs(Int(image.pixels[i]) - Int(c.r)) <= 2 && abs(Int(image.pixels[i + 1]) - Int(c.g)) <= 2 && abs(Int(image.pixels[i + 2]) - Int(c.b)) <= 2 {
            n += 1
        }
        return n
    }

    func testTheAddressFragmentScrubsToThatFrameAndTheImageShownIsThatFrame() throws {
        let browser = try chromium()
        let root = try temporaryFolder(self, "preview-page")
        let server = try serve(fiveFrameSession(root))
        let dom = try runChromium(browser, "--dump-dom", url: server.url.absoluteString + "#frame=3", in: root)
        XCTAssertTrue(dom.contains("src=\"frames/3.png?g=1\""), "the image is frame 3 of take 1:\n\(dom.prefix(3000))")
        XCTAssertTrue(dom.contains("frame 3 / 4"))
        XCTAssertTrue(dom.contains("<output id=\"time\">0.300 s</output>"), "frame 3 at 10 fps is t = 0.3 s")
        let shot = root.appendingPathComponent("shot.png")
        _ = try runChromium(browser, "--screenshot=\(shot.path)", url: server.url.absoluteString + "#frame=3", in: root)
        let image = try RenderedImage(contentsOfPNG: shot)
        XCTAssertEqual(count(testFrameColour(3), in: image), 40 * 30, "frame 3's 1200 pixels are on screen")
        XCTAssertEqual(count(testFrameColour(0), in: image), 0, "and no pixel of frame 0")
    }

    func testWithoutAFragmentThePageShowsFrameZeroAndTheMotionPlot() throws {
        let browser = try chromium()
        let root = try temporaryFolder(self, "preview-page")
        let server = try serve(fiveFrameSession(root))
        let dom = try runChromium(browser, "--dump-dom", url: server.url.absoluteString, in: root)
        XCTAssertTrue(dom.contains("src=\"frames/0.png?g=1\""))
        XCTAssertTrue(dom.contains("root/box · offset[0]"), "the one moving series is plotted")
        XCTAssertTrue(dom.contains("<polyline"))
        XCTAssertTrue(dom.contains("id=\"play\""))
    }

    func testABuildErrorIsShownOnThePageBesideTheLastGoodTake() throws {
        let browser = try chromium()
        let root = try temporaryFolder(self, "preview-page")
        let session = PreviewSession(
            sceneName: "solid", workDirectory: root.appendingPathComponent("work"), reviewDirectory: nil,
            build: { "Sources/Scenes/A.swift:3:9: error: cannot find 'colr' in scope" },
            render: solidFramesRender(count: 5))
        session.refresh(rebuild: false)
        session.refresh(rebuild: true)
        XCTAssertEqual(session.generation, 2)
        let server = try serve(session)
        let dom = try runChromium(browser, "--dump-dom", url: server.url.absoluteString + "#frame=2", in: root)
        XCTAssertTrue(dom.contains("error: cannot find 'colr' in scope"))
        XCTAssertTrue(dom.contains("The last rebuild failed"))
        XCTAssertTrue(dom.contains("src=\"frames/2.png?g=2\""), "the frames of take 1 are still shown")
    }
}
