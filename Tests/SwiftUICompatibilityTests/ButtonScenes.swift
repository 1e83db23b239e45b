// SwiftUI-style button code, as sample code writes it; imports only SceneGraph.
import SceneGraph
import XCTest

/// A counter with the usual button forms: a title, a label closure, a symbol and a role.
struct CounterPanel: View {
    @State private var count = 0
    @State private var deleted = false

    var body: some View {
        VStack(spacing: 16) {
            Text("Count: \(count)")
                .font(.title)
            HStack(spacing: 12) {
                Button("Decrement") { count -= 1 }
                    .buttonStyle(.bordered)
                Button {
                    count += 1
                } label: {
                    Text("Increment")
                        .fontWeight(.semibold)
                }
                .buttonStyle(.borderedProminent)
            }
            Button("Reset", systemImage: "arrow.counterclockwise") {
                count = 0
            }
            Button(role: .destructive) {
                deleted = true
            } label: {
                Label("Delete", systemImage: "trash")
            }
            .buttonStyle(.bordered)
            .disabled(deleted)
        }
        .padding()
    }
}

/// A custom style that shrinks while pressed, the pattern of many tutorials.
struct ScaleButtonStyle: ButtonStyle {
    func makeBody(configuration: Configuration) -> some View {
        configuration.label
            .padding(.horizontal, 20)
            .padding(.vertical, 12)
            .background(Color.blue)
            .foregroundColor(.white)
            .clipShape(Capsule())
            .scaleEffect(configuration.isPressed ? 0.9 : 1)
            .animation(.easeOut(duration: 0.1), value: configuration.isPressed)
    }
}

/// A primitive style that fires on a double tap instead of a tap.
struct DoubleTapButtonStyle: PrimitiveButtonStyle {
    func makeBody(configuration: Configuration) -> some View {
        configuration.label
            .padding(8)
            .onTapGesture(count: 2) { configuration.trigger() }
    }
}

struct StyledButtons: View {
    @State var presses = 0
    @State var doubleTaps = 0
    var body: some View {
        VStack(spacing: 20) {
            Button("Press me") { presses += 1 }
                .buttonStyle(ScaleButtonStyle())
            Button("Double") { doubleTaps += 1 }
                .buttonStyle(DoubleTapButtonStyle())
            Text("\(presses) \(doubleTaps)")
        }
    }
}

/// Tinted and sized buttons, with border shapes.
struct ButtonGallery: View {
    var body: some View {
        VStack(spacing: 10) {
            Button("Small") {}.controlSize(.small)
            Button("Regular") {}
            Button("Large") {}.controlSize(.large)
            Button("Capsule") {}.buttonBorderShape(.capsule)
            Button("Tinted") {}.tint(.green)
            Button("Plain") {}.buttonStyle(.plain)
            Button("Borderless") {}.buttonStyle(.borderless)
            Button("Automatic") {}.buttonStyle(.automatic)
        }
        .buttonStyle(.bordered)
    }
}

/// The button styles of iOS 17 on a white canvas, one per row.
struct ButtonStylesPanel: View {
    var body: some View {
        VStack(spacing: 14) {
            Button("Automatic") {}
            Button("Bordered") {}.buttonStyle(.bordered)
            Button("Bordered Prominent") {}.buttonStyle(.borderedProminent)
            Button("Tinted") {}.buttonStyle(.bordered).tint(.pink)
            Button("Delete", role: .destructive) {}.buttonStyle(.bordered)
            HStack(spacing: 10) {
                Button("Small") {}.controlSize(.small)
                Button("Large") {}.controlSize(.large)
                Button("Capsule") {}.buttonBorderShape(.capsule)
            }
            .buttonStyle(.borderedProminent)
            Button("Disabled") {}.buttonStyle(.borderedProminent).disabled(true)
            Button("Share", systemImage: "square.and.arrow.up") {}
            Button("Plain") {}.buttonStyle(.plain)
        }
    }
}

extension DisplayList {
    /// The strings of the text items, in drawing order.
    var strings: [String] { items.compactMap { if case .text(let t, _) = $0 { return t.string } else { return nil } } }
    /// The text item drawing `string`.
    func text(_ string: String) -> TextItem? {
        for case .text(let t, _) in items where t.string == string { return t }
        return nil
    }
    /// The paint of the text item drawing `string`.
    func paint(of string: String) -> Paint? { text(string)?.paint }
}

@MainActor
final class ButtonSceneTests: XCTestCase {
    let size = CGSize(width: 390, height: 400)

    /// Where `string` is drawn on the canvas (the centre of its text frame).
    func centre(of string: String, in host: SceneHost) throws -> CGPoint {
        for case .text(let t, let m) in host.displayList().items where t.string == string {
            return CGPoint(x: t.frame.midX, y: t.frame.midY).applying(m)
        }
        throw XCTSkip("no text \(string)")
    }

    func tap(_ string: String, in host: SceneHost, at time: Double) throws {
        host.send(Tap(at: try centre(of: string, in: host), time: time).events(sampleRate: 240))
    }

    func testTapOnATitleButtonRunsItsAction() async throws {
        let host = try SceneHost(CounterPanel(), size: size)
        XCTAssertTrue(host.displayList().strings.contains("Count: 0"))
        try tap("Increment", in: host, at: 0.1)
        host.advance(to: 0.3)
        XCTAssertTrue(host.displayList().strings.contains("Count: 1"), "\(host.displayList().strings)")
        try tap("Decrement", in: host, at: 0.4)
        try tap("Decrement", in: host, at: 0.7)
        host.advance(to: 1)
        XCTAssertTrue(host.displayList().strings.contains("Count: -1"))
    }

    /// The action runs when the pointer lifts (50 ms after the tap's time), not when it goes down.
    func testActionRunsOnReleaseNotOnPress() async throws {
        let host = try SceneHost(CounterPanel(), size: size)
        try tap("Increment", in: host, at: 0.1)
        host.advance(to: 0.12)
        XCTAssertTrue(host.displayList().strings.contains("Count: 0"))
        host.advance(to: 0.16)
        XCTAssertTrue(host.displayList().strings.contains("Count: 1"))
    }

    /// A drag that leaves the button (more than 70 points) gives the press up: no action.
    func testDraggingAwayCancelsThePress() async throws {
        let host = try SceneHost(CounterPanel(), size: size)
        let start = try centre(of: "Increment", in: host)
        host.send(Drag(from: start, to: CGPoint(x: start.x, y: start.y + 150), start: 0.1, duration: 0.3).events(sampleRate: 240))
        host.advance(to: 1)
        XCTAssertTrue(host.displayList().strings.contains("Count: 0"))
    }

    /// Disabled after the destructive button ran, it ignores further taps and draws its title in
    /// iOS's tertiary label grey (60 60 67 at 30 %), where it was red (255 59 48) before.
    func testDisabledButtonIgnoresTapsAndDrawsGrey() async throws {
        let host = try SceneHost(CounterPanel(), size: size)
        XCTAssertEqual(host.displayList().paint(of: "Delete"), .color(Color.red.resolved))
        try tap("Delete", in: host, at: 0.1)
        host.advance(to: 0.5)
        XCTAssertEqual(host.displayList().paint(of: "Delete"), .color(Color(red: 60 / 255, green: 60 / 255, blue: 67 / 255, opacity: 0.3).resolved))
    }

    /// The default (borderless) style draws the title in the accent blue (0 122 255); while
    /// the pointer is down the label is drawn at 25 % opacity; after the release it fades back.
    func testPressShowsThePressedStyle() async throws {
        let host = try SceneHost(CounterPanel(), size: size)
        XCTAssertEqual(host.displayList().paint(of: "Reset"), .color(Color.blue.resolved))
        let point = try centre(of: "Reset", in: host)
        host.send(Press(at: point, time: 0.1, duration: 0.5).events(sampleRate: 240))
        host.advance(to: 0.3)
        let pressed = host.displayList().description
        XCTAssertTrue(pressed.contains("group opacity 0.25"), pressed)
        host.advance(to: 2)
        XCTAssertFalse(host.displayList().description.contains("group opacity"))
    }

    /// A custom `ButtonStyle` sees `isPressed` (it scales to 0.9) and its action still runs.
    func testCustomButtonStyleSeesThePress() async throws {
        let host = try SceneHost(StyledButtons(), size: size)
        let point = try centre(of: "Press me", in: host)
        let width = try XCTUnwrap(host.displayList().text("Press me")).frame.width
        host.send(Press(at: point, time: 0.1, duration: 0.5).events(sampleRate: 240))
        host.advance(to: 0.5)
        for case .text(let t, let m) in host.displayList().items where t.string == "Press me" {
            XCTAssertEqual(m.a, 0.9, accuracy: 0.001, "scaled while pressed")
            XCTAssertEqual(t.frame.width, width)
        }
        host.advance(to: 1.5)
        XCTAssertTrue(host.displayList().strings.contains("1 0"))
    }

    /// A `PrimitiveButtonStyle` decides when to trigger: one tap does nothing, a double tap runs the action.
    func testPrimitiveButtonStyleTriggers() async throws {
        let host = try SceneHost(StyledButtons(), size: size)
        try tap("Double", in: host, at: 0.1)
        host.advance(to: 0.8)
        XCTAssertTrue(host.displayList().strings.contains("0 0"))
        host.send(Tap(at: try centre(of: "Double", in: host), time: 1, count: 2).events(sampleRate: 240))
        host.advance(to: 1.5)
        XCTAssertTrue(host.displayList().strings.contains("0 1"))
    }

    /// Bordered buttons: regular is 12 pt padded sideways and 7 pt up and down; large 20 and 14;
    /// the grey fill (118 118 128 at 12 %) without a tint, the tint at 15 % with one.
    func testBorderedMetricsFollowTheControlSize() async throws {
        let host = try SceneHost(ButtonGallery(), size: CGSize(width: 300, height: 600))
        let list = host.displayList()
        var fills: [(CGRect, Paint)] = []
        for case .fill(let path, _, let paint, let m) in list.items { fills.append((path.boundingRect.applying(m), paint)) }
        func background(of string: String) throws -> (CGRect, Paint) {
            let t = try XCTUnwrap(list.text(string))
            let mid = CGPoint(x: t.frame.midX, y: t.frame.midY)
            return try XCTUnwrap(fills.first { $0.0.contains(mid) }, "no fill behind \(string)")
        }
        let regular = try background(of: "Regular"), text = try XCTUnwrap(list.text("Regular"))
        XCTAssertEqual(regular.0.width, text.frame.width + 24, accuracy: 0.01)
        XCTAssertEqual(regular.0.height, text.frame.height + 14, accuracy: 0.01)
        XCTAssertEqual(regular.1, .color(Color(red: 118 / 255, green: 118 / 255, blue: 128 / 255, opacity: 0.12).resolved))
        let large = try background(of: "Large"), largeText = try XCTUnwrap(list.text("Large"))
        // 15 pt above and below: iOS's large bordered button is 50.33 pt, a 20.33 pt line + 30.
        XCTAssertEqual(large.0.height, largeText.frame.height + 30, accuracy: 0.01)
        var tinted = Color.green.resolved
        tinted.opacity = 0.15
        XCTAssertEqual(try background(of: "Tinted").1, .color(tinted))
        XCTAssertEqual(list.paint(of: "Tinted"), .color(Color.green.resolved))
        XCTAssertNil(fills.first { $0.0.contains(CGPoint(x: list.text("Plain")!.frame.midX, y: list.text("Plain")!.frame.midY)) })
    }
}
