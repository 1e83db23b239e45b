import Foundation

extension SceneCommand {
    /// `list`: one line per scene, in catalogue order: name, canvas size in points, default
    /// duration in seconds, summary (columns padded to the longest name).
    func listing() -> String {
        let width = scenes.map(\.name.count).max() ?? 0
        return scenes.map { s in
            let size = "\(points(s.size.width))x\(points(s.size.height))"
            let dur = String(format: "%.1f s", s.duration)
            // Padded, never cut: a longer size or duration pushes the rest along.
            func pad(_ s: String, _ n: Int) -> String { s.padding(toLength: max(n, s.count), withPad: " ", startingAt: 0) }
            return "\(pad(s.name, width))  \(pad(size, 8)) \(pad(dur, 6))  \(s.summary)"
        }.joined(separator: "\n")
    }

    /// A side in whole points as `list` shows it; a side that is not finite or beyond any
    /// integer (which `render` refuses) as the number it is, "nan" or "1e+300", rather than a
    /// conversion that traps.
    private func points(_ value: CGFloat) -> String {
        abs(value) < 1e15 ? "\(Int(value))" : "\(value)"
    }
}
