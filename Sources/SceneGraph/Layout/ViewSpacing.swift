import Foundation

/// The space a view prefers between itself and its neighbours, per edge (SwiftUI's
/// `ViewSpacing`). An edge with no preference takes the default distance, 8 points; a
/// `Spacer` prefers zero on every edge, so stacks put no spacing next to it.
///
/// SwiftUI keeps preferences per kind of neighbour. The one kept here is its text-to-text
/// category: a `Text` and a symbol (`Image(systemName:)`) prefer 0 points above and below them
/// towards another view of that category, so a default `VStack` sets a title and its subtitle,
/// or a symbol and its caption, line against line, while a text and any other view (a shape, a
/// control, a padded text) stay the default 8 points apart. The category's distance is used
/// whenever both facing edges have it, before the plain preferences (SwiftUI's `Spacing`
/// resolves categories first). Measured on PNGs that iOS drew (`Tools/ios-reference`): the Xcode
/// template's `.large` globe over "Hello, world!" at 3× has 16 pixels between the globe's ink
/// and the text's, which a distance of 0 between their frames gives (8 points more did here),
/// and a list row of a title over a subtitle was 8 points taller here than on iOS. `.padding`
/// on a vertical edge gives that edge the plain preferences again (SwiftUI resets a padded
/// edge). Horizontally there is no category: an `HStack` of texts keeps 8 points.
public struct ViewSpacing: Equatable, Sendable {
    /// The default distance between two views with no preference, in points.
    public static let defaultDistance: CGFloat = 8
    /// No preference on any edge (the default distance).
    public init() {}
    /// A preference of zero on every edge.
    public static let zero = ViewSpacing(top: 0, leading: 0, bottom: 0, trailing: 0)

    var top: CGFloat?, leading: CGFloat?, bottom: CGFloat?, trailing: CGFloat?
    /// The text-to-text category's preferences on the top and bottom edges (nil: none).
    var textTop: CGFloat?, textBottom: CGFloat?
    init(top: CGFloat?, leading: CGFloat?, bottom: CGFloat?, trailing: CGFloat?) {
        self.top = top; self.leading = leading; self.bottom = bottom; self.trailing = trailing
    }

    /// A text's or a symbol's preferences: 0 towards text above and below, the default otherwise.
    static let text: ViewSpacing = {
        var s = ViewSpacing()
        s.textTop = 0
        s.textBottom = 0
        return s
    }()

    /// This spacing with the text category dropped on `edges` (what `.padding` does to the
    /// edges it pads).
    func droppingTextCategory(on edges: Edge.Set) -> ViewSpacing {
        var s = self
        if edges.contains(.top) { s.textTop = nil }
        if edges.contains(.bottom) { s.textBottom = nil }
        return s
    }

    /// The distance from this view to `next`, which follows it along `axis`: the text
    /// category's when both facing edges have it (vertically), else the larger of the two facing
    /// edges' preferences, or the default when neither has one.
    public func distance(to next: ViewSpacing, along axis: Axis) -> CGFloat {
        if axis == .vertical, let a = textBottom, let b = next.textTop { return a + b }
        let mine = axis == .horizontal ? trailing : bottom
        let theirs = axis == .horizontal ? next.leading : next.top
        switch (mine, theirs) {
        case let (a?, b?): return max(a, b)
        case let (a?, nil): return a
        case let (nil, b?): return b
        case (nil, nil): return Self.defaultDistance
        }
    }

    /// Merges `other`'s preferences on `edges` into this one (the larger preference wins).
    public mutating func formUnion(_ other: ViewSpacing, edges: Edge.Set = .all) {
        func merge(_ a: CGFloat?, _ b: CGFloat?) -> CGFloat? {
            guard let b else { return a }
            return a.map { max($0, b) } ?? b
        }
        if edges.contains(.top) { top = merge(top, other.top) }
        if edges.contains(.leading) { leading = merge(leading, other.leading) }
        if edges.contains(.bottom) { bottom = merge(bottom, other.bottom) }
        if edges.contains(.trailing) { trailing = merge(trailing, other.trailing) }
        if edges.contains(.top) { textTop = merge(textTop, other.textTop) }
        if edges.contains(.bottom) { textBottom = merge(textBottom, other.textBottom) }
    }

    /// This spacing with `other`'s merged in on `edges`.
    public func union(_ other: ViewSpacing, edges: Edge.Set = .all) -> ViewSpacing {
        var merged = self
        merged.formUnion(other, edges: edges)
        return merged
    }
}

/// Gives a control drawn with a text (a text field, a navigation link outside a list) a
/// control's spacing instead of a text's: no text-to-text category (`ViewSpacing`), as SwiftUI
/// sets a field or a button apart from the text beside it.
public struct _ControlSpacingModifier: ViewModifier, PrimitiveModifier, Equatable {
    public typealias Body = Never
    var edgesWithoutTextSpacing: Edge.Set { [.top, .bottom] }
}

extension View {
    /// This view with a control's spacing (see `_ControlSpacingModifier`).
    func controlSpacing() -> ModifiedContent<Self, _ControlSpacingModifier> { modifier(_ControlSpacingModifier()) }
}
