import Foundation

/// A two-dimensional layout of rows and columns (SwiftUI's `Grid`, iOS 16). Each `GridRow`
/// is a row; a column is as wide as its widest cell's ideal width, and a row as tall as its
/// tallest cell; when the grid is offered more width than its columns need, the columns whose
/// cells can grow (a `Color`, a `Spacer`, a flexible frame) share the rest equally. A child
/// that is not a `GridRow` takes a row of its own spanning every column. Default spacing 8
/// points both ways; cells are aligned in their cells by `alignment`. A row aligned by a guide
/// (`.firstTextBaseline`, `.lastTextBaseline`, a custom `VerticalAlignment`), from the grid's
/// alignment or its `GridRow(alignment:)`, puts every cell's guide on one line, as an `HStack`
/// does, and is as tall as that needs.
public struct Grid<Content: View>: View, PrimitiveView {
    public typealias Body = Never
    public var alignment: Alignment
    public var horizontalSpacing: CGFloat?
    public var verticalSpacing: CGFloat?
    public var content: Content
    public init(
        alignment: Alignment = .center, horizontalSpacing: CGFloat? = nil, verticalSpacing: CGFloat? = nil,
        @ViewBuilder content: () -> Content
    ) {
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
        case cells([Node], alignment: VerticalAlignment?)
        case spanning(Node)
    }

    private func rows(of node: Node) -> [Row] {
        var out: [Row] = []
        func walk(_ n: Node) {
            for child in n.children {
                if let row = child.primitive as? any GridRowMarker {
                    out.append(.cells(child.layoutChildren, alignment: row.rowAlignment))
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

    /// A cell of a row: its node, first column and number of columns.
    private struct Cell {
        let node: Node
        let column: Int
        let span: Int
    }

    private struct Measured {
        var rows: [Row]
        var cells: [[Cell]]
        var columns: [CGFloat]
        var heights: [CGFloat]
        /// For a row aligned by a guide (a text baseline, a custom guide), the guide's distance
        /// from the row's top: every cell's guide is put on that line.
        var guideLines: [CGFloat?]
        var width: CGFloat
        /// The horizontal alignment a cell of each column set with `gridColumnAlignment`.
        var columnAlignments: [HorizontalAlignment?]
        /// The width of `span` columns from `column`, with the spacing between them.
        func width(from column: Int, span: Int, spacing: CGFloat) -> CGFloat {
            let end = min(columns.count, column + span)
            guard column < end else { return 0 }
            return columns[column..<end].reduce(0, +) + spacing * CGFloat(end - column - 1)
        }
    }

    private func measure(_ p: ProposedViewSize, node: Node, context: LayoutContext) -> Measured {
        let rows = rows(of: node)
        var cells: [[Cell]] = []
        for row in rows {
            guard case .cells(let nodes, _) = row else {
                cells.append([])
                continue
            }
            var column = 0
            cells.append(
                nodes.map { n in
                    let cell = Cell(node: n, column: column, span: n.gridCellColumns)
                    column += cell.span
                    return cell
                })
        }
        let count = cells.reduce(0) { max($0, $1.last.map { $0.column + $0.span } ?? 0) }
        var columns = [CGFloat](repeating: 0, count: count)
        var flexible = [Bool](repeating: false, count: count)
        var columnAlignments = [HorizontalAlignment?](repeating: nil, count: count)
        for row in cells {
            for cell in row {
                if let a = cell.node.gridColumnAlignment, columnAlignments[cell.column] == nil { columnAlignments[cell.column] = a }
                let unsized = cell.node.gridCellUnsizedAxes
                if unsized.contains(.horizontal) { continue }
                let ideal = cell.node.sizeThatFits(.unspecified, context: context).width
                let grows = cell.node.sizeThatFits(ProposedViewSize(width: .infinity, height: nil), context: context).width > ideal
                // A cell spanning several columns does not widen them; a growing one lets them grow.
                if cell.span == 1 { columns[cell.column] = max(columns[cell.column], ideal) }
                if grows { for i in cell.column..<(cell.column + cell.span) { flexible[i] = true } }
            }
        }
        let gaps = hSpacing * CGFloat(max(0, count - 1))
        let available = p.width.flatMap { $0.isFinite ? max(0, $0) : nil }
        if let available {
            let extra = available - gaps - columns.reduce(0, +)
            let growing = flexible.filter { $0 }.count
            if extra > 0, growing > 0 {
                for i in columns.indices where flexible[i] { columns[i] += extra / CGFloat(growing) }
            } else if extra < 0 {
                // The least each column can take: its widest single-column cell offered no width.
                var minimum = [CGFloat](repeating: 0, count: count)
                for row in cells {
                    for cell in row where cell.span == 1 && !cell.node.gridCellUnsizedAxes.contains(.horizontal) {
                        let least = cell.node.sizeThatFits(ProposedViewSize(width: 0, height: nil), context: context).width
                        if least.isFinite { minimum[cell.column] = max(minimum[cell.column], least) }
                    }
                }
                columns = Self.fitted(columns, minimum: minimum, into: max(0, available - gaps))
            }
        }
        // A view outside any `GridRow` is a row of its own across every column, and the grid is
        // as wide as it needs (a `Divider` takes the whole width offered, unless its horizontal
        // axis is unsized); it is offered the width the grid is offered, not its columns' sum.
        var spanning: CGFloat = 0
        for row in rows {
            guard case .spanning(let cell) = row, !cell.gridCellUnsizedAxes.contains(.horizontal) else { continue }
            spanning = max(spanning, cell.sizeThatFits(ProposedViewSize(width: available, height: nil), context: context).width)
        }
        let width = max(columns.reduce(0, +) + gaps, spanning.isFinite ? spanning : 0)
        var measured = Measured(
            rows: rows, cells: cells, columns: columns, heights: [], guideLines: [], width: width,
            columnAlignments: columnAlignments)
        for (r, row) in rows.enumerated() {
            switch row {
            case .cells(_, let rowAlignment):
                let vertical = rowAlignment ?? alignment.vertical
                if vertical.builtin == nil {
                    // As an `HStack` aligned by a guide: the row is tall enough for the most of
                    // any cell above the guide plus the most of any cell below it.
                    var above: CGFloat = 0, below: CGFloat = 0, tallest: CGFloat = 0
                    for cell in cells[r] where !cell.node.gridCellUnsizedAxes.contains(.vertical) {
                        let (size, guide) = guidePosition(of: cell, in: measured, vertical: vertical, context: context)
                        above = max(above, guide)
                        below = max(below, size.height - guide)
                        tallest = max(tallest, size.height)
                    }
                    measured.heights.append(max(tallest, above + below))
                    measured.guideLines.append(above)
                    continue
                }
                measured.guideLines.append(nil)
                measured.heights.append(
                    cells[r].reduce(0) { tallest, cell in
                        if cell.node.gridCellUnsizedAxes.contains(.vertical) { return tallest }
                        let w = measured.width(from: cell.column, span: cell.span, spacing: hSpacing)
                        return max(tallest, cell.node.sizeThatFits(ProposedViewSize(width: w, height: nil), context: context).height)
                    })
            case .spanning(let cell):
                measured.guideLines.append(nil)
                measured.heights.append(
                    cell.gridCellUnsizedAxes.contains(.vertical)
                        ? 0
                        : cell.sizeThatFits(ProposedViewSize(width: width, height: nil), context: context).height)
            }
        }
        return measured
    }

    /// A cell's size for its columns' width and the position of `vertical` in it, in points
    /// from its top (its explicit value, such as a text's baseline, else the guide's default).
    /// Column widths that fit `total` when their ideal widths do not, as a stack shares its
    /// width: the narrowest columns keep their ideal widths and the widest share what is left
    /// equally (their text wraps), none below its `minimum` (a fixed-width cell's width), so no
    /// column is squeezed to nothing to spare a wider one.
    static func fitted(_ ideals: [CGFloat], minimum: [CGFloat], into total: CGFloat) -> [CGFloat] {
        var out = ideals
        var remaining = total
        let order = ideals.indices.sorted { ideals[$0] < ideals[$1] }
        for (k, i) in order.enumerated() {
            out[i] = min(ideals[i], max(minimum[i], remaining / CGFloat(order.count - k)))
            remaining -= out[i]
        }
        return out
    }

    private func guidePosition(
        of cell: Cell, in m: Measured, vertical: VerticalAlignment,
        context: LayoutContext
    ) -> (CGSize, CGFloat) {
        let proposal = ProposedViewSize(width: m.width(from: cell.column, span: cell.span, spacing: hSpacing), height: nil)
        let size = cell.node.sizeThatFits(proposal, context: context)
        let guide = ViewDimensions(size: size, node: cell.node, proposal: proposal, context: context)[vertical]
        return (size, guide.isFinite ? guide : 0)
    }

    func sizeThatFits(_ proposal: ProposedViewSize, node: Node, context: LayoutContext) -> CGSize {
        let m = measure(proposal, node: node, context: context)
        return CGSize(width: m.width, height: m.heights.reduce(0, +) + vSpacing * CGFloat(max(0, m.heights.count - 1)))
    }

    /// Places `cell` in `rect`: at its `gridCellAnchor`, else by the column's and row's
    /// alignment (falling back to the grid's). An unsized axis is offered the cell's length.
    private func place(_ cell: Node, in rect: CGRect, alignment: Alignment, context: LayoutContext) {
        let unsized = cell.gridCellUnsizedAxes
        let proposal = ProposedViewSize(width: rect.width, height: unsized.contains(.vertical) ? rect.height : nil)
        let s = cell.sizeThatFits(proposal, context: context)
        let origin: CGPoint
        if let anchor = cell.gridCellAnchor {
            origin = CGPoint(x: rect.minX + (rect.width - s.width) * anchor.x, y: rect.minY + (rect.height - s.height) * anchor.y)
        } else {
            origin = alignment.origin(of: s, in: rect)
        }
        cell.place(in: CGRect(origin: origin, size: s), proposal: proposal, context: context)
    }

    func placeChildren(node: Node, in bounds: CGRect, context: LayoutContext) {
        let m = measure(node.placementProposal, node: node, context: context)
        var y = bounds.minY
        for (r, row) in m.rows.enumerated() {
            switch row {
            case .cells(_, let rowAlignment):
                var x = bounds.minX
                var next = 0
                for cell in m.cells[r] {
                    x += m.width(from: next, span: cell.column - next, spacing: hSpacing) + (cell.column > next ? hSpacing : 0)
                    let w = m.width(from: cell.column, span: cell.span, spacing: hSpacing)
                    let rect = CGRect(x: x, y: y, width: w, height: m.heights[r])
                    let a = Alignment(
                        horizontal: m.columnAlignments[cell.column] ?? alignment.horizontal,
                        vertical: rowAlignment ?? alignment.vertical)
                    if let line = m.guideLines[r], cell.node.gridCellAnchor == nil, !cell.node.gridCellUnsizedAxes.contains(.vertical) {
                        let (size, guide) = guidePosition(of: cell, in: m, vertical: a.vertical, context: context)
                        let origin = CGPoint(x: rect.minX + a.horizontal.offset(rect.width, size.width), y: rect.minY + line - guide)
                        cell.node.place(
                            in: CGRect(origin: origin, size: size), proposal: ProposedViewSize(width: rect.width, height: nil),
                            context: context)
                    } else {
                        place(cell.node, in: rect, alignment: a, context: context)
                    }
                    x += w + hSpacing
                    next = cell.column + cell.span
                }
            case .spanning(let cell):
                place(cell, in: CGRect(x: bounds.minX, y: y, width: m.width, height: m.heights[r]), alignment: alignment, context: context)
            }
            y += m.heights[r] + vSpacing
        }
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
    var rowAlignment: VerticalAlignment? { alignment }
    public var content: Content
    public init(alignment: VerticalAlignment? = nil, @ViewBuilder content: () -> Content) {
        self.alignment = alignment
        self.content = content()
    }
    var isStructural: Bool { true }
    func children(node: Node, environment: EnvironmentValues) -> [ChildView] { [ChildView(key: .slot(0), view: content)] }
}
