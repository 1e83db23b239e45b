import XCTest
@testable import SceneGraph
@testable import SceneRender

/// A group wholly outside the canvas (its effects' reach included) draws nothing, so it is left
/// out of the frame's key: frames that differ only there are one frame, drawn once.
final class OffCanvasKeyTests: XCTestCase {
    /// A card with a shadow thrown to the right, 4,000 points in one second.
    struct Thrown: View {
        @State var x: CGFloat = 0
        var body: some View {
            ZStack {
                Color.white
                RoundedRectangle(cornerRadius: 6).fill(.orange).frame(width: 40, height: 30)
                    .shadow(radius: 4).offset(x: x)
            }
            .onAppear { withAnimation(.linear(duration: 1)) { x = 4000 } }
        }
    }

    @MainActor
    func testFramesThatDifferOnlyOffTheCanvasAreOneFrameAndEqualTheirFullDrawing() async throws {
        for jobs in [1, 2] {
            var recorder = FrameRecorder(size: CGSize(width: 120, height: 80), fps: 30, scale: 2)
            recorder.resume = false
            recorder.progressMode = .never
            recorder.jobs = jobs
            let seq = try recorder.record(Thrown(), duration: 1, to: Draw.folder("thrown-\(jobs)"))
            // From the second frame on the card (x ≥ 133 pt) and its shadow are off the canvas.
            XCTAssertEqual(seq.reused, seq.frames.count - 2, "jobs \(jobs)")
            for (position, url) in seq.frames.enumerated() {
                let written = try RenderedImage(contentsOfPNG: url)
                let drawn = try recorder.image(of: Thrown(), at: seq.times[seq.indices[position]])
                XCTAssertEqual(written, drawn, "frame \(position), jobs \(jobs)")
            }
        }
    }

    func testOnlyGroupsWhollyOutsideTheCanvasAreLeftOut() {
        func card(_ x: CGFloat) -> [DisplayItem] {
            var effects = GroupEffects()
            effects.shadow = GroupEffects.Shadow(color: Draw.black, radius: 4, x: 0, y: 0)
            return [
                .beginGroup(effects),
                Draw.fill(Path(CGRect(x: x, y: 10, width: 20, height: 20))),
                .endGroup
            ]
        }
        let inside = card(30), touching = card(-30), outside = card(-60), below = card(300)
        let items = inside + touching + outside + [Draw.fill(Path(CGRect(x: -500, y: 0, width: 5, height: 5)))] + below
        let kept = CairoRenderer.itemsReachingCanvas(items, scale: 1, pixelWidth: 100, pixelHeight: 100)
        // The shadow reaches 3σ + 1 + 2 = 15 px: the card at −30 still touches the canvas.
        XCTAssertEqual(kept, inside + touching + [Draw.fill(Path(CGRect(x: -500, y: 0, width: 5, height: 5)))])
        XCTAssertEqual(CairoRenderer.itemsReachingCanvas(inside, scale: 1, pixelWidth: 100, pixelHeight: 100), inside)
    }
}
