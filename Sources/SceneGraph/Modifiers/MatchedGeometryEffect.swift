import Foundation

/// Which parts of a matched view's frame follow its group (SwiftUI's `MatchedGeometryProperties`).
public struct MatchedGeometryProperties: OptionSet, Hashable, Sendable {
    public let rawValue: UInt32
    public init(rawValue: UInt32) { self.rawValue = rawValue }
    public static let position = MatchedGeometryProperties(rawValue: 1)
    public static let size = MatchedGeometryProperties(rawValue: 2)
    public static let frame: MatchedGeometryProperties = [.position, .size]
}

/// One matched-geometry group: an identifier in a namespace.
struct MatchedGeometryKey: Hashable {
    let id: AnyHashable
    let namespace: Namespace.ID
}

/// The last frame a group's source had, absolute canvas points, and the node that had it.
struct MatchedGeometryEntry {
    let frame: CGRect
    /// Reads nil once the node is freed.
    let reference: NodeReference
    /// The host's layout generation when it was recorded.
    let generation: Int
}

/// What a matched view remembers about itself.
struct MatchedGeometryAttachment: NodeAttachment {
    var placed = false
    /// The group whose followers (`TreeState.matchedFollowers`) list this view, if any.
    var following: MatchedGeometryKey?
}

/// Matches the geometry of views that share an identifier in a namespace (SwiftUI's
/// `matchedGeometryEffect`).
///
/// - When a view of a group is inserted and another view of the group was laid out before
///   (typically removed in the same change, the other branch of an `if`), the inserted view's
///   frame animates from the other's with the transaction's animation, and the removed view's
///   frame animates to the new one while its removal transition runs (the default fades).
/// - When several views of a group are on screen, the ones with `isSource: false` are laid out
///   in the source's frame (`properties` chooses position, size or both; with `.size` alone a
///   view keeps the `anchor` point of its own frame where it is). A view placed before its
///   source in a layout pass (a `.background` placed before the content it follows, a source
///   that changes with `isSource`) is placed again once the source's new frame is known, so it
///   follows it in the same update, animated with the update's transaction.
///
/// While the frame animates, the view's content is drawn scaled from its laid-out size to the
/// animated frame; SwiftUI lays it out again at each intermediate size instead (so text
/// re-wraps there and is scaled here), a documented difference.
public struct _MatchedGeometryEffect: ViewModifier, PrimitiveModifier {
    public typealias Body = Never
    let key: MatchedGeometryKey
    let properties: MatchedGeometryProperties
    let anchor: UnitPoint
    let isSource: Bool

    public func body(content: Content) -> Never { fatalError("primitive modifier") }

    func place(node: Node, in bounds: CGRect, content: [Node], context: LayoutContext) {
        let tree = node.treeState
        var frame = bounds
        if !isSource { follow(node, tree: tree) }
        if !isSource, let source = tree.matchedGeometry[key], let other = source.reference.node, other !== node, other.isAttached {
            if properties.contains(.size) {
                frame.size = source.frame.size
                // The size alone: the view keeps its place, the anchor point of its own frame
                // where it was (SwiftUI's `anchor`).
                frame.origin = CGPoint(
                    x: bounds.minX + anchor.x * (bounds.width - frame.width),
                    y: bounds.minY + anchor.y * (bounds.height - frame.height))
            }
            if properties.contains(.position) {
                frame.origin = CGPoint(
                    x: source.frame.minX + anchor.x * (source.frame.width - frame.width),
                    y: source.frame.minY + anchor.y * (source.frame.height - frame.height))
            }
        }
        ZStackLayout(alignment: .center).place(content, in: frame, context: context)

        var state = node[attachment: MatchedGeometryAttachment.self] ?? MatchedGeometryAttachment()
        let firstPlacement = !state.placed
        state.placed = true
        node[attachment: MatchedGeometryAttachment.self] = state
        let transaction = node.updateStamp == context.updateStamp ? node.updateTransaction : context.transaction

        if firstPlacement, let previous = tree.matchedGeometry[key], let other = previous.reference.node, other !== node {
            // Enter from where the group's other view is drawn now, in canvas coordinates: relative
            // to this view's anchor at its place in the new layout, as the view, placed for the
            // first time, cancels what its anchor's frame still animates
            // (`Node.holdStillWhileAnchorMoves`, after this).
            let start = other.hasBeenPlaced ? other.presentedFrame(at: context.time) : previous.frame
            let origin = node.layoutAnchor?.frame.origin ?? .zero
            node.setFrame(
                from: start.offsetBy(dx: -origin.x, dy: -origin.y), to: node.localFrame, role: context.insideVelocityFrame ? .other : .position,
                time: context.time, transaction: transaction)
            // The other view, if it is leaving, goes to where this one is.
            if !other.isAttached {
                let otherOrigin = other.layoutAnchor?.frame.origin ?? .zero
                let target = node.frame.offsetBy(dx: -otherOrigin.x, dy: -otherOrigin.y)
                other.setFrame(from: other.localFrame, to: target, role: .other, time: context.time, transaction: transaction)
            }
        }
        if isSource {
            let previous = tree.matchedGeometry[key]
            tree.matchedGeometry[key] = MatchedGeometryEntry(frame: node.frame, reference: node.reference, generation: tree.generation)
            if previous == nil || previous?.frame != node.frame || previous?.reference.node !== node {
                placeFollowersAgain(of: node, tree: tree)
            }
        }
    }

    /// Remembers `node` as a view that follows the group's source: in constant time, the view
    /// itself recording the group it was listed for (searching the list for each view made
    /// 1,000 views of one group cost time quadratic in their number).
    private func follow(_ node: Node, tree: TreeState) {
        var state = node[attachment: MatchedGeometryAttachment.self] ?? MatchedGeometryAttachment()
        guard state.following != key else { return }
        state.following = key
        node[attachment: MatchedGeometryAttachment.self] = state
        tree.matchedFollowers[key, default: []].append(node.reference)
    }

    /// The group's source moved (or another view became it): the views that follow it are
    /// placed again in this update, whether the layout pass met them before the source (a
    /// `.background` is placed before its content) or would not visit them at all (nothing
    /// about them changed). Views that were freed leave the list. Each ancestor is marked
    /// once: the walk up from a view stops at a node this call marked already, so the work is
    /// linear in the followers and the nodes above them.
    private func placeFollowersAgain(of source: Node, tree: TreeState) {
        guard var followers = tree.matchedFollowers[key] else { return }
        followers.removeAll { $0.node == nil }
        tree.matchedFollowers[key] = followers
        var marked = Set<ObjectIdentifier>()
        for follower in followers {
            guard let node = follower.node, node !== source, node.isAttached else { continue }
            tree.matchedGeometryStale = true
            var current: Node? = node
            while let n = current, marked.insert(ObjectIdentifier(n)).inserted {
                n.needsPlacement = true
                current = n.parent
            }
        }
    }

    func draw(node: Node, into builder: inout DisplayListBuilder, content: (inout DisplayListBuilder) -> Void) {
        guard node.frameSlot != nil else { return content(&builder) }
        let model = node.frame, presented = node.presentedFrame(at: builder.time)
        guard model.width > 0, model.height > 0, presented.size != model.size else { return content(&builder) }
        let sx = presented.width / model.width, sy = presented.height / model.height
        let scale = CGAffineTransform(translationX: -presented.minX, y: -presented.minY)
            .concatenating(CGAffineTransform(scaleX: sx, y: sy))
            .concatenating(CGAffineTransform(translationX: presented.minX, y: presented.minY))
        builder.withTransform(scale) { content(&$0) }
    }
}

extension View {
    /// Joins the matched-geometry group `id` in `namespace` (see `_MatchedGeometryEffect`).
    public func matchedGeometryEffect<ID: Hashable>(
        id: ID, in namespace: Namespace.ID,
        properties: MatchedGeometryProperties = .frame,
        anchor: UnitPoint = .center, isSource: Bool = true
    ) -> some View {
        modifier(
            _MatchedGeometryEffect(
                key: MatchedGeometryKey(id: AnyHashable(id), namespace: namespace),
                properties: properties, anchor: anchor, isSource: isSource))
    }
}
