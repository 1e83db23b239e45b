import Foundation

/// A control that pushes a destination onto the enclosing navigation stack when tapped
/// (SwiftUI's `NavigationLink`). In a `List` or `Form` it is a full-width row with a disclosure
/// chevron (7 × 12 pt, tertiary label colour) at the trailing edge; elsewhere its label is
/// drawn in the accent colour. Value links (`value:`) push what the stack's
/// `navigationDestination(for:)` makes for the value. Outside a navigation stack a tap does
/// nothing.
public struct NavigationLink<Label: View, Destination: View>: View {
    let label: Label
    /// Makes the destination, from the stack's registry for value links.
    let destination: (DestinationRegistry?) -> AnyView?
    /// A value link's value: in a `List` with a selection it selects this value instead.
    var value: AnyHashable? = nil
    @Environment(\.navigationContext) private var context
    @Environment(\.listSelection) private var listSelection
    @Environment(\.splitViewNextColumn) private var nextColumn
    @Environment(\.isInList) private var isInList
    @Environment(\.destinationRegistry) private var registry

    public init(destination: Destination, @ViewBuilder label: () -> Label) {
        self.label = label()
        self.destination = { _ in AnyView(destination) }
    }
    public init(@ViewBuilder destination: () -> Destination, @ViewBuilder label: () -> Label) {
        self.init(destination: destination(), label: label)
    }
    /// The deprecated programmatic form; `isActive` is read once, not driven.
    public init(destination: Destination, isActive: Binding<Bool>, @ViewBuilder label: () -> Label) {
        self.init(destination: destination, label: label)
    }
    /// The deprecated programmatic form with builders (`NavigationLink(isActive: $shown) { … }
    /// label: { … }`); `isActive` is read once, not driven.
    public init(isActive: Binding<Bool>, @ViewBuilder destination: () -> Destination, @ViewBuilder label: () -> Label) {
        self.init(destination: destination(), label: label)
    }

    public var body: some View {
        let destination = self.destination, context = self.context, registry = self.registry
        let selection = listSelection, value = self.value, nextColumn = self.nextColumn
        let push = {
            if let selection, let value, selection.choose(value, nextColumn: nextColumn, context: context) { return }
            if let view = destination(registry) { context?.push(view) }
        }
        if isInList {
            HStack {
                label
                    .frame(maxWidth: .infinity, alignment: .leading)
                Chevron()
                    .stroke(ChromeColors.tertiaryLabel, style: StrokeStyle(lineWidth: 2, lineCap: .round, lineJoin: .round))
                    .frame(width: 7, height: 12)
            }
            .contentShape(Rectangle())
            .onTapGesture(perform: push)
            .modifier(_ListRowActivationModifier())
        } else {
            label
                .foregroundColor(.accentColor)
                .contentShape(Rectangle())
                .onTapGesture(perform: push)
                .controlSpacing()
        }
    }
}

extension NavigationLink where Label == Text {
    public init(_ titleKey: LocalizedStringKey, destination: Destination) {
        self.init(destination: destination) { Text(titleKey) }
    }
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, destination: Destination) {
        self.init(destination: destination) { Text(title) }
    }
    public init(_ titleKey: LocalizedStringKey, @ViewBuilder destination: () -> Destination) {
        self.init(destination: destination()) { Text(titleKey) }
    }
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, @ViewBuilder destination: () -> Destination) {
        self.init(destination: destination()) { Text(title) }
    }
}

extension NavigationLink where Destination == Never {
    /// A link that pushes what `navigationDestination(for:)` makes for `value`.
    public init<P: Hashable>(value: P?, @ViewBuilder label: () -> Label) {
        self.label = label()
        self.destination = { registry in value.flatMap { registry?.destination(for: $0) } }
        if let value { self.value = AnyHashable(value) }
    }
}

extension NavigationLink where Destination == Never, Label == Text {
    public init<S: StringProtocol, P: Hashable>(_ title: S, value: P?) {
        self.init(value: value) { Text(title) }
    }
}

/// The destinations a navigation stack makes for pushed values, by value type.
@MainActor
final class DestinationRegistry {
    private var makers: [ObjectIdentifier: (Any) -> AnyView?] = [:]

    func register<D: Hashable, V: View>(_ type: D.Type, _ make: @escaping (D) -> V) {
        makers[ObjectIdentifier(type)] = { ($0 as? D).map { AnyView(make($0)) } }
    }

    func destination<P: Hashable>(for value: P) -> AnyView? {
        makers[ObjectIdentifier(P.self)]?(value)
    }
}

/// Registers a destination for values of a type (`navigationDestination(for:destination:)`).
public struct _NavigationDestinationModifier<D: Hashable, V: View>: ViewModifier, PrimitiveModifier {
    public typealias Body = Never
    let make: (D) -> V
    public func body(content: Content) -> Never { fatalError("primitive modifier") }
    func update(node: Node, context: UpdateContext) {
        node.environment.destinationRegistry?.register(D.self, make)
    }
}

struct DestinationRegistryKey: EnvironmentKey { static var defaultValue: DestinationRegistry? { nil } }

extension EnvironmentValues {
    var destinationRegistry: DestinationRegistry? {
        get { self[DestinationRegistryKey.self] }
        set { self[DestinationRegistryKey.self] = newValue }
    }
}

extension View {
    /// Makes the destination of value links (`NavigationLink(value:)`) for values of `type`.
    public func navigationDestination<D: Hashable, C: View>(for type: D.Type, @ViewBuilder destination: @escaping (D) -> C) -> ModifiedContent<Self, _NavigationDestinationModifier<D, C>> {
        modifier(_NavigationDestinationModifier(make: destination))
    }
}
