import Foundation
import SceneGraph
import XCTest

/// SwiftUI API that public views measured against iOS's own drawings use
/// (docs/ios-reference.md): the stepped `Slider` initialisers, `contextMenu`, the calendar and
/// reduce-motion environment values, and an `@Environment` property read in a shape's
/// nonisolated `path(in:)`.
@MainActor
final class ReferenceSuiteAPITests: XCTestCase {
    private final class Log { var editing: [Bool] = [] }

    /// A list limit from 100 to 1,100 in steps of 100, with a label and value labels (the
    /// initialiser with `step:` and `minimumValueLabel:`/`maximumValueLabel:` as closures).
    private struct Limit: View {
        @State var limit = 100.0
        let log: Log
        var body: some View {
            VStack {
                Slider(
                    value: $limit, in: 100...1100, step: 100, label: { Text("Max list items") },
                    minimumValueLabel: { Text("100") }, maximumValueLabel: { Text("no limit") },
                    onEditingChanged: { log.editing.append($0) })
                Text("limit \(Int(limit))")
            }
            .padding()
        }
    }

    /// A drag lands on a step: on a 320 pt canvas with 16 pt padding the stepped slider without
    /// value labels is 288 pt wide and its thumb's centre travels 261 pt from x = 29.5, so a
    /// drag to x = 126 is at 0.37 of the range, 470 of 100...1100, and the value snaps to 500.
    func testSteppedSliderSnapsToTheNearestStep() async throws {
        struct Stepped: View {
            @State var v = 100.0
            var body: some View {
                VStack {
                    Slider(value: $v, in: 100...1100, step: 100)
                    Text("value \(Int(v))")
                }
                .padding()
            }
        }
        let host = try SceneHost(Stepped(), size: CGSize(width: 320, height: 120))
        host.send(InputScript { Drag(from: CGPoint(x: 30, y: 46), to: CGPoint(x: 126, y: 46), start: 0.1, duration: 0.2) }.events(fps: 60))
        host.advance(to: 0.5)
        XCTAssertTrue(host.displayList().textStrings.contains("value 500"), "\(host.displayList().textStrings)")
    }

    /// With value labels the stepped slider draws them at its ends, snaps to a multiple of 100,
    /// and reports the drag's start and end to `onEditingChanged` (true, then false).
    func testSteppedSliderWithValueLabelsSnapsAndReportsEditing() async throws {
        let log = Log()
        let host = try SceneHost(Limit(log: log), size: CGSize(width: 320, height: 120))
        XCTAssertEqual(Array(host.displayList().textStrings.prefix(2)), ["100", "no limit"])
        host.send(InputScript { Drag(from: CGPoint(x: 80, y: 46), to: CGPoint(x: 163, y: 46), start: 0.1, duration: 0.2) }.events(fps: 60))
        host.advance(to: 0.5)
        let shown = host.displayList().textStrings.first { $0.hasPrefix("limit ") } ?? ""
        let value = Int(shown.dropFirst(6)) ?? -1
        XCTAssertTrue(value > 100 && value < 1100 && value % 100 == 0, shown)
        XCTAssertEqual(log.editing, [true, false])
    }

    /// The other stepped forms compile as SwiftUI spells them: the label last with the value
    /// labels as views, the label alone in either order, and a `Float` value.
    func testEverySteppedSliderInitialiserCompiles() async throws {
        var f: Float = 0.5
        let value = Binding(get: { f }, set: { f = $0 })
        let sliders: [AnyView] = [
            AnyView(Slider(value: value, in: 0...1, step: 0.25, onEditingChanged: { _ in }, minimumValueLabel: Text("0"), maximumValueLabel: Text("1")) { Text("L") }),
            AnyView(Slider(value: value, in: 0...1, step: 0.25, onEditingChanged: { _ in }) { Text("L") }),
            AnyView(Slider(value: value, in: 0...1, step: 0.25, label: { Text("L") }, onEditingChanged: { _ in })),
            AnyView(Slider(value: value, in: 0...1, onEditingChanged: { _ in }, minimumValueLabel: Text("0"), maximumValueLabel: Text("1")) { Text("L") }),
            AnyView(Slider(value: value, in: 0...1, step: 0.25, label: { Text("L") }, minimumValueLabel: { Text("0") }, maximumValueLabel: { Text("1") })),
        ]
        for slider in sliders {
            XCTAssertFalse(try SceneHost(slider, size: CGSize(width: 200, height: 40)).displayList().items.isEmpty)
        }
    }

    /// A context menu is accepted in all its forms and changes nothing drawn: the menu (shown by
    /// a long press on iOS) is not drawn here, a long press included.
    func testContextMenuDrawsTheViewAlone() async throws {
        struct Row: View {
            var menu: Int
            var body: some View {
                let label = Text("Key").padding()
                switch menu {
                case 1: label.contextMenu { Button("Copy") {} }
                case 2: label.contextMenu(menuItems: { Button("Copy") {} }, preview: { Text("Preview") })
                case 3: label.contextMenu(ContextMenu { Button("Copy") {} })
                case 4: label.contextMenu(forSelectionType: Int.self, menu: { _ in Button("Copy") {} })
                default: label
                }
            }
        }
        let plain = try SceneHost(Row(menu: 0), size: CGSize(width: 200, height: 100)).displayList()
        for menu in 1...4 {
            let host = try SceneHost(Row(menu: menu), size: CGSize(width: 200, height: 100))
            XCTAssertEqual(host.displayList().textStrings, plain.textStrings, "form \(menu)")
            host.send(InputScript { Press(at: CGPoint(x: 100, y: 50), time: 0.1, duration: 1) }.events(fps: 60))
            host.advance(to: 1.5)
            XCTAssertEqual(host.displayList().textStrings, ["Key"], "form \(menu)")
        }
    }

    /// `\.calendar` is the Gregorian calendar in US English and UTC by default (the frames do not
    /// depend on the machine), and a view reads the one set above it.
    func testCalendarEnvironmentValue() async throws {
        let calendar = EnvironmentValues().calendar
        XCTAssertEqual(calendar.identifier, .gregorian)
        XCTAssertEqual(calendar.timeZone.secondsFromGMT(), 0)
        XCTAssertEqual(calendar.locale?.identifier, "en_US")
        struct FirstWeekday: View {
            @Environment(\.calendar) var calendar
            var body: some View { Text("first weekday \(calendar.firstWeekday)") }
        }
        var monday = Calendar(identifier: .iso8601)
        monday.firstWeekday = 2
        let texts = try SceneHost(VStack { FirstWeekday(); FirstWeekday().environment(\.calendar, monday) }, size: CGSize(width: 200, height: 100))
            .displayList().textStrings
        XCTAssertEqual(texts, ["first weekday 1", "first weekday 2"])
    }

    /// `Path.forEach` hands over the elements in order, as SwiftClockUI's mirrored hands read a
    /// path back: a move, a line, a quadratic curve and a close.
    func testPathForEachVisitsTheElementsInOrder() async {
        var path = Path()
        path.move(to: .zero)
        path.addLine(to: CGPoint(x: 10, y: 0))
        path.addQuadCurve(to: CGPoint(x: 0, y: 10), control: CGPoint(x: 10, y: 10))
        path.closeSubpath()
        var seen: [Path.Element] = []
        path.forEach { seen.append($0) }
        XCTAssertEqual(seen, [
            .move(to: .zero), .line(to: CGPoint(x: 10, y: 0)),
            .quadCurve(to: CGPoint(x: 0, y: 10), control: CGPoint(x: 10, y: 10)), .closeSubpath,
        ])
    }

    /// Reduce motion (and the other accessibility display settings) are off, an iPhone's default.
    func testAccessibilityDisplaySettingsAreOff() async {
        let values = EnvironmentValues()
        XCTAssertFalse(values.accessibilityReduceMotion)
        XCTAssertFalse(values.accessibilityReduceTransparency)
        XCTAssertFalse(values.accessibilityDifferentiateWithoutColor)
        XCTAssertFalse(values.accessibilityInvertColors)
    }

    /// A shape reads an `@Environment` property in its nonisolated `path(in:)`, as SwiftUI allows
    /// (`Environment` is not main-actor isolated there either): a 10 pt inset from the
    /// environment makes a 100 pt frame's rectangle 80 pt wide (the shape drawn as a view, as
    /// SwiftClockUI's indicator shapes are).
    private struct InsetRect: Shape {
        @Environment(\.testInset) var inset
        func path(in rect: CGRect) -> Path {
            let values = (0..<1).map { _ in inset }
            return Path(rect.insetBy(dx: values[0], dy: values[0]))
        }
    }

    func testShapeReadsItsEnvironmentInPath() async throws {
        let host = try SceneHost(
            InsetRect().frame(width: 100, height: 100).environment(\.testInset, 10),
            size: CGSize(width: 100, height: 100))
        let rects = host.displayList().items.compactMap { item -> CGRect? in
            guard case .fill(let path, _, _, let t) = item else { return nil }
            return path.applying(t).boundingRect
        }
        XCTAssertEqual(rects.first?.width ?? 0, 80, accuracy: 0.01)
    }
}

private struct TestInsetKey: EnvironmentKey { static let defaultValue: CGFloat = 0 }

extension EnvironmentValues {
    fileprivate var testInset: CGFloat {
        get { self[TestInsetKey.self] }
        set { self[TestInsetKey.self] = newValue }
    }
}
