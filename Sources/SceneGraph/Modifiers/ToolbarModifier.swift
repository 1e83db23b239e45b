import Foundation

/// Where a toolbar item goes (SwiftUI's `ToolbarItemPlacement`). Leading placements
/// (`.navigationBarLeading`, `.topBarLeading`, `.cancellationAction`) go at the bar's leading
/// end, `.principal` in its middle, the rest at its trailing end; `.bottomBar`, `.status` and
/// `.keyboard` items are not drawn (there is no bottom toolbar or keyboard).
public struct ToolbarItemPlacement: Hashable, Sendable {
    enum Slot: Hashable, Sendable { case leading, principal, trailing, none }
    let slot: Slot
    public static let automatic = ToolbarItemPlacement(slot: .trailing)
    public static let principal = ToolbarItemPlacement(slot: .principal)
    public static let navigationBarLeading = ToolbarItemPlacement(slot: .leading)
    public static let navigationBarTrailing = ToolbarItemPlacement(slot: .trailing)
    public static let topBarLeading = ToolbarItemPlacement(slot: .leading)
    public static let topBarTrailing = ToolbarItemPlacement(slot: .trailing)
    public static let primaryAction = ToolbarItemPlacement(slot: .trailing)
    public static let confirmationAction = ToolbarItemPlacement(slot: .trailing)
    public static let cancellationAction = ToolbarItemPlacement(slot: .leading)
    public static let destructiveAction = ToolbarItemPlacement(slot: .trailing)
    public static let secondaryAction = ToolbarItemPlacement(slot: .trailing)
    public static let bottomBar = ToolbarItemPlacement(slot: .none)
    public static let status = ToolbarItemPlacement(slot: .none)
    public static let keyboard = ToolbarItemPlacement(slot: .none)
}

@MainActor
protocol ToolbarItemMarker {
    var slot: ToolbarItemPlacement.Slot { get }
}

/// One item of a `.toolbar` (SwiftUI's `ToolbarItem`).
public struct ToolbarItem<ID, Content: View>: View, PrimitiveView, ToolbarItemMarker {
    public typealias Body = Never
    let placement: ToolbarItemPlacement
    let content: Content
    var slot: ToolbarItemPlacement.Slot { placement.slot }
    func children(node: Node, environment: EnvironmentValues) -> [ChildView] { [ChildView(key: .slot(0), view: content)] }
    func childEnvironment(_ environment: EnvironmentValues) -> EnvironmentValues { ToolbarItems.barEnvironment(environment) }
}

extension ToolbarItem where ID == () {
    public init(placement: ToolbarItemPlacement = .automatic, @ViewBuilder content: () -> Content) {
        self.placement = placement
        self.content = content()
    }
}

extension ToolbarItem where ID == String {
    public init(id: String, placement: ToolbarItemPlacement = .automatic, @ViewBuilder content: () -> Content) {
        self.placement = placement
        self.content = content()
    }
}

/// Several toolbar items in one placement, 20 pt apart (SwiftUI's `ToolbarItemGroup`).
public struct ToolbarItemGroup<Content: View>: View, PrimitiveView, ToolbarItemMarker {
    public typealias Body = Never
    let placement: ToolbarItemPlacement
    let content: Content
    var slot: ToolbarItemPlacement.Slot { placement.slot }
    public init(placement: ToolbarItemPlacement = .automatic, @ViewBuilder content: () -> Content) {
        self.placement = placement
        self.content = content()
    }
    func children(node: Node, environment: EnvironmentValues) -> [ChildView] {
        [ChildView(key: .slot(0), view: HStack(spacing: 20) { content })]
    }
    func childEnvironment(_ environment: EnvironmentValues) -> EnvironmentValues { ToolbarItems.barEnvironment(environment) }
}

/// Bars a toolbar setting applies to (SwiftUI's `ToolbarPlacement`).
public struct ToolbarPlacement: Hashable, Sendable {
    let kind: Int
    public static let automatic = ToolbarPlacement(kind: 0)
    public static let navigationBar = ToolbarPlacement(kind: 1)
    public static let tabBar = ToolbarPlacement(kind: 2)
    public static let bottomBar = ToolbarPlacement(kind: 3)
}

/// Carries toolbar items for the enclosing navigation stack, which places and draws them in
/// its bar; the modified view itself is laid out and drawn as if unmodified.
public struct _ToolbarModifier<Items: View>: ViewModifier, PrimitiveModifier, ToolbarModifierMarker {
    public typealias Body = Never
    let items: Items
    public func body(content: Content) -> Never { fatalError("primitive modifier") }
    var extraChildren: [ChildView] { [ChildView(key: .slot(1), view: items)] }
}

@MainActor
protocol ToolbarModifierMarker {}

/// The toolbar items on a screen: each item's node, the node of the `.toolbar` that holds it
/// (its layout anchor) and its slot.
@MainActor
enum ToolbarItems {
    /// What a toolbar item's content sees: labels show only their icon, as iOS draws a
    /// `Label` (or `Button(_:systemImage:action:)`) in a bar, unless a label style was chosen
    /// around the toolbar or inside the item.
    static func barEnvironment(_ environment: EnvironmentValues) -> EnvironmentValues {
        guard environment.labelStyle.kind == .automatic else { return environment }
        var inBar = environment
        inBar.labelStyle = AnyLabelStyle(kind: .iconOnly)
        return inBar
    }

    static func of(screen: Node) -> [(owner: Node, item: Node, slot: ToolbarItemPlacement.Slot)] {
        var out: [(Node, Node, ToolbarItemPlacement.Slot)] = []
        func walk(_ node: Node) {
            if node.primitiveModifier is any ToolbarModifierMarker, node.children.count > 1 {
                let holder = node.children[1]
                for item in items(in: holder) {
                    let slot = (item.primitive as? any ToolbarItemMarker)?.slot ?? .trailing
                    if slot != .none { out.append((node, item, slot)) }
                }
            }
            for child in node.children where !(child.primitive is any NavigationContainerMarker) { walk(child) }
        }
        walk(screen)
        return out
    }
}

extension View {
    /// Items for the navigation bar of the enclosing navigation stack.
    public func toolbar<Content: View>(@ViewBuilder content: () -> Content) -> ModifiedContent<Self, _ToolbarModifier<Content>> {
        modifier(_ToolbarModifier(items: content()))
    }
    /// Shows or hides a bar: `.hidden` for `.navigationBar` hides the navigation bar.
    public func toolbar(_ visibility: Visibility, for bars: ToolbarPlacement...) -> some View {
        modifier(_NavigationBarModifier(setting: .hidden(visibility == .hidden && (bars.contains(.navigationBar) || bars.contains(.automatic)))))
    }
    /// Accepted for source compatibility: bars have no background of their own.
    public func toolbarBackground<S: ShapeStyle>(_ style: S, for bars: ToolbarPlacement...) -> some View { self }
    public func toolbarBackground(_ visibility: Visibility, for bars: ToolbarPlacement...) -> some View { self }
    /// The deprecated form of toolbar items: views at the bar's leading and trailing ends.
    public func navigationBarItems<L: View, T: View>(leading: L, trailing: T) -> some View {
        toolbar {
            ToolbarItem(placement: .navigationBarLeading) { leading }
            ToolbarItem(placement: .navigationBarTrailing) { trailing }
        }
    }
    public func navigationBarItems<T: View>(trailing: T) -> some View {
        toolbar { ToolbarItem(placement: .navigationBarTrailing) { trailing } }
    }
    public func navigationBarItems<L: View>(leading: L) -> some View {
        toolbar { ToolbarItem(placement: .navigationBarLeading) { leading } }
    }
}
