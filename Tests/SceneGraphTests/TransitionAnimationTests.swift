import XCTest
@testable import SceneGraph

/// `AnyTransition.animation(_:)`: the transition's own animation runs it.
@MainActor
final class TransitionAnimationTests: XCTestCase {
    private struct Toggled: View {
        @State var shown = false
        let transition: AnyTransition
        var body: some View {
            ZStack {
                if shown { Color.red.frame(width: 40, height: 40).transition(transition) }
            }
            .frame(width: 100, height: 100)
        }
    }

    private func groupOpacities(_ h: SceneHost) -> [Double] {
        h.displayList().items.compactMap { item in
            if case .beginGroup(let g) = item { return g.opacity }
            return nil
        }
    }

    /// Inserted without `withAnimation`, an `.opacity.animation(.linear(duration: 1))` transition
    /// still fades in: half-way through it is at opacity 0.5 (linear), as in SwiftUI.
    func testAttachedAnimationRunsWithoutTransactionAnimation() async throws {
        let view = Toggled(transition: AnyTransition.opacity.animation(.linear(duration: 1)))
        let h = try SceneHost(view, size: CGSize(width: 100, height: 100))
        h.schedule(at: 0.1) { view.shown = true }
        h.advance(to: 0.6)
        XCTAssertEqual(groupOpacities(h).first ?? 1, 0.5, accuracy: 1e-6)
        h.advance(to: 1.2)
        XCTAssertEqual(groupOpacities(h), [])
    }

    /// The attached animation wins over the transaction's: with `withAnimation(.linear(duration:
    /// 0.2))` the 1 s transition is still half-way at 0.5 s.
    func testAttachedAnimationOverridesTransactionAnimation() async throws {
        let view = Toggled(transition: AnyTransition.opacity.animation(.linear(duration: 1)))
        let h = try SceneHost(view, size: CGSize(width: 100, height: 100))
        h.schedule(at: 0.1) { withAnimation(.linear(duration: 0.2)) { view.shown = true } }
        h.advance(to: 0.6)
        XCTAssertEqual(groupOpacities(h).first ?? 1, 0.5, accuracy: 1e-6)
    }

    /// A transaction that disables animations inserts at once, attached animation or not.
    func testDisabledAnimationsInsertAtOnce() async throws {
        let view = Toggled(transition: AnyTransition.opacity.animation(.linear(duration: 1)))
        let h = try SceneHost(view, size: CGSize(width: 100, height: 100))
        h.schedule(at: 0.1) {
            var t = Transaction()
            t.disablesAnimations = true
            withTransaction(t) { view.shown = true }
        }
        h.advance(to: 0.6)
        XCTAssertEqual(groupOpacities(h), [])
    }
}
