import SceneGraph
import SceneTesting
import XCTest

// API that whole apps in the measured set (Tools/whole-apps) stopped at, written as that app
// code writes it: each declaration compiles only with the API it uses.

/// A game-over alert titled with an interpolated literal (a `LocalizedStringKey`), with actions
/// and a message; a background from gradient stops; an answer field capitalised the pre-iOS 16
/// way; the status bar hidden.
struct RoundOverView: View {
    @State private var showingScore = true
    let score: Int
    private let inner = Gradient.Stop(color: .indigo, location: 0.3)
    private let outer = Gradient.Stop(color: .pink, location: 0.3)

    var body: some View {
        ZStack {
            RadialGradient(stops: [inner, outer], center: .top, startRadius: 200, endRadius: 700)
                .ignoresSafeArea()
            TextField("Your word", text: .constant(""))
                .autocapitalization(.none)
        }
        .statusBar(hidden: true)
        .alert("Score: \(score)", isPresented: $showingScore) {
            Button("Continue") {}
        } message: {
            Text("Well played")
        }
    }
}

/// The same alert with presented data.
struct PresentingAlertView: View {
    @State private var shown = true
    let word: String?
    var body: some View {
        Color.white.alert("Not a word", isPresented: $shown, presenting: word) { _ in
            Button("OK") {}
        } message: { word in
            Text("\(word) is not in the dictionary")
        }
    }
}

/// A gesture button that dims while pressed, as a game's choice button does.
final class PressLog { var events: [String] = [] }
struct PressableChoice: View {
    let log: PressLog
    var body: some View {
        Circle().frame(width: 80, height: 80)
            .onLongPressGesture(minimumDuration: 0.5) {
                log.events.append("performed")
            } onPressingChanged: { pressing in
                log.events.append(pressing ? "pressing" : "released")
            }
    }
}

@MainActor
final class WholeAppGapsTests: XCTestCase {
    private func texts(_ list: DisplayList) -> [String] {
        list.items.compactMap { if case .text(let t, _) = $0 { return t.string } else { return nil } }
    }

    /// The alert's title is the key's interpolated text, above its message and action.
    func testAlertTitledWithALocalizedStringKey() async throws {
        let host = try SceneHost(RoundOverView(score: 7), size: CGSize(width: 390, height: 844))
        let shown = texts(host.displayList())
        XCTAssertTrue(shown.contains("Score: 7"), "\(shown)")
        XCTAssertTrue(shown.contains("Well played"), "\(shown)")
        XCTAssertTrue(shown.contains("Continue"), "\(shown)")
        let presenting = try SceneHost(PresentingAlertView(word: "qzx"), size: CGSize(width: 390, height: 844))
        let presented = texts(presenting.displayList())
        XCTAssertTrue(presented.contains("Not a word") && presented.contains("qzx is not in the dictionary"), "\(presented)")
        let none = try SceneHost(PresentingAlertView(word: nil), size: CGSize(width: 390, height: 844))
        let absent = texts(none.displayList())
        XCTAssertFalse(absent.contains("Not a word"), "no data, no alert: \(absent)")
    }

    /// Gradients from stops paint as the same gradient made from a `Gradient`.
    func testGradientsFromStops() async {
        let stops = [Gradient.Stop(color: .indigo, location: 0.3), Gradient.Stop(color: .pink, location: 0.3)]
        XCTAssertEqual(
            RadialGradient(stops: stops, center: .top, startRadius: 200, endRadius: 700),
            RadialGradient(gradient: Gradient(stops: stops), center: .top, startRadius: 200, endRadius: 700))
        XCTAssertEqual(
            AngularGradient(stops: stops, center: .center, startAngle: .degrees(90), endAngle: .degrees(270)),
            AngularGradient(gradient: Gradient(stops: stops), center: .center, startAngle: .degrees(90), endAngle: .degrees(270)))
    }

    /// Hiding the status bar changes nothing drawn (frames show no status bar).
    func testStatusBarHiddenDrawsTheSame() async throws {
        let plain = try SceneHost(Text("Hi").padding(), size: CGSize(width: 200, height: 100)).displayList()
        let hidden = try SceneHost(Text("Hi").padding().statusBar(hidden: true).persistentSystemOverlays(.hidden), size: CGSize(width: 200, height: 100)).displayList()
        XCTAssertEqual(plain, hidden)
    }

    /// The pressing state starts at the press and ends when the duration is reached (the action
    /// runs then), or at a lift before it.
    func testLongPressReportsItsPressingState() async throws {
        let log = PressLog()
        let host = try SceneHost(PressableChoice(log: log), size: CGSize(width: 200, height: 200))
        let centre = CGPoint(x: 100, y: 100)
        host.send([PointerEvent(.down, at: centre, time: 0.1)])
        host.advance(to: 0.3)
        XCTAssertEqual(log.events, ["pressing"])
        host.advance(to: 0.7)
        host.send([PointerEvent(.up, at: centre, time: 0.8)])
        host.advance(to: 0.9)
        XCTAssertEqual(log.events, ["pressing", "released", "performed"])
        log.events = []
        host.send([PointerEvent(.down, at: centre, time: 1.0), PointerEvent(.up, at: centre, time: 1.2)])
        host.advance(to: 2.0)
        XCTAssertEqual(log.events, ["pressing", "released"], "a lift before the duration: no action")
    }

    /// UIKit's component getters give the colour's sRGB components and HSB values.
    func testUIColorComponentGetters() async {
        var r: CGFloat = -1, g: CGFloat = -1, b: CGFloat = -1, a: CGFloat = -1
        XCTAssertTrue(UIColor(red: 0.2, green: 0.4, blue: 0.6, alpha: 0.5).getRed(&r, green: &g, blue: &b, alpha: &a))
        XCTAssertEqual([r, g, b, a].map { ($0 * 1000).rounded() / 1000 }, [0.2, 0.4, 0.6, 0.5])
        UIColor.systemRed.getRed(&r, green: &g, blue: &b, alpha: nil)
        XCTAssertEqual([r, g, b].map { Int(($0 * 255).rounded()) }, [255, 59, 48], "iOS's light system red")
        var h: CGFloat = -1, s: CGFloat = -1, v: CGFloat = -1
        UIColor(red: 0, green: 1, blue: 0, alpha: 1).getHue(&h, saturation: &s, brightness: &v, alpha: nil)
        XCTAssertEqual(h, 1.0 / 3, accuracy: 1e-6)
        XCTAssertEqual([s, v], [1, 1])
        UIColor(white: 0.5, alpha: 1).getHue(&h, saturation: &s, brightness: &v, alpha: &a)
        XCTAssertEqual([h, s], [0, 0])
        XCTAssertEqual(v, 0.5, accuracy: 1e-3)
    }
}
