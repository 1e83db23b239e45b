import Foundation
import CCairo

// How an effect group ends: its layer's pixels changed by brightness, saturation, colour matrix
// and blur, its shadow drawn under it, and the result composited onto what lies below.

extension CairoRenderer {
    /// Composites the group being drawn (pushed by `beginGroup`) with its effects. `keep` is
    /// given the layer as it is composited (after its pixel effects, over its shadow) when it
    /// is composited as it is or through its pixels (see `GroupCache`).
    func endGroup(_ g: GroupEffects, bounded: Bool, on cr: OpaquePointer, scale: Double, keep: ((OpaquePointer) -> Void)? = nil) {
        let opacity = Self.layerOpacity(g)
        let unit = Self.effectReach(g, scale: scale).unit
        let passes = LayerPixelPass.passes(of: g, unit: unit)
        let popped = cairo_pop_group(cr)
        if bounded { cairo_restore(cr) } // drop the layer-bounds clip; the shadow may fall outside it
        guard let pattern = popped else { cairo_restore(cr); return }
        defer { cairo_pattern_destroy(pattern); cairo_restore(cr) }
        cairo_identity_matrix(cr)
        switch LayerComposite.of(g, passes: passes) {
        case .projected(let projection):
            guard let warped = setProjectedSource(cr, pattern: pattern, projection, scale: scale) else { return }
            compositeLayer(cr, g, opacity: opacity, scale: scale)
            cairo_surface_destroy(warped)
        case .backdrop:
            compositeBackdrop(cr, pattern: pattern, g, unit: unit)
        case .plain:
            cairo_set_source(cr, pattern)
            keep?(pattern)
            compositeLayer(cr, g, opacity: opacity, scale: scale)
        case .throughPixels(let shadow):
            compositeThroughPixels(cr, pattern: pattern, g, passes: passes, shadow: shadow, opacity: opacity, unit: unit, scale: scale, keep: keep)
        }
    }

    /// The opacity a group's layer is composited with: its own, within 0…1 (1 when not finite).
    static func layerOpacity(_ g: GroupEffects) -> Double { g.opacity.isFinite ? min(max(g.opacity, 0), 1) : 1 }

    /// Applies `passes` to the layer's pixels, then composites the layer over its shadow (if
    /// any, and visible).
    private func compositeThroughPixels(
        _ cr: OpaquePointer, pattern: OpaquePointer, _ g: GroupEffects, passes: [LayerPixelPass],
        shadow: GroupEffects.Shadow?, opacity: Double, unit: Double, scale: Double, keep: ((OpaquePointer) -> Void)?
    ) {
        var layerSurface: OpaquePointer?
        guard cairo_pattern_get_surface(pattern, &layerSurface) == CAIRO_STATUS_SUCCESS, let layer = layerSurface,
            cairo_surface_get_type(layer) == CAIRO_SURFACE_TYPE_IMAGE
        else {
            cairo_set_source(cr, pattern)
            cairo_identity_matrix(cr)
            compositeLayer(cr, g, opacity: opacity, scale: scale)
            return
        }
        cairo_surface_flush(layer)
        let width = Int(cairo_image_surface_get_width(layer)), height = Int(cairo_image_surface_get_height(layer))
        let stride = Int(cairo_image_surface_get_stride(layer)) / 4
        // An empty layer (everything clipped away) has no pixels to change.
        guard width > 0, height > 0, let bytes = cairo_image_surface_get_data(layer) else { return }
        let data = UnsafeMutableRawPointer(bytes).assumingMemoryBound(to: UInt32.self)
        for pass in passes { pass.apply(to: data, width: width, height: height, stride: stride) }
        cairo_surface_mark_dirty(layer)
        cairo_identity_matrix(cr)
        var ox = 0.0, oy = 0.0
        cairo_surface_get_device_offset(layer, &ox, &oy)
        if let shadow, shadow.color.opacity > 0, let shadowSurface = shadowLayer(of: layer, data: data, width: width, height: height, stride: stride, shadow, unit: unit) {
            defer { cairo_surface_destroy(shadowSurface) }
            cairo_surface_set_device_offset(shadowSurface, ox, oy)
            // The offset is in the group's local points: through the transform's linear part.
            // Beyond ±10⁷ points a shadow is off any canvas; clamping keeps the offset finite.
            func offset(_ v: Double) -> Double { v.isFinite ? min(max(v, -1e7), 1e7) : 0 }
            let x = offset(shadow.x), y = offset(shadow.y)
            let m = g.clipTransform
            let dx = offset((Double(m.a) * x + Double(m.c) * y) * scale), dy = offset((Double(m.b) * x + Double(m.d) * y) * scale)
            // The shadow and the layer over it in one group, as large as the two together (the
            // layer's extent and the shadow's, shifted): a group as large as the canvas would be
            // cleared and composited whole for a small shadow.
            let extent = CGRect(x: -ox, y: -oy, width: Double(width), height: Double(height))
            let reach = extent.union(extent.offsetBy(dx: dx, dy: dy))
            cairo_save(cr)
            cairo_new_path(cr)
            cairo_rectangle(
                cr, reach.minX.rounded(.down), reach.minY.rounded(.down),
                reach.maxX.rounded(.up) - reach.minX.rounded(.down), reach.maxY.rounded(.up) - reach.minY.rounded(.down))
            cairo_clip(cr)
            cairo_push_group(cr)
            cairo_set_source_surface(cr, shadowSurface, dx, dy)
            cairo_paint(cr)
            cairo_set_source(cr, pattern)
            cairo_paint(cr)
            let composite = cairo_pop_group(cr)
            cairo_restore(cr)
            guard let composite else { return }
            defer { cairo_pattern_destroy(composite) }
            cairo_set_source(cr, composite)
            keep?(composite)
            compositeLayer(cr, g, opacity: opacity, scale: scale)
        } else {
            cairo_set_source(cr, pattern)
            keep?(pattern)
            compositeLayer(cr, g, opacity: opacity, scale: scale)
        }
    }

    /// The shadow of the layer (its silhouette in the shadow's colour, blurred) as an image
    /// surface of the layer's size; the caller destroys it. With `effectShortcuts`, from the
    /// renderer's `ShadowCache` (found again when the layer's alpha did not change; black
    /// shadows blurred on the alpha plane); else by `LayerEffects.silhouette` and `blur`.
    private func shadowLayer(
        of layer: OpaquePointer, data: UnsafeMutablePointer<UInt32>, width: Int, height: Int, stride: Int,
        _ shadow: GroupEffects.Shadow, unit: Double
    ) -> OpaquePointer? {
        let c = shadow.color
        let colour = (Double(c.red), Double(c.green), Double(c.blue), Double(min(max(c.opacity, 0), 1)))
        let sigma = shadow.radius.isFinite ? max(shadow.radius, 0) * unit : 0
        if effectShortcuts {
            return shadowCache.shadow(
                of: data, width: width, height: height, stride: stride, colour: LayerEffects.silhouetteColour(colour), sigma: sigma)
        }
        guard let shadowSurface = cairo_surface_create_similar_image(layer, CAIRO_FORMAT_ARGB32, Int32(width), Int32(height)) else { return nil }
        cairo_surface_flush(shadowSurface)
        let sStride = Int(cairo_image_surface_get_stride(shadowSurface)) / 4
        let sData = UnsafeMutableRawPointer(cairo_image_surface_get_data(shadowSurface)!).assumingMemoryBound(to: UInt32.self)
        LayerEffects.silhouette(
            from: data, to: sData, width: width, height: height, srcStride: stride, dstStride: sStride, colour: colour)
        LayerEffects.blur(sData, width: width, height: height, stride: sStride, sigma: sigma, clampEdges: false)
        cairo_surface_mark_dirty(shadowSurface)
        return shadowSurface
    }
}
