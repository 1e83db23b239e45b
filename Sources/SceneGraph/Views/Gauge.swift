import Foundation

/// A view of a value within a range (SwiftUI's `Gauge`, iOS 16). The default style draws as
/// iOS draws `.linearCapacity`: the label above a 4 pt bar across the width offered, filled in
/// the accent colour to the value, with the minimum and maximum value labels under its ends.
/// `.gaugeStyle(.accessoryCircular)` and `.accessoryCircularCapacity` draw a 6 pt ring of
/// 58 pt, an open 270° arc for the former and a full ring for the latter, filled to the value,
/// with the current value label in the middle.
public struct Gauge<Label: View, CurrentValueLabel: View, BoundsLabel: View, MarkedValueLabels: View>: View {
    let fraction: Double
    let label: Label
    let currentValueLabel: CurrentValueLabel?
    let minimumValueLabel: BoundsLabel?
    let maximumValueLabel: BoundsLabel?
    @Environment(\.gaugeKind) private var kind

    public var body: some View {
        switch kind {
        case .linear:
            VStack(alignment: .leading, spacing: 4) {
                label
                LinearProgressBar(fraction: fraction)
                HStack {
                    if let minimumValueLabel { minimumValueLabel }
                    Spacer()
                    if let maximumValueLabel { maximumValueLabel }
                }
                .font(.caption)
                .foregroundColor(.secondary)
            }
        case .circular, .circularCapacity:
            let span: CGFloat = kind == .circular ? 0.75 : 1
            ZStack {
                ZStack {
                    Circle().trim(from: 0, to: span)
                        .stroke(Color(red: 120 / 255, green: 120 / 255, blue: 128 / 255, opacity: 0.2), style: StrokeStyle(lineWidth: 6, lineCap: .round))
                    Circle().trim(from: 0, to: span * CGFloat(fraction))
                        .stroke(TintShapeStyle(), style: StrokeStyle(lineWidth: 6, lineCap: .round))
                }
                .rotationEffect(.degrees(kind == .circular ? 135 : -90))
                if let currentValueLabel { currentValueLabel.font(.system(size: 17, weight: .semibold)) }
            }
            .frame(width: 58, height: 58)
        }
    }
}

extension Gauge where CurrentValueLabel == EmptyView, BoundsLabel == EmptyView, MarkedValueLabels == EmptyView {
    public init<V: BinaryFloatingPoint>(value: V, in bounds: ClosedRange<V> = 0...1, @ViewBuilder label: () -> Label) {
        fraction = GaugeFraction.of(value, bounds)
        self.label = label()
        currentValueLabel = nil
        minimumValueLabel = nil
        maximumValueLabel = nil
    }
}

extension Gauge where BoundsLabel == EmptyView, MarkedValueLabels == EmptyView {
    public init<V: BinaryFloatingPoint>(
        value: V, in bounds: ClosedRange<V> = 0...1, @ViewBuilder label: () -> Label,
        @ViewBuilder currentValueLabel: () -> CurrentValueLabel
    ) {
        fraction = GaugeFraction.of(value, bounds)
        self.label = label()
        self.currentValueLabel = currentValueLabel()
        minimumValueLabel = nil
        maximumValueLabel = nil
    }
}

extension Gauge where MarkedValueLabels == EmptyView {
    public init<V: BinaryFloatingPoint>(
        value: V, in bounds: ClosedRange<V> = 0...1, @ViewBuilder label: () -> Label,
        @ViewBuilder currentValueLabel: () -> CurrentValueLabel,
        @ViewBuilder minimumValueLabel: () -> BoundsLabel, @ViewBuilder maximumValueLabel: () -> BoundsLabel
    ) {
        fraction = GaugeFraction.of(value, bounds)
        self.label = label()
        self.currentValueLabel = currentValueLabel()
        self.minimumValueLabel = minimumValueLabel()
        self.maximumValueLabel = maximumValueLabel()
    }
}

extension Gauge where BoundsLabel == EmptyView {
    /// A gauge with marked value labels, which iOS's gauge styles do not draw (nor do they here).
    public init<V: BinaryFloatingPoint>(
        value: V, in bounds: ClosedRange<V> = 0...1, @ViewBuilder label: () -> Label,
        @ViewBuilder currentValueLabel: () -> CurrentValueLabel,
        @ViewBuilder markedValueLabels: () -> MarkedValueLabels
    ) {
        fraction = GaugeFraction.of(value, bounds)
        self.label = label()
        self.currentValueLabel = currentValueLabel()
        minimumValueLabel = nil
        maximumValueLabel = nil
    }
}

extension Gauge {
    /// A gauge with bounds labels and marked value labels (the latter are not drawn, as on iOS).
    public init<V: BinaryFloatingPoint>(
        value: V, in bounds: ClosedRange<V> = 0...1, @ViewBuilder label: () -> Label,
        @ViewBuilder currentValueLabel: () -> CurrentValueLabel,
        @ViewBuilder minimumValueLabel: () -> BoundsLabel, @ViewBuilder maximumValueLabel: () -> BoundsLabel,
        @ViewBuilder markedValueLabels: () -> MarkedValueLabels
    ) {
        fraction = GaugeFraction.of(value, bounds)
        self.label = label()
        self.currentValueLabel = currentValueLabel()
        self.minimumValueLabel = minimumValueLabel()
        self.maximumValueLabel = maximumValueLabel()
    }
}

enum GaugeFraction {
    static func of<V: BinaryFloatingPoint>(_ value: V, _ bounds: ClosedRange<V>) -> Double {
        let lo = Double(bounds.lowerBound), hi = Double(bounds.upperBound), v = Double(value)
        guard hi > lo, v.isFinite else { return 0 }
        return min(max((v - lo) / (hi - lo), 0), 1)
    }
}

enum GaugeKind: Hashable, Sendable { case linear, circular, circularCapacity }

/// How gauges draw (SwiftUI's `GaugeStyle`).
public protocol GaugeStyle {}
public struct LinearCapacityGaugeStyle: GaugeStyle { public init() {} }
public struct AccessoryLinearGaugeStyle: GaugeStyle { public init() {} }
public struct AccessoryLinearCapacityGaugeStyle: GaugeStyle { public init() {} }
public struct AccessoryCircularGaugeStyle: GaugeStyle { public init() {} }
public struct AccessoryCircularCapacityGaugeStyle: GaugeStyle { public init() {} }
public struct DefaultGaugeStyle: GaugeStyle { public init() {} }
extension GaugeStyle where Self == LinearCapacityGaugeStyle { public static var linearCapacity: LinearCapacityGaugeStyle { .init() } }
extension GaugeStyle where Self == AccessoryLinearGaugeStyle { public static var accessoryLinear: AccessoryLinearGaugeStyle { .init() } }
extension GaugeStyle where Self == AccessoryLinearCapacityGaugeStyle { public static var accessoryLinearCapacity: AccessoryLinearCapacityGaugeStyle { .init() } }
extension GaugeStyle where Self == AccessoryCircularGaugeStyle { public static var accessoryCircular: AccessoryCircularGaugeStyle { .init() } }
extension GaugeStyle where Self == AccessoryCircularCapacityGaugeStyle { public static var accessoryCircularCapacity: AccessoryCircularCapacityGaugeStyle { .init() } }
extension GaugeStyle where Self == DefaultGaugeStyle { public static var automatic: DefaultGaugeStyle { .init() } }

struct GaugeKindKey: EnvironmentKey { static var defaultValue: GaugeKind { .linear } }

extension EnvironmentValues {
    var gaugeKind: GaugeKind {
        get { self[GaugeKindKey.self] }
        set { self[GaugeKindKey.self] = newValue }
    }
}

extension View {
    /// How the gauges in this subtree draw (see `Gauge`).
    public func gaugeStyle<S: GaugeStyle>(_ style: S) -> ModifiedContent<Self, _EnvironmentModifier> {
        let kind: GaugeKind = style is AccessoryCircularGaugeStyle ? .circular : style is AccessoryCircularCapacityGaugeStyle ? .circularCapacity : .linear
        return environment(\.gaugeKind, kind)
    }
}
