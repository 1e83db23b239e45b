import Foundation

/// A live node: one per view identity, kept across updates. Holds the latest view value, the
/// `@State` storage, the animators of the node's animatable properties and its layout frame.
///
/// Nodes are internal to the host; tests see them through `SceneHost` and the display list.
final class Node {
    // Fields are declared (and so laid out) with the ones every update of a parent reads for
    // each child first, then the ones every layout pass reads: a pass over a large tree is
    // bound by how many cache lines of each node it touches, not by arithmetic.
    let viewType: ObjectIdentifier
    /// Set when a state write invalidated the node; carries that write's transaction. (A
    /// transaction is 136 bytes, so the node holds it boxed.)
    private var pendingBox: TransactionBox?
    private(set) var view: any View
    var environment: EnvironmentValues
    private(set) var isStructural: Bool
    /// Set while an insertion or removal transition may be running (checked for every node
    /// every frame, so it is a field, and near the start of the node).
    var transitionActive = false
    /// Set when the node or a descendant changed since it was last placed.
    var needsPlacement = true
    /// Layout frame relative to the origin of the node's layout anchor (the nearest
    /// non-structural ancestor, which placed it; the canvas for none), model value before
    /// animation. Positions are relative, as in SwiftUI, so that moving a node moves its
    /// subtree without visiting it.
    var localFrame: CGRect = .zero
    // The node's cache of `sizeThatFits` answers by proposal. The first three answers are held
    // in these fields and searched in order: a node sees few proposals per pass, and in a large
    // tree the node is already in the processor's cache while a separate table would not be.
    // Further answers go to a short list that keeps the latest `sizeOverflowCapacity`; an
    // evicted proposal is measured again if it comes back.
    private var cachedProposal0 = ProposedViewSize.unspecified, cachedSize0 = CGSize.zero
    private var cachedProposal1 = ProposedViewSize.unspecified, cachedSize1 = CGSize.zero
    private var cachedProposal2 = ProposedViewSize.unspecified, cachedSize2 = CGSize.zero
    private var cachedCount: UInt8 = 0
    private var cachedOverflow: [(proposal: ProposedViewSize, size: CGSize)] = []
    static let sizeOverflowCapacity = 16
    /// The animator of the layout frame (also listed in `animatedSlots` as "frame"), made the
    /// first time the frame animates (see `setFrame`).
    var frameSlot: AnimatedSlot<CGRect>?
    /// False until the first placement (which never animates).
    var hasBeenPlaced = false
    /// The proposal the node was placed with (its parent measured it with this one): a
    /// container lays its children out for it, as SwiftUI's `placeSubviews` does.
    var placementProposal = ProposedViewSize.unspecified
    /// Memo of `presentedFrame(at:)`: valid for `memoTime` while `treeState`'s generation has
    /// not moved on.
    private var memoTime = Double.nan
    private var memoGeneration = -1
    private var memoFrame = CGRect.zero
    /// Shared by every node of a host.
    let treeState: TreeState
    /// Set on a node whose layout depends on its absolute position (`readsAbsolutePosition`)
    /// and on all its ancestors: moving them re-places their subtree.
    var placesByAbsolutePosition = false
    var children: [Node] = []
    /// Whether any child is structural (else `layoutChildren` is `children` itself).
    private var hasStructuralChild = false
    /// The keys of `children`, in order: matching reads this contiguous array rather than every
    /// child node.
    var childKeys: [ChildKey] = []
    var layoutChildrenCache: [Node]?
    private(set) var primitive: PrimitiveView?
    /// The node's modifier when its view is a `ModifiedContent` with a framework modifier.
    var primitiveModifier: PrimitiveModifier?
    var updateStamp = -1
    /// The parent node. Not `weak`: a weak reference moves every node's reference count to a
    /// side table, which makes each retain and release several times slower. The parent owns its
    /// children and clears this pointer in every child (current and leaving) when it is freed,
    /// so it never dangles.
    unowned(unsafe) var parent: Node?
    let key: ChildKey
    var pendingTransaction: Transaction? {
        get { pendingBox?.transaction }
        set { pendingBox = newValue.map(TransactionBox.init) }
    }
    var hasPendingTransaction: Bool { pendingBox != nil }
    /// A stack's child sizes for its last proposal, shared by measuring and placing.
    var stackSizesCache: StackSizes?
    /// The transaction of the node's last update (with `updateStamp`, the host update count then).
    private var updateBox = TransactionBox.none
    var updateTransaction: Transaction {
        get { updateBox.transaction }
        set { updateBox = TransactionBox(newValue) }
    }
    /// Identity path from the root, e.g. `0/1/#3` (slots and explicit ids).
    let path: String
    let depth: Int
    weak var host: SceneHost?

    /// `@State` storage by property name.
    var stateSlots: [String: AnyObject] = [:]
    /// Animators of the node's animatable properties by name.
    var animatedSlots = SlotTable()
    /// Children kept alive, drawn but inert, until their removal transition ends.
    var removingChildren: [RemovingChild] = []
    /// The `.zIndex` set on this node, if any.
    var explicitZIndex: Double?
    /// Arbitrary per-node storage for modifiers (gesture state, appearance flags).
    var storage: [String: Any] = [:]
    private var referenceStorage: NodeReference?
    /// Set while this node draws, once its leaving children were drawn among the others.
    private var leavingDrawnInPlace = false

    init(key: ChildKey, view: any View, parent: Node?, host: SceneHost?, environment: EnvironmentValues) {
        self.key = key
        self.view = view
        self.viewType = ObjectIdentifier(type(of: view))
        self.parent = parent
        self.host = host
        self.environment = environment
        self.depth = (parent?.depth ?? -1) + 1
        if let parent {
            self.path = parent.path.isEmpty ? key.description : parent.path + "/" + key.description
        } else {
            self.path = key.description
        }
        self.treeState = parent?.treeState ?? TreeState()
        self.primitive = view as? PrimitiveView
        self.isStructural = primitive?.isStructural ?? true
        if primitive?.readsAbsolutePosition == true {
            var node: Node? = self
            while let n = node, !n.placesByAbsolutePosition {
                n.placesByAbsolutePosition = true
                node = n.parent
            }
        }
    }

    /// Whether `other` (of the node's view type) describes the same view as the node's
    /// (`viewComparator`, chosen once per view type and host).
    func viewIsEqual(to other: any View) -> Bool {
        treeState.comparator(for: viewType, view)(view, other)
    }

    /// `viewIsEqual` for a value of the node's view type `V` held elsewhere (no box made for
    /// it when the type is `Equatable`).
    func viewIsEqual<V: View>(toValueAt value: UnsafePointer<V>) -> Bool {
        if let compare = treeState.valueComparator(for: viewType, view) { return compare(view, UnsafeRawPointer(value)) }
        return viewIsEqual(to: value.pointee)
    }

    /// This node's `NodeReference` (made on first use).
    var reference: NodeReference {
        if let existing = referenceStorage { return existing }
        let created = NodeReference(self)
        referenceStorage = created
        return created
    }

    deinit {
        referenceStorage?.clear()
        for child in children { child.parent = nil }
        for leaving in removingChildren { leaving.node.parent = nil }
    }

    /// A readable type name for messages and dumps, without module prefixes.
    var typeName: String {
        let full = String(describing: type(of: view))
        return full.split(separator: "<").first.map(String.init) ?? full
    }

    // MARK: - Update

    /// Brings this node and its subtree up to date with `newView`.
    func update(with newView: any View, environment: EnvironmentValues, context: inout UpdateContext) {
        if let own = pendingTransaction {
            context.transactionStack.append(own)
        } else {
            context.transactionStack.append(context.transaction)
        }
        defer { context.transactionStack.removeLast() }
        pendingTransaction = nil
        view = newView
        self.environment = environment
        primitive = newView as? PrimitiveView
        clearSizeCache()
        stackSizesCache = nil
        needsPlacement = true
        layoutChildrenCache = nil
        var ancestor = parent
        while let a = ancestor, !(a.cachedCount == 0 && a.needsPlacement && a.layoutChildrenCache == nil && a.stackSizesCache == nil) {
            a.clearSizeCache()
            a.stackSizesCache = nil
            a.needsPlacement = true
            a.layoutChildrenCache = nil
            ancestor = a.parent
        }
        if context.recordsMutations { context.record(.update(path: path)) }
        updateTransaction = context.transaction
        updateStamp = host?.updateCount ?? 0
        if let primitive {
            primitive.update(node: self, context: context)
            let childEnvironment = primitive.childEnvironment(environment)
            let childTransaction = primitive.childTransaction(context.transaction, node: self)
            context.transactionStack.append(childTransaction)
            defer { context.transactionStack.removeLast() }
            if let list = primitive.childList(node: self, environment: childEnvironment) {
                reconcileChildren(list: list, environment: childEnvironment, context: &context)
            } else {
                reconcileChildren(primitive.children(node: self, environment: childEnvironment),
                                  environment: childEnvironment, context: &context)
            }
        } else {
            linkDynamicProperties(of: newView)
            let body = context.evaluateBody(of: animatedCopy(of: newView), node: self)
            reconcileChildren([ChildView(key: .slot(0), view: body)], environment: environment, context: &context)
        }
    }

    /// Installs this node's storage into the `@State` (and other dynamic) properties of `view`.
    func linkDynamicProperties(of view: Any) {
        for child in Mirror(reflecting: view).children {
            guard let property = child.value as? DynamicPropertyLink else { continue }
            property.link(to: self, name: child.label ?? "?")
        }
    }

    /// Matches `newChildren` to the existing children by key and view type; creates, updates,
    /// moves and removes nodes, recording each mutation when the host records them.
    func reconcileChildren(_ newChildren: [ChildView], environment: EnvironmentValues, context: inout UpdateContext) {
        reconcileChildren(list: newChildren, environment: environment, context: &context)
    }

    /// `reconcileChildren` for any list of new children: a `ForEach` hands its rows unboxed and
    /// boxes only those that are new or changed.
    func reconcileChildren<List: ChildList>(list newChildren: List, environment: EnvironmentValues, context: inout UpdateContext) {
        let old = children
        let newKeys = newChildren.keys
        let match = Self.matchKeys(newKeys, oldKeys: childKeys)
        var result: [Node] = []
        result.reserveCapacity(newKeys.count)
        var resultKeys: [ChildKey] = []
        resultKeys.reserveCapacity(newKeys.count)
        var matchedOld: [Int] = [] // old index for each reused node, in new order (when recording)
        var reusedNewPositions: [Int] = []
        var used = [Bool](repeating: false, count: old.count)
        var structural = false
        for position in newKeys.indices {
            let key = match.renamed.isEmpty ? newKeys[position] : match.renamed[position] ?? newKeys[position]
            let i = match.oldIndex[position]
            if i >= 0, old[i].viewType == newChildren.viewType(at: position) {
                let node = old[i]
                used[i] = true
                if context.recordsMutations {
                    matchedOld.append(i)
                    reusedNewPositions.append(position)
                }
                result.append(node)
                resultKeys.append(key)
                if node.isStructural { structural = true }
                // Skip an unchanged subtree: same description, same environment, no pending write.
                if node.hasPendingTransaction || node.environment.version != environment.version
                    || !newChildren.describesSameView(at: position, as: node) {
                    node.update(with: newChildren.view(at: position), environment: environment, context: &context)
                }
            } else {
                let view = newChildren.view(at: position)
                let node = Node(key: key, view: view, parent: self, host: host, environment: environment)
                if context.recordsMutations { context.record(.insert(path: node.path, type: node.typeName)) }
                result.append(node)
                resultKeys.append(key)
                if node.isStructural { structural = true }
                let outer = context.suppressTransitions
                context.suppressTransitions = true
                node.update(with: view, environment: environment, context: &context)
                context.suppressTransitions = outer
                if !outer { node.beginInsertion(context: context) }
                node.didAppear(context: &context)
            }
        }
        if let duplicate = match.firstDuplicate {
            host?.warnOnce("duplicate id \(duplicate) among the children of \(typeName) at \(path); later occurrences get distinct identities")
        }
        for (i, removed) in old.enumerated() where !used[i] {
            if context.recordsMutations { context.record(.remove(path: removed.path)) }
            removed.willDisappear(context: &context)
            if !context.suppressTransitions, let end = removed.beginRemoval(context: context) {
                removingChildren.append(RemovingChild(node: removed, index: i, removalEnd: end))
                host?.removalCount += 1
            } else {
                removed.parent = nil
            }
        }
        // Moves: the reused nodes that are not on the longest increasing run of old indices.
        if context.recordsMutations, !matchedOld.isEmpty {
            let keep = Set(longestIncreasingSubsequence(matchedOld))
            for (k, oldIndex) in matchedOld.enumerated() where !keep.contains(k) {
                context.record(.move(path: old[oldIndex].path, from: oldIndex, to: reusedNewPositions[k]))
            }
        }
        children = result
        childKeys = resultKeys
        hasStructuralChild = structural
        layoutChildrenCache = nil
    }

    /// How new children match old ones: for each new position, the old index with the same key
    /// (-1 for none); the keys given to repeated ones; the first repeated key.
    struct KeyMatch {
        var oldIndex: [Int]
        var renamed: [Int: ChildKey] = [:]
        var firstDuplicate: ChildKey?
    }

    /// Matches keys as keyed lists are diffed: the common head and tail in place, then the
    /// middle by key through one dictionary (an old key maps to its index until a new child
    /// claims it; a claimed or new key maps to `claimed`, so a repeated key among the new children
    /// is found by the same lookup). Reads only the contiguous key arrays, never the nodes.
    ///
    /// A repeated key is reported once and its later occurrences (in new order) get the
    /// occurrence number appended, so behaviour stays deterministic and a repeated key keeps its
    /// node across updates. When a key repeats one of the head or tail, the whole list is
    /// matched by key instead, so that "later" keeps meaning later in the new order.
    static func matchKeys(_ new: [ChildKey], oldKeys: [ChildKey]) -> KeyMatch {
        let n = new.count, m = oldKeys.count
        var match = KeyMatch(oldIndex: [Int](repeating: -1, count: n))
        var head = 0
        while head < min(n, m), oldKeys[head] == new[head] {
            match.oldIndex[head] = head
            head += 1
        }
        var tail = 0
        while tail < min(n, m) - head, oldKeys[m - 1 - tail] == new[n - 1 - tail] {
            match.oldIndex[n - 1 - tail] = m - 1 - tail
            tail += 1
        }
        if head + tail == n { return match } // nothing new: the old middle, if any, is removed
        var slots = KeySlots(capacity: m - head - tail + n - head - tail)
        for i in head..<(m - tail) { slots.add(oldKeys[i], index: i) }
        var pinned: Set<ChildKey>?
        for position in head..<(n - tail) {
            let key = new[position]
            let prior = slots.claim(key)
            if prior >= 0 {
                match.oldIndex[position] = prior
            } else if prior == KeySlots.claimed {
                return matchAllKeys(new, oldKeys: oldKeys)
            } else if head + tail > 0 {
                if pinned == nil { pinned = Set(oldKeys[..<head]).union(oldKeys[(m - tail)...]) }
                if pinned!.contains(key) { return matchAllKeys(new, oldKeys: oldKeys) }
            }
        }
        return match
    }

    /// `matchKeys` without the head and tail: every key through the dictionary, repeated keys
    /// renamed.
    private static func matchAllKeys(_ new: [ChildKey], oldKeys: [ChildKey]) -> KeyMatch {
        var match = KeyMatch(oldIndex: [Int](repeating: -1, count: new.count))
        var slots = KeySlots(capacity: oldKeys.count + new.count)
        for (i, key) in oldKeys.enumerated() { slots.add(key, index: i) }
        for (position, base) in new.enumerated() {
            var key = base
            var prior = slots.claim(key)
            if prior == KeySlots.claimed {
                if match.firstDuplicate == nil { match.firstDuplicate = key }
                var occurrence = 1
                repeat {
                    key = .id(AnyHashable(DuplicateKey(base: base, occurrence: occurrence)))
                    prior = slots.claim(key)
                    occurrence += 1
                } while prior == KeySlots.claimed
                match.renamed[position] = key
            }
            match.oldIndex[position] = max(prior, -1)
        }
        return match
    }

    func didAppear(context: inout UpdateContext) {
        if let actions = storage["onAppear"] as? [() -> Void] {
            context.appearActions.append(contentsOf: actions)
        }
    }

    func willDisappear(context: inout UpdateContext) {
        for child in children { child.willDisappear(context: &context) }
        if let actions = storage["onDisappear"] as? [() -> Void] {
            context.appearActions.append(contentsOf: actions)
        }
    }

    // MARK: - Layout

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
        } else {
            size = ZStackLayout(alignment: .center).sizeThatFits(proposal, children: layoutChildren, context: context)
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

    private func clearSizeCache() {
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
            frame = CGRect(x: frame.minX.isFinite ? frame.minX : 0, y: frame.minY.isFinite ? frame.minY : 0,
                           width: frame.width.isFinite ? frame.width : 0, height: frame.height.isFinite ? frame.height : 0)
        }
        let anchor = context.anchorOrigin
        let local = CGRect(x: frame.minX - anchor.x, y: frame.minY - anchor.y, width: frame.width, height: frame.height)
        let old = localFrame
        let moved = local != old
        let resized = local.size != old.size
        let proposal = proposal ?? ProposedViewSize(frame.size)
        let subtreeChanged = needsPlacement || proposal != placementProposal
        placementProposal = proposal
        // A node that reads its absolute position is re-placed whenever its parent is (the
        // parent may have moved even if this node did not move relative to it).
        guard moved || subtreeChanged || placesByAbsolutePosition else { return }
        localFrame = local
        needsPlacement = false
        if moved, hasBeenPlaced, !isStructural {
            // A node updated in this pass animates its frame with its own transaction (which
            // `.animation(_:value:)` may have changed); others with the pass's.
            let own = updateStamp == context.updateStamp
            // Only an animating transaction (or an animator already made) needs the transaction
            // itself: copying one per moved node is most of the cost of a long list's move.
            if frameSlot != nil || (own ? updateBox.animates : context.transactionAnimates) {
                setFrame(from: old, to: local, time: context.time, transaction: own ? updateTransaction : context.transaction)
            }
        }
        hasBeenPlaced = true
        guard subtreeChanged || resized || placesByAbsolutePosition else { return }
        if !isStructural { context.anchorOrigin = frame.origin }
        defer { context.anchorOrigin = anchor }
        if let modifier = primitiveModifier {
            modifier.place(node: self, in: frame, content: contentLayoutChildren, context: context)
        } else if let primitive, !isStructural {
            primitive.placeChildren(node: self, in: frame, context: context)
        } else {
            ZStackLayout(alignment: .center).place(layoutChildren, in: frame, proposal: proposal, context: context)
        }
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
        var presented = frameSlot?.animator.value(at: t) ?? localFrame
        if let anchor = layoutAnchor {
            let origin = anchor.presentedFrame(at: t).origin
            presented = presented.offsetBy(dx: origin.x, dy: origin.y)
        }
        memoTime = t
        memoGeneration = generation
        memoFrame = presented
        return presented
    }

    // MARK: - Drawing

    func draw(into builder: inout DisplayListBuilder) {
        guard let effect = transitionEffect(at: builder.time) else {
            drawContent(into: &builder)
            return
        }
        guard effect.opacity > 0 else { return }
        if effect.opacity < 1 {
            var g = GroupEffects()
            g.opacity = effect.opacity
            builder.items.append(.beginGroup(g))
        }
        builder.withTransform(effect.transform) { drawContent(into: &$0) }
        if effect.opacity < 1 { builder.items.append(.endGroup) }
    }

    /// Draws the node itself, then children that are leaving (inert to input), unless the node
    /// drew them among its children (`drawChildrenInOrder`).
    private func drawContent(into builder: inout DisplayListBuilder) {
        if !removingChildren.isEmpty { leavingDrawnInPlace = false }
        if let primitive {
            primitive.draw(node: self, into: &builder)
        } else {
            drawChildrenInOrder(into: &builder)
        }
        if !removingChildren.isEmpty, !leavingDrawnInPlace {
            for leaving in removingChildren { drawLeaving(leaving.node, into: &builder) }
        }
    }

    /// Draws the children in order with each leaving child at the place it had among its
    /// siblings, so that the siblings after it still draw over it while it fades, as in SwiftUI
    /// (a removed row under the rows that move up into its place, not over them).
    func drawChildrenInOrder(into builder: inout DisplayListBuilder) {
        guard !removingChildren.isEmpty else {
            for child in children { child.draw(into: &builder) }
            return
        }
        leavingDrawnInPlace = true
        let leaving = removingChildren.enumerated().sorted { ($0.element.index, $0.offset) < ($1.element.index, $1.offset) }.map(\.element)
        var next = 0
        for (i, child) in children.enumerated() {
            while next < leaving.count, leaving[next].index <= i {
                drawLeaving(leaving[next].node, into: &builder)
                next += 1
            }
            child.draw(into: &builder)
        }
        for rest in leaving[next...] { drawLeaving(rest.node, into: &builder) }
    }

    private func drawLeaving(_ node: Node, into builder: inout DisplayListBuilder) {
        let saved = builder.hitTestingEnabled
        builder.hitTestingEnabled = false
        node.draw(into: &builder)
        builder.hitTestingEnabled = saved
    }

    /// True while the node is in its host's tree (not removed).
    var isAttached: Bool {
        var n: Node = self
        while let p = n.parent {
            guard p.children.contains(where: { $0 === n }) else { return false }
            n = p
        }
        return n === host?.root
    }

    /// Visits the node and its descendants depth first.
    func forEachNode(_ body: (Node) -> Void) {
        body(self)
        for child in children { child.forEachNode(body) }
    }
}

/// The new children a node reconciles: their keys, and their views, which a list may box only
/// when they are needed (a new or changed child).
protocol ChildList {
    /// Keys in order (before repeated keys are told apart).
    var keys: [ChildKey] { get }
    func viewType(at index: Int) -> ObjectIdentifier
    /// Whether child `index` describes the same view as `node`'s (a node of the same view type).
    func describesSameView(at index: Int, as node: Node) -> Bool
    func view(at index: Int) -> any View
}

extension Array: ChildList where Element == ChildView {
    var keys: [ChildKey] { map(\.key) }
    func viewType(at index: Int) -> ObjectIdentifier { ObjectIdentifier(type(of: self[index].view)) }
    func describesSameView(at index: Int, as node: Node) -> Bool { node.viewIsEqual(to: self[index].view) }
    func view(at index: Int) -> any View { self[index].view }
}

/// Child keys mapped to old indices while matching (see `Node.matchKeys`).
struct KeySlots {
    static let claimed = -1, absent = -2
    private var slots: [ChildKey: Int] = [:]
    init(capacity: Int) { slots.reserveCapacity(capacity) }
    mutating func add(_ key: ChildKey, index: Int) { slots[key] = index }
    /// Marks `key` claimed and returns what it mapped to: an old index, `claimed` or `absent`.
    mutating func claim(_ key: ChildKey) -> Int {
        func swap(_ value: inout Int) -> Int {
            let prior = value
            value = Self.claimed
            return prior
        }
        return swap(&slots[key, default: Self.absent])
    }
}

/// A node's animators by property name: a short list searched in order (a node animates a few
/// properties, and comparing short names costs less than hashing them; drawing a frame looks
/// them up for every node).
struct SlotTable {
    private var names: [String] = []
    private var slots: [AnyAnimatedSlot] = []

    var keys: [String] { names }

    subscript(name: String) -> AnyAnimatedSlot? {
        get {
            for i in names.indices where names[i] == name { return slots[i] }
            return nil
        }
        set {
            if let i = names.firstIndex(of: name) {
                if let newValue {
                    slots[i] = newValue
                } else {
                    names.remove(at: i)
                    slots.remove(at: i)
                }
            } else if let newValue {
                names.append(name)
                slots.append(newValue)
            }
        }
    }
}

/// State shared by every node of a host's tree.
final class TreeState {
    /// Changes with every layout pass (see `Node.presentedFrame(at:)`).
    private(set) var generation = 0
    /// Set once any node has had a `.zIndex`: until then siblings are drawn in source order
    /// without looking for one.
    var usesZIndex = false
    /// Called when a layout pass starts and ends: every remembered presented frame is stale.
    func advance() { generation &+= 1 }

    /// `viewComparator(for:)` of each view type met, made once (one shared closure per type
    /// stays in the processor's cache; one per node would not).
    private var comparators: [ObjectIdentifier: (any View, any View) -> Bool] = [:]

    func comparator(for type: ObjectIdentifier, _ view: any View) -> (any View, any View) -> Bool {
        if let known = comparators[type] { return known }
        let made = viewComparator(for: view)
        comparators[type] = made
        return made
    }

    /// `valueComparator(for:)` of each view type met (nil for types that are not `Equatable`).
    private var valueComparators: [ObjectIdentifier: ((any View, UnsafeRawPointer) -> Bool)?] = [:]

    func valueComparator(for type: ObjectIdentifier, _ view: any View) -> ((any View, UnsafeRawPointer) -> Bool)? {
        if let known = valueComparators[type] { return known }
        let made = SceneGraph.valueComparator(for: view)
        valueComparators[type] = made
        return made
    }
}

/// A transaction held by reference (see `Node.pendingTransaction`).
final class TransactionBox: Sendable {
    let transaction: Transaction
    /// Whether the transaction animates changes (it has an animation and does not disable them).
    let animates: Bool
    init(_ transaction: Transaction) {
        self.transaction = transaction
        self.animates = transaction.effectiveAnimation != nil
    }
    static let none = TransactionBox(Transaction())
}

/// A stack's child sizes for one proposal (see `StackLayout.childSizes(_:node:context:)`).
final class StackSizes {
    let proposal: ProposedViewSize
    let sizes: [CGSize]
    /// The proposal that gave each child its size (it is placed with it).
    let proposals: [ProposedViewSize]
    init(proposal: ProposedViewSize, sizes: [CGSize], proposals: [ProposedViewSize]) {
        self.proposal = proposal
        self.sizes = sizes
        self.proposals = proposals
    }
}

struct DuplicateKey: Hashable, CustomStringConvertible {
    var base: ChildKey
    var occurrence: Int
    var description: String { "\(base)~\(occurrence)" }
}

/// Indices (into `values`) of one longest strictly increasing subsequence, O(n log n).
func longestIncreasingSubsequence(_ values: [Int]) -> [Int] {
    var tails: [Int] = [] // index into values of the smallest tail of each length
    var previous = [Int](repeating: -1, count: values.count)
    for (i, v) in values.enumerated() {
        var lo = 0, hi = tails.count
        while lo < hi {
            let mid = (lo + hi) / 2
            if values[tails[mid]] < v { lo = mid + 1 } else { hi = mid }
        }
        if lo > 0 { previous[i] = tails[lo - 1] }
        if lo == tails.count { tails.append(i) } else { tails[lo] = i }
    }
    var out: [Int] = []
    var k = tails.last ?? -1
    while k >= 0 { out.append(k); k = previous[k] }
    return out.reversed()
}
