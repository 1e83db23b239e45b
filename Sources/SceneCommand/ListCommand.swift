import Foundation

extension SceneCommand {
    /// `list`: one line per scene, in catalogue order: name, canvas size in points, default
    /// duration in seconds, summary (columns padded to the longest name).
    func listing() -> String {
        let width = scenes.map(\.name.count).max() ?? 0
        return scenes.map { s in
            let size = "\(Int(s.size.width))x\(Int(s.size.height))"
            let dur = String(format: "%.1f s", s.duration)
            return "\(s.name.padding(toLength: width, withPad: " ", startingAt: 0))  \(size.padding(toLength: 8, withPad: " ", startingAt: 0)) \(dur.padding(toLength: 6, withPad: " ", startingAt: 0))  \(s.summary)"
        }.joined(separator: "\n")
    }
}
