import Foundation

/// Settles on whole pages (SwiftUI's `.paging`, iOS 17): pages are the scroll view's visible
/// length apart along each scroll axis, the first at rest at the start (content offset 0), the
/// last clamped to the end of the scrollable range when the content is not a whole number of
/// pages. SwiftUI's paging is UIKit's `isPagingEnabled`, which pages by the scroll view's bounds,
/// so content margins do not shorten a page: cards inset by margins line up with pages only
/// when the margins and spacing add up to the visible length (use `.viewAligned` for inset cards).
///
/// After the finger lifts the scroll crosses at most one page boundary, as UIKit's paging does:
/// of the two pages either side of where the finger lifted (the one it lifted on and the one
/// beside it when it lifted exactly on a page, one either side), it comes to rest on the one
/// nearer to where the deceleration would have taken it. A flick moves one page; a slow drag
/// released past half a page moves on, one released before half springs back.
public struct PagingScrollTargetBehavior: ScrollTargetBehavior, Hashable, Sendable {
    public init() {}

    public func updateTarget(_ target: inout ScrollTarget, context: TargetContext) {
        for axis in Axis.allCases where context.axes.contains(axis.asSet) {
            let page = context.containerSize[axis]
            guard page > 0, page.isFinite else { continue }
            let lead = context.leadingMargin(axis)
            // Content offsets: 0 at the start, as the pages count from there.
            let released = (context.releaseTarget.rect.origin[axis] + lead) / page
            let projected = (target.rect.origin[axis] + lead) / page
            guard released.isFinite, projected.isFinite else { continue }
            var low = released.rounded(.down), high = released.rounded(.up)
            if low == high { low -= 1; high += 1 }
            let index = min(max(projected.rounded(), low), high)
            let range = context.restingRange(axis)
            target.rect.origin[axis] = min(max(index * page, range.lowerBound), range.upperBound) - lead
        }
    }
}

extension ScrollTargetBehavior where Self == PagingScrollTargetBehavior {
    /// Settles on whole pages of the scroll view's visible size (see `PagingScrollTargetBehavior`).
    public static var paging: PagingScrollTargetBehavior { PagingScrollTargetBehavior() }
}
