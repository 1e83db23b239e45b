import Foundation

/// The size in points of an SVG or PDF file, read from its text (SceneGraph lays images out
/// without the libraries that draw them): a PDF's first `/MediaBox [x0 y0 x1 y1]` (1/72 in per
/// point; a box inside a compressed object stream is not found), an SVG root element's `width`
/// and `height` (unitless or `px`: one point each; `pt`: 4/3 points; `in`, `cm`, `mm`: at 96
/// per inch; percentages and other units: the `viewBox` instead), else its `viewBox` size. Whole
/// points, rounded to the nearest (at least 1).
enum VectorHeader {
    /// The size of the file whose first bytes (up to 1 MiB) are `bytes`; nil when it is neither
    /// kind or has no size.
    static func size(_ bytes: Data) -> (width: Int, height: Int)? {
        let text = String(decoding: bytes, as: UTF8.self)
        if text.hasPrefix("%PDF") { return pdfSize(text) }
        return svgSize(text)
    }

    static func pdfSize(_ text: String) -> (width: Int, height: Int)? {
        guard let key = text.range(of: "/MediaBox") else { return nil }
        let rest = text[key.upperBound...].drop { $0 == " " || $0 == "\n" || $0 == "\r" }
        guard rest.first == "[", let close = rest.firstIndex(of: "]") else { return nil }
        let numbers = rest[rest.index(after: rest.startIndex)..<close].split { " \n\r\t".contains($0) }.compactMap { Double($0) }
        guard numbers.count == 4 else { return nil }
        return whole(abs(numbers[2] - numbers[0]), abs(numbers[3] - numbers[1]))
    }

    static func svgSize(_ text: String) -> (width: Int, height: Int)? {
        guard let open = text.range(of: "<svg"), let end = text[open.upperBound...].firstIndex(of: ">") else { return nil }
        let tag = String(text[open.upperBound..<end])
        func attribute(_ name: String) -> String? {
            guard let r = tag.range(of: #"(^|\s)"# + name + #"\s*=\s*["']([^"']*)["']"#, options: .regularExpression) else { return nil }
            let match = tag[r]
            guard let q = match.firstIndex(where: { $0 == "\"" || $0 == "'" }) else { return nil }
            return String(match[match.index(after: q)...].dropLast())
        }
        func length(_ value: String?) -> Double? {
            guard var v = value?.trimmingCharacters(in: .whitespaces), !v.isEmpty else { return nil }
            let units: [(String, Double)] = [("px", 1), ("pt", 4.0 / 3), ("in", 96), ("cm", 96 / 2.54), ("mm", 96 / 25.4)]
            var factor = 1.0
            for (unit, f) in units where v.hasSuffix(unit) {
                v.removeLast(unit.count)
                factor = f
                break
            }
            guard let n = Double(v), n > 0, n.isFinite else { return nil }
            return n * factor
        }
        let viewBox = attribute("viewBox")?.split { " ,".contains($0) }.compactMap { Double($0) }
        let boxSize = viewBox.flatMap { $0.count == 4 ? ($0[2], $0[3]) : nil }
        guard let width = length(attribute("width")) ?? boxSize?.0, let height = length(attribute("height")) ?? boxSize?.1 else {
            return nil
        }
        return whole(width, height)
    }

    private static func whole(_ width: Double, _ height: Double) -> (width: Int, height: Int)? {
        guard width.isFinite, height.isFinite, width > 0, height > 0, width < 1e6, height < 1e6 else { return nil }
        return (max(1, Int(width.rounded())), max(1, Int(height.rounded())))
    }
}
