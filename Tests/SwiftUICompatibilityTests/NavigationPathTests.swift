import SceneGraph
import SceneTesting
import XCTest

/// A router as apps write one (internal: a private type cannot be found again by its name) (an `ObservableObject` holding the path a `NavigationStack`
/// binds), which must compile and keep its values.
final class PathRouter: ObservableObject {
    enum Destination: Hashable, Codable {
        case settings
        case quiz(id: String)
    }
    @Published var path = NavigationPath()
    func navigate(to destination: Destination) { path.append(destination) }
    func back() { path.removeLast() }
    func toRoot() { path.removeLast(path.count) }
}

private struct RoutedScreen: View {
    @ObservedObject var router: PathRouter
    var body: some View {
        NavigationStack(path: $router.path) {
            List {
                LabeledContent(LocalizedStringResource("Score")) { Text("7") }
            }
            .navigationDestination(for: PathRouter.Destination.self) { _ in Text("Pushed") }
        }
    }
}

/// `NavigationPath` (NavigationPathTests.swift) and `LabeledContent` titled with a
/// `LocalizedStringResource`.
@MainActor
final class NavigationPathTests: XCTestCase {
    /// Values are kept in order and compared; `removeLast` pops them, and asked for more than
    /// the path holds it empties it instead of stopping the program.
    func testPathKeepsItsValues() async {
        let router = PathRouter()
        XCTAssertTrue(router.path.isEmpty)
        router.navigate(to: .settings)
        router.navigate(to: .quiz(id: "a"))
        XCTAssertEqual(router.path.count, 2)
        XCTAssertEqual(router.path, NavigationPath([PathRouter.Destination.settings, .quiz(id: "a")]))
        XCTAssertNotEqual(router.path, NavigationPath([PathRouter.Destination.settings]))
        router.back()
        XCTAssertEqual(router.path, NavigationPath([PathRouter.Destination.settings]))
        var path = router.path
        path.removeLast(5)
        XCTAssertTrue(path.isEmpty)
        router.toRoot()
        XCTAssertTrue(router.path.isEmpty)
    }

    /// A path of `Codable` values has a `Codable` form that survives JSON and gives back an
    /// equal path; one holding a value that is not `Codable` has none.
    func testCodableRepresentationRoundTrips() async throws {
        var path = NavigationPath()
        path.append(PathRouter.Destination.quiz(id: "b"))
        path.append(42)
        let codable = try XCTUnwrap(path.codable)
        let data = try JSONEncoder().encode(codable)
        let decoded = try JSONDecoder().decode(NavigationPath.CodableRepresentation.self, from: data)
        XCTAssertEqual(NavigationPath(decoded), path)
        struct Opaque: Hashable {}
        path.append(Opaque())
        XCTAssertNil(path.codable)
    }

    /// A stack bound to a router's path draws its root, and a `LabeledContent` titled with a
    /// resource shows the resource's text.
    func testStackBoundToAPathDrawsItsRoot() async throws {
        let host = try SceneHost(RoutedScreen(router: PathRouter()), size: CGSize(width: 390, height: 300))
        let strings = host.displayList().items.compactMap { item -> String? in
            if case .text(let t, _) = item { return t.string }
            return nil
        }
        XCTAssertTrue(strings.contains("Score"), "\(strings)")
        XCTAssertTrue(strings.contains("7"))
    }
}
