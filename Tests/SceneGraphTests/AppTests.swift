import Foundation
import Observation
import XCTest

@testable import SceneGraph

private final class ScrumStore: ObservableObject {
    @Published var title = "Daily scrum"
    var taps = 0
}

@Observable private final class Theme { var name = "ocean" }

private struct ScrumsView: View {
    @EnvironmentObject var store: ScrumStore
    @Environment(Theme.self) var theme
    @Environment(\.scenePhase) var phase
    var body: some View {
        VStack {
            Text(store.title)
            Text("theme \(theme.name)")
            Text(phase == .active ? "active" : "inactive")
        }
        .onTapGesture { store.taps += 1; store.title = "tapped \(store.taps)" }
    }
}

/// An app as app code writes one: its own store, scenes with modifiers, a macOS-only scene.
private struct ScrumApp: App {
    @StateObject private var store = ScrumStore()
    @State private var theme = Theme()
    var body: some Scene {
        WindowGroup {
            ScrumsView().environment(theme)
        }
        .environmentObject(store)
        .defaultSize(width: 400, height: 600)
        Settings { Text("settings") }
    }
}

private struct SettingsOnlyApp: App {
    var body: some Scene { Settings { Text("settings") } }
}

private struct ConditionalApp: App {
    let showsWindow = true
    var body: some Scene {
        if showsWindow {
            WindowGroup("Main") { Text("main window") }
        }
    }
}

private struct PhaseApp: App {
    var body: some Scene {
        WindowGroup(id: "main") { ScenePhaseReader() }
            .environment(\.scenePhase, .background)
            .onChange(of: 1) { _, _ in }
    }
}

private struct ScenePhaseReader: View {
    @Environment(\.scenePhase) var phase
    var body: some View { Text("\(phase)") }
}

@MainActor
final class AppTests: XCTestCase {
    /// The root view is the first window group's content with the environment the scene
    /// modifiers set: the app's `@StateObject` reaches `@EnvironmentObject`, and the scene phase
    /// is `.active` as on screen.
    func testRootViewIsTheFirstWindowsContentWithTheScenesEnvironment() async throws {
        let root = try XCTUnwrap(ScrumApp().rootView)
        let host = try SceneHost(root, size: CGSize(width: 300, height: 200))
        XCTAssertEqual(host.displayList().texts, ["Daily scrum", "theme ocean", "active"])
        host.send(tap(CGPoint(x: 150, y: 100), at: 0.1))
        host.advance(to: 0.2)
        XCTAssertEqual(host.displayList().texts.first, "tapped 1", "the store the app made is the one the view follows")
    }

    /// A scene modifier's environment value reaches the content; nested modifiers apply
    /// outermost last, as in a view.
    func testSceneEnvironmentModifierReachesTheContent() async throws {
        let host = try SceneHost(try XCTUnwrap(PhaseApp().rootView), size: CGSize(width: 200, height: 100))
        XCTAssertEqual(host.displayList().texts, ["background"])
    }

    /// An `if` in the scene builder, and a titled window group.
    func testConditionalSceneAndTitledWindowGroup() async throws {
        let host = try SceneHost(try XCTUnwrap(ConditionalApp().rootView), size: CGSize(width: 200, height: 100))
        XCTAssertEqual(host.displayList().texts, ["main window"])
    }

    /// An app with no window group (a macOS settings window only) has no root view.
    func testAnAppWithoutAWindowGroupHasNoRootView() async {
        XCTAssertNil(SettingsOnlyApp().rootView)
    }

    /// The scene phases order as SwiftUI's do (background < inactive < active).
    func testScenePhasesAreOrdered() {
        XCTAssertLessThan(ScenePhase.background, .inactive)
        XCTAssertLessThan(ScenePhase.inactive, .active)
        XCTAssertEqual(EnvironmentValues().scenePhase, .active)
    }
}
