import Foundation

/// A piece of a scene, described as a value (SwiftUI's `View`).
///
/// Write a `body` made of other views. The framework keeps one node per view identity alive
/// across updates, so `@State` survives re-evaluation of `body`.
@MainActor @preconcurrency
public protocol View {
    associatedtype Body: View
    @ViewBuilder var body: Body { get }
}

extension Never: View {
    public typealias Body = Never
    public var body: Never { fatalError("Never has no body") }
}

/// Views whose behaviour the framework implements directly (stacks, shapes, text, modifiers).
/// Their `Body` is `Never`; the node asks them for children, layout and drawing.
@MainActor
protocol PrimitiveView {
    /// The children to reconcile, each with a key unique among its siblings.
    func children(node: Node, environment: EnvironmentValues) -> [ChildView]
    /// True for views that only group others (tuples, conditionals, `ForEach`, `Group`): their
    /// children take part in the parent's layout directly.
    var isStructural: Bool { get }
    /// Called when a node is created or updated with this value, before its children; records
    /// animatable properties on the node.
    func update(node: Node, context: UpdateContext)
    /// The environment the children see.
    func childEnvironment(_ environment: EnvironmentValues) -> EnvironmentValues
    /// The transaction the children are updated with.
    func childTransaction(_ transaction: Transaction, node: Node) -> Transaction
    /// The size this view chooses for `proposal`. Default: its layout children laid out by
    /// `ZStackLayout` with centre alignment (through the `Layout` machinery users' layouts get).
    func sizeThatFits(_ proposal: ProposedViewSize, node: Node, context: LayoutContext) -> CGSize
    /// Places the layout children inside `bounds` (absolute layout coordinates). Default: centred.
    func placeChildren(node: Node, in bounds: CGRect, context: LayoutContext)
    /// Emits display items for the node and its children. Default: the children in order.
    func draw(node: Node, into builder: inout DisplayListBuilder)
    /// True for views whose layout depends on where they are on the canvas, not only on their
    /// size (`GeometryReader`'s global frame): moving an ancestor then re-places them.
    var readsAbsolutePosition: Bool { get }
    /// The children as a `ChildList`, for views that can hand them unboxed (`ForEach`); nil
    /// uses `children(node:environment:)`.
    func childList(node: Node, environment: EnvironmentValues) -> (any ChildList)?
    /// The column name of `property` in motion dumps for this view. Default:
    /// `property.motionName`.
    func motionName(of property: AnimatableProperty) -> String
    /// The axis along which this view stacks its children (`Spacer`s in it expand along it).
    var stackOrientation: Axis? { get }
    /// The spacing the view prefers around it in a stack (`LayoutSubview.spacing`).
    func spacing(node: Node, context: LayoutContext) -> ViewSpacing
    /// The view's explicit value of `guide` at `size` (see ExplicitAlignment.swift). Default:
    /// its layout children's, passed on as a centred content's.
    func explicitAlignment(_ guide: AlignmentGuide, node: Node, proposal: ProposedViewSize, size: CGSize, context: LayoutContext) -> CGFloat?
}

extension PrimitiveView {
    var isStructural: Bool { false }
    var readsAbsolutePosition: Bool { false }
    func childList(node: Node, environment: EnvironmentValues) -> (any ChildList)? { nil }
    var stackOrientation: Axis? { nil }
    func spacing(node: Node, context: LayoutContext) -> ViewSpacing { ViewSpacing() }
    func explicitAlignment(_ guide: AlignmentGuide, node: Node, proposal: ProposedViewSize, size: CGSize, context: LayoutContext) -> CGFloat? {
        let children = node.layoutChildren
        guard !children.isEmpty else { return nil }
        return node.passThroughAlignment(guide, proposal: proposal, size: size, content: children, context: context)
    }
    func motionName(of property: AnimatableProperty) -> String { property.motionName }
    func update(node: Node, context: UpdateContext) {}
    func childEnvironment(_ environment: EnvironmentValues) -> EnvironmentValues { environment }
    func childTransaction(_ transaction: Transaction, node: Node) -> Transaction { transaction }
    func sizeThatFits(_ proposal: ProposedViewSize, node: Node, context: LayoutContext) -> CGSize {
        node.sizeThatFits(proposal, layout: ZStackLayout(), subviews: node.layoutChildren, context: context)
    }
    func placeChildren(node: Node, in bounds: CGRect, context: LayoutContext) {
        node.placeSubviews(layout: ZStackLayout(), in: bounds, proposal: node.placementProposal, subviews: node.layoutChildren, context: context)
    }
    func draw(node: Node, into builder: inout DisplayListBuilder) {
        node.drawChildrenInOrder(into: &builder)
    }
}

extension View where Body == Never {
    public var body: Never { fatalError("\(Self.self) is a primitive view and has no body") }
}

/// A child of a node: its view and the key that gives it identity among its siblings.
struct ChildView {
    var key: ChildKey
    var view: any View
}

/// The part of a child's identity chosen by its parent: a structural slot, or an explicit id.
@usableFromInline
enum ChildKey: Hashable, CustomStringConvertible {
    case slot(Int)
    /// An explicit id that is an `Int` (the common case: `ForEach` over a range or over
    /// integer ids), kept unboxed so that matching a long list hashes and compares plain integers.
    case int(Int)
    case id(AnyHashable)
    /// A child identified by its view type (`AnyView`'s content, a style's body): a new type is a
    /// new child. Described by the type's name, never by an address, so that node paths (motion
    /// goldens, failure messages) are the same on every run.
    case type(ObjectIdentifier, TypeLabel)

    /// The key of a child identified by the type `type`.
    static func type(_ type: Any.Type) -> ChildKey {
        .type(ObjectIdentifier(type), TypeLabel(_typeName(type, qualified: false)))
    }

    /// The key for an explicit id (`ForEach`'s, or `.id(_:)`'s).
    @inlinable
    static func explicit<ID: Hashable>(_ id: ID) -> ChildKey {
        if let value = id as? Int { return .int(value) }
        return .id(AnyHashable(id))
    }

    @usableFromInline
    var description: String {
        switch self {
        case .slot(let i): return "\(i)"
        case .int(let i): return "#\(i)"
        case .id(let h): return "#\(h.base)"
        case .type(_, let label): return "#\(label.name)"
        }
    }
}

/// A type's name carried beside its identifier in `ChildKey.type`: shown in paths, ignored by
/// equality and hashing (the identifier decides).
@usableFromInline
struct TypeLabel: Hashable, Sendable {
    let name: String
    init(_ name: String) { self.name = name }
    @usableFromInline static func == (_: TypeLabel, _: TypeLabel) -> Bool { true }
    @usableFromInline func hash(into _: inout Hasher) {}
}

/// A type that previews views (accepted for source compatibility; the gallery renders scenes).
@MainActor @preconcurrency
public protocol PreviewProvider {
    associatedtype Previews: View
    @ViewBuilder static var previews: Previews { get }
}
