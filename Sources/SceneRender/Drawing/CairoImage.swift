import Foundation
import CCairo

/// Drawing image items (see CairoRenderer.swift).
extension CairoRenderer {
    /// Draws a PNG or JPEG file (told apart by its first bytes) into the item's frame (stretched
    /// to fill it), loading it once per renderer.
    func drawImage(_ item: ImageItem, transform t: CGAffineTransform, on cr: OpaquePointer, scale: Double) {
        let surface: OpaquePointer?
        if let cached = images[item.path] {
            surface = cached
        } else {
            do {
                let image = try RenderedImage(contentsOfImageFile: URL(fileURLWithPath: item.path))
                surface = ContactSheet.makeSurface(image)
            } catch {
                WarningLog.warn("image file \(error); drawing nothing in its place")
                surface = nil
            }
            images[item.path] = surface
        }
        guard let surface, item.frame.width > 0, item.frame.height > 0 else { return }
        let iw = Double(cairo_image_surface_get_width(surface)), ih = Double(cairo_image_surface_get_height(surface))
        cairo_save(cr)
        setMatrix(cr, t, scale: scale)
        cairo_translate(cr, Double(item.frame.minX), Double(item.frame.minY))
        cairo_scale(cr, Double(item.frame.width) / iw, Double(item.frame.height) / ih)
        cairo_set_source_surface(cr, surface, 0, 0)
        cairo_pattern_set_extend(cairo_get_source(cr), CAIRO_EXTEND_PAD)
        cairo_pattern_set_filter(cairo_get_source(cr), CAIRO_FILTER_GOOD)
        cairo_new_path(cr)
        cairo_rectangle(cr, 0, 0, iw, ih)
        cairo_fill(cr)
        cairo_restore(cr)
    }
}
