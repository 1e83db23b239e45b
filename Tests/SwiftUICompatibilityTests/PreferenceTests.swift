import SceneGraph
import SceneTesting
import XCTest

/// `PreferenceKey`, `.preference`, `.transformPreference`, `.onPreferenceChange` and
/// `.overlayPreferenceValue`, in scenes in the style of public samples (`PreferenceScenes.swift`).
@MainActor
final class PreferenceTests: XCTestCase {
    /// Siblings combine with `reduce` in view order, depth first: A, B, then the nested C, D.
    /// The action runs once, with the first value (SwiftUI calls it with the initial value).
    func testSiblingsReduceInViewOrder() async throws {
        let seen = Seen<[String]>()
        _ = try SceneHost(NamedRows(seen: seen), size: CGSize(width: 200, height: 200))
        XCTAssertEqual(seen.values, [["A", "B", "C", "D"]])
    }

    /// Views without the preference contribute nothing: 1 + 2 + 3 = 6, with `reduce` called
    /// twice (once for each value after the first), never with the default for the plain rows.
    func testViewsWithoutTheKeyContributeNothing() async throws {
        CountKey.reduceCalls = 0
        let seen = Seen<Int>()
        _ = try SceneHost(CountedRows(seen: seen), size: CGSize(width: 200, height: 200))
        XCTAssertEqual(seen.values, [6])
        XCTAssertEqual(CountKey.reduceCalls, 2)
    }

    /// An outer `.preference` replaces its content's value: the outer reader sees
    /// ["outer", "sibling"], while a reader inside still sees ["inner"].
    func testAnOuterPreferenceReplacesItsContentsValue() async throws {
        let inner = Seen<[String]>(), outer = Seen<[String]>()
        _ = try SceneHost(OverriddenNames(inner: inner, outer: outer), size: CGSize(width: 200, height: 200))
        XCTAssertEqual(inner.values, [["inner"]])
        XCTAssertEqual(outer.values, [["outer", "sibling"]])
    }

    /// With no value set below it, `onPreferenceChange` never runs; `transformPreference` starts
    /// from `defaultValue` (0 + 10 = 10); `overlayPreferenceValue` shows `defaultValue` (0).
    func testDefaultValueWhenNothingIsSet() async throws {
        let seen = Seen<Int>(), transformed = Seen<Int>()
        let host = try SceneHost(UnsetPreference(seen: seen, transformed: transformed), size: CGSize(width: 300, height: 200))
        XCTAssertEqual(seen.values, [])
        XCTAssertEqual(transformed.values, [10])
        XCTAssertTrue(host.displayList().textFrames.contains { $0.string == "value 0" })
    }

    /// The "equal widths" sample: the widest label's width reaches `@State` through the
    /// preference in the first frame, and every label is laid out at that width.
    func testGeometryReaderValuesReachStateInTheFirstFrame() async throws {
        let host = try SceneHost(EqualWidthLabels(), size: CGSize(width: 300, height: 200))
        let texts = host.displayList().textFrames
        let widest = try XCTUnwrap(texts.filter { ["Name", "Email address", "Phone"].contains($0.string) }.map(\.frame.width).max())
        XCTAssertGreaterThan(widest, 50)
        let shown = try XCTUnwrap(texts.first { $0.string.hasPrefix("widest") }?.string)
        XCTAssertEqual(shown, "widest \(Int(widest))")
        XCTAssertEqual(host.warnings, [])
    }

    /// A handler that changes the value it reads each time settles: it is followed
    /// `SceneHost.maximumPreferenceChanges` (16) times in the frame, then stops with a warning.
    func testAChangingHandlerIsBoundedPerFrame() async throws {
        let host = try SceneHost(RunawayPreference(), size: CGSize(width: 200, height: 100))
        XCTAssertEqual(host.warnings.count, 1)
        XCTAssertTrue(host.warnings[0].contains("more than 16 times in one frame"), host.warnings[0])
        let text = try XCTUnwrap(host.displayList().textFrames.first?.string)
        XCTAssertEqual(text, "count 16")
    }

    /// The scroll offset tracker: the content's top edge in the scroll view's space follows the
    /// drag (0.3 s into a 0.4 s drag of 160 pt upwards, −120 pt, as in
    /// `ScrollAndGridSceneTests.testScrollViewFollowsTheDrag`), so the header bar's opacity is
    /// 120 / 200 = 0.6; at rest it is 0 (no group drawn with an opacity).
    func testScrollOffsetTrackerFadesTheHeader() async throws {
        let host = try SceneHost(FadingHeaderList(), size: CGSize(width: 390, height: 640))
        XCTAssertNil(headerOpacity(host), "at rest the bar is not drawn")
        XCTAssertEqual(host.displayList().textFrames.filter { $0.string == "Inbox" }.count, 1, "only the large title")
        host.send(InputScript { Drag(from: CGPoint(x: 200, y: 560), to: CGPoint(x: 200, y: 400), start: 0.1, duration: 0.4) }.events(fps: 60))
        host.advance(to: 0.4)
        XCTAssertEqual(try XCTUnwrap(headerOpacity(host)), 0.6, accuracy: 0.01)
        XCTAssertEqual(host.warnings, [])
    }

    /// A `GeometryReader` in a scroll view measures as SwiftUI's does: in the scroll view's named
    /// space its content starts at 0, globally at the 100 pt banner's bottom; 120 pt into the
    /// drag (see `testScrollOffsetTrackerFadesTheHeader`) they are −120 and 100 − 120 = −20.
    func testGeometryFramesMoveWithTheScroll() async throws {
        let seen = Seen<[CGRect]>()
        let host = try SceneHost(BannerOverScroll(seen: seen), size: CGSize(width: 300, height: 500))
        XCTAssertEqual(seen.values.last?.map(\.minY), [0, 100])
        XCTAssertEqual(seen.values.last?.map(\.height), [1000, 1000], "20 rows of 50 pt")
        host.send(InputScript { Drag(from: CGPoint(x: 150, y: 460), to: CGPoint(x: 150, y: 300), start: 0.1, duration: 0.4) }.events(fps: 60))
        host.advance(to: 0.4)
        let moved = try XCTUnwrap(seen.values.last)
        XCTAssertEqual(moved[0].minY, -120, accuracy: 1)
        XCTAssertEqual(moved[1].minY, -20, accuracy: 1)
    }

    /// The tracker's frame 0.4 s into the drag: the large title has scrolled under a header bar
    /// drawn at 60 % opacity.
    func testScrollOffsetTrackerSnapshot() async throws {
        let input = InputScript { Drag(from: CGPoint(x: 200, y: 560), to: CGPoint(x: 200, y: 400), start: 0.1, duration: 0.4) }
        assertSnapshot(of: FadingHeaderList(), at: 0.4, size: CGSize(width: 390, height: 640), input: input)
    }

    /// `overlayPreferenceValue` shows the content's combined value (2 + 5 = 7), in front;
    /// `backgroundPreferenceValue` draws behind. When the second row goes away (at 0.5 s) the
    /// overlay shows 2, the optional key's reader is called with its default, nil, and the
    /// background is gone.
    func testPreferenceValueOverlayFollowsTheContent() async throws {
        let seen = Seen<String?>()
        let host = try SceneHost(BadgedRows(seen: seen), size: CGSize(width: 300, height: 200))
        let before = host.displayList()
        XCTAssertTrue(before.textFrames.contains { $0.string == "badge 7" })
        XCTAssertEqual(seen.values, ["second"])
        let yellow = before.items.firstIndex { if case .fill = $0 { return true } else { return false } }
        let firstText = before.items.firstIndex { if case .text = $0 { return true } else { return false } }
        XCTAssertNotNil(yellow, "the background is drawn")
        XCTAssertLessThan(try XCTUnwrap(yellow), try XCTUnwrap(firstText), "behind the content")
        XCTAssertEqual(before.items.last.flatMap { if case .text(let t, _) = $0 { return t.string } else { return nil } }, "badge 7", "the overlay is drawn last")
        host.advance(to: 1)
        let after = host.displayList()
        XCTAssertTrue(after.textFrames.contains { $0.string == "badge 2" })
        XCTAssertEqual(seen.values, ["second", nil])
        XCTAssertNil(after.items.first { if case .fill = $0 { return true } else { return false } })
    }

    /// The opacity of the header bar's group (the last group drawn with an opacity below 1), nil
    /// when no group has one (the bar is drawn opaque, or, at 0, not at all).
    private func headerOpacity(_ host: SceneHost) -> Double? {
        host.displayList().items.compactMap { item -> Double? in
            if case .beginGroup(let g) = item, g.opacity != 1 { return g.opacity }
            return nil
        }.last
    }
}
