import Foundation

/// The background of a sheet or full-screen cover and a sheet's grabber, drawn from the
/// presentation's options when the card is drawn (the content sets them as it updates): the
/// card filled with `presentationBackground` or the system background (a sheet: white, dark
/// #1C1C1E; a cover: systemBackground), its top corners rounded by `presentationCornerRadius`
/// (10 pt by default; none for a cover), and the grabber — a 36 × 5 pt capsule 5 pt below the
/// top, in tertiaryLabel — when `presentationDragIndicator` asks for it.
struct _SheetChrome: View, PrimitiveView {
    typealias Body = Never
    let style: PresentationStyle

    static let grabberSize = CGSize(width: 36, height: 5)
    static let grabberTop: CGFloat = 5

    var isStructural: Bool { false }
    func children(node: Node, environment: EnvironmentValues) -> [ChildView] { [] }

    func sizeThatFits(_ proposal: ProposedViewSize, node: Node, context: LayoutContext) -> CGSize {
        proposal.replacingUnspecifiedDimensions(by: .zero)
    }

    func draw(node: Node, into builder: inout DisplayListBuilder) {
        let frame = node.presentedFrame(at: builder.time)
        let options = node.environment.presentationOptions
        let radius = style == .sheet ? options?.cornerRadius ?? 10 : 0
        let path = UnevenRoundedRectangle(topLeadingRadius: radius, topTrailingRadius: radius, style: .continuous).path(in: frame)
        let fallback = style == .sheet ? ChromeColors.sheetBackground : Color.systemBackgroundColor
        let paint = options?.background?._paint(in: node.environment) ?? .color(fallback.resolved)
        builder.items.append(.fill(path, FillStyle(), paint, transform: builder.transform))
        if style == .sheet, options?.showsDragIndicator == true {
            let s = Self.grabberSize
            let grabber = CGRect(x: frame.midX - s.width / 2, y: frame.minY + Self.grabberTop, width: s.width, height: s.height)
            builder.items.append(
                .fill(
                    Capsule().path(in: grabber), FillStyle(), .color(Color.tertiaryLabelColor.resolved),
                    transform: builder.transform))
        }
    }
}
