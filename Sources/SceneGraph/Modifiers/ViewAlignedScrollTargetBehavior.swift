import Foundation

/// Settles with a view of the scroll view's `scrollTargetLayout()` aligned to the leading
/// (horizontal) or top (vertical) content margin (SwiftUI's `.viewAligned`, iOS 17): of the
/// views' leading edges, each as a content offset clamped to the scrollable range (so views
/// near the end give the end), the one nearest to where the deceleration would have taken the
/// content. Without a `scrollTargetLayout()` the target is left as it is.
///
/// The limit behavior bounds how many views one drag moves: limited, the rest is at most one
/// view (`.alwaysByFew`: a few) from the view nearest the leading margin when the drag began,
/// however hard the flick. `.automatic` limits along the horizontal axis in a compact
/// horizontal size class and along the vertical axis in a compact vertical size class (so a
/// horizontal carousel on an iPhone moves one card a flick), and does not limit otherwise.
public struct ViewAlignedScrollTargetBehavior: ScrollTargetBehavior, Hashable, Sendable {
    /// How many views one drag may scroll (SwiftUI's `LimitBehavior`).
    public struct LimitBehavior: Hashable, Sendable {
        enum Kind: Hashable, Sendable { case automatic, byOne, byFew, never }
        let kind: Kind
        /// Limited to one view in compact size classes along the scroll axis (see the type).
        public static let automatic = LimitBehavior(kind: .automatic)
        /// Always limited to one view a drag (iOS 17's `.always`; the same as `.alwaysByOne`).
        public static let always = LimitBehavior(kind: .byOne)
        /// Always limited to one view a drag (iOS 18).
        public static let alwaysByOne = LimitBehavior(kind: .byOne)
        /// Always limited to a few views a drag (iOS 18): as many as fit in the visible length
        /// at the views' mean spacing, at least two.
        public static let alwaysByFew = LimitBehavior(kind: .byFew)
        /// Never limited: the nearest view to the deceleration's end, however far.
        public static let never = LimitBehavior(kind: .never)
    }

    public let limitBehavior: LimitBehavior

    public init(limitBehavior: LimitBehavior = .automatic) { self.limitBehavior = limitBehavior }

    public func updateTarget(_ target: inout ScrollTarget, context: TargetContext) {
        for axis in Axis.allCases where context.axes.contains(axis.asSet) {
            let lead = context.leadingMargin(axis)
            let range = context.restingRange(axis)
            func clamped(_ v: CGFloat) -> CGFloat { min(max(v, range.lowerBound), range.upperBound) }
            // The resting offsets: each view's leading edge at the leading margin, distinct.
            let edges = context.targetFrames.map { $0.origin[axis] }.filter(\.isFinite)
            var stops: [CGFloat] = []
            for stop in edges.map(clamped).sorted() where stops.last.map({ stop - $0 > 0.5 }) ?? true { stops.append(stop) }
            guard !stops.isEmpty else { continue }
            func nearest(_ v: CGFloat) -> Int {
                stops.indices.min { abs(stops[$0] - v) < abs(stops[$1] - v) } ?? 0
            }
            let projected = target.rect.origin[axis] + lead
            guard projected.isFinite else { continue }
            var index = nearest(clamped(projected))
            if let reach = reach(along: axis, edges: edges, context: context) {
                let start = nearest(clamped(context.originalTarget.rect.origin[axis] + lead))
                index = min(max(index, start - reach), start + reach)
            }
            target.rect.origin[axis] = stops[index] - lead
        }
    }

    /// How many views one drag may move along `axis`, or nil when it is not limited.
    private func reach(along axis: Axis, edges: [CGFloat], context: TargetContext) -> Int? {
        switch limitBehavior.kind {
        case .never: return nil
        case .byOne: return 1
        case .byFew:
            let sorted = edges.sorted()
            guard let first = sorted.first, let last = sorted.last, sorted.count > 1, last > first else { return 2 }
            let spacing = (last - first) / CGFloat(sorted.count - 1)
            return max(2, Int((context.containerSize[axis] / spacing).rounded(.down)))
        case .automatic:
            let sizeClass = axis == .horizontal ? context.horizontalSizeClass : context.verticalSizeClass
            return sizeClass == .compact ? 1 : nil
        }
    }
}

extension ScrollTargetBehavior where Self == ViewAlignedScrollTargetBehavior {
    /// Settles with a view of the `scrollTargetLayout()` at the leading margin (see
    /// `ViewAlignedScrollTargetBehavior`), limited as `.automatic` says.
    public static var viewAligned: ViewAlignedScrollTargetBehavior { ViewAlignedScrollTargetBehavior() }
    /// The same with a chosen limit behavior.
    public static func viewAligned(limitBehavior: ViewAlignedScrollTargetBehavior.LimitBehavior) -> ViewAlignedScrollTargetBehavior {
        ViewAlignedScrollTargetBehavior(limitBehavior: limitBehavior)
    }
}
