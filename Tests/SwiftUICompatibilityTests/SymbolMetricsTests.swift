// SF Symbols' sizes, baselines, weights and fills (see `Image(systemName:)`'s file comment for
// the numbers and their sources); imports only SceneGraph.
import SceneGraph
import XCTest

@MainActor
final class SymbolMetricsTests: XCTestCase {
    private func host<V: View>(_ view: V) throws -> SceneHost {
        try SceneHost(view, size: CGSize(width: 300, height: 200))
    }

    private func side<V: View>(_ view: V) throws -> CGFloat {
        try XCTUnwrap(host(view).frame(ofFirst: "Image")).height
    }

    /// The frame is a square of 1.18 × the font size × the scale (0.783, 1, 1.29), to a third of
    /// a point: at body (17) 15.67 / 20 / 26 (iOS's large globe at body: 25.9), at title (28)
    /// 26 / 33 / 42.67, at caption (12) 11 / 14 / 18.33.
    func testFrameFollowsFontAndImageScale() async throws {
        let expected: [(Font, [CGFloat])] = [(.body, [15.667, 20, 26]), (.title, [26, 33, 42.667]), (.caption, [11, 14, 18.333])]
        for (font, sides) in expected {
            for (scale, want) in zip([Image.Scale.small, .medium, .large], sides) {
                let got = try side(Image(systemName: "globe").imageScale(scale).font(font))
                XCTAssertEqual(got, want, accuracy: 0.01, "\(font) \(scale)")
                XCTAssertEqual(try side(Image(systemName: "globe").imageScale(scale).font(font)), got)
            }
        }
        XCTAssertEqual(try side(Image(systemName: "star").font(.system(size: 44))), 52, accuracy: 0.01)
    }

    /// The frame is as wide as the ink of a symbol that fills its design box, as iOS lays it
    /// out: in swift-snapshot-testing's public reference (2×) of
    /// `HStack { Image(systemName: "checkmark.circle.fill"); Text("Checked") }.padding(5)` on a
    /// blue fill, the symbol's ink starts 5.0 points inside the fill and is 17.0 points wide, so
    /// the title starts 17 + 8 points after the symbol's leading edge (a 20-point square put it at
    /// 28). Large at body 20.33 (the large globe's ink), small 13.33, at title (28) 28.
    func testFrameIsAsWideAsTheInk() async throws {
        let h = try host(HStack { Image(systemName: "checkmark.circle.fill"); Text("Checked") }.padding(5).fixedSize())
        let image = try XCTUnwrap(h.frame(ofFirst: "Image")), text = try XCTUnwrap(h.frame(ofFirst: "Text"))
        XCTAssertEqual(image.width, 17, accuracy: 0.01)
        XCTAssertEqual(image.height, 20, accuracy: 0.01)
        XCTAssertEqual(text.minX - image.minX, 17 + 8, accuracy: 0.01)
        let glyph = try XCTUnwrap(h.displayList().symbolItems.first)
        XCTAssertEqual(glyph.font.size * 20 / 24, 17, accuracy: 0.06, "the ink fills the frame's width (20 / 1.18)")
        XCTAssertEqual(glyph.frame.midX, image.midX, accuracy: 0.01)
        func width<V: View>(_ view: V) throws -> CGFloat { try XCTUnwrap(host(view).frame(ofFirst: "Image")).width }
        XCTAssertEqual(try width(Image(systemName: "globe").imageScale(.large)), 20.333, accuracy: 0.01)
        XCTAssertEqual(try width(Image(systemName: "globe").imageScale(.small)), 13.333, accuracy: 0.01)
        XCTAssertEqual(try width(Image(systemName: "globe").font(.title)), 28, accuracy: 0.01)
        XCTAssertEqual(try width(Image(systemName: "globe").resizable().frame(width: 30, height: 40)), 30, accuracy: 0.01)
    }

    /// The glyph's design box (20 of the icon font's 24 units) is as wide as SF Symbols' ink:
    /// 17.0 at body, medium (iOS's `checkmark.circle.fill` beside body text: 17.0) and 20.4
    /// large (iOS's globe: 20.33), not the 26.3 points the whole frame gave before.
    func testInkIsSFSymbolsInk() async throws {
        func ink<V: View>(_ view: V) throws -> CGFloat {
            try XCTUnwrap(host(view).displayList().symbolItems.first).font.size * 20 / 24
        }
        XCTAssertEqual(try ink(Image(systemName: "globe")), 20 / 1.18, accuracy: 0.01)
        XCTAssertEqual(try ink(Image(systemName: "globe").imageScale(.large)), 26 * 1.196 / (1.18 * 1.29), accuracy: 0.01)
        XCTAssertEqual(try ink(Image(systemName: "globe").font(.title)), 33 / 1.18, accuracy: 0.01)
    }

    /// Beside text, a symbol is centred on the cap height: centred in an `HStack` its frame's
    /// middle is the text line's, and on `.firstTextBaseline`
    /// its centre is half SF Pro's cap height (0.7046 × 17 / 2 = 5.99), which the system face is drawn
    /// with, above the text's baseline. The
    /// glyph is centred in the frame.
    func testSymbolSitsOnTheCapHeightOfItsText() async throws {
        let centred = try host(HStack { Image(systemName: "globe"); Text("Hello") })
        let image = try XCTUnwrap(centred.frame(ofFirst: "Image")), text = try XCTUnwrap(centred.frame(ofFirst: "Text"))
        XCTAssertEqual(image.midY, text.midY, accuracy: 0.01)

        let onBaseline = try host(
            HStack(alignment: .firstTextBaseline, spacing: 0) {
                Image(systemName: "globe")
                Text("Hello")
                Rectangle().frame(width: 1, height: 0)  // its baseline is its bottom: the text's
            }
            .font(.title))
        let symbol = try XCTUnwrap(onBaseline.frame(ofFirst: "Image"))
        let baseline = try XCTUnwrap(onBaseline.frame(ofFirst: "Rectangle")).minY
        XCTAssertEqual(symbol.midY, baseline - 1443.0 / 2048 * 28 / 2, accuracy: 0.01)
        let glyph = try XCTUnwrap(onBaseline.displayList().symbolItems.first)
        XCTAssertEqual(glyph.frame.midY, symbol.midY, accuracy: 0.01)
        XCTAssertEqual(glyph.frame.midX, symbol.midX, accuracy: 0.01)
    }

    /// The font's weight is the glyph's: regular 400, semibold 600 (`.headline`), bold 700;
    /// heavy and black draw at the icon font's heaviest, 700; ultralight at 100.
    func testWeightFollowsTheFont() async throws {
        func weight<V: View>(_ view: V) throws -> Int {
            try XCTUnwrap(host(view).displayList().symbolItems.first).font.weight
        }
        XCTAssertEqual(try weight(Image(systemName: "star")), 400)
        XCTAssertEqual(try weight(Image(systemName: "star").font(.headline)), 600)
        XCTAssertEqual(try weight(Image(systemName: "star").font(.body.bold())), 700)
        XCTAssertEqual(try weight(Image(systemName: "star").fontWeight(.semibold)), 600)
        XCTAssertEqual(try weight(Image(systemName: "star").font(.system(size: 17, weight: .black))), 700)
        XCTAssertEqual(try weight(Image(systemName: "star").font(.system(size: 17, weight: .ultraLight))), 100)
        let bold = try XCTUnwrap(host(Image(systemName: "star").font(.largeTitle.bold())).displayList().symbolItems.first)
        XCTAssertEqual(bold.font.variations, "FILL=0,wght=700,opsz=40.68,GRAD=0")
    }

    /// Names issue 32 saw draw a placeholder box draw glyphs now, with no warning; an unknown
    /// name of a known family draws its family's glyph and warns once.
    func testFormerlyBoxedNamesDrawGlyphs() async throws {
        let names = ["person.fill.badge.plus", "sun.min", "antenna.radiowaves.left.and.right", "person.crop.circle.badge.plus"]
        let host = try host(HStack { ForEach(names, id: \.self) { Image(systemName: $0) } })
        let items = host.displayList().symbolItems
        XCTAssertEqual(items.count, 4)
        XCTAssertEqual(items.map { $0.font.variations.hasPrefix("FILL=1") }, [true, false, false, false])
        XCTAssertEqual(items[3].string, try XCTUnwrap(SceneHost(Image(systemName: "person.crop.circle"), size: CGSize(width: 40, height: 40)).displayList().symbolItems.first).string)
        XCTAssertEqual(host.warnings.count, 1, "\(host.warnings)")
        XCTAssertTrue(host.warnings[0].contains("'person.crop.circle.badge.plus'") && host.warnings[0].contains("'person.crop.circle'"))
    }
    /// The symbol's single glyph item's paint.
    private func paint<V: View>(_ view: V) throws -> Color.Resolved? {
        let host = try host(view.foregroundStyle(.red))
        for case .text(let t, _) in host.displayList().items {
            if case .color(let c) = t.paint { return c }
        }
        return nil
    }

    /// A symbol whose SF Symbols multicolour form is one colour draws in it with
    /// `.renderingMode(.original)` or `.symbolRenderingMode(.multicolor)`: a cloud white (iOS 17
    /// drew `cloud.fill` so, unseen on white), the sun yellow; a symbol whose multicolour form
    /// colours parts apart, or another mode, keeps the foreground style.
    func testMulticolourSymbolsOfOneColour() async throws {
        XCTAssertEqual(try paint(Image(systemName: "cloud.fill").renderingMode(.original)), Color.white.resolved)
        XCTAssertEqual(try paint(Image(systemName: "cloud").symbolVariant(.fill).symbolRenderingMode(.multicolor)), Color.white.resolved)
        XCTAssertEqual(try paint(Image(systemName: "sun.max.fill").symbolRenderingMode(.multicolor)), Color.yellow.resolved)
        XCTAssertEqual(try paint(Image(systemName: "cloud.rain.fill").renderingMode(.original)), Color.red.resolved)
        XCTAssertEqual(try paint(Image(systemName: "cloud.fill").symbolRenderingMode(.hierarchical)), Color.red.resolved)
        XCTAssertEqual(try paint(Image(systemName: "cloud.fill")), Color.red.resolved)
    }
}
