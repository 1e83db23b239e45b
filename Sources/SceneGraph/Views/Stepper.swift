import Foundation

/// A control that increments or decrements a value (SwiftUI's `Stepper`), drawn as iOS 17
/// draws it: the label at the leading edge and, at the trailing edge, a 94 × 32 pt rounded
/// (8 pt) control filled with #767680 at 12 %, split by a 1 × 18 pt separator into a minus and a
/// plus half. A tap on a half steps the value by `step`, kept within `bounds`; the half that
/// cannot step further is drawn dimmed.
public struct Stepper<Label: View>: View {
    let label: Label
    let onIncrement: (() -> Void)?
    let onDecrement: (() -> Void)?
    let canIncrement: Bool
    let canDecrement: Bool
    /// The bound value when the view was made: a change of it makes the view differ from the
    /// last one, so its body is evaluated again (bindings are not compared).
    let currentValue: String

    public init(
        @ViewBuilder label: () -> Label, onIncrement: (() -> Void)?, onDecrement: (() -> Void)?,
        onEditingChanged: @escaping (Bool) -> Void = { _ in }
    ) {
        self.label = label()
        self.onIncrement = onIncrement
        self.onDecrement = onDecrement
        canIncrement = onIncrement != nil
        canDecrement = onDecrement != nil
        currentValue = ""
    }

    public init<V: Strideable>(
        value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1, @ViewBuilder label: () -> Label,
        onEditingChanged: @escaping (Bool) -> Void = { _ in }
    ) {
        self.label = label()
        let current = value.wrappedValue
        currentValue = "\(current)"
        canIncrement = current.advanced(by: step) <= bounds.upperBound
        canDecrement = current.advanced(by: -step) >= bounds.lowerBound
        onIncrement = { if value.wrappedValue.advanced(by: step) <= bounds.upperBound { value.wrappedValue = value.wrappedValue.advanced(by: step) } }
        onDecrement = { if value.wrappedValue.advanced(by: -step) >= bounds.lowerBound { value.wrappedValue = value.wrappedValue.advanced(by: -step) } }
    }

    public init<V: Strideable>(
        value: Binding<V>, step: V.Stride = 1, @ViewBuilder label: () -> Label,
        onEditingChanged: @escaping (Bool) -> Void = { _ in }
    ) {
        self.label = label()
        canIncrement = true
        canDecrement = true
        currentValue = "\(value.wrappedValue)"
        onIncrement = { value.wrappedValue = value.wrappedValue.advanced(by: step) }
        onDecrement = { value.wrappedValue = value.wrappedValue.advanced(by: -step) }
    }

    public var body: some View {
        HStack {
            label
            Spacer(minLength: 8)
            HStack(spacing: 0) {
                StepperHalf(symbol: .minus, enabled: canDecrement, action: onDecrement)
                Rectangle().fill(Color(red: 60 / 255, green: 60 / 255, blue: 67 / 255, opacity: 0.29)).frame(width: 1, height: 18)
                StepperHalf(symbol: .plus, enabled: canIncrement, action: onIncrement)
            }
            .frame(width: 94, height: 32)
            .background(RoundedRectangle(cornerRadius: 8).fill(ChromeColors.tertiaryFill))
        }
    }
}

extension Stepper where Label == Text {
    public init<S: StringProtocol, V: Strideable>(
        _ title: S, value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1,
        onEditingChanged: @escaping (Bool) -> Void = { _ in }
    ) {
        self.init(value: value, in: bounds, step: step, label: { Text(title) }, onEditingChanged: onEditingChanged)
    }
    public init<S: StringProtocol, V: Strideable>(
        _ title: S, value: Binding<V>, step: V.Stride = 1,
        onEditingChanged: @escaping (Bool) -> Void = { _ in }
    ) {
        self.init(value: value, step: step, label: { Text(title) }, onEditingChanged: onEditingChanged)
    }
    public init<S: StringProtocol>(_ title: S, onIncrement: (() -> Void)?, onDecrement: (() -> Void)?) {
        self.init(label: { Text(title) }, onIncrement: onIncrement, onDecrement: onDecrement)
    }
}

/// One half of a stepper: a minus or plus sign (14 × 2 pt bars) and its tap.
struct StepperHalf: View {
    enum Symbol { case minus, plus }
    let symbol: Symbol
    let enabled: Bool
    let action: (() -> Void)?

    var body: some View {
        let colour = enabled ? Color.primary : ChromeColors.tertiaryLabel
        ZStack {
            Rectangle().fill(colour).frame(width: 14, height: 2)
            if symbol == .plus { Rectangle().fill(colour).frame(width: 2, height: 14) }
        }
        .frame(maxWidth: .infinity, maxHeight: .infinity)
        .contentShape(Rectangle())
        .onTapGesture { if enabled { action?() } }
    }
}
