import XCTest
import CCairo
@testable import SceneRender
@testable import SceneGraph

/// Frames drawn where they differ from the frame before (`FrameDamage`, `CairoRenderer.drawDamage`)
/// and encoded by keeping the segments of rows the draw did not change (`CanvasChanges`) are the
/// pixels of frames drawn whole and the bytes a fresh encoder writes.
@MainActor
final class IncrementalFrameTests: XCTestCase {
    /// A settings-like screen: static rows of text, a switch whose knob (with a shadow) slides,
    /// a row that appears, a card that fades and one that moves under a translucent bar.
    struct Screen: View {
        let t: Double
        var body: some View {
            ZStack(alignment: .topLeading) {
                Color(white: 0.95)
                VStack(alignment: .leading, spacing: 8) {
                    ForEach(0..<(t > 0.5 ? 5 : 4), id: \.self) { i in
                        HStack {
                            Text("Row \(i)").font(.system(size: 15))
                            Spacer()
                            Capsule().fill(i == 1 && t > 0.2 ? Color.green : Color(white: 0.85)).frame(width: 44, height: 26)
                                .overlay(alignment: .leading) {
                                    Circle().fill(.white).frame(width: 22, height: 22).shadow(radius: 2, y: 1)
                                        .offset(x: i == 1 ? 2 + 18 * min(1, t) : 2)
                                }
                        }
                        .padding(.horizontal, 12).frame(height: 36).background(Color.white)
                    }
                }
                .padding(.top, 20)
                RoundedRectangle(cornerRadius: 10).fill(LinearGradient(colors: [.orange, .pink], startPoint: .top, endPoint: .bottom))
                    .frame(width: 80, height: 50).shadow(color: .blue.opacity(0.4), radius: 6, y: 3)
                    .offset(x: 20 + 100 * t, y: 240)
                    .opacity(1 - 0.5 * t)
                Rectangle().fill(Color.black.opacity(0.2)).frame(width: 220, height: 20).offset(y: 250).blendMode(.multiply)
                Text("Title").font(.system(size: 28, weight: .bold)).blur(radius: t > 0.7 ? 2 : 0).offset(x: 120, y: 290)
            }
        }
    }

    func testIncrementalFramesEqualWholeFramesAndTheirFilesAFreshEncoders() async throws {
        let times = (0...24).map { Double($0) / 20 } + [1.2, 1.2, 0.3]
        for scale in [1.0, 3.0] {
            let recorder = FrameRecorder(size: CGSize(width: 240, height: 340), scale: scale)
            let lists = try times.map { try recorder.displayLists(Screen(t: $0), times: [0])[0] }
            let incremental = CairoRenderer(), whole = CairoRenderer()
            whole.incrementalDrawing = false
            let encoder = IgzipPNGEncoder()
            var drawnInPart = 0
            for (k, list) in lists.enumerated() {
                let surface = try incremental.draw(list, scale: scale, background: .white)
                let file = try encoder.encode(surface: surface, knownOpaque: true, changes: incremental.lastChanges)
                XCTAssertEqual(file, try IgzipPNGEncoder().encode(surface: surface, knownOpaque: true), "frame \(k) at \(scale)×: the file")
                let a = CairoRenderer.straightRGBA(surface: surface, width: Int(240 * scale), height: Int(340 * scale))
                let b = try whole.render(list, scale: scale)
                XCTAssertTrue(a.pixels == b.pixels, "frame \(k) at \(scale)×: \(zip(a.pixels, b.pixels).filter { $0 != $1 }.count) bytes differ")
                if incremental.lastDamage != nil { drawnInPart += 1 }
            }
            XCTAssertGreaterThan(drawnInPart, lists.count / 2, "at \(scale)×")
            XCTAssertGreaterThan(encoder.unreadSegments, 0, "segments kept without reading them at \(scale)×")
            // The repeated frame (1.2 s twice) changes nothing.
            XCTAssertEqual(incremental.lastDamage, nil, "the last frame (back to 0.3 s) is far from 1.2 s")
        }
    }

    /// The damage of one moved item is its old and new boxes; a shadow's reach joins them; a
    /// list that did not change has none; a backdrop blur draws the frame whole.
    func testDamageOfAMovedItem() async throws {
        func list(_ x: CGFloat, shadow: Bool = false) -> [DisplayItem] {
            let dot = DisplayItem.fill(Path(CGRect(x: x, y: 10, width: 10, height: 10)), FillStyle(), .color(Color.red.resolved), transform: .identity)
            guard shadow else { return [dot] }
            var g = GroupEffects()
            g.shadow = GroupEffects.Shadow(color: Color.black.resolved, radius: 2, x: 0, y: 0)
            return [.beginGroup(g), dot, .endGroup]
        }
        let same = try XCTUnwrap(FrameDamage.between(list(20), list(20), scale: 1, width: 100, height: 100))
        XCTAssertEqual(same.rects, [])
        let moved = try XCTUnwrap(FrameDamage.between(list(20), list(40), scale: 1, width: 100, height: 100))
        XCTAssertEqual(moved.rects, [CGRect(x: 18, y: 8, width: 14, height: 14), CGRect(x: 38, y: 8, width: 14, height: 14)])
        let shadowed = try XCTUnwrap(FrameDamage.between(list(20, shadow: true), list(40, shadow: true), scale: 1, width: 100, height: 100))
        // Grown by the shadow's reach (3σ + 1 = 7 px) on top of the 2 px margin.
        XCTAssertTrue(shadowed.rects.contains { $0.contains(CGRect(x: 11, y: 1, width: 28, height: 28)) }, "\(shadowed.rects)")
        var backdrop = GroupEffects()
        backdrop.backdropBlurRadius = 4
        XCTAssertNil(FrameDamage.between(list(20), [.beginGroup(backdrop)] + list(40) + [.endGroup], scale: 1, width: 100, height: 100))
    }
}
