import SceneGraph
import SceneTesting
import XCTest

/// `ImagePaint` as a shape style: borders, strokes and fills tiled with an image, as the
/// Drawing project of 100 Days of SwiftUI uses it.
@MainActor
final class ImagePaintTests: XCTestCase {
    /// A 40 × 40 PNG: a blue square with an orange disc and a white quarter at the top left.
    private func tile() throws -> String {
        var pixels: [UInt8] = []
        for y in 0..<40 {
            for x in 0..<40 {
                let dx = Double(x) - 19.5, dy = Double(y) - 19.5
                if x < 20 && y < 20 {
                    pixels += [255, 255, 255, 255]
                } else if dx * dx + dy * dy < 144 {
                    pixels += [255, 149, 0, 255]
                } else {
                    pixels += [0, 122, 255, 255]
                }
            }
        }
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("image-paint-tests-\(ProcessInfo.processInfo.processIdentifier)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let url = folder.appendingPathComponent("tile.png")
        try RenderedImage(width: 40, height: 40, pixels: pixels).writePNG(to: url)
        return url.path
    }

    /// The style resolves to the image file, its source rectangle and scale, clamped into range.
    func testResolvesToATiledImagePaint() async throws {
        let path = try tile()
        let paint = ImagePaint(image: Image(filePath: path), sourceRect: CGRect(x: 0.5, y: -1, width: 2, height: 1.5), scale: -3)
            ._paint(in: EnvironmentValues())
        XCTAssertEqual(paint, .image(ImagePattern(path: path, sourceRect: CGRect(x: 0.5, y: 0, width: 0.5, height: 0.5), scale: 1)))
        let missing = ImagePaint(image: Image(filePath: "/nowhere/missing.png"))._paint(in: EnvironmentValues())
        XCTAssertEqual(missing, .color(Color.clear.resolved))
    }

    /// Drawing's "image as border or fill" screen: two text borders and a capsule's stroke
    /// border tiled with the image.
    func testBordersAndStrokesGolden() async throws {
        let path = try tile()
        let view = VStack(spacing: 20) {
            Text("Hello World")
                .frame(width: 200, height: 100)
                .border(ImagePaint(image: Image(filePath: path), scale: 0.75), width: 25)
            Text("Hello World")
                .frame(width: 200, height: 100)
                .border(ImagePaint(image: Image(filePath: path), sourceRect: CGRect(x: 0, y: 0.25, width: 0.5, height: 0.25), scale: 2), width: 30)
            Capsule()
                .strokeBorder(ImagePaint(image: Image(filePath: path), scale: 0.5), lineWidth: 25)
                .frame(width: 200, height: 150)
            Rectangle().fill(ImagePaint(image: Image(filePath: path), scale: 0.5)).frame(width: 200, height: 40)
        }
        assertSnapshot(of: view, at: 0, size: CGSize(width: 260, height: 520))
    }
}
