import SceneGraph
import XCTest

@MainActor
final class ControlSceneTests: XCTestCase {
    /// The fills of a colour.
    private func fills(_ list: DisplayList, _ colour: Color) -> [CGRect] {
        let c = colour.resolved
        return list.items.compactMap { item -> CGRect? in
            guard case .fill(let path, _, .color(let paint), let t) = item, paint == c else { return nil }
            return path.applying(t).boundingRect
        }
    }
    let green = Color(red: 52 / 255, green: 199 / 255, blue: 89 / 255)
    let offGrey = Color(red: 233 / 255, green: 233 / 255, blue: 235 / 255)

    /// The switch is a 51 × 31 pt track at the trailing edge, laid out 49 pt wide with the track
    /// 2 pt past it as iOS lays it out (16 pt padding on a 320 pt canvas: frame x 255…304, track
    /// 255…306), off-grey when off; a tap turns it green and slides the 27 pt knob from
    /// x = 2 + 13.5 to 51 − 15.5 inside the track over the 0.25 s smooth spring.
    func testToggleTapTurnsTheSwitchOnWithASlidingKnob() async throws {
        let host = try SceneHost(WifiToggle(), size: CGSize(width: 320, height: 80))
        let track = try XCTUnwrap(fills(host.displayList(), offGrey).first)
        XCTAssertEqual(track, CGRect(x: 255, y: 25, width: 51, height: 31), "a 63 pt row centred on the 80 pt canvas at a whole point")
        func knobMidX() -> CGFloat {
            fills(host.displayList(), .white).first { $0.width == 27 }!.midX
        }
        XCTAssertEqual(knobMidX(), 255 + 15.5, accuracy: 0.01)
        host.send(PointerEvent(.down, at: CGPoint(x: 280, y: 40), time: 0.1))
        host.send(PointerEvent(.up, at: CGPoint(x: 280, y: 40), time: 0.15))
        host.advance(to: 0.2)
        let moving = knobMidX()
        XCTAssertGreaterThan(moving, 255 + 15.5 + 1)
        XCTAssertLessThan(moving, 255 + 35.5 - 1)
        host.advance(to: 1.5)
        XCTAssertEqual(knobMidX(), 255 + 35.5, accuracy: 0.05)
        XCTAssertEqual(fills(host.displayList(), green).first?.width, 51)
    }

    /// A segmented control splits its width equally: 3 segments over 288 pt are 96 pt each;
    /// the selection plate is inset 2 pt (92 × 28); a tap on "Month" moves it to the third.
    func testSegmentedPickerSelectsTheTappedSegment() async throws {
        let host = try SceneHost(ModePicker(), size: CGSize(width: 320, height: 80))
        func plate() -> CGRect { fills(host.displayList(), .white).first { $0.height == 28 }! }
        XCTAssertEqual(plate(), CGRect(x: 18, y: 26, width: 92, height: 28))
        host.send(PointerEvent(.down, at: CGPoint(x: 16 + 96 * 2.5, y: 40), time: 0.1))
        host.send(PointerEvent(.up, at: CGPoint(x: 16 + 96 * 2.5, y: 40), time: 0.15))
        host.advance(to: 2)
        XCTAssertEqual(plate().minX, 16 + 192 + 2, accuracy: 0.05)
    }

    /// `ForEach(tips, id: \.self)` tags each option with its value (SwiftUI's `tag(_:)`
    /// documentation): 20 % is selected at first (the third of five 57.6 pt segments over
    /// 288 pt, its plate inset 2 pt at x 16 + 115.2 + 2), and a tap on the fourth selects 25.
    func testPickerOverAForEachSelectsByTheElementIDs() async throws {
        let host = try SceneHost(TipPicker(), size: CGSize(width: 320, height: 80))
        func plate() -> CGRect? { fills(host.displayList(), .white).first { $0.height == 28 } }
        XCTAssertEqual(try XCTUnwrap(plate()).minX, 16 + 57.6 * 2 + 2, accuracy: 0.05)
        host.send(PointerEvent(.down, at: CGPoint(x: 16 + 57.6 * 3.5, y: 40), time: 0.1))
        host.send(PointerEvent(.up, at: CGPoint(x: 16 + 57.6 * 3.5, y: 40), time: 0.15))
        host.advance(to: 2)
        XCTAssertEqual(try XCTUnwrap(plate()).minX, 16 + 57.6 * 3 + 2, accuracy: 0.05)
    }

    /// A stepper's plus half increments and its minus half decrements, within the range.
    func testStepperStepsWithinItsRange() async throws {
        struct Counter: View {
            @State var n = 4
            var body: some View { Stepper("Count: \(n)", value: $n, in: 0...5).padding() }
        }
        let host = try SceneHost(Counter(), size: CGSize(width: 320, height: 80))
        // The control is 94 pt wide at the trailing edge (x 210…304): minus 210…256.5, plus 257.5…304.
        for (x, t) in [(280.0, 0.1), (280.0, 0.3), (230.0, 0.5)] {
            host.send(PointerEvent(.down, at: CGPoint(x: x, y: 40), time: t))
            host.send(PointerEvent(.up, at: CGPoint(x: x, y: 40), time: t + 0.05))
        }
        host.advance(to: 0.2)
        XCTAssertTrue(host.displayList().textStrings.contains("Count: 5"))
        host.advance(to: 0.4)
        XCTAssertTrue(host.displayList().textStrings.contains("Count: 5"), "5 is the upper bound")
        host.advance(to: 0.6)
        XCTAssertTrue(host.displayList().textStrings.contains("Count: 4"))
    }

    /// Dragging a slider sets its value from the finger: the thumb's centre travels between
    /// 13.5 pt from either end; a drag to the middle of a 288 pt slider sets 0.5.
    func testSliderFollowsTheDrag() async throws {
        struct Volume: View {
            @State var v = 0.0
            var body: some View {
                VStack {
                    Slider(value: $v, in: 0...1)
                    Text(String(format: "%.2f", v))
                }
                .padding()
            }
        }
        let host = try SceneHost(Volume(), size: CGSize(width: 320, height: 120))
        host.send(InputScript { Drag(from: CGPoint(x: 30, y: 46), to: CGPoint(x: 160, y: 46), start: 0.1, duration: 0.2) }.events(fps: 60))
        host.advance(to: 0.5)
        XCTAssertTrue(host.displayList().textStrings.contains("0.50"), "\(host.displayList().textStrings)")
    }

    /// `Slider(value:in:step:label:)` with the label as an argument, as app code writes it,
    /// picks one initialiser (it was ambiguous between the label-first and label-last forms).
    func testSliderWithStepAndLabelArgumentCompilesAndSteps() async throws {
        struct Length: View {
            @State var minutes = 5.0
            var body: some View {
                VStack {
                    Slider(value: $minutes, in: 5...30, step: 1, label: { Text("Length") })
                    Slider(value: $minutes, in: 5...30, step: 1) { Text("Length") }
                    Text("\(Int(minutes)) minutes")
                }
                .padding()
            }
        }
        let host = try SceneHost(Length(), size: CGSize(width: 320, height: 160))
        XCTAssertTrue(host.displayList().textStrings.contains("5 minutes"))
    }

    /// A text field shows its text, or its prompt when empty; a secure field shows bullets.
    func testTextFieldsShowTextOrPrompt() async throws {
        let texts = try SceneHost(SignInForm(), size: CGSize(width: 320, height: 200)).displayList().textStrings
        XCTAssertEqual(texts, ["ada@example.com", "Password", "Nickname"])
        struct Secret: View {
            @State var p = "abc"
            var body: some View { SecureField("Password", text: $p) }
        }
        XCTAssertEqual(try SceneHost(Secret(), size: CGSize(width: 320, height: 60)).displayList().textStrings, ["•••"])
    }

    /// The activity indicator's leading spoke moves on every 1/8 s: the frames at 0 and
    /// 0.125 s differ, those at 0 and 1 s (a whole turn) are the same.
    func testActivityIndicatorSpins() async throws {
        let host = try SceneHost(ProgressView(), size: CGSize(width: 60, height: 60))
        let first = host.displayList()
        host.advance(to: 0.125)
        XCTAssertNotEqual(host.displayList(), first)
        host.advance(to: 1)
        XCTAssertEqual(host.displayList(), first)
    }

    /// A linear progress view's fill animates with the change that set its value: 0.3 → 0.9
    /// over 1 s linear is at 0.6 of the width halfway.
    func testLinearProgressAnimatesItsFill() async throws {
        struct Download: View {
            @State var f = 0.3
            var body: some View {
                ProgressView(value: f)
                    .frame(width: 200)
                    .onAppear { withAnimation(.linear(duration: 1)) { f = 0.9 } }
            }
        }
        let host = try SceneHost(Download(), size: CGSize(width: 240, height: 40))
        func fillWidth() -> CGFloat { fills(host.displayList(), .accentColor).first!.width }
        host.advance(to: 0.5)
        XCTAssertEqual(fillWidth(), 120, accuracy: 0.5)
        host.advance(to: 1.2)
        XCTAssertEqual(fillWidth(), 180, accuracy: 0.01)
    }
}
