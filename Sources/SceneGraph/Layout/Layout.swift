import Foundation

/// A size proposed by a parent: nil in a dimension means "your ideal size", infinity "as much
/// as you like", zero "as little as you can" (SwiftUI's `ProposedViewSize`).
public struct ProposedViewSize: Hashable, Sendable, CustomStringConvertible {
    public var width: CGFloat?
    public var height: CGFloat?
    public init(width: CGFloat?, height: CGFloat?) {
        self.width = width
        self.height = height
    }
    public init(_ size: CGSize) { self.init(width: size.width, height: size.height) }
    public static let unspecified = ProposedViewSize(width: nil, height: nil)
    public static let zero = ProposedViewSize(width: 0, height: 0)
    public static let infinity = ProposedViewSize(width: .infinity, height: .infinity)

    /// The proposal with nil replaced by `size`'s dimensions.
    public func replacingUnspecifiedDimensions(by size: CGSize = CGSize(width: 10, height: 10)) -> CGSize {
        CGSize(width: width ?? size.width, height: height ?? size.height)
    }
    public var description: String {
        "(\(width.map { fmt($0) } ?? "nil"), \(height.map { fmt($0) } ?? "nil"))"
    }
}

/// What layout needs from the host: the text engine and warnings.
@MainActor
public final class LayoutContext {
    public let textMeasurer: TextMeasurer
    /// Number of `sizeThatFits` computations not served from a cache (for tests and benchmarks).
    public internal(set) var measurements = 0
    /// The pass in progress: its time, transaction and update stamp.
    var time = 0.0
    var transaction = Transaction() {
        didSet { transactionAnimates = transaction.effectiveAnimation != nil }
    }
    /// Whether `transaction` animates changes.
    private(set) var transactionAnimates = false
    var updateStamp = 0
    /// Absolute origin of the node whose children are being placed (their frames are stored
    /// relative to it).
    var anchorOrigin = CGPoint.zero
    /// True while placing the subtree of a frame that took the transaction's gesture velocity.
    var insideVelocityFrame = false
    init(textMeasurer: TextMeasurer) { self.textMeasurer = textMeasurer }
}

/// Horizontal alignment of views in a `VStack` or a frame.
public enum HorizontalAlignment: Hashable, Sendable {
    case leading, center, trailing
    func offset(_ available: CGFloat, _ size: CGFloat) -> CGFloat {
        switch self {
        case .leading: return 0
        case .center: return (available - size) / 2
        case .trailing: return available - size
        }
    }
}

/// Vertical alignment of views in an `HStack` or a frame.
public enum VerticalAlignment: Hashable, Sendable {
    case top, center, bottom
    func offset(_ available: CGFloat, _ size: CGFloat) -> CGFloat {
        switch self {
        case .top: return 0
        case .center: return (available - size) / 2
        case .bottom: return available - size
        }
    }
}

/// Two-dimensional alignment (SwiftUI's `Alignment`).
public struct Alignment: Hashable, Sendable {
    public var horizontal: HorizontalAlignment
    public var vertical: VerticalAlignment
    public init(horizontal: HorizontalAlignment, vertical: VerticalAlignment) {
        self.horizontal = horizontal
        self.vertical = vertical
    }
    public static let center = Alignment(horizontal: .center, vertical: .center)
    public static let leading = Alignment(horizontal: .leading, vertical: .center)
    public static let trailing = Alignment(horizontal: .trailing, vertical: .center)
    public static let top = Alignment(horizontal: .center, vertical: .top)
    public static let bottom = Alignment(horizontal: .center, vertical: .bottom)
    public static let topLeading = Alignment(horizontal: .leading, vertical: .top)
    public static let topTrailing = Alignment(horizontal: .trailing, vertical: .top)
    public static let bottomLeading = Alignment(horizontal: .leading, vertical: .bottom)
    public static let bottomTrailing = Alignment(horizontal: .trailing, vertical: .bottom)

    /// Origin of a `size` box aligned inside `bounds`.
    func origin(of size: CGSize, in bounds: CGRect) -> CGPoint {
        CGPoint(x: bounds.minX + horizontal.offset(bounds.width, size.width),
                y: bounds.minY + vertical.offset(bounds.height, size.height))
    }
}

/// Overlapping children, aligned (the layout of `ZStack`, and of any node with several
/// children that is not a stack).
@MainActor
struct ZStackLayout {
    var alignment: Alignment

    func sizeThatFits(_ proposal: ProposedViewSize, children: [Node], context: LayoutContext) -> CGSize {
        guard !children.isEmpty else { return .zero }
        var width: CGFloat = 0, height: CGFloat = 0
        for child in children {
            let s = child.sizeThatFits(proposal, context: context)
            width = max(width, s.width)
            height = max(height, s.height)
        }
        return CGSize(width: width, height: height)
    }

    /// Places each child at the size it chooses for `proposal` (by default the bounds' size;
    /// a container passes the proposal it was measured with, as SwiftUI does, so children are
    /// not measured a second time), aligned in `bounds`.
    func place(_ children: [Node], in bounds: CGRect, proposal: ProposedViewSize? = nil, context: LayoutContext) {
        let proposal = proposal ?? ProposedViewSize(bounds.size)
        for child in children {
            let s = child.sizeThatFits(proposal, context: context)
            child.place(in: CGRect(origin: alignment.origin(of: s, in: bounds), size: s), proposal: proposal, context: context)
        }
    }
}

/// A row or column of children sharing the space along one axis, as SwiftUI's stacks do: the
/// least flexible children are sized first, each offered an equal share of what remains.
@MainActor
struct StackLayout {
    enum Axis { case horizontal, vertical }
    var axis: Axis
    var spacing: CGFloat
    var alignment: Alignment

    private func main(_ s: CGSize) -> CGFloat { axis == .horizontal ? s.width : s.height }
    private func cross(_ s: CGSize) -> CGFloat { axis == .horizontal ? s.height : s.width }
    private func proposal(main: CGFloat?, cross: CGFloat?) -> ProposedViewSize {
        axis == .horizontal ? ProposedViewSize(width: main, height: cross) : ProposedViewSize(width: cross, height: main)
    }

    /// Spacing before child i (0 for the first); spacers add none next to them in SwiftUI, but
    /// keep the default spacing here for simplicity of the model.
    private func totalSpacing(_ n: Int) -> CGFloat { n > 1 ? spacing * CGFloat(n - 1) : 0 }

    /// Sizes of each child for `proposal`, with the proposal that gave each its size.
    func childSizes(_ p: ProposedViewSize, children: [Node], context: LayoutContext) -> (sizes: [CGSize], proposals: [ProposedViewSize]) {
        let n = children.count
        guard n > 0 else { return ([], []) }
        let proposedMain = axis == .horizontal ? p.width : p.height
        let proposedCross = axis == .horizontal ? p.height : p.width
        guard let available = proposedMain, available.isFinite else {
            // Ideal (nil) or unlimited (infinity): every child gets the same proposal.
            let same = proposal(main: proposedMain, cross: proposedCross)
            return (children.map { $0.sizeThatFits(same, context: context) }, [ProposedViewSize](repeating: same, count: n))
        }
        // Flexibility = max − min along the main axis (both probes of a child in one visit).
        let smallest = proposal(main: 0, cross: proposedCross), largest = proposal(main: .infinity, cross: proposedCross)
        var flexibility = [CGFloat](repeating: 0, count: n)
        var smallestSizes = [CGSize](repeating: .zero, count: n)
        var allEqual = true
        for (i, child) in children.enumerated() {
            smallestSizes[i] = child.sizeThatFits(smallest, context: context)
            flexibility[i] = main(child.sizeThatFits(largest, context: context)) - main(smallestSizes[i])
            if flexibility[i] != flexibility[0] { allEqual = false }
        }
        // Least flexible first, ties in source order (which is every child's order when all
        // are equally flexible, as in a list of like rows).
        let order = allEqual ? Array(0..<n) : (0..<n).sorted { (flexibility[$0], $0) < (flexibility[$1], $1) }
        var remaining = max(0, available - totalSpacing(n))
        var sizes = [CGSize](repeating: .zero, count: n)
        var proposals = [ProposedViewSize](repeating: smallest, count: n)
        var left = n
        for i in order {
            let share = max(remaining / CGFloat(left), 0)
            // Nothing left to share: the answer to the smallest probe (same proposal) stands.
            if share > 0 {
                proposals[i] = proposal(main: share, cross: proposedCross)
                sizes[i] = children[i].sizeThatFits(proposals[i], context: context)
            } else {
                sizes[i] = smallestSizes[i]
            }
            remaining -= main(sizes[i])
            left -= 1
        }
        return (sizes, proposals)
    }

    /// `childSizes`, remembered on `node` for its last proposal (measuring then placing a stack
    /// with the same proposal, as every pass does, computes them once).
    func childSizes(_ p: ProposedViewSize, node: Node, context: LayoutContext) -> StackSizes {
        if let cached = node.stackSizesCache, cached.proposal == p { return cached }
        let (sizes, proposals) = childSizes(p, children: node.layoutChildren, context: context)
        let computed = StackSizes(proposal: p, sizes: sizes, proposals: proposals)
        node.stackSizesCache = computed
        return computed
    }

    func sizeThatFits(_ p: ProposedViewSize, node: Node, context: LayoutContext) -> CGSize {
        size(of: childSizes(p, node: node, context: context).sizes)
    }

    /// Places the children with the sizes chosen for the proposal the stack was placed with.
    func place(node: Node, in bounds: CGRect, context: LayoutContext) {
        let computed = childSizes(node.placementProposal, node: node, context: context)
        place(node.layoutChildren, sizes: computed.sizes, proposals: computed.proposals, in: bounds, context: context)
    }

    private func size(of sizes: [CGSize]) -> CGSize {
        let m = sizes.reduce(0) { $0 + main($1) } + totalSpacing(sizes.count)
        let c = sizes.map(cross).max() ?? 0
        return axis == .horizontal ? CGSize(width: m, height: c) : CGSize(width: c, height: m)
    }

    private func place(_ children: [Node], sizes: [CGSize], proposals: [ProposedViewSize], in bounds: CGRect, context: LayoutContext) {
        var cursor = axis == .horizontal ? bounds.minX : bounds.minY
        for (i, (child, s)) in zip(children, sizes).enumerated() {
            let origin: CGPoint
            if axis == .horizontal {
                origin = CGPoint(x: cursor, y: bounds.minY + alignment.vertical.offset(bounds.height, s.height))
            } else {
                origin = CGPoint(x: bounds.minX + alignment.horizontal.offset(bounds.width, s.width), y: cursor)
            }
            child.place(in: CGRect(origin: origin, size: s), proposal: proposals[i], context: context)
            cursor += main(s) + spacing
        }
    }
}

extension Node {
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



/// A stack's child sizes for one proposal (see `StackLayout.childSizes(_:node:context:)`).
@MainActor
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
