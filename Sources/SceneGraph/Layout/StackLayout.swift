import Foundation

/// A row of subviews (SwiftUI's `HStackLayout`: what `HStack` lays out with, usable as a
/// `Layout` value, e.g. in `AnyLayout`). `spacing` nil uses each pair's preferred distance
/// (`ViewSpacing`: 8 points, none next to a `Spacer`).
public struct HStackLayout: Layout {
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
        StackAlgorithm(axis: .horizontal, spacing: spacing.map { $0.isFinite ? max(0, $0) : 0 },
                       alignment: Alignment(horizontal: .center, vertical: alignment))
    }
    public func makeCache(subviews: Subviews) -> Cache { Cache() }
    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) -> CGSize {
        stack.sizeThatFits(proposal, subviews: subviews, cache: &cache)
    }
    public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) {
        stack.place(in: bounds, proposal: proposal, subviews: subviews, cache: &cache)
    }
}

/// A column of subviews (SwiftUI's `VStackLayout`); see `HStackLayout`.
public struct VStackLayout: Layout {
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
        StackAlgorithm(axis: .vertical, spacing: spacing.map { $0.isFinite ? max(0, $0) : 0 },
                       alignment: Alignment(horizontal: alignment, vertical: .center))
    }
    public func makeCache(subviews: Subviews) -> Cache { Cache() }
    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) -> CGSize {
        stack.sizeThatFits(proposal, subviews: subviews, cache: &cache)
    }
    public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) {
        stack.place(in: bounds, proposal: proposal, subviews: subviews, cache: &cache)
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
        var cursor = axis == .horizontal ? bounds.minX : bounds.minY
        let distances = cache.distances ?? []
        for (i, index) in subviews.indices.enumerated() {
            let s = cache.sizes[i]
            cursor += distances[i]
            let origin: CGPoint
            if axis == .horizontal {
                origin = CGPoint(x: cursor, y: bounds.minY + alignment.vertical.offset(bounds.height, s.height))
            } else {
                origin = CGPoint(x: bounds.minX + alignment.horizontal.offset(bounds.width, s.width), y: cursor)
            }
            subviews[index].place(at: origin, anchor: .topLeading, proposal: cache.proposals[i])
            cursor += main(s)
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
            distribute(length - spacingTotal, cross: proposedCross, subviews: subviews, priorities: cache.priorities ?? [],
                       sizes: &sizes, proposals: &proposals)
        } else {
            for i in 0..<n { sizes[i] = subviews[first + i].sizeThatFits(proposals[i]) }
        }
        let length = sizes.reduce(0) { $0 + main($1) } + (cache.distances ?? []).reduce(0, +)
        let thickness = sizes.map(cross).max() ?? 0
        cache.proposal = p
        cache.sizes = sizes
        cache.proposals = proposals
        cache.size = axis == .horizontal ? CGSize(width: length, height: thickness) : CGSize(width: thickness, height: length)
    }

    /// Steps 2–4 of the algorithm: `available` points along the axis shared in fitting order.
    private func distribute(_ available: CGFloat, cross: CGFloat?, subviews: LayoutSubviews, priorities: [Double],
                            sizes: inout [CGSize], proposals: inout [ProposedViewSize]) {
        let n = subviews.count
        let first = subviews.startIndex
        // Flexibility probes (each answer is cached on the subview, so placing asks no one again).
        let smallest = proposal(main: 0, cross: cross), largest = proposal(main: .infinity, cross: cross)
        var minimum = [CGFloat](repeating: 0, count: n), maximum = [CGFloat](repeating: 0, count: n)
        for i in 0..<n {
            minimum[i] = main(subviews[first + i].sizeThatFits(smallest))
            maximum[i] = main(subviews[first + i].sizeThatFits(largest))
        }
        func lessFlexible(_ a: Int, _ b: Int) -> Bool {
            let da = maximum[a] - minimum[a], db = maximum[b] - minimum[b]
            if da == db {
                // Both infinitely flexible: the larger minimum first.
                if da.isInfinite, minimum[a] != minimum[b] { return minimum[a] > minimum[b] }
                return a < b
            }
            return da < db
        }
        // Like rows (one priority, one flexibility) keep source order without a sort.
        let uniform = (1..<max(n, 1)).allSatisfy {
            priorities[$0] == priorities[0] && maximum[$0] - minimum[$0] == maximum[0] - minimum[0] && minimum[$0] == minimum[0]
        }
        let order = uniform ? Array(0..<n) : (0..<n).sorted { a, b in
            priorities[a] != priorities[b] ? priorities[a] > priorities[b] : lessFlexible(a, b)
        }
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
                sizes[i] = subviews[first + i].sizeThatFits(proposals[i])
                let taken = left - main(sizes[i])
                if !taken.isNaN { left = taken }
                remaining -= 1
            }
            start = end
        }
    }
}
