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
}
