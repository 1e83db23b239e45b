import Foundation

/// Masks the content with the alpha of another view, laid out in the content's frame with an
/// alignment as an overlay is (SwiftUI's `mask(alignment:_:)`). Only the mask's alpha counts;
/// it takes no input.
public struct _MaskEffect<Mask: View>: ViewModifier, PrimitiveModifier {
    public typealias Body = Never
    let mask: Mask
    let alignment: Alignment
    public func body(content: Content) -> Never { fatalError("primitive modifier") }
    var extraChildren: [ChildView] { [ChildView(key: .slot(1), view: mask)] }

    func place(node: Node, in bounds: CGRect, content: [Node], context: LayoutContext) {
        ZStackLayout(alignment: .center).place(content, in: bounds, context: context)
        guard node.children.count > 1 else { return }
        let extra = node.children[1].isStructural ? node.children[1].layoutChildren : [node.children[1]]
        ZStackLayout(alignment: alignment).place(extra, in: bounds, context: context)
    }

    func draw(node: Node, into builder: inout DisplayListBuilder, content: (inout DisplayListBuilder) -> Void) {
        var maskBuilder = builder
        maskBuilder.items.removeAll()
        maskBuilder.hitTestingEnabled = false
        if node.children.count > 1 { node.children[1].draw(into: &maskBuilder) }
        var g = GroupEffects()
        g.mask = maskBuilder.items
        g.clipTransform = builder.transform
        builder.items.append(.beginGroup(g))
        content(&builder)
        builder.items.append(.endGroup)
    }
}

extension View {
    /// Shows the view only where `mask` is opaque (its alpha multiplies the view's).
    public func mask<M: View>(alignment: Alignment = .center, @ViewBuilder _ mask: () -> M) -> ModifiedContent<Self, _MaskEffect<M>> {
        modifier(_MaskEffect(mask: mask(), alignment: alignment))
    }
    /// The older form: `mask(_:)` with a view.
    public func mask<M: View>(_ mask: M) -> ModifiedContent<Self, _MaskEffect<M>> {
        modifier(_MaskEffect(mask: mask, alignment: .center))
    }
}
