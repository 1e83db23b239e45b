import Foundation

/// A view of progress (SwiftUI's `ProgressView`), drawn as iOS 17 draws its two styles.
/// Without a value it is the circular activity indicator: eight 2.5 × 6 pt rounded spokes round
/// a 20 pt circle, grey (#3C3C43) fading from 100 % to 25 % behind the leading spoke, which
/// moves on one spoke every 1/8 s (a turn a second), with the label, if any, under it in the
/// secondary colour. With a value it is a 4 pt linear bar across the width offered, accent-
/// coloured up to the fraction (its width animates with the transaction that changed the value)
/// over #787880 at 20 %, with the label above it. `.progressViewStyle(.circular)` with a value
/// draws a ring instead.
public struct ProgressView<Label: View, CurrentValueLabel: View>: View {
    let fraction: Double?
    let label: Label?
    let currentValueLabel: CurrentValueLabel?
    /// The dates a timer progress view runs through (`init(timerInterval:countsDown:)`).
    var timerInterval: SceneTimerInterval? = nil
    @Environment(\.progressIsCircular) private var circular

    public var body: some View {
        if let timerInterval {
            TimerIntervalProgress(interval: timerInterval, circular: circular, label: label, currentValueLabel: currentValueLabel)
        } else if let fraction {
            if circular {
                ZStack {
                    Circle().stroke(Color(red: 120 / 255, green: 120 / 255, blue: 128 / 255, opacity: 0.2), lineWidth: 4)
                    Circle().trim(from: 0, to: CGFloat(fraction))
                        .stroke(TintShapeStyle(), style: StrokeStyle(lineWidth: 4, lineCap: .round))
                        .rotationEffect(.degrees(-90))
                }
                .frame(width: 28, height: 28)
            } else {
                VStack(alignment: .leading, spacing: 6) {
                    if let label { label }
                    LinearProgressBar(fraction: fraction)
                    if let currentValueLabel { currentValueLabel.font(.footnote).foregroundColor(.secondary) }
                }
            }
        } else {
            VStack(spacing: 8) {
                ActivityIndicator()
                if let label { label.foregroundColor(.secondary) }
            }
        }
    }
}

extension ProgressView where Label == EmptyView, CurrentValueLabel == EmptyView {
    /// An indeterminate progress view: the spinning activity indicator.
    public init() {
        fraction = nil
        label = nil
        currentValueLabel = nil
    }
    /// A bar at `value / total` (clamped to 0…1; nil draws the activity indicator).
    public init<V: BinaryFloatingPoint>(value: V?, total: V = 1.0) {
        fraction = ProgressFraction.of(value, total)
        label = nil
        currentValueLabel = nil
    }
}

extension ProgressView where CurrentValueLabel == EmptyView {
    public init(@ViewBuilder label: () -> Label) {
        fraction = nil
        self.label = label()
        currentValueLabel = nil
    }
    public init<V: BinaryFloatingPoint>(value: V?, total: V = 1.0, @ViewBuilder label: () -> Label) {
        fraction = ProgressFraction.of(value, total)
        self.label = label()
        currentValueLabel = nil
    }
}

extension ProgressView {
    public init<V: BinaryFloatingPoint>(value: V?, total: V = 1.0, @ViewBuilder label: () -> Label,
                                        @ViewBuilder currentValueLabel: () -> CurrentValueLabel) {
        fraction = ProgressFraction.of(value, total)
        self.label = label()
        self.currentValueLabel = currentValueLabel()
    }
}

extension ProgressView where Label == Text, CurrentValueLabel == EmptyView {
    public init<S: StringProtocol>(_ title: S) {
        fraction = nil
        label = Text(title)
        currentValueLabel = nil
    }
    public init<S: StringProtocol, V: BinaryFloatingPoint>(_ title: S, value: V?, total: V = 1.0) {
        fraction = ProgressFraction.of(value, total)
        label = Text(title)
        currentValueLabel = nil
    }
}

enum ProgressFraction {
    /// value / total clamped to 0…1; nil for a nil value; 0 for a total ≤ 0 or non-finite input.
    static func of<V: BinaryFloatingPoint>(_ value: V?, _ total: V) -> Double? {
        guard let value else { return nil }
        let v = Double(value), t = Double(total)
        guard v.isFinite, t.isFinite, t > 0 else { return 0 }
        return min(max(v / t, 0), 1)
    }
}

/// The linear bar.
struct LinearProgressBar: View {
    let fraction: Double
    var body: some View {
        GeometryReader { proxy in
            ZStack(alignment: .leading) {
                Capsule().fill(Color(red: 120 / 255, green: 120 / 255, blue: 128 / 255, opacity: 0.2))
                Capsule().fill(TintShapeStyle()).frame(width: proxy.size.width * CGFloat(fraction))
            }
        }
        .frame(height: 4)
    }
}

/// The spinning activity indicator (UIKit's medium style), stepped by scene time.
struct ActivityIndicator: View {
    var body: some View {
        TimelineView(.animation) { context in
            let lead = Int((context.sceneTime * 8).rounded(.down)) % 8
            ZStack {
                ForEach(0..<8, id: \.self) { i in
                    let age = (lead - i + 8) % 8
                    RoundedRectangle(cornerRadius: 1.25, style: .circular)
                        .fill(Color(red: 60 / 255, green: 60 / 255, blue: 67 / 255, opacity: 1 - 0.75 * Double(age) / 7))
                        .frame(width: 2.5, height: 6)
                        .offset(y: -7)
                        .rotationEffect(.degrees(Double(i) * 45))
                }
            }
            .frame(width: 20, height: 20)
        }
    }
}

/// How progress views draw (SwiftUI's `ProgressViewStyle`).
public protocol ProgressViewStyle {}
public struct LinearProgressViewStyle: ProgressViewStyle { public init() {} }
public struct CircularProgressViewStyle: ProgressViewStyle { public init() {} }
public struct DefaultProgressViewStyle: ProgressViewStyle { public init() {} }
extension ProgressViewStyle where Self == LinearProgressViewStyle { public static var linear: LinearProgressViewStyle { .init() } }
extension ProgressViewStyle where Self == CircularProgressViewStyle { public static var circular: CircularProgressViewStyle { .init() } }
extension ProgressViewStyle where Self == DefaultProgressViewStyle { public static var automatic: DefaultProgressViewStyle { .init() } }

struct ProgressIsCircularKey: EnvironmentKey { static var defaultValue: Bool { false } }

extension EnvironmentValues {
    var progressIsCircular: Bool {
        get { self[ProgressIsCircularKey.self] }
        set { self[ProgressIsCircularKey.self] = newValue }
    }
}

extension View {
    /// `.circular` draws valued progress as a ring; other styles as the default.
    public func progressViewStyle<S: ProgressViewStyle>(_ style: S) -> ModifiedContent<Self, _EnvironmentModifier> {
        environment(\.progressIsCircular, style is CircularProgressViewStyle)
    }
}
