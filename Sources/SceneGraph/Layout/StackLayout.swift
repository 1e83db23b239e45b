import Foundation

/// A row of subviews (SwiftUI's `HStackLayout`: what `HStack` lays out with, usable as a
/// `Layout` value, e.g. in `AnyLayout`). `spacing` nil uses each pair's preferred distance
/// (`ViewSpacing`: 8 points, none next to a `Spacer`).
public struct HStackLayout: AxisStackLayout {
    public var alignment: VerticalAlignment
    public var spacing: CGFloat?
    public init(alignment: VerticalAlignment = .center, spacing: CGFloat? = nil) {
        self.alignment = alignment
        self.spacing = spacing
    }
    public typealias Cache = _StackLayoutCache
    public static var layoutProperties: LayoutProperties {
        var properties = LayoutProperties()
        properties.stackOrientation = .horizontal
        return properties
    }
    var stack: StackAlgorithm {
        StackAlgorithm(
            axis: .horizontal, spacing: spacing.map { $0.isFinite ? max(0, $0) : 0 },
            alignment: Alignment(horizontal: .center, vertical: alignment))
    }
}

/// A column of subviews (SwiftUI's `VStackLayout`); see `HStackLayout`.
public struct VStackLayout: AxisStackLayout {
    public var alignment: HorizontalAlignment
    public var spacing: CGFloat?
    public init(alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil) {
        self.alignment = alignment
        self.spacing = spacing
    }
    public typealias Cache = _StackLayoutCache
    public static var layoutProperties: LayoutProperties {
        var properties = LayoutProperties()
        properties.stackOrientation = .vertical
        return properties
    }
    var stack: StackAlgorithm {
        StackAlgorithm(
            axis: .vertical, spacing: spacing.map { $0.isFinite ? max(0, $0) : 0 },
            alignment: Alignment(horizontal: alignment, vertical: .center))
    }
}

/// What `HStackLayout` and `VStackLayout` share: both are `StackAlgorithm` along their axis, with
/// the same cache, measuring, placing and alignment; each says only its axis, alignment and
/// spacing (`stack`).
protocol AxisStackLayout: Layout where Cache == _StackLayoutCache {
    var stack: StackAlgorithm { get }
}

extension AxisStackLayout {
    public func makeCache(subviews: Subviews) -> Cache { Cache() }
    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) -> CGSize {
        stack.sizeThatFits(proposal, subviews: subviews, cache: &cache)
    }
    public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) {
        stack.place(in: bounds, proposal: proposal, subviews: subviews, cache: &cache)
    }
    /// The spacing the stack prefers around it: its first subview's before it along its axis,
    /// its last subview's after it, and every subview's merged across it (the rule Apple's
    /// `Layout.spacing(subviews:cache:)` documentation gives for a stack). A column of texts next to
    /// a text is thus set line against line (the text-to-text distance, 0), as iOS draws it: on
    /// iOS 17 a 9 pt caption sits 0.6 pt above the 22 pt line of the column under it
    /// (`Tools/ios-reference` weatherapp-onedayshort); with no preference here it was 8 pt.
    public func spacing(subviews: Subviews, cache: inout Cache) -> ViewSpacing {
        var spacing = ViewSpacing()
        let vertical = stack.axis == .vertical
        for (k, index) in subviews.indices.enumerated() {
            var edges: Edge.Set = vertical ? [.leading, .trailing] : [.top, .bottom]
            if k == 0 { edges.formUnion(vertical ? .top : .leading) }
            if k == subviews.count - 1 { edges.formUnion(vertical ? .bottom : .trailing) }
            spacing.formUnion(subviews[index].spacing, edges: edges)
        }
        return spacing
    }
    /// The subviews' explicit values of `guide` where the stack places them, merged by the
    /// guide's rule (custom guides and text baselines pass through a stack; edges do not).
    public func explicitAlignment(
        of guide: HorizontalAlignment, in bounds: CGRect, proposal: ProposedViewSize,
        subviews: Subviews, cache: inout Cache
    ) -> CGFloat? {
        stack.explicitAlignment(AlignmentGuide(guide), in: bounds, proposal: proposal, subviews: subviews, cache: &cache)
    }
    public func explicitAlignment(
        of guide: VerticalAlignment, in bounds: CGRect, proposal: ProposedViewSize,
        subviews: Subviews, cache: inout Cache
    ) -> CGFloat? {
        stack.explicitAlignment(AlignmentGuide(guide), in: bounds, proposal: proposal, subviews: subviews, cache: &cache)
    }
}

/// A stack's memo: the distances between its subviews, their priorities, and the sizes chosen
/// for the last proposal (measuring then placing with the same proposal, as every pass does,
/// computes them once).
public struct _StackLayoutCache {
    var distances: [CGFloat]?
    var priorities: [Double]?
    var proposal: ProposedViewSize?
    var sizes: [CGSize] = []
    var proposals: [ProposedViewSize] = []
    /// With explicit guides in the tree: each subview's position of the stack's alignment guide
    /// (across the axis), and the line they meet on, from the stack's leading or top edge.
    var crossGuides: [CGFloat]?
    var crossLine: CGFloat = 0
    var size = CGSize.zero
    init() {}
}

/// SwiftUI's stack algorithm along one axis (learnt from the SwiftUI Field Guide's stack pages
/// and OpenSwiftUI's reimplementation; written here from that description):
///
/// 1. Without a length along the axis (nil: ideal size), every subview is proposed nil along
///    it and the stack's proposal across it.
/// 2. Otherwise the available length is the proposal minus the spacing. Subviews are put in
///    fitting order: higher `layoutPriority` first (a `Spacer` is −∞, so last); within a
///    priority, the less flexible first, flexibility being the difference between a subview's
///    length for a proposal of infinity and for zero (two views of infinite flexibility: the
///    one with the larger minimum first); ties keep source order.
/// 3. Before the first priority group is sized, the minimum lengths of every lower-priority
///    subview are set aside; before each later group, its own minimums are given back.
/// 4. Within a group each subview in turn is proposed an equal share of what is left
///    (left / subviews still to size, never negative), and what it takes is subtracted.
/// 5. The stack is as long as its subviews and spacing, and as thick as its thickest subview;
///    subviews are placed in source order, aligned across the axis.
@MainActor
struct StackAlgorithm {
    var axis: Axis
    /// Uniform spacing, or nil for each pair's preferred distance.
    var spacing: CGFloat?
    var alignment: Alignment

    private func main(_ s: CGSize) -> CGFloat { axis == .horizontal ? s.width : s.height }
    private func cross(_ s: CGSize) -> CGFloat { axis == .horizontal ? s.height : s.width }
    private func proposal(main: CGFloat?, cross: CGFloat?) -> ProposedViewSize {
        axis == .horizontal ? ProposedViewSize(width: main, height: cross) : ProposedViewSize(width: cross, height: main)
    }

    /// The distance before each subview (0 before the first).
    func distances(_ subviews: LayoutSubviews) -> [CGFloat] {
        var out = [CGFloat](repeating: 0, count: subviews.count)
        guard subviews.count > 1 else { return out }
        if let spacing {
            for i in 1..<out.count { out[i] = spacing }
            return out
        }
        var previous = subviews[subviews.startIndex].spacing
        for (i, index) in subviews.indices.enumerated().dropFirst() {
            let next = subviews[index].spacing
            out[i] = previous.distance(to: next, along: axis)
            previous = next
        }
        return out
    }

    func sizeThatFits(_ p: ProposedViewSize, subviews: LayoutSubviews, cache: inout _StackLayoutCache) -> CGSize {
        compute(p, subviews: subviews, cache: &cache)
        return cache.size
    }

    func place(in bounds: CGRect, proposal p: ProposedViewSize, subviews: LayoutSubviews, cache: inout _StackLayoutCache) {
        compute(p, subviews: subviews, cache: &cache)
        let origins = childOrigins(in: bounds, cache: cache)
        let context = subviews.context
        for (i, node) in subviews.nodes.enumerated() {
            node.place(in: CGRect(origin: origins[i], size: cache.sizes[i]), proposal: cache.proposals[i], context: context)
        }
    }

    /// Where each subview's top-leading corner goes in `bounds`: along the axis one after the
    /// other with the distances between; across it aligned, by the guides' defaults or, with
    /// explicit guides, each subview's guide on one line.
    private func childOrigins(in bounds: CGRect, cache: _StackLayoutCache) -> [CGPoint] {
        var origins: [CGPoint] = []
        origins.reserveCapacity(cache.sizes.count)
        var cursor = axis == .horizontal ? bounds.minX : bounds.minY
        let distances = cache.distances ?? []
        for (i, s) in cache.sizes.enumerated() {
            cursor += distances[i]
            if axis == .horizontal {
                let y =
                    cache.crossGuides.map { bounds.minY + cache.crossLine - $0[i] }
                    ?? bounds.minY + alignment.vertical.offset(bounds.height, s.height)
                origins.append(CGPoint(x: cursor, y: y))
            } else {
                let x =
                    cache.crossGuides.map { bounds.minX + cache.crossLine - $0[i] }
                    ?? bounds.minX + alignment.horizontal.offset(bounds.width, s.width)
                origins.append(CGPoint(x: x, y: cursor))
            }
            cursor += main(s)
        }
        return origins
    }

    /// The subviews' explicit values of `guide` at their places in `bounds`, merged.
    func explicitAlignment(
        _ guide: AlignmentGuide, in bounds: CGRect, proposal p: ProposedViewSize, subviews: LayoutSubviews,
        cache: inout _StackLayoutCache
    ) -> CGFloat? {
        guard subviews.mayHaveExplicit(guide) else { return nil }
        compute(p, subviews: subviews, cache: &cache)
        let origins = childOrigins(in: bounds, cache: cache)
        let proposals = cache.proposals
        return subviews.mergedExplicit(guide, proposal: { proposals[$0] }) { i, _ in
            guide.axis == .horizontal ? origins[i].x : origins[i].y
        }
    }

    /// Fills `cache` with the sizes for `p` unless it holds them already.
    private func compute(_ p: ProposedViewSize, subviews: LayoutSubviews, cache: inout _StackLayoutCache) {
        if cache.proposal == p, cache.sizes.count == subviews.count { return }
        if cache.distances?.count != subviews.count { cache.distances = distances(subviews) }
        let n = subviews.count
        let proposedMain = axis == .horizontal ? p.width : p.height
        let proposedCross = axis == .horizontal ? p.height : p.width
        var sizes = [CGSize](repeating: .zero, count: n)
        var proposals = [ProposedViewSize](repeating: proposal(main: proposedMain, cross: proposedCross), count: n)
        let first = subviews.startIndex
        if let length = proposedMain {
            if cache.priorities?.count != n { cache.priorities = subviews.map(\.priority) }
            let spacingTotal = (cache.distances ?? []).reduce(0, +)
            distribute(
                length - spacingTotal, cross: proposedCross, subviews: subviews, priorities: cache.priorities ?? [],
                sizes: &sizes, proposals: &proposals)
        } else {
            let nodes = subviews.nodes, context = subviews.context
            for i in 0..<n { sizes[i] = nodes[first + i].sizeThatFits(proposals[i], context: context) }
        }
        let length = sizes.reduce(0) { $0 + main($1) } + (cache.distances ?? []).reduce(0, +)
        var thickness = sizes.map(cross).max() ?? 0
        cache.crossGuides = nil
        if n > 0, axis == .horizontal ? subviews.mayHaveExplicit(alignment.vertical) : subviews.mayHaveExplicit(alignment.horizontal) {
            // Each subview's guide (explicit or default) on one line: as thick as the largest
            // guide plus the largest distance from a guide to its subview's far edge.
            var guides: [CGFloat] = []
            guides.reserveCapacity(n)
            var before = -CGFloat.infinity, after = -CGFloat.infinity
            for i in 0..<n {
                let d = subviews[first + i].dimensions(in: proposals[i])
                let v = axis == .horizontal ? d[alignment.vertical] : d[alignment.horizontal]
                guides.append(v)
                before = max(before, v)
                after = max(after, cross(sizes[i]) - v)
            }
            cache.crossGuides = guides
            cache.crossLine = before
            thickness = max(0, before + after)
        }
        cache.proposal = p
        cache.sizes = sizes
        cache.proposals = proposals
        cache.size = axis == .horizontal ? CGSize(width: length, height: thickness) : CGSize(width: thickness, height: length)
    }

    /// Steps 2–4 of the algorithm: `available` points along the axis shared in fitting order.
    private func distribute(
        _ available: CGFloat, cross: CGFloat?, subviews: LayoutSubviews, priorities: [Double],
        sizes: inout [CGSize], proposals: inout [ProposedViewSize]
    ) {
        let n = subviews.count
        let first = subviews.startIndex
        // Flexibility probes (each answer is cached on the subview, so placing asks no one again).
        let smallest = proposal(main: 0, cross: cross), largest = proposal(main: .infinity, cross: cross)
        let nodes = subviews.nodes, context = subviews.context
        var minimum = [CGFloat](repeating: 0, count: n), flexibility = [CGFloat](repeating: 0, count: n)
        // Like rows (one priority, one flexibility, one minimum) keep source order without a sort.
        var uniform = true
        for i in 0..<n {
            let node = nodes[first + i]
            let lowest = main(node.sizeThatFits(smallest, context: context))
            minimum[i] = lowest
            flexibility[i] = main(node.sizeThatFits(largest, context: context)) - lowest
            if uniform, i > 0, priorities[i] != priorities[0] || flexibility[i] != flexibility[0] || lowest != minimum[0] { uniform = false }
        }
        let order = uniform ? Array(0..<n) : Self.fittingOrder(priorities: priorities, flexibility: flexibility, minimum: minimum)
        var left = available
        var start = 0
        while start < n {
            let priority = priorities[order[start]]
            var end = start + 1
            while end < n, priorities[order[end]] == priority { end += 1 }
            if start == 0 {
                for k in end..<n { left -= minimum[order[k]] }
            } else {
                for k in start..<end { left += minimum[order[k]] }
            }
            var remaining = end - start
            for k in start..<end {
                let i = order[k]
                let share = max(left / CGFloat(remaining), 0)
                proposals[i] = proposal(main: share, cross: cross)
                sizes[i] = nodes[first + i].sizeThatFits(proposals[i], context: context)
                let taken = left - main(sizes[i])
                if !taken.isNaN { left = taken }
                remaining -= 1
            }
            start = end
        }
    }

    /// Fitting order: higher priority first; within a priority the less flexible first (two
    /// infinitely flexible subviews: the larger minimum first); ties in source order. The
    /// arrays are parameters, not captured variables, so the comparisons read them directly.
    private static func fittingOrder(priorities: [Double], flexibility: [CGFloat], minimum: [CGFloat]) -> [Int] {
        (0..<priorities.count).sorted { a, b in
            if priorities[a] != priorities[b] { return priorities[a] > priorities[b] }
            let da = flexibility[a], db = flexibility[b]
            if da == db {
                if da.isInfinite, minimum[a] != minimum[b] { return minimum[a] > minimum[b] }
                return a < b
            }
            return da < db
        }
    }
}
