import Foundation

/// A two-dimensional layout of rows and columns (SwiftUI's `Grid`, iOS 16). Each `GridRow`
/// is a row; a column is as wide as its widest cell's ideal width, and a row as tall as its
/// tallest cell; when the grid is offered more width than its columns need, the columns whose
/// cells can grow (a `Color`, a `Spacer`, a flexible frame) share the rest equally. A child
/// that is not a `GridRow` takes a row of its own spanning every column. Default spacing 8
/// points both ways; cells are aligned in their cells by `alignment`.
public struct Grid<Content: View>: View, PrimitiveView {
    public typealias Body = Never
    public var alignment: Alignment
    public var horizontalSpacing: CGFloat?
    public var verticalSpacing: CGFloat?
    public var content: Content
    public init(alignment: Alignment = .center, horizontalSpacing: CGFloat? = nil, verticalSpacing: CGFloat? = nil,
                @ViewBuilder content: () -> Content) {
        self.alignment = alignment
        self.horizontalSpacing = horizontalSpacing
        self.verticalSpacing = verticalSpacing
        self.content = content()
    }

    func children(node: Node, environment: EnvironmentValues) -> [ChildView] { [ChildView(key: .slot(0), view: content)] }

    private var hSpacing: CGFloat { horizontalSpacing.map { $0.isFinite ? max(0, $0) : 8 } ?? 8 }
    private var vSpacing: CGFloat { verticalSpacing.map { $0.isFinite ? max(0, $0) : 8 } ?? 8 }

    /// A row of cells, or one cell spanning every column.
    private enum Row {
        case cells([Node])
        case spanning(Node)
    }

    private func rows(of node: Node) -> [Row] {
        var out: [Row] = []
        func walk(_ n: Node) {
            for child in n.children {
                if child.primitive is any GridRowMarker {
                    out.append(.cells(child.layoutChildren))
                } else if child.isStructural {
                    walk(child)
                } else {
                    out.append(.spanning(child))
                }
            }
        }
        walk(node)
        return out
    }

    private struct Measured {
        var rows: [Row]
        var columns: [CGFloat]
        var heights: [CGFloat]
        var width: CGFloat
    }

    private func measure(_ p: ProposedViewSize, node: Node, context: LayoutContext) -> Measured {
        let rows = rows(of: node)
        let count = rows.reduce(0) { if case .cells(let c) = $1 { return max($0, c.count) } else { return $0 } }
        var columns = [CGFloat](repeating: 0, count: count)
        var flexible = [Bool](repeating: false, count: count)
        for case .cells(let cells) in rows {
            for (i, cell) in cells.enumerated() {
                let ideal = cell.sizeThatFits(.unspecified, context: context).width
                columns[i] = max(columns[i], ideal)
                if cell.sizeThatFits(ProposedViewSize(width: .infinity, height: nil), context: context).width > ideal { flexible[i] = true }
            }
        }
        let gaps = hSpacing * CGFloat(max(0, count - 1))
        if let available = p.width, available.isFinite {
            let extra = available - gaps - columns.reduce(0, +)
            let growing = flexible.filter { $0 }.count
            if extra > 0, growing > 0 {
                for i in columns.indices where flexible[i] { columns[i] += extra / CGFloat(growing) }
            }
        }
        let width = columns.reduce(0, +) + gaps
        var heights: [CGFloat] = []
        for row in rows {
            switch row {
            case .cells(let cells):
                heights.append(cells.enumerated().reduce(0) { max($0, $1.element.sizeThatFits(ProposedViewSize(width: columns[$1.offset], height: nil), context: context).height) })
            case .spanning(let cell):
                heights.append(cell.sizeThatFits(ProposedViewSize(width: width, height: nil), context: context).height)
            }
        }
        return Measured(rows: rows, columns: columns, heights: heights, width: width)
    }

    func sizeThatFits(_ proposal: ProposedViewSize, node: Node, context: LayoutContext) -> CGSize {
        let m = measure(proposal, node: node, context: context)
        return CGSize(width: m.width, height: m.heights.reduce(0, +) + vSpacing * CGFloat(max(0, m.heights.count - 1)))
    }

    func placeChildren(node: Node, in bounds: CGRect, context: LayoutContext) {
        let m = measure(node.placementProposal, node: node, context: context)
        var y = bounds.minY
        for (r, row) in m.rows.enumerated() {
            switch row {
            case .cells(let cells):
                var x = bounds.minX
                for (i, cell) in cells.enumerated() {
                    let proposal = ProposedViewSize(width: m.columns[i], height: nil)
                    let s = cell.sizeThatFits(proposal, context: context)
                    let rect = CGRect(x: x, y: y, width: m.columns[i], height: m.heights[r])
                    cell.place(in: CGRect(origin: alignment.origin(of: s, in: rect), size: s), proposal: proposal, context: context)
                    x += m.columns[i] + hSpacing
                }
            case .spanning(let cell):
                let proposal = ProposedViewSize(width: m.width, height: nil)
                let s = cell.sizeThatFits(proposal, context: context)
                let rect = CGRect(x: bounds.minX, y: y, width: m.width, height: m.heights[r])
                cell.place(in: CGRect(origin: alignment.origin(of: s, in: rect), size: s), proposal: proposal, context: context)
            }
            y += m.heights[r] + vSpacing
        }
    }
}

protocol GridRowMarker {}

/// One row of a `Grid` (SwiftUI's `GridRow`); each child is a cell. Outside a grid its cells
/// overlap, centred, as in a `ZStack`.
public struct GridRow<Content: View>: View, PrimitiveView, GridRowMarker {
    public typealias Body = Never
    public var alignment: VerticalAlignment?
    public var content: Content
    public init(alignment: VerticalAlignment? = nil, @ViewBuilder content: () -> Content) {
        self.alignment = alignment
        self.content = content()
    }
    var isStructural: Bool { true }
    func children(node: Node, environment: EnvironmentValues) -> [ChildView] { [ChildView(key: .slot(0), view: content)] }
}
