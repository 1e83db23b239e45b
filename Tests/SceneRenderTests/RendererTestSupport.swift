import XCTest
@testable import SceneRender

/// Helpers shared by the renderer tests.
enum Draw {
    static let red = Color(red: 1, green: 0, blue: 0).resolved
    static let black = Color(red: 0, green: 0, blue: 0).resolved
    static let blue = Color(red: 0, green: 0, blue: 1).resolved

    /// Renders items on a white canvas of `width` × `height` points at scale 1.
    static func image(_ width: CGFloat, _ height: CGFloat, background: Color? = .white, _ items: [DisplayItem]) throws -> RenderedImage {
        try CairoRenderer().render(DisplayList(size: CGSize(width: width, height: height), items: items), background: background)
    }

    static func fill(_ path: Path, _ colour: Color.Resolved = red, eo: Bool = false, _ t: CGAffineTransform = .identity) -> DisplayItem {
        .fill(path, FillStyle(eoFill: eo), .color(colour), transform: t)
    }

    /// A view rendered at time `t` by the frame recorder.
    @MainActor
    static func view<V: View>(_ view: V, _ width: CGFloat, _ height: CGFloat, at t: Double = 0) throws -> RenderedImage {
        try FrameRecorder(size: CGSize(width: width, height: height)).image(of: view, at: t)
    }

    /// A fresh empty folder under the temporary directory.
    static func folder(_ name: String) -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("scenerender-tests-\(name)-\(ProcessInfo.processInfo.processIdentifier)")
        try? FileManager.default.removeItem(at: url)
        try? FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }
}

extension RenderedImage {
    /// The box of the pixels whose mean channel is below `level` (ink on a light background):
    /// x0, y0, x1, y1 with exclusive ends.
    func inkBox(darkerThan level: Int) -> (x0: Int, y0: Int, x1: Int, y1: Int) {
        var x0 = width, y0 = height, x1 = 0, y1 = 0
        for y in 0..<height {
            for x in 0..<width {
                let p = pixel(x: x, y: y)
                guard Int(p.r) + Int(p.g) + Int(p.b) < 3 * level else { continue }
                x0 = min(x0, x); y0 = min(y0, y); x1 = max(x1, x + 1); y1 = max(y1, y + 1)
            }
        }
        return (x0, y0, x1, y1)
    }

    /// (r, g, b, a) as Ints.
    func rgba(_ x: Int, _ y: Int) -> [Int] {
        let p = pixel(x: x, y: y)
        return [Int(p.r), Int(p.g), Int(p.b), Int(p.a)]
    }
}
