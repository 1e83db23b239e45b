import Foundation

/// The light or dark appearance (SwiftUI's `ColorScheme`). iOS's adaptive colours
/// (`Color.primary`, `Color.red`, `Color(.systemBackground)`, …) hold a value for each and are
/// resolved in the scheme of the view that draws them, when it draws (see `ColorSchemeResolution`).
public enum ColorScheme: Hashable, Sendable, CaseIterable {
    case light, dark
}

/// The contrast setting (SwiftUI's `ColorSchemeContrast`); always `.standard` here.
public enum ColorSchemeContrast: Hashable, Sendable, CaseIterable {
    case standard, increased
}

/// The scheme in which adaptive colours resolve right now. The host sets it for each pass
/// (update and drawing) to the scene's scheme, and the modifiers that change the scheme of a
/// subtree (`.preferredColorScheme(_:)`, `.environment(\.colorScheme, _)`) set it while their
/// content updates and draws, so that `Color.resolved` gives the value for the view's scheme.
enum ColorSchemeResolution {
    @TaskLocal static var current: ColorScheme = .light

    /// Runs `body` with adaptive colours resolving in `scheme` (no task-local push when it is
    /// already the current one).
    static func with<R>(_ scheme: ColorScheme, _ body: () throws -> R) rethrows -> R {
        if scheme == current { return try body() }
        return try $current.withValue(scheme, operation: body)
    }
}

extension EnvironmentValues {
    /// Runs `body` with adaptive colours resolving in this environment's scheme: the one set on
    /// the subtree or above it (`.environment(\.colorScheme, _)`, `.preferredColorScheme`),
    /// else the one being updated or drawn. For paints a view's body resolves (a body runs in
    /// the scene's scheme, which a dark subtree of a light scene does not share).
    func resolvingColors<R>(_ body: () -> R) -> R {
        ColorSchemeResolution.with(explicitColorScheme ?? ColorSchemeResolution.current, body)
    }
}

struct ColorSchemeKey: EnvironmentKey { static var defaultValue: ColorScheme? { nil } }

extension EnvironmentValues {
    /// The appearance of this subtree: `.light` unless `.preferredColorScheme(.dark)` (or
    /// `.environment(\.colorScheme, .dark)`, or the host's root environment) says otherwise.
    public var colorScheme: ColorScheme {
        get { self[ColorSchemeKey.self] ?? .light }
        set { self[ColorSchemeKey.self] = newValue }
    }
    /// The scheme set explicitly on this subtree or above it; nil when none was.
    var explicitColorScheme: ColorScheme? { self[ColorSchemeKey.self] }
    /// Always `.standard` (no increased-contrast setting exists here).
    public var colorSchemeContrast: ColorSchemeContrast { .standard }
}

/// Sets the appearance of its content and of the whole scene (SwiftUI's
/// `preferredColorScheme(_:)`, which changes the presentation the view is in): with `.dark`
/// the canvas is painted with `systemBackground` (black) and every adaptive colour of the scene
/// resolves to its dark value. `nil` leaves the scheme as it is.
public struct _PreferredColorSchemeModifier: ViewModifier, PrimitiveModifier {
    public typealias Body = Never
    let scheme: ColorScheme?
    public func body(content: Content) -> Never { preconditionFailure("primitive modifier") }
    func childEnvironment(_ environment: EnvironmentValues) -> EnvironmentValues {
        guard let scheme else { return environment }
        var e = environment
        e.colorScheme = scheme
        return e
    }
    func update(node: Node, context: UpdateContext) {
        context.host?.setPreferredColorScheme(scheme, from: node)
    }
    func draw(node: Node, into builder: inout DisplayListBuilder, content: (inout DisplayListBuilder) -> Void) {
        guard let scheme else { return content(&builder) }
        ColorSchemeResolution.with(scheme) { content(&builder) }
    }
}

extension View {
    /// The appearance of the scene this view is in (see `_PreferredColorSchemeModifier`).
    public func preferredColorScheme(_ colorScheme: ColorScheme?) -> ModifiedContent<Self, _PreferredColorSchemeModifier> {
        modifier(_PreferredColorSchemeModifier(scheme: colorScheme))
    }
}

/// The interface style of UIKit's trait collection, as far as colour code reads it.
public enum UIUserInterfaceStyle: Int, Hashable, Sendable {
    case unspecified, light, dark
}

/// UIKit's trait collection, reduced to the interface style that dynamic colours read.
public struct UITraitCollection: Hashable, Sendable {
    public let userInterfaceStyle: UIUserInterfaceStyle
    public init(userInterfaceStyle: UIUserInterfaceStyle) { self.userInterfaceStyle = userInterfaceStyle }
}
