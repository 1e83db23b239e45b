import Foundation

/// Where the cells of a filmstrip are: frames of one size in a grid, each with a label under it,
/// copied pixel for pixel (not scaled), so that every frame can be cut out of the strip again.
public struct FilmstripLayout: Equatable, Sendable {
    /// Frame width and height in pixels.
    public let frameWidth: Int, frameHeight: Int
    /// Number of cells and of columns.
    public let count: Int, columns: Int
    /// Space around cells and the height of the label band under each cell, in pixels.
    public static let gap = 8, labelHeight = 20

    /// - Throws: `RenderError.invalidParameter` for a frame side < 1, count < 1, columns < 1, or
    ///   a strip wider or taller than Cairo's 32767 pixels.
    public init(frameWidth: Int, frameHeight: Int, count: Int, columns: Int) throws {
        guard frameWidth >= 1, frameHeight >= 1 else {
            throw RenderError.invalidParameter(name: "frame size", value: "\(frameWidth)x\(frameHeight)", valid: "each side ≥ 1 pixel")
        }
        guard count >= 1 else { throw RenderError.invalidParameter(name: "frames", value: "\(count)", valid: "at least 1 frame") }
        guard columns >= 1 else { throw RenderError.invalidParameter(name: "columns", value: "\(columns)", valid: "≥ 1") }
        self.frameWidth = frameWidth
        self.frameHeight = frameHeight
        self.count = count
        self.columns = min(columns, count)
        guard width <= CairoRenderer.maximumPixelDimension, height <= CairoRenderer.maximumPixelDimension else {
            throw RenderError.invalidParameter(
                name: "filmstrip size", value: "\(width)x\(height)",
                valid: "each side ≤ \(CairoRenderer.maximumPixelDimension) pixels (use fewer frames or more columns)")
        }
    }

    /// Number of rows.
    public var rows: Int { (count + columns - 1) / columns }
    /// Width of the whole strip in pixels.
    public var width: Int { columns * frameWidth + (columns + 1) * Self.gap }
    /// Height of the whole strip in pixels.
    public var height: Int { rows * (frameHeight + Self.labelHeight) + (rows + 1) * Self.gap }

    /// The pixels of cell `index` (row-major order), without its label.
    public func cell(_ index: Int) -> PixelRect {
        let col = index % columns, row = index / columns
        return PixelRect(
            x: Self.gap + col * (frameWidth + Self.gap),
            y: Self.gap + row * (frameHeight + Self.labelHeight + Self.gap),
            width: frameWidth, height: frameHeight)
    }
}

/// A labelled grid of frames stored as one image (the golden of `assertFrames`).
public enum Filmstrip {
    /// Lays `frames` out in `columns` columns, each label (e.g. `#30 t=0.500s`) under its frame.
    ///
    /// - Throws: `RenderError.invalidParameter` for no frames, frames of different sizes or an
    ///   invalid layout; `RenderError` from Cairo.
    public static func make(_ frames: [(image: RenderedImage, label: String)], columns: Int = 4) throws -> (image: RenderedImage, layout: FilmstripLayout) {
        guard let first = frames.first?.image else {
            throw RenderError.invalidParameter(name: "frames", value: "none", valid: "at least 1 frame")
        }
        for (i, f) in frames.enumerated() where f.image.width != first.width || f.image.height != first.height {
            throw RenderError.invalidParameter(
                name: "frames[\(i)]", value: "\(f.image.width)x\(f.image.height)",
                valid: "the size of frame 0, \(first.width)x\(first.height)")
        }
        let layout = try FilmstripLayout(frameWidth: first.width, frameHeight: first.height, count: frames.count, columns: columns)
        let cells = (0..<frames.count).map { layout.cell($0) }
        let image = try LabelledGrid.render(
            width: layout.width, height: layout.height,
            cells: zip(frames, cells).map { ($0.image, $0.label, $1) }, labelWidth: layout.frameWidth + FilmstripLayout.gap)
        return (image, layout)
    }

    /// Cuts the frames back out of a filmstrip made with `layout`.
    ///
    /// - Throws: `RenderError.invalidParameter` when the image's size is not the layout's.
    public static func frames(of strip: RenderedImage, layout: FilmstripLayout) throws -> [RenderedImage] {
        guard strip.width == layout.width, strip.height == layout.height else {
            throw RenderError.invalidParameter(
                name: "filmstrip", value: "\(strip.width)x\(strip.height)",
                valid: "\(layout.width)x\(layout.height) for \(layout.count) frames of \(layout.frameWidth)x\(layout.frameHeight) in \(layout.columns) columns")
        }
        return (0..<layout.count).map { crop(strip, layout.cell($0)) }
    }

    /// The pixels of `rect`. A rectangle reaching outside `image` is clamped to the part inside
    /// it (empty when none is), with one warning (`WarningLog`).
    public static func crop(_ image: RenderedImage, _ given: PixelRect) -> RenderedImage {
        let rect = clamped(given, toWidth: image.width, height: image.height)
        if rect != given {
            WarningLog.warn(
                "Filmstrip.crop: \(given) reaches outside the \(image.width)x\(image.height) image; "
                    + "using its part inside, \(rect)")
        }
        var out = [UInt8](repeating: 0, count: rect.width * rect.height * 4)
        for row in 0..<rect.height {
            let src = ((rect.y + row) * image.width + rect.x) * 4
            out.replaceSubrange(row * rect.width * 4..<(row + 1) * rect.width * 4, with: image.pixels[src..<src + rect.width * 4])
        }
        return RenderedImage(width: rect.width, height: rect.height, pixels: out)
    }
}

extension Filmstrip {
    /// `rect` cut to 0..<width × 0..<height (a rectangle of zero size at the nearest corner when
    /// it lies outside); overflowing sums count as beyond the image.
    static func clamped(_ rect: PixelRect, toWidth width: Int, height: Int) -> PixelRect {
        func span(_ start: Int, _ length: Int, _ limit: Int) -> (Int, Int) {
            let lo = min(max(start, 0), limit)
            let (end, overflow) = start.addingReportingOverflow(max(length, 0))
            let hi = min(max(overflow ? limit : end, lo), limit)
            return (lo, hi - lo)
        }
        let (x, w) = span(rect.x, rect.width, max(width, 0)), (y, h) = span(rect.y, rect.height, max(height, 0))
        return PixelRect(x: x, y: y, width: w, height: h)
    }
}

/// Draws labels and cell borders with Cairo, then copies images into their cells byte for byte.
enum LabelledGrid {
    /// - Parameter labelWidth: width of each label's box, centred under its cell (pixels).
    static func render(width: Int, height: Int, cells: [(image: RenderedImage, label: String, rect: PixelRect)], labelWidth: Int) throws -> RenderedImage {
        var list = DisplayList(size: CGSize(width: CGFloat(width), height: CGFloat(height)))
        for cell in cells {
            let r = CGRect(x: CGFloat(cell.rect.x), y: CGFloat(cell.rect.y), width: CGFloat(cell.rect.width), height: CGFloat(cell.rect.height))
            list.items.append(
                .stroke(
                    Path(r.insetBy(dx: -0.5, dy: -0.5)), StrokeStyle(lineWidth: 1),
                    .color(Color(white: 0.7).resolved), transform: .identity))
            list.items.append(
                .text(
                    TextItem(
                        string: cell.label, font: Font.system(size: 12).resolved,
                        paint: .color(Color(white: 0.15).resolved), alignment: .center, lineLimit: 1,
                        frame: CGRect(x: r.midX - CGFloat(labelWidth) / 2, y: r.maxY + 3, width: CGFloat(labelWidth), height: 16)),
                    transform: .identity))
        }
        var image = try CairoRenderer().render(list, scale: 1, background: Color(white: 0.94))
        for cell in cells { blit(cell.image, into: &image, at: cell.rect) }
        return image
    }

    /// Copies `image` (clipped to `rect`) into `target` at the top-left of `rect`.
    static func blit(_ image: RenderedImage, into target: inout RenderedImage, at rect: PixelRect) {
        let w = min(image.width, rect.width, target.width - rect.x), h = min(image.height, rect.height, target.height - rect.y)
        guard w > 0, h > 0 else { return }
        for row in 0..<h {
            let src = row * image.width * 4, dst = ((rect.y + row) * target.width + rect.x) * 4
            target.pixels.replaceSubrange(dst..<dst + w * 4, with: image.pixels[src..<src + w * 4])
        }
    }
}
