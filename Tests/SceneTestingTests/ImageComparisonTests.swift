import XCTest
@testable import SceneTesting

/// The comparison in SceneRender: pixelmatch's perceptual test and anti-aliasing detection.
@MainActor
final class ImageComparisonTests: XCTestCase {
    func testIdenticalImagesTakeTheExactFastPath() async throws {
        let image = try TestImages.render(Disc())
        let r = try ImageComparison.compare(expected: image, actual: image)
        XCTAssertTrue(r.isIdentical)
        XCTAssertEqual(r.differentPixels, 0)
        XCTAssertTrue(r.verdicts.isEmpty, "the fast path computes no per-pixel verdicts")
    }

    /// Black against white: ΔY = 255, ΔI = ΔQ = 0, so Δ = 0.5053·255² = 32856.1 and the largest
    /// difference is √(32856.1 / 35215) = 0.96594.
    func testBlackAgainstWhiteHasDifference0_96594() async throws {
        let r = try ImageComparison.compare(expected: TestImages.solid(4, 4, (255, 255, 255, 255)), actual: TestImages.solid(4, 4, (0, 0, 0, 255)))
        XCTAssertEqual(r.largestDifference, 0.96594, accuracy: 1e-5)
        XCTAssertEqual(r.differentPixels, 16)
    }

    /// 35215 is the largest Δ in the RGB cube: red (255, 0, 0) against cyan (0, 255, 255) gives
    /// Δ = 35214.7 (the largest over all pairs of the cube's corners), a difference of 0.99999.
    func testRedAgainstCyanIsTheLargestDifference() async throws {
        let r = try ImageComparison.compare(expected: TestImages.solid(2, 2, (255, 0, 0, 255)), actual: TestImages.solid(2, 2, (0, 255, 255, 255)))
        XCTAssertEqual(r.largestDifference, 0.99999, accuracy: 1e-5)
    }

    /// For a grey step d on every channel, ΔI = ΔQ = 0 and ΔY = d, so Δ = 0.5053·d². At threshold
    /// 0.1 the limit is 35215·0.01 = 352.15: d = 26 gives 341.6 (same), d = 27 gives 368.4 (differs).
    func testGreyStepOf26PassesAndOf27FailsAtThreshold0_1() async throws {
        let base = TestImages.solid(8, 8, (100, 100, 100, 255))
        let step26 = TestImages.painting(base, x: 2, y: 2, w: 3, h: 3, (126, 126, 126, 255))
        let step27 = TestImages.painting(base, x: 2, y: 2, w: 3, h: 3, (127, 127, 127, 255))
        let r26 = try ImageComparison.compare(expected: base, actual: step26)
        let r27 = try ImageComparison.compare(expected: base, actual: step27)
        XCTAssertEqual(r26.differentPixels, 0)
        XCTAssertEqual(r26.changedPixels, 9)
        XCTAssertEqual(r27.differentPixels, 9)
        XCTAssertEqual(r27.largestDifference, (0.5053 * 27 * 27 / 35215).squareRoot(), accuracy: 1e-4)
    }

    /// Test idea 10: moving a Cairo-drawn disc by one pixel changes only its anti-aliased rim,
    /// which the Vyšniauskas test recognises, so nothing is counted at the defaults.
    func testOnePixelShiftOfAntiAliasedDiscPassesAtDefaults() async throws {
        let r = try ImageComparison.compare(expected: TestImages.render(Disc(dx: 0)), actual: TestImages.render(Disc(dx: 1)))
        XCTAssertFalse(r.isIdentical)
        XCTAssertGreaterThan(r.antiAliasedPixels, 0, r.summary)
        XCTAssertEqual(r.differentPixels, 0, r.summary)
    }

    func testOnePixelShiftOfSlantedEdgePassesAtDefaults() async throws {
        let r = try ImageComparison.compare(expected: TestImages.render(SlantedBar(dx: 0)), actual: TestImages.render(SlantedBar(dx: 1)))
        XCTAssertGreaterThan(r.antiAliasedPixels, 0, r.summary)
        XCTAssertEqual(r.differentPixels, 0, r.summary)
    }

    /// A real change must fail: moving the disc by 3 pixels uncovers crescents of flat disc
    /// colour turning flat white, which no anti-aliasing test can explain (101 pixels with
    /// cairo 1.16.0; the crescents alone are well over 50).
    func testThreePixelShiftOfDiscFails() async throws {
        let r = try ImageComparison.compare(expected: TestImages.render(Disc(dx: 0)), actual: TestImages.render(Disc(dx: 3)))
        XCTAssertGreaterThan(r.differentPixels, 50, r.summary)
        XCTAssertFalse(SnapshotTolerance.default.accepts(r))
    }

    /// The same shift counts every changed rim pixel past the threshold once detection is off,
    /// so it is the detection, not the threshold, that lets the shift pass.
    func testOnePixelShiftIsCountedWithAntiAliasingDetectionOff() async throws {
        let a = try TestImages.render(Disc(dx: 0)), b = try TestImages.render(Disc(dx: 1))
        let on = try ImageComparison.compare(expected: a, actual: b)
        let off = try ImageComparison.compare(expected: a, actual: b, options: ImageComparisonOptions(detectAntiAliasing: false))
        XCTAssertEqual(off.differentPixels, on.antiAliasedPixels)
        XCTAssertEqual(off.antiAliasedPixels, 0)
    }

    /// A 3×3 block turned red in a white image: all 9 pixels are counted (each has 3 or more
    /// equal neighbours, so none can be anti-aliasing) and the bounds are that block.
    func testThreeByThreeColourChangeFails() async throws {
        let white = TestImages.solid(20, 20)
        let changed = TestImages.painting(white, x: 10, y: 12, w: 3, h: 3, (255, 0, 0, 255))
        let r = try ImageComparison.compare(expected: white, actual: changed)
        XCTAssertEqual(r.differentPixels, 9)
        XCTAssertEqual(r.antiAliasedPixels, 0)
        XCTAssertEqual(r.differenceBounds, PixelRect(x: 10, y: 12, width: 3, height: 3))
        XCTAssertFalse(SnapshotTolerance.default.accepts(r))
    }

    /// Red at alpha 255 and at alpha 128 blend over white to (255, 0, 0) and (255, 127.5, 127.5):
    /// ΔY = 127.5·(.58662247 + .11448223) = 89.4, far past the 0.1 threshold.
    func testAlphaOnlyChangeFails() async throws {
        let base = TestImages.painting(TestImages.solid(12, 12), x: 4, y: 4, w: 3, h: 3, (255, 0, 0, 255))
        let faded = TestImages.painting(base, x: 4, y: 4, w: 3, h: 3, (255, 0, 0, 128))
        let r = try ImageComparison.compare(expected: base, actual: faded)
        XCTAssertEqual(r.differentPixels, 9)
        XCTAssertFalse(SnapshotTolerance.default.accepts(r))
    }

    /// Blending over white cannot see white turning transparent (pixelmatch's rule up to
    /// version 6); pixelmatch 7's pattern background can.
    func testTransparentWhiteIsOnlySeenOverThePatternBackground() async throws {
        let opaque = TestImages.solid(6, 6, (255, 255, 255, 255))
        let clear = TestImages.painting(opaque, x: 1, y: 1, w: 3, h: 3, (255, 255, 255, 0))
        let overWhite = try ImageComparison.compare(
            expected: opaque, actual: clear,
            options: ImageComparisonOptions(transparencyBackground: .white))
        let overPattern = try ImageComparison.compare(
            expected: opaque, actual: clear,
            options: ImageComparisonOptions(transparencyBackground: .pattern))
        XCTAssertEqual(overWhite.differentPixels, 0)
        XCTAssertEqual(overPattern.differentPixels, 9)
    }

    /// The default rule is pixelmatch 7's: an alpha-only change of a white pixel (255,255,255,255
    /// to alpha 128) fails a snapshot with the default tolerance. Over the pattern the pixel at
    /// byte offset 0 has background (48, 48, 48): its blended colour moves from 255 to
    /// 48 + 207·128/255 ≈ 151.9 per channel, ΔY ≈ 103, far past the 0.1 threshold (Δ limit 352).
    func testDefaultToleranceSeesAlphaOnlyChangeOfWhite() async throws {
        let opaque = TestImages.solid(4, 4, (255, 255, 255, 255))
        let faded = TestImages.painting(opaque, x: 0, y: 0, w: 1, h: 1, (255, 255, 255, 128))
        XCTAssertEqual(SnapshotTolerance.default.transparencyBackground, .pattern)
        let r = try ImageComparison.compare(expected: opaque, actual: faded, options: SnapshotTolerance.default.comparisonOptions)
        XCTAssertEqual(r.differentPixels, 1)
        XCTAssertFalse(SnapshotTolerance.default.accepts(r))
    }

    /// Test idea 11: a size mismatch is a result, not a crash, and names both sizes.
    func testSizeMismatchNamesBothSizes() async throws {
        let r = try ImageComparison.compare(expected: TestImages.solid(4, 3), actual: TestImages.solid(5, 3))
        XCTAssertFalse(r.sizesMatch)
        XCTAssertEqual(r.summary, "size differs: expected 4x3, actual 5x3")
    }

    func testThresholdOutsideZeroToOneIsRejected() async {
        XCTAssertThrowsError(
            try ImageComparison.compare(
                expected: TestImages.solid(1, 1), actual: TestImages.solid(1, 1),
                options: ImageComparisonOptions(threshold: 1.5))
        ) { error in
            XCTAssertEqual("\(error)", "invalid threshold: 1.5 (valid: 0...1)")
        }
    }

    /// The diff image: a counted difference is red, an unchanged white pixel fades to
    /// 255 + (255 − 255)·0.1 = 255 (white), black fades to 255 − 255·0.1 = 229.5 → 230.
    func testDiffImageShowsDifferencesInRedOverFadedExpected() async throws {
        let expected = TestImages.painting(TestImages.solid(10, 10), x: 0, y: 0, w: 1, h: 1, (0, 0, 0, 255))
        let actual = TestImages.painting(expected, x: 5, y: 5, w: 3, h: 3, (0, 0, 255, 255))
        let r = try ImageComparison.compare(expected: expected, actual: actual)
        let diff = try XCTUnwrap(ImageDiff.diffImage(expected: expected, result: r))
        XCTAssertTrue(diff.pixel(x: 6, y: 6) == (255, 0, 0, 255))
        XCTAssertTrue(diff.pixel(x: 9, y: 9) == (255, 255, 255, 255))
        XCTAssertTrue(diff.pixel(x: 0, y: 0) == (230, 230, 230, 255))
    }
}
