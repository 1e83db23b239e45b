import Foundation
import CCairo
import SceneGraph

// A frame drawn only where it differs from the frame the canvas shows (`FrameDamage`).
//
// Why not a clip: Cairo builds the polygons of fills and strokes within the clip's extents
// (curves flattened, dashes and edges cut at those limits), and a pixel inside the clip can come
// out one level apart from the same pixel drawn without it. So the damaged frame is drawn
// without a clip, on a second surface of the canvas's size (the same limits as a whole frame),
// leaving out every item that cannot reach a damaged pixel; then the damaged rectangles are
// copied onto the canvas. Inside them every pixel is the one a whole frame has.

extension CairoRenderer {
    /// Draws the items of `list` that reach `damage` on the scratch surface (the background
    /// painted in the damaged rectangles only), then copies those rectangles onto `canvas`, row by
    /// row where they differ. Returns the rows whose pixels changed.
    ///
    /// - Throws: `RenderError.cairo` when Cairo cannot make the scratch surface or fails.
    /// `boxes`: the list's `ItemBoxes`, when already made.
    func drawDamage(
        _ damage: FrameDamage, of list: DisplayList, boxes: ItemBoxes?, scale: Double, background: Color.Resolved?,
        onto canvas: OpaquePointer
    ) throws -> [Range<Int>] {
        let width = Int(cairo_image_surface_get_width(canvas)), height = Int(cairo_image_surface_get_height(canvas))
        if let s = scratch, Int(cairo_image_surface_get_width(s)) != width || Int(cairo_image_surface_get_height(s)) != height {
            cairo_surface_destroy(s)
            scratch = nil
        }
        if scratch == nil {
            guard let s = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(width), Int32(height)),
                cairo_surface_status(s) == CAIRO_STATUS_SUCCESS
            else { throw RenderError.cairo("cannot create a \(width)x\(height) surface") }
            scratch = s
        }
        let scratch = scratch!
        guard let cr = cairo_create(scratch) else { throw RenderError.cairo("cannot create a context") }
        defer { cairo_destroy(cr) }
        cairo_set_operator(cr, CAIRO_OPERATOR_SOURCE)
        if let c = background {
            cairo_set_source_rgba(cr, Double(c.red), Double(c.green), Double(c.blue), Double(min(max(c.opacity, 0), 1)))
        } else {
            cairo_set_source_rgba(cr, 0, 0, 0, 0)
        }
        for r in damage.rects { cairo_rectangle(cr, Double(r.minX), Double(r.minY), Double(r.width), Double(r.height)) }
        cairo_fill(cr)
        Self.forgetIsClear(cr)
        cairo_set_operator(cr, CAIRO_OPERATOR_OVER)
        drawItems(list.items, on: cr, scale: scale, visible: damage.visible, boxes: boxes, damage: damage.rects)
        let status = cairo_status(cr)
        guard status == CAIRO_STATUS_SUCCESS else { throw RenderError.cairo(String(cString: cairo_status_to_string(status))) }
        cairo_surface_flush(scratch)
        cairo_surface_flush(canvas)
        let stride = Int(cairo_image_surface_get_stride(canvas))
        let from = cairo_image_surface_get_data(scratch)!, to = cairo_image_surface_get_data(canvas)!
        // Only rows whose damaged pixels differ are copied, and only they are reported changed.
        var changed = [Bool](repeating: false, count: height)
        for r in damage.rects {
            let x0 = Int(r.minX), x1 = Int(r.maxX), y0 = Int(r.minY), y1 = Int(r.maxY)
            for y in y0..<y1 {
                let a = from + y * stride + x0 * 4, b = to + y * stride + x0 * 4
                guard memcmp(a, b, (x1 - x0) * 4) != 0 else { continue }
                b.update(from: a, count: (x1 - x0) * 4)
                changed[y] = true
            }
        }
        cairo_surface_mark_dirty(canvas)
        return Self.ranges(of: changed)
    }

    /// The runs of true in `flags`, as ranges of indices.
    static func ranges(of flags: [Bool]) -> [Range<Int>] {
        var out: [Range<Int>] = []
        var start: Int?
        for (i, f) in flags.enumerated() {
            if f, start == nil { start = i }
            if !f, let s = start {
                out.append(s..<i)
                start = nil
            }
        }
        if let s = start { out.append(s..<flags.count) }
        return out
    }
}

/// The rows of a renderer's canvas that its last `draw` may have changed, for an encoder that
/// encoded the canvas as the draw before left it (`IgzipPNGEncoder` then compresses only the
/// segments of these rows that changed, without reading the others).
package struct CanvasChanges: Equatable {
    /// The renderer that drew (draws of another renderer say nothing of this canvas).
    package var renderer: ObjectIdentifier
    /// Which of its draws this was: 1 for its first, then one more for each.
    package var generation: Int
    /// Pixel rows that differ from the draw before (ranges of whole rows; a frame drawn in part
    /// compares the rows it copies, so every row named here changed), or nil when the frame was
    /// drawn whole (any row may differ).
    package var rows: [Range<Int>]?
}
