import Foundation

/// How a list draws: the inset grouped cards of iOS's default, or plain full-width rows.
struct ListAppearance: Hashable, Sendable {
    var inset: Bool
    var cornerRadius: CGFloat
    var background: Color

    static let insetGrouped = ListAppearance(inset: true, cornerRadius: 10, background: ChromeColors.groupedBackground)
    static let plain = ListAppearance(inset: false, cornerRadius: 0, background: Color.systemBackgroundColor)

    /// The side margin of the cards for a list `width` points wide (UIKit's layout margins).
    func margin(for width: CGFloat) -> CGFloat { inset ? (width >= 390 ? 20 : 16) : 0 }
}

/// Lays out a list's sections and rows and draws their cards and separators.
struct _GroupedListLayout<Content: View>: View, PrimitiveView {
    typealias Body = Never
    let content: Content
    let appearance: ListAppearance

    static var rowPadding: CGFloat { 16 }
    static var minimumRowHeight: CGFloat { 44 }
    /// Above and below a row's content: a 31 pt switch makes a 44 pt row, as in UIKit's cells.
    static var rowVerticalPadding: CGFloat { 6.5 }

    func children(node: Node, environment: EnvironmentValues) -> [ChildView] { [ChildView(key: .slot(0), view: content)] }

    func childEnvironment(_ environment: EnvironmentValues) -> EnvironmentValues {
        var e = environment
        e.isInList = true
        return e
    }

    /// One card: an optional header, rows, an optional footer.
    struct Block {
        var header: [Node] = []
        var rows: [Node] = []
        var footer: [Node] = []
    }

    private func blocks(_ node: Node) -> [Block] {
        var out: [Block] = []
        var implicitOpen = false
        func flatten(_ n: Node) -> [Node] { n.isStructural ? n.layoutChildren : [n] }
        func walk(_ n: Node) {
            for child in n.children {
                if child.primitive is any SectionMarker {
                    var block = Block()
                    for part in child.children {
                        switch part.key {
                        case .slot(0): block.header = flatten(part)
                        case .slot(1): block.rows = flatten(part)
                        default: block.footer = flatten(part)
                        }
                    }
                    out.append(block)
                    implicitOpen = false
                } else if child.isStructural {
                    walk(child)
                } else {
                    if !implicitOpen {
                        out.append(Block())
                        implicitOpen = true
                    }
                    out[out.count - 1].rows.append(child)
                }
            }
        }
        walk(node)
        return out
    }

    /// Every placed element, in the list's coordinates (origin at its top-left corner).
    struct Geometry: NodeAttachment {
        var cards: [CGRect] = []
        var separators: [CGRect] = []
        var placements: [(node: Node, frame: CGRect, proposal: ProposedViewSize)] = []
        /// Each row's whole cell, beside its content frame.
        var rowCells: [(node: Node, frame: CGRect, cell: CGRect)] = []
        var size = CGSize.zero
    }

    private func geometry(_ proposal: ProposedViewSize, node: Node, context: LayoutContext) -> Geometry {
        let blocks = blocks(node)
        let width: CGFloat
        if let w = proposal.width, w.isFinite {
            width = w
        } else {
            // Ideal width: the widest row's ideal width plus padding and margins.
            let widest = blocks.flatMap { $0.rows + $0.header + $0.footer }.map { $0.sizeThatFits(.unspecified, context: context).width }.max() ?? 0
            width = widest + 2 * Self.rowPadding + 2 * appearance.margin(for: 390)
        }
        let margin = appearance.margin(for: width)
        let cardWidth = max(0, width - 2 * margin)
        let inner = max(0, cardWidth - 2 * Self.rowPadding)
        let textProposal = ProposedViewSize(width: inner, height: nil)
        var g = Geometry()
        var y: CGFloat = 0
        for (index, block) in blocks.enumerated() {
            let first = index == 0
            let headers = block.header.map { ($0, $0.sizeThatFits(textProposal, context: context)) }.filter { $0.1.height > 0 }
            let headerHeight = headers.reduce(0) { $0 + $1.1.height }
            // Space before the card: 35 pt between sections, 20 pt before the first (iOS 17's
            // grouped spacing), enough for the header and 7 pt under it.
            let gapAbove: CGFloat = appearance.inset ? (first ? 20 : 35) : 0
            if headerHeight > 0 {
                let top = appearance.inset ? max(gapAbove - 7 - headerHeight, first ? 10 : 17) : 6
                y += top
                for (header, size) in headers {
                    g.placements.append((header, CGRect(x: margin + Self.rowPadding, y: y, width: size.width, height: size.height), textProposal))
                    y += size.height
                }
                y += appearance.inset ? 7 : 6
            } else {
                y += gapAbove
            }
            let cardTop = y
            for (r, row) in block.rows.enumerated() {
                let s = row.sizeThatFits(textProposal, context: context)
                let height = max(Self.minimumRowHeight, s.height + 2 * Self.rowVerticalPadding)
                let frame = CGRect(x: margin + Self.rowPadding, y: y + (height - s.height) / 2, width: s.width, height: s.height)
                g.placements.append((row, frame, textProposal))
                g.rowCells.append((row, frame, CGRect(x: margin, y: y, width: cardWidth, height: height)))
                y += height
                if r < block.rows.count - 1 {
                    g.separators.append(CGRect(x: margin + Self.rowPadding, y: y - 0.5, width: cardWidth - Self.rowPadding, height: 0.5))
                }
            }
            if !block.rows.isEmpty { g.cards.append(CGRect(x: margin, y: cardTop, width: cardWidth, height: y - cardTop)) }
            let footers = block.footer.map { ($0, $0.sizeThatFits(textProposal, context: context)) }.filter { $0.1.height > 0 }
            if !footers.isEmpty {
                y += 7
                for (footer, size) in footers {
                    g.placements.append((footer, CGRect(x: margin + Self.rowPadding, y: y, width: size.width, height: size.height), textProposal))
                    y += size.height
                }
            }
        }
        y += appearance.inset ? 20 : 0
        g.size = CGSize(width: width, height: y)
        return g
    }

    func sizeThatFits(_ proposal: ProposedViewSize, node: Node, context: LayoutContext) -> CGSize {
        geometry(proposal, node: node, context: context).size
    }

    func placeChildren(node: Node, in bounds: CGRect, context: LayoutContext) {
        var g = geometry(node.placementProposal, node: node, context: context)
        for p in g.placements {
            p.node.place(in: p.frame.offsetBy(dx: bounds.minX, dy: bounds.minY), proposal: p.proposal, context: context)
        }
        for r in g.rowCells {
            r.node[attachment: ListRowExtent.self] = ListRowExtent(
                top: r.frame.minY - r.cell.minY, leading: r.frame.minX - r.cell.minX,
                bottom: r.cell.maxY - r.frame.maxY, trailing: r.cell.maxX - r.frame.maxX)
        }
        g.placements = []
        g.rowCells = []
        node[attachment: Geometry.self] = g
    }

    func draw(node: Node, into builder: inout DisplayListBuilder) {
        let origin = node.presentedFrame(at: builder.time).origin
        if let g = node[attachment: Geometry.self] {
            for card in g.cards {
                let rect = card.offsetBy(dx: origin.x, dy: origin.y)
                let path = appearance.cornerRadius > 0 ? Path(roundedRect: rect, cornerRadius: appearance.cornerRadius, style: .continuous) : Path(rect)
                builder.items.append(.fill(path, FillStyle(), .color(ChromeColors.groupedRow.resolved), transform: builder.transform))
            }
            for line in g.separators {
                builder.items.append(
                    .fill(
                        Path(line.offsetBy(dx: origin.x, dy: origin.y)), FillStyle(),
                        .color(ChromeColors.separator.resolved), transform: builder.transform))
            }
        }
        node.drawChildrenInOrder(into: &builder)
    }
}

struct ListAppearanceKey: EnvironmentKey { static var defaultValue: ListAppearance { .insetGrouped } }
struct ListBackgroundHiddenKey: EnvironmentKey { static var defaultValue: Bool { false } }

extension EnvironmentValues {
    var listAppearance: ListAppearance {
        get { self[ListAppearanceKey.self] }
        set { self[ListAppearanceKey.self] = newValue }
    }
    var listBackgroundHidden: Bool {
        get { self[ListBackgroundHiddenKey.self] }
        set { self[ListBackgroundHiddenKey.self] = newValue }
    }
}
