import Foundation

/// The space a view prefers between itself and its neighbours, per edge (SwiftUI's
/// `ViewSpacing`). An edge with no preference takes the default distance, 8 points; a
/// `Spacer` prefers zero on every edge, so stacks put no spacing next to it.
///
/// SwiftUI's own default is adaptive: iOS keeps preferences per kind of neighbour (text to
/// text, text to a control, an image's edge) and per platform, and Apple publishes neither the
/// kinds nor the distances. Without numbers that can be checked, every pair of views gets the
/// flat 8 points here; a view that has a documented preference can return it from its
/// `spacing` (as `Spacer` does).
public struct ViewSpacing: Equatable, Sendable {
    /// The default distance between two views with no preference, in points.
    public static let defaultDistance: CGFloat = 8
    /// No preference on any edge (the default distance).
    public init() {}
    /// A preference of zero on every edge.
    public static let zero = ViewSpacing(top: 0, leading: 0, bottom: 0, trailing: 0)

    var top: CGFloat?, leading: CGFloat?, bottom: CGFloat?, trailing: CGFloat?
    init(top: CGFloat?, leading: CGFloat?, bottom: CGFloat?, trailing: CGFloat?) {
        self.top = top; self.leading = leading; self.bottom = bottom; self.trailing = trailing
    }

    /// The distance from this view to `next`, which follows it along `axis`: the larger of the
    /// two facing edges' preferences, or the default when neither has one.
    public func distance(to next: ViewSpacing, along axis: Axis) -> CGFloat {
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
    }

    /// This spacing with `other`'s merged in on `edges`.
    public func union(_ other: ViewSpacing, edges: Edge.Set = .all) -> ViewSpacing {
        var merged = self
        merged.formUnion(other, edges: edges)
        return merged
    }
}
