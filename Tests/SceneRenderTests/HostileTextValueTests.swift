import XCTest
@testable import SceneRender

/// Values that trapped the whole render or blanked a text (issue 36, items 6 and 16): each is
/// clamped with a warning naming the view and the valid range, and the frame is drawn.
@MainActor
final class HostileTextValueTests: XCTestCase {
    /// The dark pixels of `image` (red below 128).
    func darkPixels(_ image: RenderedImage) -> Int {
        var dark = 0
        for y in 0..<image.height { for x in 0..<image.width where image.pixel(x: x, y: y).r < 128 { dark += 1 } }
        return dark
    }

    /// A text of its own width (unwrapped), drawn from the left edge of a 100 × 40 canvas.
    struct Spaced: View {
        var text = "Hello"
        var kerning: CGFloat = 0
        var tracking: CGFloat = 0
        var offset: CGFloat = 0
        var body: some View {
            Text(text).kerning(kerning).tracking(tracking).baselineOffset(offset).fixedSize()
                .frame(width: 100, height: 40, alignment: .leading)
        }
    }

    /// Item 6: `.kerning`, `.tracking` and `.baselineOffset` of 1e16 (and infinity, NaN) are
    /// clamped to ±10,000 points with a warning naming the text, the modifier and the range; the
    /// display list is finite and the frame is drawn.
    func testHugeTextSpacingAndOffsetAreClampedWithAWarning() async throws {
        let (image, warnings) = try WarningLog.capturing {
            try Draw.view(Spaced(kerning: 1e16, tracking: -.infinity, offset: .nan), 100, 40)
        }
        XCTAssertEqual(image.width, 100)
        XCTAssertTrue(
            warnings.contains("Text(\"Hello\").kerning(_:): 1e+16 points is outside -10000...10000 (finite); using 10000.0"),
            "\(warnings)")
        XCTAssertTrue(warnings.contains { $0.hasPrefix("Text(\"Hello\").tracking(_:): -inf points") && $0.hasSuffix("using -10000.0") }, "\(warnings)")
        XCTAssertTrue(warnings.contains { $0.hasPrefix("Text(\"Hello\").baselineOffset(_:): nan points") && $0.hasSuffix("using 0.0") }, "\(warnings)")
        // The environment's modifiers, on any view, name its type.
        let onStack = WarningLog.capturing {
            _ = VStack { Text("a") }.kerning(-1e300)
            _ = VStack { Text("a") }.baselineOffset(3e9)
        }.warnings
        XCTAssertTrue(onStack.contains { $0.hasPrefix("VStack.kerning(_:): -1e+300 points") }, "\(onStack)")
        XCTAssertTrue(onStack.contains { $0.hasPrefix("VStack.baselineOffset(_:): 3000000000.0 points") }, "\(onStack)")
        let list = try WarningLog.capturing {
            try FrameRecorder(size: CGSize(width: 100, height: 40)).displayLists(Spaced(kerning: 1e16, offset: -1e16), times: [0])[0]
        }.result
        var bad: [String] = []
        PropertyCheck.nonFiniteNumbers(in: list, into: &bad)
        XCTAssertEqual(bad, [])
        // Ordinary values are kept as given, without a warning.
        XCTAssertEqual(WarningLog.capturing { _ = Text("a").kerning(2).tracking(-1).baselineOffset(10_000) }.warnings, [])
    }

    /// Item 16: `.kerning(3e9)` drew nothing at all (Pango drops a layout whose line overflows
    /// its 32-bit units); clamped to 10,000 points it draws its first letter, as `.kerning(10000)`.
    func testKerningBeyondPangosRangeStillDrawsTheText() async throws {
        let huge = try WarningLog.capturing { try Draw.view(Spaced(kerning: 3e9), 100, 40) }.result
        let limit = try Draw.view(Spaced(kerning: 10_000), 100, 40)
        XCTAssertGreaterThan(darkPixels(limit), 0, "the H is drawn")
        XCTAssertEqual(huge.pixels, limit.pixels)
    }

    /// Item 16, the renderer's own bound: 500 characters at 10,000 points apart are 5 × 10⁶
    /// points, past Pango's line; the letter spacing is shared out within 10⁶ points (2,000
    /// each), with a warning naming the text and the range, and the first letter is drawn.
    func testLetterSpacingOverManyCharactersStaysWithinPangosLine() async throws {
        let text = String(repeating: "Hello", count: 100)
        let (image, warnings) = try WarningLog.capturing { try Draw.view(Spaced(text: text, kerning: 10_000), 100, 40) }
        XCTAssertGreaterThan(darkPixels(image), 0, "the first H is drawn")
        XCTAssertTrue(
            warnings.contains { $0.hasPrefix("Text(\"HelloHelloHelloHello\"): a letter spacing of") && $0.contains("over its 500 characters") && $0.contains("-2000.0...2000.0") },
            "\(warnings)")
        let styled = StyledText(runs: [StyledText.Run(text, spacing: 10_000)])
        XCTAssertEqual(PangoRunAttributes.letterSpacingLimit(styled), 2000)
    }

    /// A view that starts a repeating animation of `animation` on appearing.
    struct Repeating: View {
        let animation: Animation
        @State var on = false
        var body: some View {
            Rectangle().frame(width: 10, height: 10).offset(x: on ? 20 : 0).opacity(on ? 1 : 0.5)
                .onAppear { withAnimation(animation) { on = true } }
        }
    }

    /// Item 6: `.speed(1e20)` and a 1e-300 s period repeated for ever counted more plays than
    /// an Int holds (the parity of the play trapped). Each frame is drawn, with finite values.
    func testRepeatingAnimationsWithHugePlayCountsDoNotTrap() async throws {
        for animation in [
            Animation.linear.speed(1e20).repeatForever(autoreverses: true),
            .linear(duration: 1e-300).repeatForever(autoreverses: true),
            .easeInOut(duration: 1e-300).repeatCount(Int.max, autoreverses: true),
            .spring(duration: 0.3).speed(1e300).repeatForever(autoreverses: true)
        ] {
            let lists = try FrameRecorder(size: CGSize(width: 40, height: 20), fps: 10)
                .displayLists(Repeating(animation: animation), times: [0, 0.5, 1])
            for list in lists {
                var bad: [String] = []
                PropertyCheck.nonFiniteNumbers(in: list, into: &bad)
                XCTAssertEqual(bad, [], "\(animation)")
            }
        }
        // The parity of ordinary plays is unchanged: at 1.125 s a 0.5 s play reversing is in its
        // third play, forwards again, a quarter done (5 points along 20); at 0.625 s in its second,
        // backwards (15).
        let animation = Animation.linear(duration: 0.5).repeatForever(autoreverses: true)
        XCTAssertEqual(animation.animate(delta: 20.0, time: 1.125), 5, accuracy: 1e-9)
        XCTAssertEqual(animation.animate(delta: 20.0, time: 0.625), 15, accuracy: 1e-9)
    }

    /// Item 6: `Text(date, style:)` with a NaN or very distant date converted its seconds to
    /// an Int and trapped. Such a date is written as the nearest date within ±10¹² s of the
    /// epoch (NaN as the epoch), with a warning naming the view and the range.
    func testDateTextWithANaNOrDistantDateIsClamped() async throws {
        for style in [Text.DateStyle.relative, .offset, .timer, .time, .date] {
            for seconds in [Double.nan, 1e300, -1e300, .infinity] {
                let date = Date(timeIntervalSinceReferenceDate: seconds)
                let (image, warnings) = try WarningLog.capturing { try Draw.view(Text(date, style: style), 100, 40) }
                XCTAssertEqual(image.width, 100)
                XCTAssertTrue(warnings.contains { $0.hasPrefix("Text(_:style:): the date") && $0.contains("outside -1e12...1e12 s") }, "\(warnings)")
            }
        }
        XCTAssertEqual(Text(Date(timeIntervalSinceReferenceDate: .nan), style: .relative).content, "0 seconds")
        XCTAssertEqual(Text(Date(timeIntervalSinceReferenceDate: 1e300), style: .offset).content, "+277777777 hours, 46 minutes")
        // Ordinary dates are written as before.
        XCTAssertEqual(Text(Date(timeIntervalSinceReferenceDate: 7_500), style: .relative).content, "2 hours, 5 minutes")
        XCTAssertEqual(Text(Date(timeIntervalSinceReferenceDate: 7_500), style: .timer).content, "2:05:00")
    }

    /// A font size Pango would refuse (negative, NaN, infinite: its `size >= 0` assertion) or
    /// FreeType could not scale (zero, a million points) is drawn at 1/64 point or at 8,192 points;
    /// a text drawn at such a size renders without a Pango message.
    func testFontSizesPangoRefusesAreKeptInItsRange() async throws {
        XCTAssertEqual(PangoRunAttributes.fontSize(-5), 1.0 / 64)
        XCTAssertEqual(PangoRunAttributes.fontSize(.nan), 1.0 / 64)
        XCTAssertEqual(PangoRunAttributes.fontSize(0), 1.0 / 64)
        XCTAssertEqual(PangoRunAttributes.fontSize(.infinity), 1.0 / 64)
        XCTAssertEqual(PangoRunAttributes.fontSize(1e6), 8192)
        XCTAssertEqual(PangoRunAttributes.fontSize(17), 17)
        let font = Font.Resolved(family: "Inter", size: -12, weight: 400)
        let item = DisplayItem.text(TextItem(string: "negative", font: font, paint: .color(Draw.black), frame: CGRect(x: 0, y: 0, width: 100, height: 20)), transform: .identity)
        XCTAssertNoThrow(try Draw.image(100, 20, [item]))
    }
}
