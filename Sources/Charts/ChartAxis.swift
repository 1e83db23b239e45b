/// A tick's value as an axis mark's content sees it (Swift Charts' `AxisValue`).
public struct AxisValue {
    let plotValue: PlotValue
    /// The tick's index among the axis's ticks, and how many there are.
    public let index: Int
    public let count: Int

    /// The value as `T` (`Double`, `Int`, `Float`, `CGFloat`, `String` or `Date`), or nil.
    public func `as`<T: Plottable>(_ type: T.Type) -> T? {
        switch plotValue {
        case .number(let v):
            if T.self == Double.self { return v as? T }
            if T.self == Int.self { return Int(v.rounded()) as? T }
            if T.self == Float.self { return Float(v) as? T }
            if T.self == CGFloat.self { return CGFloat(v) as? T }
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
    case label(text: (@Sendable (PlotValue) -> String?)?, view: AnyView?)
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
    public var _elements: _AxisElements { _AxisElements(items: [.gridLine(stroke)]) }
}

/// A short line outside the plot at each tick (Swift Charts' `AxisTick`), 4 pt by default.
public struct AxisTick: AxisMark {
    let length: CGFloat
    let stroke: StrokeStyle?
    public init(centered: Bool? = nil, length: CGFloat = 4, stroke: StrokeStyle? = nil) {
        self.length = length; self.stroke = stroke
    }
    public var _elements: _AxisElements { _AxisElements(items: [.tick(length: length, stroke: stroke)]) }
}

/// A tick's label (Swift Charts' `AxisValueLabel`): the value formatted (numbers with
/// thousands separators, dates by the tick's calendar unit), `.caption2` in the secondary colour.
public struct AxisValueLabel: AxisMark {
    let text: (@Sendable (PlotValue) -> String?)?
    let view: AnyView?
    public init(centered: Bool? = nil, anchor: UnitPoint? = nil, multiLabelAlignment: Alignment? = nil, collisionResolution: Int? = nil, offsetsMarks: Bool? = nil, orientation: Int? = nil, horizontalSpacing: CGFloat? = nil, verticalSpacing: CGFloat? = nil) {
        text = nil; view = nil
    }
    /// The value formatted with `format` (a `FormatStyle` of numbers or dates).
    public init<F: FormatStyle & Sendable>(format: F, centered: Bool? = nil) where F.FormatOutput == String {
        text = { value in
            switch value {
            case .number(let v):
                if let f = format as? FloatingPointFormatStyle<Double> { return f.format(v) }
                if let f = format as? IntegerFormatStyle<Int> { return f.format(Int(v.rounded())) }
                return nil
            case .date(let d):
                if let f = format as? Date.FormatStyle { return f.format(d) }
                return nil
            case .category(let s): return s
            }
        }
        view = nil
    }
    /// A label of your own views.
    public init<C: View>(centered: Bool? = nil, anchor: UnitPoint? = nil, @ViewBuilder content: () -> C) {
        text = nil; view = AnyView(content())
    }
    public var _elements: _AxisElements { _AxisElements(items: [.label(text: text, view: view)]) }
}

/// The marks of one axis: where they go and what is drawn at each (Swift Charts' `AxisMarks`).
/// Without content: a grid line, a tick and a label at each value.
public struct AxisMarks {
    let values: AxisMarkValues
    let position: AxisMarkPosition
    let content: ((AxisValue) -> _AxisElements)?

    public init(preset: Int? = nil, position: AxisMarkPosition = .automatic, values: AxisMarkValues = .automatic) {
        self.values = values; self.position = position; self.content = nil
    }
    public init(
        preset: Int? = nil, position: AxisMarkPosition = .automatic, values: AxisMarkValues = .automatic,
        @AxisMarkBuilder content: @escaping (AxisValue) -> _AxisElements
    ) {
        self.values = values; self.position = position; self.content = content
    }
    public init<V: Plottable>(
        preset: Int? = nil, position: AxisMarkPosition = .automatic, values: [V],
        @AxisMarkBuilder content: @escaping (AxisValue) -> _AxisElements
    ) {
        self.init(position: position, values: .explicit(values), content: content)
    }
    public init<V: Plottable>(preset: Int? = nil, position: AxisMarkPosition = .automatic, values: [V]) {
        self.init(position: position, values: .explicit(values))
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
