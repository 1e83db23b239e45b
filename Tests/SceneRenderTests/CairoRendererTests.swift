import XCTest
@testable import SceneRender

/// What the renderer draws for each kind of display item.
@MainActor
final class CairoRendererTests: XCTestCase {
    // MARK: fills

    /// A 20-point square with a 10-point square inside, same winding: the non-zero rule fills
    /// the middle, the even-odd rule leaves it empty (white).
    func testEvenOddFillLeavesTheInnerSquareEmpty() async throws {
        var path = Path(CGRect(x: 0, y: 0, width: 20, height: 20))
        path.addRect(CGRect(x: 5, y: 5, width: 10, height: 10))
        let nonZero = try Draw.image(20, 20, [Draw.fill(path)])
        let evenOdd = try Draw.image(20, 20, [Draw.fill(path, eo: true)])
        XCTAssertEqual(nonZero.rgba(10, 10), [255, 0, 0, 255])
        XCTAssertEqual(evenOdd.rgba(10, 10), [255, 255, 255, 255])
        XCTAssertEqual(evenOdd.rgba(2, 2), [255, 0, 0, 255])
    }

    /// An affine transform moves the fill: a 4×4 square at the origin translated by (10, 6).
    func testTransformMovesTheFill() async throws {
        let image = try Draw.image(
            20, 20,
            [
                Draw.fill(
                    Path(CGRect(x: 0, y: 0, width: 4, height: 4)), Draw.red,
                    CGAffineTransform(translationX: 10, y: 6))
            ])
        XCTAssertEqual(image.rgba(11, 7), [255, 0, 0, 255])
        XCTAssertEqual(image.rgba(1, 1), [255, 255, 255, 255])
    }

    /// Scale 2 doubles every pixel dimension: a 10×10-point canvas is 20×20 pixels.
    func testScaleMultipliesThePixelSize() async throws {
        let list = DisplayList(size: CGSize(width: 10, height: 10), items: [Draw.fill(Path(CGRect(x: 0, y: 0, width: 5, height: 5)))])
        let image = try CairoRenderer().render(list, scale: 2)
        XCTAssertEqual([image.width, image.height], [20, 20])
        XCTAssertEqual(image.rgba(9, 9), [255, 0, 0, 255])
        XCTAssertEqual(image.rgba(10, 10), [255, 255, 255, 255])
    }

    // MARK: strokes

    /// A horizontal line at y = 10 stroked 4 points wide covers rows 8…11 exactly.
    func testStrokeWidthCoversHalfTheWidthEachSide() async throws {
        var line = Path()
        line.move(to: CGPoint(x: 0, y: 10)); line.addLine(to: CGPoint(x: 20, y: 10))
        let image = try Draw.image(20, 20, [.stroke(line, StrokeStyle(lineWidth: 4), .color(Draw.black), transform: .identity)])
        XCTAssertEqual(image.rgba(10, 8), [0, 0, 0, 255])
        XCTAssertEqual(image.rgba(10, 11), [0, 0, 0, 255])
        XCTAssertEqual(image.rgba(10, 7), [255, 255, 255, 255])
        XCTAssertEqual(image.rgba(10, 12), [255, 255, 255, 255])
    }

    /// Dash [5, 5]: on for x in 0…5, off for 5…10, on again for 10…15.
    func testDashAlternatesOnAndOff() async throws {
        var line = Path()
        line.move(to: CGPoint(x: 0, y: 5)); line.addLine(to: CGPoint(x: 20, y: 5))
        let image = try Draw.image(20, 10, [.stroke(line, StrokeStyle(lineWidth: 4, dash: [5, 5]), .color(Draw.black), transform: .identity)])
        XCTAssertEqual(image.rgba(2, 5), [0, 0, 0, 255])
        XCTAssertEqual(image.rgba(7, 5), [255, 255, 255, 255])
        XCTAssertEqual(image.rgba(12, 5), [0, 0, 0, 255])
    }

    /// A square cap extends the line by half its width (2 points) past its end at x = 10; a
    /// butt cap stops at the end.
    func testSquareCapExtendsByHalfTheWidth() async throws {
        var line = Path()
        line.move(to: CGPoint(x: 2, y: 5)); line.addLine(to: CGPoint(x: 10, y: 5))
        let butt = try Draw.image(20, 10, [.stroke(line, StrokeStyle(lineWidth: 4, lineCap: .butt), .color(Draw.black), transform: .identity)])
        let square = try Draw.image(20, 10, [.stroke(line, StrokeStyle(lineWidth: 4, lineCap: .square), .color(Draw.black), transform: .identity)])
        XCTAssertEqual(butt.rgba(11, 5), [255, 255, 255, 255])
        XCTAssertEqual(square.rgba(11, 5), [0, 0, 0, 255])
    }

    /// A 90° miter join of a 4-point line fills the outer corner square; a bevel join cuts it.
    /// The corner of the outline is at (12, 2); the pixel (11, 2) lies inside the miter only.
    func testMiterJoinFillsTheCornerAndBevelCutsIt() async throws {
        var path = Path()
        path.move(to: CGPoint(x: 0, y: 4)); path.addLine(to: CGPoint(x: 10, y: 4)); path.addLine(to: CGPoint(x: 10, y: 16))
        let miter = try Draw.image(20, 20, [.stroke(path, StrokeStyle(lineWidth: 4, lineJoin: .miter), .color(Draw.black), transform: .identity)])
        let bevel = try Draw.image(20, 20, [.stroke(path, StrokeStyle(lineWidth: 4, lineJoin: .bevel), .color(Draw.black), transform: .identity)])
        XCTAssertEqual(miter.rgba(11, 2), [0, 0, 0, 255])
        XCTAssertGreaterThan(bevel.rgba(11, 2)[0], 100)
    }

    // MARK: gradients

    /// A horizontal linear gradient from red to blue over 100 points: red at the left edge,
    /// blue at the right, and an even mix (127 or 128 of each, sRGB-encoded stops) in the middle.
    func testLinearGradientRunsFromStartToEnd() async throws {
        let g = Gradient(colors: [Color(red: 1, green: 0, blue: 0), Color(red: 0, green: 0, blue: 1)])
        let image = try Draw.image(
            100, 10,
            [
                .fill(
                    Path(CGRect(x: 0, y: 0, width: 100, height: 10)), FillStyle(),
                    .linearGradient(g, start: .leading, end: .trailing), transform: .identity)
            ])
        XCTAssertEqual(image.rgba(0, 5)[0], 254, accuracy: 2)
        XCTAssertEqual(image.rgba(99, 5)[2], 254, accuracy: 2)
        XCTAssertEqual(image.rgba(50, 5)[0], 127, accuracy: 3)
        XCTAssertEqual(image.rgba(50, 5)[2], 127, accuracy: 3)
    }

    /// A radial gradient from red (centre) to blue at radius 50: the centre pixel is red, a
    /// pixel 49 points away is nearly blue.
    func testRadialGradientRunsFromCentreOutwards() async throws {
        let g = Gradient(colors: [Color(red: 1, green: 0, blue: 0), Color(red: 0, green: 0, blue: 1)])
        let image = try Draw.image(
            100, 100,
            [
                .fill(
                    Path(CGRect(x: 0, y: 0, width: 100, height: 100)), FillStyle(),
                    .radialGradient(g, center: .center, startRadius: 0, endRadius: 50), transform: .identity)
            ])
        XCTAssertEqual(image.rgba(50, 50)[0], 255, accuracy: 4)
        XCTAssertEqual(image.rgba(99, 50)[2], 250, accuracy: 8)
    }

    /// An angular gradient from red (0°) to blue (360°), clockwise on screen from the +x axis:
    /// just below the +x axis (angle ≈ 0) is red; at 180° (left of the centre) it is half-way.
    func testAngularGradientTurnsAroundTheCentre() async throws {
        let g = Gradient(colors: [Color(red: 1, green: 0, blue: 0), Color(red: 0, green: 0, blue: 1)])
        let image = try Draw.image(
            100, 100,
            [
                .fill(
                    Path(CGRect(x: 0, y: 0, width: 100, height: 100)), FillStyle(),
                    .angularGradient(g, center: .center, startAngle: 0, endAngle: 2 * .pi), transform: .identity)
            ])
        XCTAssertGreaterThan(image.rgba(90, 51)[0], 240)
        XCTAssertEqual(image.rgba(10, 50)[0], 127, accuracy: 8)
        XCTAssertEqual(image.rgba(10, 50)[2], 127, accuracy: 8)
    }

    // MARK: groups

    /// Black at group opacity 0.5 over white: 255 − 0.5 · 255 = 127.5, stored as 127 or 128.
    func testOpacityGroupBlendsHalfway() async throws {
        var g = GroupEffects()
        g.opacity = 0.5
        let image = try Draw.image(10, 10, [.beginGroup(g), Draw.fill(Path(CGRect(x: 0, y: 0, width: 10, height: 10)), Draw.black), .endGroup])
        XCTAssertEqual(image.rgba(5, 5)[0], 127, accuracy: 1)
    }

    /// A clip to the left half keeps the right half white.
    func testClipHidesWhatIsOutside() async throws {
        var g = GroupEffects()
        g.clip = Path(CGRect(x: 0, y: 0, width: 10, height: 20))
        let image = try Draw.image(20, 20, [.beginGroup(g), Draw.fill(Path(CGRect(x: 0, y: 0, width: 20, height: 20))), .endGroup])
        XCTAssertEqual(image.rgba(5, 10), [255, 0, 0, 255])
        XCTAssertEqual(image.rgba(15, 10), [255, 255, 255, 255])
    }

    /// Brightness 0.5 on black gives mid grey: 0 + 0.5 · 255 = 127.5 → 128.
    func testBrightnessAddsToEachComponent() async throws {
        var g = GroupEffects()
        g.brightness = 0.5
        let image = try Draw.image(10, 10, [.beginGroup(g), Draw.fill(Path(CGRect(x: 0, y: 0, width: 10, height: 10)), Draw.black), .endGroup])
        XCTAssertEqual(image.rgba(5, 5), [128, 128, 128, 255])
    }

    /// Saturation 0 turns pure red into its Rec. 709 luma grey: 0.2126 · 255 = 54.2 → 54.
    func testSaturationZeroGivesLumaGrey() async throws {
        var g = GroupEffects()
        g.saturation = 0
        let image = try Draw.image(10, 10, [.beginGroup(g), Draw.fill(Path(CGRect(x: 0, y: 0, width: 10, height: 10))), .endGroup])
        XCTAssertEqual(image.rgba(5, 5), [54, 54, 54, 255])
    }

    /// Blur radius is the Gaussian's standard deviation: a 1-pixel black line on a transparent
    /// canvas blurred with radius 4 spreads (row 20 of 41, away from the top and bottom edges) its alpha with a standard deviation of 4.14 pixels
    /// (three boxes of 8, 8 and 9 pixels, SVG's approximation: variance 2·(8²−1)/12 + (9²−1)/12
    /// = 17.17).
    func testBlurRadiusIsTheStandardDeviation() async throws {
        var g = GroupEffects()
        g.blurRadius = 4
        let image = try Draw.image(61, 41, background: nil, [.beginGroup(g), Draw.fill(Path(CGRect(x: 30, y: 0, width: 1, height: 41)), Draw.black), .endGroup])
        var total = 0.0, mean = 0.0, variance = 0.0
        let alphas = (0..<61).map { Double(image.rgba($0, 20)[3]) }
        for (x, a) in alphas.enumerated() { total += a; mean += a * Double(x) }
        mean /= total
        for (x, a) in alphas.enumerated() { variance += a * (Double(x) - mean) * (Double(x) - mean) }
        variance /= total
        XCTAssertEqual(mean, 30, accuracy: 0.5)
        XCTAssertEqual(variance.squareRoot(), 4.14, accuracy: 0.15)
    }

    /// A shadow with no blur, moved by (5, 5): the pixel right of and below a 10×10 square at
    /// (0, 0) takes the shadow colour (black at 50 % over white = 127 or 128); the square stays red.
    func testShadowIsTheSilhouetteMovedByTheOffset() async throws {
        let scene = ZStack(alignment: .topLeading) {
            Color.clear
            Rectangle().fill(Color(red: 1, green: 0, blue: 0)).frame(width: 10, height: 10)
                .shadow(color: Color(red: 0, green: 0, blue: 0, opacity: 0.5), radius: 0, x: 5, y: 5)
        }
        let image = try Draw.view(scene, 20, 20)
        XCTAssertEqual(image.rgba(5, 5), [255, 0, 0, 255])
        XCTAssertEqual(image.rgba(12, 12)[0], 127, accuracy: 1)
        XCTAssertEqual(image.rgba(17, 17), [255, 255, 255, 255])
    }

    // MARK: images

    /// A 2×1 PNG (red, blue) drawn into a 20×10 frame at (0, 0) fills it: red on the left
    /// quarter, blue on the right quarter.
    func testImageItemDrawsThePNGStretchedIntoItsFrame() async throws {
        let dir = Draw.folder("image-item")
        let url = dir.appendingPathComponent("two.png")
        try RenderedImage(width: 2, height: 1, pixels: [255, 0, 0, 255, 0, 0, 255, 255]).writePNG(to: url)
        let image = try Draw.image(20, 10, [.image(ImageItem(path: url.path, frame: CGRect(x: 0, y: 0, width: 20, height: 10)), transform: .identity)])
        XCTAssertEqual(image.rgba(1, 5), [255, 0, 0, 255])
        XCTAssertEqual(image.rgba(18, 5), [0, 0, 255, 255])
    }

    /// A missing image file draws nothing and warns once, naming the path.
    func testMissingImageWarnsAndDrawsNothing() async throws {
        let path = "/nonexistent/folder/missing-\(ProcessInfo.processInfo.processIdentifier).png"
        let image = try Draw.image(10, 10, [.image(ImageItem(path: path, frame: CGRect(x: 0, y: 0, width: 10, height: 10)), transform: .identity)])
        XCTAssertEqual(image.rgba(5, 5), [255, 255, 255, 255])
        XCTAssertTrue(WarningLog.history.contains { $0.contains(path) }, "\(WarningLog.history)")
    }

    // MARK: bad input

    /// Sizes outside 1…32767 pixels, or not finite, are errors naming the size.
    func testInvalidCanvasSizesAreErrorsNamingTheSize() async throws {
        for size in [
            CGSize(width: 0, height: 10), CGSize(width: -5, height: 10), CGSize(width: CGFloat.nan, height: 10),
            CGSize(width: 10, height: CGFloat.infinity), CGSize(width: 40_000, height: 10)
        ] {
            XCTAssertThrowsError(try CairoRenderer().render(DisplayList(size: size))) { error in
                guard case RenderError.invalidParameter(let name, _, let valid) = error else { return XCTFail("\(error)") }
                XCTAssertEqual(name, "size")
                XCTAssertTrue(valid.contains("32767"), valid)
            }
        }
    }
}

extension CairoRendererTests {
    /// An effect layer covers only its content and the reach of its blur: a 10 × 10 square at
    /// (0, 0) under a blur of radius 2 at scale 1 grows by 3 × 2 + 1 + 2 = 9 pixels each side.
    func testEffectLayerCoversOnlyItsContentAndBlurReach() async {
        var g = GroupEffects()
        g.blurRadius = 2
        let items: [DisplayItem] = [.beginGroup(g), Draw.fill(Path(CGRect(x: 0, y: 0, width: 10, height: 10))), .endGroup]
        XCTAssertEqual(CairoRenderer.layerBounds(items, groupAt: 0, scale: 1), CGRect(x: -9, y: -9, width: 28, height: 28))
    }

    /// One pass gives every group its bounds: a blur of radius 2 around a 10 × 10 square at
    /// (0, 0) inside a plain group. The inner layer grows by 3 × 2 + 1 + 2 = 9 pixels; the outer
    /// one by the inner blur's reach 3 × 2 + 1 = 7 and then its own 1 + 2 = 3, so 10 pixels.
    func testEveryNestedGroupGetsItsOwnLayerBoundsInOnePass() async {
        var blur = GroupEffects()
        blur.blurRadius = 2
        let items: [DisplayItem] = [
            .beginGroup(GroupEffects()), .beginGroup(blur),
            Draw.fill(Path(CGRect(x: 0, y: 0, width: 10, height: 10))), .endGroup, .endGroup
        ]
        let bounds = CairoRenderer.layerBounds(items, scale: 1)
        XCTAssertEqual(bounds, [CGRect(x: -10, y: -10, width: 30, height: 30), CGRect(x: -9, y: -9, width: 28, height: 28), nil, nil, nil])
    }

    /// Groups nested inside the layer add their own reach and shadow offset: a shadow of radius
    /// 1 moved by (4, 0) inside a plain opacity group grows the 10 × 10 square by 3 + 1 + 4 = 8,
    /// then the outer group adds its 1 + 2 = 3.
    func testNestedShadowsWidenTheLayer() async {
        let scene = ZStack(alignment: .topLeading) {
            Color.clear
            Rectangle().frame(width: 10, height: 10).shadow(radius: 1, x: 4, y: 0).opacity(0.5)
        }
        let list = try? FrameRecorder(size: CGSize(width: 50, height: 50)).displayLists(scene, times: [0])[0]
        let start = list?.items.firstIndex { if case .beginGroup = $0 { return true } else { return false } }
        XCTAssertEqual(
            list.flatMap { l in start.flatMap { CairoRenderer.layerBounds(l.items, groupAt: $0, scale: 1) } },
            CGRect(x: -11, y: -11, width: 32, height: 32))
    }
}
