/// A tick's value as an axis mark's content sees it (Swift Charts' `AxisValue`).
public struct AxisValue {
    let plotValue: PlotValue
    /// The tick's index among the axis's ticks, and how many there are.
    public let index: Int
    public let count: Int

    /// The value as `T` (`Double`, `Int`, `Float`, `CGFloat`, `String` or `Date`), or nil.
    public func `as`<T: Plottable>(_ type: T.Type) -> T? {
        if T.PrimitivePlottable.self != T.self {
            return self.as(T.PrimitivePlottable.self).flatMap { T(primitivePlottable: $0) }
        }
        switch plotValue {
        case .number(let v):
            if T.self == Double.self { return v as? T }
            if T.self == Int.self { return Int(v.rounded()) as? T }
            if T.self == Float.self { return Float(v) as? T }
            if T.self == CGFloat.self { return CGFloat(v) as? T }
            if T.self == Decimal.self { return Decimal(v) as? T }
            return nil
        case .category(let s): return s as? T
        case .date(let d): return d as? T
        }
    }
}

/// The values an axis puts marks at (Swift Charts' `AxisMarkValues`).
public struct AxisMarkValues {
    enum Kind {
        case automatic(desiredCount: Int?)
        case stride(Double)
        case dateStride(Calendar.Component, Int)
        case explicit([PlotValue])
    }
    let kind: Kind
    public static var automatic: AxisMarkValues { AxisMarkValues(kind: .automatic(desiredCount: nil)) }
    public static func automatic(desiredCount: Int? = nil, roundLowerBound: Bool? = nil, roundUpperBound: Bool? = nil) -> AxisMarkValues {
        AxisMarkValues(kind: .automatic(desiredCount: desiredCount))
    }
    /// Every multiple of `step` in the domain.
    public static func stride(by step: Double) -> AxisMarkValues { AxisMarkValues(kind: .stride(step)) }
    /// Every `count` calendar units in a date domain, from the start of the unit.
    public static func stride(by unit: Calendar.Component, count: Int = 1) -> AxisMarkValues {
        AxisMarkValues(kind: .dateStride(unit, max(count, 1)))
    }
    /// Exactly these values.
    public static func explicit<V: Plottable>(_ values: [V]) -> AxisMarkValues { AxisMarkValues(kind: .explicit(values.map(\._plotValue))) }
}

/// Which side an axis's marks are drawn on (Swift Charts' `AxisMarkPosition`).
public enum AxisMarkPosition: Hashable, Sendable {
    case automatic, leading, trailing, top, bottom
}

/// What an axis mark draws at a tick, opaque (the builder's result).
public struct _AxisElements {
    var items: [AxisElement]
}

/// What is drawn at a tick.
enum AxisElement {
    case gridLine(StrokeStyle?)
    case tick(length: CGFloat, stroke: StrokeStyle?)
    /// The style of the grid line, tick or label beside it (`.foregroundStyle(_:)` on an axis mark).
    case style(AnyShapeStyle, of: AxisMarkPart)
    /// `thins`: colliding labels of the axis are thinned out (`collisionResolution` not
    /// `.disabled`).
    case label(text: (@Sendable (PlotValue) -> String?)?, view: AnyView?, thins: Bool, anchor: UnitPoint?, centered: Bool)
}

/// Which part of an axis mark a style applies to.
enum AxisMarkPart { case grid, tick, label }

/// How an axis's marks sit (Swift Charts' `AxisMarkPreset`): `.automatic` (labels outside the
/// plot, centred on their ticks; a date's at its start), `.aligned` (each label starts at its
/// tick), `.extended` (as automatic; grid lines and ticks meet the labels), `.inset` (labels
/// inside the plot, beside their grid lines, taking no space outside it).
public struct AxisMarkPreset: Hashable, Sendable {
    enum Kind: Hashable, Sendable { case automatic, aligned, extended, inset }
    let kind: Kind
    public static let automatic = AxisMarkPreset(kind: .automatic)
    public static let aligned = AxisMarkPreset(kind: .aligned)
    public static let extended = AxisMarkPreset(kind: .extended)
    public static let inset = AxisMarkPreset(kind: .inset)
}

/// What happens to labels that overlap (Swift Charts' `AxisValueLabelCollisionResolution`):
/// `.automatic` and `.greedy` keep every k-th label for the smallest k at which none overlap
/// (ChartLayout's thinning); `.disabled` draws them all; `.truncate` is drawn as `.disabled`.
public struct AxisValueLabelCollisionResolution: Hashable, Sendable {
    let thins: Bool
    public static let automatic = AxisValueLabelCollisionResolution(thins: true)
    public static let greedy = AxisValueLabelCollisionResolution(thins: true)
    public static func greedy(priority: Double = 0, minimumSpacing: CGFloat = 0) -> AxisValueLabelCollisionResolution {
        AxisValueLabelCollisionResolution(thins: true)
    }
    public static let truncate = AxisValueLabelCollisionResolution(thins: false)
    public static let disabled = AxisValueLabelCollisionResolution(thins: false)
}

/// A label's orientation (Swift Charts' `AxisValueLabelOrientation`); accepted, labels are
/// drawn horizontally.
public struct AxisValueLabelOrientation: Hashable, Sendable {
    public static let automatic = AxisValueLabelOrientation()
    public static let horizontal = AxisValueLabelOrientation()
    public static let vertical = AxisValueLabelOrientation()
    public static let verticalReversed = AxisValueLabelOrientation()
}

/// Something drawn at each tick of an axis (grid line, tick, label).
@MainActor @preconcurrency
public protocol AxisMark {
    var _elements: _AxisElements { get }
}

/// The builder of what an `AxisMarks` draws at each tick.
@resultBuilder @MainActor
public enum AxisMarkBuilder {
    public static func buildExpression<M: AxisMark>(_ mark: M) -> _AxisElements { mark._elements }
    public static func buildBlock(_ parts: _AxisElements...) -> _AxisElements { _AxisElements(items: parts.flatMap(\.items)) }
    public static func buildOptional(_ part: _AxisElements?) -> _AxisElements { part ?? _AxisElements(items: []) }
    public static func buildEither(first: _AxisElements) -> _AxisElements { first }
    public static func buildEither(second: _AxisElements) -> _AxisElements { second }
}

/// A grid line across the plot at each tick (Swift Charts' `AxisGridLine`): 0.5 pt, the
/// secondary label colour at 30 % (an estimate; Apple does not publish the colour).
public struct AxisGridLine: AxisMark {
    let stroke: StrokeStyle?
    public init(centered: Bool? = nil, stroke: StrokeStyle? = nil) { self.stroke = stroke }
    var style: AnyShapeStyle?
    public var _elements: _AxisElements { _AxisElements(items: [.gridLine(stroke)] + (style.map { [.style($0, of: .grid)] } ?? [])) }
    /// The grid line drawn in `style` instead of the secondary colour.
    public func foregroundStyle<S: ShapeStyle>(_ style: S) -> AxisGridLine {
        var copy = self
        copy.style = AnyShapeStyle(style)
        return copy
    }
}

/// A short line outside the plot at each tick (Swift Charts' `AxisTick`), 4 pt by default.
public struct AxisTick: AxisMark {
    let length: CGFloat
    let stroke: StrokeStyle?
    public init(centered: Bool? = nil, length: CGFloat = 4, stroke: StrokeStyle? = nil) {
        self.length = length; self.stroke = stroke
    }
    var style: AnyShapeStyle?
    public var _elements: _AxisElements { _AxisElements(items: [.tick(length: length, stroke: stroke)] + (style.map { [.style($0, of: .tick)] } ?? [])) }
    /// The tick drawn in `style` instead of the secondary colour.
    public func foregroundStyle<S: ShapeStyle>(_ style: S) -> AxisTick {
        var copy = self
        copy.style = AnyShapeStyle(style)
        return copy
    }
}

/// A tick's label (Swift Charts' `AxisValueLabel`): the value formatted (numbers with
/// thousands separators, dates by the tick's calendar unit), `.caption2` in the secondary colour.
public struct AxisValueLabel: AxisMark {
    let text: (@Sendable (PlotValue) -> String?)?
    let view: AnyView?
    var thins = true
    /// The point of the label placed at its tick (its grid line's end, or the axis line at the
    /// tick), when given; else the axis's own placement.
    var anchor: UnitPoint?
    /// The label sits midway between its tick and the next (a month's name under its month);
    /// the last tick's has no next, and is not drawn.
    var centered = false
    public init(
        centered: Bool? = nil, anchor: UnitPoint? = nil, multiLabelAlignment: Alignment? = nil,
        collisionResolution: AxisValueLabelCollisionResolution = .automatic, offsetsMarks: Bool? = nil,
        orientation: AxisValueLabelOrientation = .automatic, horizontalSpacing: CGFloat? = nil, verticalSpacing: CGFloat? = nil
    ) {
        text = nil; view = nil; thins = collisionResolution.thins; self.anchor = anchor; self.centered = centered ?? false
    }
    /// The value formatted with `format` (a `FormatStyle` of numbers or dates).
    public init<F: FormatStyle & Sendable>(
        format: F, centered: Bool? = nil, collisionResolution: AxisValueLabelCollisionResolution = .automatic
    ) where F.FormatOutput == String {
        thins = collisionResolution.thins
        self.centered = centered ?? false
        // As `Text(_:format:)` formats: US English in UTC unless the style sets its own.
        let format = SceneFormat.adapted(format)
        text = { value in
            switch value {
            case .number(let v):
                // Any style of numbers (currency, percent, …): its input type made from the value.
                if let input = v as? F.FormatInput { return format.format(input) }
                if let input = Int(exactly: v.rounded()) as? F.FormatInput { return format.format(input) }
                if let input = Float(v) as? F.FormatInput { return format.format(input) }
                if let input = Decimal(v) as? F.FormatInput { return format.format(input) }
                return nil
            case .date(let d):
                if let input = d as? F.FormatInput { return format.format(input) }
                return nil
            case .category(let s): return s
            }
        }
        view = nil
    }
    /// A label of fixed text at each tick.
    public init<S: StringProtocol>(
        _ label: S, centered: Bool? = nil, anchor: UnitPoint? = nil, collisionResolution: AxisValueLabelCollisionResolution = .automatic
    ) {
        let text = String(label)
        self.text = { _ in text }; view = nil; thins = collisionResolution.thins; self.anchor = anchor
        self.centered = centered ?? false
    }
    /// A label of your own text at each tick.
    public init(_ label: Text, centered: Bool? = nil, collisionResolution: AxisValueLabelCollisionResolution = .automatic) {
        text = nil; view = AnyView(label); thins = collisionResolution.thins; self.centered = centered ?? false
    }
    /// A label of your own views.
    public init<C: View>(
        centered: Bool? = nil, anchor: UnitPoint? = nil, collisionResolution: AxisValueLabelCollisionResolution = .automatic,
        @ViewBuilder content: () -> C
    ) {
        text = nil; view = AnyView(content()); thins = collisionResolution.thins; self.anchor = anchor
        self.centered = centered ?? false
    }
    var style: AnyShapeStyle?
    public var _elements: _AxisElements {
        _AxisElements(items: [.label(text: text, view: view, thins: thins, anchor: anchor, centered: centered)] + (style.map { [.style($0, of: .label)] } ?? []))
    }
    /// The label drawn in `style` instead of the secondary colour.
    public func foregroundStyle<S: ShapeStyle>(_ style: S) -> AxisValueLabel {
        var copy = self
        copy.style = AnyShapeStyle(style)
        return copy
    }
}

/// The marks of one axis: where they go and what is drawn at each (Swift Charts' `AxisMarks`).
/// Without content: a grid line, a tick and a label at each value.
public struct AxisMarks {
    let values: AxisMarkValues
    let position: AxisMarkPosition
    let preset: AxisMarkPreset
    let content: ((AxisValue) -> _AxisElements)?

    /// A grid line, a tick and a label at each value. `position`: `.leading` puts a y axis's
    /// marks on the leading side, `.top` an x axis's above the plot.
    public init(preset: AxisMarkPreset = .automatic, position: AxisMarkPosition = .automatic, values: AxisMarkValues = .automatic) {
        self.values = values; self.position = position; self.preset = preset; self.content = nil
    }
    public init(
        preset: AxisMarkPreset = .automatic, position: AxisMarkPosition = .automatic, values: AxisMarkValues = .automatic,
        @AxisMarkBuilder content: @escaping (AxisValue) -> _AxisElements
    ) {
        self.values = values; self.position = position; self.preset = preset; self.content = content
    }
    public init<V: Plottable>(
        preset: AxisMarkPreset = .automatic, position: AxisMarkPosition = .automatic, values: [V],
        @AxisMarkBuilder content: @escaping (AxisValue) -> _AxisElements
    ) {
        self.init(preset: preset, position: position, values: .explicit(values), content: content)
    }
    public init<V: Plottable>(preset: AxisMarkPreset = .automatic, position: AxisMarkPosition = .automatic, values: [V]) {
        self.init(preset: preset, position: position, values: .explicit(values))
    }
    /// Marks whose content does not read the value (`AxisMarks { AxisGridLine() }`).
    public init(
        preset: AxisMarkPreset = .automatic, position: AxisMarkPosition = .automatic, values: AxisMarkValues = .automatic,
        @AxisMarkBuilder content: @escaping () -> _AxisElements
    ) {
        let wrapped: (AxisValue) -> _AxisElements = { _ in content() }
        self.init(preset: preset, position: position, values: values, content: wrapped)
    }
    public init<V: Plottable>(
        preset: AxisMarkPreset = .automatic, position: AxisMarkPosition = .automatic, values: [V],
        @AxisMarkBuilder content: @escaping () -> _AxisElements
    ) {
        let wrapped: (AxisValue) -> _AxisElements = { _ in content() }
        self.init(preset: preset, position: position, values: .explicit(values), content: wrapped)
    }
    /// A grid line, a tick and a label written with `format` at each value (Swift Charts'
    /// `AxisMarks(format:preset:position:values:stroke:)`); `stroke` draws the grid line and tick.
    @MainActor
    public init<F: FormatStyle & Sendable>(
        format: F, preset: AxisMarkPreset = .automatic, position: AxisMarkPosition = .automatic,
        values: AxisMarkValues = .automatic, stroke: StrokeStyle? = nil
    ) where F.FormatOutput == String {
        let items = [.gridLine(stroke), .tick(length: 4, stroke: stroke)] + AxisValueLabel(format: format)._elements.items
        let content: (AxisValue) -> _AxisElements = { _ in _AxisElements(items: items) }
        self.init(preset: preset, position: position, values: values, content: content)
    }
}

/// The builder of `chartXAxis { }` / `chartYAxis { }`.
@resultBuilder @MainActor
public enum AxisContentBuilder {
    public static func buildBlock(_ marks: AxisMarks...) -> [AxisMarks] { marks }
    public static func buildOptional(_ marks: [AxisMarks]?) -> [AxisMarks] { marks ?? [] }
    public static func buildEither(first: [AxisMarks]) -> [AxisMarks] { first }
    public static func buildEither(second: [AxisMarks]) -> [AxisMarks] { second }
}
