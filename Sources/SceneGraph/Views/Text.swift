import Foundation

/// A run of text (SwiftUI's `Text`), drawn with the environment's font and foreground style.
public struct Text: View, PrimitiveView, Equatable {
    public typealias Body = Never
    /// Weight, slant and decorations set on this text (see `TextStyling`).
    var styling = TextStyling()
    /// The string drawn. Setting it makes the text verbatim: it is no longer looked up again in
    /// the environment's language.
    public var content: String { didSet { localization = nil } }
    var font: Font?
    var color: Color?
    /// The runs of a concatenated or Markdown text (nil: one run of `content`).
    var runs: [TextRun]?
    /// The interval a timer text counts through (`Text(timerInterval:)`); its content is then
    /// the count at the second its node was built for (see `timerText(node:)`).
    var timer: SceneTimerInterval?
    /// The key this text was made from, to look up again in the environment's locale (nil for
    /// a verbatim text, or when no string table exists).
    var localization: TextLocalization?

    /// A string drawn as it is (a literal goes to `init(_: LocalizedStringKey)`, which parses Markdown).
    /// Combining marks and directional controls beyond `TextBounds`'s limits are dropped.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ content: S) { self.content = TextBounds.bounded(String(content), view: "Text") }
    public init(verbatim content: String) { self.content = TextBounds.bounded(content, view: "Text") }

    public func font(_ font: Font?) -> Text {
        var t = self
        t.font = font
        return t
    }
    public func foregroundColor(_ color: Color?) -> Text {
        var t = self
        t.color = color
        return t
    }

    func children(node: Node, environment: EnvironmentValues) -> [ChildView] { [] }

    func resolvedFont(_ environment: EnvironmentValues) -> Font.Resolved {
        return styling.apply(to: (font ?? environment.font ?? .body).resolve(in: environment), environment: environment)
    }

    func update(node: Node, context: UpdateContext) {
        if let timer {
            updateTimer(timer, node: node, context: context)
            return timerText(node: node).update(node: node, context: context)
        }
        let paint =
            color.map { Paint.color($0.resolved) } ?? node.environment.foregroundStyle?._paint(in: node.environment)
            ?? .color(Color.primary.resolved)
        if case .color(let c) = paint { node.setForegroundColor(c, context: context) }
        let env = node.environment
        var item = TextItem(
            string: displayString(env), font: resolvedFont(env), paint: paint,
            alignment: env.multilineTextAlignment, lineLimit: env.lineLimit, frame: .zero, styled: styledText(env))
        item.truncationMode = env.truncationMode
        let key = TextContentKey(string: item.string, styled: item.styled, font: item.font)
        node.updateContent(key: key, text: item.string, context: context) { frame in
            var drawn = item
            drawn.frame = frame
            return [.text(drawn, transform: .identity)]
        }
    }

    func sizeThatFits(_ proposal: ProposedViewSize, node: Node, context: LayoutContext) -> CGSize {
        if timer != nil { return timerText(node: node).sizeThatFits(proposal, node: node, context: context) }
        let env = node.environment
        let width = proposal.width.map { $0.isFinite ? $0 : nil } ?? nil
        var font = resolvedFont(env)
        var fit = TextFitCache.Fit(lineLimit: env.lineLimit)
        if env.minimumScaleFactor < 1 {
            fit.scale = fittingScale(proposal, environment: env, measurer: context.textMeasurer)
            font.size *= fit.scale
        }
        let styled = styledText(env), string = displayString(env), measurer = context.textMeasurer
        func measure(_ lineLimit: Int?) -> CGSize {
            if let styled { return measurer.measure(styled, font: font, width: width, lineLimit: lineLimit, scale: env.displayScale) }
            return measurer.measure(string, font: font, width: width, lineLimit: lineLimit, scale: env.displayScale)
        }
        var size = measure(env.lineLimit)
        if let fitted = Self.heightFittedLineLimit(proposal.height, limit: env.lineLimit, full: size, measure: measure) {
            fit.lineLimit = fitted.lineLimit
            size = fitted.size
        }
        // What drawing needs to know (kept only when it differs from the environment's, or to
        // replace what an earlier layout kept for this proposal).
        if fit != TextFitCache.Fit(lineLimit: env.lineLimit) || node[attachment: TextFitCache.self] != nil {
            node[attachment: TextFitCache.self, default: TextFitCache()].store(fit, for: proposal, key: fitKey(env))
        }
        return size
    }

    /// The font scale and line limit layout chose for the node's proposal (`minimumScaleFactor`,
    /// see `fittingScale`; a proposed height that holds fewer lines, see `heightFittedLineLimit`).
    func drawnFit(node: Node) -> (font: Font.Resolved, lineLimit: Int?) {
        let env = node.environment
        var font = resolvedFont(env)
        guard let fit = node[attachment: TextFitCache.self]?.fit(for: node.placementProposal, key: fitKey(env)) else {
            return (font, env.lineLimit)
        }
        font.size *= fit.scale
        return (font, fit.lineLimit)
    }

    func placeChildren(node: Node, in bounds: CGRect, context: LayoutContext) {}

    /// 0 points towards text and symbols above and below (`ViewSpacing`), the default otherwise.
    func spacing(node: Node, context: LayoutContext) -> ViewSpacing { .text }

    /// The baselines of the first and last lines as laid out at `size`'s width.
    func explicitAlignment(_ guide: AlignmentGuide, node: Node, proposal: ProposedViewSize, size: CGSize, context: LayoutContext) -> CGFloat? {
        guard guide.isTextBaseline else { return nil }
        if timer != nil { return timerText(node: node).explicitAlignment(guide, node: node, proposal: proposal, size: size, context: context) }
        let env = node.environment
        let string = styledText(env)?.plainText ?? displayString(env)
        let width = proposal.width.map { $0.isFinite ? $0 : nil } ?? nil
        let lineLimit = node[attachment: TextFitCache.self]?.fit(for: proposal, key: fitKey(env))?.lineLimit ?? env.lineLimit
        let lines = context.textMeasurer.baselines(string, font: resolvedFont(env), width: width, lineLimit: lineLimit)
        return guide.isFirstTextBaseline ? lines.first : lines.last
    }

    func draw(node: Node, into builder: inout DisplayListBuilder) {
        if timer != nil { return timerText(node: node).draw(node: node, into: &builder) }
        let env = node.environment
        var paint = color.map { Paint.color($0.resolved) } ?? env.foregroundStyle?._paint(in: env) ?? .color(Color.primary.resolved)
        if case .color(let model) = paint, node.hasForegroundColorAnimator {
            paint = .color(node.presentedForegroundColor(at: builder.time, default: model))
        }
        // Lines are laid out at the model size (so text never re-wraps while its frame animates),
        // centred on the animated frame.
        let presented = node.presentedFrame(at: builder.time)
        let frame = CGRect(
            x: presented.midX - node.frame.width / 2, y: presented.midY - node.frame.height / 2,
            width: node.frame.width, height: node.frame.height)
        builder.addHitRegion(frame)
        let fit = drawnFit(node: node)
        var item = TextItem(
            string: displayString(env), font: fit.font, paint: paint,
            alignment: env.multilineTextAlignment, lineLimit: fit.lineLimit, frame: frame, styled: styledText(env))
        item.truncationMode = env.truncationMode
        node.drawContent(in: frame, into: &builder) { $0.items.append(.text(item, transform: $0.transform)) }
    }
}

/// What a text's content is, for its content transition: its characters and font (a colour
/// change animates the colour instead).
struct TextContentKey: Hashable {
    let string: String
    let styled: StyledText?
    let font: Font.Resolved
}
