import Foundation

/// The content a `Text` or `Image` drew before its last change, kept while the change animates
/// (see `ContentTransition`). The old content is recorded as display items in a frame at the
/// origin of its own size, so it can be drawn again wherever the view is while it fades.
struct ContentCrossfade: NodeAttachment {
    /// What the content is now (compared at the next update).
    var key: AnyHashable?
    /// Draws the current content in a frame (at the next change, it becomes `previous`).
    var drawCurrent: ((CGRect) -> [DisplayItem])?
    /// Text of the current content for `numericText` (nil for an image).
    var text: String?
    /// The previous content's items, its size, and its text.
    var previous: [DisplayItem] = []
    var previousSize: CGSize = .zero
    var previousText: String?
    /// Counts content changes; its animator's lag behind the count is how far the last change
    /// has yet to go.
    var generation: Double = 0
    var transition: ContentTransition = .opacity
    /// For `numericText`: whether the change slides down (the value fell).
    var countsDown = false
}

extension AnimatableKey where Value == Double {
    /// Content changes so far (`ContentCrossfade.generation`).
    static var contentTransition: Self { Self(.contentTransition) }
}

extension Node {
    /// Records the content the node will draw (identified by `key`) at an update: when it differs
    /// from the last one and the update animates, the last content is kept to fade out.
    /// `draw` makes the content's items in a given frame; `text` is the content's string.
    func updateContent(key: AnyHashable, text: String? = nil, context: UpdateContext, draw: @escaping (CGRect) -> [DisplayItem]) {
        var state = self[attachment: ContentCrossfade.self] ?? ContentCrossfade()
        let transition = environment.contentTransition
        if let old = state.key, old != key {
            state.generation += 1
            if context.transaction.effectiveAnimation != nil, transition.kind != .identity, let drawOld = state.drawCurrent {
                state.previousSize = frame.size
                state.previous = drawOld(CGRect(origin: .zero, size: frame.size))
                state.previousText = state.text
                state.transition = transition
                state.countsDown = transition.countsDown ?? Self.valueFell(from: state.text, to: text)
            } else {
                state.previous = []
            }
        }
        state.key = key
        state.text = text
        state.drawCurrent = draw
        self[attachment: ContentCrossfade.self] = state
        // The animator is made at the first change (most views never change content), starting
        // from the count before it so that this change animates.
        guard state.generation > 0 else { return }
        if animatedSlots.slot(AnimatableKey<Double>.contentTransition, node: self) == nil {
            animatedSlots[AnimatableProperty.contentTransition] = AnimatedSlot(state.generation - 1)
        }
        setAnimatable(.contentTransition, state.generation, context: context)
    }

    /// Whether the number in `new` is below the one in `old` (digits, a sign and a decimal point
    /// read from each; false when either has none).
    static func valueFell(from old: String?, to new: String?) -> Bool {
        func number(_ s: String?) -> Double? {
            guard let s else { return nil }
            return Double(String(s.filter { $0.isNumber || $0 == "." || $0 == "-" }))
        }
        guard let a = number(old), let b = number(new) else { return false }
        return b < a
    }

    /// How far the last content change has come at `t`: 0 just after it, 1 when done (or when
    /// nothing is fading).
    func contentProgress(at t: Double) -> Double {
        guard let state = self[attachment: ContentCrossfade.self], !state.previous.isEmpty else { return 1 }
        let lag = state.generation - presented(.contentTransition, at: t, default: state.generation)
        guard lag.isFinite else { return 1 }
        return min(max(1 - lag, 0), 1)
    }

    /// Draws the content with `draw` in `frame`, and while a change animates, the previous
    /// content fading out (centred where the view is) under the new content fading in.
    func drawContent(in frame: CGRect, into builder: inout DisplayListBuilder, _ draw: (inout DisplayListBuilder) -> Void) {
        let p = contentProgress(at: builder.time)
        guard p < 1, let state = self[attachment: ContentCrossfade.self] else {
            draw(&builder)
            return
        }
        // numericText: a slide of half a line, rising (or falling when counting down).
        let slide = state.transition.kind == .numericText ? min(frame.height, state.previousSize.height) / 2 * (state.countsDown ? -1 : 1) : 0
        let old = CGAffineTransform(
            translationX: frame.midX - state.previousSize.width / 2,
            y: frame.midY - state.previousSize.height / 2 - CGFloat(p) * slide
        )
        .concatenating(builder.transform)
        var fadeOut = GroupEffects()
        fadeOut.opacity = 1 - p
        builder.items.append(.beginGroup(fadeOut))
        builder.items.append(contentsOf: state.previous.map { $0.transformed(by: old) })
        builder.items.append(.endGroup)
        var fadeIn = GroupEffects()
        fadeIn.opacity = p
        builder.items.append(.beginGroup(fadeIn))
        builder.withTransform(CGAffineTransform(translationX: 0, y: CGFloat(1 - p) * slide), draw)
        builder.items.append(.endGroup)
    }
}
