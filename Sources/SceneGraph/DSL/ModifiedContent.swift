import Foundation

/// A modifier that makes a new view from a view (SwiftUI's `ViewModifier`).
@MainActor @preconcurrency
public protocol ViewModifier {
    associatedtype Body: View
    typealias Content = _ViewModifier_Content<Self>
    @ViewBuilder func body(content: Content) -> Body
}

extension ViewModifier where Body == Never {
    /// A framework modifier (`Body == Never`) acts on the node itself and has no body; the
    /// reconciler never asks for one.
    public func body(content: Content) -> Never {
        fatalError("\(Self.self) is a primitive modifier and has no body")
    }
}

/// Stands for the modified view inside a `ViewModifier`'s body.
public struct _ViewModifier_Content<Modifier: ViewModifier>: View, PrimitiveView {
    public typealias Body = Never
    let content: any View
    var isStructural: Bool { true }
    func children(node: Node, environment: EnvironmentValues) -> [ChildView] { [ChildView(key: .slot(0), view: content)] }
}

/// A framework modifier applied to each view of a list makes a list of modified views, so a
/// further modifier applies to each of them too (`ForEach(rows) { … }.padding().background(.red)`).
extension ModifiedContent: ViewList where Content: View, Modifier: ViewModifier {
    var isViewList: Bool { distributesOverList }
}

/// Inside a modifier's body, `content` is a list when the modified view is one.
extension _ViewModifier_Content: ViewList {
    var isViewList: Bool { (content as? any ViewList)?.isViewList ?? false }
}

/// A view with a modifier applied (SwiftUI's `ModifiedContent`).
public struct ModifiedContent<Content, Modifier> {
    public var content: Content
    public var modifier: Modifier
    public init(content: Content, modifier: Modifier) {
        self.content = content
        self.modifier = modifier
    }
}

extension ModifiedContent: View where Content: View, Modifier: ViewModifier {
    public typealias Body = Never
}

extension ModifiedContent: PrimitiveView where Content: View, Modifier: ViewModifier {
    /// The modifier as a framework modifier: itself, or the framework's runner of a user's
    /// `GeometryEffect`; nil for a modifier with a body.
    @MainActor private var frameworkModifier: PrimitiveModifier? {
        if let primitive = modifier as? PrimitiveModifier { return primitive }
        if let effect = modifier as? any GeometryEffect { return effect.runner }
        return nil
    }

    /// A modifier with a body is structural (its body takes the view's place), and so is a
    /// framework modifier that says so (`PrimitiveModifier.isStructural`) or that is applied to
    /// each view of a list (`appliesToEachView`).
    var isStructural: Bool {
        guard let primitive = frameworkModifier else { return true }
        return primitive.isStructural || appliesToEachView
    }

    /// True when a framework modifier is applied to each view of a list (this node's children
    /// are the list's views, each modified).
    @MainActor var distributesOverList: Bool {
        guard let primitive = frameworkModifier else { return false }
        return !primitive.isStructural && appliesToEachView
    }

    /// The framework modifier when it acts on this node itself: nil for a modifier with a
    /// body and for one applied to each view of a list.
    @MainActor private var nodeModifier: PrimitiveModifier? {
        guard let primitive = frameworkModifier else { return nil }
        return !primitive.isStructural && appliesToEachView ? nil : primitive
    }

    /// True when a framework modifier is applied to a list of views (a builder block, `Group`,
    /// `ForEach`, `if`, an optional, `EmptyView`): SwiftUI applies it to each view of the list
    /// ("any modifier you apply to the group affects all of that group's members"), so this
    /// node is structural and each of the list's views gets its own modified node, in the
    /// list's order and with the list's keys (`.id(_:)` too: each view gets the id, so a new id
    /// still makes every view of the list new). A modifier with a body acts on the list as a
    /// whole: its body's `content` stands for the whole list.
    @MainActor private var appliesToEachView: Bool {
        (content as? any ViewList)?.isViewList ?? false
    }

    func children(node: Node, environment: EnvironmentValues) -> [ChildView] {
        if let primitive = frameworkModifier {
            if nodeModifier == nil, let list = content as? any PrimitiveView {
                return eachViewModified(list.children(node: node, environment: environment))
            }
            return [ChildView(key: primitive.contentKey, view: primitive.content(content, node: node))] + primitive.extraChildren(node: node)
        }
        node.linkDynamicProperties(of: modifier)
        let modifier = node.animatedCopy(of: self.modifier)
        let body =
            node.host?.evaluate { modifier.body(content: _ViewModifier_Content<Modifier>(content: content)) }
            ?? modifier.body(content: _ViewModifier_Content<Modifier>(content: content))
        return [ChildView(key: .slot(0), view: body)]
    }

    /// The list's views, each with `modifier` applied, under the list's keys.
    private func eachViewModified(_ elements: [ChildView]) -> [ChildView] {
        var out: [ChildView] = []
        out.reserveCapacity(elements.count)
        for element in elements {
            out.append(ChildView(key: element.key, view: modified(element.view)))
        }
        return out
    }

    /// `modifier` applied to one view of a list.
    private func modified(_ view: any View) -> any View {
        func wrap<V: View>(_ view: V) -> any View { ModifiedContent<V, Modifier>(content: view, modifier: modifier) }
        return wrap(view)
    }

    func update(node: Node, context: UpdateContext) {
        // Applied to each view of a list, the modifier acts in the views' own nodes.
        node.primitiveModifier = nodeModifier
        node.primitiveModifier?.update(node: node, context: context)
    }

    func childEnvironment(_ environment: EnvironmentValues) -> EnvironmentValues {
        nodeModifier?.childEnvironment(environment) ?? environment
    }

    func childTransaction(_ transaction: Transaction, node: Node) -> Transaction {
        nodeModifier?.childTransaction(transaction, node: node) ?? transaction
    }

    func sizeThatFits(_ proposal: ProposedViewSize, node: Node, context: LayoutContext) -> CGSize {
        guard let primitive = node.primitiveModifier else {
            return node.sizeThatFits(proposal, layout: ZStackLayout(), subviews: node.layoutChildren, context: context)
        }
        return primitive.sizeThatFits(proposal, node: node, content: node.contentLayoutChildren, context: context)
    }

    func placeChildren(node: Node, in bounds: CGRect, context: LayoutContext) {
        guard let primitive = node.primitiveModifier else {
            node.placeSubviews(layout: ZStackLayout(), in: bounds, proposal: node.placementProposal, subviews: node.layoutChildren, context: context)
            return
        }
        primitive.place(node: node, in: bounds, content: node.contentLayoutChildren, context: context)
    }

    func draw(node: Node, into builder: inout DisplayListBuilder) {
        guard let box = node.primitiveModifierBox else {
            node.drawChildrenInOrder(into: &builder)
            return
        }
        box.modifier.draw(node: node, into: &builder) { builder in
            node.children.first?.draw(into: &builder)
        }
    }
}

extension View {
    /// Applies `modifier` to this view. (Inlinable, as the modifiers built on it are, so that a
    /// scene's `body` builds its views specialised rather than through generic metadata lookups.)
    @inlinable
    public func modifier<M>(_ modifier: M) -> ModifiedContent<Self, M> {
        ModifiedContent(content: self, modifier: modifier)
    }
}

/// Modifiers implemented by the framework. Every hook has a pass-through default.
@MainActor
protocol PrimitiveModifier {
    /// Key of the modified content among the node's children (`.id(_:)` changes it).
    var contentKey: ChildKey { get }
    /// True for a modifier that changes neither the layout nor the drawing of its content (a
    /// `.transition`): the modified view's node is structural, so the content's views take part
    /// in the parent's layout directly, one by one. Default false.
    var isStructural: Bool { get }
    /// The view built for the modified content (default: the content itself; a transition with
    /// a body wraps it in that body).
    func content(_ content: any View, node: Node) -> any View
    /// Further children (backgrounds, overlays), keyed after the content.
    var extraChildren: [ChildView] { get }
    /// The same, for modifiers that keep state for them on the node (default `extraChildren`).
    func extraChildren(node: Node) -> [ChildView]
    func update(node: Node, context: UpdateContext)
    func childEnvironment(_ environment: EnvironmentValues) -> EnvironmentValues
    func childTransaction(_ transaction: Transaction, node: Node) -> Transaction
    func sizeThatFits(_ proposal: ProposedViewSize, node: Node, content: [Node], context: LayoutContext) -> CGSize
    func place(node: Node, in bounds: CGRect, content: [Node], context: LayoutContext)
    func draw(node: Node, into builder: inout DisplayListBuilder, content: (inout DisplayListBuilder) -> Void)
    /// The vertical edges (`.top`, `.bottom`) on which the modified view loses its content's
    /// text-to-text spacing (`ViewSpacing`): a padding's padded edges, a control's both.
    /// Default none.
    var edgesWithoutTextSpacing: Edge.Set { get }
    /// The column name of `property` in motion dumps for this modifier. Default:
    /// `property.motionName`.
    func motionName(of property: AnimatableProperty) -> String
    /// How the modifier moves its content, as geometry readers and anchors inside it see it
    /// (`ViewTransform`): the transform at time `t` in absolute layout coordinates, measured on
    /// the node's presented frame when `presented`, else its model frame
    /// (`Node.layoutFrame(at:presented:)`, asked only by the modifiers that need it: it walks
    /// the node's anchors). Default nil: the modifier moves nothing (or, like a `GeometryEffect`
    /// marked `ignoredByLayout()`, only where it is drawn).
    func geometryEffect(node: Node, at t: Double, presented: Bool) -> GeometryEffectValue?
    /// The modified view's explicit value of `guide` at `size`. Default: the content's, as a
    /// centred content laid out with the same proposal.
    func explicitAlignment(
        _ guide: AlignmentGuide, node: Node, proposal: ProposedViewSize, size: CGSize, content: [Node],
        context: LayoutContext
    ) -> CGFloat?
}

extension PrimitiveModifier {
    var contentKey: ChildKey { .slot(0) }
    var isStructural: Bool { false }
    var edgesWithoutTextSpacing: Edge.Set { [] }
    func content(_ content: any View, node: Node) -> any View { content }
    var extraChildren: [ChildView] { [] }
    func extraChildren(node: Node) -> [ChildView] { extraChildren }
    func update(node: Node, context: UpdateContext) {}
    func motionName(of property: AnimatableProperty) -> String { property.motionName }
    func childEnvironment(_ environment: EnvironmentValues) -> EnvironmentValues { environment }
    func childTransaction(_ transaction: Transaction, node: Node) -> Transaction { transaction }
    func sizeThatFits(_ proposal: ProposedViewSize, node: Node, content: [Node], context: LayoutContext) -> CGSize {
        node.sizeThatFits(proposal, layout: ZStackLayout(), subviews: content, context: context)
    }
    func place(node: Node, in bounds: CGRect, content: [Node], context: LayoutContext) {
        node.placeSubviews(layout: ZStackLayout(), in: bounds, proposal: ProposedViewSize(bounds.size), subviews: content, context: context)
    }
    func draw(node: Node, into builder: inout DisplayListBuilder, content: (inout DisplayListBuilder) -> Void) {
        content(&builder)
    }
    func geometryEffect(node: Node, at t: Double, presented: Bool) -> GeometryEffectValue? { nil }
    func explicitAlignment(
        _ guide: AlignmentGuide, node: Node, proposal: ProposedViewSize, size: CGSize, content: [Node],
        context: LayoutContext
    ) -> CGFloat? {
        node.passThroughAlignment(guide, proposal: proposal, size: size, content: content, context: context)
    }
}

extension Node {
    /// Layout children that come from the modified content (the first child), flattened.
    var contentLayoutChildren: [Node] {
        guard let first = children.first else { return [] }
        if first.isStructural { return first.layoutChildren }
        // The content alone: the children array itself (no new array per layout call).
        return children.count == 1 ? children : [first]
    }

    /// Sort key among siblings in a `ZStack` (set by `.zIndex`).
    var zIndex: Double {
        var current: Node? = self
        while let n = current {
            if let z = n.explicitZIndex { return z }
            // zIndex set on a modifier wrapping this node's content still counts.
            if n.children.count != 1 || n.primitive == nil { break }
            current = n.children.first
        }
        return 0
    }
}

/// Runs `transform` on the builder's transform for the content, then restores it.
extension DisplayListBuilder {
    mutating func withTransform(_ t: CGAffineTransform, _ body: (inout DisplayListBuilder) -> Void) {
        let saved = transform
        transform = t.concatenating(saved)
        body(&self)
        transform = saved
    }
}

extension ModifiedContent: Equatable where Content: Equatable, Modifier: Equatable {}
