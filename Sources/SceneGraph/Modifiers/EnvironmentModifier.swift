import Foundation

/// Changes the environment of the content.
public struct _EnvironmentModifier: ViewModifier, PrimitiveModifier {
    public typealias Body = Never
    let apply: (inout EnvironmentValues) -> Void
    func childEnvironment(_ environment: EnvironmentValues) -> EnvironmentValues {
        var e = environment
        apply(&e)
        return e
    }
    /// Draws the content with its colour scheme when it sets one (`.environment(\.colorScheme, _)`).
    func draw(node: Node, into builder: inout DisplayListBuilder, content: (inout DisplayListBuilder) -> Void) {
        guard let scheme = node.children.first?.environment.explicitColorScheme else { return content(&builder) }
        ColorSchemeResolution.with(scheme) { content(&builder) }
    }
}

extension View {
    /// Sets an environment value for the subtree.
    public func environment<V>(_ keyPath: WritableKeyPath<EnvironmentValues, V>, _ value: V) -> ModifiedContent<Self, _EnvironmentModifier> {
        modifier(_EnvironmentModifier { $0[keyPath: keyPath] = value })
    }
    /// Changes an environment value for the subtree with `transform`, from the value the view
    /// gets (SwiftUI's `transformEnvironment(_:transform:)`).
    public func transformEnvironment<V>(
        _ keyPath: WritableKeyPath<EnvironmentValues, V>, transform: @escaping (inout V) -> Void
    ) -> ModifiedContent<Self, _EnvironmentModifier> {
        modifier(_EnvironmentModifier { transform(&$0[keyPath: keyPath]) })
    }
    public func font(_ font: Font?) -> ModifiedContent<Self, _EnvironmentModifier> {
        environment(\.font, font)
    }
    public func foregroundColor(_ color: Color?) -> ModifiedContent<Self, _EnvironmentModifier> {
        environment(\.foregroundStyle, color.map { AnyShapeStyle($0) })
    }
    public func foregroundStyle<S: ShapeStyle>(_ style: S) -> ModifiedContent<Self, _EnvironmentModifier> {
        environment(\.foregroundStyle, AnyShapeStyle(style))
    }
    /// Sets primary and secondary foreground styles (SwiftUI, iOS 15). SwiftUI uses the extra
    /// levels for the layers of hierarchical and palette symbols; symbols here are drawn in one
    /// layer, so this framework paints all content, symbols included, with `primary`, which is
    /// what SwiftUI draws for content that is not a multi-layer symbol.
    public func foregroundStyle<S1: ShapeStyle, S2: ShapeStyle>(_ primary: S1, _ secondary: S2) -> ModifiedContent<Self, _EnvironmentModifier> {
        foregroundStyle(primary)
    }
    /// Sets primary, secondary and tertiary foreground styles; drawn with `primary`, as the
    /// two-style form.
    public func foregroundStyle<S1: ShapeStyle, S2: ShapeStyle, S3: ShapeStyle>(_ primary: S1, _ secondary: S2, _ tertiary: S3) -> ModifiedContent<Self, _EnvironmentModifier> {
        foregroundStyle(primary)
    }
    public func multilineTextAlignment(_ alignment: TextAlignment) -> ModifiedContent<Self, _EnvironmentModifier> {
        environment(\.multilineTextAlignment, alignment)
    }
    public func lineLimit(_ limit: Int?) -> ModifiedContent<Self, _EnvironmentModifier> {
        environment(\.lineLimit, limit.map { max(1, $0) })
    }
}
