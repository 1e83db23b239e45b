import SceneGraph
import SceneTesting
import XCTest

/// Images and blend modes in a Canvas (CanvasImageScenes.swift).
@MainActor
final class CanvasImageTests: XCTestCase {
    /// A 40 × 30 PNG in a fresh temporary folder: left half red, right half blue.
    private func photo() throws -> String {
        var pixels: [UInt8] = []
        for _ in 0..<30 { for x in 0..<40 { pixels += x < 20 ? [255, 59, 48, 255] : [0, 122, 255, 255] } }
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("canvas-image-tests-\(ProcessInfo.processInfo.processIdentifier)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let url = folder.appendingPathComponent("photo.png")
        try RenderedImage(width: 40, height: 30, pixels: pixels).writePNG(to: url)
        return url.path
    }

    private func images(_ h: SceneHost) -> [(ImageItem, CGAffineTransform)] {
        h.displayList().items.compactMap {
            if case .image(let i, let m) = $0 { return (i, m) }
            return nil
        }
    }

    /// `draw(_:in:)` stretches the image to the rectangle; `draw(_:at:anchor:)` draws it at its
    /// natural size (40 × 30 points, one per pixel) with the anchor at the point; both in the
    /// canvas's coordinates (the canvas is 16 points in).
    func testImagesDrawInTheirRectangleAndAtTheirSize() async throws {
        let path = try photo()
        let view = Canvas { context, _ in
            context.draw(Image(filePath: path), in: CGRect(x: 0, y: 0, width: 80, height: 20))
            let resolved = context.resolve(Image(filePath: path))
            context.draw(resolved, at: CGPoint(x: 50, y: 50), anchor: .topLeading)
        }
        .frame(width: 100, height: 100)
        .padding(16)
        let h = try SceneHost(view, size: CGSize(width: 132, height: 132))
        let drawn = images(h).map { $0.0.frame.applying($0.1) }
        XCTAssertEqual(drawn, [CGRect(x: 16, y: 16, width: 80, height: 20), CGRect(x: 66, y: 66, width: 40, height: 30)])
    }

    /// The resolved image knows its size; a missing file resolves to zero and draws nothing.
    func testResolvedImageSize() async throws {
        let path = try photo()
        var sizes: [CGSize] = []
        let view = Canvas { context, _ in
            sizes.append(context.resolve(Image(filePath: path)).size)
            sizes.append(context.resolve(Image(filePath: "/nonexistent/none.png")).size)
            context.draw(Image(filePath: "/nonexistent/none.png"), in: CGRect(x: 0, y: 0, width: 10, height: 10))
        }
        let h = try SceneHost(view, size: CGSize(width: 50, height: 50))
        XCTAssertTrue(images(h).isEmpty)
        XCTAssertEqual(sizes.prefix(2), [CGSize(width: 40, height: 30), .zero])
    }

    /// A context opacity below 1 draws the image in a group with that opacity.
    func testImageOpacity() async throws {
        let path = try photo()
        let view = Canvas { context, _ in
            context.opacity = 0.4
            context.draw(Image(filePath: path), in: CGRect(x: 0, y: 0, width: 10, height: 10))
        }
        let h = try SceneHost(view, size: CGSize(width: 50, height: 50))
        let groups = h.displayList().items.compactMap { item -> GroupEffects? in
            if case .beginGroup(let g) = item { return g }
            return nil
        }
        XCTAssertEqual(groups.map(\.opacity), [0.4])
    }

    /// A blend mode draws each later drawing in a group with that mode, and the whole canvas
    /// becomes one layer (the outer group), so blending acts on the canvas's own drawing.
    func testBlendModeWrapsDrawingsAndMakesTheCanvasALayer() async throws {
        let view = Canvas { context, _ in
            context.fill(Path(CGRect(x: 0, y: 0, width: 10, height: 10)), with: .color(.red))
            context.blendMode = .multiply
            context.fill(Path(CGRect(x: 5, y: 5, width: 10, height: 10)), with: .color(.blue))
        }
        let h = try SceneHost(view, size: CGSize(width: 50, height: 50))
        let shape = h.displayList().items.map { item -> String in
            switch item {
            case .beginGroup(let g): return "group \(g.blendMode)"
            case .endGroup: return "end"
            case .fill: return "fill"
            default: return "other"
            }
        }
        XCTAssertEqual(shape, ["group normal", "fill", "group multiply", "fill", "end", "end"])
    }

    /// The photo clipped to a rounded tile and at its own size, a heart in the foreground colour
    /// and an orange star, iOS's red, green and blue circles screened together on black (each
    /// overlap lighter than either circle: light orange, pink, light cyan, nearly white in the
    /// middle), and an indigo tile with a hole that shows the pale yellow background through it.
    func testCanvasImagesAndBlendModesLookRight() async throws {
        let path = try photo()
        assertSnapshot(of: CanvasImageScene(photoPath: path), at: 0, size: CGSize(width: 340, height: 240))
    }
}
