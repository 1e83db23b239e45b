import Foundation

/// A modifier that draws its content as one layer with renderer effects (a display-list group,
/// `GroupEffects`): shadow, blur, brightness, saturation, colour matrix, blend mode, clip.
///
/// A conformer says only what is its own: its animatable parameters, recorded in `update` with
/// `Node.setAnimatable` (so springs and timing curves drive them like any other property), and
/// the effects those parameters make when presented at a time (`effects(node:at:)`). Drawing
/// the group is shared: the content is drawn between `beginGroup` and `endGroup`, and the
/// group's `clipTransform` is the transform the content is drawn with, in which the renderer
/// measures radii, offsets and clips. The renderer draws effects by kind (SceneRender's
/// `LayerPixelPass` and `LayerComposite`); docs/ARCHITECTURE.md, "Adding an effect", lists the
/// three files a new effect touches. An effect whose animatable parameters are one value
/// declares them as a `ParametricLayerEffect` and needs no key of its own.
protocol LayerEffectModifier: PrimitiveModifier {
    /// The layer's effects at time `time` (seconds), from the presented values of the
    /// modifier's animatable parameters; nil draws the content as it is, without a layer.
    func effects(node: Node, at time: Double) -> GroupEffects?
}

extension LayerEffectModifier {
    func draw(node: Node, into builder: inout DisplayListBuilder, content: (inout DisplayListBuilder) -> Void) {
        guard var g = effects(node: node, at: builder.time) else { return content(&builder) }
        g.clipTransform = builder.transform
        builder.items.append(.beginGroup(g))
        content(&builder)
        builder.items.append(.endGroup)
    }
}

/// A layer effect that declares its animatable parameters as one value of its own type
/// (`Parameters`: a `Double`, an `AnimatablePair`, a `Color.Resolved`…). The shared `update`
/// animates that value under the node's effect-parameters key (`AnimatableKey.effectParameters`,
/// typed by `Parameters`), and `effects(node:at:)` hands its presented value to
/// `effects(_:node:at:)`; so a new effect adds no case to `AnimatableKey.swift`. Motion dumps
/// name the parameters' column `parameterName`.
protocol ParametricLayerEffect: LayerEffectModifier {
    associatedtype Parameters: VectorArithmetic
    /// The parameters as the modifier was given them: the target an animation runs to.
    var parameters: Parameters { get }
    /// The parameters' column name in motion dumps (for example `"blurRadius"`).
    static var parameterName: String { get }
    /// The layer's effects for `parameters`, the presented values at `time` (seconds); nil
    /// draws the content as it is.
    func effects(_ parameters: Parameters, node: Node, at time: Double) -> GroupEffects?
}

extension ParametricLayerEffect {
    func update(node: Node, context: UpdateContext) {
        node.setAnimatable(.effectParameters, parameters, context: context)
    }
    func effects(node: Node, at time: Double) -> GroupEffects? {
        effects(node.presented(.effectParameters, at: time, default: parameters), node: node, at: time)
    }
    func motionName(of property: AnimatableProperty) -> String {
        property == .effectParameters ? Self.parameterName : property.motionName
    }
}
