import Combine
import SwiftUI
import XCTest

// Written as SwiftUI app code is: `import SwiftUI` and `import Combine`, module-qualified names,
// view models with `@Published` properties whose `$` publishers run through Combine's operators.

/// Qualified names resolve through the SwiftUI module (its re-export of SceneGraph).
struct QualifiedBadge: SwiftUI.View {
    var body: some SwiftUI.View {
        SwiftUI.HStack {
            SwiftUI.Image(systemName: "star")
            SwiftUI.Text("Badge")
        }
    }
}

/// A search model: `results` follows `query` 0.3 s after typing stops (scene time).
final class SearchModel: ObservableObject {
    @Published var query = ""
    @Published var results: [String] = []
    @Published var debouncedRuns = 0
    private var cancellables = Set<AnyCancellable>()

    init() {
        $query
            .removeDuplicates()
            .debounce(for: 0.3, scheduler: RunLoop.main)
            .map { q in q.isEmpty ? [] : ["\(q)1", "\(q)2"] }
            .sink { [weak self] in
                self?.results = $0
                self?.debouncedRuns += 1
            }
            .store(in: &cancellables)
    }
}

struct SearchScreen: View {
    @ObservedObject var model: SearchModel
    var body: some View {
        VStack {
            Text("q:\(model.query)")
            Text("r:\(model.results.joined(separator: ","))")
            Text("runs:\(model.debouncedRuns)")
        }
        .onAppear { model.query = "a" }
    }
}

/// A clock face fed by `Timer.publish(...).autoconnect()` through an operator (so the generic
/// `onReceive` runs it) and a subject.
struct TickScreen: View {
    @State private var ticks = 0
    @State private var pings: [Int] = []
    let pinger: PassthroughSubject<Int, Never>
    private let timer = Timer.publish(every: 0.5, on: .main, in: .common).autoconnect().map { _ in 1 }
    var body: some View {
        VStack {
            Text("ticks:\(ticks)")
            Text("pings:\(pings.map(String.init).joined(separator: ","))")
        }
        .onReceive(timer) { ticks += $0 }
        .onReceive(pinger) { pings.append($0) }
        .onReceive(Just(7)) { pings.append($0) }
    }
}

@MainActor
final class SwiftUIModuleTests: XCTestCase {
    private func texts(_ h: SceneHost) -> [String] {
        h.displayList().items.compactMap { if case .text(let t, _) = $0 { t.string } else { nil } }
    }

    func testQualifiedNamesCompileAndDraw() async throws {
        let h = try SceneHost(QualifiedBadge(), size: CGSize(width: 200, height: 100))
        XCTAssertEqual(texts(h).last, "Badge", "the symbol, then the text")
        let view: any SwiftUI.View = SwiftUI.Text("x")
        XCTAssertTrue(view is SwiftUI.Text)
    }

    func testDebounceRunsOnSceneTime() async throws {
        let model = SearchModel()
        let h = try SceneHost(SearchScreen(model: model), size: CGSize(width: 300, height: 200))
        // Typed at scene times 0 (onAppear), 0.1 and 0.2.
        h.schedule(at: 0.1) { model.query = "ab" }
        h.schedule(at: 0.2) { model.query = "abc" }
        h.advance(to: 0.45)
        XCTAssertEqual(texts(h), ["q:abc", "r:", "runs:0"], "0.25 s after the last keystroke: not yet")
        h.advance(to: 0.49)
        XCTAssertEqual(texts(h), ["q:abc", "r:", "runs:0"])
        h.advance(to: 0.51)
        XCTAssertEqual(texts(h), ["q:abc", "r:abc1,abc2", "runs:1"], "once, with the latest query, 0.3 s after it")
        h.advance(to: 2)
        XCTAssertEqual(texts(h), ["q:abc", "r:abc1,abc2", "runs:1"])
    }

    func testTimerPublisherAndSubjectsFeedOnReceive() async throws {
        let subject = PassthroughSubject<Int, Never>()
        let h = try SceneHost(TickScreen(pinger: subject), size: CGSize(width: 300, height: 200))
        h.advance(to: 0.01)
        XCTAssertEqual(texts(h), ["ticks:0", "pings:7"])
        subject.send(3)
        h.advance(to: 1.2)
        XCTAssertEqual(texts(h), ["ticks:2", "pings:7,3"])
        subject.send(4)
        h.advance(to: 1.6)
        XCTAssertEqual(texts(h), ["ticks:3", "pings:7,3,4"])
    }
}
