import Foundation

/// Weight, width, design and slant set on a `Text` or, through the environment, on a subtree:
/// applied over the font when the text resolves it (so `.bold()` keeps the environment's size).
struct TextStyling: Hashable, Sendable {
    var weight: Font.Weight?
    var italic = false

    /// `font` with these settings, then the environment's, applied.
    func apply(to font: Font.Resolved, environment: EnvironmentValues) -> Font.Resolved {
        var f = font
        if let w = weight ?? environment.fontWeight { f.weight = w.value }
        if italic || environment.fontItalic { f.italic = true }
        return f
    }
}

struct FontWeightKey: EnvironmentKey { static var defaultValue: Font.Weight? { nil } }
struct FontItalicKey: EnvironmentKey { static var defaultValue: Bool { false } }

extension EnvironmentValues {
    /// A weight that text in this subtree is drawn with (`.fontWeight(_:)`, `.bold()` on a view).
    var fontWeight: Font.Weight? {
        get { self[FontWeightKey.self] }
        set { self[FontWeightKey.self] = newValue }
    }
    /// Whether text in this subtree is italic (`.italic()` on a view).
    var fontItalic: Bool {
        get { self[FontItalicKey.self] }
        set { self[FontItalicKey.self] = newValue }
    }
}

extension Text {
    /// This text in `weight` (nil: the font's own).
    public func fontWeight(_ weight: Font.Weight?) -> Text {
        var t = self
        t.styling.weight = weight
        return t
    }
    /// This text in bold.
    public func bold() -> Text { fontWeight(.bold) }
    /// This text in bold when `isActive`.
    public func bold(_ isActive: Bool) -> Text { isActive ? bold() : self }
    /// This text in italic.
    public func italic() -> Text {
        var t = self
        t.styling.italic = true
        return t
    }
    public func italic(_ isActive: Bool) -> Text { isActive ? italic() : self }
}

extension View {
    /// Draws the text of this subtree in `weight`.
    public func fontWeight(_ weight: Font.Weight?) -> ModifiedContent<Self, _EnvironmentModifier> {
        environment(\.fontWeight, weight)
    }
    /// Draws the text of this subtree in bold (when `isActive`).
    public func bold(_ isActive: Bool = true) -> ModifiedContent<Self, _EnvironmentModifier> {
        modifier(_EnvironmentModifier { if isActive { $0.fontWeight = .bold } })
    }
    /// Draws the text of this subtree in italic (when `isActive`).
    public func italic(_ isActive: Bool = true) -> ModifiedContent<Self, _EnvironmentModifier> {
        modifier(_EnvironmentModifier { if isActive { $0.fontItalic = true } })
    }
}
