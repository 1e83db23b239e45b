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
                // The repeated frame (1.2 s twice) changes nothing.
                if k == 26 { XCTAssertEqual(incremental.lastDamage?.rects, [], "frame 26 at \(scale)× repeats frame 25") }
            }
            XCTAssertGreaterThan(drawnInPart, lists.count / 2, "at \(scale)×")
            XCTAssertGreaterThan(encoder.unreadSegments, 0, "segments kept without reading them at \(scale)×")
            // The last frame (back to 0.3 s, a row fewer than at 1.2 s) is paired with the one
            // before unit by unit: drawn in part too.
            XCTAssertNotNil(incremental.lastDamage, "the last frame (back to 0.3 s)")
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
        // A rectangle moved sideways: its two boxes, not the span between them.
        XCTAssertEqual(moved.rects.count, 2)
        var backdrop = GroupEffects()
        backdrop.backdropBlurRadius = 4
        XCTAssertNil(FrameDamage.between(list(20), [.beginGroup(backdrop)] + list(40) + [.endGroup], scale: 1, width: 100, height: 100))
    }

    /// A bar (a rounded rectangle) whose top moves damages the rows its top and top corners
    /// crossed, across its width, not its old and new boxes; a label beside it whose number
    /// changes (the old and new texts in groups that cross-fade, which the old list did not
    /// have) damages its own boxes only, the lists being paired unit by unit. Each item that
    /// stays the same is not damaged.
    func testDamageOfAGrowingBarAndACrossFadingLabel() async throws {
        let scale = 3.0
        func bar(top: CGFloat) -> DisplayItem {
            .fill(
                Path(roundedRect: CGRect(x: 40, y: top, width: 20, height: 300 - top), cornerRadius: 6), FillStyle(),
                .color(Color.blue.resolved), transform: .identity)
        }
        func label(_ s: String, top: CGFloat) -> DisplayItem {
            .text(TextItem(string: s, font: Font.system(size: 12).resolved, paint: .color(Color.gray.resolved), frame: CGRect(x: 40, y: top - 21, width: 16, height: 15)), transform: .identity)
        }
        func fading(_ opacity: Double, _ item: DisplayItem) -> [DisplayItem] {
            var g = GroupEffects()
            g.opacity = opacity
            return [.beginGroup(g), item, .endGroup]
        }
        let background = DisplayItem.fill(Path(CGRect(x: 0, y: 0, width: 200, height: 400)), FillStyle(), .color(Color.white.resolved), transform: .identity)
        let month = label("J", top: 330)
        let old = [background, label("45", top: 100), bar(top: 100), month]
        let new = [background] + fading(0.4, label("45", top: 96)) + fading(0.6, label("46", top: 96)) + [bar(top: 96), month]
        let damage = try XCTUnwrap(FrameDamage.between(old, new, scale: scale, width: 600, height: 1200))
        let union = damage.rects.reduce(CGRect.null) { $0.union($1) }
        // The bar's top from 96 to 100 pt and its continuous corners below (1.53 times their
        // radius), 2 pixels of antialiasing; nothing of the bar's lower part.
        XCTAssertGreaterThanOrEqual(union.maxY, 100 * scale, "\(damage.rects)")
        XCTAssertLessThanOrEqual(union.maxY, (100 + 6 * 1.53) * scale + 3, "nothing below the bar's old top corners: \(damage.rects)")
        // The labels' boxes (their frames grown by the font size) are damaged.
        XCTAssertTrue(damage.rects.contains { $0.contains(CGRect(x: 40 * scale, y: 75 * scale, width: 16 * scale, height: 15 * scale)) }, "\(damage.rects)")
        // The month's label, the background and the bar's lower part are not drawn again.
        XCTAssertFalse(damage.visible[new.count - 1], "the month's label reaches no damaged pixel")
        let area = damage.rects.reduce(0) { $0 + $1.width * $1.height }
        XCTAssertLessThan(area, 0.05 * 600 * 1200, "\(damage.rects)")
    }

    /// Bars alone (rounded rectangles with continuous corners, a rectangle, a capsule) whose
    /// tops rise and fall by whole, fractional and tiny amounts, drawn over the frame before:
    /// each frame damaged only where the tops moved (`FrameDamage.movedEdges`), the bars drawn
    /// without what lies 4 rows below the damage (`CairoRenderer.truncated`), the background
    /// and a translucent veil (rectangles of whole pixels) filled in the damage only, is the
    /// bytes of the whole drawing, at 1×, 2× and 3×. (Cutting the bars 6 rows inside the damage
    /// instead fails here.)
    func testBarsWhoseTopsMoveDrawnInPartEqualTheWholeDrawing() async throws {
        let tops: [CGFloat] = [100, 96, 96.4, 103.7, 103.7001, 80, 140, 139.25, 60.5, 61, 120, 100]
        func list(_ k: Int) -> DisplayList {
            var items: [DisplayItem] = [
                .fill(Path(CGRect(x: 0, y: 0, width: 240, height: 260)), FillStyle(), .color(Color.white.resolved), transform: .identity)
            ]
            for i in 0..<4 {
                let top = tops[(k + 3 * i) % tops.count] + CGFloat(i) * 0.3
                let rect = CGRect(x: 10.25 + CGFloat(i) * 57.5, y: top, width: 37.3, height: 240 - top)
                let path: Path
                switch i {
                case 0: path = Path(rect)
                case 1: path = Path(roundedRect: rect, cornerRadius: 18, style: .circular)
                case 2: path = Path(roundedRect: rect, cornerRadius: 12)
                default: path = Path(roundedRect: rect, cornerRadius: 6.5)
                }
                items.append(.fill(path, FillStyle(), .color(Color(red: 0, green: 0.48, blue: 1, opacity: i == 3 ? 0.6 : 1).resolved), transform: .identity))
            }
            // A translucent veil of whole pixels over them, filled in the damage only.
            items.append(.fill(Path(CGRect(x: 0, y: 40, width: 240, height: 200)), FillStyle(), .color(Color(white: 0, opacity: 0.25).resolved), transform: .identity))
            return DisplayList(size: CGSize(width: 240, height: 260), items: items)
        }
        for scale in [1.0, 2.0, 3.0] {
            let incremental = CairoRenderer(), whole = CairoRenderer()
            whole.incrementalDrawing = false
            var limited = 0
            for k in 0..<(2 * tops.count) {
                let l = list(k)
                let a = try incremental.render(l, scale: scale), b = try whole.render(l, scale: scale)
                XCTAssertTrue(a.pixels == b.pixels, "frame \(k) at \(scale)×: \(zip(a.pixels, b.pixels).filter { $0 != $1 }.count) bytes differ")
                if let damage = incremental.lastDamage, damage.rects.allSatisfy({ $0.height < 150 * scale }) { limited += 1 }
            }
            XCTAssertGreaterThan(limited, tops.count, "frames damaged only near the bars' tops at \(scale)×")
        }
    }
}
