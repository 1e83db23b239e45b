import Foundation

/// A grid that grows downwards, its columns given by grid items (SwiftUI's `LazyVGrid`).
/// Children fill the columns row by row; a row is as tall as its tallest cell; each cell is
/// proposed its column's width and aligned in its column by the item's alignment. Every cell
/// is built (see `LazyVStack`).
public struct LazyVGrid<Content: View>: View, PrimitiveView {
    public typealias Body = Never
    public var columns: [GridItem]
    public var alignment: HorizontalAlignment
    public var spacing: CGFloat?
    public var pinnedViews: PinnedScrollableViews
    public var content: Content
    public init(
        columns: [GridItem], alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil,
        pinnedViews: PinnedScrollableViews = .init(), @ViewBuilder content: () -> Content
    ) {
        self.columns = columns
        self.alignment = alignment
        self.spacing = spacing
        self.pinnedViews = pinnedViews
        self.content = content()
    }
    var layout: TrackGridLayout {
        TrackGridLayout(items: columns, vertical: true, spacing: spacing, alignment: Alignment(horizontal: alignment, vertical: .center))
    }
    func children(node: Node, environment: EnvironmentValues) -> [ChildView] { [ChildView(key: .slot(0), view: content)] }
    func sizeThatFits(_ proposal: ProposedViewSize, node: Node, context: LayoutContext) -> CGSize {
        layout.sizeThatFits(proposal, children: node.layoutChildren, context: context)
    }
    func placeChildren(node: Node, in bounds: CGRect, context: LayoutContext) {
        layout.place(node.layoutChildren, in: bounds, proposal: node.placementProposal, context: context)
    }
}

/// A grid that grows to the right, its rows given by grid items (SwiftUI's `LazyHGrid`):
/// `LazyVGrid` turned on its side.
public struct LazyHGrid<Content: View>: View, PrimitiveView {
    public typealias Body = Never
    public var rows: [GridItem]
    public var alignment: VerticalAlignment
    public var spacing: CGFloat?
    public var pinnedViews: PinnedScrollableViews
    public var content: Content
    public init(
        rows: [GridItem], alignment: VerticalAlignment = .center, spacing: CGFloat? = nil,
        pinnedViews: PinnedScrollableViews = .init(), @ViewBuilder content: () -> Content
    ) {
        self.rows = rows
        self.alignment = alignment
        self.spacing = spacing
        self.pinnedViews = pinnedViews
        self.content = content()
    }
    var layout: TrackGridLayout {
        TrackGridLayout(items: rows, vertical: false, spacing: spacing, alignment: Alignment(horizontal: .center, vertical: alignment))
    }
    func children(node: Node, environment: EnvironmentValues) -> [ChildView] { [ChildView(key: .slot(0), view: content)] }
    func sizeThatFits(_ proposal: ProposedViewSize, node: Node, context: LayoutContext) -> CGSize {
        layout.sizeThatFits(proposal, children: node.layoutChildren, context: context)
    }
    func placeChildren(node: Node, in bounds: CGRect, context: LayoutContext) {
        layout.place(node.layoutChildren, in: bounds, proposal: node.placementProposal, context: context)
    }
}

/// The layout of both lazy grids. "Tracks" are the columns of a vertical grid (rows of a
/// horizontal one); "lines" run across them, as rows of a vertical grid.
@MainActor
struct TrackGridLayout {
    var items: [GridItem]
    var vertical: Bool
    var spacing: CGFloat?
    var alignment: Alignment

    private var lineSpacing: CGFloat { max(0, spacing.map { $0.isFinite ? $0 : 8 } ?? 8) }

    private func tracks(_ p: ProposedViewSize) -> [GridTrack] {
        GridTrack.resolve(items, in: vertical ? p.width.flatMap { $0.isFinite ? $0 : nil } : p.height.flatMap { $0.isFinite ? $0 : nil })
    }

    /// Each line's cross length (the tallest cell of the row), and the cells' sizes.
    private func measure(_ p: ProposedViewSize, children: [Node], context: LayoutContext)
        -> (tracks: [GridTrack], lines: [CGFloat], sizes: [CGSize], proposals: [ProposedViewSize])
    {
        let tracks = tracks(p)
        guard !tracks.isEmpty else { return ([], [], [], []) }
        var lines: [CGFloat] = []
        var sizes: [CGSize] = [], proposals: [ProposedViewSize] = []
        for (i, child) in children.enumerated() {
            let track = tracks[i % tracks.count]
            let proposal = vertical ? ProposedViewSize(width: track.length, height: nil) : ProposedViewSize(width: nil, height: track.length)
            let s = child.sizeThatFits(proposal, context: context)
            sizes.append(s)
            proposals.append(proposal)
            let lineLength = vertical ? s.height : s.width
            if i % tracks.count == 0 { lines.append(lineLength) } else { lines[lines.count - 1] = max(lines[lines.count - 1], lineLength) }
        }
        return (tracks, lines, sizes, proposals)
    }

    private func trackTotal(_ tracks: [GridTrack]) -> CGFloat {
        tracks.enumerated().reduce(CGFloat(0)) { $0 + $1.element.length + ($1.offset < tracks.count - 1 ? $1.element.spacingAfter : 0) }
    }

    func sizeThatFits(_ p: ProposedViewSize, children: [Node], context: LayoutContext) -> CGSize {
        let m = measure(p, children: children, context: context)
        let across = trackTotal(m.tracks)
        let along = m.lines.reduce(0, +) + lineSpacing * CGFloat(max(0, m.lines.count - 1))
        return vertical ? CGSize(width: across, height: along) : CGSize(width: along, height: across)
    }

    func place(_ children: [Node], in bounds: CGRect, proposal: ProposedViewSize, context: LayoutContext) {
        let m = measure(proposal, children: children, context: context)
        guard !m.tracks.isEmpty else { return }
        // The tracks as a block, aligned in the bounds across the grid's axis.
        let across = trackTotal(m.tracks)
        var trackStarts: [CGFloat] = []
        var cursor =
            vertical
            ? bounds.minX + alignment.horizontal.offset(bounds.width, across)
            : bounds.minY + alignment.vertical.offset(bounds.height, across)
        for track in m.tracks {
            trackStarts.append(cursor)
            cursor += track.length + track.spacingAfter
        }
        var lineStart = vertical ? bounds.minY : bounds.minX
        for (i, child) in children.enumerated() {
            let t = i % m.tracks.count, line = i / m.tracks.count
            if t == 0, line > 0 { lineStart += m.lines[line - 1] + lineSpacing }
            let track = m.tracks[t]
            let cell =
                vertical
                ? CGRect(x: trackStarts[t], y: lineStart, width: track.length, height: m.lines[line])
                : CGRect(x: lineStart, y: trackStarts[t], width: m.lines[line], height: track.length)
            let s = m.sizes[i]
            child.place(in: CGRect(origin: track.alignment.origin(of: s, in: cell), size: s), proposal: m.proposals[i], context: context)
        }
    }
}
