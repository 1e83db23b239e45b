import Foundation

/// A control for choosing one of several tagged options (SwiftUI's `Picker`). Options are the
/// views of the content, identified by their `.tag`s; the views of a `ForEach` without a tag
/// of their own are tagged with their ids, as in SwiftUI (an option is selected when its tag
/// has the selection's type and equals it).
///
/// `.pickerStyle(.segmented)` draws iOS 17's segmented control: a 32 pt tall capsule-cornered
/// (9 pt) track of #767680 at 12 % across the width offered, split equally, the selected segment
/// a white 7 pt-rounded plate inset 2 pt with a soft shadow, labels at 13 pt (semibold when
/// selected); a tap on a segment selects it and the plate slides there with a smooth spring.
/// Every other style (the default menu, `.wheel`, `.inline`, `.navigationLink`) draws as
/// iOS 17's menu picker in a form: the label, then the selected option's text in the accent
/// colour at the trailing edge; its menu does not open.
public struct Picker<Label: View, SelectionValue: Hashable, Content: View>: View {
    let selection: Binding<SelectionValue>
    let label: Label
    let content: Content
    /// The bound value when the view was made: a change of it makes the view differ from the
    /// last one, so its body is evaluated again (bindings are not compared).
    let currentValue: SelectionValue
    @Environment(\.pickerIsSegmented) private var segmented

    public init(selection: Binding<SelectionValue>, @ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
        self.selection = selection
        currentValue = selection.wrappedValue
        self.content = content()
        self.label = label()
    }

    public var body: some View {
        let options = expandedViews(content)
        let tags = options.map { firstModifier((any AnyTag).self, of: $0)?.anyTag }
        let selected = tags.firstIndex { $0 == AnyHashable(selection.wrappedValue) }
        return PickerBody(segmented: segmented, label: label, options: options, selected: selected, select: selector(tags))
    }

    /// Writes the value tagged on option i to the selection, with a smooth spring.
    private func selector(_ tags: [AnyHashable?]) -> (Int) -> Void {
        let binding = selection
        return { i in
            guard i < tags.count, let value = tags[i]?.base as? SelectionValue else { return }
            withAnimation(.smooth(duration: 0.3)) { binding.wrappedValue = value }
        }
    }
}

/// A picker drawn in its style.
struct PickerBody<Label: View>: View {
    let segmented: Bool
    let label: Label
    let options: [any View]
    let selected: Int?
    let select: (Int) -> Void
    @Environment(\.labelsHidden) private var labelsHidden

    var body: some View {
        if segmented {
            SegmentedControl(options: options, selected: selected, select: select)
        } else {
            HStack {
                if !labelsHidden {
                    label
                    Spacer(minLength: 8)
                }
                if let selected {
                    AnyView(erasing: options[selected]).foregroundColor(.accentColor)
                }
                UpDownChevrons()
                    .stroke(TintShapeStyle(), style: StrokeStyle(lineWidth: 1.5, lineCap: .round, lineJoin: .round))
                    .frame(width: 7, height: 12)
            }
        }
    }
}

extension Picker where Label == Text {
    public init(_ titleKey: LocalizedStringKey, selection: Binding<SelectionValue>, @ViewBuilder content: () -> Content) {
        self.init(selection: selection, content: content) { Text(titleKey) }
    }
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, selection: Binding<SelectionValue>, @ViewBuilder content: () -> Content) {
        self.init(selection: selection, content: content) { Text(title) }
    }
}

extension Picker {
    /// The older form with the label passed as a view (deprecated in SwiftUI, common in code).
    public init(selection: Binding<SelectionValue>, label: Label, @ViewBuilder content: () -> Content) {
        self.init(selection: selection, content: content, label: { label })
    }
}

/// The menu picker's indicator (the shape of the chevron.up.chevron.down symbol).
struct UpDownChevrons: Shape {
    func path(in r: CGRect) -> Path {
        var p = Path()
        p.move(to: CGPoint(x: r.minX, y: r.minY + r.height * 0.35))
        p.addLine(to: CGPoint(x: r.midX, y: r.minY))
        p.addLine(to: CGPoint(x: r.maxX, y: r.minY + r.height * 0.35))
        p.move(to: CGPoint(x: r.minX, y: r.maxY - r.height * 0.35))
        p.addLine(to: CGPoint(x: r.midX, y: r.maxY))
        p.addLine(to: CGPoint(x: r.maxX, y: r.maxY - r.height * 0.35))
        return p
    }
    var animatableData: EmptyAnimatableData {
        get { EmptyAnimatableData() }
        set {}
    }
}

/// The segmented control.
struct SegmentedControl: View {
    let options: [any View]
    let selected: Int?
    let select: (Int) -> Void

    var body: some View {
        GeometryReader { proxy in
            let count = max(options.count, 1)
            let width = proxy.size.width / CGFloat(count)
            ZStack(alignment: .leading) {
                RoundedRectangle(cornerRadius: 9, style: .continuous).fill(ChromeColors.tertiaryFill)
                if let selected {
                    RoundedRectangle(cornerRadius: 7, style: .continuous)
                        .fill(ChromeColors.segmentPlate)
                        .shadow(color: Color(white: 0, opacity: 0.12), radius: 4, x: 0, y: 3)
                        .frame(width: max(0, width - 4), height: 28)
                        .offset(x: width * CGFloat(selected) + 2)
                }
                HStack(spacing: 0) {
                    ForEach(options.indices, id: \.self) { i in
                        AnyView(erasing: options[i])
                            .font(.system(size: 13, weight: i == selected ? .semibold : .medium))
                            .foregroundColor(.primary)
                            .lineLimit(1)
                            .frame(width: width, height: 32)
                            .contentShape(Rectangle())
                            .onTapGesture { select(i) }
                    }
                }
                // Separators between segments that the plate does not touch.
                ForEach(1..<count, id: \.self) { i in
                    if i != selected, i != (selected ?? -2) + 1 {
                        Rectangle().fill(Color(red: 142 / 255, green: 142 / 255, blue: 147 / 255, opacity: 0.3))
                            .frame(width: 1, height: 16)
                            .offset(x: width * CGFloat(i) - 0.5)
                    }
                }
            }
        }
        .frame(height: 32)
    }
}

/// How pickers draw (SwiftUI's `PickerStyle`).
public protocol PickerStyle {}
public struct SegmentedPickerStyle: PickerStyle { public init() {} }
public struct MenuPickerStyle: PickerStyle { public init() {} }
public struct WheelPickerStyle: PickerStyle { public init() {} }
public struct InlinePickerStyle: PickerStyle { public init() {} }
public struct NavigationLinkPickerStyle: PickerStyle { public init() {} }
public struct DefaultPickerStyle: PickerStyle { public init() {} }
extension PickerStyle where Self == SegmentedPickerStyle { public static var segmented: SegmentedPickerStyle { .init() } }
extension PickerStyle where Self == MenuPickerStyle { public static var menu: MenuPickerStyle { .init() } }
extension PickerStyle where Self == WheelPickerStyle { public static var wheel: WheelPickerStyle { .init() } }
extension PickerStyle where Self == InlinePickerStyle { public static var inline: InlinePickerStyle { .init() } }
extension PickerStyle where Self == NavigationLinkPickerStyle { public static var navigationLink: NavigationLinkPickerStyle { .init() } }
extension PickerStyle where Self == DefaultPickerStyle { public static var automatic: DefaultPickerStyle { .init() } }

struct PickerIsSegmentedKey: EnvironmentKey { static var defaultValue: Bool { false } }

extension EnvironmentValues {
    var pickerIsSegmented: Bool {
        get { self[PickerIsSegmentedKey.self] }
        set { self[PickerIsSegmentedKey.self] = newValue }
    }
}

extension View {
    /// How the pickers in this subtree draw: `.segmented`, or the menu form for the others.
    public func pickerStyle<S: PickerStyle>(_ style: S) -> ModifiedContent<Self, _EnvironmentModifier> {
        environment(\.pickerIsSegmented, style is SegmentedPickerStyle)
    }
}
