import SceneGraph
import SceneTesting
import XCTest

/// Canvas and GraphicsContext (CanvasScenes.swift).
@MainActor
final class CanvasTests: XCTestCase {
    /// A fill lands in the display list in canvas coordinates: the context's own coordinates
    /// start at the canvas's top-left corner (here 16 pt of padding in).
    func testFillIsInTheCanvasCoordinates() async throws {
        let view = Canvas { context, size in
            context.fill(Path(CGRect(x: 0, y: 0, width: size.width, height: 10)), with: .color(.red))
        }
        .frame(width: 100, height: 50)
        .padding(16)
        let h = try SceneHost(view, size: CGSize(width: 132, height: 82))
        let fills: [(Path, CGAffineTransform)] = h.displayList().items.compactMap {
            if case .fill(let p, _, _, let m) = $0 { return (p, m) }
            return nil
        }
        XCTAssertEqual(fills.count, 1)
        let drawn = try XCTUnwrap(fills.first).0.applying(try XCTUnwrap(fills.first).1).boundingRect
        XCTAssertEqual(drawn, CGRect(x: 16, y: 16, width: 100, height: 10))
    }

    /// Transforms compose like Core Graphics': translate then rotate 90° maps (10, 0) to (50, 60).
    func testTransformsCompose() async throws {
        let view = Canvas { context, _ in
            context.translateBy(x: 50, y: 50)
            context.rotate(by: .degrees(90))
            context.fill(Path(CGRect(x: 10, y: 0, width: 1, height: 1)), with: .color(.red))
        }
        .frame(width: 100, height: 100)
        let h = try SceneHost(view, size: CGSize(width: 100, height: 100))
        guard case .fill(let p, _, _, let m)? = h.displayList().items.first else { return XCTFail("no fill") }
        let box = p.applying(m).boundingRect
        XCTAssertEqual(box.minX, 49, accuracy: 1e-9)
        XCTAssertEqual(box.minY, 60, accuracy: 1e-9)
    }

    /// A clip wraps each later drawing in a clipping group; opacity scales the paint; a layer
    /// is one group with the layer's opacity.
    func testClipOpacityAndLayers() async throws {
        let view = Canvas { context, size in
            context.opacity = 0.5
            context.fill(Path(CGRect(x: 0, y: 0, width: 10, height: 10)), with: .color(.red))
            context.clip(to: Path(ellipseIn: CGRect(origin: .zero, size: size)))
            context.fill(Path(CGRect(x: 0, y: 0, width: 10, height: 10)), with: .color(.blue))
            context.drawLayer { layer in
                layer.opacity = 0.25
                layer.fill(Path(CGRect(x: 0, y: 0, width: 10, height: 10)), with: .color(.green))
            }
        }
        .frame(width: 40, height: 40)
        let h = try SceneHost(view, size: CGSize(width: 40, height: 40))
        let kinds = h.displayList().items.map { item -> String in
            switch item {
            case .fill(_, _, .color(let c), _): return "fill \(c.opacity)"
            case .beginGroup(let g): return g.clip != nil ? "clip" : "group \(g.opacity)"
            case .endGroup: return "end"
            default: return "other"
            }
        }
        XCTAssertEqual(kinds, ["fill 0.5", "clip", "fill 0.5", "end", "clip", "group 0.5", "fill 0.25", "end", "end"])
    }

    /// Text resolves with the context's environment and is measured by the host's measurer.
    func testTextIsMeasuredAndAnchored() async throws {
        let view = Canvas { context, _ in
            let text = context.resolve(Text("Hi").font(.system(size: 10)))
            let size = text.measure(in: CGSize(width: 1000, height: 1000))
            context.draw(text, at: CGPoint(x: 50, y: 20), anchor: .topLeading)
            context.fill(Path(CGRect(origin: .zero, size: size)), with: .color(.red))
        }
        .frame(width: 100, height: 100)
        let h = try SceneHost(view, size: CGSize(width: 100, height: 100))
        guard case .text(let t, _)? = h.displayList().items.first,
            case .fill(let p, _, _, _)? = h.displayList().items.last
        else { return XCTFail("no text or fill") }
        XCTAssertEqual(t.frame.origin, CGPoint(x: 50, y: 20))
        // The test host's measurer: 0.6 × size per character, 1.2 × size per line.
        XCTAssertEqual(p.boundingRect.size.width, 12, accuracy: 1e-9)
        XCTAssertEqual(p.boundingRect.size.height, 12, accuracy: 1e-9)
    }

    /// A tagged symbol is laid out at its ideal size and drawn where the renderer puts it
    /// (anchored at its centre by default); untagged views and unknown ids draw nothing.
    func testSymbolsAreResolvedByTag() async throws {
        let view = Canvas { context, _ in
            if let dot = context.resolveSymbol(id: "dot") { context.draw(dot, at: CGPoint(x: 50, y: 50)) }
            XCTAssertNil(context.resolveSymbol(id: "missing"))
        } symbols: {
            Circle().fill(Color.red).frame(width: 20, height: 20).tag("dot")
        }
        .frame(width: 100, height: 100)
        let h = try SceneHost(view, size: CGSize(width: 100, height: 100))
        let boxes: [CGRect] = h.displayList().items.compactMap {
            if case .fill(let p, _, _, let m) = $0 { return p.applying(m).boundingRect }
            return nil
        }
        XCTAssertEqual(boxes.count, 1)
        let box = try XCTUnwrap(boxes.first)
        XCTAssertEqual(box.midX, 50, accuracy: 1e-9)
        XCTAssertEqual(box.midY, 50, accuracy: 1e-9)
        XCTAssertEqual(box.width, 20, accuracy: 1e-9)
    }

    /// Inside a TimelineView the canvas draws a new picture every frame.
    func testTimelineCanvasChangesEveryFrame() async throws {
        let h = try SceneHost(WaveCanvasView(), size: CGSize(width: 320, height: 160))
        h.advance(to: 0.5)
        let a = h.displayList()
        h.advance(to: 0.5 + 1.0 / 60)
        XCTAssertNotEqual(a, h.displayList())
    }

    func testCanvasScenesLookRight() async {
        assertSnapshot(of: BarChartCanvasView(), at: 0, size: CGSize(width: 332, height: 232), named: "bars")
        assertSnapshot(of: ClippedCanvasView(), at: 0, size: CGSize(width: 140, height: 140), named: "clipped")
        assertFrames(of: WaveCanvasView(), size: CGSize(width: 320, height: 160), sampling: .times([0, 0.5, 1]), columns: 3, named: "waves")
    }
}
