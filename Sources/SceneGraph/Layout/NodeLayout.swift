import Foundation

extension Node {

    /// The nodes that take part in this node's layout: children, with structural ones flattened.
    /// Cached until the node or a descendant is updated.
    var layoutChildren: [Node] {
        if let cached = layoutChildrenCache { return cached }
        let out: [Node]
        if !hasStructuralChild {
            out = children // shared, not copied: no child is visited
        } else if children.count == 1 {
            out = children[0].layoutChildren
        } else {
            var flattened: [Node] = []
            for child in children {
                if child.isStructural { flattened.append(contentsOf: child.layoutChildren) } else { flattened.append(child) }
            }
            out = flattened
        }
        layoutChildrenCache = out
        return out
    }

    /// The size this node chooses for `proposal`, cached per proposal.
    func sizeThatFits(_ proposal: ProposedViewSize, context: LayoutContext) -> CGSize {
        if let cached = cachedSize(for: proposal) { return cached }
        context.measurements += 1
        var size: CGSize
        if let modifier = primitiveModifier {
            // What `ModifiedContent` does, without reading the view (a separate allocation).
            size = modifier.sizeThatFits(proposal, node: self, content: contentLayoutChildren, context: context)
        } else if let primitive, !isStructural {
            size = primitive.sizeThatFits(proposal, node: self, context: context)
        } else if isImplicitStackRoot {
            size = sizeThatFits(proposal, layout: VStackLayout(), subviews: layoutChildren, context: context)
        } else {
            size = sizeThatFits(proposal, layout: ZStackLayout(), subviews: layoutChildren, context: context)
        }
        // Infinite sizes answer infinite proposals (flexibility probes); NaN and negatives are 0.
        size = CGSize(width: size.width.isNaN ? 0 : max(0, size.width), height: size.height.isNaN ? 0 : max(0, size.height))
        cacheSize(size, for: proposal)
        return size
    }

    private func cachedSize(for proposal: ProposedViewSize) -> CGSize? {
        if cachedCount > 0, cachedProposal0 == proposal { return cachedSize0 }
        if cachedCount > 1, cachedProposal1 == proposal { return cachedSize1 }
        if cachedCount > 2 {
            if cachedProposal2 == proposal { return cachedSize2 }
            for entry in cachedOverflow where entry.proposal == proposal { return entry.size }
        }
        return nil
    }

    private func cacheSize(_ size: CGSize, for proposal: ProposedViewSize) {
        switch cachedCount {
        case 0: (cachedProposal0, cachedSize0, cachedCount) = (proposal, size, 1)
        case 1: (cachedProposal1, cachedSize1, cachedCount) = (proposal, size, 2)
        case 2: (cachedProposal2, cachedSize2, cachedCount) = (proposal, size, 3)
        default:
            if cachedOverflow.count >= Self.sizeOverflowCapacity { cachedOverflow.removeFirst() }
            cachedOverflow.append((proposal, size))
        }
    }

    func clearSizeCache() {
        cachedCount = 0
        if !cachedOverflow.isEmpty { cachedOverflow.removeAll(keepingCapacity: true) }
    }

    /// Gives the node its frame (absolute layout coordinates) and places its children.
    ///
    /// The frame is stored relative to the layout anchor (`context.anchorOrigin`). When only
    /// the node's position changed and nothing inside it did, its subtree keeps its relative
    /// frames and is not visited (unless part of it reads its absolute position).
    func place(in frame: CGRect, proposal: ProposedViewSize? = nil, context: LayoutContext) {
        var frame = frame
        if !frame.width.isFinite || !frame.height.isFinite || !frame.minX.isFinite || !frame.minY.isFinite {
            frame = CGRect(
                x: frame.minX.isFinite ? frame.minX : 0, y: frame.minY.isFinite ? frame.minY : 0,
                width: frame.width.isFinite ? frame.width : 0, height: frame.height.isFinite ? frame.height : 0)
        }
        let anchor = context.anchorOrigin
        let anchorJump = context.anchorJump
        let local = CGRect(x: frame.minX - anchor.x, y: frame.minY - anchor.y, width: frame.width, height: frame.height)
        let old = localFrame
        let moved = local != old
        var movesWithVelocity = false
        let resized = local.size != old.size
        let proposal = proposal ?? ProposedViewSize(frame.size)
        let subtreeChanged = needsPlacement || proposal != placementProposal
        placementProposal = proposal
        // A node updated in this pass animates its frame with its own transaction (which
        // `.animation(_:value:)` may have changed); others with the pass's (or the one a
        // `.animation(_:value:)` above set for its subtree).
        let own = updateStamp == context.updateStamp
        // Only an animating transaction (or an animator already made) needs the transaction
        // itself: copying one per moved node is most of the cost of a long list's move.
        let animates =
            hasBeenPlaced && !isStructural
            && (frameSlot != nil || (own ? updateBox.animates : context.transactionAnimates))
        // The anchor moved without animation (it is outside the animated subtree): an animated
        // frame inside starts from where it was on the canvas, not from where the jump took it.
        let compensates = animates && anchorJump != .zero
        // A node that reads its absolute position is re-placed whenever its parent is (the
        // parent may have moved even if this node did not move relative to it).
        guard moved || subtreeChanged || placesByAbsolutePosition || compensates else { return }
        localFrame = local
        needsPlacement = false
        // A node placed for the first time has no old frame to animate from: it is drawn at its
        // place at once, whatever its anchor's frame still does (see `holdStillWhileAnchorMoves`),
        // once its own subtree (a matched geometry effect's animation) has been placed.
        let firstPlacement = !hasBeenPlaced && !isStructural
        let holdsStill = firstPlacement && !context.placingAppearingSubtree
        defer { if holdsStill { holdStillWhileAnchorMoves(at: context.time) } }
        var childJump = anchorJump
        if moved || compensates, hasBeenPlaced, !isStructural {
            if animates {
                let transaction = own ? updateTransaction : context.transaction
                let from = old.offsetBy(dx: -anchorJump.x, dy: -anchorJump.y)
                // A gesture's velocity moves the outermost frame that moves; the frames inside
                // it move with it already, so they start at rest relative to it.
                let role: AnimatableRole = context.insideVelocityFrame ? .other : .position
                setFrame(from: from, to: local, role: role, time: context.time, transaction: transaction)
                if role == .position, transaction.gestureVelocity != nil { movesWithVelocity = true }
            }
            // Children move with this node: by its own jump when it snapped, by nothing when its
            // presented frame starts where it was.
            let snapped = frameSlot == nil || !(own ? updateBox.animates : context.transactionAnimates)
            childJump = snapped ? CGPoint(x: anchorJump.x + local.minX - old.minX, y: anchorJump.y + local.minY - old.minY) : .zero
        } else if !isStructural {
            childJump = hasBeenPlaced ? anchorJump : .zero
        }
        hasBeenPlaced = true
        guard subtreeChanged || resized || placesByAbsolutePosition else { return }
        if !isStructural { context.anchorOrigin = frame.origin }
        context.anchorJump = childJump
        let outerVelocityFrame = context.insideVelocityFrame
        if movesWithVelocity { context.insideVelocityFrame = true }
        // Inside a node placed for the first time, the nodes are new too and their anchors
        // hold still already.
        let outerAppearing = context.placingAppearingSubtree
        if firstPlacement { context.placingAppearingSubtree = true }
        // A modifier that changed its subtree's transaction in this update (`.animation(_:value:)`,
        // `.transaction`) lays its subtree out with it too, as SwiftUI animates the geometry of
        // every view under it.
        let outerTransaction: Transaction?
        if !attachments.isEmpty, let subtree = self[attachment: SubtreeTransaction.self], subtree.updateStamp == context.updateStamp {
            outerTransaction = context.transaction
            context.transaction = subtree.transaction
        } else {
            outerTransaction = nil
        }
        defer {
            context.anchorOrigin = anchor
            context.anchorJump = anchorJump
            context.insideVelocityFrame = outerVelocityFrame
            context.placingAppearingSubtree = outerAppearing
            if let outerTransaction { context.transaction = outerTransaction }
        }
        if let modifier = primitiveModifier {
            modifier.place(node: self, in: frame, content: contentLayoutChildren, context: context)
        } else if let primitive, !isStructural {
            primitive.placeChildren(node: self, in: frame, context: context)
        } else if isImplicitStackRoot {
            placeSubviews(layout: VStackLayout(), in: frame, proposal: proposal, subviews: layoutChildren, context: context)
        } else {
            placeSubviews(layout: ZStackLayout(), in: frame, proposal: proposal, subviews: layoutChildren, context: context)
        }
    }

    /// True for a scene's root that is a list of several views (a body of several views, a
    /// `ForEach`): SwiftUI arranges such a root in an implicit `VStack` (its default implicit
    /// root), so the views never overlap.
    private var isImplicitStackRoot: Bool {
        parent == nil && isStructural && layoutChildren.count > 1
    }

    /// The nearest non-structural ancestor: the node that placed this one, and the origin of
    /// `localFrame`. Nil when every ancestor is structural (the canvas is the origin).
    var layoutAnchor: Node? {
        var candidate = parent
        while let node = candidate, node.isStructural { candidate = node.parent }
        return candidate
    }

    /// The layout frame in absolute canvas coordinates (model value, before animation).
    var frame: CGRect {
        guard let anchor = layoutAnchor else { return localFrame }
        let origin = anchor.frame.origin
        return localFrame.offsetBy(dx: origin.x, dy: origin.y)
    }

    /// The layout frame in absolute canvas coordinates as presented at time `t` (animated when
    /// layout changes animate): the anchor's presented origin plus the presented relative
    /// frame. Remembered for `t` until the next layout pass, so drawing a tree computes each
    /// node's once.
    func presentedFrame(at t: Double) -> CGRect {
        let generation = treeState.generation
        if memoTime == t, memoGeneration == generation { return memoFrame }
        var presented = frameSlot?.value(at: t) ?? localFrame
        if let anchor = layoutAnchor {
            let origin = anchor.presentedFrame(at: t).origin
            presented = presented.offsetBy(dx: origin.x, dy: origin.y)
        }
        memoTime = t
        memoGeneration = generation
        memoFrame = presented
        return presented
    }
}

extension Node {
    /// Keeps a node placed for the first time where layout put it on the canvas while the
    /// frames of its anchors (`layoutAnchor`, its anchor, and so on) still animate, as SwiftUI
    /// draws an inserted view: SwiftUI animates each view's own frame, and an inserted view has
    /// no earlier frame to start from, so it appears at its place in the new layout while the
    /// container it joins and its siblings animate theirs (only its transition moves it).
    ///
    /// The node's frame is stored relative to its anchor's and drawn at the anchor's presented
    /// origin, so it would ride the anchor's animations; the frame animator gets a copy of
    /// every animation still running on an anchor's frame at `t` (seconds), with the origin's
    /// change negated and the size's dropped (`PropertyAnimator.addRunningAnimations`), and the
    /// two motions cancel on the canvas, whichever animations the anchors run (springs in
    /// flight with their velocity, timing curves added on top of each other), and also when the
    /// node was inserted without animation. Later changes animate the frame from there like any
    /// other. Nodes inside one placed for the first time need nothing: their anchor holds still.
    func holdStillWhileAnchorMoves(at t: Double) {
        var slot = frameSlot // made by a matched geometry effect just now, or nil
        let madeHere = slot == nil
        var anchor = layoutAnchor
        while let a = anchor {
            if let moving = a.frameSlot, moving.isAnimating(at: t) {
                let own = slot ?? AnimatedSlot(localFrame)
                own.animator.addRunningAnimations(of: moving.animator, at: t) {
                    CGRect(x: -$0.origin.x, y: -$0.origin.y, width: 0, height: 0)
                }
                slot = own
            }
            anchor = a.layoutAnchor
        }
        if madeHere, let slot {
            frameSlot = slot
            animatedSlots[AnimatableProperty.frame] = slot
        }
    }

    /// Moves the layout frame (relative to the layout anchor) from `old` to `new` at `time`,
    /// animating with `transaction`. The animator is made the first time the frame animates:
    /// until then `localFrame` is the whole story, so a pass that moves many nodes without
    /// animation touches nothing else.
    /// `role` is `.other` for a frame inside one that took the gesture velocity.
    func setFrame(from old: CGRect, to new: CGRect, role: AnimatableRole, time: Double, transaction: Transaction) {
        if let slot = frameSlot {
            set(slot, .frame, to: new, time: time, transaction: transaction, initialVelocity: nil, role: role)
        } else if transaction.effectiveAnimation != nil {
            let slot = AnimatedSlot(old)
            frameSlot = slot
            animatedSlots[AnimatableProperty.frame] = slot
            set(slot, .frame, to: new, time: time, transaction: transaction, initialVelocity: nil, role: role)
        }
    }
}

/// The transaction a modifier gave its subtree in the update stamped `updateStamp`
/// (`.animation(_:value:)` when its value changed, `.transaction`): layout places the subtree
/// with it.
struct SubtreeTransaction: NodeAttachment {
    let transaction: Transaction
    let updateStamp: Int
}
