import Foundation

/// State shared by every node of a host's tree.
@MainActor
final class TreeState {
    /// Changes with every layout pass (see `Node.presentedFrame(at:)`).
    private(set) var generation = 0
    /// Set once any node has had a `.zIndex`: until then siblings are drawn in source order
    /// without looking for one.
    var usesZIndex = false
    /// Set once any node has had an `.alignmentGuide`: until then only text baselines can be
    /// explicit guides, and stacks align by the guides' defaults without asking their children.
    var usesAlignmentGuides = false
    /// Set once any view of the tree uses `containerRelativeFrame` (a scroll view then drops its
    /// content's cached sizes when its own size changes).
    var usesContainerRelativeFrame = false
    /// Counts the updates of modifiers that move their content for geometry readers (`offset`,
    /// `scaleEffect`, `rotationEffect`, a `GeometryEffect`...; see ViewTransform.swift); 0 until
    /// the tree has one. A `GeometryReader` placed again at the frame it had, built when the
    /// count was the same, sees nothing new (unless an effect above reads frames, which layout
    /// may have moved), and layout does not look up its ancestors.
    private(set) var geometryEffectGeneration = 0
    /// Called by an effect modifier's `update`: its value may have changed.
    func geometryEffectUpdated() { geometryEffectGeneration &+= 1 }
    /// The last frame of each `matchedGeometryEffect` group (see MatchedGeometryEffect.swift).
    var matchedGeometry: [MatchedGeometryKey: MatchedGeometryEntry] = [:]
    /// The views of each group that follow its source (`isSource: false`), placed again when
    /// the source's frame changes (see MatchedGeometryEffect.swift).
    var matchedFollowers: [MatchedGeometryKey: [NodeReference]] = [:]
    /// Set when a source's frame changed in a layout pass: the views that follow it were marked
    /// for placement, and the host places the tree once more (`SceneHost.layout`).
    var matchedGeometryStale = false
    /// Called when a layout pass starts and ends: every remembered presented frame is stale.
    func advance() { generation &+= 1 }

    /// `viewComparator(for:)` of each view type met, made once (one shared closure per type
    /// stays in the processor's cache; one per node would not).
    private var comparators: [ObjectIdentifier: (any View, any View) -> Bool] = [:]

    func comparator(for type: ObjectIdentifier, _ view: any View) -> (any View, any View) -> Bool {
        if let known = comparators[type] { return known }
        let made = viewComparator(for: view)
        comparators[type] = made
        return made
    }

    /// `valueComparator(for:)` of each view type met (nil for types that are not `Equatable`).
    private var valueComparators: [ObjectIdentifier: ((any View, UnsafeRawPointer) -> Bool)?] = [:]

    func valueComparator(for type: ObjectIdentifier, _ view: any View) -> ((any View, UnsafeRawPointer) -> Bool)? {
        if let known = valueComparators[type] { return known }
        let made = SceneGraph.valueComparator(for: view)
        valueComparators[type] = made
        return made
    }
}
