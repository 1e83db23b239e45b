// SwiftUI-style code with SF Symbols and labels, as sample code writes it; imports only SceneGraph.
import SceneGraph
import XCTest

/// A settings-like list of rows with symbols, labels and a chevron.
struct SettingsPanel: View {
    @State private var favourite = false
    var body: some View {
        VStack(alignment: .leading, spacing: 14) {
            HStack {
                Image(systemName: "person.crop.circle.fill")
                    .font(.system(size: 44))
                    .foregroundStyle(.gray)
                VStack(alignment: .leading) {
                    Text("Ada Lovelace").font(.headline)
                    Text("Apple ID, iCloud, Media").font(.caption).foregroundColor(.secondary)
                }
                Spacer()
                Image(systemName: "chevron.right").foregroundColor(Color(.tertiaryLabel))
            }
            Label("Notifications", systemImage: "bell.badge")
            Label("Wi-Fi", systemImage: "wifi")
            Label("Battery", systemImage: "battery.100")
            Label {
                Text("Favourite")
            } icon: {
                Image(systemName: favourite ? "heart.fill" : "heart").foregroundColor(.pink)
            }
            .onTapGesture { favourite.toggle() }
            HStack(spacing: 18) {
                Image(systemName: "star.fill").imageScale(.small)
                Image(systemName: "star.fill")
                Image(systemName: "star.fill").imageScale(.large)
                Image(systemName: "heart").symbolVariant(.fill).foregroundStyle(.red)
                Image(systemName: "trash").symbolRenderingMode(.hierarchical)
                Image(systemName: "play.fill").font(.title)
                Image(systemName: "not.a.symbol")
            }
            .foregroundColor(.blue)
        }
        .padding()
    }
}

extension DisplayList {
    /// Text items drawn with the icon font.
    var symbolItems: [TextItem] {
        items.compactMap { if case .text(let t, _) = $0, t.font.family == "Material Icons" { return t } else { return nil } }
    }
}

@MainActor
final class SymbolSceneTests: XCTestCase {
    /// Known names draw a glyph of the icon font; "not.a.symbol" is not in the catalogue: it
    /// draws a placeholder (a stroked rounded square) and is named in one warning, however often drawn.
    func testKnownSymbolsDrawGlyphsAndUnknownOnesWarnOnce() async throws {
        let host = try SceneHost(SettingsPanel(), size: CGSize(width: 360, height: 420))
        // person.crop.circle.fill, chevron.right, bell.badge, wifi, battery.100, heart, 3 stars,
        // heart.fill, trash, play.fill.
        XCTAssertEqual(host.displayList().symbolItems.count, 12)
        XCTAssertEqual(host.warnings.filter { $0.contains("'not.a.symbol'") }.count, 1)
        XCTAssertEqual(host.warnings.count, 1, "\(host.warnings)")
        host.advance(to: 1)
        _ = host.displayList()
        XCTAssertEqual(host.warnings.filter { $0.contains("'not.a.symbol'") }.count, 1)
    }

    /// Mail's empty states name the tray and archive box symbols (`ContentUnavailableView("No
    /// Mail", systemImage: "tray")`): each draws its glyph (inbox, all_inbox, move_to_inbox,
    /// archive), with no placeholder warning.
    func testTrayAndArchiveBoxSymbolsDrawGlyphs() async throws {
        let names = ["tray", "tray.fill", "tray.full", "tray.and.arrow.down", "archivebox", "archivebox.fill"]
        let host = try SceneHost(HStack { ForEach(names, id: \.self) { Image(systemName: $0) } }, size: CGSize(width: 300, height: 60))
        let glyphs = host.displayList().symbolItems.map { $0.string.unicodeScalars.first!.value }
        XCTAssertEqual(glyphs, [0xE156, 0xE156, 0xE97F, 0xE168, 0xE149, 0xE149])
        XCTAssertEqual(host.warnings, [])
    }

    /// A `.fill` name without a glyph of its own draws its outline form's glyph, with no
    /// placeholder warning: `hand.raised.fill` as `hand.raised` (Material's pan_tool, U+E925);
    /// an unknown name with `.fill` still warns.
    func testFillNameWithoutItsOwnGlyphDrawsTheOutlineGlyph() async throws {
        let names = ["hand.raised.fill", "not.a.symbol.fill"]
        let host = try SceneHost(HStack { ForEach(names, id: \.self) { Image(systemName: $0) } }, size: CGSize(width: 300, height: 60))
        let glyphs = host.displayList().symbolItems.map { $0.string.unicodeScalars.first!.value }
        XCTAssertEqual(glyphs, [0xE925])
        XCTAssertEqual(host.warnings.filter { $0.contains("'not.a.symbol.fill'") }.count, 1)
    }

    /// A symbol's frame is a square of 1.2 × the font size × the image scale: 20.33 at body
    /// (17 × 1.2 = 20.4, to a third of a point), 16 small (17 × 1.2 × 0.78 = 15.9), 26.33 large,
    /// 52.67 at 44 points.
    func testSymbolSizeFollowsFontAndImageScale() async throws {
        func side<V: View>(_ v: V) throws -> CGFloat {
            let host = try SceneHost(v, size: CGSize(width: 200, height: 200))
            return try XCTUnwrap(host.frame(ofFirst: "Image")).width
        }
        XCTAssertEqual(try side(Image(systemName: "star")), 20.333, accuracy: 0.01)
        XCTAssertEqual(try side(Image(systemName: "star").imageScale(.small)), 16, accuracy: 0.01)
        XCTAssertEqual(try side(Image(systemName: "star").imageScale(.large)), 26.333, accuracy: 0.01)
        XCTAssertEqual(try side(Image(systemName: "star").font(.system(size: 44))), 52.667, accuracy: 0.01)
    }

    /// `.symbolVariant(.fill)` picks "heart.fill" for "heart": both map to Material's `favorite`
    /// (U+E87D) and `favorite_border` (U+E87E).
    func testSymbolVariantFillPicksTheFilledGlyph() async throws {
        let plain = try SceneHost(Image(systemName: "heart"), size: CGSize(width: 50, height: 50))
        let filled = try SceneHost(Image(systemName: "heart").symbolVariant(.fill), size: CGSize(width: 50, height: 50))
        XCTAssertEqual(plain.displayList().symbolItems.first?.string, "\u{E87E}")
        XCTAssertEqual(filled.displayList().symbolItems.first?.string, "\u{E87D}")
    }

    /// A label puts the icon before the title, 8 points apart, centred on one line; the icon
    /// takes the foreground colour set on the label.
    func testLabelPlacesIconThenTitle() async throws {
        let host = try SceneHost(Label("Wi-Fi", systemImage: "wifi").foregroundColor(.green), size: CGSize(width: 200, height: 60))
        let icon = try XCTUnwrap(host.frame(ofFirst: "Image"))
        let title = try XCTUnwrap(host.frame(ofFirst: "Text"))
        XCTAssertEqual(title.minX - icon.maxX, 8, accuracy: 0.01)
        XCTAssertEqual(title.midY, icon.midY, accuracy: 0.5)
        XCTAssertEqual(host.displayList().symbolItems.first?.paint, .color(Color.green.resolved))
    }

    /// Core Graphics geometry as on Apple's platforms.
    func testCoreGraphicsGeometry() async {
        let r = CGRect(x: 10, y: 20, width: 30, height: 40)
        XCTAssertEqual(r.applying(CGAffineTransform(scaleX: 2, y: 3)), CGRect(x: 20, y: 60, width: 60, height: 120))
        // A quarter turn maps (10…40, 20…60) to (−60…−20, 10…40).
        let turned = r.applying(CGAffineTransform(rotationAngle: .pi / 2))
        XCTAssertEqual(turned.minX, -60, accuracy: 1e-9)
        XCTAssertEqual(turned.maxY, 40, accuracy: 1e-9)
        XCTAssertEqual(CGSize(width: 3, height: 4).applying(CGAffineTransform(translationX: 100, y: 100)), CGSize(width: 3, height: 4))
        XCTAssertTrue(r.insetBy(dx: 5, dy: 5).equalTo(CGRect(x: 15, y: 25, width: 20, height: 30)))
        XCTAssertEqual(CGVector(dx: 3, dy: 4).dx, 3)
        let t = CGAffineTransform(translationX: 5, y: 0).scaledBy(x: 2, y: 2)
        XCTAssertEqual(CGPoint(x: 1, y: 1).applying(t).applying(t.inverted()).x, 1, accuracy: 1e-12)
        XCTAssertTrue(CGAffineTransform.identity.isIdentity)
    }
}
