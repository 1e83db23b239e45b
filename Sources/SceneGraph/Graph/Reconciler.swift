import Foundation

extension Node {

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
        shapePathMemo = nil
        clearSizeCache()
        invalidateLayoutCache()
        needsPlacement = true
        layoutChildrenCache = nil
        var ancestor = parent
        // An ancestor already invalid has had its own ancestors invalidated too, so the walk
        // stops there, unless it is structural: a structural node is never measured or placed
        // itself (its parent lays out its children), so it can look invalid while the parent
        // above it still holds a layout with its old children (a disclosure group's rows in a
        // list, toggled by the group's own state).
        while let a = ancestor, a.isStructural || !(a.cachedCount == 0 && a.needsPlacement && a.layoutChildrenCache == nil && a.layoutCacheIsStale) {
            a.clearSizeCache()
            a.invalidateLayoutCache()
            a.needsPlacement = true
            a.layoutChildrenCache = nil
            ancestor = a.parent
        }
        if context.recordsMutations { context.record(.update(path: path)) }
        updateTransaction = context.transaction
        updateStamp = host?.updateCount ?? 0
        guard depth < SceneHost.maximumDepth else {
            // Each level costs the host's recursive passes a few kilobytes of stack: refuse
            // what would overflow it (see `SceneHost.maximumDepth`).
            host?.reportTooDeep()
            return
        }
        if let primitive {
            primitive.update(node: self, context: context)
            let childEnvironment = primitive.childEnvironment(environment)
            let childTransaction = primitive.childTransaction(context.transaction, node: self)
            context.transactionStack.append(childTransaction)
            defer { context.transactionStack.removeLast() }
            if let list = primitive.childList(node: self, environment: childEnvironment) {
                reconcileChildren(list: list, environment: childEnvironment, context: &context)
            } else {
                reconcileChildren(
                    primitive.children(node: self, environment: childEnvironment),
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
        let match = KeyedDiff.match(newKeys, oldKeys: childKeys)
        var result: [Node] = []
        result.reserveCapacity(newKeys.count)
        var resultKeys: [ChildKey] = []
        resultKeys.reserveCapacity(newKeys.count)
        var matchedOld: [Int] = [] // old index for each reused node, in new order (when recording)
        var reusedNewPositions: [Int] = []
        var used = [Bool](repeating: false, count: old.count)
        var structural = false
        // Where this update's first `onAppear` of a new child goes (see the removals below).
        let firstAppearAction = context.appearActions.count
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
                    || !newChildren.describesSameView(at: position, as: node)
                {
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
                if !outer { node.beginInsertion(context: &context) }
                node.didAppear(context: &context)
            }
        }
        if let duplicate = match.firstDuplicate {
            host?.warnOnce("duplicate id \(duplicate) among the children of \(typeName) at \(path); later occurrences get distinct identities")
        }
        for (i, removed) in old.enumerated() where !used[i] {
            if context.recordsMutations { context.record(.remove(path: removed.path)) }
            if removed.leavesAtOnce {
                // A view whose transition is `.identity` leaves before its replacement arrives:
                // SwiftUI runs its `onDisappear` before the new views' `onAppear` (with any
                // other transition, after them).
                var leaving = context
                leaving.appearActions = []
                removed.willDisappear(context: &leaving)
                context.appearActions.insert(contentsOf: leaving.appearActions, at: firstAppearAction)
            } else {
                removed.willDisappear(context: &context)
            }
            if !context.suppressTransitions, let end = removed.beginRemoval(context: &context) {
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
        // Out of `children` from now on (see `Node.isAttached`).
        for (i, removed) in old.enumerated() where !used[i] { removed.wasRemoved = true }
        children = result
        childKeys = resultKeys
        hasStructuralChild = structural
        layoutChildrenCache = nil
    }

    func didAppear(context: inout UpdateContext) {
        if let actions = self[attachment: LifecycleActions.self]?.onAppear {
            context.appearActions.append(contentsOf: actions)
        }
    }

    /// Whether every view of this subtree leaves with the `.identity` transition given to it
    /// (not the default `.opacity`, nor a transition with a body): it leaves at once.
    var leavesAtOnce: Bool {
        let units = transitionUnits
        return !units.isEmpty
            && units.allSatisfy { $0.holder != nil && $0.transition.body == nil && $0.transition.removal.isIdentity }
    }

    func willDisappear(context: inout UpdateContext) {
        for child in children { child.willDisappear(context: &context) }
        if let actions = self[attachment: LifecycleActions.self]?.onDisappear {
            context.appearActions.append(contentsOf: actions)
        }
    }
}

/// The new children a node reconciles: their keys, and their views, which a list may box only
/// when they are needed (a new or changed child).
@MainActor
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
