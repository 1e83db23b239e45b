import Foundation
import SceneAssets
import SceneGraph
import SceneRender
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

    @MainActor
    func testAVectorOnlySetWarnsThatItIsNotDrawn() async throws {
        let host = try SceneHost(Image("logo-vector", bundle: .module), size: CGSize(width: 50, height: 50))
        XCTAssertEqual(host.frame(ofFirst: "Image")?.size, .zero)
        let folder = Bundle.module.url(forResource: "Assets", withExtension: "xcassets")!.appendingPathComponent("logo-vector.imageset").path
        XCTAssertEqual(
            host.warnings.filter { $0.contains("logo-vector") },
            ["image named 'logo-vector': the image set \(folder) has only logo.pdf (PDF and SVG are not drawn here); drawing nothing"])
    }
}
