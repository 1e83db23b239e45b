import Foundation

// A group's effects as the renderer applies them, by kind: the changes to the layer's pixels in
// the order they apply (`LayerPixelPass`), and the way the layer reaches the canvas
// (`LayerComposite`). `CairoRenderer.endGroup` reads these two, not `GroupEffects`'s fields one
// by one; a new pixel effect is a case here, its line in `passes(of:unit:)` and its `apply`
// (docs/ARCHITECTURE.md, "Adding an effect").

/// One change to a group layer's premultiplied ARGB pixels.
enum LayerPixelPass: Equatable {
    /// Brightness added to each component, in [−1, 1], and saturation scaled (0 grey, 1
    /// unchanged): `LayerEffects.adjustColour`.
    case adjustColour(brightness: Double, saturation: Double)
    /// A 4×5 colour matrix over straight colour: `LayerEffects.applyColorMatrix`.
    case colorMatrix(ColorMatrix)
    /// A Gaussian blur of standard deviation `sigma` device pixels; with `clampEdges` the edge
    /// pixels extend outwards (a blur with a clip keeps to its frame): `LayerEffects.blur`.
    case blur(sigma: Double, clampEdges: Bool)

    /// The passes `g` asks for, in drawing order (brightness and saturation, then the colour
    /// matrix, then the blur), leaving out those with neutral values. `unit` is device pixels per
    /// point of the group's transform. Values that are not finite take their neutral value.
    static func passes(of g: GroupEffects, unit: Double) -> [LayerPixelPass] {
        var passes: [LayerPixelPass] = []
        let brightness = g.brightness.isFinite ? min(max(g.brightness, -1), 1) : 0
        let saturation = g.saturation.isFinite ? max(g.saturation, 0) : 1
        if brightness != 0 || saturation != 1 { passes.append(.adjustColour(brightness: brightness, saturation: saturation)) }
        if let matrix = g.colorMatrix { passes.append(.colorMatrix(matrix)) }
        let sigma = g.blurRadius.isFinite ? max(g.blurRadius, 0) * unit : 0
        if sigma > 0 { passes.append(.blur(sigma: sigma, clampEdges: g.clip != nil)) }
        return passes
    }

    /// Changes `data` (`width` × `height` pixels, rows `stride` pixels apart) in place.
    func apply(to data: UnsafeMutablePointer<UInt32>, width: Int, height: Int, stride: Int) {
        switch self {
        case .adjustColour(let brightness, let saturation):
            LayerEffects.adjustColour(data, width: width, height: height, stride: stride, brightness: brightness, saturation: saturation)
        case .colorMatrix(let matrix):
            LayerEffects.applyColorMatrix(data, width: width, height: height, stride: stride, matrix: matrix)
        case .blur(let sigma, let clampEdges):
            LayerEffects.blur(data, width: width, height: height, stride: stride, sigma: sigma, clampEdges: clampEdges)
        }
    }
}

/// How a group's layer is put onto what lies below it (after its opacity, blend mode and mask,
/// which every kind applies: `CairoRenderer.compositeLayer`).
enum LayerComposite {
    /// Warped through a projective transform of canvas points (its pixel passes are not applied).
    case projected(ProjectionTransform)
    /// Not drawn itself: what lies below is drawn blurred by `radius` points where the layer is
    /// opaque (a material's backdrop).
    case backdrop
    /// The pixel passes applied to the layer, then the layer drawn over its shadow, if any.
    case throughPixels(shadow: GroupEffects.Shadow?)
    /// The layer as drawn.
    case plain

    /// The kind for `g`, whose pixel passes are `passes`. A projection comes first, then a
    /// backdrop; a layer with neither is read back as pixels only when a pass or a shadow needs
    /// them.
    static func of(_ g: GroupEffects, passes: [LayerPixelPass]) -> LayerComposite {
        if let projection = g.projection { return .projected(projection) }
        if g.backdropBlurRadius > 0 { return .backdrop }
        if !passes.isEmpty || g.shadow != nil { return .throughPixels(shadow: g.shadow) }
        return .plain
    }
}
