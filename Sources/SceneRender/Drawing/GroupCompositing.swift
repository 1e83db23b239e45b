import Foundation
import CCairo

// How a display-list group's layer is put onto what lies below it: its colour matrix, its blend
// mode (a Cairo operator), its mask, and the backdrop blur of materials.

extension LayerEffects {
    /// Applies a colour matrix (`ColorMatrix`, rows over straight gamma-encoded R, G, B, A in
    /// [0, 1], results clamped) to every pixel of a premultiplied buffer.
    static func applyColorMatrix(_ data: UnsafeMutablePointer<UInt32>, width: Int, height: Int, stride: Int, matrix: ColorMatrix) {
        let m = matrix.values
        for y in 0..<height {
            let row = data + y * stride
            for x in 0..<width {
                let p = row[x]
                let a = Float(p >> 24) / 255
                // A clear pixel is (0, 0, 0, 0) straight; the matrix may still give it colour or alpha.
                let r = a > 0 ? Float((p >> 16) & 0xFF) / 255 / a : 0
                let g = a > 0 ? Float((p >> 8) & 0xFF) / 255 / a : 0
                let b = a > 0 ? Float(p & 0xFF) / 255 / a : 0
                @inline(__always) func output(_ i: Int) -> Float {
                    min(max(m[i] * r + m[i + 1] * g + m[i + 2] * b + m[i + 3] * a + m[i + 4], 0), 1)
                }
                let na = output(15)
                @inline(__always) func q(_ v: Float) -> UInt32 { UInt32((v * na * 255).rounded()) }
                row[x] = UInt32((na * 255).rounded()) << 24 | q(output(0)) << 16 | q(output(5)) << 8 | q(output(10))
            }
        }
    }
}

extension CairoRenderer {
    /// Cairo's operator for a blend mode (see `BlendMode` for `plusDarker`).
    static func cairoOperator(_ mode: BlendMode) -> cairo_operator_t {
        switch mode {
        case .normal: return CAIRO_OPERATOR_OVER
        case .multiply, .plusDarker: return CAIRO_OPERATOR_MULTIPLY
        case .screen: return CAIRO_OPERATOR_SCREEN
        case .overlay: return CAIRO_OPERATOR_OVERLAY
        case .darken: return CAIRO_OPERATOR_DARKEN
        case .lighten: return CAIRO_OPERATOR_LIGHTEN
        case .colorDodge: return CAIRO_OPERATOR_COLOR_DODGE
        case .colorBurn: return CAIRO_OPERATOR_COLOR_BURN
        case .softLight: return CAIRO_OPERATOR_SOFT_LIGHT
        case .hardLight: return CAIRO_OPERATOR_HARD_LIGHT
        case .difference: return CAIRO_OPERATOR_DIFFERENCE
        case .exclusion: return CAIRO_OPERATOR_EXCLUSION
        case .hue: return CAIRO_OPERATOR_HSL_HUE
        case .saturation: return CAIRO_OPERATOR_HSL_SATURATION
        case .color: return CAIRO_OPERATOR_HSL_COLOR
        case .luminosity: return CAIRO_OPERATOR_HSL_LUMINOSITY
        case .sourceAtop: return CAIRO_OPERATOR_ATOP
        case .destinationOver: return CAIRO_OPERATOR_DEST_OVER
        case .destinationOut: return CAIRO_OPERATOR_DEST_OUT
        case .plusLighter: return CAIRO_OPERATOR_ADD
        }
    }

    /// Paints the source set on `cr` (identity matrix) with `opacity`, the group's blend mode
    /// and, when it has one, its mask (the mask items' alpha multiplies the layer's).
    func compositeLayer(_ cr: OpaquePointer, _ g: GroupEffects, opacity: Double, scale: Double) {
        let op = Self.cairoOperator(g.blendMode)
        guard let maskItems = g.mask else {
            cairo_set_operator(cr, op)
            cairo_paint_with_alpha(cr, opacity)
            cairo_set_operator(cr, CAIRO_OPERATOR_OVER)
            return
        }
        guard let source = cairo_get_source(cr) else { return }
        cairo_pattern_reference(source)
        defer { cairo_pattern_destroy(source) }
        cairo_push_group(cr)
        drawItems(maskItems, on: cr, scale: scale)
        guard let maskPattern = cairo_pop_group(cr) else { return }
        defer { cairo_pattern_destroy(maskPattern) }
        cairo_identity_matrix(cr)
        cairo_push_group(cr)
        cairo_set_source(cr, source)
        cairo_mask(cr, maskPattern)
        cairo_pop_group_to_source(cr)
        cairo_set_operator(cr, op)
        cairo_paint_with_alpha(cr, opacity)
        cairo_set_operator(cr, CAIRO_OPERATOR_OVER)
    }

    /// The pixels of the group target (whose device offset is `targetOffset`) that the layer
    /// `pattern` covers, or nil when the layer is not an image surface.
    static func layerRegion(_ pattern: OpaquePointer, targetOffset: (Double, Double)) -> LayerEffects.Region? {
        var layerSurface: OpaquePointer?
        guard cairo_pattern_get_surface(pattern, &layerSurface) == CAIRO_STATUS_SUCCESS, let layer = layerSurface,
            cairo_surface_get_type(layer) == CAIRO_SURFACE_TYPE_IMAGE
        else { return nil }
        var m = cairo_matrix_t()
        cairo_pattern_get_matrix(pattern, &m)
        // Only a layer placed by a translation (a popped group's) maps to a rectangle of pixels.
        guard m.xx == 1, m.yy == 1, m.xy == 0, m.yx == 0 else { return nil }
        var lx = 0.0, ly = 0.0
        cairo_surface_get_device_offset(layer, &lx, &ly)
        let w = Double(cairo_image_surface_get_width(layer)), h = Double(cairo_image_surface_get_height(layer))
        // Layer pixel (0, 0) sits at device (−lx − x0, −ly − y0); target pixel (0, 0) at (−ox, −oy).
        let x = targetOffset.0 - lx - m.x0, y = targetOffset.1 - ly - m.y0
        guard x.isFinite, y.isFinite, abs(x) < 1e7, abs(y) < 1e7 else { return nil }
        return LayerEffects.Region(
            x0: Int(x.rounded(.down)), y0: Int(y.rounded(.down)),
            x1: Int((x + w).rounded(.up)), y1: Int((y + h).rounded(.up)))
    }

    /// Draws what lies below the group, blurred by `g.backdropBlurRadius` (points, as a
    /// Gaussian's standard deviation), where the group's layer `pattern` is opaque: a
    /// material's backdrop. Edge pixels are extended so the blur does not darken at the canvas edge.
    func compositeBackdrop(_ cr: OpaquePointer, pattern: OpaquePointer, _ g: GroupEffects, unit: Double) {
        guard let target = cairo_get_group_target(cr), cairo_surface_get_type(target) == CAIRO_SURFACE_TYPE_IMAGE else { return }
        cairo_surface_flush(target)
        let width = Int(cairo_image_surface_get_width(target)), height = Int(cairo_image_surface_get_height(target))
        guard width > 0, height > 0,
            let copy = cairo_surface_create_similar_image(target, CAIRO_FORMAT_ARGB32, Int32(width), Int32(height))
        else { return }
        defer { cairo_surface_destroy(copy) }
        var ox = 0.0, oy = 0.0
        cairo_surface_get_device_offset(target, &ox, &oy)
        cairo_surface_set_device_offset(copy, ox, oy)
        let sigma = g.backdropBlurRadius.isFinite ? max(g.backdropBlurRadius, 0) * unit : 0
        // Only the backdrop under the layer is shown: copy and blur the layer's rectangle and
        // the blur's reach around it (exact there), not the whole canvas for every material.
        let region = Self.layerRegion(pattern, targetOffset: (ox, oy)).map { r in
            let reach = LayerEffects.reach(sigma: sigma)
            return LayerEffects.Region(
                x0: max(0, r.x0 - 2 * reach), y0: max(0, r.y0 - 2 * reach),
                x1: min(width, r.x1 + 2 * reach), y1: min(height, r.y1 + 2 * reach))
        }
        if region?.isEmpty == true { return }
        if let c2 = cairo_create(copy) {
            if let r = region {
                // User space of the copy is its pixels less the device offset.
                cairo_rectangle(c2, Double(r.x0) - ox, Double(r.y0) - oy, Double(r.x1 - r.x0), Double(r.y1 - r.y0))
                cairo_clip(c2)
            }
            cairo_set_operator(c2, CAIRO_OPERATOR_SOURCE)
            cairo_set_source_surface(c2, target, 0, 0)
            cairo_paint(c2)
            cairo_destroy(c2)
        }
        cairo_surface_flush(copy)
        let stride = Int(cairo_image_surface_get_stride(copy)) / 4
        if let bytes = cairo_image_surface_get_data(copy) {
            let data = UnsafeMutableRawPointer(bytes).assumingMemoryBound(to: UInt32.self)
            LayerEffects.blur(data, width: width, height: height, stride: stride, sigma: sigma, clampEdges: true, within: region)
        }
        cairo_surface_mark_dirty(copy)
        cairo_identity_matrix(cr)
        cairo_set_source_surface(cr, copy, 0, 0)
        cairo_mask(cr, pattern)
    }
}
