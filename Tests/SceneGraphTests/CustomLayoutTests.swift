import XCTest
@testable import SceneGraph

/// SwiftUI's public `Layout` protocol: user layouts size and place their subviews through
/// `LayoutSubview` proxies, keep a cache, read layout values; `AnyLayout` switches layouts.
@MainActor
final class CustomLayoutTests: XCTestCase {
    /// Every subview as wide as the widest one's ideal width, in a row with no spacing.
    struct EqualWidthRow: Layout {
        func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Void) -> CGSize {
            let widest = subviews.map { $0.sizeThatFits(.unspecified).width }.max() ?? 0
            let tallest = subviews.map { $0.sizeThatFits(.unspecified).height }.max() ?? 0
            return CGSize(width: widest * CGFloat(subviews.count), height: tallest)
        }
        func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Void) {
            let widest = subviews.map { $0.sizeThatFits(.unspecified).width }.max() ?? 0
            for (i, subview) in subviews.enumerated() {
                subview.place(
                    at: CGPoint(x: bounds.minX + widest * CGFloat(i), y: bounds.minY), anchor: .topLeading,
                    proposal: ProposedViewSize(width: widest, height: bounds.height))
            }
        }
    }

    /// Three flexible colours in an `EqualWidthRow` each get the widest ideal width (a colour's
    /// ideal is 10 points), placed side by side from the row's origin: the 30 × 10 row is
    /// centred in the 200 × 100 canvas at (85, 45).
    func testCustomLayoutPlacesItsSubviews() async throws {
        let host = try SceneHost(
            EqualWidthRow {
                Color.red; Color.green; Color.blue
            }, size: CGSize(width: 200, height: 100))
        XCTAssertEqual(
            host.displayList().fillRects,
            [
                CGRect(x: 85, y: 45, width: 10, height: 10), CGRect(x: 95, y: 45, width: 10, height: 10), CGRect(x: 105, y: 45, width: 10, height: 10)
            ])
    }

    /// A subview centred on a point with `anchor: .center`.
    struct CentreOnPoint: Layout {
        let point: CGPoint
        func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Void) -> CGSize {
            proposal.replacingUnspecifiedDimensions()
        }
        func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Void) {
            for subview in subviews {
                subview.place(at: CGPoint(x: bounds.minX + point.x, y: bounds.minY + point.y), anchor: .center, proposal: .unspecified)
            }
        }
    }

    /// `place(at:anchor: .center)` puts the subview's middle on the point: a 20-point square at
    /// (50, 40) spans (40, 30)–(60, 50).
    func testPlaceAtCentreAnchor() async throws {
        let host = try SceneHost(
            CentreOnPoint(point: CGPoint(x: 50, y: 40)) { Color.red.frame(width: 20, height: 20) },
            size: CGSize(width: 200, height: 100))
        XCTAssertEqual(host.displayList().fillRects, [CGRect(x: 40, y: 30, width: 20, height: 20)])
    }

    /// A layout value on each subview: the layout reads `subview[Rank.self]` and stacks the
    /// subviews top to bottom by rank (lowest first), whatever their source order.
    struct Rank: LayoutValueKey { static let defaultValue = 0 }
    struct RankedColumn: Layout {
        func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Void) -> CGSize {
            CGSize(width: 10, height: 10 * CGFloat(subviews.count))
        }
        func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Void) {
            let ranked = subviews.sorted { $0[Rank.self] < $1[Rank.self] }
            for (i, subview) in ranked.enumerated() {
                subview.place(
                    at: CGPoint(x: bounds.minX, y: bounds.minY + 10 * CGFloat(i)),
                    proposal: ProposedViewSize(width: 10, height: 10))
            }
        }
    }

    /// Source order red (rank 2), green (default 0), blue (rank 1): drawn in source order, placed
    /// green at the top (y 85), blue next (95), red last (105) in a 10 × 30 column centred in 200.
    func testLayoutValueKeyReachesTheLayout() async throws {
        let host = try SceneHost(
            RankedColumn {
                Color.red.layoutValue(key: Rank.self, value: 2)
                Color.green
                Color.blue.layoutValue(key: Rank.self, value: 1)
            }, size: CGSize(width: 200, height: 200))
        XCTAssertEqual(host.displayList().fillRects.map(\.minY), [105, 85, 95])
    }

    /// Counts cache calls (made once, updated when a subview changes).
    final class CacheLog: @unchecked Sendable { var made = 0, updated = 0 }
    struct CountingLayout: Layout {
        let log: CacheLog
        struct Cache { var generation: Int }
        func makeCache(subviews: Subviews) -> Cache {
            log.made += 1
            return Cache(generation: 0)
        }
        func updateCache(_ cache: inout Cache, subviews: Subviews) {
            log.updated += 1
            cache.generation += 1
        }
        func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) -> CGSize {
            proposal.replacingUnspecifiedDimensions()
        }
        func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) {
            for subview in subviews { subview.place(at: bounds.origin, proposal: ProposedViewSize(bounds.size)) }
        }
    }
    struct CountingScene: View {
        let log: CacheLog
        @State var wide = false
        var body: some View {
            CountingLayout(log: log) { Color.red.frame(width: wide ? 40 : 20) }
                .onTapGesture { wide.toggle() }
        }
    }

    /// The cache is made once and kept across passes; a change of a subview runs `updateCache`
    /// (once) rather than making a new cache.
    func testCacheIsMadeOnceAndUpdatedWhenASubviewChanges() async throws {
        let log = CacheLog()
        let host = try SceneHost(CountingScene(log: log), size: CGSize(width: 200, height: 100))
        _ = host.displayList()
        XCTAssertEqual(log.made, 1)
        XCTAssertEqual(log.updated, 0)
        // The layout puts the 20-point colour at the container's origin: tap it.
        host.send(tap(CGPoint(x: 10, y: 50), at: 0.1))
        host.advance(to: 0.2)
        XCTAssertEqual(host.displayList().fillRects.first?.width, 40, "the tap changed the subview")
        XCTAssertEqual(log.made, 1)
        XCTAssertEqual(log.updated, 1)
    }

    /// `HStackLayout { … }` lays out exactly as `HStack { … }`.
    func testHStackLayoutValueMatchesHStack() async throws {
        let size = CGSize(width: 300, height: 100)
        let a = try SceneHost(
            HStackLayout(spacing: 4) {
                Color.red.frame(width: 30); Color.blue; Spacer(minLength: 10)
            }, size: size)
        let b = try SceneHost(
            HStack(spacing: 4) {
                Color.red.frame(width: 30); Color.blue; Spacer(minLength: 10)
            }, size: size)
        XCTAssertEqual(a.displayList().fillRects, b.displayList().fillRects)
    }

    /// The proxies report priority, spacing preferences and dimensions.
    struct Inspector: Layout {
        final class Seen: @unchecked Sendable { var priorities: [Double] = []; var distances: [CGFloat] = []; var widths: [CGFloat] = [] }
        let seen: Seen
        func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Void) -> CGSize {
            seen.priorities = subviews.map(\.priority)
            seen.distances = zip(subviews, subviews.dropFirst()).map { $0.spacing.distance(to: $1.spacing, along: .horizontal) }
            seen.widths = subviews.map { $0.dimensions(in: ProposedViewSize(width: 50, height: 50)).width }
            return .zero
        }
        func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Void) {}
    }

    /// `priority` is `.layoutPriority`'s value (through a padding), −∞ for a spacer, else 0;
    /// `spacing` gives 8 between two views and 0 next to a spacer; `dimensions(in:)` is the size
    /// for the proposal (a colour takes 50, a 20-point frame 20).
    func testSubviewProxiesReportPrioritySpacingAndDimensions() async throws {
        let seen = Inspector.Seen()
        _ = try SceneHost(
            Inspector(seen: seen) {
                Color.red.layoutPriority(2).padding(1)
                Color.blue.frame(width: 20)
                Spacer()
            }, size: CGSize(width: 200, height: 100)
        ).displayList()
        XCTAssertEqual(seen.priorities, [2, 0, -.infinity])
        XCTAssertEqual(seen.distances, [8, 0])
        XCTAssertEqual(seen.widths, [50, 20, 50])
    }

    /// `AnyLayout` switches a container from a row to a column while its children keep their
    /// identity (their `@State` survives): the counter's tapped value is still shown after the
    /// switch, and the two squares now sit one above the other.
    struct Switcher: View {
        @State var vertical = false
        var body: some View {
            let layout = vertical ? AnyLayout(VStackLayout(spacing: 0)) : AnyLayout(HStackLayout(spacing: 0))
            return VStack(spacing: 0) {
                layout {
                    Counter()
                    Color.blue.frame(width: 20, height: 20)
                }
                Color.gray.frame(width: 10, height: 10).onTapGesture { vertical.toggle() }
            }
        }
    }
    struct Counter: View {
        @State var count = 0
        var body: some View {
            Text("\(count)").frame(width: 20, height: 20).onTapGesture { count += 1 }
        }
    }

    func testAnyLayoutSwitchKeepsChildState() async throws {
        let host = try SceneHost(Switcher(), size: CGSize(width: 200, height: 200))
        // Row: counter (20) and square (20) side by side, 40 × 20, above the 10-point button:
        // the column is 40 × 30, centred: row from (80, 85), button at (95, 105).
        _ = host.displayList()
        host.send(tap(CGPoint(x: 90, y: 95), at: 0.1))
        host.advance(to: 0.2)
        XCTAssertEqual(host.displayList().texts, ["1"])
        host.send(tap(CGPoint(x: 100, y: 110), at: 0.3))
        host.advance(to: 0.4)
        let list = host.displayList()
        XCTAssertEqual(list.texts, ["1"], "the counter keeps its state through the switch")
        // Column: counter above square, 20 × 40, then the button: 20 × 50 centred at (90, 75).
        XCTAssertEqual(list.fillRects.first, CGRect(x: 90, y: 95, width: 20, height: 20))
    }
}
