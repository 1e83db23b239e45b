import Foundation

/// An app (SwiftUI's `App`): a type with an empty initializer whose `body` lists its scenes,
/// usually one `WindowGroup`. A whole SwiftUI app's source compiles here with its app type:
///
/// ```swift
/// struct ScrumApp: App {
///     @StateObject private var store = ScrumStore()
///     var body: some Scene {
///         WindowGroup { ScrumsView().environmentObject(store) }
///     }
/// }
/// ```
///
/// There is no window system to launch into, so an app is drawn through its window's content:
/// `ScrumApp().rootView` is the first `WindowGroup`'s view with the scene modifiers above it
/// applied, what iOS shows when the app launches; render it with `FrameRecorder` or a
/// `SceneCatalog` scene like any view. `@main` on an app type compiles too, and its `main()`
/// explains this on standard error and exits with status 64 (EX_USAGE) instead of running.
///
/// The app's own properties (`@StateObject`, `@State`) are made once per `rootView` call, as
/// iOS makes them once per launch; read `rootView` once and keep the view.
@MainActor @preconcurrency
public protocol App {
    /// The type of the app's scenes.
    associatedtype Body: Scene
    /// The app's scenes.
    @SceneBuilder @MainActor @preconcurrency var body: Body { get }
    /// Makes the app (SwiftUI calls it once at launch).
    @MainActor @preconcurrency init()
}

extension App {
    /// What `@main` runs: an app cannot be launched here (there is no window system); prints
    /// how to render it instead and exits with status 64.
    @MainActor @preconcurrency public static func main() {
        let name = String(describing: Self.self)
        FileHandle.standardError.write(
            Data(
                """
                \(name) is a SwiftUI app: there is no window system to launch it into here. Render its window's \
                content instead, e.g. FrameRecorder(size: CGSize(width: 390, height: 844), scale: 3).image(of: \
                \(name)().rootView ?? AnyView(EmptyView()), at: 0), or add it to a SceneCatalog.

                """.utf8))
        exit(64)
    }

    /// The content of the app's first `WindowGroup` (a `WindowGroup` inside another scene's
    /// modifiers included), with the environment those modifiers set applied: the view iOS
    /// shows when the app launches. Nil when the app has no window group (a `Settings`-only
    /// app).
    @MainActor @preconcurrency public var rootView: AnyView? {
        body._windowContent(environment: [])
    }
}

/// A part of an app's user interface (SwiftUI's `Scene`): `WindowGroup`, or a scene with
/// modifiers, or several scenes from a `@SceneBuilder`.
@MainActor @preconcurrency
public protocol Scene {
    /// The type of the scene's content.
    associatedtype Body: Scene
    /// The scene's content.
    @SceneBuilder @MainActor @preconcurrency var body: Body { get }
}

/// How a scene's environment modifiers change the environment of its window's content.
public typealias _SceneEnvironmentTransform = (inout EnvironmentValues) -> Void

extension Scene {
    /// The content of this scene's first window group, with `environment` (the transforms of
    /// the modifiers above it, outermost first) applied; nil when it has none. Primitive scenes
    /// answer themselves; the others ask their body.
    @MainActor func _windowContent(environment: [_SceneEnvironmentTransform]) -> AnyView? {
        if let primitive = self as? any _PrimitiveScene {
            return primitive._primitiveWindowContent(environment: environment)
        }
        return body._windowContent(environment: environment)
    }
}

/// A scene that answers for itself instead of through a body (its `body` is never read).
@MainActor protocol _PrimitiveScene {
    func _primitiveWindowContent(environment: [_SceneEnvironmentTransform]) -> AnyView?
}

extension Never: Scene {}

extension Scene where Body == Never {
    /// Primitive scenes have no body.
    public var body: Never { fatalError("\(Self.self) is a primitive scene and has no body") }
}

/// A group of windows showing the same content (SwiftUI's `WindowGroup`). On iPhone an app
/// has one window, and this is its content.
public struct WindowGroup<Content: View>: Scene, _PrimitiveScene {
    public typealias Body = Never
    let content: Content

    /// A window group showing `content`.
    public init(@ViewBuilder content: () -> Content) { self.content = content() }
    /// A window group with a title (shown in the window's title bar where there is one; iPhone
    /// has none).
    public init(_ title: String, @ViewBuilder content: () -> Content) { self.content = content() }
    /// A window group with a localized title.
    public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content) { self.content = content() }
    /// A window group with an identifier (for `openWindow(id:)` on other platforms).
    public init(id: String, @ViewBuilder content: () -> Content) { self.content = content() }
    /// A window group with a title and an identifier.
    public init(_ title: String, id: String, @ViewBuilder content: () -> Content) { self.content = content() }

    func _primitiveWindowContent(environment: [_SceneEnvironmentTransform]) -> AnyView? {
        guard !environment.isEmpty else { return AnyView(content) }
        return AnyView(content.modifier(_EnvironmentModifier { values in for apply in environment { apply(&values) } }))
    }
}

/// The settings window of a macOS app (SwiftUI's `Settings`): iPhone has none, so its content
/// is never shown.
public struct Settings<Content: View>: Scene, _PrimitiveScene {
    public typealias Body = Never
    /// Settings showing `content` (macOS only; never shown here, as on iPhone).
    public init(@ViewBuilder content: () -> Content) {}
    func _primitiveWindowContent(environment: [_SceneEnvironmentTransform]) -> AnyView? { nil }
}

/// Several scenes (what `@SceneBuilder` makes of a list).
public struct _TupleScene<each S: Scene>: Scene, _PrimitiveScene {
    public typealias Body = Never
    let scenes: (repeat each S)
    init(_ scenes: repeat each S) { self.scenes = (repeat each scenes) }

    func _primitiveWindowContent(environment: [_SceneEnvironmentTransform]) -> AnyView? {
        var found: AnyView?
        for scene in repeat each scenes {
            if found == nil { found = scene._windowContent(environment: environment) }
        }
        return found
    }
}

/// A scene that may be absent (an `if` in a `@SceneBuilder`).
public struct _OptionalScene<S: Scene>: Scene, _PrimitiveScene {
    public typealias Body = Never
    let scene: S?
    func _primitiveWindowContent(environment: [_SceneEnvironmentTransform]) -> AnyView? {
        scene?._windowContent(environment: environment)
    }
}

/// Builds an app's scenes from a list (SwiftUI's `SceneBuilder`).
@resultBuilder @MainActor @preconcurrency
public enum SceneBuilder {
    public static func buildExpression<S: Scene>(_ scene: S) -> S { scene }
    public static func buildBlock<S: Scene>(_ scene: S) -> S { scene }
    public static func buildBlock<each S: Scene>(_ scenes: repeat each S) -> _TupleScene<repeat each S> {
        _TupleScene(repeat each scenes)
    }
    public static func buildOptional<S: Scene>(_ scene: S?) -> _OptionalScene<S> { _OptionalScene(scene: scene) }
    public static func buildLimitedAvailability<S: Scene>(_ scene: S) -> S { scene }
}

/// A scene with a modifier: environment modifiers reach the window's content; the others
/// (window sizes, commands, background tasks) have nothing to act on here and are kept only so
/// that app code compiles.
public struct _ModifiedScene<Content: Scene>: Scene, _PrimitiveScene {
    public typealias Body = Never
    let content: Content
    let transform: _SceneEnvironmentTransform?

    func _primitiveWindowContent(environment: [_SceneEnvironmentTransform]) -> AnyView? {
        content._windowContent(environment: transform.map { environment + [$0] } ?? environment)
    }
}

/// Whether the app is in the foreground (SwiftUI's `ScenePhase`). A rendered scene is always
/// `.active`, as an app on screen is.
public enum ScenePhase: Comparable, Hashable, Sendable {
    /// Not shown (the app is in the background).
    case background
    /// Shown but not taking input (the app switcher, a call banner).
    case inactive
    /// In the foreground and taking input.
    case active
}

struct ScenePhaseKey: EnvironmentKey {
    static let defaultValue = ScenePhase.active
}

extension EnvironmentValues {
    /// The phase of the scene the view is in (SwiftUI's `scenePhase`): `.active` unless set
    /// with `.environment(\.scenePhase, _)`, since a rendered scene is on screen.
    public var scenePhase: ScenePhase {
        get { self[ScenePhaseKey.self] }
        set { self[ScenePhaseKey.self] = newValue }
    }
}
