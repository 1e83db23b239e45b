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

    /// Expected, actual and (when given) diff side by side at 1:1, labelled under each.
    /// The images may have different sizes (a size mismatch shows both).
    public static func composite(expected: RenderedImage, actual: RenderedImage, diff: RenderedImage?) throws -> RenderedImage {
        var panels: [(RenderedImage, String)] = [(expected, "expected \(expected.width)x\(expected.height)"),
                                                 (actual, "actual \(actual.width)x\(actual.height)")]
        if let diff { panels.append((diff, "diff (red: differs, yellow: anti-aliasing)")) }
        let gap = FilmstripLayout.gap, label = FilmstripLayout.labelHeight
        let cellW = max(panels.map { $0.0.width }.max() ?? 1, 160), cellH = panels.map { $0.0.height }.max() ?? 1
        var cells: [(image: RenderedImage, label: String, rect: PixelRect)] = []
        for (i, panel) in panels.enumerated() {
            cells.append((panel.0, panel.1, PixelRect(x: gap + i * (cellW + gap), y: gap, width: panel.0.width, height: panel.0.height)))
        }
        let width = panels.count * cellW + (panels.count + 1) * gap, height = cellH + label + 2 * gap
        guard width <= CairoRenderer.maximumPixelDimension, height <= CairoRenderer.maximumPixelDimension else {
            throw RenderError.invalidParameter(name: "composite size", value: "\(width)x\(height)", valid: "each side ≤ \(CairoRenderer.maximumPixelDimension) pixels")
        }
        return try LabelledGrid.render(width: width, height: height, cells: cells)
    }
}
