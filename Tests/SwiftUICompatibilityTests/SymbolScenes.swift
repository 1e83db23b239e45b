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

/// The icon font's family, as the display list names it.
enum SymbolCatalogFamily { static let name = "Material Symbols Outlined" }

extension DisplayList {
    /// Text items drawn with the icon font.
    var symbolItems: [TextItem] {
        items.compactMap { if case .text(let t, _) = $0, t.font.family == SymbolCatalogFamily.name { return t } else { return nil } }
    }
}

@MainActor
final class SymbolSceneTests: XCTestCase {
    /// Known names draw a glyph of the icon font; "not.a.symbol" is neither in the catalogue
    /// nor of a family it knows: it draws `questionmark.circle`'s glyph (never a box) and is named
    /// in one warning, however often drawn.
    func testKnownSymbolsDrawGlyphsAndUnknownOnesWarnOnce() async throws {
        let host = try SceneHost(SettingsPanel(), size: CGSize(width: 360, height: 420))
        // person.crop.circle.fill, chevron.right, bell.badge, wifi, battery.100, heart, 3 stars,
        // heart.fill, trash, play.fill, not.a.symbol.
        XCTAssertEqual(host.displayList().symbolItems.count, 13)
        XCTAssertEqual(host.warnings.filter { $0.contains("'not.a.symbol'") }.count, 1)
        XCTAssertEqual(host.warnings.count, 1, "\(host.warnings)")
        host.advance(to: 1)
        _ = host.displayList()
        XCTAssertEqual(host.warnings.filter { $0.contains("'not.a.symbol'") }.count, 1)
        XCTAssertTrue(host.displayList().items.allSatisfy { if case .stroke = $0 { false } else { true } }, "no placeholder box")
    }

    /// Mail's empty states name the tray and archive box symbols (`ContentUnavailableView("No
    /// Mail", systemImage: "tray")`): each draws its glyph (inbox, all_inbox, move_to_inbox,
    /// archive), the `.fill` names the same glyph filled, with no warning.
    func testTrayAndArchiveBoxSymbolsDrawGlyphs() async throws {
        let names = ["tray", "tray.fill", "tray.full", "tray.and.arrow.down", "archivebox", "archivebox.fill"]
        let host = try SceneHost(HStack { ForEach(names, id: \.self) { Image(systemName: $0) } }, size: CGSize(width: 300, height: 60))
        let items = host.displayList().symbolItems
        XCTAssertEqual(items.map { $0.string.unicodeScalars.first!.value }, [0xE156, 0xE156, 0xE97F, 0xE168, 0xE149, 0xE149])
        XCTAssertEqual(items.map { $0.font.variations.hasPrefix("FILL=1") }, [false, true, false, false, false, true])
        XCTAssertEqual(host.warnings, [])
    }

    /// A `.symbolVariant(.fill)` or a `.fill` name draws the same glyph with the fill axis at 1;
    /// the plain name draws it outlined (FILL 0): Material's `favorite` (U+E87E) for `heart`.
    func testSymbolVariantFillPicksTheFilledGlyph() async throws {
        func item<V: View>(_ v: V) throws -> TextItem {
            try XCTUnwrap(SceneHost(v, size: CGSize(width: 50, height: 50)).displayList().symbolItems.first)
        }
        let plain = try item(Image(systemName: "heart"))
        let variant = try item(Image(systemName: "heart").symbolVariant(.fill))
        let named = try item(Image(systemName: "heart.fill"))
        XCTAssertEqual([plain.string, variant.string, named.string], Array(repeating: "\u{E87E}", count: 3))
        XCTAssertEqual(plain.font.variations, "FILL=0,wght=400,opsz=20.34,GRAD=0")
        XCTAssertEqual(variant.font.variations, "FILL=1,wght=400,opsz=20.34,GRAD=0")
        XCTAssertEqual(named.font.variations, variant.font.variations)
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
