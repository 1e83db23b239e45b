import Foundation

/// The kinds of interaction a content shape defines (SwiftUI's `ContentShapeKinds`). Only
/// hit-testing (`.interaction`) has an effect here; the others are accepted for source
/// compatibility.
public struct ContentShapeKinds: OptionSet, Hashable, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }
    public static let interaction = ContentShapeKinds(rawValue: 1)
    public static let dragPreview = ContentShapeKinds(rawValue: 2)
    public static let contextMenuPreview = ContentShapeKinds(rawValue: 4)
    public static let hoverEffect = ContentShapeKinds(rawValue: 8)
    public static let focusEffect = ContentShapeKinds(rawValue: 16)
    public static let accessibility = ContentShapeKinds(rawValue: 32)
}

/// Makes the whole of a shape fitted to the view's frame receive pointer input, not only the
/// parts the content draws (SwiftUI's `contentShape(_:eoFill:)`): a stack with a spacer and a
/// `contentShape(Rectangle())` is tappable in its gaps. As everywhere in this framework, a
/// region is hit-tested by its bounding rectangle.
public struct _ContentShapeModifier<S: Shape>: ViewModifier, PrimitiveModifier {
    public typealias Body = Never
    let shape: S
    let kinds: ContentShapeKinds
    func draw(node: Node, into builder: inout DisplayListBuilder, content: (inout DisplayListBuilder) -> Void) {
        if kinds.contains(.interaction) {
            builder.addHitRegion(shape.path(placedIn: node.presentedFrame(at: builder.time)).boundingRect)
        }
        content(&builder)
    }
}

extension View {
    /// Hit-tests the view by `shape` fitted to its frame (`eoFill` is accepted for source
    /// compatibility; regions are their bounding rectangles).
    public func contentShape<S: Shape>(_ shape: S, eoFill: Bool = false) -> ModifiedContent<Self, _ContentShapeModifier<S>> {
        modifier(_ContentShapeModifier(shape: shape, kinds: .interaction))
    }
    /// Sets the content shape for the given kinds of interaction.
    public func contentShape<S: Shape>(_ kinds: ContentShapeKinds, _ shape: S, eoFill: Bool = false) -> ModifiedContent<Self, _ContentShapeModifier<S>> {
        modifier(_ContentShapeModifier(shape: shape, kinds: kinds))
    }

    /// Draws a border of `width` points inside the view's frame, over the view (SwiftUI's
    /// `border(_:width:)`: a rectangle stroked inside the frame, so it covers the outer
    /// `width` points of the content).
    public func border<S: ShapeStyle>(_ content: S, width: CGFloat = 1) -> some View {
        let w = width.isFinite ? max(width, 0) : 1
        return overlay(Rectangle().strokeBorder(content, lineWidth: w))
    }
}
