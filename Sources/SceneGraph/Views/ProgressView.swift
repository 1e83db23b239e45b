import Foundation

/// A view of progress (SwiftUI's `ProgressView`), drawn by the environment's
/// `ProgressViewStyle` (default `.automatic`) as iOS 17 draws its two styles.
/// Without a value it is the circular activity indicator (`ActivityIndicator`): eight 2 pt
/// spokes round a 20 pt circle in #3C3C43 (or the tint) at 51 % down to 16 %, turning a spoke
/// every 1/8 s, with the label, if any, under it in the secondary colour. With a value it is a 4 pt linear bar across the width offered,
/// tint-coloured (the accent colour unless set) up to the fraction (its width animates with the
/// transaction that changed the value) over #787880 at 20 %, with the label above it.
/// `.progressViewStyle(.circular)` draws the activity indicator even with a value, as iOS does
/// (a determinate circular style exists only on macOS, watchOS and in widgets);
/// `.progressViewStyle(.linear)` draws the bar, at 0 without a value.
public struct ProgressView<Label: View, CurrentValueLabel: View>: View {
    let fraction: Double?
    let label: Label?
    let currentValueLabel: CurrentValueLabel?
    /// The dates a timer progress view runs through (`init(timerInterval:countsDown:)`): its
    /// style is given the fraction of the interval at each frame's scene time.
    var timerInterval: SceneTimerInterval? = nil
    @Environment(\.progressViewStyles) private var styles

    public var body: some View {
        if let timerInterval {
            SceneTimerClock(interval: timerInterval) { t in styled(fraction: timerInterval.fraction(at: t)) }
        } else {
            styled(fraction: fraction)
        }
    }

    /// The progress view drawn by its style at `fraction`.
    private func styled(fraction: Double?) -> ModifiedContent<_ButtonBody, _EnvironmentModifier> {
        let configuration = ProgressViewStyleConfiguration(
            fractionCompleted: fraction,
            label: label.map { ProgressViewStyleConfiguration.Label(content: $0) },
            currentValueLabel: currentValueLabel.map { ProgressViewStyleConfiguration.CurrentValueLabel(content: $0) })
        // The innermost style draws; inside its body the styles around it are in effect, so
        // that `ProgressView(configuration)` there is drawn by the next one out.
        var outer = styles
        let style = outer.popLast() ?? AnyProgressViewStyle(DefaultProgressViewStyle())
        return _ButtonBody(view: style.makeBody(configuration)).environment(\.progressViewStyles, outer)
    }
}

extension ProgressView
where
    Label == ProgressViewStyleConfiguration.Label,
    CurrentValueLabel == ProgressViewStyleConfiguration.CurrentValueLabel
{
    /// The progress view a style is given, drawn by the style of the environment around the
    /// style (`ProgressView(configuration).padding(4).border(.pink)` decorates the default look).
    public init(_ configuration: ProgressViewStyleConfiguration) {
        fraction = configuration.fractionCompleted
        label = configuration.label
        currentValueLabel = configuration.currentValueLabel
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
    public init<V: BinaryFloatingPoint>(
        value: V?, total: V = 1.0, @ViewBuilder label: () -> Label,
        @ViewBuilder currentValueLabel: () -> CurrentValueLabel
    ) {
        fraction = ProgressFraction.of(value, total)
        self.label = label()
        self.currentValueLabel = currentValueLabel()
    }
}

extension ProgressView where Label == Text, CurrentValueLabel == EmptyView {
    public init(_ titleKey: LocalizedStringKey) {
        fraction = nil
        label = Text(titleKey)
        currentValueLabel = nil
    }
    @_disfavoredOverload
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

/// The spinning activity indicator (UIKit's medium style), stepped by scene time. Its spokes
/// are grey unless a tint is set: the style's, else one set with `.tint(_:)`.
///
/// Its measures, shades and phase are those of a PNG iOS 18.1 drew (a public
/// swift-snapshot-testing reference at 3× of a screen showing `ProgressView()`, the iOS reference
/// suite's foodybite-fetchlocation-loading): eight spokes 2 pt wide (6 pixels) with 1 pt round
/// ends, each 6 pt long, from 3.5 to 9.5 pt from the centre (the vertical spokes cover 18 pixels
/// each with 21 between them, 57 from end to end; Flutter's `CupertinoActivityIndicator`
/// measures, 3.33 to 10 pt, drew the spinner 1 pt wider); colour #3C3C43 at alphas 130, 108, 86 and 64 of 255 for the darkest spoke
/// and the three behind it (anticlockwise), 42 for the other four (the spokes' cores over white
/// read 156, 172, 189, 206 and 223; Flutter's alphas, 147 … 47, were darker), and the darkest at
/// 9 o'clock when drawn at rest. The darkest spoke moves on clockwise every 1/8 s from there.
struct ActivityIndicator: View {
    var tint: AnyShapeStyle? = nil
    @Environment(\.tint) private var environmentTint

    /// Spoke opacities by age: the darkest spoke (age 0) and those behind it.
    static let alphas: [Double] = [130, 108, 86, 64, 42, 42, 42, 42].map { $0 / 255 }
    /// The spoke darkest at time 0, counted clockwise from 12 o'clock: 6, at 9 o'clock.
    static let restingLead = 6
    /// Where a spoke starts, points from the centre, and how long it is.
    static let innerRadius: CGFloat = 3.5
    static let spokeLength: CGFloat = 6

    var body: some View {
        let tint = self.tint ?? environmentTint
        TimelineView(.animation) { context in
            let lead = (Int((context.sceneTime * 8).rounded(.down)) + Self.restingLead) % 8
            ZStack {
                ForEach(0..<8, id: \.self) { i in
                    let opacity = Self.alphas[(lead - i + 16) % 8]
                    RoundedRectangle(cornerRadius: 1, style: .circular)
                        .fill(
                            tint.map { AnyShapeStyle(_SpokeStyle(base: $0, opacity: opacity)) }
                                ?? AnyShapeStyle(Color(red: 60 / 255, green: 60 / 255, blue: 67 / 255, opacity: opacity))
                        )
                        .frame(width: 2, height: Self.spokeLength)
                        .offset(y: -(Self.innerRadius + Self.spokeLength / 2))
                        .rotationEffect(.degrees(Double(i) * 45))
                }
            }
            .frame(width: 20, height: 20)
        }
    }
}

/// A style that draws a progress view from its configuration (SwiftUI's `ProgressViewStyle`).
@MainActor @preconcurrency
public protocol ProgressViewStyle {
    associatedtype Body: View
    @ViewBuilder func makeBody(configuration: Configuration) -> Body
    typealias Configuration = ProgressViewStyleConfiguration
}

/// What a `ProgressViewStyle` draws from.
public struct ProgressViewStyleConfiguration {
    /// The progress view's label, as a view.
    public struct Label: View, PrimitiveView {
        public typealias Body = Never
        let content: any View
        var isStructural: Bool { true }
        func children(node: Node, environment: EnvironmentValues) -> [ChildView] { [ChildView(key: .slot(0), view: content)] }
    }
    /// The progress view's current value label, as a view.
    public struct CurrentValueLabel: View, PrimitiveView {
        public typealias Body = Never
        let content: any View
        var isStructural: Bool { true }
        func children(node: Node, environment: EnvironmentValues) -> [ChildView] { [ChildView(key: .slot(0), view: content)] }
    }
    /// The fraction done, 0…1 (`value / total`, clamped), or nil when indeterminate.
    public let fractionCompleted: Double?
    /// The label, if the progress view has one.
    public var label: Label?
    /// The current value label, if the progress view has one.
    public var currentValueLabel: CurrentValueLabel?
}

/// The linear bar (see `ProgressView`); `tint` colours the filled part (deprecated in SwiftUI
/// in favour of `.tint(_:)`).
public struct LinearProgressViewStyle: ProgressViewStyle {
    let tint: Color?
    public init() { tint = nil }
    public init(tint: Color) { self.tint = tint }
    public func makeBody(configuration: Configuration) -> some View {
        let bar = VStack(alignment: .leading, spacing: 6) {
            if let label = configuration.label { label }
            LinearProgressBar(fraction: configuration.fractionCompleted ?? 0)
            if let current = configuration.currentValueLabel { current.font(.footnote).foregroundColor(.secondary) }
        }
        if let tint { bar.tint(tint) } else { bar }
    }
}

/// The activity indicator (see `ProgressView`): on iOS it spins whether or not the progress
/// view has a value. `tint` colours its spokes (deprecated in SwiftUI in favour of `.tint(_:)`).
public struct CircularProgressViewStyle: ProgressViewStyle {
    let tint: Color?
    public init() { tint = nil }
    public init(tint: Color) { self.tint = tint }
    public func makeBody(configuration: Configuration) -> some View {
        VStack(spacing: 8) {
            ActivityIndicator(tint: tint.map { AnyShapeStyle($0) })
            if let label = configuration.label { label.foregroundColor(.secondary) }
        }
    }
}

/// The platform's progress view style: the activity indicator without a value, the linear bar
/// with one.
public struct DefaultProgressViewStyle: ProgressViewStyle {
    public init() {}
    public func makeBody(configuration: Configuration) -> some View {
        if configuration.fractionCompleted == nil {
            CircularProgressViewStyle().makeBody(configuration: configuration)
        } else {
            LinearProgressViewStyle().makeBody(configuration: configuration)
        }
    }
}

extension ProgressViewStyle where Self == LinearProgressViewStyle { public static var linear: LinearProgressViewStyle { .init() } }
extension ProgressViewStyle where Self == CircularProgressViewStyle { public static var circular: CircularProgressViewStyle { .init() } }
extension ProgressViewStyle where Self == DefaultProgressViewStyle { public static var automatic: DefaultProgressViewStyle { .init() } }

/// A progress view style held in the environment, with its kind erased.
struct AnyProgressViewStyle {
    let makeBody: @MainActor (ProgressViewStyleConfiguration) -> any View
    @MainActor
    init<S: ProgressViewStyle>(_ style: S) {
        makeBody = { style.makeBody(configuration: $0) }
    }
}

struct ProgressViewStylesKey: EnvironmentKey { static var defaultValue: [AnyProgressViewStyle] { [] } }

extension EnvironmentValues {
    /// The progress view styles set around a view, outermost first (the last one draws).
    var progressViewStyles: [AnyProgressViewStyle] {
        get { self[ProgressViewStylesKey.self] }
        set { self[ProgressViewStylesKey.self] = newValue }
    }
}

extension View {
    /// Draws the progress views of this subtree with `style` (`.linear`, `.circular`,
    /// `.automatic` or a custom `ProgressViewStyle`).
    public func progressViewStyle<S: ProgressViewStyle>(_ style: S) -> ModifiedContent<Self, _EnvironmentModifier> {
        let erased = AnyProgressViewStyle(style)
        return modifier(_EnvironmentModifier { $0.progressViewStyles.append(erased) })
    }
}

/// A spoke's paint: a tint at the spoke's opacity (16…51 % of the tint's own).
struct _SpokeStyle: ShapeStyle {
    let base: AnyShapeStyle
    let opacity: Double
    func _paint(in environment: EnvironmentValues) -> Paint { base._paint(in: environment).multiplyingOpacity(by: opacity) }
}
