import Foundation

/// Draws another view behind or in front of the content, sized like the content.
public struct _BackgroundModifier<Background: View>: ViewModifier, PrimitiveModifier {
    public typealias Body = Never
    let background: Background
    let alignment: Alignment
    let inFront: Bool
    var extraChildren: [ChildView] { [ChildView(key: .slot(1), view: background)] }
    func place(node: Node, in bounds: CGRect, content: [Node], context: LayoutContext) {
        ZStackLayout(alignment: .center).place(content, in: bounds, context: context)
        guard node.children.count > 1 else { return }
        let extra = node.children[1].isStructural ? node.children[1].layoutChildren : [node.children[1]]
        ZStackLayout(alignment: alignment).place(extra, in: bounds, context: context)
    }
    func draw(node: Node, into builder: inout DisplayListBuilder, content: (inout DisplayListBuilder) -> Void) {
        if inFront {
            content(&builder)
            if node.children.count > 1 { node.children[1].draw(into: &builder) }
        } else {
            if node.children.count > 1 { node.children[1].draw(into: &builder) }
            content(&builder)
        }
    }
}

extension View {
    /// Draws `background` behind the view, sized like it. A `Color` or other `ShapeStyle` takes
    /// `background(_:ignoresSafeAreaEdges:)` instead, as in SwiftUI (where this form is
    /// deprecated), and so reaches into the safe area.
    @_disfavoredOverload
    public func background<B: View>(_ background: B, alignment: Alignment = .center) -> ModifiedContent<Self, _BackgroundModifier<B>> {
        modifier(_BackgroundModifier(background: background, alignment: alignment, inFront: false))
    }
    public func background<B: View>(alignment: Alignment = .center, @ViewBuilder content: () -> B) -> ModifiedContent<Self, _BackgroundModifier<B>> {
        background(content(), alignment: alignment)
    }
    /// Fills the view's frame behind it with `style` (SwiftUI's `background(_:ignoresSafeAreaEdges:)`).
    /// On each of `edges` where the view's frame lies on the safe area's edge (a status bar, a
    /// navigation bar, a home indicator: see `ignoresSafeArea(_:edges:)`), the fill reaches on to
    /// the container's full edge, as SwiftUI's default `.all` does; `[]` keeps it in the frame.
    /// The view's own layout is unchanged.
    public func background<S: ShapeStyle>(_ style: S, ignoresSafeAreaEdges edges: Edge.Set = .all)
        -> ModifiedContent<Self, _BackgroundModifier<ModifiedContent<_ShapeView<Rectangle>, _IgnoresSafeAreaModifier>>>
    {
        background(Rectangle().fill(style).ignoresSafeArea(edges: edges))
    }
    /// Fills the view's frame behind it with the background style (`.background`: what
    /// `.backgroundStyle(_:)` set above, else systemBackground), reaching into the safe area on
    /// `edges` as `background(_:ignoresSafeAreaEdges:)` does.
    public func background(ignoresSafeAreaEdges edges: Edge.Set = .all)
        -> ModifiedContent<Self, _BackgroundModifier<ModifiedContent<_ShapeView<Rectangle>, _IgnoresSafeAreaModifier>>>
    {
        background(BackgroundStyle(), ignoresSafeAreaEdges: edges)
    }
    /// Fills the view's frame in front of it with `style`, reaching into the safe area on
    /// `edges` as `background(_:ignoresSafeAreaEdges:)` does (SwiftUI's
    /// `overlay(_:ignoresSafeAreaEdges:)`).
    public func overlay<S: ShapeStyle>(_ style: S, ignoresSafeAreaEdges edges: Edge.Set = .all)
        -> ModifiedContent<Self, _BackgroundModifier<ModifiedContent<_ShapeView<Rectangle>, _IgnoresSafeAreaModifier>>>
    {
        overlay(Rectangle().fill(style).ignoresSafeArea(edges: edges))
    }
    /// Draws `overlay` in front of the view, sized like it. A `ShapeStyle` takes
    /// `overlay(_:ignoresSafeAreaEdges:)` instead, as in SwiftUI.
    @_disfavoredOverload
    public func overlay<O: View>(_ overlay: O, alignment: Alignment = .center) -> ModifiedContent<Self, _BackgroundModifier<O>> {
        modifier(_BackgroundModifier(background: overlay, alignment: alignment, inFront: true))
    }
    public func overlay<O: View>(alignment: Alignment = .center, @ViewBuilder content: () -> O) -> ModifiedContent<Self, _BackgroundModifier<O>> {
        overlay(content(), alignment: alignment)
    }
}
