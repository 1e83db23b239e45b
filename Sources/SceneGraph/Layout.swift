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
public final class LayoutContext {
    public let textMeasurer: TextMeasurer
    /// Number of `sizeThatFits` computations not served from a cache (for tests and benchmarks).
    public internal(set) var measurements = 0
    /// The pass in progress: its time, transaction and update stamp.
    var time = 0.0
    var transaction = Transaction()
    var updateStamp = 0
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

    func place(_ children: [Node], in bounds: CGRect, context: LayoutContext) {
        let proposal = ProposedViewSize(bounds.size)
        for child in children {
            let s = child.sizeThatFits(proposal, context: context)
            child.place(in: CGRect(origin: alignment.origin(of: s, in: bounds), size: s), context: context)
        }
    }
}

/// A row or column of children sharing the space along one axis, as SwiftUI's stacks do: the
/// least flexible children are sized first, each offered an equal share of what remains.
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

    /// Sizes of each child for `proposal`.
    func childSizes(_ p: ProposedViewSize, children: [Node], context: LayoutContext) -> [CGSize] {
        let n = children.count
        guard n > 0 else { return [] }
        let proposedMain = axis == .horizontal ? p.width : p.height
        let proposedCross = axis == .horizontal ? p.height : p.width
        guard let available = proposedMain, available.isFinite else {
            // Ideal (nil) or unlimited (infinity): every child gets the same proposal.
            return children.map { $0.sizeThatFits(proposal(main: proposedMain, cross: proposedCross), context: context) }
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
        var left = n
        for i in order {
            let share = max(remaining / CGFloat(left), 0)
            // Nothing left to share: the answer to the smallest probe (same proposal) stands.
            let s = share == 0 ? smallestSizes[i] : children[i].sizeThatFits(proposal(main: share, cross: proposedCross), context: context)
            sizes[i] = s
            remaining -= main(s)
            left -= 1
        }
        return sizes
    }

    /// `childSizes`, remembered on `node` for its last proposal (measuring then placing a stack
    /// with the same proposal, as every pass does, computes them once).
    func childSizes(_ p: ProposedViewSize, node: Node, context: LayoutContext) -> [CGSize] {
        if let cached = node.stackSizesCache, cached.proposal == p { return cached.sizes }
        let sizes = childSizes(p, children: node.layoutChildren, context: context)
        node.stackSizesCache = StackSizes(proposal: p, sizes: sizes)
        return sizes
    }

    func sizeThatFits(_ p: ProposedViewSize, node: Node, context: LayoutContext) -> CGSize {
        let sizes = childSizes(p, node: node, context: context)
        let m = sizes.reduce(0) { $0 + main($1) } + totalSpacing(sizes.count)
        let c = sizes.map(cross).max() ?? 0
        return axis == .horizontal ? CGSize(width: m, height: c) : CGSize(width: c, height: m)
    }

    func place(node: Node, in bounds: CGRect, context: LayoutContext) {
        place(node.layoutChildren, sizes: childSizes(ProposedViewSize(bounds.size), node: node, context: context),
              in: bounds, context: context)
    }

    func sizeThatFits(_ p: ProposedViewSize, children: [Node], context: LayoutContext) -> CGSize {
        let sizes = childSizes(p, children: children, context: context)
        let m = sizes.reduce(0) { $0 + main($1) } + totalSpacing(sizes.count)
        let c = sizes.map(cross).max() ?? 0
        return axis == .horizontal ? CGSize(width: m, height: c) : CGSize(width: c, height: m)
    }

    func place(_ children: [Node], in bounds: CGRect, context: LayoutContext) {
        place(children, sizes: childSizes(ProposedViewSize(bounds.size), children: children, context: context),
              in: bounds, context: context)
    }

    private func place(_ children: [Node], sizes: [CGSize], in bounds: CGRect, context: LayoutContext) {
        var cursor = axis == .horizontal ? bounds.minX : bounds.minY
        for (child, s) in zip(children, sizes) {
            let origin: CGPoint
            if axis == .horizontal {
                origin = CGPoint(x: cursor, y: bounds.minY + alignment.vertical.offset(bounds.height, s.height))
            } else {
                origin = CGPoint(x: bounds.minX + alignment.horizontal.offset(bounds.width, s.width), y: cursor)
            }
            child.place(in: CGRect(origin: origin, size: s), context: context)
            cursor += main(s) + spacing
        }
    }
}

extension Node {
    /// The layout frame as presented at time `t` (animated when layout changes animate).
    func presentedFrame(at t: Double) -> CGRect {
        frameSlot?.animator.value(at: t) ?? frame
    }

    /// Sets the model layout frame at `time`, animating with `transaction` (the "frame"
    /// property of `setAnimatable`, through a typed field).
    func setFrame(_ frame: CGRect, time: Double, transaction: Transaction) {
        guard let slot = frameSlot else {
            let slot = AnimatedSlot(frame.sanitized(name: "frame", node: self))
            frameSlot = slot
            animatedSlots["frame"] = slot
            return
        }
        set(slot, to: frame, name: "frame", time: time, transaction: transaction, initialVelocity: nil)
    }
}

/// A node's cache of `sizeThatFits` answers by proposal. The first three answers are stored
/// in the node itself and searched in order: a node sees few proposals per pass, and in a large
/// tree the node is already in the processor's cache while a separate table would not be.
/// Further answers go to a short list that keeps the latest `overflowCapacity`; an evicted
/// proposal is measured again if it comes back.
struct SizeCache {
    static let overflowCapacity = 16
    private var proposal0 = ProposedViewSize.unspecified, size0 = CGSize.zero
    private var proposal1 = ProposedViewSize.unspecified, size1 = CGSize.zero
    private var proposal2 = ProposedViewSize.unspecified, size2 = CGSize.zero
    private var inlineCount: UInt8 = 0
    private var overflow: [(proposal: ProposedViewSize, size: CGSize)] = []

    var isEmpty: Bool { inlineCount == 0 }

    subscript(proposal: ProposedViewSize) -> CGSize? {
        if inlineCount > 0, proposal0 == proposal { return size0 }
        if inlineCount > 1, proposal1 == proposal { return size1 }
        if inlineCount > 2, proposal2 == proposal { return size2 }
        if inlineCount > 2 {
            for entry in overflow where entry.proposal == proposal { return entry.size }
        }
        return nil
    }

    mutating func insert(_ size: CGSize, for proposal: ProposedViewSize) {
        switch inlineCount {
        case 0: proposal0 = proposal; size0 = size; inlineCount = 1
        case 1: proposal1 = proposal; size1 = size; inlineCount = 2
        case 2: proposal2 = proposal; size2 = size; inlineCount = 3
        default:
            if overflow.count >= Self.overflowCapacity { overflow.removeFirst() }
            overflow.append((proposal, size))
        }
    }

    mutating func removeAll() {
        inlineCount = 0
        if !overflow.isEmpty { overflow.removeAll(keepingCapacity: true) }
    }
}

