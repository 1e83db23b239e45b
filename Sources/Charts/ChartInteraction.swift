/// A selection binding of `chartXSelection` / `chartYSelection`, type-erased: `update` gets the
/// proxy and the drag's start and current positions along the axis (plot points), `clear` ends it.
struct ChartSelectionBinding {
    let update: @MainActor (ChartProxy, _ start: CGFloat, _ current: CGFloat) -> Void
    let clear: @MainActor () -> Void
}

/// The scroll position binding of `chartScrollPosition(x:)`, type-erased: the value at the
/// plot's leading edge as a position on the scale (a number, seconds since 1970, or a band
/// index), read and written.
struct ChartScrollBinding {
    let get: @MainActor (ChartScale) -> Double?
    let set: @MainActor (ChartScale, Double) -> Void

    /// The binding of `chartScrollPosition(x:)` or `(y:)`: the value at the start of the
    /// visible domain, converted to and from a scroll position.
    @MainActor init<P: Plottable>(_ value: Binding<P>) {
        get = { scale in scale.scrollPosition(of: value.wrappedValue._plotValue) }
        set = { scale, p in
            if let v = ChartProxy.convert(scale.scrollValue(at: p), as: P.self) { value.wrappedValue = v }
        }
    }

    /// A visible-domain length as the modifiers take it: nil when it is ≤ 0 or not finite.
    static func visibleLength<P: Plottable>(_ length: P) -> Double? {
        let l = length._plotValue.continuous ?? 0
        return l > 0 && l.isFinite ? l : nil
    }
}

/// What the interaction modifiers set.
struct ChartInteraction {
    var xSelection: ChartSelectionBinding?
    var ySelection: ChartSelectionBinding?
    /// `chartAngleSelection`: `update` gets the value along the angle scale under the finger.
    var angleSelection: (update: @MainActor (Double) -> Void, clear: @MainActor () -> Void)?
    var scrollableAxes: Axis.Set = []
    /// How much of the x domain is in view when the x axis scrolls: values (seconds for
    /// dates), or a number of categories.
    var xVisibleLength: Double?
    var xScroll: ChartScrollBinding?
    var xInitialScroll: PlotValue?
    /// The same for a vertically scrolling plot (`.vertical`).
    var yVisibleLength: Double?
    var yScroll: ChartScrollBinding?
    var yInitialScroll: PlotValue?
}

extension ChartScale {
    /// A position on the scale (see `ChartScrollBinding`) of a plotted value.
    func scrollPosition(of v: PlotValue) -> Double? {
        if case .band(let names) = kind {
            guard case .category(let c) = v, let i = names.firstIndex(of: c) else { return nil }
            return Double(i)
        }
        return v.continuous
    }

    /// The plotted value at a scroll position.
    func scrollValue(at p: Double) -> PlotValue {
        switch kind {
        case .band(let names):
            guard !names.isEmpty else { return .category("") }
            return .category(names[min(max(Int(p.rounded()), 0), names.count - 1)])
        case .continuous(_, let isDate): return isDate ? .date(Date(timeIntervalSince1970: p)) : .number(p)
        }
    }
}

extension View {
    /// Selects the x value under a drag across the plot (Swift Charts' `chartXSelection(value:)`,
    /// iOS 17): the binding holds the value at the finger (a category, number or date, as `P`)
    /// while the drag lasts, and nil once it ends. A scrolling x axis takes the drag instead.
    public func chartXSelection<P: Plottable>(value: Binding<P?>) -> some View {
        let selection = ChartSelectionBinding(
            update: { proxy, _, x in value.wrappedValue = proxy.value(atX: x, as: P.self) },
            clear: { value.wrappedValue = nil })
        return transformEnvironment(\.chartConfiguration) { $0.interaction.xSelection = selection }
    }
    /// Selects the x range a drag sweeps (Swift Charts' `chartXSelection(range:)`): from the
    /// value where the drag started to the value under the finger, ordered; nil once it ends.
    public func chartXSelection<P: Plottable & Comparable>(range: Binding<ClosedRange<P>?>) -> some View {
        let selection = ChartSelectionBinding(
            update: { proxy, start, x in
                guard let a = proxy.value(atX: min(start, x), as: P.self), let b = proxy.value(atX: max(start, x), as: P.self) else {
                    return
                }
                range.wrappedValue = min(a, b)...max(a, b)
            },
            clear: { range.wrappedValue = nil })
        return transformEnvironment(\.chartConfiguration) { $0.interaction.xSelection = selection }
    }
    /// Selects the value under a drag across a pie or donut (Swift Charts'
    /// `chartAngleSelection(value:)`, iOS 17): the value along the angle scale at the finger's
    /// angle around the centre, clockwise from 12 o'clock, from 0 to the sum of the sectors'
    /// values (find the slice by the running sum, as with Swift Charts); nil once the drag ends.
    /// An integer type takes the value rounded down.
    public func chartAngleSelection<P: Plottable>(value: Binding<P?>) -> some View {
        let update: @MainActor (Double) -> Void = { v in value.wrappedValue = P.from(.number(v)) ?? P.from(.number(v.rounded(.down))) }
        let clear: @MainActor () -> Void = { value.wrappedValue = nil }
        return transformEnvironment(\.chartConfiguration) { $0.interaction.angleSelection = (update, clear) }
    }
    /// Selects the y value under a drag (`chartYSelection(value:)`).
    public func chartYSelection<P: Plottable>(value: Binding<P?>) -> some View {
        let selection = ChartSelectionBinding(
            update: { proxy, _, y in value.wrappedValue = proxy.value(atY: y, as: P.self) },
            clear: { value.wrappedValue = nil })
        return transformEnvironment(\.chartConfiguration) { $0.interaction.ySelection = selection }
    }
    /// Lets the plot scroll along `axes` (Swift Charts' `chartScrollableAxes`, iOS 17):
    /// `.horizontal` (with `chartXVisibleDomain`) or `.vertical` (with `chartYVisibleDomain`;
    /// one axis scrolls at a time, horizontal first). The marks are clipped to the plot; the drag
    /// moves the visible domain one to one with the finger, clamped to the data's domain, without
    /// momentum.
    public func chartScrollableAxes(_ axes: Axis.Set) -> some View {
        transformEnvironment(\.chartConfiguration) { $0.interaction.scrollableAxes = axes }
    }
    /// How much of the x domain a scrolling plot shows: a span of values (seconds for a date
    /// axis: `3600 * 24 * 7` is a week) or a number of categories. A length ≤ 0 or not finite
    /// is ignored.
    public func chartXVisibleDomain<P: Numeric & Plottable>(length: P) -> some View {
        let l = ChartScrollBinding.visibleLength(length)
        return transformEnvironment(\.chartConfiguration) { $0.interaction.xVisibleLength = l }
    }
    /// The x value at the plot's leading edge of a scrolling chart, read and written as the
    /// plot scrolls.
    public func chartScrollPosition<P: Plottable>(x: Binding<P>) -> some View {
        let scroll = ChartScrollBinding(x)
        return transformEnvironment(\.chartConfiguration) { $0.interaction.xScroll = scroll }
    }
    /// How much of the y domain a vertically scrolling plot shows (as `chartXVisibleDomain`).
    public func chartYVisibleDomain<P: Numeric & Plottable>(length: P) -> some View {
        let l = ChartScrollBinding.visibleLength(length)
        return transformEnvironment(\.chartConfiguration) { $0.interaction.yVisibleLength = l }
    }
    /// The y value at the start of the visible y domain (the bottom for numbers, the top
    /// category for categories) of a vertically scrolling chart, read and written as it scrolls.
    public func chartScrollPosition<P: Plottable>(y: Binding<P>) -> some View {
        let scroll = ChartScrollBinding(y)
        return transformEnvironment(\.chartConfiguration) { $0.interaction.yScroll = scroll }
    }
    /// The y value at the start of the visible y domain when the chart first appears.
    public func chartScrollPosition<P: Plottable>(initialY: P) -> some View {
        let v = initialY._plotValue
        return transformEnvironment(\.chartConfiguration) { $0.interaction.yInitialScroll = v }
    }
    /// The x value at the plot's leading edge when a scrolling chart first appears.
    public func chartScrollPosition<P: Plottable>(initialX: P) -> some View {
        let v = initialX._plotValue
        return transformEnvironment(\.chartConfiguration) { $0.interaction.xInitialScroll = v }
    }
    /// Accepted for source compatibility: a scroll ends where the finger leaves it.
    public func chartScrollTargetBehavior<B>(_ behavior: B) -> some View { self }
}
