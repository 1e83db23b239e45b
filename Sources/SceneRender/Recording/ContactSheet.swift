import Foundation
import CCairo

/// Sampled frames laid out in a grid, each labelled (usually with its scene time).
public enum ContactSheet {
    /// Composes `frames` into a grid of `columns` columns, each cell `cellWidth` pixels wide
    /// (height keeps the aspect ratio of the first frame), with its label under it.
    ///
    /// - Throws: `RenderError.invalidParameter` for no frames, columns < 1 or cellWidth < 8.
    public static func make(
        _ frames: [(image: RenderedImage, label: String)], columns: Int = 4,
        cellWidth: Int = 240
    ) throws -> RenderedImage {
        guard let first = frames.first else {
            throw RenderError.invalidParameter(name: "frames", value: "none", valid: "at least one frame")
        }
        guard columns >= 1 else { throw RenderError.invalidParameter(name: "columns", value: "\(columns)", valid: "≥ 1") }
        guard cellWidth >= 8, cellWidth <= 4096 else {
            throw RenderError.invalidParameter(name: "cellWidth", value: "\(cellWidth)", valid: "8...4096")
        }
        let cols = min(columns, frames.count)
        let rows = (frames.count + cols - 1) / cols
        let scale = Double(cellWidth) / Double(max(first.image.width, 1))
        let cellHeight = Int((Double(first.image.height) * scale).rounded())
        let labelHeight = 22, gap = 8
        let width = cols * cellWidth + (cols + 1) * gap
        let height = rows * (cellHeight + labelHeight) + (rows + 1) * gap
        var list = DisplayList(size: CGSize(width: CGFloat(width), height: CGFloat(height)))
        var images: [(RenderedImage, CGRect)] = []
        for (i, frame) in frames.enumerated() {
            let x = gap + (i % cols) * (cellWidth + gap)
            let y = gap + (i / cols) * (cellHeight + labelHeight + gap)
            let rect = CGRect(x: CGFloat(x), y: CGFloat(y), width: CGFloat(cellWidth), height: CGFloat(cellHeight))
            images.append((frame.image, rect))
            list.items.append(
                .stroke(
                    Path(rect.insetBy(dx: -0.5, dy: -0.5)), StrokeStyle(lineWidth: 1),
                    .color(Color(white: 0.75).resolved), transform: .identity))
            list.items.append(
                .text(
                    TextItem(
                        string: frame.label, font: Font.system(size: 13).resolved,
                        paint: .color(Color(white: 0.2).resolved), alignment: .center, lineLimit: 1,
                        frame: CGRect(x: CGFloat(x), y: CGFloat(y + cellHeight + 3), width: CGFloat(cellWidth), height: 18)),
                    transform: .identity))
        }
        let renderer = CairoRenderer()
        return try renderer.render(list, scale: 1, background: Color(white: 0.96)) { cr in
            for (image, rect) in images { drawImage(image, in: rect, on: cr) }
        }
    }

    /// A contact sheet of `count` frames of a recording sampled evenly from its first to its last
    /// frame, each labelled with its scene time ("t = 0.50 s").
    ///
    /// - Throws: `RenderError.invalidParameter` for count < 1 or a recording without frames;
    ///   `RenderError.io`/`.png` when a frame file cannot be read.
    public static func make(
        from sequence: RecordedSequence, count: Int = 8, columns: Int = 4,
        cellWidth: Int = 240
    ) throws -> RenderedImage {
        guard count >= 1 else { throw RenderError.invalidParameter(name: "count", value: "\(count)", valid: "≥ 1") }
        let n = sequence.frames.count
        guard n > 0 else { throw RenderError.invalidParameter(name: "sequence", value: "no frames", valid: "at least one frame") }
        let picks = count == 1 || n == 1 ? [0] : (0..<min(count, n)).map { Int((Double($0) * Double(n - 1) / Double(min(count, n) - 1)).rounded()) }
        let frames = try picks.map { i -> (image: RenderedImage, label: String) in
            let k = sequence.indices.isEmpty ? i : sequence.indices[i]
            return (try RenderedImage(contentsOfPNG: sequence.frames[i]), String(format: "t = %.2f s", sequence.times[k]))
        }
        return try make(frames, columns: columns, cellWidth: cellWidth)
    }

    /// Draws straight-RGBA `image` scaled into `rect` (pixels) on `cr`.
    static func drawImage(_ image: RenderedImage, in rect: CGRect, on cr: OpaquePointer) {
        guard let surface = makeSurface(image) else { return }
        defer { cairo_surface_destroy(surface) }
        cairo_save(cr)
        cairo_identity_matrix(cr)
        cairo_translate(cr, Double(rect.minX), Double(rect.minY))
        cairo_scale(cr, Double(rect.width) / Double(image.width), Double(rect.height) / Double(image.height))
        cairo_set_source_surface(cr, surface, 0, 0)
        cairo_pattern_set_filter(cairo_get_source(cr), CAIRO_FILTER_GOOD)
        cairo_paint(cr)
        cairo_restore(cr)
    }

    /// A premultiplied ARGB32 Cairo surface holding `image`; the caller destroys it.
    static func makeSurface(_ image: RenderedImage) -> OpaquePointer? {
        guard let surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(image.width), Int32(image.height)),
            cairo_surface_status(surface) == CAIRO_STATUS_SUCCESS
        else { return nil }
        cairo_surface_flush(surface)
        let stride = Int(cairo_image_surface_get_stride(surface))
        let data = cairo_image_surface_get_data(surface)!
        image.pixels.withUnsafeBufferPointer { src in
            for y in 0..<image.height {
                let row = UnsafeMutableRawPointer(data + y * stride).assumingMemoryBound(to: UInt32.self)
                for x in 0..<image.width {
                    let i = (y * image.width + x) * 4
                    let a = UInt32(src[i + 3])
                    let r = (UInt32(src[i]) * a + 127) / 255, g = (UInt32(src[i + 1]) * a + 127) / 255, b = (UInt32(src[i + 2]) * a + 127) / 255
                    row[x] = (a << 24) | (r << 16) | (g << 8) | b
                }
            }
        }
        cairo_surface_mark_dirty(surface)
        return surface
    }
}
