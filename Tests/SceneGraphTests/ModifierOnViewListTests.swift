import XCTest
@testable import SceneGraph

/// A modifier applied to a list of views — a `Group`, a `ForEach`, a builder block, an `if` —
/// applies to each view of the list, as SwiftUI's `Group` documentation says ("any modifier you
/// apply to the group affects all of that group's members"); the views stay separate members
/// of the stack around them. A scene's root of several views is arranged in an implicit
/// `VStack` (SwiftUI's default implicit root). Text is measured by `ApproximateTextMeasurer`:
/// each character 0.6 × the font size wide (17-point body: 10.2 points), a line 21 points.
@MainActor
final class ModifierOnViewListTests: XCTestCase {
    func textFrames(_ host: SceneHost) -> [String: CGRect] {
        var out: [String: CGRect] = [:]
        for item in host.displayList().items { if case .text(let t, _) = item { out[t.string] = t.frame } }
        return out
    }

    /// `VStack(spacing: 0) { Group { A; B; C }.padding(4) }` in 300 × 300: three 29-point rows
    /// (21 + 2 × 4), stacked: the texts' tops are 4, 33 and 62 points below the stack's top
    /// (the stack is 87 tall, centred and rounded to whole points: top at 107).
    func testPaddingOnAGroupPadsEachView() async throws {
        let view = VStack(spacing: 0) {
            Group {
                Text("one"); Text("two"); Text("three")
            }.padding(4)
        }
        let h = try SceneHost(view, size: CGSize(width: 300, height: 300))
        let f = textFrames(h)
        let top = ((300 - 87) / 2.0).rounded()
        XCTAssertEqual(f["one"]?.minY, top + 4)
        XCTAssertEqual(f["two"]?.minY, top + 33)
        XCTAssertEqual(f["three"]?.minY, top + 62)
    }

    /// `ForEach(0..<3) { Text("row \($0)") }.background(Color.red)` in a `VStack(spacing: 10)`:
    /// one red background per row, each as large as its row (3 characters + 2 → "row 0" is
    /// 5 × 10.2 = 51 points wide, 21 tall), 31 points apart.
    func testBackgroundOnAForEachBacksEachRow() async throws {
        let view = VStack(spacing: 10) {
            ForEach(0..<3, id: \.self) { i in Text("row \(i)") }.background(Color.red)
        }
        let h = try SceneHost(view, size: CGSize(width: 300, height: 300))
        let rects = h.displayList().fillRects
        XCTAssertEqual(rects.count, 3)
        XCTAssertEqual(rects.map(\.height), [21, 21, 21])
        XCTAssertEqual(rects.map(\.width), [51, 51, 51])
        XCTAssertEqual(rects[1].minY - rects[0].minY, 31)
        XCTAssertEqual(rects[2].minY - rects[1].minY, 31)
    }

    /// A chain of modifiers on a `ForEach` applies to each row, each modifier in turn:
    /// `.padding(5).background(Color.red)` backs each row with its own 61 × 31 box (51 × 21 and
    /// 5 on each side), and the boxes of a `VStack(spacing: 12)` are 43 points apart.
    func testAChainOfModifiersOnAForEachAppliesToEachRow() async throws {
        let view = VStack(spacing: 12) {
            ForEach(0..<3, id: \.self) { i in Text("row \(i)") }.padding(5).background(Color.red)
        }
        let h = try SceneHost(view, size: CGSize(width: 300, height: 300))
        let rects = h.displayList().fillRects
        XCTAssertEqual(rects.map(\.size), Array(repeating: CGSize(width: 61, height: 31), count: 3))
        guard rects.count == 3 else { return }
        XCTAssertEqual(rects[1].minY - rects[0].minY, 43)
        XCTAssertEqual(rects[2].minY - rects[1].minY, 43)
    }

    /// The same on a `Group`: two separate boxes, 31 points apart in a `VStack(spacing: 0)`.
    func testAChainOfModifiersOnAGroupAppliesToEachView() async throws {
        let view = VStack(spacing: 0) {
            Group {
                Text("ab"); Text("cd")
            }.padding(5).background(Color.yellow)
        }
        let h = try SceneHost(view, size: CGSize(width: 300, height: 300))
        let rects = h.displayList().fillRects
        XCTAssertEqual(rects.count, 2)
        guard rects.count == 2 else { return }
        XCTAssertEqual(rects[1].minY - rects[0].minY, 31)
    }

    /// An environment modifier on a `ForEach` (`.foregroundColor`) colours every row and keeps
    /// them apart: the rows of a `VStack(spacing: 0)` are 21 points apart.
    func testForegroundColorOnAForEachKeepsTheRowsApart() async throws {
        let view = VStack(spacing: 0) {
            ForEach(["a", "b"], id: \.self) { Text($0) }.foregroundColor(.red)
        }
        let h = try SceneHost(view, size: CGSize(width: 200, height: 200))
        let f = textFrames(h)
        XCTAssertEqual(try XCTUnwrap(f["b"]).minY - XCTUnwrap(f["a"]).minY, 21)
        for item in h.displayList().items {
            if case .text(let t, _) = item { XCTAssertEqual(t.paint, .color(Color.red.resolved), t.string) }
        }
    }

    /// `.frame(width: 60)` on a `ForEach` in an `HStack(spacing: 0)`: each row gets its own
    /// 60-point frame, so three rows make a 180-point stack (one shared frame would give 60).
    func testFrameOnAForEachFramesEachRow() async throws {
        let view = HStack(spacing: 0) {
            ForEach(0..<3, id: \.self) { i in Text("\(i)") }.frame(width: 60)
        }
        let h = try SceneHost(view, size: CGSize(width: 400, height: 100))
        let f = textFrames(h)
        XCTAssertEqual(try XCTUnwrap(f["2"]).midX - XCTUnwrap(f["0"]).midX, 120)
    }

    /// A modifier on a builder block inside a custom modifier's body (`content.padding()`,
    /// where the modified view is a `Group` of two texts) pads each text.
    func testModifierBodyContentOfAListIsAList() async throws {
        struct Padded: ViewModifier {
            func body(content: Content) -> some View { content.padding(10) }
        }
        let view = VStack(spacing: 0) {
            Group {
                Text("x"); Text("y")
            }.modifier(Padded())
        }
        let h = try SceneHost(view, size: CGSize(width: 200, height: 200))
        let f = textFrames(h)
        XCTAssertEqual(try XCTUnwrap(f["y"]).minY - XCTUnwrap(f["x"]).minY, 41, "21 + 2 × 10")
    }

    /// `.padding()` on a `Group` whose only view is an `if` that is false: the list is empty,
    /// so nothing is added to the stack (no padding, no spacing): the two texts around it are
    /// one text-to-text spacing (0, see `ViewSpacing`) apart.
    func testModifierOnAnEmptyListAddsNothing() async throws {
        let view = VStack {
            Text("above")
            Group { if false { Text("hidden") } }.padding(30)
            Text("below")
        }
        let h = try SceneHost(view, size: CGSize(width: 200, height: 200))
        let f = textFrames(h)
        XCTAssertEqual(try XCTUnwrap(f["below"]).minY - XCTUnwrap(f["above"]).maxY, 0)
    }

    /// `.id(_:)` on a `Group` gives each of its views the id: the texts keep their separate
    /// places in the stack, and a new id makes both new (their `@State` starts again).
    func testIdOnAGroupKeepsItsViewsInTheStack() async throws {
        let view = VStack(spacing: 0) {
            Group {
                Text("p"); Text("q")
            }.id(1)
        }
        let h = try SceneHost(view, size: CGSize(width: 200, height: 200))
        let f = textFrames(h)
        XCTAssertEqual(try XCTUnwrap(f["q"]).minY - XCTUnwrap(f["p"]).minY, 21)
    }

    /// A root of two views (a body with a conditional square and a button label) is arranged in
    /// an implicit `VStack`: the 100-point square sits above the text with the default spacing
    /// (8), and the pair is centred in the 300 × 300 canvas (129 tall: top at 85.5, rounded to
    /// whole points: 86).
    func testRootOfSeveralViewsIsAVerticalStack() async throws {
        struct Root: View {
            var body: some View {
                Color.red.frame(width: 100, height: 100)
                Text("Toggle")
            }
        }
        let h = try SceneHost(Root(), size: CGSize(width: 300, height: 300))
        let square = try XCTUnwrap(h.displayList().fillRects.first)
        let text = try XCTUnwrap(textFrames(h)["Toggle"])
        XCTAssertEqual(square.minY, 86)
        XCTAssertEqual(text.minY, square.maxY + 8)
        XCTAssertEqual(square.midX, 150)
        XCTAssertEqual(text.midX, 150)
    }

    /// The rows of a `ForEach` under a modifier keep their identity and `@State` when a row is
    /// removed from the middle (the list's keys are the modified views' keys).
    func testRowsUnderAModifierKeepTheirStateWhenOneIsRemoved() async throws {
        struct Row: View {
            let n: Int
            @State var label = ""
            var body: some View { Text(label.isEmpty ? "row \(n)" : label).onAppear { label = "kept \(n)" } }
        }
        struct List3: View {
            @State var items = [1, 2, 3]
            var body: some View {
                VStack { ForEach(items, id: \.self) { Row(n: $0) }.padding(2) }
                    .onSceneTime(0.5) { items.remove(at: 1) }
            }
        }
        let h = try SceneHost(List3(), size: CGSize(width: 200, height: 200))
        h.advance(to: 1)
        XCTAssertEqual(h.displayList().texts.sorted(), ["kept 1", "kept 3"])
    }
}
