import Foundation
import SceneGraph
import XCTest

/// API ranked next from the fourth corpus of public SwiftUI files: `Menu`, `ControlGroup`,
/// `EditButton`, the grid cell modifiers (`gridCellColumns`, `gridCellAnchor`,
/// `gridCellUnsizedAxes`, `gridColumnAlignment`, `GridRow(alignment:)`), a gauge's marked value
/// labels and the symbol content transition.
@MainActor
final class MenuAndGridCellTests: XCTestCase {
    private final class Counter {
        var taps = 0
    }

    private struct EditMenu: View {
        let counter: Counter
        var body: some View {
            VStack(spacing: 40) {
                Menu("Edit") {
                    Button("Erase", systemImage: "eraser.fill") {}
                    Button("Scribble Tool", systemImage: "scribble.variable") {}
                }
                Menu {
                    Button("Duplicate") {}
                } label: {
                    Label("Add", systemImage: "plus")
                } primaryAction: {
                    counter.taps += 1
                }
            }
        }
    }

    private struct Toolbox: View {
        var body: some View {
            VStack(spacing: 40) {
                ControlGroup {
                    Button("Cut") {}
                    Button("Copy") {}
                }
                ControlGroup {
                    Button("Bold") {}
                } label: {
                    Text("Format")
                }
                .controlGroupStyle(.menu)
            }
        }
    }

    private struct ColouredGrid: View {
        var body: some View {
            Grid(alignment: .top, horizontalSpacing: 20, verticalSpacing: 10) {
                GridRow {
                    Color.mint.frame(height: 30)
                    Color.orange.frame(height: 30)
                    Color.pink.frame(height: 30)
                }
                GridRow {
                    Color.blue.frame(height: 30)
                    Color.teal.frame(height: 30)
                        .gridCellColumns(2)
                }
            }
        }
    }

    private struct AlignedGrid: View {
        var body: some View {
            Grid {
                GridRow {
                    Color.red.frame(width: 100, height: 60)
                    Text("A")
                        .gridCellAnchor(.bottomTrailing)
                    Text("Wide value")
                }
                GridRow(alignment: .bottom) {
                    Color.green.frame(width: 40, height: 40)
                    Text("B")
                        .gridColumnAlignment(.trailing)
                    Text("Up")
                }
                GridRow {
                    Color.blue.frame(height: 2)
                        .gridCellUnsizedAxes(.horizontal)
                        .gridCellColumns(3)
                }
            }
        }
    }

    private func texts(_ host: SceneHost) -> [String: CGRect] {
        Dictionary(host.displayList().textFrames.map { ($0.string, $0.frame) }, uniquingKeysWith: { a, _ in a })
    }

    // MARK: Menu

    /// A closed menu is its label as a borderless button, in the accent colour; its items are
    /// not drawn.
    func testMenuDrawsItsLabelOnly() async throws {
        let host = try SceneHost(EditMenu(counter: Counter()), size: CGSize(width: 300, height: 300))
        let strings = host.displayList().textStrings
        XCTAssertTrue(strings.contains("Edit"))
        XCTAssertTrue(strings.contains("Add"))
        XCTAssertFalse(strings.contains("Erase"))
        XCTAssertFalse(strings.contains("Duplicate"))
        let edit = host.displayList().items.compactMap { item -> TextItem? in
            if case .text(let t, _) = item, t.string == "Edit" { return t }
            return nil
        }.first
        XCTAssertEqual(try XCTUnwrap(edit).paint, .color(Color.accentColor.resolved))
    }

    /// A tap on a menu with a primary action runs the action once.
    func testTapRunsTheMenusPrimaryAction() async throws {
        let counter = Counter()
        let host = try SceneHost(EditMenu(counter: counter), size: CGSize(width: 300, height: 300))
        let add = try XCTUnwrap(texts(host)["Add"])
        host.send(Tap(at: CGPoint(x: add.midX, y: add.midY), time: 0.1).events(sampleRate: 240))
        host.advance(to: 0.5)
        XCTAssertEqual(counter.taps, 1)
    }

    // MARK: ControlGroup

    /// The group's controls side by side, 16 pt apart, on one line; as a menu, the label alone.
    func testControlGroupLaysItsControlsInARow() async throws {
        let host = try SceneHost(Toolbox(), size: CGSize(width: 300, height: 300))
        let t = texts(host)
        let cut = try XCTUnwrap(t["Cut"]), copy = try XCTUnwrap(t["Copy"])
        XCTAssertEqual(copy.minX - cut.maxX, 16, accuracy: 0.01)
        XCTAssertEqual(copy.midY, cut.midY, accuracy: 0.01)
        XCTAssertNotNil(t["Format"])
        XCTAssertNil(t["Bold"])
    }

    // MARK: EditButton

    /// "Edit" turns into "Done" on a tap.
    func testEditButtonSwitchesToDone() async throws {
        let host = try SceneHost(EditButton().padding(), size: CGSize(width: 200, height: 100))
        let edit = try XCTUnwrap(texts(host)["Edit"])
        host.send(Tap(at: CGPoint(x: edit.midX, y: edit.midY), time: 0.1).events(sampleRate: 240))
        host.advance(to: 3)
        XCTAssertEqual(host.displayList().textStrings, ["Done"], "after the crossfade of the title")
    }

    // MARK: Grid cells

    /// Three growing columns share 300 − 2·20 = 260 pt, 86⅔ each; the teal cell spans the
    /// last two and the 20 pt between them: 2 · 86⅔ + 20 = 193⅓ pt.
    func testGridCellColumnsSpansColumnsAndTheirSpacing() async throws {
        let host = try SceneHost(ColouredGrid().frame(width: 300), size: CGSize(width: 300, height: 200))
        let boxes = host.displayList().fillBoxes.filter { $0.height == 30 }
        XCTAssertEqual(boxes.count, 5)
        for box in boxes.prefix(4) { XCTAssertEqual(box.width, 260.0 / 3, accuracy: 0.01) }
        let teal = boxes[4]
        XCTAssertEqual(teal.width, 2 * 260.0 / 3 + 20, accuracy: 0.01)
        XCTAssertEqual(teal.minX, boxes[1].minX, accuracy: 0.01, "it starts in the second column")
        XCTAssertEqual(teal.maxX, boxes[2].maxX, accuracy: 0.01, "and ends with the third")
    }

    /// A span of `Int.max` or a negative one neither traps nor allocates without bound: it is
    /// clamped to 1,000 or 1 columns, and the cells still draw (far wider than the canvas).
    func testHugeAndNegativeSpansAreClamped() async throws {
        struct Spans: View {
            var body: some View {
                Grid {
                    GridRow {
                        Color.red.frame(height: 10).gridCellColumns(.max)
                        Color.blue.frame(height: 10).gridCellColumns(-5)
                    }
                    GridRow { Color.green.frame(width: 20, height: 10) }
                }
            }
        }
        let host = try SceneHost(Spans(), size: CGSize(width: 300, height: 100))
        let boxes = host.displayList().fillBoxes.filter { $0.height == 10 }
        XCTAssertEqual(boxes.count, 3)
        XCTAssertTrue(boxes.allSatisfy { $0.minX.isFinite && $0.width.isFinite })
        // 1,000 columns: the first 20 points wide (the green cell), 999 empty ones, 8-point gaps.
        XCTAssertEqual(boxes[0].width, 20 + 999 * 8)
        // The grid is offered 300 pt and its gaps alone take 7,992: the blue cell's flexible
        // column, the 1,001st, is squeezed to nothing (the green one keeps its fixed 20 pt).
        XCTAssertEqual(boxes[1].width, 0, "the blue cell spans one column, the 1,001st")
    }

    /// `gridCellAnchor(.bottomTrailing)` puts "A" in its cell's bottom trailing corner;
    /// `gridColumnAlignment(.trailing)` aligns the whole second column to the trailing edge;
    /// `GridRow(alignment: .bottom)` puts "Up" at the bottom of its row; an unsized cell
    /// spanning the grid takes the grid's width without widening it.
    func testGridCellAnchorColumnAlignmentRowAlignmentAndUnsizedAxes() async throws {
        let host = try SceneHost(AlignedGrid(), size: CGSize(width: 390, height: 300))
        let t = texts(host)
        let a = try XCTUnwrap(t["A"]), b = try XCTUnwrap(t["B"]), up = try XCTUnwrap(t["Up"])
        let boxes = host.displayList().fillBoxes
        let red = try XCTUnwrap(boxes.first { $0.width == 100 }), green = try XCTUnwrap(boxes.first { $0.width == 40 })
        let rule = try XCTUnwrap(boxes.first { $0.height == 2 })
        XCTAssertEqual(a.maxY, red.maxY, accuracy: 0.01, "at the bottom of the 60 pt row")
        XCTAssertEqual(b.maxX, a.maxX, accuracy: 0.01, "the column is trailing-aligned")
        XCTAssertEqual(up.maxY, green.maxY, accuracy: 0.01)
        let wide = try XCTUnwrap(t["Wide value"])
        XCTAssertEqual(rule.minX, red.minX, accuracy: 0.01)
        XCTAssertEqual(rule.maxX, wide.maxX, accuracy: 0.01, "as wide as the grid's columns")
        XCTAssertLessThan(rule.width, 300)
    }

    // MARK: Gauge and content transitions

    /// A gauge's marked value labels are accepted and, as on iOS, not drawn.
    func testGaugeMarkedValueLabelsAreNotDrawn() async throws {
        let gauge = Gauge(value: 0.75) {
            Text("Range")
        } currentValueLabel: {
            Text("75")
        } markedValueLabels: {
            Text("Marked")
        }
        let strings = try SceneHost(gauge.padding(), size: CGSize(width: 300, height: 100)).displayList().textStrings
        XCTAssertTrue(strings.contains("Range"))
        XCTAssertFalse(strings.contains("Marked"))
    }

    /// `.contentTransition(.symbolEffect)` is the crossfade.
    func testSymbolEffectContentTransitionIsTheCrossfade() {
        XCTAssertEqual(ContentTransition.symbolEffect, .opacity)
        XCTAssertEqual(ContentTransition.symbolEffect(.bounce), .opacity)
    }
}
