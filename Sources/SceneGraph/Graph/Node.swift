import Foundation

/// A live node: one per view identity, kept across updates. Holds the latest view value, the
/// `@State` storage, the animators of the node's animatable properties and its layout frame.
///
/// Nodes are internal to the host; tests see them through `SceneHost` and the display list.
///
/// The fields drawing reads at every node of every frame are `@exclusivity(unchecked)`: a
/// node is used on the main actor only, and no access to them overlaps another, so the
/// run-time exclusivity check (about 75 instructions a read) bought nothing there.
@MainActor
final class Node {
    // Fields are declared (and so laid out) with the ones every update of a parent reads for
    // each child first, then the ones every layout pass reads: a pass over a large tree is
    // bound by how many cache lines of each node it touches, not by arithmetic.
    let viewType: ObjectIdentifier
    /// Set when a state write invalidated the node; carries that write's transaction. (A
    /// transaction is 136 bytes, so the node holds it boxed.)
    var pendingBox: TransactionBox?
    var view: any View
    @exclusivity(unchecked) var environment: EnvironmentValues
    var isStructural: Bool
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
    var cachedProposal0 = ProposedViewSize.unspecified, cachedSize0 = CGSize.zero
    var cachedProposal1 = ProposedViewSize.unspecified, cachedSize1 = CGSize.zero
    var cachedProposal2 = ProposedViewSize.unspecified, cachedSize2 = CGSize.zero
    var cachedCount: UInt8 = 0
    var cachedOverflow: [(proposal: ProposedViewSize, size: CGSize)] = []
    static let sizeOverflowCapacity = 16
    /// The animator of the layout frame (also listed in `animatedSlots` under `.frame`), made the
    /// first time the frame animates (see `setFrame`).
    var frameSlot: AnimatedSlot<CGRect>?
    /// False until the first placement (which never animates).
    var hasBeenPlaced = false
    /// The proposal the node was placed with (its parent measured it with this one): a
    /// container lays its children out for it, as SwiftUI's `placeSubviews` does.
    var placementProposal = ProposedViewSize.unspecified
    /// Memo of `presentedFrame(at:)`: valid for `memoTime` while `treeState`'s generation has
    /// not moved on.
    @exclusivity(unchecked) var memoTime = Double.nan
    @exclusivity(unchecked) var memoGeneration = -1
    @exclusivity(unchecked) var memoFrame = CGRect.zero
    /// Shared by every node of a host.
    let treeState: TreeState
    /// Set on a node whose layout depends on its absolute position (`readsAbsolutePosition`)
    /// and on all its ancestors: moving them re-places their subtree.
    var placesByAbsolutePosition = false
    @exclusivity(unchecked) var children: [Node] = []
    /// Whether any child is structural (else `layoutChildren` is `children` itself).
    var hasStructuralChild = false
    /// The keys of `children`, in order: matching reads this contiguous array rather than every
    /// child node.
    var childKeys: [ChildKey] = []
    var layoutChildrenCache: [Node]?
    /// The view as a framework view, if it is one, in an immutable box: drawing calls it
    /// through the box's `let` in place, where reading an existential from a `var` copies it
    /// (and checks exclusivity) at every node of every frame.
    @exclusivity(unchecked) var primitiveBox: PrimitiveViewBox?
    var primitive: PrimitiveView? {
        get { primitiveBox?.view }
        set { primitiveBox = newValue.map(PrimitiveViewBox.init) }
    }
    /// The outline a shape view drew last (`_ShapeView.draw`); dropped whenever the view changes.
    @exclusivity(unchecked) var shapePathMemo: ShapePathMemo?
    /// The node's modifier when its view is a `ModifiedContent` with a framework modifier.
    var primitiveModifier: PrimitiveModifier? {
        get { primitiveModifierBox?.modifier }
        set { primitiveModifierBox = newValue.map(PrimitiveModifierBox.init) }
    }
    /// `primitiveModifier` in an immutable box (see `primitiveBox`).
    @exclusivity(unchecked) var primitiveModifierBox: PrimitiveModifierBox?
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
    /// The cache of the node's `Layout` (a stack's child sizes for its last proposal, shared by
    /// measuring and placing; a user layout's own cache), nil until a layout with a cache runs.
    var layoutCache: LayoutCacheStorage?
    /// The transaction of the node's last update (with `updateStamp`, the host update count then).
    var updateBox = TransactionBox.none
    var updateTransaction: Transaction {
        get { updateBox.transaction }
        set { updateBox = TransactionBox(newValue) }
    }
    /// Identity path from the root, e.g. `0/1/#3` (slots and explicit ids).
    let path: String
    /// `motionPath`, once asked for (see `MotionPath`).
    var motionPathCache: String?
    let depth: Int
    weak var host: SceneHost?

    /// `@State` storage by property name.
    var stateSlots: [String: AnyObject] = [:]
    /// Animators of the node's animatable properties, by `AnimatableProperty`.
    @exclusivity(unchecked) var animatedSlots = SlotTable()
    /// Children kept alive, drawn but inert, until their removal transition ends.
    @exclusivity(unchecked) var removingChildren: [RemovingChild] = []
    /// The `.zIndex` set on this node, if any.
    var explicitZIndex: Double?
    /// What features keep on the node between updates, by type (`NodeAttachment`).
    var attachments = NodeAttachments()
    var referenceStorage: NodeReference?
    /// Set while this node draws, once its leaving children were drawn among the others.
    @exclusivity(unchecked) var leavingDrawnInPlace = false
    /// Set when the node leaves its parent's children (the reconciler removed it; it is never
    /// a child again), so that `isAttached` needs no search among its siblings.
    var wasRemoved = false

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
        let primitive = view as? PrimitiveView
        self.primitiveBox = primitive.map(PrimitiveViewBox.init)
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

    /// A framework view held by a node (`Node.primitiveBox`).
    final class PrimitiveViewBox {
        let view: any PrimitiveView
        init(_ view: any PrimitiveView) { self.view = view }
    }

    /// A framework modifier held by a node (`Node.primitiveModifierBox`).
    final class PrimitiveModifierBox {
        let modifier: any PrimitiveModifier
        init(_ modifier: any PrimitiveModifier) { self.modifier = modifier }
    }

    isolated deinit {
        referenceStorage?.clear()
        for child in children { child.parent = nil }
        for leaving in removingChildren { leaving.node.parent = nil }
    }

    /// A readable type name for messages and dumps, without module prefixes.
    var typeName: String {
        let full = String(describing: type(of: view))
        return full.split(separator: "<").first.map(String.init) ?? full
    }

    /// True while the node is in its host's tree (not removed).
    var isAttached: Bool {
        // O(depth): a node leaves its parent's children only when the reconciler removes it,
        // which marks it (`wasRemoved`); searching the siblings made 1,000 matched views in one
        // group cost time quadratic in their number.
        var n: Node = self
        while let p = n.parent {
            guard !n.wasRemoved else { return false }
            n = p
        }
        return !n.wasRemoved && n === host?.root
    }

    /// Visits the node and its descendants depth first.
    func forEachNode(_ body: (Node) -> Void) {
        body(self)
        for child in children { child.forEachNode(body) }
    }
}
