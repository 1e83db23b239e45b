import XCTest
import Observation
@testable import SceneGraph

struct Counter: View {
    @State var count = 0
    var label: String
    var body: some View { Text("\(label):\(count)").onTapGesture { count += 1 } }
}

/// A root whose value every child reads, and whose list can grow.
struct Board: View {
    @State var theme = "a"
    @State var showHeader = true
    @State var items = [1, 2]
    var body: some View {
        VStack(spacing: 0) {
            if showHeader { Text("header-\(theme)") }
            ForEach(items, id: \.self) { i in Counter(label: "\(theme)\(i)") }
        }
    }
}

@Observable final class Model {
    var title = "t"
    var other = 0
}

final class Probe: @unchecked Sendable {
    var evaluations: [String: Int] = [:]
}

struct TitleReader: View {
    let model: Model
    let probe: Probe
    var body: some View {
        probe.evaluations["title", default: 0] += 1
        return Text(model.title)
    }
}

struct OtherReader: View {
    let model: Model
    let probe: Probe
    var body: some View {
        probe.evaluations["other", default: 0] += 1
        return Text("\(model.other)")
    }
}

struct EnvironmentReader: View {
    @Environment(Model.self) var model
    @Environment(\.font) var font
    var body: some View { Text("\(model.title) \(font == .title ? "title" : "other")") }
}

@MainActor
final class StateTests: XCTestCase {
    func texts(_ h: SceneHost) -> [String] { h.displayList().texts }

    func center(of text: String, in h: SceneHost) -> CGPoint {
        for item in h.displayList().items {
            if case .text(let t, let m) = item, t.string == text {
                return CGPoint(x: t.frame.midX, y: t.frame.midY).applying(m)
            }
        }
        return .zero
    }

    /// Test idea 5: a root value read by every node changes; every descendant keeps its @State.
    func testRootChangeKeepsDescendantState() async throws {
        let board = Board()
        let h = try SceneHost(board, size: CGSize(width: 200, height: 200))
        h.send(tap(center(of: "a2:0", in: h), at: 0.1))
        h.advance(to: 0.2)
        XCTAssertEqual(texts(h), ["header-a", "a1:0", "a2:1"])
        h.schedule(at: 0.3) { board.theme = "b" }
        h.advance(to: 0.3)
        XCTAssertEqual(texts(h), ["header-b", "b1:0", "b2:1"])
    }

    /// Test idea 4: after toggling the `if` and appending to the list, drawn order follows source order.
    func testConditionalBeforeForEachKeepsSourceOrder() async throws {
        let board = Board()
        let h = try SceneHost(board, size: CGSize(width: 200, height: 200))
        h.schedule(at: 0.1) { board.showHeader = false }
        h.schedule(at: 0.2) { board.items.append(3) }
        h.schedule(at: 0.3) { board.showHeader = true }
        h.advance(to: 0.3)
        XCTAssertEqual(texts(h), ["header-a", "a1:0", "a2:0", "a3:0"])
    }

    /// Changing `.id` makes a new identity and resets state.
    func testChangedIdentityResetsState() async throws {
        struct Host: View {
            @State var generation = 0
            var body: some View { Counter(label: "c").id(generation) }
        }
        let view = Host()
        let h = try SceneHost(view, size: CGSize(width: 100, height: 100))
        h.send(tap(center(of: "c:0", in: h), at: 0.1))
        h.advance(to: 0.2)
        XCTAssertEqual(texts(h), ["c:1"])
        h.schedule(at: 0.3) { view.generation = 1 }
        h.advance(to: 0.3)
        XCTAssertEqual(texts(h), ["c:0"])
    }

    /// @Observable: a change re-evaluates exactly the views that read the changed property.
    func testObservableInvalidatesOnlyReaders() async throws {
        let model = Model(), probe = Probe()
        let h = try SceneHost(
            VStack {
                TitleReader(model: model, probe: probe); OtherReader(model: model, probe: probe)
            },
            size: CGSize(width: 100, height: 100))
        XCTAssertEqual(probe.evaluations, ["title": 1, "other": 1])
        h.schedule(at: 0.1) { model.title = "changed" }
        h.advance(to: 0.1)
        XCTAssertEqual(probe.evaluations, ["title": 2, "other": 1])
        XCTAssertEqual(texts(h), ["changed", "0"])
    }

    func testEnvironmentObjectAndKeyPath() async throws {
        let model = Model()
        model.title = "env"
        let h = try SceneHost(EnvironmentReader().font(.title).environment(model), size: CGSize(width: 200, height: 100))
        XCTAssertEqual(texts(h), ["env title"])
    }

    /// A body that writes state gets one warning naming the view, and no crash.
    func testStateWriteInBodyWarnsOnce() async throws {
        struct Bad: View {
            @State var n = 0
            var body: some View {
                n += 1
                return Text("x")
            }
        }
        let h = try SceneHost(Bad(), size: CGSize(width: 50, height: 50))
        h.advance(to: 0.5)
        XCTAssertEqual(h.warnings.filter { $0.contains("Bad") && $0.contains("writes state") }.count, 1, "\(h.warnings)")
    }

    /// Duplicate ForEach ids are reported once, and both rows are still drawn.
    func testDuplicateIdsReportedOnce() async throws {
        let h = try SceneHost(VStack { ForEach([1, 1, 2], id: \.self) { Text("\($0)") } }, size: CGSize(width: 50, height: 100))
        h.advance(to: 0.1)
        XCTAssertEqual(texts(h), ["1", "1", "2"])
        XCTAssertEqual(h.warnings.filter { $0.contains("duplicate id") }.count, 1)
    }
}

/// Counts body evaluations per label.
struct CountingLeaf: View {
    let label: Int
    let probe: Probe
    @State var value = 0
    var body: some View {
        probe.evaluations["\(label)", default: 0] += 1
        return Text("\(label)=\(value)").onTapGesture { value += 1 }
    }
}

@MainActor
final class InvalidationTests: XCTestCase {
    /// A state change in one leaf re-evaluates that leaf only, not its siblings or parent.
    func testLeafChangeReevaluatesOnlyThatLeaf() async throws {
        let probe = Probe()
        struct Parent: View {
            let probe: Probe
            var body: some View {
                probe.evaluations["parent", default: 0] += 1
                return VStack(spacing: 0) { ForEach(0..<5) { CountingLeaf(label: $0, probe: probe) } }
            }
        }
        let h = try SceneHost(Parent(probe: probe), size: CGSize(width: 100, height: 200))
        var leafCentre = CGPoint.zero
        for item in h.displayList().items {
            if case .text(let t, _) = item, t.string == "2=0" { leafCentre = CGPoint(x: t.frame.midX, y: t.frame.midY) }
        }
        h.send(tap(leafCentre, at: 0.1))
        h.advance(to: 0.2)
        XCTAssertEqual(h.displayList().texts, ["0=0", "1=0", "2=1", "3=0", "4=0"])
        XCTAssertEqual(probe.evaluations, ["parent": 1, "0": 1, "1": 1, "2": 2, "3": 1, "4": 1])
    }
}
