import XCTest
@testable import SceneGraph

final class CounterModel: ObservableObject {
    @Published var count = 0
    @Published var title = "score"
    init(made: MadeCounter? = nil) { made?.count += 1 }
}

final class MadeCounter { var count = 0 }

/// Owns its model: made once per identity.
private struct Owner: View {
    @StateObject var model: CounterModel
    init(made: MadeCounter? = nil) { _model = StateObject(wrappedValue: CounterModel(made: made)) }
    var body: some View {
        VStack {
            Text("\(model.title) \(model.count)").onTapGesture { model.count += 1 }
            Follower(model: model)
        }
    }
}

/// Holds a model it does not own.
private struct Follower: View {
    @ObservedObject var model: CounterModel
    var body: some View { Text("follower \(model.count)") }
}

/// Writes through a binding made from the object wrapper (`$model.title`).
private struct Renamer: View {
    @ObservedObject var model: CounterModel
    var body: some View { TitleField(title: $model.title) }
}

private struct TitleField: View {
    @Binding var title: String
    var body: some View { Text(title).onTapGesture { title = "renamed" } }
}

private struct EnvironmentReaderView: View {
    @EnvironmentObject var model: CounterModel
    var body: some View { Text("env \(model.count)") }
}

@MainActor
final class ObservableObjectTests: XCTestCase {
    private func texts(_ h: SceneHost) -> [String] { h.displayList().texts }

    private func center(of text: String, in h: SceneHost) -> CGPoint {
        for item in h.displayList().items {
            if case .text(let t, let m) = item, t.string == text { return CGPoint(x: t.frame.midX, y: t.frame.midY).applying(m) }
        }
        XCTFail("no text \(text)")
        return .zero
    }

    /// A `@Published` write re-evaluates the `@StateObject` owner and the `@ObservedObject`
    /// follower in the next update.
    func testPublishedWriteUpdatesOwnerAndFollower() async throws {
        let h = try SceneHost(Owner(), size: CGSize(width: 200, height: 200))
        XCTAssertEqual(texts(h), ["score 0", "follower 0"])
        h.send(tap(center(of: "score 0", in: h), at: 0.1))
        h.advance(to: 0.2)
        XCTAssertEqual(texts(h), ["score 1", "follower 1"])
    }

    /// `@StateObject`'s autoclosure runs once per identity, not at every update of the parent.
    func testStateObjectIsMadeOncePerIdentity() async throws {
        struct Parent: View {
            @State var tick = 0
            let made: MadeCounter
            var body: some View {
                VStack {
                    Text("tick \(tick)"); Owner(made: made)
                }
            }
        }
        let made = MadeCounter()
        let parent = Parent(made: made)
        let h = try SceneHost(parent, size: CGSize(width: 200, height: 200))
        for k in 1...3 { h.schedule(at: Double(k) * 0.1) { parent.tick = k } }
        h.advance(to: 0.4)
        XCTAssertEqual(texts(h).first, "tick 3")
        XCTAssertEqual(made.count, 1)
    }

    /// A change made outside the view tree (a model shared by the scene) reaches the view.
    func testExternalChangeUpdatesObservedObject() async throws {
        let model = CounterModel()
        let h = try SceneHost(Follower(model: model), size: CGSize(width: 200, height: 100))
        h.schedule(at: 0.1) { model.count = 7 }
        h.advance(to: 0.1)
        XCTAssertEqual(texts(h), ["follower 7"])
    }

    /// `$model.title` is a binding: a write through it changes the object and shows.
    func testObjectWrapperBindingWritesThrough() async throws {
        let model = CounterModel()
        let h = try SceneHost(Renamer(model: model), size: CGSize(width: 200, height: 100))
        h.send(tap(center(of: "score", in: h), at: 0.1))
        h.advance(to: 0.2)
        XCTAssertEqual(model.title, "renamed")
        XCTAssertEqual(texts(h), ["renamed"])
    }

    /// `.environmentObject` hands the object to `@EnvironmentObject` descendants, which follow it.
    func testEnvironmentObjectFollowsChanges() async throws {
        let model = CounterModel()
        let h = try SceneHost(VStack { EnvironmentReaderView() }.environmentObject(model), size: CGSize(width: 200, height: 100))
        XCTAssertEqual(texts(h), ["env 0"])
        h.schedule(at: 0.1) { model.count = 3 }
        h.advance(to: 0.1)
        XCTAssertEqual(texts(h), ["env 3"])
    }

    /// The default publisher is one per object, and a subscription ends with its token.
    func testPublisherIsPerObjectAndSubscriptionEnds() async {
        let a = CounterModel(), b = CounterModel()
        XCTAssertTrue(a.objectWillChange === a.objectWillChange)
        XCTAssertFalse(a.objectWillChange === b.objectWillChange)
        var sends = 0
        var token: AnyCancellable? = a.objectWillChange.sink { sends += 1 }
        a.count = 1
        b.count = 1
        XCTAssertEqual(sends, 1)
        withExtendedLifetime(token) {}
        token = nil
        a.count = 2
        XCTAssertEqual(sends, 1)
    }
}
