import SceneGraph
import XCTest

extension DisplayList {
    func textFrame(_ s: String) -> CGRect? { textFrames.first { $0.string == s }?.frame }
    func textFont(_ s: String) -> Font.Resolved? {
        items.compactMap { if case .text(let t, _) = $0, t.string == s { return t.font } else { return nil } }.first
    }
}

@MainActor
final class NavigationSceneTests: XCTestCase {
    let phone = CGSize(width: 390, height: 844)

    /// The root screen's title is large: 34 pt bold, 16 pt from the leading edge, in the 52 pt
    /// under the 44 pt bar.
    func testRootScreenHasALargeTitle() async throws {
        let host = try SceneHost(SettingsScreen(), size: phone)
        let list = host.displayList()
        let title = try XCTUnwrap(list.textFrame("Settings"))
        XCTAssertEqual(title.minX, 16)
        XCTAssertGreaterThan(title.minY, 44)
        XCTAssertLessThan(title.maxY, 96)
        XCTAssertEqual(list.textFont("Settings")?.size, 34)
        XCTAssertEqual(list.textFont("Settings")?.weight, 700)
    }

    /// A `Label` in a list row draws its icon in the accent colour and its title in the label
    /// colour, as iOS does; with a foreground colour of its own the row keeps that colour.
    func testLabelIconInAListRowIsTinted() async throws {
        struct Rows: View {
            var body: some View {
                List {
                    Label("Wi-Fi", systemImage: "wifi")
                    Label("Alarm", systemImage: "bell").foregroundColor(.red)
                }
            }
        }
        let host = try SceneHost(Rows(), size: phone)
        var paints: [String: Paint] = [:]
        var order: [String] = []
        for item in host.displayList().items {
            if case .text(let t, _) = item { paints[t.string] = t.paint; order.append(t.string) }
        }
        XCTAssertEqual(paints["Wi-Fi"], .color(Color.primary.resolved))
        XCTAssertEqual(paints["Alarm"], .color(Color.red.resolved))
        // The icons are drawn before their titles.
        let wifiIcon = try XCTUnwrap(order.firstIndex(of: "Wi-Fi")).advanced(by: -1)
        let bellIcon = try XCTUnwrap(order.firstIndex(of: "Alarm")).advanced(by: -1)
        XCTAssertEqual(paints[order[wifiIcon]], .color(Color.accentColor.resolved))
        XCTAssertEqual(paints[order[bellIcon]], .color(Color.red.resolved))
    }

    /// A trailing toolbar item sits 16 pt from the trailing edge, centred in the 44 pt bar.
    func testTrailingToolbarItemSitsAtTheBarsEnd() async throws {
        let host = try SceneHost(SettingsScreen(), size: phone)
        let edit = try XCTUnwrap(host.displayList().textFrame("Edit"))
        XCTAssertEqual(edit.maxX, 390 - 16, accuracy: 0.01)
        XCTAssertEqual(edit.midY, 22, accuracy: 0.01)
    }

    /// Inset grouped: on a 390 pt screen the cards are inset 20 pt (350 pt wide) and start
    /// 35 pt under the 96 pt bar; rows are 44 pt; text starts 16 pt into the card.
    func testInsetGroupedCardsAndRows() async throws {
        let host = try SceneHost(SettingsScreen(), size: phone)
        let list = host.displayList()
        let cards = list.fillBoxes.filter { $0.width == 350 }
        XCTAssertEqual(cards.first?.minX, 20)
        XCTAssertEqual(cards.first?.minY, 96 + 35)
        XCTAssertEqual(cards.first?.height, 88, "two rows of 44 pt")
        XCTAssertEqual(try XCTUnwrap(list.textFrame("Wi-Fi")).minX, 36)
        XCTAssertEqual(try XCTUnwrap(list.textFrame("Wi-Fi")).midY, 96 + 35 + 22, accuracy: 0.5)
    }

    /// Plain-text section headers are uppercased; footers are not.
    func testSectionHeaderIsUppercasedAndFooterIsNot() async throws {
        let texts = try SceneHost(SettingsScreen(), size: phone).displayList().textStrings
        XCTAssertTrue(texts.contains("GENERAL"), "\(texts)")
        XCTAssertTrue(texts.contains("Software updates are installed overnight."))
    }

    /// Tapping a link pushes its destination: mid-push both screens are drawn, the new one
    /// sliding in from the right; once settled, the destination has an inline title and a back
    /// button named after the previous screen.
    func testTappingANavigationLinkPushesItsDestination() async throws {
        let host = try SceneHost(SettingsScreen(), size: phone)
        let row = try XCTUnwrap(host.displayList().textFrame("Wi-Fi"))
        host.send(PointerEvent(.down, at: CGPoint(x: 200, y: row.midY), time: 0.1))
        host.send(PointerEvent(.up, at: CGPoint(x: 200, y: row.midY), time: 0.15))
        host.advance(to: 0.25)
        let mid = host.displayList()
        XCTAssertTrue(mid.textStrings.contains("About"), "the root screen is still drawn mid-push")
        let sliding = try XCTUnwrap(mid.textFrame("Wi-Fi settings"))
        XCTAssertGreaterThan(sliding.midX, 195 + 20, "the new screen is still to the right of its place")
        host.advance(to: 2)
        let done = host.displayList()
        XCTAssertFalse(done.textStrings.contains("About"))
        XCTAssertEqual(try XCTUnwrap(done.textFrame("Wi-Fi settings")).midX, 195, accuracy: 0.5)
        XCTAssertEqual(try XCTUnwrap(done.textFrame("Wi-Fi")).midX, 195, accuracy: 0.5, "inline title, centred")
        XCTAssertEqual(done.textFont("Wi-Fi")?.size, 17)
        XCTAssertTrue(done.textStrings.contains("Settings"), "back button titled after the previous screen")
    }

    /// The back button pops the pushed screen (it slides out for 1 s, then is gone).
    func testBackButtonPops() async throws {
        let host = try SceneHost(SettingsScreen(), size: phone)
        let row = try XCTUnwrap(host.displayList().textFrame("Wi-Fi"))
        host.send(PointerEvent(.down, at: CGPoint(x: 200, y: row.midY), time: 0.1))
        host.send(PointerEvent(.up, at: CGPoint(x: 200, y: row.midY), time: 0.15))
        host.advance(to: 2)
        let back = try XCTUnwrap(host.displayList().textFrame("Settings"))
        host.send(PointerEvent(.down, at: CGPoint(x: back.midX, y: back.midY), time: 2.1))
        host.send(PointerEvent(.up, at: CGPoint(x: back.midX, y: back.midY), time: 2.15))
        host.advance(to: 3.5)
        XCTAssertTrue(host.displayList().textStrings.contains("About"))
        XCTAssertFalse(host.displayList().textStrings.contains("Wi-Fi settings"))
    }

    /// A value link pushes what `navigationDestination(for:)` makes for its value.
    func testValueLinkPushesTheRegisteredDestination() async throws {
        let host = try SceneHost(ColorPickerScreen(), size: phone)
        let row = try XCTUnwrap(host.displayList().textFrame("Green"))
        host.send(PointerEvent(.down, at: CGPoint(x: 200, y: row.midY), time: 0.1))
        host.send(PointerEvent(.up, at: CGPoint(x: 200, y: row.midY), time: 0.15))
        host.advance(to: 2)
        XCTAssertTrue(host.displayList().textStrings.contains("You picked Green"))
    }

    /// `navigationBarTitle(_:displayMode: .inline)`: a 17 pt title centred in the 44 pt bar, and
    /// the list's first card 35 pt under the bar.
    func testInlineTitle() async throws {
        let list = try SceneHost(FruitListScreen(), size: phone).displayList()
        let title = try XCTUnwrap(list.textFrame("Fruits"))
        XCTAssertEqual(title.midX, 195, accuracy: 0.5)
        XCTAssertEqual(title.midY, 22, accuracy: 0.5)
        XCTAssertEqual(list.fillBoxes.first { $0.width == 350 }?.minY, 44 + 35)
    }

    /// In the dark the bar's title is drawn in the dark primary colour, white, as on iOS: the
    /// large title when `.preferredColorScheme(.dark)` is inside the stack (the scene turns
    /// dark after its first update), the inline one when the stack's environment is dark
    /// (`.environment(\.colorScheme, .dark)`, in a light scene). The light scene's title stays
    /// black.
    func testTitleIsWhiteInTheDark() async throws {
        func titlePaint(_ list: DisplayList, _ title: String) -> Paint? {
            list.items.compactMap { if case .text(let t, _) = $0, t.string == title { return t.paint } else { return nil } }.first
        }
        let white = Paint.color(Color.white.resolved), black = Paint.color(Color.black.resolved)
        let preferred = try SceneHost(SettingsScreen().preferredColorScheme(.dark), size: phone).displayList()
        XCTAssertEqual(titlePaint(preferred, "Settings"), white)
        let inside = try SceneHost(NavigationStack { Text("Body").navigationTitle("Inbox").preferredColorScheme(.dark) }, size: phone)
        XCTAssertEqual(titlePaint(inside.displayList(), "Inbox"), white)
        let subtree = try SceneHost(FruitListScreen().environment(\.colorScheme, .dark), size: phone).displayList()
        XCTAssertEqual(titlePaint(subtree, "Fruits"), white)
        XCTAssertEqual(titlePaint(try SceneHost(FruitListScreen(), size: phone).displayList(), "Fruits"), black)
    }

    /// A tab bar item tapped selects its tab.
    func testTabBarTapSelectsTheTab() async throws {
        let host = try SceneHost(HomeTabs(), size: phone)
        func visible() -> [String] {
            // Texts drawn at full opacity (hidden tabs are drawn in a group of opacity 0).
            var depth0: [String] = []
            var hiddenDepth = 0
            for item in host.displayList().items {
                switch item {
                case .beginGroup(let g): if hiddenDepth > 0 || g.opacity == 0 { hiddenDepth += 1 }
                case .endGroup: if hiddenDepth > 0 { hiddenDepth -= 1 }
                case .text(let t, _): if hiddenDepth == 0 { depth0.append(t.string) }
                default: break
                }
            }
            return depth0
        }
        XCTAssertTrue(visible().contains("Home feed"))
        XCTAssertFalse(visible().contains("Your profile"))
        let profile = try XCTUnwrap(host.displayList().textFrame("Profile"))
        XCTAssertGreaterThan(profile.minY, 844 - 49)
        host.send(PointerEvent(.down, at: CGPoint(x: profile.midX, y: profile.midY), time: 0.1))
        host.send(PointerEvent(.up, at: CGPoint(x: profile.midX, y: profile.midY), time: 0.15))
        host.advance(to: 0.3)
        XCTAssertTrue(visible().contains("Your profile"))
        XCTAssertFalse(visible().contains("Home feed"))
    }

    // MARK: safe area

    /// The canvas has no safe area by default: `ignoresSafeArea` changes nothing.
    func testNoSafeAreaByDefault() async throws {
        let list = try SceneHost(FullBleedScreen(), size: phone).displayList()
        XCTAssertEqual(list.fillBoxes.first, CGRect(x: 0, y: 0, width: 390, height: 844))
        XCTAssertEqual(try XCTUnwrap(list.textFrame("Top of the safe area")).minY, 0)
    }

    /// With a canvas safe area of 47 pt at the top and 34 pt at the bottom, content keeps inside
    /// it, and the background that ignores it fills the whole canvas.
    func testIgnoresSafeAreaExtendsToTheCanvasEdges() async throws {
        let view = FullBleedScreen().canvasSafeArea(EdgeInsets(top: 47, leading: 0, bottom: 34, trailing: 0))
        let list = try SceneHost(view, size: phone).displayList()
        XCTAssertEqual(list.fillBoxes.first, CGRect(x: 0, y: 0, width: 390, height: 844))
        XCTAssertEqual(try XCTUnwrap(list.textFrame("Top of the safe area")).minY, 47)
        XCTAssertEqual(try XCTUnwrap(list.textFrame("Bottom of the safe area")).maxY, 844 - 34)
    }

    /// `edgesIgnoringSafeArea(.top)` inside a 100 pt frame at the top of the safe area: the colour
    /// grows up by the 47 pt inset to the canvas edge; its bottom stays.
    func testEdgesIgnoringSafeAreaTopOnly() async throws {
        let view = TopBleedScreen().canvasSafeArea(EdgeInsets(top: 47, leading: 0, bottom: 34, trailing: 0))
        let list = try SceneHost(view, size: phone).displayList()
        XCTAssertEqual(list.fillBoxes.first, CGRect(x: 0, y: 0, width: 390, height: 147))
    }

    /// A list's grouped background (#F2F2F7) extends under the navigation bar (which has none).
    func testListBackgroundExtendsUnderTheNavigationBar() async throws {
        let list = try SceneHost(SettingsScreen(), size: phone).displayList()
        let grouped = Color(red: 242 / 255, green: 242 / 255, blue: 247 / 255).resolved
        let greys = list.items.compactMap { item -> CGRect? in
            guard case .fill(let path, _, .color(let c), let t) = item, c == grouped else { return nil }
            return path.applying(t).boundingRect
        }
        XCTAssertEqual(greys, [CGRect(x: 0, y: 0, width: 390, height: 844)])
    }
}
