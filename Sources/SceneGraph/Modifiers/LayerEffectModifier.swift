import Foundation

/// A modifier that draws its content as one layer with renderer effects (a display-list group,
/// `GroupEffects`): shadow, blur, brightness, saturation, colour matrix, blend mode, clip.
///
/// A conformer says only what is its own: its animatable parameters, recorded in `update` with
/// `Node.setAnimatable` (so springs and timing curves drive them like any other property), and
/// the effects those parameters make when presented at a time (`effects(node:at:)`). Drawing
/// the group is shared: the content is drawn between `beginGroup` and `endGroup`, and the
/// group's `clipTransform` is the transform the content is drawn with, in which the renderer
/// measures radii, offsets and clips. The renderer draws each effect by its field
/// (`CairoRenderer.endGroup`); docs/ARCHITECTURE.md, "Adding an effect", lists the three files a
/// new effect touches.
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
