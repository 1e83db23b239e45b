import Foundation

/// Pictures of a comparison: pixelmatch's diff image and a side-by-side composite.
public enum ImageDiff {
    /// Colour of counted differences (red) and of anti-aliased pixels (yellow), as in pixelmatch.
    public static let differentColor: (UInt8, UInt8, UInt8) = (255, 0, 0)
    public static let antiAliasedColor: (UInt8, UInt8, UInt8) = (255, 255, 0)

    /// The diff image of a comparison: the expected image faded to grey (its brightness Y blended
    /// over white with opacity `fade`, as pixelmatch draws it), counted differences in red and
    /// anti-aliased pixels in yellow.
    ///
    /// - Returns: nil for a size mismatch (there is no pixel correspondence).
    public static func diffImage(expected: RenderedImage, result: ImageComparisonResult, fade: Double = 0.1) -> RenderedImage? {
        guard result.sizesMatch, expected.width == result.expectedSize.width, expected.height == result.expectedSize.height else { return nil }
        let alpha = min(max(fade.isFinite ? fade : 0.1, 0), 1)
        var out = [UInt8](repeating: 255, count: expected.pixels.count)
        let p = expected.pixels
        for i in 0..<(expected.width * expected.height) {
            let k = i * 4
            let verdict = result.verdicts.isEmpty ? .identical : result.verdicts[i]
            switch verdict {
            case .different:
                (out[k], out[k + 1], out[k + 2]) = differentColor
            case .antiAliased:
                (out[k], out[k + 1], out[k + 2]) = antiAliasedColor
            case .identical, .withinThreshold:
                let y = ImageComparison.yiqY(Double(p[k]), Double(p[k + 1]), Double(p[k + 2]))
                let v = 255 + (y - 255) * alpha * Double(p[k + 3]) / 255
                let g = UInt8(max(0, min(255, v.rounded())))
                (out[k], out[k + 1], out[k + 2]) = (g, g, g)
            }
            out[k + 3] = 255
        }
        return RenderedImage(width: expected.width, height: expected.height, pixels: out)
    }

    /// Expected, actual and (when given) diff side by side, labelled under each. Images narrower
    /// than 240 pixels are enlarged by a whole factor (up to 4, nearest neighbour) so that single
    /// pixels can be seen. The images may have different sizes (a size mismatch shows both).
    public static func composite(expected: RenderedImage, actual: RenderedImage, diff: RenderedImage?) throws -> RenderedImage {
        let widest = max(expected.width, actual.width, diff?.width ?? 0)
        let zoom = max(1, min(4, 240 / max(widest, 1)))
        var panels: [(RenderedImage, String)] = [
            (enlarge(expected, zoom), "expected \(expected.width)x\(expected.height)"),
            (enlarge(actual, zoom), "actual \(actual.width)x\(actual.height)")
        ]
        if let diff { panels.append((enlarge(diff, zoom), "diff: red differs, yellow AA")) }
        if zoom > 1 { panels[0].1 += " (×\(zoom))" }
        let gap = FilmstripLayout.gap, label = FilmstripLayout.labelHeight
        let cellW = max(panels.map { $0.0.width }.max() ?? 1, 200), cellH = panels.map { $0.0.height }.max() ?? 1
        var cells: [(image: RenderedImage, label: String, rect: PixelRect)] = []
        for (i, panel) in panels.enumerated() {
            cells.append((panel.0, panel.1, PixelRect(x: gap + i * (cellW + gap), y: gap, width: panel.0.width, height: panel.0.height)))
        }
        let width = panels.count * cellW + (panels.count + 1) * gap, height = cellH + label + 2 * gap
        guard width <= CairoRenderer.maximumPixelDimension, height <= CairoRenderer.maximumPixelDimension else {
            throw RenderError.invalidParameter(name: "composite size", value: "\(width)x\(height)", valid: "each side ≤ \(CairoRenderer.maximumPixelDimension) pixels")
        }
        return try LabelledGrid.render(width: width, height: height, cells: cells, labelWidth: cellW)
    }

    /// `image` enlarged `factor` times, each pixel becoming a factor×factor block.
    static func enlarge(_ image: RenderedImage, _ factor: Int) -> RenderedImage {
        guard factor > 1 else { return image }
        let w = image.width * factor, h = image.height * factor
        var out = [UInt8](repeating: 0, count: w * h * 4)
        for y in 0..<h {
            for x in 0..<w {
                let s = ((y / factor) * image.width + x / factor) * 4, d = (y * w + x) * 4
                out[d] = image.pixels[s]; out[d + 1] = image.pixels[s + 1]; out[d + 2] = image.pixels[s + 2]; out[d + 3] = image.pixels[s + 3]
            }
        }
        return RenderedImage(width: w, height: h, pixels: out)
    }
}
