import Foundation

/// A two-dimensional layout of rows and columns (SwiftUI's `Grid`, iOS 16). Each `GridRow`
/// is a row; a column is as wide as its widest cell's ideal width, and a row as tall as its
/// tallest cell; when the grid is offered more width than its columns need, the columns whose
/// cells can grow (a `Color`, a `Spacer`, a flexible frame) share the rest equally. A child
/// that is not a `GridRow` takes a row of its own spanning every column. Default spacing 8
/// points both ways.
///
/// A cell with `.gridCellColumns(n)` takes n columns (the widths of the columns and the spacing
/// between them); when it is wider than they are, each of them grows by an equal share of the
/// difference, and when it can grow and none of them can, they all become flexible. Cells are
/// placed in their cells by `alignment`, whose horizontal part a column's
/// `.gridColumnAlignment(_:)` and whose vertical part a row's `GridRow(alignment:)` replace; a
/// cell's `.gridCellAnchor(_:)` places it by that unit point instead. A cell with
/// `.gridCellUnsizedAxes(_:)` does not widen its column (horizontal) or heighten its row
/// (vertical) and is offered the cell's size along those axes.
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

    /// A cell: its node, first column, number of columns and placement settings.
    private struct Cell {
        let node: Node
        let column: Int
        let span: Int
        let anchor: UnitPoint?
        let unsized: Axis.Set
        let columnAlignment: HorizontalAlignment?
    }

    /// A row of cells, or one cell spanning every column.
    private enum Row {
        case cells([Cell], VerticalAlignment?)
        case spanning(Node)
    }

    private func rows(of node: Node) -> [Row] {
        var out: [Row] = []
        func walk(_ n: Node) {
            for child in n.children {
                if let row = child.primitive as? any GridRowMarker {
                    var column = 0
                    let cells = child.layoutChildren.map { cell -> Cell in
                        let span = min(max(1, cell.layoutValue(for: GridCellColumnsKey.self) ?? 1), 1000)
                        defer { column += span }
                        return Cell(node: cell, column: column, span: span, anchor: cell.layoutValue(for: GridCellAnchorKey.self) ?? nil,
                                    unsized: cell.layoutValue(for: GridCellUnsizedAxesKey.self) ?? [],
                                    columnAlignment: cell.layoutValue(for: GridColumnAlignmentKey.self) ?? nil)
                    }
                    out.append(.cells(cells, row.rowAlignment))
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
        var columnAlignments: [HorizontalAlignment?]
        var heights: [CGFloat]
        var width: CGFloat
    }

    /// The width of `span` columns from `column`, with the spacing between them.
    private func spanWidth(_ columns: [CGFloat], _ column: Int, _ span: Int) -> CGFloat {
        columns[column..<(column + span)].reduce(0, +) + hSpacing * CGFloat(span - 1)
    }

    private func measure(_ p: ProposedViewSize, node: Node, context: LayoutContext) -> Measured {
        let rows = rows(of: node)
        let count = rows.reduce(0) { if case .cells(let c, _) = $1 { return max($0, c.last.map { $0.column + $0.span } ?? 0) } else { return $0 } }
        var columns = [CGFloat](repeating: 0, count: count)
        var flexible = [Bool](repeating: false, count: count)
        var columnAlignments = [HorizontalAlignment?](repeating: nil, count: count)
        func grows(_ cell: Node, ideal: CGFloat) -> Bool {
            cell.sizeThatFits(ProposedViewSize(width: .infinity, height: nil), context: context).width > ideal
        }
        // Single-column cells size their columns first; cells across several columns then widen
        // the columns they cross where they need more.
        for case .cells(let cells, _) in rows {
            for cell in cells where cell.span == 1 {
                if columnAlignments[cell.column] == nil { columnAlignments[cell.column] = cell.columnAlignment }
                guard !cell.unsized.contains(.horizontal) else { continue }
                let ideal = cell.node.sizeThatFits(.unspecified, context: context).width
                columns[cell.column] = max(columns[cell.column], ideal)
                if grows(cell.node, ideal: ideal) { flexible[cell.column] = true }
            }
        }
        for case .cells(let cells, _) in rows {
            for cell in cells where cell.span > 1 && !cell.unsized.contains(.horizontal) {
                let range = cell.column..<(cell.column + cell.span)
                let ideal = cell.node.sizeThatFits(.unspecified, context: context).width
                let have = spanWidth(columns, cell.column, cell.span)
                if ideal > have {
                    for i in range { columns[i] += (ideal - have) / CGFloat(cell.span) }
                }
                if !flexible[range].contains(true), grows(cell.node, ideal: ideal) {
                    for i in range { flexible[i] = true }
                }
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
            case .cells(let cells, _):
                heights.append(cells.reduce(0) { tallest, cell in
                    guard !cell.unsized.contains(.vertical) else { return tallest }
                    let proposal = ProposedViewSize(width: spanWidth(columns, cell.column, cell.span), height: nil)
                    return max(tallest, cell.node.sizeThatFits(proposal, context: context).height)
                })
            case .spanning(let cell):
                heights.append(cell.sizeThatFits(ProposedViewSize(width: width, height: nil), context: context).height)
            }
        }
        return Measured(rows: rows, columns: columns, columnAlignments: columnAlignments, heights: heights, width: width)
    }

    func sizeThatFits(_ proposal: ProposedViewSize, node: Node, context: LayoutContext) -> CGSize {
        let m = measure(proposal, node: node, context: context)
        return CGSize(width: m.width, height: m.heights.reduce(0, +) + vSpacing * CGFloat(max(0, m.heights.count - 1)))
    }

    func placeChildren(node: Node, in bounds: CGRect, context: LayoutContext) {
        let m = measure(node.placementProposal, node: node, context: context)
        var lefts: [CGFloat] = []
        var x = bounds.minX
        for width in m.columns {
            lefts.append(x)
            x += width + hSpacing
        }
        var y = bounds.minY
        for (r, row) in m.rows.enumerated() {
            switch row {
            case .cells(let cells, let rowAlignment):
                for cell in cells {
                    let width = spanWidth(m.columns, cell.column, cell.span)
                    let proposal = ProposedViewSize(width: width, height: cell.unsized.contains(.vertical) ? m.heights[r] : nil)
                    let s = cell.node.sizeThatFits(proposal, context: context)
                    let rect = CGRect(x: lefts[cell.column], y: y, width: width, height: m.heights[r])
                    let origin: CGPoint
                    if let anchor = cell.anchor {
                        origin = CGPoint(x: rect.minX + (rect.width - s.width) * anchor.x, y: rect.minY + (rect.height - s.height) * anchor.y)
                    } else {
                        let horizontal = (cell.span == 1 ? m.columnAlignments[cell.column] : nil) ?? alignment.horizontal
                        origin = Alignment(horizontal: horizontal, vertical: rowAlignment ?? alignment.vertical).origin(of: s, in: rect)
                    }
                    cell.node.place(in: CGRect(origin: origin, size: s), proposal: proposal, context: context)
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

struct GridCellColumnsKey: LayoutValueKey { static var defaultValue: Int { 1 } }
struct GridCellAnchorKey: LayoutValueKey { static var defaultValue: UnitPoint? { nil } }
struct GridCellUnsizedAxesKey: LayoutValueKey { static var defaultValue: Axis.Set { [] } }
struct GridColumnAlignmentKey: LayoutValueKey { static var defaultValue: HorizontalAlignment? { nil } }

extension View {
    /// Makes this cell of a `Grid` row take `count` columns, 1…1000: a count outside that
    /// range is reported once and clamped into it.
    public func gridCellColumns(_ count: Int) -> some View {
        var columns = count
        if !(1...1000).contains(count) {
            columns = min(max(count, 1), 1000)
            InvalidInputLog.shared.warnOnce("gridCellColumns: count must be 1…1000, got \(count); using \(columns)")
        }
        return layoutValue(key: GridCellColumnsKey.self, value: columns)
    }
    /// Places this grid cell in its cell by `anchor` (a unit point of the cell and of the view
    /// that meet), instead of by the grid's, row's and column's alignment.
    public func gridCellAnchor(_ anchor: UnitPoint) -> some View {
        layoutValue(key: GridCellAnchorKey.self, value: Optional(anchor))
    }
    /// Sets the horizontal alignment of the cells of this cell's grid column (the first such
    /// setting in a column wins; cells across several columns keep the grid's).
    public func gridColumnAlignment(_ guide: HorizontalAlignment) -> some View {
        layoutValue(key: GridColumnAlignmentKey.self, value: Optional(guide))
    }
    /// Keeps this grid cell from sizing its column (`.horizontal`) or its row (`.vertical`):
    /// it is offered the cell's size along those axes instead (a `Divider` or a `Color` line
    /// across a grid).
    public func gridCellUnsizedAxes(_ axes: Axis.Set) -> some View {
        layoutValue(key: GridCellUnsizedAxesKey.self, value: axes)
    }
}

@MainActor
protocol GridRowMarker {
    var rowAlignment: VerticalAlignment? { get }
}

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
    var rowAlignment: VerticalAlignment? { alignment }
    var isStructural: Bool { true }
    func children(node: Node, environment: EnvironmentValues) -> [ChildView] { [ChildView(key: .slot(0), view: content)] }
}
