import XCTest
@testable import SceneGraph

/// What `onChange(of:)`'s actions saw, in order.
@MainActor
final class ChangeLog {
    var entries: [String] = []
}

/// A counter set to 3 at appear; its `onChange` actions write to a log.
struct ChangeCounter: View {
    let log: ChangeLog
    let initial: Bool
    @State var count = 0
    var body: some View {
        Text("\(count)")
            .onChange(of: count, initial: initial) { old, new in log.entries.append("\(old)->\(new)") }
            .onAppear { count = 3 }
    }
}

/// The same with the one-parameter form SwiftUI deprecated in iOS 17.
struct LegacyChangeCounter: View {
    let log: ChangeLog
    @State var count = 0
    var body: some View {
        Text("\(count)")
            .onChange(of: count) { new in log.entries.append("new \(new)") }
            .onAppear { count = 5 }
    }
}

@MainActor
final class OnChangeTests: XCTestCase {
    /// `initial: true` runs the action once at appear, with the value as both old and new
    /// (SwiftUI's `onChange(of:initial:_:)`), then on each change (0 -> 3 from `onAppear`).
    func testInitialTrueRunsTheActionOnceAtAppear() async throws {
        let log = ChangeLog()
        let host = try SceneHost(ChangeCounter(log: log, initial: true), size: CGSize(width: 100, height: 50))
        host.advance(to: 0.5)
        XCTAssertEqual(log.entries, ["0->0", "0->3"])
    }

    /// `initial: false` (the default) stays silent at appear.
    func testInitialFalseDoesNotRunAtAppear() async throws {
        let log = ChangeLog()
        let host = try SceneHost(ChangeCounter(log: log, initial: false), size: CGSize(width: 100, height: 50))
        host.advance(to: 0.5)
        XCTAssertEqual(log.entries, ["0->3"])
    }

    /// The deprecated one-parameter `onChange(of:perform:)` gets the new value on a change
    /// (here `onAppear` sets 5), and not at appear.
    func testOneParameterFormReceivesTheNewValue() async throws {
        let log = ChangeLog()
        let host = try SceneHost(LegacyChangeCounter(log: log), size: CGSize(width: 100, height: 50))
        host.advance(to: 0.1)
        XCTAssertEqual(log.entries, ["new 5"])
        XCTAssertEqual(host.displayList().texts, ["5"])
    }
}
