import Foundation

/// How a scroll view chooses where a scroll comes to rest (SwiftUI's `ScrollTargetBehavior`,
/// iOS 17). When the finger lifts, the scroll view works out where its deceleration would
/// take the content (see `ScrollDeceleration`), hands that to `updateTarget(_:context:)` as
/// `target`, and decelerates to whatever target the behavior leaves (see
/// `ScrollTargetDeceleration`); a target the behavior leaves unchanged is the ordinary
/// deceleration, edge bounce included. Targets beyond the scrollable range are clamped to it.
///
/// Write one to snap to your own positions:
///
///     struct TenthsBehavior: ScrollTargetBehavior {
///         func updateTarget(_ target: inout ScrollTarget, context: TargetContext) {
///             let step = context.containerSize.width / 10
///             target.rect.origin.x = (target.rect.minX / step).rounded() * step
///         }
///     }
///
/// Differences from SwiftUI: the behavior is asked only when a drag ends (SwiftUI also asks
/// when the scroll view's size changes); `properties(context:)` (iOS 18.4) does not exist.
public protocol ScrollTargetBehavior {
    /// The context `updateTarget(_:context:)` is given.
    typealias TargetContext = ScrollTargetBehaviorContext
    /// Moves `target` (on entry, where the deceleration would come to rest) to where the scroll
    /// should come to rest instead.
    func updateTarget(_ target: inout ScrollTarget, context: TargetContext)
}

/// Where a scroll view should come to rest (SwiftUI's `ScrollTarget`): the rectangle of content
/// it should show.
public struct ScrollTarget: Equatable, Sendable {
    /// The visible rectangle at rest, in the content's coordinates (points): the content's
    /// leading top corner (inside the content margins) is the origin, so a scroll view at rest
    /// at its start shows `origin == (−leading margin, −top margin)`, as UIKit's `contentOffset`
    /// with a content inset; the size is the scroll view's visible size.
    public var rect: CGRect
    /// Where in the visible region `rect` should be aligned (SwiftUI's `anchor`); nil, the
    /// default, aligns the origins. Other values are kept but not applied here.
    public var anchor: UnitPoint?

    public init(rect: CGRect, anchor: UnitPoint? = nil) {
        self.rect = rect
        self.anchor = anchor
    }
}

/// What a scroll target behavior knows when it updates a target (SwiftUI's
/// `ScrollTargetBehaviorContext`). Environment values read through it by key path, as in
/// SwiftUI: `context.horizontalSizeClass`.
@dynamicMemberLookup
public struct ScrollTargetBehaviorContext {
    /// The target when the drag began: the content shown then (coordinates as `ScrollTarget`).
    public internal(set) var originalTarget: ScrollTarget
    /// The release velocity of the content offset, points per second, positive towards the
    /// content's end (the opposite of the finger's velocity).
    public internal(set) var velocity: CGVector
    /// The content's size without the content margins (points).
    public internal(set) var contentSize: CGSize
    /// The scroll view's visible size (points).
    public internal(set) var containerSize: CGSize
    /// The axes the scroll view scrolls along.
    public internal(set) var axes: Axis.Set

    /// The scroll view's environment.
    var environment: EnvironmentValues
    /// The `.scrollContent` content margins (points).
    var margins: EdgeInsets
    /// The content shown when the finger lifted.
    var releaseTarget: ScrollTarget
    /// The frames of the views of the scroll view's `scrollTargetLayout()`, in the content's
    /// coordinates (as `ScrollTarget.rect`), in layout order; empty without one.
    var targetFrames: [CGRect]

    public subscript<T>(dynamicMember keyPath: KeyPath<EnvironmentValues, T>) -> T { environment[keyPath: keyPath] }

    /// The leading (horizontal) or top (vertical) margin.
    func leadingMargin(_ axis: Axis) -> CGFloat { axis == .horizontal ? margins.leading : margins.top }

    /// The content offsets along `axis` the scroll view may rest at: 0 (the content at its
    /// leading margin) to the content and its margins less the visible length.
    func restingRange(_ axis: Axis) -> ClosedRange<CGFloat> {
        let extent =
            axis == .horizontal
            ? contentSize.width + margins.leading + margins.trailing
            : contentSize.height + margins.top + margins.bottom
        return 0...max(0, extent - containerSize[axis])
    }
}

/// A type-erased scroll target behavior (SwiftUI's `AnyScrollTargetBehavior`, iOS 18): picks
/// one behavior or another at run time.
public struct AnyScrollTargetBehavior: ScrollTargetBehavior, Equatable {
    let base: any ScrollTargetBehavior

    public init(_ base: some ScrollTargetBehavior) {
        self.base = (base as? AnyScrollTargetBehavior)?.base ?? base
    }

    public func updateTarget(_ target: inout ScrollTarget, context: TargetContext) {
        base.updateTarget(&target, context: context)
    }

    /// Equal when the wrapped behaviors are of one `Equatable` type and equal (so a scroll view
    /// given the same built-in behavior again is not updated for it).
    public static func == (a: AnyScrollTargetBehavior, b: AnyScrollTargetBehavior) -> Bool {
        valuesEqual(a.base, b.base)
    }
}

extension CGPoint {
    /// The coordinate along `axis`.
    subscript(axis: Axis) -> CGFloat {
        get { axis == .horizontal ? x : y }
        set { if axis == .horizontal { x = newValue } else { y = newValue } }
    }
}

extension CGSize {
    /// The length along `axis`.
    subscript(axis: Axis) -> CGFloat { axis == .horizontal ? width : height }
}

extension Axis {
    /// The one-axis set of this axis.
    var asSet: Axis.Set { self == .horizontal ? .horizontal : .vertical }
}
