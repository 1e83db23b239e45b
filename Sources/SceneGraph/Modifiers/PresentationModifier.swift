import Foundation

/// How a presentation is drawn and laid out over the canvas (iPhone, iOS 17, light appearance).
enum PresentationStyle {
    /// Centred, 270 pt wide, over a dimmed canvas; scales down into place and fades.
    case alert
    /// A card at the bottom of the canvas as tall as its detent (`presentationDetents`; the
    /// large one reaches 10 pt below the canvas's top), rounded top corners (10 pt, or
    /// `presentationCornerRadius`), sliding up from the bottom over a dimmed canvas. The presenting view does not
    /// shrink behind it as on iOS: a documented difference.
    case sheet
    /// The whole canvas, sliding up from the bottom.
    case fullScreenCover
    /// An action sheet at the bottom: the actions in one rounded card, cancel in its own below.
    case confirmationDialog

    var dimming: Double {
        switch self {
        case .alert: return 0.2
        case .sheet, .confirmationDialog: return 0.15
        case .fullScreenCover: return 0
        }
    }

    /// The system animation of the presentation's card (SwiftUI presents with one whether or
    /// not the change that presents is animated).
    var cardTransition: AnyTransition {
        switch self {
        case .alert:
            return .asymmetric(
                insertion: AnyTransition.scale(scale: 1.15).combined(with: .opacity),
                removal: .opacity
            ).animation(.easeOut(duration: 0.25))
        case .sheet, .fullScreenCover, .confirmationDialog:
            return AnyTransition.move(edge: .bottom).animation(.spring(duration: 0.45, bounce: 0))
        }
    }
}

/// Presents `presented` above the whole canvas while `isPresented` holds. The content is laid
/// out and drawn as without the modifier; the presentation is laid out in the canvas's
/// coordinates and drawn after every other view, outside the ancestors' transforms and
/// groups, and takes the pointer input over the whole canvas.
public struct _PresentationModifier<Presented: View>: ViewModifier, PrimitiveModifier {
    public typealias Body = Never
    let style: PresentationStyle
    /// The presented view; nil while not presented.
    let presented: Presented?
    let dismiss: () -> Void

    public func body(content: Content) -> Never { fatalError("primitive modifier") }

    func extraChildren(node: Node) -> [ChildView] {
        guard let presented else { return [] }
        let dismiss = DismissAction(self.dismiss)
        let options = node[attachment: PresentationOptionsAttachment.self]?.options ?? PresentationOptions()
        node[attachment: PresentationOptionsAttachment.self] = PresentationOptionsAttachment(options: options)
        return [
            ChildView(
                key: .slot(1),
                view: Color.black.opacity(style.dimming)
                    .contentShape(Rectangle())
                    .onTapGesture {} // the canvas under a presentation takes no input
                    .modifier(_TransitionModifier(transition: AnyTransition.opacity.animation(.easeOut(duration: 0.25)), wholeView: true))),
            ChildView(
                key: .slot(2),
                view:
                    presented
                    .environment(\.dismiss, dismiss)
                    .environment(\.presentationOptions, options)
                    // The card as one view, whatever transitions the presented view has inside.
                    .modifier(_TransitionModifier(transition: style.cardTransition, wholeView: true)))
        ]
    }

    func place(node: Node, in bounds: CGRect, content: [Node], context: LayoutContext) {
        ZStackLayout(alignment: .center).place(content, in: bounds, context: context)
        guard node.children.count > 2 else { return }
        let canvas = CGRect(origin: .zero, size: node.host?.size ?? bounds.size)
        let dim = node.children[1], card = node.children[2]
        dim.place(in: canvas, proposal: ProposedViewSize(canvas.size), context: context)
        let large = canvas.height - 10
        let sheetHeight = node[attachment: PresentationOptionsAttachment.self]?.options.sheetHeight(large: large) ?? large
        let proposal: ProposedViewSize
        switch style {
        case .alert: proposal = ProposedViewSize(width: AlertMetrics.width, height: nil)
        case .sheet: proposal = ProposedViewSize(width: canvas.width, height: sheetHeight)
        case .fullScreenCover: proposal = ProposedViewSize(canvas.size)
        case .confirmationDialog: proposal = ProposedViewSize(width: canvas.width - 16, height: nil)
        }
        let size = card.sizeThatFits(proposal, context: context)
        let frame: CGRect
        switch style {
        case .alert:
            frame = CGRect(x: canvas.midX - size.width / 2, y: canvas.midY - size.height / 2, width: size.width, height: size.height)
        case .sheet:
            frame = CGRect(x: 0, y: canvas.maxY - sheetHeight, width: canvas.width, height: sheetHeight)
        case .fullScreenCover:
            frame = canvas
        case .confirmationDialog:
            frame = CGRect(x: 8, y: canvas.maxY - 8 - size.height, width: canvas.width - 16, height: size.height)
        }
        card.place(in: frame, proposal: style == .alert || style == .confirmationDialog ? ProposedViewSize(frame.size) : proposal, context: context)
    }

    func draw(node: Node, into builder: inout DisplayListBuilder, content: (inout DisplayListBuilder) -> Void) {
        content(&builder)
        let presentedChildren = node.children.dropFirst()
        guard !presentedChildren.isEmpty || !node.removingChildren.isEmpty else { return }
        builder.drawOnTop { top in
            // A dismissed presentation leaves with its transition, still above everything.
            let saved = top.hitTestingEnabled
            top.hitTestingEnabled = false
            for leaving in node.removingChildren.sorted(by: { $0.index < $1.index }) { leaving.node.draw(into: &top) }
            top.hitTestingEnabled = saved
            for child in presentedChildren { child.draw(into: &top) }
        }
        node.leavingDrawnInPlace = true
    }
}

/// The card a sheet or full-screen cover draws its content in.
struct SheetCard<Content: View>: View {
    let style: PresentationStyle
    let content: Content
    var body: some View {
        ZStack(alignment: .top) {
            _SheetChrome(style: style)
            content.frame(maxWidth: .infinity, maxHeight: .infinity)
        }
    }
}

/// The drawn confirmation dialog: the title, the actions, and a separate Cancel card.
struct DialogCard<Actions: View>: View {
    let title: Text?
    let actions: Actions
    let dismiss: () -> Void
    var body: some View {
        let dismiss = self.dismiss
        VStack(spacing: 8) {
            VStack(spacing: 0) {
                if let title {
                    title.font(.system(size: 13, weight: .semibold)).foregroundColor(.secondary)
                        .multilineTextAlignment(.center)
                        .padding(14)
                        .frame(maxWidth: .infinity)
                    AlertMetrics.separator.frame(height: 1 / 3)
                }
                actions
                    .font(.system(size: 20))
                    .foregroundColor(AlertMetrics.tint)
                    .frame(maxWidth: .infinity, minHeight: 57)
                    .environment(\.presentationActionDismiss, DismissAction(dismiss))
            }
            .background(RoundedRectangle(cornerRadius: 14, style: .continuous).fill(AlertMetrics.background))
            Text("Cancel").font(.system(size: 20, weight: .semibold)).foregroundColor(AlertMetrics.tint)
                .frame(maxWidth: .infinity, minHeight: 57)
                .background(RoundedRectangle(cornerRadius: 14, style: .continuous).fill(ChromeColors.sheetBackground))
                .contentShape(Rectangle())
                .onTapGesture { dismiss() }
        }
    }
}

/// An alert described by a title, actions and a message (SwiftUI's iOS 15 form).
struct ActionsAlertCard<Actions: View, Message: View>: View {
    let title: Text
    let actions: Actions
    let message: Message
    let dismiss: () -> Void
    var body: some View {
        let dismiss = self.dismiss
        VStack(spacing: 0) {
            VStack(spacing: 4) {
                title.font(.system(size: 17, weight: .semibold)).multilineTextAlignment(.center)
                message.font(.system(size: 13)).multilineTextAlignment(.center)
            }
            .padding(EdgeInsets(top: 19, leading: 16, bottom: 19, trailing: 16))
            .frame(maxWidth: .infinity)
            AlertMetrics.separator.frame(height: 1 / 3)
            if Actions.self == EmptyView.self {
                Text("OK").font(.system(size: 17)).foregroundColor(AlertMetrics.tint)
                    .frame(maxWidth: .infinity, minHeight: AlertMetrics.buttonHeight)
                    .contentShape(Rectangle())
                    .onTapGesture { dismiss() }
            } else {
                VStack(spacing: 0) { actions }
                    .font(.system(size: 17))
                    .foregroundColor(AlertMetrics.tint)
                    .frame(maxWidth: .infinity, minHeight: AlertMetrics.buttonHeight)
                    .environment(\.presentationActionDismiss, DismissAction(dismiss))
            }
        }
        .frame(width: AlertMetrics.width)
        .background(RoundedRectangle(cornerRadius: AlertMetrics.cornerRadius, style: .continuous).fill(AlertMetrics.background))
    }
}
