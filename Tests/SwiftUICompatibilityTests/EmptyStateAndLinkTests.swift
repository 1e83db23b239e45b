import Foundation
import SceneGraph
import XCTest

/// API ranked from the third corpus of public SwiftUI files: `ContentUnavailableView`, `Link`
/// with `OpenURLAction`, a `Gradient` as a shape style (a gauge's tint), `.primary.tertiary`,
/// `interpolated(towards:amount:)`, the size classes and Dynamic Type size, and the accepted
/// `buttonRepeatBehavior` / `headerProminence`.
@MainActor
final class EmptyStateAndLinkTests: XCTestCase {
    // MARK: scenes, in the style of the sample code

    private struct EmptyInbox: View {
        var body: some View {
            ContentUnavailableView {
                Label("Inbox Zero", systemImage: "tray.fill")
            } description: {
                Text("Messages you receive show up here.")
            } actions: {
                Button("Refresh") {}
            }
        }
    }

    private struct NoSearchResults: View {
        var body: some View {
            ContentUnavailableView.search(text: "otters")
        }
    }

    private final class OpenedURLs {
        var urls: [URL] = []
    }

    private struct AboutPage: View {
        let opened: OpenedURLs
        var body: some View {
            VStack(spacing: 20) {
                Text("About")
                Link("Project website", destination: URL(string: "https://example.org/project")!)
            }
            .environment(
                \.openURL,
                OpenURLAction { url in
                    opened.urls.append(url)
                    return .handled
                })
        }
    }

    private struct HeartRateGauge: View {
        var body: some View {
            Gauge(value: 120, in: 40...200) {
                Text("BPM")
            }
            .tint(Gradient(colors: [.green, .yellow, .red]))
            .padding()
        }
    }

    private struct SizeClassAdaptiveRow: View {
        @Environment(\.horizontalSizeClass) private var sizeClass
        var body: some View {
            let layout = sizeClass == .regular ? AnyLayout(HStackLayout(spacing: 0)) : AnyLayout(VStackLayout(spacing: 0))
            layout {
                Color.red.frame(width: 40, height: 40)
                Color.blue.frame(width: 40, height: 40)
            }
        }
    }

    private struct TypeSizeProbe: View {
        @Environment(\.dynamicTypeSize) private var size
        var body: some View { Text(size.isAccessibilitySize ? "accessibility" : "\(size)") }
    }

    // MARK: ContentUnavailableView

    /// In a 390 × 600 scene the column is centred: its top (the 48 pt symbol's 56⅔ pt frame,
    /// 1.18 × 48 rounded to thirds, see `Image(systemName:)`) and bottom (the button) are
    /// equally far from the edges; the title is 12 pt under the symbol, the description 8 pt
    /// under the title and the action 16 pt under the description, all centred on x = 195.
    func testContentUnavailableViewStacksIconTitleDescriptionAndActionsInTheCentre() async throws {
        let host = try SceneHost(EmptyInbox(), size: CGSize(width: 390, height: 600))
        let frames = Dictionary(host.displayList().textFrames.map { ($0.string, $0.frame) }, uniquingKeysWith: { a, _ in a })
        let title = try XCTUnwrap(frames["Inbox Zero"])
        let description = try XCTUnwrap(frames["Messages you receive show up here."])
        let action = try XCTUnwrap(frames["Refresh"])
        let icon: CGFloat = (1.18 * 48 * 3).rounded() / 3
        XCTAssertEqual(description.minY - title.maxY, 8, accuracy: 0.01)
        XCTAssertEqual(action.minY - description.maxY, 16, accuracy: 0.01)
        let top = title.minY - 12 - icon
        XCTAssertEqual(top, 600 - action.maxY, accuracy: 0.5, "the column is centred vertically")
        for frame in [title, description, action] { XCTAssertEqual(frame.midX, 195, accuracy: 0.5) }
    }

    /// The title is `.title2` bold (22 pt, semibold or heavier) and the description `.subheadline`
    /// (15 pt) in the secondary grey (60 % of the label colour).
    func testContentUnavailableViewFonts() async throws {
        let host = try SceneHost(EmptyInbox(), size: CGSize(width: 390, height: 600))
        let items = host.displayList().items.compactMap { item -> TextItem? in
            if case .text(let t, _) = item { return t }
            return nil
        }
        let title = try XCTUnwrap(items.first { $0.string == "Inbox Zero" })
        let description = try XCTUnwrap(items.first { $0.string.hasPrefix("Messages") })
        XCTAssertEqual(title.font.size, 22)
        XCTAssertEqual(description.font.size, 15)
        guard case .color(let grey) = description.paint else { return XCTFail("a colour") }
        XCTAssertEqual(Double(grey.opacity), 0.6, accuracy: 0.01)
    }

    /// The search state names the query in iOS 17's English wording.
    func testSearchStateNamesTheQuery() async throws {
        let strings = try SceneHost(NoSearchResults(), size: CGSize(width: 390, height: 600)).displayList().textStrings
        XCTAssertTrue(strings.contains("No Results for \u{201C}otters\u{201D}"), "\(strings)")
        XCTAssertTrue(strings.contains("Check the spelling or try a new search."))
    }

    // MARK: Link

    /// A tap on a link hands its destination to the environment's `openURL` once.
    func testTapOnALinkOpensItsDestination() async throws {
        let opened = OpenedURLs()
        let host = try SceneHost(AboutPage(opened: opened), size: CGSize(width: 390, height: 300))
        let title = try XCTUnwrap(host.displayList().textFrames.first { $0.string == "Project website" }?.frame)
        host.send(Tap(at: CGPoint(x: title.midX, y: title.midY), time: 0.1).events(sampleRate: 240))
        host.advance(to: 0.4)
        XCTAssertEqual(opened.urls, [URL(string: "https://example.org/project")!])
    }

    /// A link is drawn as a borderless button: its title in the accent colour.
    func testLinkTitleIsDrawnInTheAccentColour() async throws {
        let host = try SceneHost(AboutPage(opened: OpenedURLs()), size: CGSize(width: 390, height: 300))
        let item = host.displayList().items.compactMap { item -> TextItem? in
            if case .text(let t, _) = item, t.string == "Project website" { return t }
            return nil
        }.first
        XCTAssertEqual(try XCTUnwrap(item).paint, .color(Color.accentColor.resolved))
    }

    // MARK: shape styles

    /// A `Gradient` used as a fill is a linear gradient from top centre to bottom centre.
    func testGradientFillRunsTopToBottom() async throws {
        let gradient = Gradient(colors: [.red, .blue])
        let host = try SceneHost(Rectangle().fill(gradient).frame(width: 100, height: 50), size: CGSize(width: 100, height: 50))
        let paints = host.displayList().items.compactMap { item -> Paint? in
            if case .fill(_, _, let p, _) = item { return p }
            return nil
        }
        guard case .linearGradient(let g, let start, let end)? = paints.first else { return XCTFail("\(paints)") }
        XCTAssertEqual(start, .top)
        XCTAssertEqual(end, .bottom)
        XCTAssertEqual(g.stops.map(\.location), [0, 1])
    }

    /// `.tint(Gradient(...))` reaches a gauge: its value bar is painted with the gradient.
    func testGaugeTakesAGradientTint() async throws {
        let host = try SceneHost(HeartRateGauge(), size: CGSize(width: 390, height: 200))
        let gradients = host.displayList().items.filter { item in
            if case .fill(_, _, .linearGradient(let g, _, _), _) = item { return g.stops.count == 3 }
            return false
        }
        XCTAssertEqual(gradients.count, 1, "the filled part of the bar")
    }

    /// `.primary.tertiary` is the tertiary level of the foreground (iOS's tertiaryLabel, 60 60 67
    /// at 30 %), and `.red.secondary` is red at 60 %.
    func testInstanceLevelsOfShapeStyles() async throws {
        let view = VStack(spacing: 0) {
            Rectangle().fill(.primary.tertiary).frame(width: 10, height: 10)
            Rectangle().fill(Color.red.secondary).frame(width: 10, height: 10)
        }
        let paints = try SceneHost(view, size: CGSize(width: 10, height: 20)).displayList().items.compactMap { item -> Paint? in
            if case .fill(_, _, let p, _) = item { return p }
            return nil
        }
        XCTAssertEqual(paints.count, 2)
        XCTAssertEqual(paints.first, .color(Color(red: 60 / 255, green: 60 / 255, blue: 67 / 255, opacity: 0.3).resolved))
        XCTAssertEqual(paints.last, .color(Color.red.resolved).multiplyingOpacity(by: 0.6))
    }

    // MARK: values

    /// 10 a quarter of the way to 30 is 15; an amount of 1 gives the target, 1.5 extrapolates.
    func testInterpolatedTowardsAmount() {
        XCTAssertEqual(CGFloat(10).interpolated(towards: 30, amount: 0.25), 15)
        XCTAssertEqual(2.0.interpolated(towards: 4, amount: 1), 4)
        XCTAssertEqual(2.0.interpolated(towards: 4, amount: 1.5), 5)
        var x = 0.0
        x.interpolate(towards: 8, amount: 0.5)
        XCTAssertEqual(x, 4)
    }

    /// The scene is an upright iPhone: compact width, so the adaptive row stacks vertically
    /// (80 pt tall); with `.regular` set it lays out side by side (80 pt wide).
    func testHorizontalSizeClassIsCompactUnlessSet() async throws {
        func boxes<V: View>(_ view: V) throws -> [CGRect] {
            try SceneHost(view, size: CGSize(width: 200, height: 200)).displayList().fillBoxes.filter { $0.width == 40 }
        }
        let compact = try boxes(SizeClassAdaptiveRow())
        XCTAssertEqual(compact.map(\.minY), [60, 100])
        let regular = try boxes(SizeClassAdaptiveRow().environment(\.horizontalSizeClass, .regular))
        XCTAssertEqual(regular.map(\.minX), [60, 100])
    }

    /// The Dynamic Type size is `.large` unless set; `.dynamicTypeSize(...DynamicTypeSize.xLarge)`
    /// clamps an accessibility size set above it.
    func testDynamicTypeSizeDefaultAndClamping() async throws {
        func text<V: View>(_ view: V) throws -> [String] {
            try SceneHost(view, size: CGSize(width: 300, height: 100)).displayList().textStrings
        }
        XCTAssertEqual(try text(TypeSizeProbe()), ["large"])
        XCTAssertEqual(try text(TypeSizeProbe().dynamicTypeSize(.accessibility2)), ["accessibility"])
        XCTAssertEqual(try text(TypeSizeProbe().dynamicTypeSize(...DynamicTypeSize.xLarge).dynamicTypeSize(.accessibility2)), ["xLarge"])
        XCTAssertTrue(DynamicTypeSize.xxxLarge < .accessibility1)
    }

    /// `buttonRepeatBehavior` and `headerProminence` are accepted and change nothing drawn.
    func testAcceptedModifiersLeaveTheDrawingAlone() async throws {
        let plain = try SceneHost(Button("+") {}, size: CGSize(width: 100, height: 60)).displayList()
        let repeated = try SceneHost(
            Button("+") {}.buttonRepeatBehavior(.enabled).headerProminence(.increased),
            size: CGSize(width: 100, height: 60)
        ).displayList()
        XCTAssertEqual(plain, repeated)
    }
}
