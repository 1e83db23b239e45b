import Foundation

extension SceneCommand {
    /// `list`: one line per scene, in catalogue order: name, canvas size in points, default
    /// duration in seconds, summary; each column as wide as its longest value.
    func listing() -> String {
        let rows = scenes.map { s in
            (name: s.name, size: "\(CommandArguments.fmt(s.size.width))x\(CommandArguments.fmt(s.size.height))",
             duration: String(format: "%.1f s", s.duration), summary: s.summary)
        }
        let widths = (
            name: rows.map(\.name.count).max() ?? 0, size: rows.map(\.size.count).max() ?? 0,
            duration: rows.map(\.duration.count).max() ?? 0)
        return rows.map { r in
            let line = [
                r.name.padding(toLength: widths.name, withPad: " ", startingAt: 0),
                r.size.padding(toLength: widths.size, withPad: " ", startingAt: 0),
                r.duration.padding(toLength: widths.duration, withPad: " ", startingAt: 0),
                r.summary
            ].joined(separator: "  ")
            return String(line.reversed().drop { $0 == " " }.reversed())
        }.joined(separator: "\n")
    }
}
