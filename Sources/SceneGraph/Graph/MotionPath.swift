import Foundation

// A node's motion path: the readable name under which motion snapshots, their failure messages,
// the preview and warnings show a node (`DragBox/ZStack/RoundedRectangle.offset`,
// `Settings/List/Row[wifi]/Toggle`). Built from the views' type names and explicit ids, never
// from addresses or slot numbers alone, so it is the same on every run and says which view it is.
//
// - A view with a body (the user's `Card`, `Row`) and a framework view that draws or lays out
//   (`VStack`, `Text`, `Circle`) is a level of the path, named by its type without generic
//   arguments (a shape filled or stroked is named by its shape).
// - The framework modifiers applied to one view sit beside it, named after the view and the
//   modifier as the code reads: `ZStack/Circle` is the circle, `ZStack/Circle.offset` its
//   `.offset` and `ZStack/Circle.frame` its `.frame` (`#2` for the second modifier of one name on
//   one view, counted from the view outwards). What a modifier adds beside its content (a
//   background, an overlay) is under it: `Text.background/Capsule`. A user's `ViewModifier` is a
//   level named by its type: `Text.CardStyle/VStack/…`.
// - Views that only group others (`TupleView`, `ForEach`, `Group`, `if`/`else`, `AnyView`, a
//   transition) are no level; their explicit ids and their non-first positions go to the view
//   below: `Row[wifi]` (a `ForEach` id), `Text:1` (the second view of a builder block), and so to
//   its modifiers: `Row[wifi].padding`.
// Two nodes that would still share a path in one sample (views nested in several anonymous
// groups) are told apart by their identity path (`SceneHost.animatedValues()`).

/// Reads the parts of a `ModifiedContent` a motion path names, whatever its generic arguments.
protocol ModifiedContentParts {
    var modifierType: Any.Type { get }
    var modifiedView: Any { get }
    var modifierValue: Any { get }
}

extension ModifiedContent: ModifiedContentParts {
    var modifierType: Any.Type { Modifier.self }
    var modifiedView: Any { content }
    var modifierValue: Any { modifier }
}

/// A framework view named in motion paths by something other than its type (a shape view by its
/// shape).
@MainActor protocol MotionPathNamed {
    var motionPathName: String { get }
}

extension _ShapeView: MotionPathNamed {
    var motionPathName: String { MotionPath.typeName(S.self) }
}

/// A framework modifier named in motion paths by something other than its type (an overlay,
/// which is a background drawn in front; `.id(_:)`).
@MainActor protocol MotionPathNamedModifier {
    var motionPathName: String { get }
}

extension _BackgroundModifier: MotionPathNamedModifier {
    var motionPathName: String { inFront ? "overlay" : "background" }
}

extension _IdentityModifier: MotionPathNamedModifier {
    var motionPathName: String { "id" }
}

@MainActor enum MotionPath {
    /// A type's name without module, generic arguments or a leading underscore.
    static func typeName(_ type: Any.Type) -> String {
        var name = _typeName(type, qualified: false)
        if let angle = name.firstIndex(of: "<") { name = String(name[..<angle]) }
        if name.hasPrefix("_"), name.count > 1 { name.removeFirst() }
        return name
    }

    /// A modifier's name as its SwiftUI method reads: `_OffsetEffect` → `offset`,
    /// `_PaddingLayout` → `padding`, `_ScaleEffect` → `scaleEffect` (`methodNames`); a user's
    /// modifier keeps its type name.
    static func modifierName(_ type: Any.Type) -> String {
        let full = _typeName(type, qualified: false)
        guard full.hasPrefix("_") else { return typeName(type) }
        var name = typeName(type)
        for suffix in ["Modifier", "Effect", "Layout"] where name.hasSuffix(suffix) && name.count > suffix.count {
            name.removeLast(suffix.count)
            break
        }
        let stem = name.prefix(1).lowercased() + name.dropFirst()
        return methodNames[stem] ?? stem
    }

    /// Framework modifiers whose type does not spell the method that applies them.
    static let methodNames: [String: String] = [
        "flexFrame": "frame", "scale": "scaleEffect", "rotation": "rotationEffect", "valueChange": "onChange",
        "appearance": "onAppear", "clip": "clipShape", "projection": "projectionEffect", "transform": "transformEffect",
        "geometryVisual": "visualEffect", "matchedGeometry": "matchedGeometryEffect", "timerReceive": "onReceive",
        "scrollVisibility": "onScrollVisibilityChange", "compositingGroup": "compositingGroup",
    ]

    /// Whether a modifier type is the framework's (it acts on the node; no body of its own).
    static func isFrameworkModifier(_ type: Any.Type) -> Bool {
        type is PrimitiveModifier.Type || type is any GeometryEffect.Type
    }

    /// The name of a view in a path: a named framework view's own name, else its type's.
    static func viewName(_ view: Any) -> String {
        if let named = view as? MotionPathNamed { return named.motionPathName }
        return typeName(type(of: view))
    }

    /// The names of a framework modifier's node: the innermost modified view's name, and the
    /// modifier's with `#n` for the n-th modifier of that name from the view out.
    static func modifierNames(_ parts: ModifiedContentParts) -> (view: String, modifier: String) {
        let name = modifierName(of: parts)
        var same = 1
        var content = parts.modifiedView
        while let inner = content as? ModifiedContentParts {
            if isFrameworkModifier(inner.modifierType), modifierName(of: inner) == name { same += 1 }
            content = inner.modifiedView
        }
        return (viewName(content), name + (same > 1 ? "#\(same)" : ""))
    }

    /// A framework modifier's name: its own (`MotionPathNamedModifier`), else its type's.
    static func modifierName(of parts: ModifiedContentParts) -> String {
        (parts.modifierValue as? MotionPathNamedModifier)?.motionPathName ?? modifierName(parts.modifierType)
    }

    /// A view's place as written in its path: its ids as `[id]` and its positions after the
    /// first as `:n`, outermost first (`:1[3]`: view 3 of a `ForEach` that is the second view of
    /// its stack; the position tells two `ForEach`es over the same ids apart).
    static func place(_ keys: [ChildKey]) -> String {
        keys.map(keySuffix).joined()
    }

    /// How a key adds to the next segment: an explicit id as `[id]`, a position after the first as
    /// `:n`; nothing for the first position or a type key (the type names the segment already).
    static func keySuffix(_ key: ChildKey) -> String {
        switch key {
        case .slot(0), .type: return ""
        case .slot(let i): return ":\(i)"
        case .int(let i): return "[\(i)]"
        case .id(let h): return "[\(h.base)]"
        }
    }
}

extension Node {
    /// The key of the modified view among the node's children when the node is a framework
    /// modifier acting on one view (a link of that view's modifier chain); nil for any other node
    /// (a view, a user's modifier, a framework modifier applied to each view of a list).
    var modifierChainContentKey: ChildKey? {
        guard let parts = view as? ModifiedContentParts, MotionPath.isFrameworkModifier(parts.modifierType) else { return nil }
        let modifier = parts.modifierValue as? PrimitiveModifier
        if isStructural, !(modifier?.isStructural ?? false) { return nil }
        return modifier?.contentKey ?? .slot(0)
    }

    /// Whether the node is a shape whose body, its shape view, is named by the shape: the two
    /// are one view in motion paths.
    var isShapeBodyParent: Bool { primitive == nil && view is any Shape }

    /// Whether the node names a level of motion paths (see `MotionPath`): every node but the
    /// framework's grouping views and transitions, and a shape (its shape view is named by it).
    var isMotionPathSegment: Bool {
        if isShapeBodyParent { return false }
        guard let primitive, primitive.isStructural else { return true }
        // A user's modifier has a body, so its node is structural, but it is named.
        if let parts = view as? ModifiedContentParts { return !MotionPath.isFrameworkModifier(parts.modifierType) }
        return false
    }

    /// The node's motion path (see `MotionPath`); computed once, from its ancestry.
    var motionPath: String {
        if let cached = motionPathCache { return cached }
        // The modifiers applied to one view and the view itself share the view's name and place:
        // climb to the outermost modifier (the chain's head), keeping the ids on the way.
        var keys: [ChildKey] = []
        var head = self
        while let p = head.parent, p.modifierChainContentKey == head.key || p.isShapeBodyParent {
            keys.append(head.key)
            head = p
        }
        // Then the head's place among the views of its nearest named ancestor.
        var link = head
        var named: Node?
        while let p = link.parent {
            // A background or overlay is named under its modifier: its slot there says nothing.
            if case .slot = link.key, p.modifierChainContentKey != nil {} else { keys.append(link.key) }
            if p.isMotionPathSegment {
                named = p
                break
            }
            link = p
        }
        let own = ownMotionPathName(place: MotionPath.place(keys.reversed()))
        let result = named.map { $0.motionPath + "/" + own } ?? own
        motionPathCache = result
        return result
    }

    /// The node's own name in its motion path: the view's name, its place (`MotionPath.place`) and, for a
    /// modifier, the modifier's name.
    private func ownMotionPathName(place: String) -> String {
        guard let parts = view as? ModifiedContentParts else { return MotionPath.viewName(view) + place }
        if MotionPath.isFrameworkModifier(parts.modifierType) {
            let (view, modifier) = MotionPath.modifierNames(parts)
            return view + place + "." + modifier
        }
        return MotionPath.viewName(parts.modifiedView) + place + "." + MotionPath.typeName(parts.modifierType)
    }
}
