import XCTest
@testable import SceneGraph

/// Values SwiftUI's own behaviour pins down for the drawing and geometry types (measured on
/// Apple's SwiftUI by other projects' compatibility tests; re-expressed here with our own values).
@MainActor
final class SwiftUIValueSemanticsTests: XCTestCase {
    /// SwiftUI animates an angle as its radians × 128; setting the data sets radians ÷ 128.
    func testAngleAnimatesItsRadiansTimes128() async {
        for degrees in [0.0, 45, 90, 180, 360, -30] {
            let a = Angle(degrees: degrees)
            XCTAssertEqual(a.animatableData, a.radians * 128)
            var b = a
            b.animatableData *= 2
            XCTAssertEqual(b.radians, a.radians * 2, accuracy: 1e-15)
        }
        var c = Angle.zero
        c.animatableData = 128 * .pi
        XCTAssertEqual(c.degrees, 180, accuracy: 1e-12)
    }

    /// A colour made from hue, saturation and brightness resolves to exact 1s and 0s where the
    /// formula gives them (1 became 0.99999994 through the sRGB round trip).
    func testHSBColoursResolveToExactComponents() async {
        let env = EnvironmentValues()
        let white = Color(hue: 0, saturation: 0, brightness: 1).resolve(in: env)
        XCTAssertEqual([white.red, white.green, white.blue], [1, 1, 1])
        let green = Color(hue: 1.0 / 3, saturation: 1, brightness: 1).resolve(in: env)
        XCTAssertEqual([green.red, green.green, green.blue], [0, 1, 0])
        let magenta = Color(hue: 5.0 / 6, saturation: 1, brightness: 1).resolve(in: env)
        XCTAssertEqual([magenta.red, magenta.green, magenta.blue], [1, 0, 1])
        let pastel = Color(hue: 0.25, saturation: 0.5, brightness: 1).resolve(in: env)
        XCTAssertEqual([pastel.red, pastel.green, pastel.blue], [0.75, 1, 0.5])
        XCTAssertEqual(Color(red: 1, green: 1, blue: 1).resolve(in: env).red, 1)
        // Every 8-bit sRGB value survives the round trip through linear light.
        for k in 0...255 {
            let v = Float(k) / 255
            XCTAssertEqual(Color.Resolved.encoded(Color.Resolved.linear(v)), v, accuracy: 1e-7, "\(k)")
        }
    }

    /// `UnitCurve.bezier(startControlPoint:endControlPoint:)` with unit points, as SwiftUI spells it.
    func testBezierCurveFromUnitPoints() async {
        let curve = UnitCurve.bezier(startControlPoint: UnitPoint(x: 0.25, y: 0.1), endControlPoint: UnitPoint(x: 0.75, y: 0.9))
        XCTAssertEqual(curve.value(at: 0), 0)
        XCTAssertEqual(curve.value(at: 1), 1)
        XCTAssertEqual(curve.value(at: 0.5), 0.5, accuracy: 1e-12)
        XCTAssertEqual(curve.velocity(at: 0.5), 1.2, accuracy: 1e-12)
        XCTAssertEqual(Animation.timingCurve(.circularEaseInOut, duration: 0.4).description, "timingCurve(.circularEaseInOut, duration: 0.4)")
    }
}

/// The order of `onAppear` and `onDisappear` when a view's `.id` changes (measured on Apple's
/// SwiftUI by OpenSwiftUI's compatibility tests): the new view appears before the old one
/// disappears, unless the view's transition is `.identity`, which makes the old view leave first.
@MainActor
final class IdentityChangeLifecycleTests: XCTestCase {
    private func run(identityTransition: Bool) throws -> String {
        let log = LifecycleLog()
        let host = try SceneHost(IDSwatch(log: log, identityTransition: identityTransition), size: CGSize(width: 40, height: 40))
        for k in 1...30 { host.advance(to: Double(k) / 60) }
        return log.text
    }

    func testNewViewAppearsBeforeTheOldOneDisappears() async throws {
        XCTAssertEqual(try run(identityTransition: false), "AFATDT")
    }

    func testWithTheIdentityTransitionTheOldViewDisappearsFirst() async throws {
        XCTAssertEqual(try run(identityTransition: true), "AFDTAT")
    }
}

/// Counts body evaluations of `CountedLabel`.
final class BodyCounter: @unchecked Sendable { var count = 0 }

/// A label equal to another when its title is, whatever its counter and note.
struct CountedLabel: View, Equatable {
    let title: String
    let note: Int
    let counter: BodyCounter
    var body: some View {
        counter.count += 1
        return Text(title)
    }
    nonisolated static func == (a: CountedLabel, b: CountedLabel) -> Bool { a.title == b.title }
}

/// A host for `CountedLabel` whose note (ignored by `==`) and title change on schedule.
struct CountedLabelHost: View {
    @State var note = 0
    @State var title = "a"
    let counter: BodyCounter
    let equatable: Bool
    var body: some View {
        if equatable {
            CountedLabel(title: title, note: note, counter: counter).equatable()
        } else {
            CountedLabel(title: title, note: note, counter: counter)
        }
    }
}

@Observable final class OptionalModel { var name = "model" }

struct LineLimitReader: View {
    @Environment(\.lineLimit) var limit
    var body: some View { Text("\(limit ?? -1)") }
}

struct OptionalModelReader: View {
    @Environment(OptionalModel.self) var model: OptionalModel?
    var body: some View { Text(model?.name ?? "none") }
}

/// API app code uses whose behaviour SwiftUI's documentation pins down.
@MainActor
final class SwiftUIAppAPISemanticsTests: XCTestCase {
    /// `.equatable()`: a change that `==` calls equal does not evaluate the body again (an
    /// `Equatable` view is compared with `==` anyway, as SwiftUI does); one it calls different does.
    func testEquatableViewSkipsEqualUpdates() async throws {
        for equatable in [false, true] {
            let counter = BodyCounter()
            let view = CountedLabelHost(counter: counter, equatable: equatable)
            let host = try SceneHost(view, size: CGSize(width: 100, height: 40))
            let first = counter.count
            host.schedule(at: 0.1) { view.note = 1 }
            host.advance(to: 0.1)
            XCTAssertEqual(counter.count, first, "equatable: \(equatable)")
            host.schedule(at: 0.2) { view.title = "b" }
            host.advance(to: 0.2)
            XCTAssertEqual(counter.count, first + 1, "equatable: \(equatable)")
            XCTAssertEqual(host.displayList().texts, ["b"])
        }
    }

    func testTransformEnvironmentChangesTheInheritedValue() async throws {
        let inherited = try SceneHost(
            LineLimitReader().transformEnvironment(\.lineLimit) { $0 = ($0 ?? 1) * 10 }.lineLimit(4),
            size: CGSize(width: 100, height: 40))
        XCTAssertEqual(inherited.displayList().texts, ["40"])
        let unset = try SceneHost(
            LineLimitReader().transformEnvironment(\.lineLimit) { $0 = ($0 ?? 1) * 10 }, size: CGSize(width: 100, height: 40))
        XCTAssertEqual(unset.displayList().texts, ["10"])
    }

    /// `@Environment(Model.self) var m: Model?` reads nil where no model was put, the model where one was.
    func testOptionalObservableFromTheEnvironment() async throws {
        let empty = try SceneHost(OptionalModelReader(), size: CGSize(width: 100, height: 40))
        XCTAssertEqual(empty.displayList().texts, ["none"])
        let full = try SceneHost(OptionalModelReader().environment(OptionalModel()), size: CGSize(width: 100, height: 40))
        XCTAssertEqual(full.displayList().texts, ["model"])
    }

    func testEdgeInsetsAnimateAllFourSides() async {
        var insets = EdgeInsets(top: 1, leading: 2, bottom: 3, trailing: 4)
        XCTAssertEqual(insets.animatableData.first, 1)
        XCTAssertEqual(insets.animatableData.second.second.second, 4)
        insets.animatableData.scale(by: 2)
        XCTAssertEqual(insets, EdgeInsets(top: 2, leading: 4, bottom: 6, trailing: 8))
    }

    /// `logicallyComplete(after:)` reports logical completion early, never late, and leaves the
    /// motion as it was.
    func testLogicallyCompleteAfterADuration() async {
        let linear = Animation.linear(duration: 1)
        XCTAssertEqual(linear.logicallyComplete(after: 0.25).logicalDuration(delta: 10.0), 0.25)
        XCTAssertEqual(linear.logicallyComplete(after: 3).logicalDuration(delta: 10.0), 1)
        XCTAssertEqual(linear.logicallyComplete(after: 0.25).removalDuration(delta: 10.0), 1)
        XCTAssertEqual(linear.logicallyComplete(after: 0.25).animate(delta: 10.0, time: 0.5), 5)
        XCTAssertEqual(linear.logicallyComplete(after: 0.25).description, "timingCurve(CGPoint(x: 0.0, y: 0.0), CGPoint(x: 1.0, y: 1.0), duration: 1.0).logicallyComplete(after: 0.25)")
    }

    /// `.explicit` dates, and every schedule's `entries(from:mode:)`.
    func testTimelineScheduleEntries() async {
        let epoch = SceneHost.epoch
        let periodic = TimelineSchedule.periodic(from: epoch, by: 5)
        XCTAssertEqual(Array(periodic.entries(from: epoch.addingTimeInterval(12), mode: .normal).prefix(3)), [10, 15, 20].map { epoch.addingTimeInterval($0) })
        XCTAssertEqual(Array(periodic.entries(from: epoch.addingTimeInterval(15), mode: .normal).prefix(2)), [15, 20].map { epoch.addingTimeInterval($0) })
        let explicit = TimelineSchedule.explicit([100.0, 200, 300].map { epoch.addingTimeInterval($0) })
        XCTAssertEqual(Array(explicit.entries(from: epoch, mode: .normal)), [100, 200, 300].map { epoch.addingTimeInterval($0) })
        XCTAssertEqual(Array(explicit.entries(from: epoch.addingTimeInterval(150), mode: .normal)), [200, 300].map { epoch.addingTimeInterval($0) })
        XCTAssertEqual(explicit.entry(at: 50), 100)
        XCTAssertEqual(explicit.entry(at: 250), 200)
        XCTAssertEqual(explicit.entry(at: 1000), 300)
        let animation = TimelineSchedule.animation(minimumInterval: 1.5)
        XCTAssertEqual(Array(animation.entries(from: epoch, mode: .normal).prefix(3)), [0, 1.5, 3].map { epoch.addingTimeInterval($0) })
        XCTAssertTrue(Array(animation.entries(from: epoch, mode: .lowFrequency)).isEmpty)
    }
}
