import Foundation

extension SceneHost {
    /// The appearance of the scene: the one asked for by a live `.preferredColorScheme(_:)`,
    /// else the root environment's `colorScheme`.
    public var sceneColorScheme: ColorScheme {
        if let preferred = preferredColorScheme, preferred.node.node?.isAttached == true, let scheme = preferred.scheme {
            return scheme
        }
        return root.environment.colorScheme
    }

    /// Records the scheme a `.preferredColorScheme(_:)` asks for (the last one updated wins,
    /// as the innermost presentation's preference does in SwiftUI).
    func setPreferredColorScheme(_ scheme: ColorScheme?, from node: Node) {
        if scheme == nil, let current = preferredColorScheme, current.node !== node.reference { return }
        preferredColorScheme = (scheme, node.reference)
    }

    /// When the scene's scheme differs from the one the tree was last updated in (a dark
    /// scene's first update runs before its `.preferredColorScheme` is known; a preference can
    /// change later), marks every node for re-evaluation so that colours resolved while
    /// updating (a style's paints, animation targets) are resolved again. Returns whether it did.
    func refreshAfterColorSchemeChange() -> Bool {
        let scheme = sceneColorScheme
        guard scheme != resolvedColorScheme else { return false }
        resolvedColorScheme = scheme
        root.forEachNode { markDirty($0, transaction: Transaction()) }
        return true
    }
}
