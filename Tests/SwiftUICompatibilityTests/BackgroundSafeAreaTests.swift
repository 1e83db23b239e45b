import SceneGraph
import SceneTesting
import XCTest

/// `background(_:ignoresSafeAreaEdges:)` and `overlay(_:ignoresSafeAreaEdges:)`: a shape style
/// behind (or over) a view reaches into the safe area on the edges where the view touches it,
/// SwiftUI's default (`.all`) since iOS 15, so a screen's colour runs under the status bar, the
/// home indicator and a navigation bar, while the view's own layout stays inside.
@MainActor
final class BackgroundSafeAreaTests: XCTestCase {
    let size = CGSize(width: 300, height: 400)
    /// An iPhone's status bar and home indicator.
    let insets = EdgeInsets(top: 47, leading: 0, bottom: 34, trailing: 0)

    /// The frames of the solid fills of `colour` drawn for `view` in a 300 × 400 scene.
    private func frames<V: View>(of colour: Color, in view: V) throws -> [CGRect] {
        try SceneHost(view, size: size).displayList().items.compactMap { item in
            if case .fill(let path, _, .color(let c), let m) = item, c == colour.resolved { return path.boundingRect.applying(m) }
            return nil
        }
    }

    /// A view filling the safe area (47…366) with `.background(Color.blue)`: the fill covers the
    /// whole canvas, 0…400, as `Color` takes the shape-style overload, as in SwiftUI; the text
    /// inside stays in the safe area.
    func testColorBackgroundReachesUnderStatusBarAndHomeIndicator() async throws {
        let view = VStack { Spacer(); Color.red.frame(width: 10, height: 10); Spacer() }
            .frame(maxWidth: .infinity)
            .background(Color.blue)
            .canvasSafeArea(insets)
        XCTAssertEqual(try frames(of: .blue, in: view), [CGRect(x: 0, y: 0, width: 300, height: 400)])
        XCTAssertEqual(try frames(of: .red, in: view), [CGRect(x: 145, y: 201.5, width: 10, height: 10)])
    }

    /// `ignoresSafeAreaEdges: []` keeps the fill in the view's frame; `.top` reaches up only.
    func testEdgesChooseWhereTheFillReaches() async throws {
        func blue(_ edges: Edge.Set) throws -> [CGRect] {
            try frames(of: .blue, in: Color.clear.background(Color.blue, ignoresSafeAreaEdges: edges).canvasSafeArea(insets))
        }
        XCTAssertEqual(try blue([]), [CGRect(x: 0, y: 47, width: 300, height: 319)])
        XCTAssertEqual(try blue(.top), [CGRect(x: 0, y: 0, width: 300, height: 366)])
        XCTAssertEqual(try blue(.bottom), [CGRect(x: 0, y: 47, width: 300, height: 353)])
    }

    /// A view that does not touch the safe area's edge keeps its background in its frame.
    func testAViewAwayFromTheEdgeKeepsItsBackground() async throws {
        let view = Color.clear.frame(width: 100, height: 100).background(Color.blue).canvasSafeArea(insets)
        XCTAssertEqual(try frames(of: .blue, in: view), [CGRect(x: 100, y: 157, width: 100, height: 100)])
    }

    /// A view's background, not a shape style, stays in the frame (the view form of
    /// `background(_:alignment:)`); so does a shape filled with a style.
    func testAViewAsBackgroundStaysInTheFrame() async throws {
        let view = Color.clear.background(Rectangle().fill(Color.blue)).canvasSafeArea(insets)
        XCTAssertEqual(try frames(of: .blue, in: view), [CGRect(x: 0, y: 47, width: 300, height: 319)])
    }

    /// A `ScrollView`'s background on a navigation stack's screen runs up under the bar (which
    /// has no background of its own at the top of the scroll view) to the top of the canvas,
    /// as iOS draws a grouped settings screen: the screen's grey behind the title.
    func testScrollViewBackgroundRunsUnderTheNavigationBar() async throws {
        let grey = Color(red: 242 / 255, green: 242 / 255, blue: 247 / 255)
        let view = NavigationStack {
            ScrollView { Text("Row").frame(maxWidth: .infinity) }
                .background(grey)
                .navigationTitle("Settings")
        }
        XCTAssertEqual(try frames(of: grey, in: view), [CGRect(x: 0, y: 0, width: 300, height: 400)])
    }

    /// `overlay(_:ignoresSafeAreaEdges:)` reaches the same way, in front of the view.
    func testOverlayStyleReachesIntoTheSafeArea() async throws {
        let view = Color.red.overlay(Color.blue.opacity(0.5)).canvasSafeArea(insets)
        let list = try SceneHost(view, size: size).displayList()
        let boxes = list.items.compactMap { item -> CGRect? in
            if case .fill(let path, _, _, let m) = item { return path.boundingRect.applying(m) }
            return nil
        }
        XCTAssertEqual(boxes.last, CGRect(x: 0, y: 0, width: 300, height: 400))
    }
}
