import XCTest
@testable import SceneRender

/// Text through Pango, and the `Image` view.
@MainActor
final class TextAndImageViewTests: XCTestCase {
    let engine = PangoTextEngine()
    let body = Font.system(size: 20).resolved

    /// Bold DejaVu Sans is wider than regular for the same string.
    func testBoldTextIsWiderThanRegular() async {
        var bold = body
        bold.weight = 700
        XCTAssertGreaterThan(
            engine.measure("Wide words", font: bold, width: nil, lineLimit: nil).width,
            engine.measure("Wide words", font: body, width: nil, lineLimit: nil).width)
    }

    /// Italic uses the oblique face: the drawn pixels differ from the upright ones.
    func testItalicDrawsADifferentFace() async throws {
        var italic = body
        italic.italic = true
        func draw(_ f: Font.Resolved) throws -> RenderedImage {
            try Draw.image(120, 30, [.text(TextItem(string: "Italic", font: f, paint: .color(Draw.black), frame: CGRect(x: 0, y: 0, width: 120, height: 30)), transform: .identity)])
        }
        XCTAssertNotEqual(try draw(italic), try draw(body))
    }

    /// "one two three four five six" in 20-point DejaVu Sans does not fit 100 points: it wraps
    /// onto three lines ("one two", "three four", "five six"), three times one line's height
    /// (each measure rounds up to whole points, hence the tolerance).
    func testTextWrapsAtTheGivenWidth() async {
        let one = engine.measure("one", font: body, width: nil, lineLimit: nil)
        let wrapped = engine.measure("one two three four five six", font: body, width: 100, lineLimit: nil)
        XCTAssertLessThanOrEqual(wrapped.width, 100)
        XCTAssertEqual(Double(wrapped.height / one.height), 3, accuracy: 0.1)
    }

    /// A line limit of 1 keeps one line's height (the rest is cut with an ellipsis).
    func testLineLimitKeepsThatManyLines() async {
        let one = engine.measure("one", font: body, width: nil, lineLimit: nil)
        let limited = engine.measure("one two three four five six", font: body, width: 100, lineLimit: 1)
        XCTAssertEqual(limited.height, one.height)
    }

    /// Trailing alignment puts the ink in the right half of a wide frame; leading in the left.
    func testTrailingAlignmentDrawsOnTheRight() async throws {
        func inkColumns(_ alignment: TextAlignment) throws -> [Int] {
            let image = try Draw.image(
                200, 30,
                [
                    .text(
                        TextItem(
                            string: "Hi", font: body, paint: .color(Draw.black), alignment: alignment,
                            frame: CGRect(x: 0, y: 0, width: 200, height: 30)), transform: .identity)
                ])
            return (0..<200).filter { x in (0..<30).contains { image.rgba(x, $0)[0] < 128 } }
        }
        XCTAssertGreaterThan(try inkColumns(.trailing).min() ?? 0, 100)
        XCTAssertLessThan(try inkColumns(.leading).max() ?? 200, 100)
    }

    /// A family that is not installed warns once, naming it, and measures as the fallback
    /// family DejaVu Sans.
    func testMissingFontFamilyFallsBackToDejaVuSansWithAWarning() async {
        let missing = Font.custom("No Such Family 42", size: 20).resolved
        let fallback = Font.custom("DejaVu Sans", size: 20).resolved
        XCTAssertEqual(
            engine.measure("Same", font: missing, width: nil, lineLimit: nil),
            engine.measure("Same", font: fallback, width: nil, lineLimit: nil))
        XCTAssertTrue(WarningLog.history.contains { $0.contains("'No Such Family 42'") && $0.contains("DejaVu Sans") })
    }

    // MARK: Image view

    func writePNG(_ name: String, width: Int, height: Int) throws -> URL {
        let url = Draw.folder("image-view-\(name)").appendingPathComponent("\(name).png")
        try RenderedImage(width: width, height: height, fill: (0, 128, 0, 255)).writePNG(to: url)
        return url
    }

    /// Not resizable, an image is one point per pixel whatever it is offered: 30 × 20.
    func testImageKeepsItsPixelSize() async throws {
        let url = try writePNG("natural", width: 30, height: 20)
        let host = try SceneHost(Image(filePath: url.path).frame(width: 100, height: 100), size: CGSize(width: 100, height: 100))
        XCTAssertEqual(host.frame(ofFirst: "Image")?.size, CGSize(width: 30, height: 20))
    }

    /// Resizable and scaled to fit 90 × 90, a 30 × 20 image becomes 90 × 60.
    func testResizableScaledToFitKeepsTheAspectRatio() async throws {
        let url = try writePNG("fit", width: 30, height: 20)
        let host = try SceneHost(
            Image(filePath: url.path).resizable().scaledToFit().frame(width: 90, height: 90),
            size: CGSize(width: 100, height: 100))
        XCTAssertEqual(host.frame(ofFirst: "Image")?.size, CGSize(width: 90, height: 60))
    }

    /// Scaled to fill 90 × 90, a 30 × 20 image becomes 135 × 90.
    func testResizableScaledToFillCoversTheFrame() async throws {
        let url = try writePNG("fill", width: 30, height: 20)
        let host = try SceneHost(
            Image(filePath: url.path).resizable().scaledToFill().frame(width: 90, height: 90),
            size: CGSize(width: 100, height: 100))
        XCTAssertEqual(host.frame(ofFirst: "Image")?.size, CGSize(width: 135, height: 90))
    }

    /// `Image("name")` finds `name.png` in the resource folders and draws it.
    func testNamedImageIsFoundInTheResourceFolders() async throws {
        let url = try writePNG("badge", width: 10, height: 10)
        let saved = Image.resourceDirectories
        Image.resourceDirectories = [url.deletingLastPathComponent().path]
        defer { Image.resourceDirectories = saved }
        let image = try Draw.view(Image("badge"), 10, 10)
        XCTAssertEqual(image.rgba(5, 5), [0, 128, 0, 255])
    }

    /// Each host finds images through its own resources: the same `Image("logo")` is the
    /// 12 × 8 file in one host's folder and the 30 × 20 file in another's, with the standard
    /// library's folders untouched.
    func testHostsFindImagesThroughTheirOwnResources() async throws {
        let small = try writePNG("logo", width: 12, height: 8)
        let otherFolder = FileManager.default.temporaryDirectory.appendingPathComponent("other-images-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: otherFolder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: otherFolder) }
        try RenderedImage(width: 30, height: 20, fill: (0, 0, 255, 255)).writePNG(to: otherFolder.appendingPathComponent("logo.png"))
        let standardFolders = Image.resourceDirectories
        let size = CGSize(width: 100, height: 100)
        let first = try SceneHost(
            Image("logo"), size: size,
            resources: SceneResources(images: ImageLibrary(directories: [small.deletingLastPathComponent().path])))
        let second = try SceneHost(
            Image("logo"), size: size,
            resources: SceneResources(images: ImageLibrary(directories: [otherFolder.path])))
        XCTAssertEqual(first.frame(ofFirst: "Image")?.size, CGSize(width: 12, height: 8))
        XCTAssertEqual(second.frame(ofFirst: "Image")?.size, CGSize(width: 30, height: 20))
        XCTAssertEqual(Image.resourceDirectories, standardFolders)
    }

    /// The text measurer of a host's resources lays its text out: one that answers 77 × 33 for
    /// any string gives the text that frame, where the default measurer would give 24 × 12.
    func testHostsMeasureTextWithTheirResources() async throws {
        final class FixedMeasurer: TextMeasurer {
            func measure(_ string: String, font: Font.Resolved, width: CGFloat?, lineLimit: Int?) -> CGSize {
                CGSize(width: 77, height: 33)
            }
        }
        let host = try SceneHost(
            Text("abcd").font(.system(size: 10)), size: CGSize(width: 200, height: 50),
            resources: SceneResources(textMeasurer: FixedMeasurer()))
        XCTAssertEqual(host.frame(ofFirst: "Text")?.size, CGSize(width: 77, height: 33))
    }

    /// A missing image warns with its name and lays out as 0 × 0, drawing nothing.
    func testMissingImageWarnsAndTakesNoSpace() async throws {
        let host = try SceneHost(Image("no-such-picture"), size: CGSize(width: 50, height: 50))
        XCTAssertEqual(host.frame(ofFirst: "Image")?.size, .zero)
        XCTAssertTrue(host.warnings.contains { $0.contains("'no-such-picture'") }, "\(host.warnings)")
    }
}

/// The SwiftUI modifiers that produce layer effects, as display-list groups.
@MainActor
final class GraphicsEffectModifierTests: XCTestCase {
    func list<V: View>(_ view: V, at t: Double = 0) throws -> DisplayList {
        try FrameRecorder(size: CGSize(width: 100, height: 100), fps: 10).displayLists(view, times: [t])[0]
    }

    func groups(_ list: DisplayList) -> [GroupEffects] {
        list.items.compactMap { if case .beginGroup(let g) = $0 { return g } else { return nil } }
    }

    func testShadowModifierRecordsColourRadiusAndOffset() async throws {
        let g = groups(try list(Rectangle().frame(width: 10, height: 10).shadow(color: Color(white: 0), radius: 3, x: 2, y: 4)))
        XCTAssertEqual(g.count, 1)
        XCTAssertEqual(g[0].shadow?.radius, 3)
        XCTAssertEqual([g[0].shadow?.x, g[0].shadow?.y], [2, 4])
    }

    func testBlurBrightnessSaturationRecordTheirAmounts() async throws {
        let g = groups(try list(Rectangle().blur(radius: 5).brightness(0.2).saturation(0.5)))
        XCTAssertEqual(g.map(\.saturation), [0.5, 1, 1])
        XCTAssertEqual(g.map(\.brightness), [0, 0.2, 0])
        XCTAssertEqual(g.map(\.blurRadius), [0, 0, 5])
    }

    /// `.clipped()` clips to the view's frame: a 40 × 20 frame centred in 100 × 100.
    func testClippedClipsToTheFrame() async throws {
        let g = groups(try list(Rectangle().frame(width: 40, height: 20).clipped()))
        XCTAssertEqual(g.first?.clip?.boundingRect, CGRect(x: 30, y: 40, width: 40, height: 20))
    }

    /// Brightness 1 and −1 are the limits: 3 is drawn as 1.
    func testBrightnessIsClampedToPlusMinusOne() async throws {
        XCTAssertEqual(groups(try list(Rectangle().brightness(3))).first?.brightness, 1)
    }

    /// A blur radius changed with a 1 s linear animation is half-way (5 of 0 → 10) at t = 0.5 s.
    func testBlurRadiusAnimates() async throws {
        struct Blurry: View {
            @State var radius: CGFloat = 0
            var body: some View {
                Rectangle().frame(width: 10, height: 10).blur(radius: radius)
                    .onAppear { withAnimation(.linear(duration: 1)) { radius = 10 } }
            }
        }
        let g = groups(try list(Blurry(), at: 0.5))
        XCTAssertEqual(g.first?.blurRadius ?? 0, 5, accuracy: 1e-9)
    }
}

import CCairo
import CPango

extension TextAndImageViewTests {
    /// The Pango context carries fixed font options (gray antialiasing, no hinting, hint
    /// metrics off), so the machine's fontconfig settings do not change the pixels.
    func testFontOptionsAreFixed() async {
        guard let options = pango_cairo_context_get_font_options(engine.context) else { return XCTFail("no font options") }
        XCTAssertEqual(cairo_font_options_get_antialias(options), CAIRO_ANTIALIAS_GRAY)
        XCTAssertEqual(cairo_font_options_get_hint_style(options), CAIRO_HINT_STYLE_NONE)
        XCTAssertEqual(cairo_font_options_get_hint_metrics(options), CAIRO_HINT_METRICS_OFF)
    }
}

extension GraphicsEffectModifierTests {
    /// An opaque blur of a uniformly red 40 × 40 view stays uniformly red up to its edge (edge
    /// pixels are extended) and nothing spreads outside the frame; a non-opaque blur fades at
    /// the edge (about half-way: alpha ≈ 0.5 → red over white ≈ (255, 128, 128)).
    func testOpaqueBlurKeepsEdgesAndStaysInsideTheFrame() async throws {
        let red = Color(red: 1, green: 0, blue: 0)
        let opaque = try Draw.view(red.frame(width: 40, height: 40).blur(radius: 4, opaque: true), 60, 60)
        let soft = try Draw.view(red.frame(width: 40, height: 40).blur(radius: 4), 60, 60)
        XCTAssertEqual(opaque.rgba(10, 30), [255, 0, 0, 255]) // the frame's left column (x 10…50)
        XCTAssertEqual(opaque.rgba(8, 30), [255, 255, 255, 255])
        XCTAssertEqual(soft.rgba(10, 30)[1], 128, accuracy: 30)
        XCTAssertLessThan(soft.rgba(8, 30)[1], 255)
    }
}
