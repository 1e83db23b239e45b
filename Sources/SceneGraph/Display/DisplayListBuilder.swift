import Foundation

/// Accumulates display items while walking the node tree at one time.
struct DisplayListBuilder {
    var items: [DisplayItem] = []
    /// The time being drawn, seconds.
    let time: Double
    /// Current transform from local layout coordinates to canvas coordinates.
    var transform: CGAffineTransform = .identity
    /// Regions that receive pointer input, front-most last.
    var hitRegions: [HitRegion] = []
    /// Nodes on the way down that accept gestures, innermost last.
    var gestureOwners: [GestureOwner] = []
    /// Named coordinate spaces on the way down, innermost last.
    var namedSpaces: [NamedSpace] = []
    var hitTestingEnabled = true
    /// A list row's whole cell, handed to the next gesture drawn (`_ListRowActivationModifier`).
    var pendingRowHitRect: CGRect?
    /// Items drawn above the whole tree (presentations: alerts, sheets), in canvas coordinates;
    /// the host appends them after the root's items.
    var topItems: [DisplayItem] = []
    /// Hit regions of `topItems`, front-most last; they come after every other region.
    var topHitRegions: [HitRegion] = []

    init(time: Double) { self.time = time }

    /// Draws `body` above the whole tree: with the canvas transform (identity), outside every
    /// ancestor's group, after everything else. A presentation drawn inside another one's body
    /// lands above it.
    mutating func drawOnTop(_ body: (inout DisplayListBuilder) -> Void) {
        var savedItems: [DisplayItem] = [], savedHits: [HitRegion] = [], savedOwners: [GestureOwner] = []
        swap(&savedItems, &items)
        swap(&savedHits, &hitRegions)
        swap(&savedOwners, &gestureOwners)
        let savedTransform = transform, savedHitTesting = hitTestingEnabled
        transform = .identity
        hitTestingEnabled = true
        let itemSlot = topItems.count, hitSlot = topHitRegions.count
        body(&self)
        topItems.insert(contentsOf: items, at: itemSlot)
        topHitRegions.insert(contentsOf: hitRegions, at: hitSlot)
        swap(&savedItems, &items)
        swap(&savedHits, &hitRegions)
        swap(&savedOwners, &gestureOwners)
        transform = savedTransform
        hitTestingEnabled = savedHitTesting
    }

    /// Records a hit region for the current gesture owners.
    mutating func addHitRegion(_ rect: CGRect) {
        guard hitTestingEnabled, !gestureOwners.isEmpty else { return }
        hitRegions.append(HitRegion(rect: rect, transform: transform, owners: gestureOwners))
    }
}

/// An area (a rectangle under a transform) that hands pointer input to its gesture owners.
struct HitRegion {
    var rect: CGRect
    var transform: CGAffineTransform
    var owners: [GestureOwner]

    func contains(_ point: CGPoint) -> Bool {
        rect.contains(point.applying(transform.inverted()))
    }
}
