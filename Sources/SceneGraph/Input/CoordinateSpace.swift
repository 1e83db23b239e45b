import Foundation

/// Where gesture locations are measured.
public enum CoordinateSpace: Hashable {
    /// The canvas.
    case global
    /// The view the gesture is attached to (origin at its top-left corner).
    case local
    /// The nearest ancestor marked `.coordinateSpace(name:)` with this name (origin at its
    /// top-left corner).
    case named(AnyHashable)
}

/// A named coordinate space around a gesture, as drawn: the node that names it and the
/// transform from layout to canvas coordinates it was drawn with.
struct NamedSpace {
    let name: AnyHashable
    let node: Node
    let transform: CGAffineTransform
}

/// Names the view's coordinate space, for gestures in its content (SwiftUI's `coordinateSpace`).
public struct _CoordinateSpaceModifier: ViewModifier, PrimitiveModifier {
    public typealias Body = Never
    let name: AnyHashable
    public func body(content: Content) -> Never { fatalError("primitive modifier") }
    func draw(node: Node, into builder: inout DisplayListBuilder, content: (inout DisplayListBuilder) -> Void) {
        builder.namedSpaces.append(NamedSpace(name: name, node: node, transform: builder.transform))
        content(&builder)
        builder.namedSpaces.removeLast()
    }
}

extension View {
    /// Names this view's coordinate space: `.named(name)` in a gesture inside it measures from
    /// this view's top-left corner.
    public func coordinateSpace<N: Hashable>(name: N) -> ModifiedContent<Self, _CoordinateSpaceModifier> {
        modifier(_CoordinateSpaceModifier(name: AnyHashable(name)))
    }

    /// `coordinateSpace(name:)` for `.named(name)`; other spaces name nothing and are ignored.
    public func coordinateSpace(_ space: CoordinateSpace) -> ModifiedContent<Self, _CoordinateSpaceModifier> {
        if case .named(let name) = space { return modifier(_CoordinateSpaceModifier(name: name)) }
        return modifier(_CoordinateSpaceModifier(name: AnyHashable(UnnamedSpace())))
    }
}

/// The name of a space no gesture can ask for.
private struct UnnamedSpace: Hashable {}

/// The coordinate spaces a gesture's recognizer can measure in: converters from canvas points.
@MainActor
struct GestureCoordinateSpaces {
    let owner: GestureOwner
    /// Reports a problem once (a name no ancestor has).
    let warn: (String) -> Void

    /// Canvas points to `space`'s coordinates.
    func converter(for space: CoordinateSpace) -> (CGPoint) -> CGPoint {
        switch space {
        case .global:
            return { $0 }
        case .local:
            return Self.converter(node: owner.node, transform: owner.transform)
        case .named(let name):
            guard let named = owner.spaces.last(where: { $0.name == name }) else {
                warn("no ancestor of \(owner.node.motionPath) has .coordinateSpace(name: \(name.base)); its gesture measures in the global space")
                return { $0 }
            }
            return Self.converter(node: named.node, transform: named.transform)
        }
    }

    /// Canvas points to the coordinates of `node`'s frame (origin at its top-left corner), for a
    /// node drawn with `transform`.
    private static func converter(node: Node, transform: CGAffineTransform) -> (CGPoint) -> CGPoint {
        let inverse = transform.inverted()
        let origin = node.frame.origin
        return { p in
            let q = p.applying(inverse)
            return CGPoint(x: q.x - origin.x, y: q.y - origin.y)
        }
    }
}
