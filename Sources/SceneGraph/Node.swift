import Foundation

/// A live node: one per view identity, kept across updates. Holds the latest view value, the
/// `@State` storage, the animators of the node's animatable properties and its layout frame.
///
/// Nodes are internal to the host; tests see them through `SceneHost` and the display list.
final class Node {
    let key: ChildKey
    /// Identity path from the root, e.g. `0/1/#3` (slots and explicit ids).
    let path: String
    let viewType: ObjectIdentifier
    let depth: Int
    private(set) var view: any View
    weak var parent: Node?
    weak var host: SceneHost?
    var children: [Node] = []
    var environment: EnvironmentValues
    private(set) var isStructural: Bool
    private(set) var primitive: PrimitiveView?

    /// `@State` storage by property name.
    var stateSlots: [String: AnyObject] = [:]
    /// Animators of the node's animatable properties by name.
    var animatedSlots: [String: AnyAnimatedSlot] = [:]
    /// Layout frame in absolute canvas coordinates (model value, before animation).
    var frame: CGRect = .zero
    var sizeCache: [ProposedViewSize: CGSize] = [:]
    /// Set when the node or a descendant changed since it was last placed.
    var needsPlacement = true
    var layoutChildrenCache: [Node]?
    /// A stack's child sizes for its last proposal, shared by measuring and placing.
    var stackSizesCache: (proposal: ProposedViewSize, sizes: [CGSize])?
    /// The node's modifier when its view is a `ModifiedContent` with a framework modifier.
    var primitiveModifier: PrimitiveModifier?
    /// Set when a state write invalidated the node; carries that write's transaction.
    var pendingTransaction: Transaction?
    /// The transaction of the node's last update, and the host update count then.
    var updateTransaction = Transaction()
    var updateStamp = -1
    /// Children kept alive, drawn but inert, until their removal transition ends.
    var removingChildren: [RemovingChild] = []
    /// Set while an insertion or removal transition may be running (checked every frame, so it
    /// is a field rather than a lookup).
    var transitionActive = false
    /// The `.zIndex` set on this node, if any.
    var explicitZIndex: Double?
    /// Arbitrary per-node storage for modifiers (gesture state, appearance flags).
    var storage: [String: Any] = [:]

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
        self.primitive = view as? PrimitiveView
        self.isStructural = primitive?.isStructural ?? true
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
        sizeCache.removeAll(keepingCapacity: true)
        stackSizesCache = nil
        needsPlacement = true
        layoutChildrenCache = nil
        var ancestor = parent
        while let a = ancestor, !(a.sizeCache.isEmpty && a.needsPlacement && a.layoutChildrenCache == nil && a.stackSizesCache == nil) {
            a.sizeCache.removeAll(keepingCapacity: true)
            a.stackSizesCache = nil
            a.needsPlacement = true
            a.layoutChildrenCache = nil
            ancestor = a.parent
        }
        context.record(.update(path: path))
        updateTransaction = context.transaction
        updateStamp = host?.updateCount ?? 0
        if let primitive {
            primitive.update(node: self, context: context)
            let childEnvironment = primitive.childEnvironment(environment)
            let childTransaction = primitive.childTransaction(context.transaction, node: self)
            context.transactionStack.append(childTransaction)
            defer { context.transactionStack.removeLast() }
            reconcileChildren(primitive.children(node: self, environment: childEnvironment),
                              environment: childEnvironment, context: &context)
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
    /// moves and removes nodes, recording each mutation.
    func reconcileChildren(_ newChildren: [ChildView], environment: EnvironmentValues, context: inout UpdateContext) {
        let unique = Self.uniqueKeys(newChildren, owner: self, context: &context)
        var oldIndexByKey: [ChildKey: Int] = [:]
        oldIndexByKey.reserveCapacity(children.count)
        for (i, child) in children.enumerated() { oldIndexByKey[child.key] = i }

        var result: [Node] = []
        result.reserveCapacity(unique.count)
        var matchedOld: [Int] = [] // old index for each reused node, in new order
        var reusedNewPositions: [Int] = []
        var used = [Bool](repeating: false, count: children.count)
        for (position, child) in unique.enumerated() {
            if let i = oldIndexByKey[child.key], children[i].viewType == ObjectIdentifier(type(of: child.view)) {
                let node = children[i]
                used[i] = true
                matchedOld.append(i)
                reusedNewPositions.append(position)
                result.append(node)
                // Skip an unchanged, valid subtree: same description, same environment.
                if node.pendingTransaction == nil, node.environment.version == environment.version,
                   viewsEqual(node.view, child.view) {
                    continue
                }
                node.update(with: child.view, environment: environment, context: &context)
            } else {
                let node = Node(key: child.key, view: child.view, parent: self, host: host, environment: environment)
                context.record(.insert(path: node.path, type: node.typeName))
                result.append(node)
                let outer = context.suppressTransitions
                context.suppressTransitions = true
                node.update(with: child.view, environment: environment, context: &context)
                context.suppressTransitions = outer
                if !outer { node.beginInsertion(context: context) }
                node.didAppear(context: &context)
            }
        }
        for (i, old) in children.enumerated() where !used[i] {
            context.record(.remove(path: old.path))
            old.willDisappear(context: &context)
            if !context.suppressTransitions, let end = old.beginRemoval(context: context) {
                removingChildren.append(RemovingChild(node: old, index: i, removalEnd: end))
                host?.removalCount += 1
            }
        }
        // Moves: the reused nodes that are not on the longest increasing run of old indices.
        if !matchedOld.isEmpty {
            let keep = Set(longestIncreasingSubsequence(matchedOld))
            for (k, oldIndex) in matchedOld.enumerated() where !keep.contains(k) {
                context.record(.move(path: children[oldIndex].path, from: oldIndex, to: reusedNewPositions[k]))
            }
        }
        children = result
        layoutChildrenCache = nil
    }

    /// Keys made unique: a repeated key is reported once and its later occurrences get the
    /// occurrence number appended, so behaviour stays deterministic.
    private static func uniqueKeys(_ views: [ChildView], owner: Node, context: inout UpdateContext) -> [ChildView] {
        var seen = Set<ChildKey>()
        var out = views
        var duplicates: [ChildKey] = []
        for i in out.indices {
            var key = out[i].key
            if seen.contains(key) {
                duplicates.append(key)
                var n = 1
                repeat {
                    key = .id(AnyHashable(DuplicateKey(base: out[i].key, occurrence: n)))
                    n += 1
                } while seen.contains(key)
                out[i].key = key
            }
            seen.insert(key)
        }
        if let first = duplicates.first {
            owner.host?.warnOnce("duplicate id \(first) among the children of \(owner.typeName) at \(owner.path); later occurrences get distinct identities")
        }
        return out
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
        var out: [Node] = []
        for child in children {
            if child.isStructural { out.append(contentsOf: child.layoutChildren) } else { out.append(child) }
        }
        layoutChildrenCache = out
        return out
    }

    /// The size this node chooses for `proposal`, cached per proposal.
    func sizeThatFits(_ proposal: ProposedViewSize, context: LayoutContext) -> CGSize {
        if let cached = sizeCache[proposal] { return cached }
        context.measurements += 1
        var size: CGSize
        if let primitive, !isStructural {
            size = primitive.sizeThatFits(proposal, node: self, context: context)
        } else {
            size = ZStackLayout(alignment: .center).sizeThatFits(proposal, children: layoutChildren, context: context)
        }
        // Infinite sizes answer infinite proposals (flexibility probes); NaN and negatives are 0.
        size = CGSize(width: size.width.isNaN ? 0 : max(0, size.width), height: size.height.isNaN ? 0 : max(0, size.height))
        sizeCache[proposal] = size
        return size
    }

    /// Gives the node its frame (absolute layout coordinates) and places its children.
    func place(in frame: CGRect, context: LayoutContext) {
        var frame = frame
        if !frame.width.isFinite || !frame.height.isFinite || !frame.minX.isFinite || !frame.minY.isFinite {
            frame = CGRect(x: frame.minX.isFinite ? frame.minX : 0, y: frame.minY.isFinite ? frame.minY : 0,
                           width: frame.width.isFinite ? frame.width : 0, height: frame.height.isFinite ? frame.height : 0)
        }
        let moved = frame != self.frame
        guard moved || needsPlacement else { return }
        self.frame = frame
        needsPlacement = false
        if moved || animatedSlots["frame"] == nil, !isStructural {
            // A node updated in this pass animates its frame with its own transaction (which
            // `.animation(_:value:)` may have changed); others with the pass's.
            let t = updateStamp == context.updateStamp ? updateTransaction : context.transaction
            setAnimatable("frame", frame, context: UpdateContext(host: host, time: context.time, transaction: t))
        }
        if let primitive, !isStructural {
            primitive.placeChildren(node: self, in: frame, context: context)
        } else {
            ZStackLayout(alignment: .center).place(layoutChildren, in: frame, context: context)
        }
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

    /// Draws the node itself, then children that are leaving (inert to input).
    private func drawContent(into builder: inout DisplayListBuilder) {
        if let primitive {
            primitive.draw(node: self, into: &builder)
        } else {
            for child in children { child.draw(into: &builder) }
        }
        for leaving in removingChildren {
            let saved = builder.hitTestingEnabled
            builder.hitTestingEnabled = false
            leaving.node.draw(into: &builder)
            builder.hitTestingEnabled = saved
        }
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
