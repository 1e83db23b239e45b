import Foundation
import CCairo

/// Drawing image items (see CairoRenderer.swift).
extension CairoRenderer {
    /// The PNG or JPEG file at `path` (told apart by its first bytes) as a Cairo surface, loaded
    /// once per renderer; an SVG or PDF file drawn at one pixel per point; nil (with a warning)
    /// when it cannot be read.
    func imageSurface(_ path: String) -> OpaquePointer? {
        if let cached = images[path] { return cached }
        let surface: OpaquePointer?
        if VectorImage.isVector(path) {
            surface = vectorImage(path).flatMap { vector -> OpaquePointer? in
                let s = cairo_image_surface_create(
                    CAIRO_FORMAT_ARGB32, Int32(max(1, min(vector.size.width.rounded(.up), 8192))),
                    Int32(max(1, min(vector.size.height.rounded(.up), 8192))))
                let cr = cairo_create(s)!
                vector.draw(on: cr)
                cairo_destroy(cr)
                return s
            }
            images[path] = surface
            return surface
        }
        do {
            let image = try RenderedImage(contentsOfImageFile: URL(fileURLWithPath: path))
            surface = ContactSheet.makeSurface(image)
        } catch {
            WarningLog.warn("image file \(error); drawing nothing in its place")
            surface = nil
        }
        images[path] = surface
        return surface
    }

    /// Sets the source to `pattern`'s image tiled from `origin` (local coordinates): the
    /// pattern's source rectangle (rounded out to whole pixels, at least one) copied with its
    /// opacity into a tile, repeated, one pixel `scale` points. A missing image paints nothing.
    func setImageSource(_ cr: OpaquePointer, _ pattern: ImagePattern, origin: CGPoint) {
        guard let surface = imageSurface(pattern.path) else {
            cairo_set_source_rgba(cr, 0, 0, 0, 0)
            return
        }
        let iw = Double(cairo_image_surface_get_width(surface)), ih = Double(cairo_image_surface_get_height(surface))
        let r = pattern.sourceRect
        let x0 = (Double(r.minX) * iw).rounded(.down), y0 = (Double(r.minY) * ih).rounded(.down)
        let x1 = max((Double(r.maxX) * iw).rounded(.up), x0 + 1), y1 = max((Double(r.maxY) * ih).rounded(.up), y0 + 1)
        let tile = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(x1 - x0), Int32(y1 - y0))
        let tcr = cairo_create(tile)
        cairo_set_source_surface(tcr, surface, -x0, -y0)
        cairo_paint_with_alpha(tcr, min(max(pattern.opacity.isFinite ? pattern.opacity : 1, 0), 1))
        cairo_destroy(tcr)
        let p = cairo_pattern_create_for_surface(tile)
        cairo_surface_destroy(tile)
        cairo_pattern_set_extend(p, CAIRO_EXTEND_REPEAT)
        cairo_pattern_set_filter(p, CAIRO_FILTER_GOOD)
        let scale = pattern.scale.isFinite && pattern.scale > 0 ? Double(pattern.scale) : 1
        // User space to pattern space: (point − origin) / scale.
        var m = cairo_matrix_t()
        cairo_matrix_init_scale(&m, 1 / scale, 1 / scale)
        cairo_matrix_translate(&m, -Double(origin.x), -Double(origin.y))
        cairo_pattern_set_matrix(p, &m)
        cairo_set_source(cr, p)
        cairo_pattern_destroy(p)
    }

    /// The SVG or PDF document at `path`, opened once per renderer; nil (with a warning) when it
    /// cannot be read.
    func vectorImage(_ path: String) -> VectorImage? {
        if let cached = vectorImages[path] { return cached }
        let vector: VectorImage?
        do {
            vector = try VectorImage(path: path)
        } catch {
            WarningLog.warn("image file \(error); drawing nothing in its place")
            vector = nil
        }
        vectorImages[path] = vector
        return vector
    }

    /// Draws a PNG or JPEG file into the item's frame (stretched to fill it), loading it once per
    /// renderer; an SVG or PDF file is drawn as vectors, scaled from its size to the frame.
    func drawImage(_ item: ImageItem, transform t: CGAffineTransform, on cr: OpaquePointer, scale: Double) {
        if VectorImage.isVector(item.path) {
            guard let vector = vectorImage(item.path), item.frame.width > 0, item.frame.height > 0 else { return }
            cairo_save(cr)
            setMatrix(cr, t, scale: scale)
            cairo_translate(cr, Double(item.frame.minX), Double(item.frame.minY))
            cairo_scale(cr, Double(item.frame.width / vector.size.width), Double(item.frame.height / vector.size.height))
            cairo_rectangle(cr, 0, 0, Double(vector.size.width), Double(vector.size.height))
            cairo_clip(cr)
            if let tint = item.tint {
                // A template: the drawing's alpha masks the foreground paint.
                cairo_push_group(cr)
                vector.draw(on: cr)
                let mask = cairo_pop_group(cr)
                setSource(cr, tint, bounds: CGRect(origin: .zero, size: vector.size))
                cairo_mask(cr, mask)
                cairo_pattern_destroy(mask)
            } else {
                vector.draw(on: cr)
            }
            cairo_restore(cr)
            return
        }
        guard let surface = imageSurface(item.path), item.frame.width > 0, item.frame.height > 0 else { return }
        let iw = Double(cairo_image_surface_get_width(surface)), ih = Double(cairo_image_surface_get_height(surface))
        cairo_save(cr)
        setMatrix(cr, t, scale: scale)
        cairo_translate(cr, Double(item.frame.minX), Double(item.frame.minY))
        cairo_scale(cr, Double(item.frame.width) / iw, Double(item.frame.height) / ih)
        if let tint = item.tint {
            // A template: the image's alpha masks the foreground paint.
            cairo_rectangle(cr, 0, 0, iw, ih)
            cairo_clip(cr)
            setSource(cr, tint, bounds: CGRect(x: 0, y: 0, width: iw, height: ih))
            let mask = cairo_pattern_create_for_surface(surface)
            cairo_pattern_set_extend(mask, CAIRO_EXTEND_PAD)
            cairo_pattern_set_filter(mask, CAIRO_FILTER_GOOD)
            cairo_mask(cr, mask)
            cairo_pattern_destroy(mask)
            cairo_restore(cr)
            return
        }
        cairo_set_source_surface(cr, surface, 0, 0)
        cairo_pattern_set_extend(cairo_get_source(cr), CAIRO_EXTEND_PAD)
        cairo_pattern_set_filter(cairo_get_source(cr), CAIRO_FILTER_GOOD)
        cairo_new_path(cr)
        cairo_rectangle(cr, 0, 0, iw, ih)
        cairo_fill(cr)
        cairo_restore(cr)
    }
}
