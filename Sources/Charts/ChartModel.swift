/// Swift Charts' default categorical palette for `foregroundStyle(by:)`, in order: blue, green,
/// orange, purple, red, cyan, yellow, then again (iOS's system colours).
public let chartDefaultPalette: [Color] = [.blue, .green, .orange, .purple, .red, .cyan, .yellow]

/// A tick of an axis: where (0…1 along the axis), its value, and what is drawn there.
struct AxisTickSpec {
    var value: PlotValue
    var fraction: Double
    var label: String?
    var labelView: AnyView?
    var gridLine: Bool
    var gridStroke: StrokeStyle?
    var tickLength: CGFloat?
    /// On the other side: a y axis's leading side, an x axis's top (`AxisMarks(position:)`).
    var opposite = false
    var preset = AxisMarkPreset.automatic
    /// Colliding labels may be thinned (`AxisValueLabel(collisionResolution:)`).
    var thins = true
    /// The label's point placed at the tick (`AxisValueLabel(anchor:)`).
    var labelAnchor: UnitPoint?
    /// The label is centred between this tick and the next (`AxisValueLabel(centered: true)`),
    /// at `labelFraction`.
    var labelCentered = false
    var labelFraction: Double?
    /// Styles of the grid line, the tick and the label, when set (else the secondary colour).
    var gridStyle: AnyShapeStyle?
    var tickStyle: AnyShapeStyle?
    var labelStyle: AnyShapeStyle?
}

/// A legend entry: a series value and its style.
struct LegendEntry {
    var label: String
    var style: AnyShapeStyle
    var symbol: BasicChartSymbolShape
}

/// Which axis a bar's value runs along.
enum BarOrientation { case vertical, horizontal }

/// A chart's marks with their scales, stacks, styles, ticks and legend: everything but sizes.
@MainActor
struct ChartModel {
    var marks: [ChartMark]
    var x: ChartScale?
    var y: ChartScale?
    /// A stacked mark's interval along its value axis, by mark index.
    var valueIntervals: [Int: ClosedRange<Double>] = [:]
    /// A mark's slot in its band when the chart has `.position(by:)`: (slot, slots), by index.
    var slots: [Int: (Int, Int)] = [:]
    var styles: [String: AnyShapeStyle] = [:]
    var symbols: [String: BasicChartSymbolShape] = [:]
    var legend: [LegendEntry] = []
    var xTicks: [AxisTickSpec] = []
    var yTicks: [AxisTickSpec] = []
    var isPie: Bool

    /// `xScroll`, `yScroll`: the scroll positions a drag left (see `ChartScrollBinding`), used
    /// when that axis scrolls and no `chartScrollPosition(x:)`/`(y:)` binding is given.
    init(marks: [ChartMark], configuration config: ChartConfiguration, xScroll: Double? = nil, yScroll: Double? = nil) {
        let marks = Self.sampleFunctions(marks, configuration: config)
        self.marks = marks
        isPie = !marks.isEmpty && marks.allSatisfy { $0.kind == .sector }
        resolveStyles(config)
        resolveStacks()
        if !isPie {
            x = Self.scale(values: xValues(), domain: config.xDomain, type: config.xType, includesZeroByDefault: true)
            y = Self.scale(values: yValues(), domain: config.yDomain, type: config.yType, includesZeroByDefault: true)
            x?.range = config.xRange ?? PositionRangeSpec()
            y?.range = config.yRange ?? PositionRangeSpec()
            // Fractions run from the bottom, but the first category on y is at the top.
            if y?.isBand == true { y?.reversed.toggle() }
            let interaction = config.interaction
            if interaction.scrollableAxes.contains(.horizontal), let length = interaction.xVisibleLength, let sx = x {
                let start = interaction.xScroll?.get(sx) ?? xScroll
                    ?? interaction.xInitialScroll.flatMap { sx.scrollPosition(of: $0) }
                x?.window = Self.window(of: sx, length: length, start: start)
            } else if interaction.scrollableAxes.contains(.vertical), let length = interaction.yVisibleLength, let sy = y {
                let start = interaction.yScroll?.get(sy) ?? yScroll
                    ?? interaction.yInitialScroll.flatMap { sy.scrollPosition(of: $0) }
                y?.window = Self.window(of: sy, length: length, start: start)
            }
            xTicks = ticks(x, axis: config.xAxis, isX: true)
            yTicks = ticks(y, axis: config.yAxis, isX: false)
        }
        if config.legend.visibility == .hidden { legend = [] }
    }

    /// Each function's graph (`LinePlot(x:y:domain:function:)`, `AreaPlot`) replaced by its
    /// samples: over its own domain, else over the chart's x domain — the written one
    /// (`chartXScale(domain:)`), else the automatic domain of the other marks' x values, else
    /// 0…1 when nothing else gives one.
    static func sampleFunctions(_ marks: [ChartMark], configuration config: ChartConfiguration) -> [ChartMark] {
        guard marks.contains(where: { $0.function != nil }) else { return marks }
        var domain: ClosedRange<Double> = 0...1
        let values = marks.filter { $0.function == nil }.flatMap { [$0.x, $0.xStart, $0.xEnd].compactMap { $0 }.flatMap(values(of:)) }
        if let s = scale(values: values, domain: config.xDomain, type: config.xType, includesZeroByDefault: true),
            case .continuous(let d, isDate: false) = s.kind, d.upperBound > d.lowerBound {
            domain = d
        }
        return marks.flatMap { m in m.function.map { $0.marks(from: m, over: $0.domain ?? domain) } ?? [m] }
    }

    /// The bar's orientation: horizontal when its category is on y, or it spans x.
    static func orientation(of m: ChartMark) -> BarOrientation {
        // A bar for a category or date alone fills its band across the plot.
        if m.y == nil, m.yStart == nil, m.xStart == nil, let x = m.x, fillsBand(x) { return .vertical }
        if m.x == nil, m.xStart == nil, m.yStart == nil, let y = m.y, fillsBand(y) { return .horizontal }
        // A number over an interval of the other axis: a histogram's bin (`BarMark(xStart:xEnd:y:)`
        // with a numeric y) rises from zero across its interval.
        if m.xStart != nil, m.yStart == nil, let y = m.y, !fillsBand(y) { return .vertical }
        if m.yStart != nil, m.xStart == nil, let x = m.x, !fillsBand(x) { return .horizontal }
        if m.xStart != nil || (m.y == nil && m.yStart == nil) { return .horizontal }
        if m.yStart != nil || m.x == nil { return .vertical }
        if case .category = m.y?.value, m.x?.value.continuous != nil { return .horizontal }
        return .vertical
    }

    /// Whether a field fills a band or date unit across its axis (a category or a date) rather
    /// than running from zero to a number.
    static func fillsBand(_ f: PlottedField) -> Bool {
        if case .number = f.value { return false }
        return true
    }

    // MARK: styles

    private mutating func resolveStyles(_ config: ChartConfiguration) {
        var order: [String] = []
        for m in marks {
            if let f = m.styleBy, !order.contains(label(f.value)) { order.append(label(f.value)) }
        }
        if let scale = config.styleScale {
            for (k, s) in scale { styles[k] = s }
            order = scale.map(\.0) + order.filter { k in !scale.contains { $0.0 == k } }
        }
        if let mapping = config.styleMapping {
            for m in marks {
                if let f = m.styleBy, styles[label(f.value)] == nil, let style = mapping(f.value) { styles[label(f.value)] = style }
            }
        }
        if let gradient = config.styleGradient {
            var numbers: [String: Double] = [:]
            for m in marks { if let f = m.styleBy, case .number(let v) = f.value { numbers[label(f.value)] = v } }
            if let lo = numbers.values.min(), let hi = numbers.values.max() {
                for (k, v) in numbers { styles[k] = AnyShapeStyle(Self.color(in: gradient, at: hi > lo ? (v - lo) / (hi - lo) : 0)) }
            }
        }
        let palette = config.styleRange ?? chartDefaultPalette.map { AnyShapeStyle($0) }
        for (i, k) in order.enumerated() where styles[k] == nil {
            styles[k] = palette[i % palette.count]
        }
        var symbolOrder: [String] = []
        for m in marks {
            if let f = m.symbolBy, !symbolOrder.contains(label(f.value)) { symbolOrder.append(label(f.value)) }
        }
        for (i, k) in symbolOrder.enumerated() {
            symbols[k] = BasicChartSymbolShape.sequence[i % BasicChartSymbolShape.sequence.count]
        }
        let usedKeys = Set(marks.compactMap { $0.styleBy.map { label($0.value) } })
        legend = order.filter { usedKeys.contains($0) || config.styleScale != nil }.map {
            LegendEntry(label: $0, style: styles[$0]!, symbol: symbols[$0] ?? .circle)
        }
    }

    /// The colour at `t` (0…1) along `gradient`: its stops' colours mixed linearly between
    /// their locations.
    static func color(in gradient: Gradient, at t: Double) -> Color {
        let stops = gradient.stops.sorted { $0.location < $1.location }
        guard let first = stops.first, let last = stops.last else { return .clear }
        if t <= Double(first.location) { return first.color }
        for (a, b) in zip(stops, stops.dropFirst()) where t <= Double(b.location) {
            let span = Double(b.location - a.location)
            return a.color.mix(with: b.color, by: span > 0 ? (t - Double(a.location)) / span : 1, in: .device)
        }
        return last.color
    }

    /// The style a mark is drawn with: its own, its series', else the accent blue.
    func style(of m: ChartMark) -> AnyShapeStyle {
        if let s = m.style { return s }
        if let f = m.styleBy, let s = styles[label(f.value)] { return s }
        return AnyShapeStyle(Color.blue)
    }

    func symbol(of m: ChartMark) -> BasicChartSymbolShape {
        if let s = m.symbol { return s }
        if let f = m.symbolBy, let s = symbols[label(f.value)] { return s }
        return .circle
    }

    // MARK: stacks

    private mutating func resolveStacks() {
        // Grouped bars: one slot per positionBy value in each band.
        var groups: [String] = []
        for m in marks where m.kind == .bar {
            if let p = m.positionBy, !groups.contains(label(p.value)) { groups.append(label(p.value)) }
        }
        var positive: [String: Double] = [:], negative: [String: Double] = [:], totals: [String: Double] = [:]
        var entries: [(Int, String, Double, MarkStackingMethod)] = []
        for (i, m) in marks.enumerated() where m.kind == .bar || m.kind == .area {
            if let p = m.positionBy, let g = groups.firstIndex(of: label(p.value)) { slots[i] = (g, groups.count) }
            guard m.stacking != .unstacked else { continue }
            let vertical = m.kind == .area || Self.orientation(of: m) == .vertical
            guard (vertical ? m.yStart : m.xStart) == nil, let valueField = vertical ? m.y : m.x,
                let v = valueField.value.continuous
            else { continue }
            // Bars stack at one position: a value, or an interval (a histogram's bin).
            let start = vertical ? m.xStart : m.yStart, end = vertical ? m.xEnd : m.yEnd
            let position = (vertical ? m.x : m.y).map { "\($0.value)" }
                ?? start.map { "\($0.value)…\(end.map { "\($0.value)" } ?? "")" } ?? ""
            let key = "\(m.kind)|\(position)|\(m.positionBy.map { label($0.value) } ?? "")"
            totals[key, default: 0] += abs(v)
            entries.append((i, key, v, m.stacking))
        }
        for (i, key, v, method) in entries {
            let base = v >= 0 ? positive[key, default: 0] : negative[key, default: 0]
            if v >= 0 { positive[key] = base + v } else { negative[key] = base + v }
            var lo = min(base, base + v), hi = max(base, base + v)
            switch method {
            case .normalized:
                let t = totals[key] ?? 1
                if t > 0 { lo /= t; hi /= t }
            case .center:
                let shift = -(totals[key] ?? 0) / 2
                lo += shift; hi += shift
            default: break
            }
            valueIntervals[i] = lo...hi
        }
    }

    // MARK: scales

    private func xValues() -> [PlotValue] {
        var out: [PlotValue] = []
        for (i, m) in marks.enumerated() {
            if m.kind == .bar, Self.orientation(of: m) == .horizontal, let iv = valueIntervals[i] {
                out += [.number(iv.lowerBound), .number(iv.upperBound)]
            } else {
                out += [m.x, m.xStart, m.xEnd].compactMap { $0 }.flatMap(Self.values(of:))
                if m.kind == .bar, Self.orientation(of: m) == .horizontal, m.xStart == nil, m.x != nil { out.append(.number(0)) }
            }
        }
        return out
    }

    private func yValues() -> [PlotValue] {
        var out: [PlotValue] = []
        for (i, m) in marks.enumerated() {
            let valueAxis = m.kind == .area || (m.kind == .bar && Self.orientation(of: m) == .vertical)
            if valueAxis, let iv = valueIntervals[i] {
                out += [.number(iv.lowerBound), .number(iv.upperBound)]
            } else {
                out += [m.y, m.yStart, m.yEnd].compactMap { $0 }.flatMap(Self.values(of:))
                if valueAxis, m.yStart == nil, m.y != nil { out.append(.number(0)) }
            }
        }
        return out
    }

    /// A field's values on its scale: a binned date gives both ends of its unit.
    static func values(of f: PlottedField) -> [PlotValue] {
        if let iv = f.unitInterval {
            guard case .date = f.value else { return [.number(iv.lowerBound), .number(iv.upperBound)] }
            return [.date(Date(timeIntervalSince1970: iv.lowerBound)), .date(Date(timeIntervalSince1970: iv.upperBound))]
        }
        return [f.value]
    }

    /// The scale of `values` under a written domain: bands for categories (in order of first
    /// appearance), else continuous. Automatic numeric domains include zero and are widened to
    /// nice steps (`NiceScale`); date domains span the data (binned dates: whole units).
    /// The part of `scale` in view when it scrolls: `length` values (or categories) from
    /// `start` (the domain's start when nil), kept inside the domain.
    static func window(of scale: ChartScale, length: Double, start: Double?) -> ClosedRange<Double>? {
        let full: ClosedRange<Double>
        switch scale.kind {
        case .band(let names): full = 0...Double(names.count)
        case .continuous(let d, _): full = d
        }
        let l = min(length, full.upperBound - full.lowerBound)
        guard l > 0 else { return nil }
        let s = min(max(start ?? full.lowerBound, full.lowerBound), full.upperBound - l)
        return s...(s + l)
    }

    /// The scale of `values` (see `scale(values:domain:includesZeroByDefault:)`) of `type`: a
    /// log scale's automatic domain is the data's above zero widened to powers of ten
    /// (`LogScale.domain`).
    static func scale(values: [PlotValue], domain: DomainSpec?, type: ScaleType?, includesZeroByDefault: Bool) -> ChartScale? {
        let transform = type?.transform ?? .linear
        if transform == .log, domain.map({ if case .range = $0.kind { false } else { true } }) ?? true {
            let numbers = values.compactMap { v -> Double? in if case .number(let n) = v { n } else { nil } }
            if numbers.count == values.count, let d = LogScale.domain(numbers) {
                var s = ChartScale(kind: .continuous(d, isDate: false), reversed: domain?.reversed ?? false)
                s.transform = .log
                s.step = d.lowerBound
                return s
            }
        }
        var s = scale(values: values, domain: domain, includesZeroByDefault: includesZeroByDefault)
        if s?.isContinuous == true, s?.isDate == false { s?.transform = transform }
        if transform == .log, case .continuous(let d, _)? = s?.kind { s?.step = max(d.lowerBound, 1e-12) }
        return s
    }

    static func scale(values: [PlotValue], domain: DomainSpec?, includesZeroByDefault: Bool) -> ChartScale? {
        let reversed = domain?.reversed ?? false
        if case .categories(let names)? = domain?.kind { return ChartScale(kind: .band(names), reversed: reversed) }
        var categories: [String] = []
        var numbers: [Double] = []
        var isDate = false
        for v in values {
            switch v {
            case .category(let c): if !categories.contains(c) { categories.append(c) }
            case .number(let n): numbers.append(n)
            case .date(let d): numbers.append(d.timeIntervalSince1970); isDate = true
            }
        }
        if !categories.isEmpty { return ChartScale(kind: .band(categories), reversed: reversed) }
        if case .range(let lo, let hi, let date)? = domain?.kind {
            var s = ChartScale(kind: .continuous(lo...hi, isDate: date), reversed: reversed)
            s.step = date ? 86_400 : NiceScale.step(span: hi - lo)
            return s
        }
        guard var lo = numbers.min(), var hi = numbers.max() else { return nil }
        if isDate {
            if hi <= lo { hi = lo + 86_400 }
            return ChartScale(kind: .continuous(lo...hi, isDate: true), reversed: reversed)
        }
        var includesZero = includesZeroByDefault
        if case .automatic(let z?)? = domain?.kind { includesZero = z }
        if includesZero { lo = min(lo, 0); hi = max(hi, 0) }
        let nice = NiceScale.domain(lo, hi)
        var s = ChartScale(kind: .continuous(nice.domain, isDate: false), reversed: reversed)
        s.step = nice.step
        return s
    }

    // MARK: ticks

    private func ticks(_ scale: ChartScale?, axis: AxisConfiguration, isX: Bool) -> [AxisTickSpec] {
        guard let scale, axis.visibility != .hidden else { return [] }
        let marks = axis.marks ?? [AxisMarks()]
        var out: [AxisTickSpec] = []
        for am in marks {
            let first = out.count
            defer { Self.centerLabels(&out[first...]) }
            let values = tickValues(scale, am.values)
            for (i, v) in values.enumerated() {
                guard let f = scale.fraction(of: v), scale.window == nil || (f > -1e-6 && f < 1 + 1e-6) else { continue }
                let elements: [AxisElement]
                if let content = am.content {
                    elements = content(AxisValue(plotValue: v, index: i, count: values.count)).items
                } else if scale.isBand {
                    elements = [.label(text: nil, view: nil, thins: true, anchor: nil, centered: false)]
                } else {
                    elements = [.gridLine(nil), .tick(length: 4, stroke: nil), .label(text: nil, view: nil, thins: true, anchor: nil, centered: false)]
                }
                var spec = AxisTickSpec(value: v, fraction: f, label: nil, labelView: nil, gridLine: false, gridStroke: nil, tickLength: nil)
                spec.opposite = isX ? am.position == .top : am.position == .leading
                spec.preset = am.preset
                for e in elements {
                    switch e {
                    case .gridLine(let s): spec.gridLine = true; spec.gridStroke = s
                    case .tick(let l, _): spec.tickLength = l
                    case .style(let s, .grid): spec.gridStyle = s
                    case .style(let s, .tick): spec.tickStyle = s
                    case .style(let s, .label): spec.labelStyle = s
                    case .label(let text, let view, let thins, let anchor, let centered):
                        spec.thins = thins
                        spec.labelAnchor = anchor
                        spec.labelCentered = centered
                        spec.labelView = view
                        spec.label = view == nil ? (text?(v) ?? defaultLabel(v, scale: scale)) : nil
                    }
                }
                out.append(spec)
            }
        }
        return out
    }

    /// Centred labels (`AxisValueLabel(centered: true)`) of one `AxisMarks`: each midway to
    /// the next tick; the last one, with no next tick, is left out.
    static func centerLabels(_ specs: inout ArraySlice<AxisTickSpec>) {
        let indices = Array(specs.indices)
        for (n, i) in indices.enumerated() where specs[i].labelCentered {
            if n + 1 < indices.count {
                specs[i].labelFraction = (specs[i].fraction + specs[indices[n + 1]].fraction) / 2
            } else {
                specs[i].label = nil
                specs[i].labelView = nil
            }
        }
    }

    private func tickValues(_ scale: ChartScale, _ values: AxisMarkValues) -> [PlotValue] {
        switch (scale.kind, values.kind) {
        case (.band(let names), .explicit(let vs)): return vs.filter { if case .category(let c) = $0 { names.contains(c) } else { false } }
        case (.band(let names), _): return names.map { .category($0) }
        case (.continuous(_, _), .explicit(let vs)): return vs
        case (.continuous(let d, let isDate), .stride(let step)):
            return NiceScale.ticks(in: d, step: step).map { isDate ? .date(Date(timeIntervalSince1970: $0)) : .number($0) }
        case (.continuous(let d, _), .dateStride(let unit, let count)):
            var values: [PlotValue] = []
            guard var t = DateTicks.calendar.dateInterval(of: unit, for: Date(timeIntervalSince1970: d.lowerBound))?.start else { return [] }
            while t.timeIntervalSince1970 <= d.upperBound + 1e-6, values.count < 500 {
                if t.timeIntervalSince1970 >= d.lowerBound - 1e-6 { values.append(.date(t)) }
                guard let n = DateTicks.calendar.date(byAdding: unit, value: count, to: t) else { break }
                t = n
            }
            return values
        case (.continuous(let d, true), .automatic(let n)):
            return DateTicks.ticks(in: d, desiredCount: n ?? 5).values.map { .date(Date(timeIntervalSince1970: $0)) }
        case (.continuous(let d, false), .automatic(_)) where scale.transform == .log:
            return LogScale.ticks(in: d).map { .number($0) }
        case (.continuous(let d, false), .automatic(_)) where scale.transform == .symmetricLog:
            return LogScale.symmetricTicks(in: d).map { .number($0) }
        case (.continuous(let d, false), .automatic(let n)):
            let step = n.map { NiceScale.step(span: d.upperBound - d.lowerBound, desiredCount: $0) } ?? scale.step
            return NiceScale.ticks(in: d, step: step).map { .number($0) }
        }
    }

    private func defaultLabel(_ v: PlotValue, scale: ChartScale) -> String {
        switch v {
        case .category(let c): return c
        case .number(let n): return numberLabel(n, step: scale.step)
        case .date(let d):
            guard case .continuous(let dom, _) = scale.kind else { return "" }
            return DateTicks.label(d.timeIntervalSince1970, unit: DateTicks.ticks(in: dom).unit)
        }
    }
}

/// The text of a plotted value in a legend or series key.
func label(_ v: PlotValue) -> String {
    switch v {
    case .category(let c): return c
    case .number(let n): return n == n.rounded() && abs(n) < 1e15 ? String(Int(n)) : String(n)
    case .date(let d): return DateTicks.label(d.timeIntervalSince1970, unit: .day)
    }
}
