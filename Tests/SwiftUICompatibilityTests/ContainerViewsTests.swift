import Foundation
import SceneGraph
import XCTest

/// `LabeledContent`, `DisclosureGroup`, `GroupBox`, the progress view styles and iOS 17's
/// chained shape fills and strokes (ContainerScenes.swift), measured in the display list.
@MainActor
final class ContainerViewsTests: XCTestCase {
    private func texts(_ host: SceneHost) -> [String: CGRect] {
        Dictionary(host.displayList().textFrames.map { ($0.string, $0.frame) }, uniquingKeysWith: { a, _ in a })
    }

    private func textItem(_ host: SceneHost, _ string: String) -> TextItem? {
        host.displayList().items.compactMap { item -> TextItem? in
            if case .text(let t, _) = item, t.string == string { return t }
            return nil
        }.first
    }

    /// The disclosure chevrons: strokes whose outline is 7 × 12 pt (collapsed) or 12 × 7 pt
    /// (expanded, turned 90°), in canvas coordinates.
    private func chevrons(_ host: SceneHost) -> [CGRect] {
        host.displayList().strokes.map { $0.path.boundingRect }.filter {
            let w = $0.width.rounded(), h = $0.height.rounded()
            return (w == 7 && h == 12) || (w == 12 && h == 7) || (w > 7 && w < 12 && h > 7 && h < 12)
        }
    }

    private func tap(_ host: SceneHost, at point: CGPoint, time: Double) {
        host.send(Tap(at: point, time: time).events(sampleRate: 240))
    }

    // MARK: LabeledContent

    /// In a 390 pt form the card is inset 20 pt and the row padded 16 pt: the label starts at
    /// x = 36 and the value ends at x = 390 − 36 = 354, on the label's row.
    func testLabeledContentInAFormPutsTheValueAtTheTrailingEdge() async throws {
        let host = try SceneHost(AccountDetailsForm(), size: CGSize(width: 390, height: 400))
        let t = texts(host)
        let name = try XCTUnwrap(t["Name"]), value = try XCTUnwrap(t["Ada Lovelace"])
        XCTAssertEqual(name.minX, 36, accuracy: 0.01)
        XCTAssertEqual(value.maxX, 354, accuracy: 0.01)
        XCTAssertEqual(value.midY, name.midY, accuracy: 0.5)
        let percent = try XCTUnwrap(t["42%"], "the value written with its format")
        XCTAssertEqual(percent.maxX, 354, accuracy: 0.01)
    }

    /// The value is drawn in the secondary label colour (60 % of the label colour), the label
    /// in the primary one.
    func testLabeledContentValueIsSecondary() async throws {
        let host = try SceneHost(AccountDetailsForm(), size: CGSize(width: 390, height: 400))
        guard case .color(let value) = try XCTUnwrap(textItem(host, "Pro")).paint,
            case .color(let label) = try XCTUnwrap(textItem(host, "Plan")).paint
        else { return XCTFail("colours") }
        XCTAssertEqual(Double(value.opacity), 0.6, accuracy: 0.01)
        XCTAssertEqual(Double(label.opacity), 1, accuracy: 0.01)
    }

    /// A control as content sits at the trailing edge: the stepper's 94 pt control ends at
    /// x = 354, its value text in front of it.
    func testLabeledContentWithAControlPutsTheControlTrailing() async throws {
        let host = try SceneHost(AccountDetailsForm(), size: CGSize(width: 390, height: 400))
        let control = host.displayList().fillBoxes.first { $0.width.rounded() == 94 && $0.height.rounded() == 32 }
        XCTAssertEqual(try XCTUnwrap(control).maxX, 354, accuracy: 0.01)
        let seats = try XCTUnwrap(texts(host)["3"])
        XCTAssertLessThan(seats.maxX, try XCTUnwrap(control).minX)
    }

    /// Outside a form the automatic style is the same row: in a group box 16 pt inside a
    /// scene padded 16 pt, labels start at 32 and values end at 390 − 32 = 358. (The values
    /// are written by Foundation's currency format, whose symbol depends on its locale data.)
    func testLabeledContentOutsideAFormIsARow() async throws {
        let host = try SceneHost(ExpenseCard(), size: CGSize(width: 390, height: 400))
        let t = texts(host)
        let flight = try XCTUnwrap(t["Flight"])
        XCTAssertEqual(flight.minX, 32, accuracy: 0.01)
        let fare = try XCTUnwrap(t.first { $0.key.contains("580") }?.value)
        XCTAssertEqual(fare.maxX, 358, accuracy: 0.01)
        XCTAssertEqual(fare.midY, flight.midY, accuracy: 0.5)
        XCTAssertEqual(try XCTUnwrap(t.first { $0.key.contains("600") }?.value).maxX, 358, accuracy: 0.01)
    }

    /// A custom style draws what it makes (the label above the value); `LabeledContent
    /// (configuration)` inside a style is drawn by the automatic style, not by the style again;
    /// `.labelsHidden()` leaves the value alone.
    func testLabeledContentStylesAndHiddenLabels() async throws {
        let host = try SceneHost(LabeledContentStyles(), size: CGSize(width: 390, height: 400))
        let t = texts(host)
        let vertical = try XCTUnwrap(t["Vertical"]), under = try XCTUnwrap(t["Under it"])
        XCTAssertEqual(under.minX, vertical.minX, accuracy: 0.01)
        XCTAssertGreaterThan(under.minY, vertical.maxY - 0.01)
        XCTAssertEqual(try XCTUnwrap(t["Blue"]).maxX, 374, accuracy: 0.01, "the automatic row, at the trailing edge")
        XCTAssertEqual(try XCTUnwrap(textItem(host, "Accented")).paint, .color(Color.accentColor.resolved))
        XCTAssertNil(t["Hidden label"])
        XCTAssertNotNil(t["Only the value"])
    }

    // MARK: DisclosureGroup

    /// Collapsed, the content is not built and the chevron (7 × 12 pt) points right at the
    /// trailing edge of the row (x = 390 − 16 = 374).
    func testCollapsedDisclosureGroupHidesItsContent() async throws {
        let host = try SceneHost(ToggleStatesDisclosure(topExpanded: false), size: CGSize(width: 390, height: 400))
        let t = texts(host)
        XCTAssertNotNil(t["Items"])
        XCTAssertNil(t["Toggle 1"])
        let chevron = try XCTUnwrap(chevrons(host).first)
        XCTAssertEqual(chevron.width, 7, accuracy: 0.5)
        XCTAssertEqual(chevron.height, 12, accuracy: 0.5)
        XCTAssertEqual(chevron.maxX, 374, accuracy: 1.5)
        XCTAssertEqual(chevron.midY, try XCTUnwrap(t["Items"]).midY, accuracy: 0.5)
    }

    /// Expanded, the content follows the label in a leading column 8 pt apart, and the
    /// chevron has turned to point down (12 × 7 pt). The nested group is collapsed.
    func testExpandedDisclosureGroupShowsItsContentUnderTheLabel() async throws {
        let host = try SceneHost(ToggleStatesDisclosure(topExpanded: true), size: CGSize(width: 390, height: 400))
        let t = texts(host)
        let items = try XCTUnwrap(t["Items"]), one = try XCTUnwrap(t["Toggle 1"]), sub = try XCTUnwrap(t["Sub-items"])
        XCTAssertEqual(one.minX, 16, accuracy: 0.01)
        XCTAssertEqual(sub.minX, 16, accuracy: 0.01)
        XCTAssertGreaterThan(one.minY, items.maxY)
        XCTAssertNil(t["Sub-item 1"])
        let turned = chevrons(host).sorted { $0.minY < $1.minY }
        XCTAssertEqual(turned.count, 2)
        XCTAssertEqual(turned[0].width, 12, accuracy: 0.5, "the open group's chevron points down")
        XCTAssertEqual(turned[1].width, 7, accuracy: 0.5, "the nested, closed group's points right")
    }

    /// A tap on the label of a group that keeps its own state expands it, animated: 0.1 s
    /// after the tap the chevron is part way round, and once settled it points down and the
    /// content is shown above the text that follows.
    func testTapExpandsASelfContainedGroupWithAnimation() async throws {
        let host = try SceneHost(SelfContainedDisclosure(), size: CGSize(width: 390, height: 300))
        let label = try XCTUnwrap(texts(host)["Details"])
        let belowBefore = try XCTUnwrap(texts(host)["Below"])
        XCTAssertNil(texts(host)["Hidden detail"])
        tap(host, at: CGPoint(x: label.midX, y: label.midY), time: 0.1)
        host.advance(to: 0.25)
        let midway = try XCTUnwrap(chevrons(host).first)
        XCTAssertGreaterThan(midway.width, 7.5, "turning")
        XCTAssertLessThan(midway.width, 11.5, "not yet down")
        host.advance(to: 2)
        let t = texts(host)
        let detail = try XCTUnwrap(t["Hidden detail"])
        XCTAssertEqual(try XCTUnwrap(chevrons(host).first).width, 12, accuracy: 0.5)
        XCTAssertEqual(try XCTUnwrap(t["Below"]).minY, detail.maxY + 8, accuracy: 0.01)
        XCTAssertGreaterThan(try XCTUnwrap(t["Below"]).minY, belowBefore.minY)
    }

    /// With a binding, a tap writes the binding: the group collapses and its content goes.
    func testTapOnABoundGroupWritesTheBinding() async throws {
        let host = try SceneHost(ToggleStatesDisclosure(topExpanded: true), size: CGSize(width: 390, height: 400))
        let label = try XCTUnwrap(texts(host)["Items"])
        tap(host, at: CGPoint(x: label.midX, y: label.midY), time: 0.1)
        host.advance(to: 2)
        XCTAssertNil(texts(host)["Toggle 1"])
        XCTAssertEqual(try XCTUnwrap(chevrons(host).first).height, 12, accuracy: 0.5)
    }

    /// In a form the label and each content view are rows of one card: "Animals" and its two
    /// rows are 44 pt apart at x = 36, the collapsed "Fruits" row follows, and separators lie
    /// between the five rows (four of them).
    func testDisclosureGroupInAFormMakesRows() async throws {
        let host = try SceneHost(FormDisclosureGroups(), size: CGSize(width: 390, height: 500))
        let t = texts(host)
        let animals = try XCTUnwrap(t["Animals"]), otter = try XCTUnwrap(t["Otter"]), heron = try XCTUnwrap(t["Heron"])
        let fruits = try XCTUnwrap(t["Fruits"])
        for row in [animals, otter, heron, fruits] { XCTAssertEqual(row.minX, 36, accuracy: 0.01) }
        XCTAssertEqual(otter.midY - animals.midY, 44, accuracy: 0.5)
        XCTAssertEqual(heron.midY - otter.midY, 44, accuracy: 0.5)
        XCTAssertEqual(fruits.midY - heron.midY, 44, accuracy: 0.5)
        XCTAssertNil(t["Fig"])
        let separators = host.displayList().fillBoxes.filter { $0.height == 0.5 }
        XCTAssertEqual(separators.count, 4)
        let marks = chevrons(host)
        XCTAssertEqual(marks.count, 2)
        // The chevron's 7 pt frame ends at the row's trailing padding (x = 354); it turns
        // about its centre.
        for mark in marks { XCTAssertEqual(mark.midX, 354 - 3.5, accuracy: 1, "at the row's trailing padding") }
    }

    /// The chevron is drawn in the tint: `.tint(.purple)` on the group paints it purple.
    func testChevronTakesTheTint() async throws {
        let view = DisclosureGroup("Group") { Text("Inside") }.tint(.purple).padding()
        let host = try SceneHost(view, size: CGSize(width: 300, height: 100))
        let paints = host.displayList().items.compactMap { item -> Paint? in
            if case .stroke(_, _, let p, _) = item { return p }
            return nil
        }
        XCTAssertEqual(paints, [.color(Color.purple.resolved)])
    }

    /// A custom style draws the group: its own "show" text while collapsed, the content and
    /// "hide" once a tap on its button toggles `configuration.isExpanded`.
    func testCustomDisclosureGroupStyle() async throws {
        let host = try SceneHost(StyledDisclosure(expanded: false), size: CGSize(width: 390, height: 200))
        let show = try XCTUnwrap(texts(host)["show"])
        XCTAssertNil(texts(host)["Remember the milk"])
        tap(host, at: CGPoint(x: show.midX, y: show.midY), time: 0.1)
        host.advance(to: 2)
        XCTAssertNotNil(texts(host)["hide"])
        XCTAssertNotNil(texts(host)["Remember the milk"])
    }

    // MARK: GroupBox

    /// A group box without a label fills the width offered (390 − 2·16 = 358 pt) with a
    /// secondary-background rounded box; its content is 16 pt inside and centred.
    func testGroupBoxFillsTheWidthAndCentresItsContent() async throws {
        let host = try SceneHost(GroupBoxGallery(), size: CGSize(width: 390, height: 700))
        let boxes = backgrounds(host)
        let first = try XCTUnwrap(boxes.first)
        XCTAssertEqual(first.rect.minX, 16, accuracy: 0.01)
        XCTAssertEqual(first.rect.width, 358, accuracy: 0.01)
        XCTAssertEqual(first.paint, .color(Color(UIColor.secondarySystemBackground).resolved))
        let t = texts(host)
        let title = try XCTUnwrap(t["Your account"]), city = try XCTUnwrap(t["City: Nashville"])
        XCTAssertEqual(title.minY, first.rect.minY + 16, accuracy: 0.01)
        XCTAssertEqual(city.maxY, first.rect.maxY - 16, accuracy: 0.01)
        XCTAssertEqual(city.midX, first.rect.midX, accuracy: 0.5)
        XCTAssertEqual(title.midX, first.rect.midX, accuracy: 0.5)
    }

    /// With a label: the label at the box's top leading corner, 16 pt in, in `.headline`
    /// (17 pt semibold), the content 8 pt under it.
    func testGroupBoxLabelSitsAtTheTopLeadingCorner() async throws {
        let host = try SceneHost(GroupBoxGallery(), size: CGSize(width: 390, height: 700))
        let box = backgrounds(host)[1].rect
        let t = texts(host)
        let title = try XCTUnwrap(t["End-User Agreement"])
        XCTAssertEqual(title.minY, box.minY + 16, accuracy: 2, "the label row (with its icon) starts 16 pt in")
        let item = try XCTUnwrap(textItem(host, "End-User Agreement"))
        XCTAssertEqual(item.font.size, 17)
        XCTAssertGreaterThan(title.minX, box.minX + 16, "after the label's icon")
        let body = try XCTUnwrap(t.first { $0.key.hasPrefix("Lorem") }?.value)
        XCTAssertGreaterThan(body.minY, title.maxY + 7)
    }

    /// A group box inside a group box is drawn on the tertiary background (white in the light
    /// appearance), so that it stands apart from the outer one.
    func testNestedGroupBoxAlternatesItsBackground() async throws {
        let host = try SceneHost(GroupBoxGallery(), size: CGSize(width: 390, height: 700))
        let boxes = backgrounds(host)
        XCTAssertEqual(boxes.count, 4)
        XCTAssertEqual(boxes[2].paint, .color(Color(UIColor.secondarySystemBackground).resolved))
        XCTAssertEqual(boxes[3].paint, .color(Color(UIColor.tertiarySystemBackground).resolved))
        XCTAssertEqual(boxes[3].rect.minX, boxes[2].rect.minX + 16, accuracy: 0.01)
        XCTAssertEqual(boxes[3].rect.maxX, boxes[2].rect.maxX - 16, accuracy: 0.01)
    }

    /// The box backgrounds: the fills of the group boxes' colours, in drawing order.
    private func backgrounds(_ host: SceneHost) -> [(rect: CGRect, paint: Paint)] {
        let colours: Set<Paint> = [
            .color(Color(UIColor.secondarySystemBackground).resolved),
            .color(Color(UIColor.tertiarySystemBackground).resolved)
        ]
        return host.displayList().items.compactMap { item in
            guard case .fill(let path, _, let paint, let m) = item, colours.contains(paint) else { return nil }
            let rect = path.applying(m).boundingRect
            return rect.width > 100 ? (rect, paint) : nil // not a switch's knob
        }
    }

    // MARK: shapes

    /// `Circle().fill(.blue).stroke(.red, lineWidth: 8)` fills, then strokes over the fill;
    /// `.stroke(...).fill(...)` strokes, then fills over the stroke; `strokeBorder` after a
    /// fill traces the outline inset by half its width.
    func testChainedFillAndStrokeDrawInOrder() async throws {
        let host = try SceneHost(ChainedShapes(), size: CGSize(width: 390, height: 120))
        let drawn = host.displayList().items.compactMap { item -> (String, Paint, CGRect)? in
            switch item {
            case .fill(let path, _, let paint, let m): return ("fill", paint, path.applying(m).boundingRect)
            case .stroke(let path, let style, let paint, let m):
                XCTAssertGreaterThan(style.lineWidth, 0)
                return ("stroke", paint, path.applying(m).boundingRect)
            default: return nil
            }
        }
        XCTAssertEqual(drawn.map(\.0), ["fill", "stroke", "stroke", "fill", "fill", "stroke"])
        XCTAssertEqual(drawn.map(\.1), [Color.blue, .red, .orange, .yellow, .green, .black].map { .color($0.resolved) })
        XCTAssertEqual(drawn[0].2, drawn[1].2, "the stroke follows the circle's outline")
        let square = drawn[4].2, border = drawn[5].2
        XCTAssertEqual(border.width, square.width - 4, accuracy: 0.01, "inset by half the 4 pt line")
    }

    // MARK: progress view styles

    /// On iOS the circular style spins even with a value: each circular view draws eight
    /// spokes, and no ring is stroked. `CircularProgressViewStyle(tint: .red)` paints its
    /// spokes red, `.tint(.green)` paints a spinner green.
    func testCircularStyleIsTheSpinnerAndTakesATint() async throws {
        let host = try SceneHost(ProgressStyles(), size: CGSize(width: 390, height: 400))
        let spokes = host.displayList().items.compactMap { item -> Paint? in
            if case .fill(let path, _, let paint, let m) = item {
                let r = path.applying(m).boundingRect
                // Spokes are 2 × 6.67 pt turned by multiples of 45° (an empty bar is 0 pt wide).
                if r.width < 7, r.height < 7.5, r.width > 1.9, r.height > 1.9 { return paint }
            }
            return nil
        }
        XCTAssertEqual(spokes.count, 24, "three spinners of eight spokes")
        // The darkest spoke of each is its colour at 130/255 (ChromeMetricsTests).
        let darkest = spokes.compactMap { paint -> Color.Resolved? in
            if case .color(var c) = paint, abs(c.opacity - 130 / 255) < 1e-4 {
                c.opacity = 1
                return c
            }
            return nil
        }
        let grey = Color(red: 60 / 255, green: 60 / 255, blue: 67 / 255).resolved
        XCTAssertEqual(darkest, [grey, Color.red.resolved, Color.green.resolved], "the leading spoke of each")
        XCTAssertTrue(host.displayList().strokes.filter { $0.lineWidth == 4 }.isEmpty, "no ring")
    }

    /// A custom style wrapping `ProgressView(configuration)` draws the default bar inside its
    /// border; `.linear` without a value draws an empty bar with the label above it.
    func testCustomProgressStyleDecoratesTheDefaultLook() async throws {
        let host = try SceneHost(ProgressStyles(), size: CGSize(width: 390, height: 400))
        let pink = host.displayList().items.filter { item in
            if case .fill(_, _, let paint, _) = item { return paint == .color(Color.pink.resolved) }
            if case .stroke(_, _, let paint, _) = item { return paint == .color(Color.pink.resolved) }
            return false
        }
        XCTAssertFalse(pink.isEmpty, "the border")
        let bars = host.displayList().fillBoxes.filter { $0.height == 4 }
        let label = try XCTUnwrap(texts(host)["25% progress"])
        XCTAssertTrue(bars.contains { $0.minY > label.maxY }, "the bar under the label")
        let waiting = try XCTUnwrap(texts(host)["Waiting"])
        XCTAssertTrue(bars.contains { $0.minY > waiting.maxY && $0.width > 300 }, "an empty linear bar under its label")
    }
}
