import Foundation

/// How far a list row reaches beyond its content: the cell's full width and height around the
/// content's frame (points), kept on the row's node by the list's layout.
struct ListRowExtent: NodeAttachment {
    var top: CGFloat
    var leading: CGFloat
    var bottom: CGFloat
    var trailing: CGFloat

    /// The whole cell around a content frame.
    func cell(around frame: CGRect) -> CGRect {
        CGRect(
            x: frame.minX - leading, y: frame.minY - top,
            width: frame.width + leading + trailing, height: frame.height + top + bottom)
    }
}

/// Makes a whole list row take the taps of the control it holds, as UIKit's cells do for a
/// `Button` or a `NavigationLink` row: while its content draws, the row's full cell is handed to
/// the first gesture inside as one more hit region (behind the content's own regions, so a
/// control inside the row still gets its own taps). Outside a list it does nothing.
struct _ListRowActivationModifier: ViewModifier, PrimitiveModifier {
    typealias Body = Never
    /// How many ancestors are searched for the row (a row's control sits a few levels inside it).
    static let searchDepth = 24

    func draw(node: Node, into builder: inout DisplayListBuilder, content: (inout DisplayListBuilder) -> Void) {
        guard node.environment.isInList, let cell = Self.rowCell(of: node, at: builder.time) else { return content(&builder) }
        let saved = builder.pendingRowHitRect
        builder.pendingRowHitRect = cell
        content(&builder)
        builder.pendingRowHitRect = saved
    }

    /// The full cell of the list row `node` is in, in the coordinates frames are drawn in.
    static func rowCell(of node: Node, at time: Double) -> CGRect? {
        var current: Node? = node
        for _ in 0..<searchDepth {
            guard let n = current else { return nil }
            if let extent = n[attachment: ListRowExtent.self] { return extent.cell(around: n.presentedFrame(at: time)) }
            current = n.parent
        }
        return nil
    }
}
