import Foundation

/// A control for a value in a range (SwiftUI's `Slider`), drawn as iOS 17 draws it: a 4 pt
/// track across the width offered, accent-coloured up to the value and #787880 at 20 % after
/// it, under a white 27 pt thumb with a soft shadow; 28 pt tall. Dragging (from anywhere on it)
/// sets the value from the finger's position, snapped to `step` when given. The minimum and
/// maximum value labels, when given, sit at the ends; the label is not drawn, as on iOS.
/// `onEditingChanged` hears true when a drag begins and false when it ends. SwiftUI's
/// initialisers are all here: with or without `step` (a drag lands on the nearest step from the
/// lower bound), a label, value labels and `onEditingChanged`, in both of SwiftUI's orders.
public struct Slider<Label: View, ValueLabel: View>: View {
    let value: Binding<Double>
    let bounds: ClosedRange<Double>
    let step: Double?
    let minimumValueLabel: ValueLabel?
    let maximumValueLabel: ValueLabel?
    let onEditingChanged: (Bool) -> Void
    /// The bound value when the view was made: a change of it makes the view differ from the
    /// last one, so its body is evaluated again (bindings are not compared).
    let currentValue: Double

    init(
        value: Binding<Double>, bounds: ClosedRange<Double>, step: Double?, minimumValueLabel: ValueLabel?,
        maximumValueLabel: ValueLabel?, onEditingChanged: @escaping (Bool) -> Void
    ) {
        self.value = value
        self.bounds = bounds
        self.step = step
        self.minimumValueLabel = minimumValueLabel
        self.maximumValueLabel = maximumValueLabel
        self.onEditingChanged = onEditingChanged
        currentValue = value.wrappedValue
    }

    static var thumbDiameter: CGFloat { 27 }
    static var trackHeight: CGFloat { 4 }
    /// How far the track's ends stay inside the slider's frame, and how far below the frame's
    /// middle the track's centre lies (the thumb's as far above it), in points: measured in the
    /// three slider PNGs iOS drew for AirSettingsUI (the iOS reference suite's
    /// `airsettings-slider-middle`, and the same test's value 0 and 2, 300 × 50 pt at @2x). The
    /// track's ink runs from 21 to 279 pt in a frame from 20 to 280, its 4 pt rows are 23.5–27.5
    /// (centre 25.5) and the 27 pt thumb's 11–38 (centre 24.5) in a 50 pt tall view, whose middle is
    /// 25; the thumb touches the frame's ends at values 0 and 2.
    static var trackInset: CGFloat { 1 }
    static var trackDrop: CGFloat { 0.5 }

    public var body: some View {
        HStack(spacing: 8) {
            if let minimumValueLabel { minimumValueLabel }
            SliderTrack(fraction: fraction, value: value, bounds: bounds, step: step, onEditingChanged: onEditingChanged)
            if let maximumValueLabel { maximumValueLabel }
        }
    }

    private var fraction: Double {
        let span = bounds.upperBound - bounds.lowerBound
        guard span > 0, value.wrappedValue.isFinite else { return 0 }
        return min(max((value.wrappedValue - bounds.lowerBound) / span, 0), 1)
    }
}

/// Makes a binding of any floating-point value a binding of `Double`.
func doubleBinding<V: BinaryFloatingPoint>(_ b: Binding<V>) -> Binding<Double> {
    Binding(get: { Double(b.wrappedValue) }, set: { b.wrappedValue = V($0) })
}

extension Slider where Label == EmptyView, ValueLabel == EmptyView {
    public init<V: BinaryFloatingPoint>(
        value: Binding<V>, in bounds: ClosedRange<V> = 0...1,
        onEditingChanged: @escaping (Bool) -> Void = { _ in }
    ) where V.Stride: BinaryFloatingPoint {
        self.init(
            value: doubleBinding(value), bounds: Double(bounds.lowerBound)...Double(bounds.upperBound), step: nil,
            minimumValueLabel: nil, maximumValueLabel: nil, onEditingChanged: onEditingChanged)
    }
    public init<V: BinaryFloatingPoint>(
        value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride,
        onEditingChanged: @escaping (Bool) -> Void = { _ in }
    ) where V.Stride: BinaryFloatingPoint {
        self.init(
            value: doubleBinding(value), bounds: Double(bounds.lowerBound)...Double(bounds.upperBound), step: Double(step),
            minimumValueLabel: nil, maximumValueLabel: nil, onEditingChanged: onEditingChanged)
    }
}

extension Slider where ValueLabel == EmptyView {
    public init<V: BinaryFloatingPoint>(
        value: Binding<V>, in bounds: ClosedRange<V> = 0...1, @ViewBuilder label: () -> Label,
        onEditingChanged: @escaping (Bool) -> Void = { _ in }
    ) where V.Stride: BinaryFloatingPoint {
        self.init(
            value: doubleBinding(value), bounds: Double(bounds.lowerBound)...Double(bounds.upperBound), step: nil,
            minimumValueLabel: nil, maximumValueLabel: nil, onEditingChanged: onEditingChanged)
    }
    public init<V: BinaryFloatingPoint>(
        value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride, @ViewBuilder label: () -> Label,
        onEditingChanged: @escaping (Bool) -> Void = { _ in }
    ) where V.Stride: BinaryFloatingPoint {
        self.init(
            value: doubleBinding(value), bounds: Double(bounds.lowerBound)...Double(bounds.upperBound), step: Double(step),
            minimumValueLabel: nil, maximumValueLabel: nil, onEditingChanged: onEditingChanged)
    }
}

extension Slider {
    public init<V: BinaryFloatingPoint>(
        value: Binding<V>, in bounds: ClosedRange<V> = 0...1, @ViewBuilder label: () -> Label,
        @ViewBuilder minimumValueLabel: () -> ValueLabel, @ViewBuilder maximumValueLabel: () -> ValueLabel,
        onEditingChanged: @escaping (Bool) -> Void = { _ in }
    ) where V.Stride: BinaryFloatingPoint {
        self.init(
            value: doubleBinding(value), bounds: Double(bounds.lowerBound)...Double(bounds.upperBound), step: nil,
            minimumValueLabel: minimumValueLabel(), maximumValueLabel: maximumValueLabel(), onEditingChanged: onEditingChanged)
    }
    public init<V: BinaryFloatingPoint>(
        value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride, @ViewBuilder label: () -> Label,
        @ViewBuilder minimumValueLabel: () -> ValueLabel, @ViewBuilder maximumValueLabel: () -> ValueLabel,
        onEditingChanged: @escaping (Bool) -> Void = { _ in }
    ) where V.Stride: BinaryFloatingPoint {
        self.init(
            value: doubleBinding(value), bounds: Double(bounds.lowerBound)...Double(bounds.upperBound), step: Double(step),
            minimumValueLabel: minimumValueLabel(), maximumValueLabel: maximumValueLabel(), onEditingChanged: onEditingChanged)
    }

    // The forms iOS 13 introduced with the label last and the value labels as views (deprecated
    // on iOS in favour of the ones above, without a warning until a future release).
    public init<V: BinaryFloatingPoint>(
        value: Binding<V>, in bounds: ClosedRange<V> = 0...1, onEditingChanged: @escaping (Bool) -> Void = { _ in },
        minimumValueLabel: ValueLabel, maximumValueLabel: ValueLabel, @ViewBuilder label: () -> Label
    ) where V.Stride: BinaryFloatingPoint {
        self.init(
            value: doubleBinding(value), bounds: Double(bounds.lowerBound)...Double(bounds.upperBound), step: nil,
            minimumValueLabel: minimumValueLabel, maximumValueLabel: maximumValueLabel, onEditingChanged: onEditingChanged)
    }
    public init<V: BinaryFloatingPoint>(
        value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride, onEditingChanged: @escaping (Bool) -> Void = { _ in },
        minimumValueLabel: ValueLabel, maximumValueLabel: ValueLabel, @ViewBuilder label: () -> Label
    ) where V.Stride: BinaryFloatingPoint {
        self.init(
            value: doubleBinding(value), bounds: Double(bounds.lowerBound)...Double(bounds.upperBound), step: Double(step),
            minimumValueLabel: minimumValueLabel, maximumValueLabel: maximumValueLabel, onEditingChanged: onEditingChanged)
    }
}

// Disfavoured: `Slider(value:in:step:label:)` matches these and the label-first forms above alike
// (both with the default `onEditingChanged`), which SwiftUI resolves to the label-first ones.
extension Slider where ValueLabel == EmptyView {
    @_disfavoredOverload
    public init<V: BinaryFloatingPoint>(
        value: Binding<V>, in bounds: ClosedRange<V> = 0...1, onEditingChanged: @escaping (Bool) -> Void = { _ in },
        @ViewBuilder label: () -> Label
    ) where V.Stride: BinaryFloatingPoint {
        self.init(
            value: doubleBinding(value), bounds: Double(bounds.lowerBound)...Double(bounds.upperBound), step: nil,
            minimumValueLabel: nil, maximumValueLabel: nil, onEditingChanged: onEditingChanged)
    }
    @_disfavoredOverload
    public init<V: BinaryFloatingPoint>(
        value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride, onEditingChanged: @escaping (Bool) -> Void = { _ in },
        @ViewBuilder label: () -> Label
    ) where V.Stride: BinaryFloatingPoint {
        self.init(
            value: doubleBinding(value), bounds: Double(bounds.lowerBound)...Double(bounds.upperBound), step: Double(step),
            minimumValueLabel: nil, maximumValueLabel: nil, onEditingChanged: onEditingChanged)
    }
}

/// The track and thumb of a slider, and its drag.
struct SliderTrack: View {
    let fraction: Double
    let value: Binding<Double>
    let bounds: ClosedRange<Double>
    let step: Double?
    let onEditingChanged: (Bool) -> Void
    @State private var editing = false

    var body: some View {
        GeometryReader { proxy in
            let width = proxy.size.width, d = Slider<EmptyView, EmptyView>.thumbDiameter
            let travel = max(0, width - d)
            let x = d / 2 + travel * CGFloat(fraction)
            let inset = Slider<EmptyView, EmptyView>.trackInset, drop = Slider<EmptyView, EmptyView>.trackDrop
            ZStack(alignment: .leading) {
                Capsule().fill(Color(red: 120 / 255, green: 120 / 255, blue: 128 / 255, opacity: 0.2))
                    .frame(width: max(0, width - 2 * inset), height: Slider<EmptyView, EmptyView>.trackHeight)
                    .offset(x: inset, y: drop)
                Capsule().fill(TintShapeStyle())
                    .frame(width: max(0, x - inset), height: Slider<EmptyView, EmptyView>.trackHeight)
                    .offset(x: inset, y: drop)
                Circle().fill(Color.white)
                    .shadow(color: Color(white: 0, opacity: 0.15), radius: 4, x: 0, y: 3)
                    .frame(width: d, height: d)
                    .offset(x: x - d / 2, y: -drop)
            }
            .frame(width: width, height: proxy.size.height)
            .contentShape(Rectangle())
            .gesture(
                DragGesture(minimumDistance: 0)
                    .onChanged { g in
                        if !editing {
                            editing = true
                            onEditingChanged(true)
                        }
                        set(g.location.x, travel: travel)
                    }
                    .onEnded { g in
                        set(g.location.x, travel: travel)
                        editing = false
                        onEditingChanged(false)
                    })
        }
        .frame(height: 28)
    }

    private func set(_ x: CGFloat, travel: CGFloat) {
        guard travel > 0 else { return }
        let f = min(max(Double((x - Slider<EmptyView, EmptyView>.thumbDiameter / 2) / travel), 0), 1)
        var v = bounds.lowerBound + f * (bounds.upperBound - bounds.lowerBound)
        if let step, step > 0 { v = bounds.lowerBound + ((v - bounds.lowerBound) / step).rounded() * step }
        value.wrappedValue = min(max(v, bounds.lowerBound), bounds.upperBound)
    }
}
