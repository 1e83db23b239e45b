import Foundation

/// How a view's layer is combined with what is drawn below it (SwiftUI's `BlendMode`). The
/// separable and non-separable modes are the PDF / W3C Compositing 1 blend modes, drawn with
/// Cairo's operators of the same names. `plusLighter` adds (Cairo's `ADD`); `plusDarker`
/// (1 − ((1 − a) + (1 − b)), clamped) has no Cairo operator and is drawn as `multiply`, its
/// nearest common mode.
public enum BlendMode: Hashable, Sendable, CaseIterable {
    case normal, multiply, screen, overlay, darken, lighten, colorDodge, colorBurn, softLight, hardLight
    case difference, exclusion, hue, saturation, color, luminosity
    case sourceAtop, destinationOver, destinationOut, plusDarker, plusLighter
}

/// Draws the content as one layer combined with the backdrop by a blend mode.
public struct _BlendModeEffect: ViewModifier, LayerEffectModifier {
    public typealias Body = Never
    let mode: BlendMode
    public func body(content: Content) -> Never { fatalError("primitive modifier") }
    func effects(node: Node, at t: Double) -> GroupEffects? {
        guard mode != .normal else { return nil }
        var g = GroupEffects()
        g.blendMode = mode
        return g
    }
}

/// Draws the content into its own layer first, then composites the layer as one
/// (`compositingGroup`, `drawingGroup`): opacity and blend modes outside it act on the whole.
public struct _CompositingGroupEffect: ViewModifier, LayerEffectModifier {
    public typealias Body = Never
    public func body(content: Content) -> Never { fatalError("primitive modifier") }
    func effects(node: Node, at t: Double) -> GroupEffects? { GroupEffects() }
}

extension View {
    /// Combines the view with what lies below it by `blendMode`.
    public func blendMode(_ blendMode: BlendMode) -> ModifiedContent<Self, _BlendModeEffect> {
        modifier(_BlendModeEffect(mode: blendMode))
    }
    /// Composites the view's content as one layer before effects outside it apply.
    public func compositingGroup() -> ModifiedContent<Self, _CompositingGroupEffect> {
        modifier(_CompositingGroupEffect())
    }
    /// Renders the view offscreen as one layer (SwiftUI flattens it with Metal; here it is the
    /// same layer as `compositingGroup()`). The options are accepted for source compatibility.
    public func drawingGroup(opaque: Bool = false, colorMode: ColorRenderingMode = .nonLinear) -> ModifiedContent<Self, _CompositingGroupEffect> {
        modifier(_CompositingGroupEffect())
    }
}
