import Foundation

/// A view that draws with immediate-mode calls (SwiftUI's `Canvas`): `renderer` receives a
/// `GraphicsContext` in the canvas's own coordinates and the canvas's size in points, and runs
/// each time the canvas is drawn (so inside a `TimelineView` it draws every frame). The canvas
/// takes the size it is proposed (10 × 10 points for an unspecified proposal, as shapes do).
/// Views in `symbols`, each marked with `.tag(_:)`, are laid out at their ideal size and drawn
/// through `context.resolveSymbol(id:)`; they are not drawn otherwise.
public struct Canvas<Symbols: View>: View, PrimitiveView {
    public typealias Body = Never
    let renderer: (inout GraphicsContext, CGSize) -> Void
    let symbols: Symbols
    public var isOpaque: Bool
    public var rendersAsynchronously: Bool

    public init(
        opaque: Bool = false, colorMode: ColorRenderingMode = .nonLinear, rendersAsynchronously: Bool = false,
        renderer: @escaping (inout GraphicsContext, CGSize) -> Void, @ViewBuilder symbols: () -> Symbols
    ) {
        self.renderer = renderer
        self.symbols = symbols()
        self.isOpaque = opaque
        self.rendersAsynchronously = rendersAsynchronously
    }

    func children(node: Node, environment: EnvironmentValues) -> [ChildView] {
        Symbols.self == EmptyView.self ? [] : [ChildView(key: .slot(0), view: symbols)]
    }

    func sizeThatFits(_ proposal: ProposedViewSize, node: Node, context: LayoutContext) -> CGSize {
        node[attachment: CanvasMeasurer.self] = CanvasMeasurer(measurer: context.textMeasurer)
        return proposal.replacingUnspecifiedDimensions()
    }

    func placeChildren(node: Node, in bounds: CGRect, context: LayoutContext) {
        node[attachment: CanvasMeasurer.self] = CanvasMeasurer(measurer: context.textMeasurer)
        for symbol in node.layoutChildren {
            let size = symbol.sizeThatFits(.unspecified, context: context)
            symbol.place(in: CGRect(origin: bounds.origin, size: size), proposal: .unspecified, context: context)
        }
    }

    func draw(node: Node, into builder: inout DisplayListBuilder) {
        let frame = node.presentedFrame(at: builder.time)
        builder.addHitRegion(frame)
        var symbolTable: [AnyHashable: GraphicsContext.ResolvedSymbol] = [:]
        for symbol in node.layoutChildren {
            guard let tag = canvasSymbolTag(of: symbol) else { continue }
            var sub = DisplayListBuilder(time: builder.time)
            sub.hitTestingEnabled = false
            let origin = symbol.presentedFrame(at: builder.time).origin
            sub.transform = CGAffineTransform(translationX: -origin.x, y: -origin.y)
            symbol.draw(into: &sub)
            symbolTable[tag] = GraphicsContext.ResolvedSymbol(items: sub.items, size: symbol.frame.size)
        }
        let recorder = GraphicsContext.Recorder()
        let base = CGAffineTransform(translationX: frame.minX, y: frame.minY).concatenating(builder.transform)
        var context = GraphicsContext(
            recorder: recorder, base: base, environment: node.environment,
            measurer: node[attachment: CanvasMeasurer.self]?.measurer, symbols: symbolTable,
            images: node.imageLibrary)
        renderer(&context, frame.size)
        if recorder.blends {
            // Blend modes combine a drawing with the canvas's own drawing, not with what lies
            // behind the canvas: the canvas is one layer.
            builder.items.append(.beginGroup(GroupEffects()))
            builder.items.append(contentsOf: recorder.items)
            builder.items.append(.endGroup)
        } else {
            builder.items.append(contentsOf: recorder.items)
        }
    }
}

extension Canvas where Symbols == EmptyView {
    /// A canvas without symbols.
    public init(
        opaque: Bool = false, colorMode: ColorRenderingMode = .nonLinear, rendersAsynchronously: Bool = false,
        renderer: @escaping (inout GraphicsContext, CGSize) -> Void
    ) {
        self.init(opaque: opaque, colorMode: colorMode, rendersAsynchronously: rendersAsynchronously, renderer: renderer, symbols: { EmptyView() })
    }
}

/// The colour space a canvas blends in (SwiftUI's `ColorRenderingMode`); drawing here always
/// blends in the display list's colour space.
public enum ColorRenderingMode: Hashable, Sendable {
    case nonLinear, linear, extendedLinear
}

/// The text measurer of the layout pass that last measured a canvas, for drawing its text.
struct CanvasMeasurer: NodeAttachment {
    let measurer: TextMeasurer
}

/// The `.tag(_:)` of a symbol view, looking through its modifiers; nil when it has none.
@MainActor
func canvasSymbolTag(of node: Node) -> AnyHashable? {
    firstModifier((any AnyTag).self, of: node.view)?.anyTag
}
