import XCTest
@testable import SceneGraph

/// Typed animatable keys and typed node attachments: what a node keeps for its features.
@MainActor
final class TypedNodeStateTests: XCTestCase {
    private func host<V: View>(_ view: V) throws -> SceneHost { try SceneHost(view, size: CGSize(width: 200, height: 200)) }

    /// The first node (depth first) whose view type name starts with `prefix`.
    private func node(_ host: SceneHost, _ prefix: String) -> Node? {
        var found: Node?
        host.root.forEachNode { if found == nil, $0.typeName.hasPrefix(prefix) { found = $0 } }
        return found
    }

    // MARK: Animatable keys

    /// Only properties that place the view are position-like (the ones a gesture's release
    /// velocity may go to): the offset and the layout frame. A scale is a `CGSize` too, but not
    /// a position.
    func testOnlyOffsetAndFrameArePositionLike() async {
        XCTAssertEqual(AnimatableKey<CGSize>.offset.role, .position)
        XCTAssertEqual(AnimatableKey<CGRect>.frame.role, .position)
        XCTAssertEqual(AnimatableKey<CGSize>.scale.role, .other)
        XCTAssertEqual(AnimatableKey<CGSize>.shadowOffset.role, .other)
        XCTAssertEqual(AnimatableKey<Double>.rotation.role, .other)
        XCTAssertEqual(AnimatableKey<Double>.opacity.role, .other)
        XCTAssertEqual(AnimatableKey<Color.Resolved>.foregroundColor.role, .other)
    }

    /// A text's colour and a shape's colour are the same property (one key), animated the same
    /// way; only the motion dump keeps the column names the recorded curves use.
    func testTextAndShapeColourAreOneProperty() async throws {
        let h = try host(
            VStack {
                Text("A").foregroundColor(.red); Rectangle().fill(.red).frame(width: 10, height: 10)
            })
        let text = try XCTUnwrap(node(h, "Text")), shape = try XCTUnwrap(node(h, "_ShapeView"))
        XCTAssertEqual(text.animatedSlots.keys, [.foregroundColor])
        XCTAssertTrue(shape.animatedSlots.keys.contains(.foregroundColor))
        let names = Dictionary(grouping: h.animatedValues(), by: \.path).mapValues { Set($0.map(\.property)) }
        XCTAssertEqual(names[text.motionPath], ["foreground", "frame"])
        XCTAssertEqual(names[shape.motionPath], ["paint", "frame", "shape"])
    }

    /// Every property has its own motion column name except the two spaces of the foreground
    /// colour, which are one property drawn one way.
    func testMotionNamesAreUniqueButForTheColourSpaces() async {
        let names = AnimatableProperty.allCases.map(\.motionName)
        XCTAssertEqual(Set(names).count, names.count - 1)
        XCTAssertEqual(AnimatableProperty.foregroundColor.motionName, AnimatableProperty.foregroundColorOKLab.motionName)
    }

    /// Switching a colour's interpolation space replaces its animator: the node never holds the
    /// colour in both spaces.
    func testColourSpaceChangeKeepsOneAnimator() async throws {
        let h = try host(Text("A").foregroundColor(.red))
        let text = try XCTUnwrap(node(h, "Text"))
        var env = text.environment
        env.colorInterpolation = .oklab
        text.environment = env
        text.setForegroundColor(Color.blue.resolved, context: UpdateContext(host: h, time: 0, transaction: Transaction()))
        XCTAssertEqual(text.animatedSlots.keys, [.foregroundColorOKLab])
        XCTAssertEqual(
            text.presented(.foregroundColorOKLab, at: 0, default: OKLabColor(Color.red.resolved)).resolved,
            OKLabColor(Color.blue.resolved).resolved)
    }

    /// A generic key read with a type other than the one its animator holds is reported, not
    /// silently answered with the default.
    func testTypeMismatchIsReported() async throws {
        let h = try host(Rectangle().frame(width: 10, height: 10))
        let shape = try XCTUnwrap(node(h, "_ShapeView"))
        shape.setAnimatable(AnimatableKey<Double>.animatableData, 3, context: UpdateContext(host: h, time: 0, transaction: Transaction()))
        let read = shape.presented(AnimatableKey<CGFloat>.animatableData, at: 0, default: 7)
        XCTAssertEqual(read, 7)
        XCTAssertEqual(
            h.warnings.filter { $0.contains("animatableData animates AnimatedSlot<Double>") }.count, 1,
            "warnings: \(h.warnings)")
    }

    // MARK: Node attachments

    private struct Marker: NodeAttachment { var count: Int }
    private struct Other: NodeAttachment { var name: String }
    private struct Generic<T>: NodeAttachment { var value: T }

    /// Each attachment type is its own key: setting one leaves the others alone, and nil removes it.
    func testAttachmentsAreKeyedByType() async throws {
        let h = try host(Rectangle())
        let n = h.root
        XCTAssertNil(n[attachment: Marker.self])
        n[attachment: Marker.self] = Marker(count: 1)
        n[attachment: Other.self] = Other(name: "x")
        n[attachment: Marker.self, default: Marker(count: 0)].count += 1
        XCTAssertEqual(n[attachment: Marker.self]?.count, 2)
        XCTAssertEqual(n[attachment: Other.self]?.name, "x")
        n[attachment: Marker.self] = nil
        XCTAssertNil(n[attachment: Marker.self])
        XCTAssertEqual(n[attachment: Other.self]?.name, "x")
    }

    /// Two specialisations of a generic attachment are two keys (`onChange(of:)` on an `Int` and
    /// on a `String` never read each other's value).
    func testGenericAttachmentSpecialisationsAreDistinct() async throws {
        let h = try host(Rectangle())
        let n = h.root
        n[attachment: Generic<Int>.self] = Generic(value: 4)
        n[attachment: Generic<String>.self] = Generic(value: "four")
        XCTAssertEqual(n[attachment: Generic<Int>.self]?.value, 4)
        XCTAssertEqual(n[attachment: Generic<String>.self]?.value, "four")
    }

    /// The time-driven contract: a `TimelineView` records the entry it built its content for,
    /// and the host rebuilds it when the schedule's entry moves on (here every 0.5 s).
    func testTimelineViewRecordsTheEntryItWasBuiltFor() async throws {
        let h = try host(TimelineView(.periodic(from: SceneHost.epoch, by: 0.5)) { ctx in Text("\(ctx.sceneTime)") })
        let timeline = try XCTUnwrap(node(h, "TimelineView"))
        XCTAssertEqual(timeline.builtTimeEntry, 0)
        h.advance(to: 0.4)
        XCTAssertEqual(timeline.builtTimeEntry, 0)
        h.advance(to: 0.7)
        XCTAssertEqual(timeline.builtTimeEntry, 0.5)
        // A Double interpolated into a literal is written with %lf, as SwiftUI writes it.
        XCTAssertEqual(h.displayList().texts, ["0.500000"])
    }
}
