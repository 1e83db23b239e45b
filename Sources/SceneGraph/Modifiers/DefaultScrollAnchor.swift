import Foundation

/// Which behaviour of a scroll view a default scroll anchor sets (SwiftUI's
/// `ScrollAnchorRole`, iOS 18); see `defaultScrollAnchor(_:for:)`.
public struct ScrollAnchorRole: Hashable, Sendable {
    enum Kind: Hashable, Sendable { case initialOffset, sizeChanges, alignment }
    let kind: Kind
    /// Where the scroll view is scrolled when it first appears.
    public static var initialOffset: ScrollAnchorRole { ScrollAnchorRole(kind: .initialOffset) }
    /// How the offset follows a change of the content's size.
    public static var sizeChanges: ScrollAnchorRole { ScrollAnchorRole(kind: .sizeChanges) }
    /// Where content shorter than the visible region lies in it.
    public static var alignment: ScrollAnchorRole { ScrollAnchorRole(kind: .alignment) }
}

/// The default scroll anchors of the scroll views in a subtree, per role; nil where unset.
struct ScrollAnchors: Hashable, Sendable {
    var initialOffset: UnitPoint?
    var sizeChanges: UnitPoint?
    var alignment: UnitPoint?
}

struct ScrollAnchorsKey: EnvironmentKey { static var defaultValue: ScrollAnchors { ScrollAnchors() } }
struct ScrollClipDisabledKey: EnvironmentKey { static var defaultValue: Bool { false } }

extension EnvironmentValues {
    /// The `defaultScrollAnchor` values of the scroll views in this subtree.
    var scrollAnchors: ScrollAnchors {
        get { self[ScrollAnchorsKey.self] }
        set { self[ScrollAnchorsKey.self] = newValue }
    }
    /// Whether scroll views in this subtree draw their content unclipped (`scrollClipDisabled`).
    var isScrollClipDisabled: Bool {
        get { self[ScrollClipDisabledKey.self] }
        set { self[ScrollClipDisabledKey.self] = newValue }
    }
}

extension ScrollViewState {
    /// After the content was placed: the first time, scrolls to the `.initialOffset` anchor;
    /// later, when the scrollable range changed with the scroll view at rest, keeps an edge a
    /// `ScrollPosition` scrolled to, or the end a `.sizeChanges` anchor of 1 (`.bottom`,
    /// `.trailing`) names when the offset was there; then carries out the `scrollPosition`
    /// binding's request of this update.
    func didPlaceContent(previousRange: (x: ClosedRange<Double>, y: ClosedRange<Double>), host: SceneHost?) {
        let t = host?.time ?? 0
        if !hasPlacedContent {
            hasPlacedContent = true
            if let unit = configuration.anchors.initialOffset?.sanitizedUnit {
                moveAtRest(
                    x: axes.contains(.horizontal) ? unit.x * CGFloat(rangeX.upperBound) : nil,
                    y: axes.contains(.vertical) ? unit.y * CGFloat(rangeY.upperBound) : nil)
            }
        } else if isAtRest(at: t) {
            let o = offset(at: t)
            func follow(
                _ old: ClosedRange<Double>, _ new: ClosedRange<Double>, _ current: CGFloat,
                anchor: CGFloat?, start: Edge, end: Edge
            ) -> CGFloat? {
                guard old.upperBound != new.upperBound else { return nil }
                if pinnedEdge == end { return CGFloat(new.upperBound) }
                if pinnedEdge == start { return CGFloat(new.lowerBound) }
                if let anchor, anchor.isFinite, anchor >= 1, Double(current) >= old.upperBound - 0.5 {
                    return CGFloat(new.upperBound)
                }
                return nil
            }
            let anchor = configuration.anchors.sizeChanges
            moveAtRest(
                x: axes.contains(.horizontal)
                    ? follow(previousRange.x, rangeX, o.x, anchor: anchor?.x, start: .leading, end: .trailing) : nil,
                y: axes.contains(.vertical)
                    ? follow(previousRange.y, rangeY, o.y, anchor: anchor?.y, start: .top, end: .bottom) : nil)
        }
        performPendingRequest(host: host)
    }
}

extension View {
    /// Sets the anchor of the scroll views in this view for every role (SwiftUI's
    /// `defaultScrollAnchor(_:)`, iOS 17); nil leaves the defaults (the top leading corner).
    /// Each coordinate is a unit of the scroll range along a scroll axis (clamped to 0 ... 1):
    ///
    /// - initially the offset is `anchor`·(content length − visible length): `.bottom` opens a
    ///   chat at its last message, `.center` a wide canvas in its middle;
    /// - content shorter than the visible region lies at `anchor` in it (`.bottom`: a short
    ///   chat sits at the bottom);
    /// - when the content's size changes while the scroll view rests at the end an anchor of 1
    ///   names (`.bottom`, `.trailing`), it stays at the end (a growing chat keeps its newest
    ///   message in view); elsewhere the offset stays.
    ///
    /// The modifier addresses the scroll views in this view, not those nested in their content.
    public func defaultScrollAnchor(_ anchor: UnitPoint?) -> ModifiedContent<Self, _EnvironmentModifier> {
        modifier(_EnvironmentModifier { $0.scrollAnchors = ScrollAnchors(initialOffset: anchor, sizeChanges: anchor, alignment: anchor) })
    }

    /// Sets the anchor of one role (SwiftUI's `defaultScrollAnchor(_:for:)`, iOS 18): see
    /// `defaultScrollAnchor(_:)` for what each role does; the other roles keep theirs.
    public func defaultScrollAnchor(_ anchor: UnitPoint?, for role: ScrollAnchorRole) -> ModifiedContent<Self, _EnvironmentModifier> {
        modifier(
            _EnvironmentModifier {
                switch role.kind {
                case .initialOffset: $0.scrollAnchors.initialOffset = anchor
                case .sizeChanges: $0.scrollAnchors.sizeChanges = anchor
                case .alignment: $0.scrollAnchors.alignment = anchor
                }
            })
    }

    /// Stops scroll views in this view from clipping their content to their frames (SwiftUI's
    /// `scrollClipDisabled(_:)`, iOS 17): the neighbouring cards of a carousel and the shadows
    /// of its cards show beyond the scroll view's edges. Layout and scrolling are unchanged; the
    /// content still draws moved by the offset. Applies to every scroll view in this view.
    public func scrollClipDisabled(_ disabled: Bool = true) -> ModifiedContent<Self, _EnvironmentModifier> {
        environment(\.isScrollClipDisabled, disabled)
    }
}
