import XCTest
@testable import SceneGraph

/// Each view of an inserted or removed branch runs its own transition, as in SwiftUI, where
/// `.transition` is a trait of the views it is written on: in
/// `if show { a.transition(.move(edge: .leading)); b.transition(.scale); c }` `a` slides, `b`
/// scales and `c` fades (the default `.opacity`), each about its own frame. The same holds for
/// a `ForEach` element, a `Group`, a custom view's body and a conditional `@ViewBuilder` result;
/// a transition on a `Group` applies to each of its views, one on a `VStack` to the stack as one.
///
/// The views are 100 × 40 in a `VStack(spacing: 10)` pinned to the top-leading corner of the
/// 200 × 200 canvas, so that the stack's origin stays at (0, 0) whatever it holds: the first view
/// is at y 0, the second at y 50, the third at y 100. Every change is made at 0.1 s with
/// `.linear(duration: 1)` unless said otherwise: at scene time t the animation is (t − 0.1) of
/// the way, a quarter at 0.35.
@MainActor
final class BranchTransitionTests: XCTestCase {
    /// A fill of one colour as drawn: its rectangle on the canvas and the product of the
    /// opacities of the groups around it.
    private struct Drawn {
        var rect: CGRect
        var opacity: Double
    }

    private func drawn(_ color: Color, in list: DisplayList) -> [Drawn] {
        let paint = Paint.color(color.resolved)
        var opacities: [Double] = [1]
        var out: [Drawn] = []
        for item in list.items {
            switch item {
            case .beginGroup(let g): opacities.append(opacities.last! * g.opacity)
            case .endGroup: opacities.removeLast()
            case .fill(let path, _, let p, let t) where p == paint:
                out.append(Drawn(rect: path.boundingRect.applying(t), opacity: opacities.last!))
            default: break
            }
        }
        return out
    }

    private func one(_ color: Color, in list: DisplayList, file: StaticString = #filePath, line: UInt = #line) -> Drawn? {
        let found = drawn(color, in: list)
        XCTAssertEqual(found.count, 1, "fills of \(color)", file: file, line: line)
        return found.first
    }

    private func assertDrawn(
        _ actual: Drawn?, _ rect: CGRect, opacity: Double = 1, _ message: String = "",
        file: StaticString = #filePath, line: UInt = #line
    ) {
        guard let actual else { return XCTFail("not drawn \(message)", file: file, line: line) }
        XCTAssertEqual(actual.rect.minX, rect.minX, accuracy: 1e-6, "minX \(message)", file: file, line: line)
        XCTAssertEqual(actual.rect.minY, rect.minY, accuracy: 1e-6, "minY \(message)", file: file, line: line)
        XCTAssertEqual(actual.rect.width, rect.width, accuracy: 1e-6, "width \(message)", file: file, line: line)
        XCTAssertEqual(actual.rect.height, rect.height, accuracy: 1e-6, "height \(message)", file: file, line: line)
        XCTAssertEqual(actual.opacity, opacity, accuracy: 1e-9, "opacity \(message)", file: file, line: line)
    }

    private func list(_ h: SceneHost, at t: Double) -> DisplayList {
        h.advance(to: t)
        return h.displayList()
    }

    /// `rect` scaled by `s` about its centre.
    private func scaled(_ rect: CGRect, _ s: CGFloat) -> CGRect {
        CGRect(x: rect.midX - rect.width * s / 2, y: rect.midY - rect.height * s / 2, width: rect.width * s, height: rect.height * s)
    }

    /// The scale of `.scale` (from 10⁻⁵) at progress `p` (0 out, 1 in).
    private func scaleAt(_ p: CGFloat) -> CGFloat { 1e-5 + (1 - 1e-5) * p }

    private let first = CGRect(x: 0, y: 0, width: 100, height: 40)
    private let second = CGRect(x: 0, y: 50, width: 100, height: 40)
    private let third = CGRect(x: 0, y: 100, width: 100, height: 40)

    /// A 100 × 40 swatch.
    private static func swatch(_ color: Color) -> some View { color.frame(width: 100, height: 40) }

    // MARK: - One branch, several views

    private struct Branch: View {
        @State var shown: Bool
        var body: some View {
            VStack(spacing: 10) {
                if shown {
                    swatch(.blue).transition(.move(edge: .leading))
                    swatch(.red).transition(.scale)
                    swatch(.green)
                }
            }
            .frame(width: 200, height: 200, alignment: .topLeading)
        }
    }

    /// A quarter of the way in: blue, moving in from one width (100) to the left, is at
    /// x = −100 · 0.75 = −75, opaque; red is scaled by 10⁻⁵ + (1 − 10⁻⁵) · 0.25 about the centre
    /// of its own frame (50, 70), opaque; green, which has no transition, fades in (0.25) at its
    /// place. At rest all three are at their places, opaque.
    func testEachViewOfABranchRunsItsOwnInsertionTransition() async throws {
        let view = Branch(shown: false)
        let h = try SceneHost(view, size: CGSize(width: 200, height: 200))
        h.schedule(at: 0.1) { withAnimation(.linear(duration: 1)) { view.shown = true } }
        let quarter = list(h, at: 0.35)
        assertDrawn(one(.blue, in: quarter), first.offsetBy(dx: -75, dy: 0), "blue a quarter in")
        assertDrawn(one(.red, in: quarter), scaled(second, scaleAt(0.25)), "red a quarter in")
        assertDrawn(one(.green, in: quarter), third, opacity: 0.25, "green a quarter in")
        let rest = list(h, at: 1.5)
        assertDrawn(one(.blue, in: rest), first, "blue at rest")
        assertDrawn(one(.red, in: rest), second, "red at rest")
        assertDrawn(one(.green, in: rest), third, "green at rest")
    }

    /// Removed, each view leaves with its own transition from where it was: a quarter of the
    /// way out blue is at x = −100 · 0.25 = −25, red scaled by 1 − (1 − 10⁻⁵) · 0.25, green at
    /// opacity 0.75; once the animation is over the branch is gone.
    func testEachViewOfARemovedBranchLeavesWithItsOwnTransition() async throws {
        let view = Branch(shown: true)
        let h = try SceneHost(view, size: CGSize(width: 200, height: 200))
        h.schedule(at: 0.1) { withAnimation(.linear(duration: 1)) { view.shown = false } }
        let quarter = list(h, at: 0.35)
        assertDrawn(one(.blue, in: quarter), first.offsetBy(dx: -25, dy: 0), "blue a quarter out")
        assertDrawn(one(.red, in: quarter), scaled(second, scaleAt(0.75)), "red a quarter out")
        assertDrawn(one(.green, in: quarter), third, opacity: 0.75, "green a quarter out")
        let gone = list(h, at: 1.2)
        XCTAssertTrue(drawn(.blue, in: gone).isEmpty && drawn(.red, in: gone).isEmpty && drawn(.green, in: gone).isEmpty)
    }

    private struct Leaving: View {
        @State var shown = true
        var body: some View {
            VStack(spacing: 10) {
                if shown {
                    swatch(.blue).transition(.asymmetric(insertion: .move(edge: .leading), removal: .move(edge: .trailing)))
                    swatch(.red).transition(AnyTransition.scale.animation(.linear(duration: 0.5)))
                }
            }
            .frame(width: 200, height: 200, alignment: .topLeading)
        }
    }

    /// Blue leaves by its asymmetric transition's removal side, toward the trailing edge (x 25 a
    /// quarter of the way); red by its own 0.5 s animation, half-way at 0.35 (scale
    /// 1 − (1 − 10⁻⁵) · 0.5). At 0.7 red's transition is over and red is gone, while blue goes on
    /// (x 60); the branch is dropped when blue's ends.
    func testViewsOfARemovedBranchLeaveOnTheirOwnSidesAndAnimations() async throws {
        let view = Leaving()
        let h = try SceneHost(view, size: CGSize(width: 200, height: 200))
        h.schedule(at: 0.1) { withAnimation(.linear(duration: 1)) { view.shown = false } }
        let quarter = list(h, at: 0.35)
        assertDrawn(one(.blue, in: quarter), first.offsetBy(dx: 25, dy: 0), "blue a quarter out")
        assertDrawn(one(.red, in: quarter), scaled(second, scaleAt(0.5)), "red half-way out")
        let later = list(h, at: 0.7)
        assertDrawn(one(.blue, in: later), first.offsetBy(dx: 60, dy: 0), "blue still leaving")
        XCTAssertTrue(drawn(.red, in: later).isEmpty, "red's transition is over")
        XCTAssertTrue(drawn(.blue, in: list(h, at: 1.2)).isEmpty, "the branch is gone")
    }

    // MARK: - Group, containers, custom views

    private struct GroupBranch: View {
        @State var shown = false
        var body: some View {
            VStack(spacing: 10) {
                if shown {
                    Group {
                        swatch(.blue)
                        swatch(.red).transition(.scale)
                    }
                    .transition(.move(edge: .leading))
                    swatch(.green)
                }
            }
            .frame(width: 200, height: 200, alignment: .topLeading)
        }
    }

    /// A transition on a `Group` is one of each of its views, which the stack lays out one by one
    /// (blue at y 0, red at y 50, green at y 100): blue moves in by its own width (x −75 a quarter
    /// of the way); red keeps its own `.scale` (the innermost transition wins, as SwiftUI's view
    /// traits do); green, outside the group, fades.
    func testTransitionOnAGroupAppliesToEachViewOfTheGroup() async throws {
        let view = GroupBranch()
        let h = try SceneHost(view, size: CGSize(width: 200, height: 200))
        h.schedule(at: 0.1) { withAnimation(.linear(duration: 1)) { view.shown = true } }
        let quarter = list(h, at: 0.35)
        assertDrawn(one(.blue, in: quarter), first.offsetBy(dx: -75, dy: 0), "blue")
        assertDrawn(one(.red, in: quarter), scaled(second, scaleAt(0.25)), "red")
        assertDrawn(one(.green, in: quarter), third, opacity: 0.25, "green")
        let rest = list(h, at: 1.5)
        assertDrawn(one(.blue, in: rest), first, "blue at rest")
        assertDrawn(one(.red, in: rest), second, "red at rest")
    }

    private struct Dim: ViewModifier {
        let amount: Double
        func body(content: Content) -> some View { content.opacity(amount) }
    }

    private struct GroupModifierBranch: View {
        @State var shown = false
        var body: some View {
            VStack(spacing: 10) {
                if shown {
                    Group {
                        swatch(.blue)
                        swatch(.red)
                    }
                    .transition(.modifier(active: Dim(amount: 0), identity: Dim(amount: 1)))
                }
            }
            .frame(width: 200, height: 200, alignment: .topLeading)
        }
    }

    /// A transition with a body (`.modifier(active:identity:)`) on a `Group` runs for each of its
    /// views, which the stack still lays out one by one (blue at y 0, red at y 50): a quarter of
    /// the way both are at opacity 0.25, each in its own place.
    func testTransitionWithABodyOnAGroupRunsForEachView() async throws {
        let view = GroupModifierBranch()
        let h = try SceneHost(view, size: CGSize(width: 200, height: 200))
        h.schedule(at: 0.1) { withAnimation(.linear(duration: 1)) { view.shown = true } }
        let quarter = list(h, at: 0.35)
        assertDrawn(one(.blue, in: quarter), first, opacity: 0.25, "blue")
        assertDrawn(one(.red, in: quarter), second, opacity: 0.25, "red")
        let rest = list(h, at: 1.5)
        assertDrawn(one(.blue, in: rest), first, "blue at rest")
        assertDrawn(one(.red, in: rest), second, "red at rest")
    }

    private struct StackBranch: View {
        @State var shown = false
        var body: some View {
            VStack(spacing: 10) {
                if shown {
                    VStack(spacing: 10) {
                        swatch(.blue)
                        swatch(.red).transition(.scale)
                    }
                    .transition(.move(edge: .leading))
                }
            }
            .frame(width: 200, height: 200, alignment: .topLeading)
        }
    }

    /// A transition on a `VStack` moves the stack as one view, by the stack's width (100): both
    /// views a quarter of the way at x −75; red's own `.scale`, inside the inserted stack, does
    /// not run (only the views the branch itself inserts transition).
    func testTransitionOnAStackAppliesToTheStackAsOneView() async throws {
        let view = StackBranch()
        let h = try SceneHost(view, size: CGSize(width: 200, height: 200))
        h.schedule(at: 0.1) { withAnimation(.linear(duration: 1)) { view.shown = true } }
        let quarter = list(h, at: 0.35)
        assertDrawn(one(.blue, in: quarter), first.offsetBy(dx: -75, dy: 0), "blue")
        assertDrawn(one(.red, in: quarter), second.offsetBy(dx: -75, dy: 0), "red")
    }

    private struct InnerTransitionBranch: View {
        @State var shown = false
        var body: some View {
            VStack(spacing: 10) {
                if shown {
                    VStack { swatch(.red).transition(.scale) }
                }
            }
            .frame(width: 200, height: 200, alignment: .topLeading)
        }
    }

    /// A stack inserted without a transition of its own fades in (the default `.opacity`), even
    /// when its only view has one: that view is inserted with the stack, not by the branch.
    func testTransitionInsideAnInsertedStackDoesNotRun() async throws {
        let view = InnerTransitionBranch()
        let h = try SceneHost(view, size: CGSize(width: 200, height: 200))
        h.schedule(at: 0.1) { withAnimation(.linear(duration: 1)) { view.shown = true } }
        assertDrawn(one(.red, in: list(h, at: 0.35)), first, opacity: 0.25)
    }

    private struct InnermostBranch: View {
        @State var shown = false
        var body: some View {
            VStack {
                if shown { swatch(.blue).transition(.move(edge: .leading)).transition(.scale) }
            }
            .frame(width: 200, height: 200, alignment: .topLeading)
        }
    }

    /// Of two transitions on one view, the inner one runs (SwiftUI's view traits: the modifier
    /// nearer the view writes last): blue moves in, unscaled.
    func testInnerTransitionOfAViewWins() async throws {
        let view = InnermostBranch()
        let h = try SceneHost(view, size: CGSize(width: 200, height: 200))
        h.schedule(at: 0.1) { withAnimation(.linear(duration: 1)) { view.shown = true } }
        assertDrawn(one(.blue, in: list(h, at: 0.35)), first.offsetBy(dx: -75, dy: 0))
    }

    private struct BackgroundBranch: View {
        @State var shown = false
        var body: some View {
            VStack {
                if shown { swatch(.blue).transition(.scale).background(Color.gray) }
            }
            .frame(width: 200, height: 200, alignment: .topLeading)
        }
    }

    /// A transition written under a `.background` is the view's: the view and its background
    /// scale together about the view's centre (50, 20), by 10⁻⁵ + (1 − 10⁻⁵) · 0.25 a quarter of
    /// the way in, opaque.
    func testTransitionUnderABackgroundRuns() async throws {
        let view = BackgroundBranch()
        let h = try SceneHost(view, size: CGSize(width: 200, height: 200))
        h.schedule(at: 0.1) { withAnimation(.linear(duration: 1)) { view.shown = true } }
        let quarter = list(h, at: 0.35)
        assertDrawn(one(.blue, in: quarter), scaled(first, scaleAt(0.25)), "blue")
        assertDrawn(one(.gray, in: quarter), scaled(first, scaleAt(0.25)), "its background")
    }

    private struct Slider: View {
        var body: some View { swatch(.blue).transition(.move(edge: .leading)) }
    }

    private struct Pair: View {
        var body: some View {
            swatch(.blue).transition(.move(edge: .leading))
            swatch(.red).transition(.scale)
        }
    }

    private struct CustomBranch: View {
        @State var shown = false
        let pair: Bool
        var body: some View {
            VStack(spacing: 10) {
                if shown {
                    if pair { Pair() } else { Slider() }
                }
            }
            .frame(width: 200, height: 200, alignment: .topLeading)
        }
    }

    /// A custom view whose body carries the transition moves in by the size of the view its body
    /// lays out (100 wide): x −75 a quarter of the way.
    func testTransitionInACustomViewsBodyMovesByTheViewsSize() async throws {
        let view = CustomBranch(pair: false)
        let h = try SceneHost(view, size: CGSize(width: 200, height: 200))
        h.schedule(at: 0.1) { withAnimation(.linear(duration: 1)) { view.shown = true } }
        assertDrawn(one(.blue, in: list(h, at: 0.35)), first.offsetBy(dx: -75, dy: 0))
    }

    /// A custom view whose body lists two views: each runs its own transition.
    func testEachViewOfACustomViewsBodyRunsItsOwnTransition() async throws {
        let view = CustomBranch(pair: true)
        let h = try SceneHost(view, size: CGSize(width: 200, height: 200))
        h.schedule(at: 0.1) { withAnimation(.linear(duration: 1)) { view.shown = true } }
        let quarter = list(h, at: 0.35)
        assertDrawn(one(.blue, in: quarter), first.offsetBy(dx: -75, dy: 0), "blue")
        assertDrawn(one(.red, in: quarter), scaled(second, scaleAt(0.25)), "red")
    }

    // MARK: - Nested conditions, ForEach, builder results, implicit animation

    private struct NestedBranch: View {
        @State var shown = false
        @State var detail = true
        var body: some View {
            VStack(spacing: 10) {
                if shown {
                    swatch(.blue).transition(.move(edge: .leading))
                    if detail { swatch(.red).transition(.move(edge: .trailing)) }
                }
            }
            .frame(width: 200, height: 200, alignment: .topLeading)
        }
    }

    /// The views of an `if` inside the inserted branch run their own transitions with the
    /// branch: red comes in from the trailing edge (x 75 a quarter of the way) while blue comes
    /// from the leading one (x −75). Later, the inner `if` alone removes red at 1.5: it leaves
    /// toward the trailing edge (x 25 a quarter of the way, at 1.75) and blue does not move.
    func testNestedConditionInsideTheBranch() async throws {
        let view = NestedBranch()
        let h = try SceneHost(view, size: CGSize(width: 200, height: 200))
        h.schedule(at: 0.1) { withAnimation(.linear(duration: 1)) { view.shown = true } }
        h.schedule(at: 1.5) { withAnimation(.linear(duration: 1)) { view.detail = false } }
        let quarter = list(h, at: 0.35)
        assertDrawn(one(.blue, in: quarter), first.offsetBy(dx: -75, dy: 0), "blue coming in")
        assertDrawn(one(.red, in: quarter), second.offsetBy(dx: 75, dy: 0), "red coming in")
        let leaving = list(h, at: 1.75)
        assertDrawn(one(.blue, in: leaving), first, "blue stays")
        assertDrawn(one(.red, in: leaving), second.offsetBy(dx: 25, dy: 0), "red leaving")
    }

    private struct Rows: View {
        @State var ids: [Int] = []
        var body: some View {
            VStack(spacing: 10) {
                ForEach(ids, id: \.self) { _ in
                    swatch(.blue).transition(.move(edge: .leading))
                    swatch(.red).transition(.scale)
                }
            }
            .frame(width: 200, height: 200, alignment: .topLeading)
        }
    }

    /// A `ForEach` element of two views, inserted: each runs its own transition.
    func testEachViewOfAForEachElementRunsItsOwnTransition() async throws {
        let view = Rows()
        let h = try SceneHost(view, size: CGSize(width: 200, height: 200))
        h.schedule(at: 0.1) { withAnimation(.linear(duration: 1)) { view.ids = [1] } }
        let quarter = list(h, at: 0.35)
        assertDrawn(one(.blue, in: quarter), first.offsetBy(dx: -75, dy: 0), "blue")
        assertDrawn(one(.red, in: quarter), scaled(second, scaleAt(0.25)), "red")
    }

    private struct Switcher: View {
        @State var detailed = true
        @ViewBuilder var content: some View {
            if detailed {
                swatch(.blue).transition(.move(edge: .leading))
                swatch(.red).transition(.scale)
            } else {
                swatch(.green).transition(.move(edge: .trailing))
            }
        }
        var body: some View {
            VStack(spacing: 10) { content }
                .frame(width: 200, height: 200, alignment: .topLeading)
        }
    }

    /// Switching a conditional `@ViewBuilder` result: the views of the old branch leave with
    /// their own transitions from where they were (blue to x −25, red scaled by
    /// 1 − (1 − 10⁻⁵) · 0.25 a quarter of the way), and the new branch's view comes in with its own
    /// (green from the trailing edge: x 75) at its place in the new layout, y 0.
    func testSwitchingAConditionalBuilderResult() async throws {
        let view = Switcher()
        let h = try SceneHost(view, size: CGSize(width: 200, height: 200))
        h.schedule(at: 0.1) { withAnimation(.linear(duration: 1)) { view.detailed = false } }
        let quarter = list(h, at: 0.35)
        assertDrawn(one(.blue, in: quarter), first.offsetBy(dx: -25, dy: 0), "blue leaving")
        assertDrawn(one(.red, in: quarter), scaled(second, scaleAt(0.75)), "red leaving")
        assertDrawn(one(.green, in: quarter), first.offsetBy(dx: 75, dy: 0), "green coming in")
    }

    private struct ImplicitBranch: View {
        @State var shown = false
        var body: some View {
            VStack(spacing: 10) {
                if shown {
                    swatch(.blue).transition(.move(edge: .leading))
                    swatch(.red).transition(.scale)
                    swatch(.green)
                }
            }
            .frame(width: 200, height: 200, alignment: .topLeading)
            .animation(.linear(duration: 1), value: shown)
        }
    }

    /// Inserted by a change that `.animation(_:value:)` animates (no `withAnimation`): the same
    /// frames as with `withAnimation`, each view with its own transition.
    func testAnimationValueDrivenInsertionRunsEachViewsTransition() async throws {
        let view = ImplicitBranch()
        let h = try SceneHost(view, size: CGSize(width: 200, height: 200))
        h.schedule(at: 0.1) { view.shown = true }
        let quarter = list(h, at: 0.35)
        assertDrawn(one(.blue, in: quarter), first.offsetBy(dx: -75, dy: 0), "blue")
        assertDrawn(one(.red, in: quarter), scaled(second, scaleAt(0.25)), "red")
        assertDrawn(one(.green, in: quarter), third, opacity: 0.25, "green")
    }

    // MARK: - Transitions with a body, presentations

    private struct BodyBranch: View {
        @State var shown = false
        var body: some View {
            VStack(spacing: 10) {
                if shown {
                    swatch(.blue).transition(.blurReplace)
                    swatch(.red).transition(.move(edge: .leading))
                }
            }
            .frame(width: 200, height: 200, alignment: .topLeading)
        }
    }

    /// A transition with a body on one view of the branch and a built-in one on the other: blue
    /// fades (0.25 a quarter of the way), blurs and scales through `blurReplace`'s body, red moves
    /// in by its width.
    func testTransitionWithABodyBesideABuiltInOne() async throws {
        let view = BodyBranch()
        let h = try SceneHost(view, size: CGSize(width: 200, height: 200))
        h.schedule(at: 0.1) { withAnimation(.linear(duration: 1)) { view.shown = true } }
        let quarter = list(h, at: 0.35)
        let blue = try XCTUnwrap(one(.blue, in: quarter))
        XCTAssertEqual(blue.opacity, 0.25, accuracy: 1e-6)
        XCTAssertTrue(
            quarter.items.contains { if case .beginGroup(let g) = $0 { return g.blurRadius > 0 } else { return false } },
            "blue is blurred")
        assertDrawn(one(.red, in: quarter), second.offsetBy(dx: -75, dy: 0), "red")
    }

    private struct SheetWithTransition: View {
        @State var shown = false
        var body: some View {
            Color.white
                .sheet(isPresented: $shown) {
                    Color.orange.frame(width: 100, height: 40).transition(.scale)
                }
        }
    }

    /// A presented sheet slides up as one card, whatever transition its content has: a tenth of
    /// a second in, the orange view is full size and lower than where it settles.
    func testSheetContentTransitionDoesNotReplaceTheCardTransition() async throws {
        let view = SheetWithTransition()
        let h = try SceneHost(view, size: CGSize(width: 200, height: 400))
        h.schedule(at: 0.1) { view.shown = true }
        let early = try XCTUnwrap(one(.orange, in: list(h, at: 0.2)))
        let settled = try XCTUnwrap(one(.orange, in: list(h, at: 2)))
        XCTAssertEqual(early.rect.size, CGSize(width: 100, height: 40))
        XCTAssertEqual(settled.rect.size, CGSize(width: 100, height: 40))
        XCTAssertGreaterThan(early.rect.minY, settled.rect.minY + 20)
    }
}
