import Foundation

/// How a `Text` fits the proposals it was measured with: the font scale it chose
/// (`minimumScaleFactor`) and the lines a proposed height holds, so that drawing uses what its
/// layout found. A few proposals are kept (a layout pass proposes several sizes); the oldest is
/// dropped first.
struct TextFitCache: NodeAttachment {
    struct Fit: Equatable {
        var scale: CGFloat = 1
        /// The line limit drawn: the environment's, or fewer lines when the proposed height
        /// holds fewer (see `Text.heightFittedLineLimit`).
        var lineLimit: Int?
    }
    var entries: [(proposal: ProposedViewSize, key: Int, fit: Fit)] = []

    func fit(for proposal: ProposedViewSize, key: Int) -> Fit? {
        entries.last { $0.proposal == proposal && $0.key == key }?.fit
    }

    mutating func store(_ fit: Fit, for proposal: ProposedViewSize, key: Int) {
        entries.removeAll { $0.proposal == proposal }
        entries.append((proposal, key, fit))
        if entries.count > 8 { entries.removeFirst(entries.count - 8) }
    }
}

extension Text {
    /// The factor in `minimumScaleFactor`…1 that the font is scaled by so that the text fits the
    /// proposal, as SwiftUI's `minimumScaleFactor` shrinks text before it truncates: 1 when the
    /// text fits at its size; otherwise the largest factor (found by bisection to 1/512) at which
    /// it fits: wrapped at the proposed width, it needs no more lines than the line limit allows
    /// and no more height than proposed. When even the smallest factor does not fit, the text is
    /// drawn at that factor and truncated. Runs of a concatenated or Markdown text that set
    /// their own font size keep it.
    func fittingScale(_ proposal: ProposedViewSize, environment env: EnvironmentValues, measurer: TextMeasurer) -> CGFloat {
        let factor = env.minimumScaleFactor.isFinite ? min(max(env.minimumScaleFactor, 0.01), 1) : 1
        guard factor < 1, let width = proposal.width, width.isFinite else { return 1 }
        let height = proposal.height.flatMap { $0.isFinite ? $0 : nil }
        guard env.lineLimit != nil || height != nil else { return 1 }
        let base = resolvedFont(env), styled = styledText(env), string = displayString(env)
        func measure(_ scale: CGFloat, lineLimit: Int?) -> CGSize {
            var font = base
            font.size = base.size * scale
            if let styled { return measurer.measure(styled, font: font, width: width, lineLimit: lineLimit) }
            return measurer.measure(string, font: font, width: width, lineLimit: lineLimit)
        }
        func fits(_ scale: CGFloat) -> Bool {
            let full = measure(scale, lineLimit: nil)
            if let lineLimit = env.lineLimit, full.height > measure(scale, lineLimit: lineLimit).height + 0.5 { return false }
            if let height, full.height > height + 0.5 { return false }
            return !wordBroken(scale)
        }
        func wordBroken(_ scale: CGFloat) -> Bool {
            // The widest word of the text, measured on its own, must fit the width.
            let words = string.split(whereSeparator: { $0 == " " || $0 == "\n" })
            guard let longest = words.max(by: { $0.count < $1.count }) else { return false }
            var font = base
            font.size = base.size * scale
            return measurer.measure(String(longest), font: font, width: nil, lineLimit: nil).width > width + 0.5
        }
        if fits(1) { return 1 }
        if !fits(factor) { return factor }
        var low = factor, high: CGFloat = 1
        while high - low > 1.0 / 512 {
            let mid = (low + high) / 2
            if fits(mid) { low = mid } else { high = mid }
        }
        return low
    }

    /// The lines of a text laid out by `measure` (a line limit to size) that fit `height`
    /// points, as SwiftUI's `Text` fits a proposed height: nil when the text fits with `limit`
    /// (the environment's line limit) or no height is proposed; else the most lines, at least
    /// one, whose height is within `height` (plus half a point), truncated after the last.
    static func heightFittedLineLimit(
        _ height: CGFloat?, limit: Int?, full: CGSize, measure: (Int) -> CGSize
    ) -> (lineLimit: Int, size: CGSize)? {
        guard let height, height.isFinite, full.height > height + 0.5 else { return nil }
        let line = measure(1)
        guard line.height > 0, full.height > line.height + 0.5 else { return nil }
        // Lines are of about one height: start from the count that height holds and step down.
        var lines = max(1, min(Int((height + 0.5) / line.height), limit ?? Int.max, 10_000))
        var size = lines == 1 ? line : measure(lines)
        while lines > 1, size.height > height + 0.5 {
            lines -= 1
            size = lines == 1 ? line : measure(lines)
        }
        return (lines, size)
    }

    /// What the cached fit depends on besides the proposal.
    func fitKey(_ env: EnvironmentValues) -> Int {
        var h = Hasher()
        h.combine(displayString(env))
        h.combine(resolvedFont(env))
        h.combine(env.lineLimit)
        h.combine(env.minimumScaleFactor)
        return h.finalize()
    }
}
