import Foundation

// How a list draws its cards, separators and rows at time t. Everything is read from what is
// presented at t, not from the layout's model values, so an animated insertion or removal
// moves all of it together: each card from its animator (`Geometry.cardSlots`), each separator
// with the top edge of the row under it (the last one, in a plain list, with the bottom of its
// row), the rows by their own frames. Rows are drawn clipped to their cards, as iOS clips cells
// to their section: a row's `.transition(.move)` slides in from the card's edge.

extension _GroupedListLayout {
    func draw(node: Node, into builder: inout DisplayListBuilder) {
        guard let g = node[attachment: Geometry.self] else { return node.drawChildrenInOrder(into: &builder) }
        let time = builder.time
        let origin = node.presentedFrame(at: time).origin
        let cards = g.cardSlots.map { $0.value(at: time).offsetBy(dx: origin.x, dy: origin.y) }
        let shapes = cards.map { appearance.cornerRadius > 0 ? Path(roundedRect: $0, cornerRadius: appearance.cornerRadius, style: .continuous) : Path($0) }
        for shape in shapes {
            builder.items.append(.fill(shape, FillStyle(), .color(ChromeColors.groupedRow.resolved), transform: builder.transform))
        }
        let all = blocks(node)
        let blocks = all.filter { !$0.rows.isEmpty }
        for (index, block) in blocks.enumerated() where index < cards.count {
            for line in separators(block.rows, card: cards[index], at: time) {
                builder.items.append(.fill(Path(line), FillStyle(), .color(ChromeColors.separator.resolved), transform: builder.transform))
            }
        }
        // Rows are clipped to the cards; headers and footers to their own frames.
        var clip = Path()
        for shape in shapes { clip.addPath(shape) }
        for block in all {
            for part in block.header + block.footer { clip.addRect(part.presentedFrame(at: time)) }
        }
        var group = GroupEffects()
        group.clip = clip
        group.clipTransform = builder.transform
        builder.items.append(.beginGroup(group))
        node.drawChildrenInOrder(into: &builder)
        builder.items.append(.endGroup)
    }

    /// The hairlines of one card's rows (0.5 pt, to the card's trailing edge): under each row but
    /// the last, at the top edge of the row below as presented; in a plain list under the last
    /// row too, as UIKit's plain tables draw it.
    private func separators(_ rows: [Node], card: CGRect, at time: Double) -> [CGRect] {
        let cells = rows.map { row in (row, row[attachment: ListRowExtent.self]?.cell(around: row.presentedFrame(at: time)) ?? row.presentedFrame(at: time)) }
        var out: [CGRect] = []
        for (i, (row, cell)) in cells.enumerated() {
            let bottom: CGFloat
            if i + 1 < cells.count {
                bottom = cells[i + 1].1.minY
            } else if !appearance.inset {
                bottom = cell.maxY
            } else {
                continue
            }
            let leading = Self.separatorLeading(of: row, cell: cell, at: time)
            out.append(CGRect(x: leading, y: bottom - 0.5, width: max(0, card.maxX - leading), height: 0.5))
        }
        return out
    }

    /// Where a row's separator starts: under the row's text, as iOS aligns it (SwiftUI's
    /// `listRowSeparatorLeading` guide defaults to the leading edge of the row's first `Text`, so
    /// a `Label`'s separator starts under its title, not its icon); the content's leading edge
    /// when the row has no text.
    static func separatorLeading(of row: Node, cell: CGRect, at time: Double) -> CGFloat {
        let content = row.presentedFrame(at: time).minX
        var stack = [row]
        var visited = 0
        while let n = stack.popLast(), visited < 256 {
            visited += 1
            if n.primitive is Text {
                let x = n.presentedFrame(at: time).minX
                return x.isFinite ? min(max(x, content), cell.maxX) : content
            }
            stack.append(contentsOf: n.children.reversed())
        }
        return content
    }
}
