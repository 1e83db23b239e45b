import Foundation

/// The rules a catalogue's scene names follow, checked before any command runs: each name is
/// a folder under `--out` and a word of the command line.
enum CatalogCheck {
    /// The first problem with `scenes`, worded for the user, or nil when there is none.
    static func problem(in scenes: [SceneEntry]) -> String? {
        var seen = Set<String>()
        for scene in scenes {
            let name = scene.name
            if name.isEmpty { return "a scene has an empty name" }
            if name == "all" { return "a scene is named 'all', the word `render all` means every scene" }
            if name.hasPrefix("-") || name.hasPrefix(".") {
                return "scene name '\(name)' starts with '\(name.prefix(1))'; names start with a letter or digit"
            }
            if name.contains(where: { $0.isWhitespace || $0 == "/" || $0 == "\0" }) {
                return "scene name '\(name.debugDescription.dropFirst().dropLast())' contains whitespace, '/' or NUL"
            }
            if !seen.insert(name).inserted { return "two scenes are named '\(name)'" }
        }
        return nil
    }
}
