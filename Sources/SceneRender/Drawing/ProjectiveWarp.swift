import Foundation
import CCairo
import CPixman
import SceneGraph

// A layer drawn through a projective transform (`GroupEffects.projection`: `rotation3DEffect`,
// `projectionEffect`). Cairo's transforms are affine, so the layer is drawn as if untransformed,
// then resampled by pixman, whose image transforms are projective 3×3 matrices, with bilinear
// filtering, into a new surface that is composited like any layer.

extension CairoRenderer {
    /// The projection in device pixels: pixels to points (÷ scale), `m`, points to pixels.
    static func deviceProjection(_ m: ProjectionTransform, scale: Double) -> ProjectionTransform {
        let s = CGFloat(scale)
        return ProjectionTransform(CGAffineTransform(scaleX: 1 / s, y: 1 / s)).concatenating(m)
            .concatenating(ProjectionTransform(CGAffineTransform(scaleX: s, y: s)))
    }

    /// The device box of `box` (device pixels) seen through the device projection `m`, or nil
    /// when a corner lands behind the eye (w ≤ 0) or off any canvas.
    static func projectedBox(_ box: CGRect, _ m: ProjectionTransform) -> CGRect? {
        var out = CGRect.null
        for p in [
            CGPoint(x: box.minX, y: box.minY), CGPoint(x: box.maxX, y: box.minY),
            CGPoint(x: box.minX, y: box.maxY), CGPoint(x: box.maxX, y: box.maxY)
        ] {
            guard m.w(at: p) > 1e-9 else { return nil }
            let q = p.applying(m)
            guard q.x.isFinite, q.y.isFinite, abs(q.x) < 1e7, abs(q.y) < 1e7 else { return nil }
            out = out.union(CGRect(origin: q, size: .zero))
        }
        return out
    }

    /// An A8 surface of `width` × `height` pixels, whose pixel (i, j) is the device pixel
    /// (i + origin.x, j + origin.y), opaque where the pixel's centre lies inside `rect` (device
    /// pixels) seen through `m`, clear elsewhere. The caller destroys it.
    static func projectedMask(_ rect: CGRect, _ m: ProjectionTransform, origin: (x: Int, y: Int), width: Int, height: Int) -> OpaquePointer? {
        guard let surface = cairo_image_surface_create(CAIRO_FORMAT_A8, Int32(width), Int32(height)) else { return nil }
        guard cairo_surface_status(surface) == CAIRO_STATUS_SUCCESS, let cr = cairo_create(surface) else {
            cairo_surface_destroy(surface)
            return nil
        }
        defer { cairo_destroy(cr) }
        cairo_set_antialias(cr, CAIRO_ANTIALIAS_NONE)
        let corners = [
            CGPoint(x: rect.minX, y: rect.minY), CGPoint(x: rect.maxX, y: rect.minY),
            CGPoint(x: rect.maxX, y: rect.maxY), CGPoint(x: rect.minX, y: rect.maxY)
        ]
        for (i, corner) in corners.enumerated() {
            let p = corner.applying(m)
            let x = Double(p.x) - Double(origin.x), y = Double(p.y) - Double(origin.y)
            if i == 0 { cairo_move_to(cr, x, y) } else { cairo_line_to(cr, x, y) }
        }
        cairo_close_path(cr)
        cairo_set_source_rgba(cr, 0, 0, 0, 1)
        cairo_fill(cr)
        cairo_surface_flush(surface)
        return surface
    }

    /// Sets on `cr` (identity matrix) a source holding the layer `pattern` warped through the
    /// canvas-space projection `m`, and returns the surface to destroy after painting; nil when
    /// there is nothing to draw (an empty layer, a corner behind the eye, a singular transform).
    func setProjectedSource(_ cr: OpaquePointer, pattern: OpaquePointer, _ m: ProjectionTransform, scale: Double) -> OpaquePointer? {
        var layerSurface: OpaquePointer?
        guard cairo_pattern_get_surface(pattern, &layerSurface) == CAIRO_STATUS_SUCCESS, let layer = layerSurface,
            cairo_surface_get_type(layer) == CAIRO_SURFACE_TYPE_IMAGE
        else { return nil }
        cairo_surface_flush(layer)
        let width = Int(cairo_image_surface_get_width(layer)), height = Int(cairo_image_surface_get_height(layer))
        guard width > 0, height > 0, let bytes = cairo_image_surface_get_data(layer) else { return nil }
        var ox = 0.0, oy = 0.0
        cairo_surface_get_device_offset(layer, &ox, &oy)
        // The layer's pixel (i, j) is the device point (i − ox, j − oy).
        let device = Self.deviceProjection(m, scale: scale)
        var inverse = device
        guard inverse.invert(),
            let projected = Self.projectedBox(CGRect(x: -ox, y: -oy, width: Double(width), height: Double(height)), device)
        else { return nil }
        var cx0 = 0.0, cy0 = 0.0, cx1 = 0.0, cy1 = 0.0
        cairo_clip_extents(cr, &cx0, &cy0, &cx1, &cy1)
        let visible = projected.intersection(CGRect(x: cx0, y: cy0, width: cx1 - cx0, height: cy1 - cy0))
        guard !visible.isNull, visible.width > 0, visible.height > 0 else { return nil }
        let bx = Int(visible.minX.rounded(.down)), by = Int(visible.minY.rounded(.down))
        let bw = min(Int(visible.maxX.rounded(.up)) - bx, Self.maximumPixelDimension)
        let bh = min(Int(visible.maxY.rounded(.up)) - by, Self.maximumPixelDimension)
        guard bw > 0, bh > 0, let out = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(bw), Int32(bh)) else { return nil }
        guard cairo_surface_status(out) == CAIRO_STATUS_SUCCESS, let outBytes = cairo_image_surface_get_data(out) else {
            cairo_surface_destroy(out)
            return nil
        }
        cairo_surface_flush(out)
        // Output pixel (i, j) → device point (i + bx, j + by) → through the inverse → layer pixel.
        var back = ProjectionTransform(CGAffineTransform(translationX: CGFloat(bx), y: CGFloat(by)))
            .concatenating(inverse).concatenating(ProjectionTransform(CGAffineTransform(translationX: CGFloat(ox), y: CGFloat(oy))))
        // A projective matrix means the same at any scale, and pixman holds it and the
        // homogeneous coordinates it makes in 16.16 fixed point (below 32768): scale it so that
        // the largest coordinate over the output (a linear function: largest at a corner) is
        // 16384, which gives its small perspective entries the most precision.
        var largest: CGFloat = 0
        for corner in [CGPoint(x: 0, y: 0), CGPoint(x: bw, y: 0), CGPoint(x: 0, y: bh), CGPoint(x: bw, y: bh)] {
            let x = back.m11 * corner.x + back.m21 * corner.y + back.m31
            let y = back.m12 * corner.x + back.m22 * corner.y + back.m32
            largest = max(largest, abs(x), abs(y), abs(back.w(at: corner)))
        }
        guard largest > 0, largest.isFinite else { cairo_surface_destroy(out); return nil }
        for k in [\ProjectionTransform.m11, \.m12, \.m13, \.m21, \.m22, \.m23, \.m31, \.m32, \.m33] {
            back[keyPath: k] *= 16_384 / largest
        }
        // pixman multiplies column vectors: its matrix is the transpose of the row-vector one.
        func fx(_ v: CGFloat) -> pixman_fixed_t {
            let f = Double(v) * 65536
            return f.isFinite ? pixman_fixed_t(min(max(f.rounded(), -2_147_483_648), 2_147_483_647)) : 0
        }
        var transform = pixman_transform(
            matrix: (
                (fx(back.m11), fx(back.m21), fx(back.m31)),
                (fx(back.m12), fx(back.m22), fx(back.m32)),
                (fx(back.m13), fx(back.m23), fx(back.m33))
            ))
        let source = pixman_image_create_bits(
            PIXMAN_a8r8g8b8, Int32(width), Int32(height),
            UnsafeMutableRawPointer(bytes).assumingMemoryBound(to: UInt32.self),
            cairo_image_surface_get_stride(layer))
        let target = pixman_image_create_bits(
            PIXMAN_a8r8g8b8, Int32(bw), Int32(bh),
            UnsafeMutableRawPointer(outBytes).assumingMemoryBound(to: UInt32.self),
            cairo_image_surface_get_stride(out))
        defer {
            if let source { pixman_image_unref(source) }
            if let target { pixman_image_unref(target) }
        }
        // pixman divides a negative homogeneous coordinate as an unsigned number, so an output
        // pixel that maps to the left of or above the layer would sample a wrong place: a mask
        // of the pixels whose centres map inside the layer (its rectangle, a quarter pixel in,
        // projected; not anti-aliased) keeps pixman from sampling any other. The layer has a
        // transparent margin around its content, so the content's own edges stay smooth.
        let layerRect = CGRect(x: -ox, y: -oy, width: Double(width), height: Double(height)).insetBy(dx: 0.25, dy: 0.25)
        guard let mask = Self.projectedMask(layerRect, device, origin: (bx, by), width: bw, height: bh) else {
            cairo_surface_destroy(out)
            return nil
        }
        defer { cairo_surface_destroy(mask) }
        let maskImage = pixman_image_create_bits(
            PIXMAN_a8, Int32(bw), Int32(bh),
            cairo_image_surface_get_data(mask).map { UnsafeMutableRawPointer($0).assumingMemoryBound(to: UInt32.self) },
            cairo_image_surface_get_stride(mask))
        defer { if let maskImage { pixman_image_unref(maskImage) } }
        guard let source, let target, let maskImage else { cairo_surface_destroy(out); return nil }
        pixman_image_set_transform(source, &transform)
        pixman_image_set_filter(source, PIXMAN_FILTER_BILINEAR, nil, 0)
        // pixman steps along a row by fixed-point increments whose rounding adds up: strips of
        // 64 columns, each starting from an exactly transformed point, keep that sum small.
        var x = 0
        while x < bw {
            let strip = min(64, bw - x)
            pixman_image_composite32(PIXMAN_OP_SRC, source, maskImage, target, Int32(x), 0, Int32(x), 0, Int32(x), 0, Int32(strip), Int32(bh))
            x += strip
        }
        cairo_surface_mark_dirty(out)
        cairo_identity_matrix(cr)
        cairo_set_source_surface(cr, out, Double(bx), Double(by))
        return out
    }
}
