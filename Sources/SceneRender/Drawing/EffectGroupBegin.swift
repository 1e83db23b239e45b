import Foundation
import CCairo
import SceneGraph

// How an effect group begins: its clip, its layer limited to its content's reach (and, in a
// frame drawn in part, to the damage), or the layer kept from an earlier frame composited at
// once (`GroupCache`), or nothing at all when the clip leaves nothing of it.

/// A group whose layer is pushed, until its `endGroup`.
struct OpenGroup {
    var effects: GroupEffects
    /// Whether its layer was limited by a clip of its own (an extra save level to undo after
    /// the layer is popped).
    var bounded: Bool
    /// Given the layer as composited, to keep it for later frames (see `GroupCache`); nil: not kept.
    var keep: ((OpaquePointer) -> Void)?
}

/// What `drawItems` knows of the list it draws, for the groups it opens.
struct GroupContext {
    var items: [DisplayItem]
    var visible: [Bool]?
    var scale: Double
    /// Every group's layer bounds (`ItemBoxes.layers`); empty when the list has no group.
    var layerBounds: [CGRect?]
    /// Every group's end (`ItemBoxes.groupEnds`) when `caching`; else empty.
    var groupEnds: [Int]
    /// Whether layers are looked up in and kept in the `GroupCache`.
    var caching: Bool
    /// The damage's bounding box in a frame drawn in part (see `drawItems`), else nil.
    var damageBounds: CGRect?
    /// The damage's rectangles, device pixels (empty in a frame drawn whole).
    var damageRects: [CGRect] = []
}

/// What became of a group `beginGroup` was asked to open.
enum GroupOpening {
    /// Its layer is pushed; `limitedByDamage`: the layer reaches no further than the damage.
    case pushed(OpenGroup, limitedByDamage: Bool)
    /// Nothing more to draw through item `end`: the clip leaves nothing of it (`clippedAway`),
    /// or its kept layer was composited.
    case skipped(through: Int, clippedAway: Bool)
}

extension CairoRenderer {
    /// Opens the group `g` at `index` of `context.items` on `cr`, inside the groups `enclosing`.
    func beginGroup(_ g: GroupEffects, at index: Int, in context: GroupContext, enclosing: [OpenGroup], on cr: OpaquePointer) -> GroupOpening {
        let scale = context.scale
        cairo_save(cr)
        if let clip = g.clip {
            if Self.isUsable(g.clipTransform), Self.isUsable(clip) {
                setMatrix(cr, g.clipTransform, scale: scale)
                addPath(cr, clip)
            } else {
                // A degenerate clip shows nothing.
                cairo_identity_matrix(cr)
                cairo_new_path(cr)
                cairo_rectangle(cr, 0, 0, 0, 0)
            }
            cairo_set_fill_rule(cr, CAIRO_FILL_RULE_WINDING)
            cairo_clip(cr)
        }
        // A layer whose bounds (content grown by its effects' reach) miss the clip
        // would be empty: nothing of it, its shadow included, reaches the canvas.
        let layerBounds = context.layerBounds.isEmpty ? nil : context.layerBounds[index]
        if effectShortcuts, Self.isClippedAway(cr, layerBounds) {
            cairo_restore(cr)
            return .skipped(through: Self.groupEnd(context.items, openedAt: index), clippedAway: true)
        }
        // The layer only needs to cover its content (plus the reach of its blur), not
        // the whole canvas: much less memory to clear, scan and composite.
        var bounded = false
        if let bounds = layerBounds {
            cairo_save(cr)
            cairo_identity_matrix(cr)
            cairo_new_path(cr)
            cairo_rectangle(cr, Double(bounds.minX), Double(bounds.minY), Double(bounds.width), Double(bounds.height))
            cairo_clip(cr)
            bounded = true
        }
        var keep: ((OpaquePointer) -> Void)?
        if context.caching {
            let end = context.groupEnds[index]
            let placement = Self.placement(cr, enclosing: enclosing.lazy.map(\.effects), scale: scale)
            let group = context.items[index...end], drawn = context.visible?[index...end]
            switch groupCache.find(items: group, drawn: drawn, placement: placement) {
            case .kept(let kept):
                // What `endGroup` does with a layer it made, with the kept one.
                if bounded { cairo_restore(cr) }
                cairo_identity_matrix(cr)
                cairo_set_source(cr, kept)
                compositeLayer(cr, g, opacity: Self.layerOpacity(g), scale: scale)
                cairo_restore(cr)
                return .skipped(through: end, clippedAway: false)
            case .seenBefore:
                keep = { [groupCache] in groupCache.store($0, items: group, drawn: drawn, placement: placement) }
            case .new:
                break
            }
        }
        var limitedByDamage = false
        if let damageBounds = context.damageBounds {
            // Only the damage's pixels of this layer are copied to the canvas. A layer
            // limited by the damage is not whole, so it is not kept for later frames.
            var x1 = 0.0, y1 = 0.0, x2 = 0.0, y2 = 0.0
            if !bounded {
                cairo_save(cr)
                bounded = true
            }
            cairo_identity_matrix(cr)
            cairo_clip_extents(cr, &x1, &y1, &x2, &y2)
            if x1 < damageBounds.minX || y1 < damageBounds.minY || x2 > damageBounds.maxX || y2 > damageBounds.maxY,
                Self.clipEdgesMiss(context.damageRects, clips: [g] + enclosing.map(\.effects), scale: scale)
            {
                cairo_new_path(cr)
                cairo_rectangle(cr, damageBounds.minX, damageBounds.minY, damageBounds.width, damageBounds.height)
                cairo_clip(cr)
                keep = nil
                limitedByDamage = true
            }
        }
        cairo_push_group(cr)
        Self.forgetIsClear(cr)
        return .pushed(OpenGroup(effects: g, bounded: bounded, keep: keep), limitedByDamage: limitedByDamage)
    }

    /// Marks the surface `cr` draws on as drawn on. Cairo draws `OVER` on a surface it knows to
    /// be clear as `SOURCE`, whose antialiased pixels can round a level apart; a frame drawn in
    /// part leaves out items that would have drawn on a layer before, so a layer could be clear
    /// in it and not in the whole frame. Marked, a layer or canvas is drawn on alike in both.
    static func forgetIsClear(_ cr: OpaquePointer) {
        if let target = cairo_get_group_target(cr) { cairo_surface_mark_dirty(target) }
    }

    /// Whether no pixel of `rects` (device pixels) lies on an edge of the clip paths of
    /// `clips`: each outline segment's box (a curve's control polygon's), in device pixels and
    /// grown by 2 pixels, misses every rectangle. Limiting a layer to the damage adds a box to
    /// the clip, and when that box cuts a clip path Cairo rasterises the whole path another
    /// way (its antialiased pixels a level apart, anywhere along it); so a layer is limited
    /// only when no damaged pixel is one of those.
    static func clipEdgesMiss(_ rects: [CGRect], clips: some Sequence<GroupEffects>, scale: Double) -> Bool {
        for effects in clips {
            guard let clip = effects.clip else { continue }
            let t = effects.clipTransform
            func device(_ p: CGPoint) -> CGPoint {
                let q = p.applying(t)
                return CGPoint(x: q.x * scale, y: q.y * scale)
            }
            var current = CGPoint.zero, start = CGPoint.zero, open = false
            /// Whether the box of `a`…`d` (device pixels), grown by 2, misses every rectangle.
            func misses(_ a: CGPoint, _ b: CGPoint, _ c: CGPoint? = nil, _ d: CGPoint? = nil) -> Bool {
                var minX = min(a.x, b.x), minY = min(a.y, b.y), maxX = max(a.x, b.x), maxY = max(a.y, b.y)
                func include(_ p: CGPoint?) {
                    guard let p else { return }
                    minX = min(minX, p.x); minY = min(minY, p.y); maxX = max(maxX, p.x); maxY = max(maxY, p.y)
                }
                include(c)
                include(d)
                guard minX.isFinite, minY.isFinite, maxX.isFinite, maxY.isFinite else { return false }
                let box = CGRect(x: minX - 2, y: minY - 2, width: maxX - minX + 4, height: maxY - minY + 4)
                return !rects.contains { $0.intersects(box) }
            }
            // A fill closes each subpath: the edge back to its start counts too.
            for element in clip.elements {
                switch element {
                case .move(let p):
                    if open, !misses(current, start) { return false }
                    current = device(p)
                    start = current
                    open = true
                case .line(let p):
                    let q = device(p)
                    if !misses(current, q) { return false }
                    current = q
                    open = true
                case .quadCurve(let p, let c):
                    let q = device(p)
                    if !misses(current, q, device(c)) { return false }
                    current = q
                    open = true
                case .curve(let p, let c1, let c2):
                    let q = device(p)
                    if !misses(current, q, device(c1), device(c2)) { return false }
                    current = q
                    open = true
                case .closeSubpath:
                    if !misses(current, start) { return false }
                    current = start
                    open = false
                }
            }
            if open, !misses(current, start) { return false }
        }
        return true
    }

    /// Where a group is about to be pushed on `cr` (see `GroupCache.Placement`).
    static func placement(_ cr: OpaquePointer, enclosing: some Sequence<GroupEffects>, scale: Double) -> GroupCache.Placement {
        var m = cairo_matrix_t()
        cairo_get_matrix(cr, &m)
        var x1 = 0.0, y1 = 0.0, x2 = 0.0, y2 = 0.0
        cairo_clip_extents(cr, &x1, &y1, &x2, &y2)
        return GroupCache.Placement(
            enclosingClips: enclosing.contains { $0.clip != nil }
                ? enclosing.filter { $0.clip != nil }.map { GroupCache.EnclosingClip(clip: $0.clip, transform: $0.clipTransform) } : [],
            extents: SIMD4(x1, y1, x2, y2), matrix: SIMD8(m.xx, m.yx, m.xy, m.yy, m.x0, m.y0, 0, 0), scale: scale)
    }

    /// For each `beginGroup` of `items`, the index of the `endGroup` that closes it (the last
    /// index when the list leaves it open); other entries are 0. One pass.
    static func groupEnds(_ items: [DisplayItem]) -> [Int] {
        var ends = [Int](repeating: 0, count: items.count)
        var open: [Int] = []
        for (i, item) in items.enumerated() {
            switch item {
            case .beginGroup: open.append(i)
            case .endGroup: if let start = open.popLast() { ends[start] = i }
            default: break
            }
        }
        for start in open { ends[start] = items.count - 1 }
        return ends
    }

    /// Whether nothing drawn inside `bounds` (device pixels; nil: unbounded) can pass the clip
    /// of `cr`: the clip is empty or its extents do not meet `bounds`.
    static func isClippedAway(_ cr: OpaquePointer, _ bounds: CGRect?) -> Bool {
        var x1 = 0.0, y1 = 0.0, x2 = 0.0, y2 = 0.0
        cairo_save(cr)
        cairo_identity_matrix(cr)
        cairo_clip_extents(cr, &x1, &y1, &x2, &y2)
        cairo_restore(cr)
        if !(x2 > x1 && y2 > y1) { return true }
        guard let b = bounds else { return false }
        return Double(b.maxX) <= x1 || Double(b.minX) >= x2 || Double(b.maxY) <= y1 || Double(b.minY) >= y2
    }

    /// The index of the `endGroup` that closes the group opened at `start` (the last index when
    /// the list leaves it open).
    static func groupEnd(_ items: [DisplayItem], openedAt start: Int) -> Int {
        var depth = 0
        for i in start..<items.count {
            switch items[i] {
            case .beginGroup: depth += 1
            case .endGroup:
                depth -= 1
                if depth == 0 { return i }
            default: break
            }
        }
        return items.count - 1
    }
}
