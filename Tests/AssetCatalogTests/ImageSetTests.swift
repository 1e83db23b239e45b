import Foundation
import SceneAssets
import SceneGraph
import SceneRender
import SceneTesting
import XCTest

/// The variant of an image set drawn for a display scale and appearance, its size in points,
/// the missing-image warning, data sets and `UIImage`.
final class ImageSetTests: XCTestCase {
    private var catalog: URL { Bundle.module.url(forResource: "Assets", withExtension: "xcassets")! }

    private func file(_ set: String, scale: Double, dark: Bool = false) -> String? {
        ImageSet(folder: catalog.appendingPathComponent("\(set).imageset")).variant(displayScale: scale, dark: dark)?.file.lastPathComponent
    }

    func testTheScaleOfTheDisplayPicksTheVariant() {
        XCTAssertEqual(file("upper-body", scale: 1), "upper-body.png")
        XCTAssertEqual(file("upper-body", scale: 2), "upper-body@2x.png")
        XCTAssertEqual(file("upper-body", scale: 3), "upper-body@3x.png")
        // No exact variant: the smallest above (scaled down), else the largest below (scaled up).
        XCTAssertEqual(file("upper-body", scale: 2.5), "upper-body@3x.png")
        XCTAssertEqual(file("upper-body", scale: 4), "upper-body@3x.png")
        XCTAssertEqual(file("heart", scale: 1), "heart@2x.png")
        XCTAssertEqual(file("heart", scale: 3), "heart@2x.png")
    }

    func testTheDarkAppearancePicksTheDarkVariant() {
        XCTAssertEqual(file("heart", scale: 3, dark: true), "heart-dark@2x.png")
        XCTAssertEqual(file("upper-body", scale: 3, dark: true), "upper-body@3x.png", "no dark variant: the any one")
    }

    /// A variant of scale s is its pixels over s points: 20 × 12 points from the 1x, 2x and 3x
    /// files alike, 16 × 16 from the 32-pixel 2x heart, and the file drawn is the scale's.
    @MainActor
    func testSizeInPointsAndTheFileDrawn() async throws {
        for scale in [1.0, 2, 3] {
            let list = try FrameRecorder(size: CGSize(width: 60, height: 40), scale: scale)
                .displayLists(HStack(spacing: 0) { Image(.upperBody); Image(.heart) }, times: [0])[0]
            let images = list.items.compactMap { item -> ImageItem? in if case .image(let i, _) = item { return i } else { return nil } }
            XCTAssertEqual(images.map(\.frame.size), [CGSize(width: 20, height: 12), CGSize(width: 16, height: 16)], "scale \(scale)")
            XCTAssertEqual(images.first.map { URL(fileURLWithPath: $0.path).lastPathComponent }, scale == 1 ? "upper-body.png" : "upper-body@\(Int(scale))x.png")
        }
    }

    /// A missing image warns once per scene, naming the catalogs and folders searched, and
    /// takes no space.
    @MainActor
    func testMissingImageWarnsNamingTheCatalogSearched() async throws {
        let host = try SceneHost(VStack { Image("no-such-asset", bundle: .module); Image("no-such-asset", bundle: .module) }, size: CGSize(width: 50, height: 50))
        XCTAssertEqual(host.frame(ofFirst: "Image")?.size, .zero)
        let expected = "image named 'no-such-asset': no image set in \(catalog.path) and no PNG file in \(Bundle.module.resourcePath!); drawing nothing"
        XCTAssertEqual(host.warnings.filter { $0.contains("no-such-asset") }, [expected])
        // With no bundle, the catalogs beside the executable are searched: this target's among them.
        let other = try SceneHost(Image("no-such-asset-either"), size: CGSize(width: 50, height: 50))
        let warning = try XCTUnwrap(other.warnings.first { $0.contains("no-such-asset-either") })
        XCTAssertTrue(warning.contains(catalog.path), warning)
    }

    /// Names work without a bundle too (the app's catalogs), and through UIKit's types.
    @MainActor
    func testUIImageAndDataAssets() async throws {
        let image = try XCTUnwrap(UIImage(named: "upper-body"))
        XCTAssertEqual(image.scale, 3)
        XCTAssertEqual(image.size, CGSize(width: 20, height: 12))
        XCTAssertEqual(UIImage(resource: .heart).size, CGSize(width: 16, height: 16))
        let (missing, warnings) = WarningLog.capturing { UIImage(named: "no-such-ui-image", in: .module) }
        XCTAssertNil(missing)
        XCTAssertEqual(warnings.count, 1)
        let data = try XCTUnwrap(NSDataAsset(name: "settings", bundle: .module))
        XCTAssertEqual(String(decoding: data.data, as: UTF8.self), "{\"rows\": 3}\n")
        XCTAssertEqual(data.typeIdentifier, "public.json")
        let host = try SceneHost(Image(uiImage: image), size: CGSize(width: 50, height: 50))
        XCTAssertEqual(host.frame(ofFirst: "Image")?.size, CGSize(width: 20, height: 12))
    }
}

/// JPEG variants are decoded with libjpeg; vector-only sets are missing, with a warning that
/// says why.
final class ImageFileKindTests: XCTestCase {
    @MainActor
    func testAJPEGVariantIsDrawn() async throws {
        let recorder = FrameRecorder(size: CGSize(width: 24, height: 16), scale: 2)
        let list = try recorder.displayLists(Image(.photo), times: [0])[0]
        let frames = list.items.compactMap { item -> CGRect? in if case .image(let i, _) = item { return i.frame } else { return nil } }
        XCTAssertEqual(frames.map(\.size), [CGSize(width: 24, height: 16)], "48 × 32 pixels at 2x")
        let image = try recorder.image(of: Image(.photo), at: 0)
        // Orange on the left half, blue on the right (JPEG: within a few levels).
        func rgba(_ x: Int, _ y: Int) -> [Int] { (0..<4).map { Int(image.pixels[(y * image.width + x) * 4 + $0]) } }
        let left = rgba(10, 16), right = rgba(38, 16)
        for (got, want) in zip(left + right, [200, 120, 40, 255, 40, 80, 200, 255]) {
            XCTAssertLessThanOrEqual(abs(got - want), 4, "\(left) \(right)")
        }
    }

    /// Vector variants are drawn as vectors at their document's size in points: the PDF page is
    /// 40 × 20 pt (orange, a white square at its left, a blue disc at its right), the SVG 24 × 24 pt
    /// (its width and height; its viewBox is 48 × 48), sharp at 3x.
    @MainActor
    func testVectorSetsAreDrawnAtTheirDocumentSize() async throws {
        let host = try SceneHost(
            VStack(spacing: 0) {
                Image("logo-vector", bundle: .module)
                Image(.starSvg)
            }, size: CGSize(width: 50, height: 50))
        XCTAssertEqual(host.frame(ofFirst: "Image")?.size, CGSize(width: 40, height: 20))
        XCTAssertTrue(host.warnings.filter { $0.contains("logo-vector") || $0.contains("star") }.isEmpty, "\(host.warnings)")
        let recorder = FrameRecorder(size: CGSize(width: 40, height: 20), scale: 3)
        let image = try recorder.image(of: Image("logo-vector", bundle: .module), at: 0)
        XCTAssertEqual([image.width, image.height], [120, 60])
        func rgb(_ x: Int, _ y: Int) -> [Int] { (0..<3).map { Int(image.pixels[(y * image.width + x) * 4 + $0]) } }
        // PDF space is y-up: the white square spans x 4...16, y 4...16 from the bottom.
        func near(_ got: [Int], _ want: [Int], _ what: String) {
            XCTAssertTrue(zip(got, want).allSatisfy { abs($0 - $1) <= 1 }, "\(what): \(got)")
        }
        near(rgb(30, 30), [255, 255, 255], "the white square")
        near(rgb(2, 2), [242, 140, 26], "orange (0.95, 0.55, 0.1)")
        near(rgb(90, 30), [26, 89, 230], "the blue disc (0.1, 0.35, 0.9)")
        assertSnapshot(
            of: HStack(spacing: 8) {
                Image("logo-vector", bundle: .module).resizable().frame(width: 80, height: 40)
                Image(.starSvg)
                Image(.starSvg).resizable().frame(width: 48, height: 48)
            }.padding(8), at: 0, size: CGSize(width: 200, height: 64))
    }


    /// A set whose `template-rendering-intent` is `template` is drawn as a template: its alpha
    /// filled with the foreground style (green here; the tint in a button), as iOS draws it;
    /// `.renderingMode(.original)` keeps its colours, and `.renderingMode(.template)` makes any
    /// image a template.
    @MainActor
    func testTemplateImagesTakeTheForegroundStyle() async throws {
        let row = HStack(spacing: 8) {
            Image(.glyphTemplate).foregroundStyle(.green)
            Button {} label: { Image(.glyphTemplate) }
            Image(.glyphTemplate).renderingMode(.original)
            Image(.starSvg).renderingMode(.template).foregroundStyle(.purple)
        }.padding(8)
        let list = try FrameRecorder(size: CGSize(width: 140, height: 40), scale: 2).displayLists(row, times: [0])[0]
        let tints = list.items.compactMap { item -> Paint?? in if case .image(let i, _) = item { return i.tint } else { return nil } }
        XCTAssertEqual(tints.count, 4)
        XCTAssertEqual(tints[0], .color(Color.green.resolved))
        XCTAssertEqual(tints[1], .color(Color.accentColor.resolved), "a button's label: the tint")
        XCTAssertNil(tints[2] ?? nil, "original: its own colours")
        XCTAssertEqual(tints[3], .color(Color.purple.resolved))
        assertSnapshot(of: row, at: 0, size: CGSize(width: 140, height: 40))
    }

}
