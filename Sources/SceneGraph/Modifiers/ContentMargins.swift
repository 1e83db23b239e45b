import Foundation

/// The part of a view that content margins apply to (SwiftUI's `ContentMarginPlacement`,
/// iOS 17). A scroll view insets its content by the `.scrollContent` margins and its scroll
/// indicators by the `.scrollIndicators` ones; `.automatic` margins apply to both wherever the
/// more specific placement leaves an edge unset.
public struct ContentMarginPlacement: Hashable, Sendable {
    enum Kind: Hashable, Sendable { case automatic, scrollContent, scrollIndicators }
    let kind: Kind
    /// Margins for both the content and the scroll indicators of a scroll view.
    public static let automatic = ContentMarginPlacement(kind: .automatic)
    /// Margins for a scroll view's content only (its indicators keep theirs).
    public static let scrollContent = ContentMarginPlacement(kind: .scrollContent)
    /// Margins for a scroll view's indicators only. Indicators are not drawn here, so these
    /// margins are kept in the environment and change nothing that is drawn.
    public static let scrollIndicators = ContentMarginPlacement(kind: .scrollIndicators)
}

/// The content margins set in a subtree: per placement and edge, points, or nil where no
/// `contentMargins` modifier above has set that edge for that placement.
struct ContentMargins: Hashable, Sendable {
    /// One placement's margins; nil edges are unset.
    struct Edges: Hashable, Sendable {
        var top: CGFloat?, leading: CGFloat?, bottom: CGFloat?, trailing: CGFloat?

        mutating func set(_ edges: Edge.Set, to insets: EdgeInsets?) {
            if edges.contains(.top) { top = insets?.top }
            if edges.contains(.leading) { leading = insets?.leading }
            if edges.contains(.bottom) { bottom = insets?.bottom }
            if edges.contains(.trailing) { trailing = insets?.trailing }
        }
    }
    var automatic = Edges()
    var scrollContent = Edges()
    var scrollIndicators = Edges()

    /// The margins a view applies for `placement`: the placement's own value on each edge, else
    /// the `.automatic` one, else 0.
    func insets(for placement: ContentMarginPlacement) -> EdgeInsets {
        let specific: Edges
        switch placement.kind {
        case .automatic: specific = Edges()
        case .scrollContent: specific = scrollContent
        case .scrollIndicators: specific = scrollIndicators
        }
        return EdgeInsets(
            top: specific.top ?? automatic.top ?? 0, leading: specific.leading ?? automatic.leading ?? 0,
            bottom: specific.bottom ?? automatic.bottom ?? 0, trailing: specific.trailing ?? automatic.trailing ?? 0)
    }

    mutating func set(_ edges: Edge.Set, to insets: EdgeInsets?, for placement: ContentMarginPlacement) {
        switch placement.kind {
        case .automatic: automatic.set(edges, to: insets)
        case .scrollContent: scrollContent.set(edges, to: insets)
        case .scrollIndicators: scrollIndicators.set(edges, to: insets)
        }
    }
}

struct ContentMarginsKey: EnvironmentKey { static var defaultValue: ContentMargins { ContentMargins() } }

extension EnvironmentValues {
    /// The content margins scroll views in this subtree apply (`contentMargins(_:_:for:)`).
    var contentMargins: ContentMargins {
        get { self[ContentMarginsKey.self] }
        set { self[ContentMarginsKey.self] = newValue }
    }
}

extension View {
    /// Sets the content margins of scrollable views in this subtree for `placement` on `edges`
    /// (SwiftUI's `contentMargins(_:_:for:)`, iOS 17), `length` points each. A scroll view
    /// insets its content by them inside its frame: the content's scrollable extent grows by the
    /// margins, the content starts (and, scrolled to the end, stops) that far from the edges, and
    /// it still scrolls under the margins, since the scroll view clips to its whole frame (unlike
    /// padding around the scroll view). A `containerRelativeFrame` inside measures the scroll
    /// view's size less these margins.
    ///
    /// Margins pass down the environment to every scroll view inside; a modifier nearer the
    /// scroll view overrides one further up for the same placement and edges, leaving other edges
    /// as they were. A nil `length` takes the default on `edges`: for `.automatic` no margin, for
    /// another placement whatever `.automatic` gives. `length` must be ≥ 0 and finite; another
    /// value is ignored, with a warning naming the parameter.
    public func contentMargins(
        _ edges: Edge.Set = .all, _ length: CGFloat?,
        for placement: ContentMarginPlacement = .automatic
    ) -> ModifiedContent<Self, _EnvironmentModifier> {
        let valid: CGFloat?
        if let length {
            guard let v = validLength(length, "contentMargins(_:_:for:)'s length") else {
                return modifier(_EnvironmentModifier { _ in })
            }
            valid = v
        } else {
            valid = nil
        }
        let insets = valid.map { EdgeInsets(top: $0, leading: $0, bottom: $0, trailing: $0) }
        return modifier(_EnvironmentModifier { $0.contentMargins.set(edges, to: insets, for: placement) })
    }

    /// Sets the content margins for `placement` to `length` points on every edge (SwiftUI's
    /// `contentMargins(_:for:)`); see `contentMargins(_:_:for:)`.
    public func contentMargins(_ length: CGFloat, for placement: ContentMarginPlacement = .automatic) -> ModifiedContent<Self, _EnvironmentModifier> {
        contentMargins(.all, length, for: placement)
    }

    /// Sets the content margins for `placement` on `edges` to the matching edges of `insets`
    /// (points; SwiftUI's `contentMargins(_:_:for:)` with `EdgeInsets`); see
    /// `contentMargins(_:_:for:)`. Each inset must be ≥ 0 and finite; another is taken as 0, with
    /// a warning naming it.
    public func contentMargins(
        _ edges: Edge.Set = .all, _ insets: EdgeInsets,
        for placement: ContentMarginPlacement = .automatic
    ) -> ModifiedContent<Self, _EnvironmentModifier> {
        func clean(_ v: CGFloat, _ name: String) -> CGFloat { validLength(v, "contentMargins(_:_:for:)'s insets.\(name)") ?? 0 }
        let valid = EdgeInsets(
            top: clean(insets.top, "top"), leading: clean(insets.leading, "leading"),
            bottom: clean(insets.bottom, "bottom"), trailing: clean(insets.trailing, "trailing"))
        return modifier(_EnvironmentModifier { $0.contentMargins.set(edges, to: valid, for: placement) })
    }

    /// Sets the content margins for `placement` on every edge to `insets` (points); the same as
    /// `contentMargins(.all, insets, for: placement)`, which Swift cannot reach without its
    /// first argument.
    public func contentMargins(_ insets: EdgeInsets, for placement: ContentMarginPlacement = .automatic) -> ModifiedContent<Self, _EnvironmentModifier> {
        contentMargins(.all, insets, for: placement)
    }
}
