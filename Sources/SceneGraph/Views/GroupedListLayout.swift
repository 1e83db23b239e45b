import Foundation

/// How a list draws: the inset grouped cards of iOS's default, or plain full-width rows.
struct ListAppearance: Hashable, Sendable {
    var inset: Bool
    var cornerRadius: CGFloat
    var background: Color

    static let insetGrouped = ListAppearance(inset: true, cornerRadius: 10, background: ChromeColors.groupedBackground)
    static let plain = ListAppearance(inset: false, cornerRadius: 0, background: Color.systemBackgroundColor)

    /// The side margin of the cards for a list `width` points wide (UIKit's layout margins).
    func margin(for width: CGFloat) -> CGFloat { inset ? Self.layoutMargin(for: width) : 0 }

    /// UIKit's system layout margin on an iPhone screen `width` points wide: 16 pt on the
    /// narrow ones (375 pt and less), 20 pt from 390 pt up.
    static func layoutMargin(for width: CGFloat) -> CGFloat { width >= 390 ? 20 : 16 }

    /// Between a row's content and the sides of its cell: 16 pt inside an inset card; a plain
    /// row's content starts at the table's layout margin (20 pt on a 390 pt screen), as UIKit's
    /// cells inherit `layoutMargins` from the table.
    func rowPadding(for width: CGFloat) -> CGFloat { inset ? 16 : Self.layoutMargin(for: width) }

    /// Above and below a row's content. Plain rows: 11 pt, the top and bottom of a
    /// `UITableViewCell` content view's layout margins. Inset rows: 6.5 pt, so that a 31 pt
    /// switch makes the 44 pt row iOS draws for a toggle.
    var rowVerticalPadding: CGFloat { inset ? 6.5 : 11 }

    /// Space above each card (the first one too) when its section has no header: 35 pt, iOS
    /// 17's inset grouped section spacing.
    static var sectionSpacing: CGFloat { 35 }

    /// Space above the first section's header, when it has one: 17 pt (see `_GroupedListLayout`).
    static var firstHeaderSpacing: CGFloat { 17 }
}

/// Lays out a list's sections and rows and draws their cards and separators.
struct _GroupedListLayout<Content: View>: View, PrimitiveView {
    typealias Body = Never
    let content: Content
    let appearance: ListAppearance

    static var minimumRowHeight: CGFloat { 44 }

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

    func blocks(_ node: Node) -> [Block] {
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
        /// Each card's rect, animated with the transaction of the layout that moved it (drawn
        /// from these, so a card grows and shrinks with the rows that move inside it).
        var cardSlots: [AnimatedSlot<CGRect>] = []
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
            width = widest + 2 * appearance.rowPadding(for: 390) + 2 * appearance.margin(for: 390)
        }
        let margin = appearance.margin(for: width)
        let rowPadding = appearance.rowPadding(for: width)
        let cardWidth = max(0, width - 2 * margin)
        let inner = max(0, cardWidth - 2 * rowPadding)
        let textProposal = ProposedViewSize(width: inner, height: nil)
        var g = Geometry()
        var y: CGFloat = 0
        for (index, block) in blocks.enumerated() {
            let first = index == 0
            let headers = block.header.map { ($0, $0.sizeThatFits(textProposal, context: context)) }.filter { $0.1.height > 0 }
            let headerHeight = headers.reduce(0) { $0 + $1.1.height }
            // Space before the card: 35 pt, before the first card too (iOS 17's inset grouped
            // spacing). A later section's header starts 35 pt under the card above, and its card
            // 6 pt under it (measured on an iOS-drawn Form, netbob's settings screen at 3×: the
            // header's cap top 38.0 pt under the card above, the next card 56.0 pt under it). The
            // first section's header starts 17 pt under the list's top, its card 6 pt under it
            // (an iOS 18.1 List at 3×, Foodybite's settings screen: the header's cap top 20.0 pt
            // under the safe area, its card 38.67 pt).
            let gapAbove: CGFloat = appearance.inset ? ListAppearance.sectionSpacing : 0
            if headerHeight > 0 {
                let top = appearance.inset ? (first ? ListAppearance.firstHeaderSpacing : gapAbove) : 6
                y += top
                for (header, size) in headers {
                    g.placements.append((header, CGRect(x: margin + rowPadding, y: y, width: size.width, height: size.height), textProposal))
                    y += size.height
                }
                y += 6
            } else {
                y += gapAbove
            }
            let cardTop = y
            for row in block.rows {
                let s = row.sizeThatFits(textProposal, context: context)
                let height = max(Self.minimumRowHeight, s.height + 2 * appearance.rowVerticalPadding)
                let frame = CGRect(x: margin + rowPadding, y: y + (height - s.height) / 2, width: s.width, height: s.height)
                g.placements.append((row, frame, textProposal))
                g.rowCells.append((row, frame, CGRect(x: margin, y: y, width: cardWidth, height: height)))
                y += height
            }
            if !block.rows.isEmpty { g.cards.append(CGRect(x: margin, y: cardTop, width: cardWidth, height: y - cardTop)) }
            let footers = block.footer.map { ($0, $0.sizeThatFits(textProposal, context: context)) }.filter { $0.1.height > 0 }
            if !footers.isEmpty {
                y += 7
                for (footer, size) in footers {
                    g.placements.append((footer, CGRect(x: margin + rowPadding, y: y, width: size.width, height: size.height), textProposal))
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
        g.cardSlots = Self.animatedCards(g.cards, previous: node[attachment: Geometry.self]?.cardSlots ?? [], node: node, context: context)
        node[attachment: Geometry.self] = g
    }

    /// The cards' animators: each card keeps its animator (matched by position) and moves to
    /// its new rect with the layout's transaction; a new card starts where it is.
    private static func animatedCards(
        _ cards: [CGRect], previous: [AnimatedSlot<CGRect>], node: Node, context: LayoutContext
    ) -> [AnimatedSlot<CGRect>] {
        cards.enumerated().map { i, rect in
            guard i < previous.count else { return AnimatedSlot(rect) }
            let slot = previous[i]
            guard slot.animator.model != rect else { return slot }
            guard let animation = context.transaction.effectiveAnimation else {
                slot.animator.snap(to: rect)
                return slot
            }
            let end = slot.animator.set(rect, animation: animation, at: context.time)
            node.host?.animationScheduled(until: end, transaction: context.transaction, slot: slot)
            return slot
        }
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
