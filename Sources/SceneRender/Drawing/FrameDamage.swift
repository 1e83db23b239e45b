import Foundation
import SceneGraph

/// Where two display lists drawn on the same canvas can give different pixels: a list of
/// rectangles in whole device pixels. Drawing the new list clipped to them over the old list's
/// pixels gives the pixels of drawing it whole (`CairoRenderer.draw` does, when the last list
/// it drew on its surface is the old one).
///
/// **What is damaged.** The lists are compared item by item. An item (fill, stroke, text, image)
/// that differs, or that lies inside a group whose effects differ, damages its box in the old
/// list and its box in the new one: its device-space bounds (stroke width, miter and the text's
/// font size added, as `CairoRenderer.layerBounds` grows a layer), grown by 2 pixels for
/// antialiasing and by every enclosing group's spread (blur and shadow reach and the shadow's
/// offset; a projection maps the box). A fill in no group whose outline moved in part (a bar
/// whose top grows) damages only the rows where its outline changed, across its width
/// (`movedEdges`), when that is smaller. Items inside a group of opacity 0 reach no pixel.
/// Lists of different structure are paired unit by unit (`UnitAlignment`: a leaf, or a group
/// with all it holds; a label whose number cross-fades in groups that come and go damages its
/// own boxes); lists too long for that are compared from both ends: the items between the
/// common beginning and the common end are damaged, with every item of a group that begins
/// there.
///
/// **Layers that read their neighbours.** A blurred, shadowed or projected group's pixels depend on
/// its whole layer, so when the damage meets what such a group draws, its whole layer and what it
/// draws join the damage (repeated until nothing more joins): its layer is then drawn whole.
/// A backdrop blur reads the canvas under it; a list with one is drawn whole.
///
/// Nil (draw everything) when a box cannot be bounded (a projection behind the eye, bounds not
/// finite) or the damage covers most of the canvas.
struct FrameDamage: Equatable {
    /// Rectangles of whole device pixels inside the canvas; empty: no pixel changes.
    var rects: [CGRect]
    /// For each item of the new list, whether it can reach a damaged pixel (a group: any of its
    /// items can); the others need not be drawn.
    var visible: [Bool] = []

    /// More rectangles than this are drawn as their bounding box.
    static let maximumRects = 32

    /// The damage of drawing `new` over a canvas of `width` × `height` pixels that shows `old`
    /// (both at `scale` pixels per point), or nil to draw `new` whole.
    static func between(_ old: [DisplayItem], _ new: [DisplayItem], scale: Double, width: Int, height: Int) -> FrameDamage? {
        between(old, ItemBoxes(old, scale: scale), new, ItemBoxes(new, scale: scale), width: width, height: height)
    }

    /// The same with the lists' boxes already made (`ItemBoxes(_:scale:)`; nil: not finite): a
    /// renderer keeps the boxes of the list its canvas shows for the next frame.
    static func between(
        _ old: [DisplayItem], _ oldBoxes: ItemBoxes?, _ new: [DisplayItem], _ newBoxes: ItemBoxes?, width: Int, height: Int
    ) -> FrameDamage? {
        let canvas = CGRect(x: 0, y: 0, width: width, height: height)
        guard let oldBoxes, let newBoxes, !newBoxes.hasBackdrop else { return nil }
        var damage: [CGRect] = []
        func add(_ box: CGRect?) {
            guard let box else { return }
            let r = box.intersection(canvas)
            guard !r.isNull, r.width > 0, r.height > 0 else { return }
            damage.append(r)
        }
        // A leaf that changed: its old and new boxes, or where a fill's outline moved.
        func changed(_ i: Int, _ j: Int, insideChangedGroup: Bool) {
            let a = oldBoxes.box[i], b = newBoxes.box[j]
            if !insideChangedGroup, oldBoxes.topLevel[i], newBoxes.topLevel[j],
                let moved = movedEdges(old[i], new[j], scale: newBoxes.scale)?.map({ $0.insetBy(dx: -2, dy: -2) })
            {
                func area(_ r: CGRect) -> CGFloat { r.isNull ? 0 : r.width * r.height }
                if moved.reduce(0, { $0 + area($1) }) < area(a) + area(b) {
                    for r in moved { add(r) }
                    return
                }
            }
            add(a.isNull ? nil : a)
            add(b.isNull ? nil : b)
        }
        if old.count == new.count, sameStructure(old, new) {
            // Item by item; a group whose effects differ damages everything inside it.
            var changedGroups: [Bool] = []
            for i in 0..<new.count {
                switch new[i] {
                case .beginGroup:
                    changedGroups.append((changedGroups.last ?? false) || old[i] != new[i])
                case .endGroup:
                    _ = changedGroups.popLast()
                default:
                    let inChanged = changedGroups.last ?? false
                    if inChanged || old[i] != new[i] { changed(i, i, insideChangedGroup: inChanged) }
                }
            }
        } else if let pairs = UnitAlignment(old, oldBoxes, new, newBoxes) {
            // Unit by unit (a leaf, or a group with all it holds): units only in one list damage
            // their boxes, paired units that differ are compared as above.
            for unit in pairs.unpairedOld { add(oldBoxes.box[unit].isNull ? nil : oldBoxes.box[unit]) }
            for unit in pairs.unpairedNew { add(newBoxes.box[unit].isNull ? nil : newBoxes.box[unit]) }
            for (i, j) in pairs.changedLeaves { changed(i, j, insideChangedGroup: false) }
        } else {
            var prefix = 0
            while prefix < min(old.count, new.count), old[prefix] == new[prefix] { prefix += 1 }
            var suffix = 0
            while suffix < min(old.count, new.count) - prefix, old[old.count - 1 - suffix] == new[new.count - 1 - suffix] { suffix += 1 }
            for (items, boxes, end) in [(old, oldBoxes, old.count - suffix), (new, newBoxes, new.count - suffix)] {
                var i = prefix
                var through = end
                while i < max(end, through) && i < items.count {
                    if case .beginGroup = items[i] { through = max(through, boxes.groupEnds[i] + 1) }
                    if boxes.isLeaf[i], !boxes.box[i].isNull { add(boxes.box[i]) }
                    i += 1
                }
            }
        }
        // Layers that read their neighbours are drawn whole once the damage meets them.
        var spreading = newBoxes.spreading
        var grew = true
        while grew {
            grew = false
            for (k, s) in spreading.enumerated().reversed() where damage.contains(where: { $0.intersects(s.reach.union(s.layer ?? s.reach)) }) {
                guard let layer = s.layer else { return nil }
                add(layer)
                add(s.reach)
                spreading.remove(at: k)
                grew = true
            }
        }
        damage = merged(damage)
        let area = damage.reduce(0) { $0 + $1.width * $1.height }
        guard area <= 0.75 * canvas.width * canvas.height else { return nil }
        // An `endGroup` is reached only when its group is drawn.
        let visible = new.indices.map { i in
            if case .endGroup = new[i] { return true }
            let b = newBoxes.box[i]
            return !b.isNull && damage.contains { $0.intersects(b) }
        }
        return FrameDamage(rects: damage, visible: visible)
    }

    /// Whether the lists open and close groups at the same places (so that item i of one
    /// stands where item i of the other does).
    static func sameStructure(_ a: [DisplayItem], _ b: [DisplayItem]) -> Bool {
        for i in a.indices {
            switch (a[i], b[i]) {
            case (.beginGroup, .beginGroup), (.endGroup, .endGroup): continue
            case (.beginGroup, _), (.endGroup, _), (_, .beginGroup), (_, .endGroup): return false
            default: continue
            }
        }
        return true
    }

    /// The rectangles rounded out to whole pixels, those inside another dropped, two joined
    /// where their union is no larger than the two (the pixels both cover are drawn and copied
    /// once); then the two whose union adds the fewest pixels are joined until at most
    /// `maximumRects` are left. More than `4 × maximumRects` become their bounding box.
    static func merged(_ rects: [CGRect]) -> [CGRect] {
        var out: [CGRect] = []
        for r in rects {
            let p = CGRect(
                x: r.minX.rounded(.down), y: r.minY.rounded(.down),
                width: r.maxX.rounded(.up) - r.minX.rounded(.down), height: r.maxY.rounded(.up) - r.minY.rounded(.down))
            if out.contains(where: { $0.contains(p) }) { continue }
            out.removeAll { p.contains($0) }
            out.append(p)
        }
        if out.count > 4 * maximumRects { return [out.reduce(CGRect.null) { $0.union($1) }] }
        // Whole-pixel rectangles, none empty: their union and areas without CGRect's cases.
        func union(_ a: CGRect, _ b: CGRect) -> CGRect {
            let x0 = min(a.minX, b.minX), y0 = min(a.minY, b.minY)
            return CGRect(x: x0, y: y0, width: max(a.maxX, b.maxX) - x0, height: max(a.maxY, b.maxY) - y0)
        }
        func area(_ r: CGRect) -> CGFloat { r.width * r.height }
        // What joining a and b adds: the pixels of their union that neither covers, less those both cover.
        func cost(_ a: CGRect, _ b: CGRect) -> CGFloat { area(union(a, b)) - area(a) - area(b) }
        var joined = true
        while joined {
            joined = false
            var a = 0
            while a < out.count {
                var b = a + 1
                while b < out.count {
                    if cost(out[a], out[b]) <= 0 {
                        out[a] = union(out[a], out[b])
                        out.remove(at: b)
                        joined = true
                    } else {
                        b += 1
                    }
                }
                a += 1
            }
        }
        while out.count > maximumRects {
            var pick = (0, 1), least = CGFloat.infinity
            for a in out.indices {
                for b in (a + 1)..<out.count {
                    let c = cost(out[a], out[b])
                    if c < least { least = c; pick = (a, b) }
                }
            }
            out[pick.0] = union(out[pick.0], out[pick.1])
            out.remove(at: pick.1)
        }
        // A joined rectangle may hold others.
        var kept: [CGRect] = []
        for (k, r) in out.enumerated() where !out.indices.contains(where: { $0 != k && out[$0].contains(r) && (out[$0] != r || $0 < k) }) {
            kept.append(r)
        }
        out = kept
        return out
    }
}

/// For each item of a list: the device box its pixels can reach (`.null`: draws nothing; a
/// group: the union of its items'), and the groups whose layers read their neighbours. Nil when a box is not finite.
struct ItemBoxes {
    var box: [CGRect]
    var isLeaf: [Bool]
    /// Whether the item lies in no group.
    var topLevel: [Bool]
    /// Device pixels per point.
    var scale: Double
    /// Each group's layer bounds (`CairoRenderer.layerBounds`; empty when the list has no group).
    var layers: [CGRect?]
    /// For each `beginGroup`, the index of its `endGroup` (`CairoRenderer.groupEnds`).
    var groupEnds: [Int]
    /// Blurred, shadowed or projected groups: their layer's bounds (`CairoRenderer.layerBounds`)
    /// and the box their pixels reach on the canvas.
    var spreading: [(layer: CGRect?, reach: CGRect)] = []
    var hasBackdrop = false

    init?(_ items: [DisplayItem], scale: Double) {
        box = Array(repeating: .null, count: items.count)
        isLeaf = Array(repeating: false, count: items.count)
        topLevel = Array(repeating: false, count: items.count)
        self.scale = scale
        let layers = items.contains { if case .beginGroup = $0 { return true } else { return false } }
            ? CairoRenderer.layerBounds(items, scale: scale) : []
        self.layers = layers
        groupEnds = CairoRenderer.groupEnds(items)
        let deviceScale = CGAffineTransform(scaleX: CGFloat(scale), y: CGFloat(scale))
        func device(_ rect: CGRect, _ t: CGAffineTransform, pad: CGFloat = 0) -> CGRect? {
            guard !rect.isNull else { return .null }
            let r = rect.insetBy(dx: -pad, dy: -pad)
            let m = t.concatenating(deviceScale)
            var out = CGRect.null
            for p in [CGPoint(x: r.minX, y: r.minY), CGPoint(x: r.maxX, y: r.minY), CGPoint(x: r.minX, y: r.maxY), CGPoint(x: r.maxX, y: r.maxY)] {
                let q = p.applying(m)
                guard q.x.isFinite, q.y.isFinite else { return nil }
                out = out.union(CGRect(x: q.x, y: q.y, width: 0, height: 0))
            }
            return out.insetBy(dx: -2, dy: -2)
        }
        // The enclosing groups, innermost last, and the content box of each so far.
        var open: [(start: Int, effects: GroupEffects, content: CGRect)] = []
        // Per open group, the union of its items' boxes (the group's own box).
        var reached: [CGRect] = []
        // Per open group, whether it or a group around it is composited with opacity 0: then
        // nothing it holds reaches a pixel (every blend mode leaves the canvas as it is under a
        // layer of alpha 0).
        var hidden: [Bool] = []
        // A box seen through the enclosing groups' spread, innermost first.
        func spread(_ b: CGRect, through groups: ArraySlice<(start: Int, effects: GroupEffects, content: CGRect)>) -> CGRect? {
            var b = b
            for g in groups.reversed() {
                guard let s = Self.spread(b, g.effects, scale: scale) else { return nil }
                b = s
            }
            return b
        }
        for (i, item) in items.enumerated() {
            var own: CGRect??
            switch item {
            case .fill(let path, _, _, let t): own = device(path.boundingRect, t)
            case .stroke(let path, let style, _, let t):
                let w = style.lineWidth.isFinite ? max(style.lineWidth, 0) : 0
                let miter = style.lineJoin == .miter && style.miterLimit.isFinite ? max(style.miterLimit, 1) : 1
                own = device(path.boundingRect, t, pad: w / 2 * max(miter, style.lineCap == .square ? 1.5 : 1))
            case .text(let text, let t): own = device(text.frame, t, pad: text.font.size.isFinite ? text.font.size : 0)
            case .image(let image, let t): own = device(image.frame, t)
            case .beginGroup(let g):
                if g.backdropBlurRadius > 0 { hasBackdrop = true }
                open.append((i, g, .null))
                reached.append(.null)
                hidden.append((hidden.last ?? false) || CairoRenderer.layerOpacity(g) == 0)
            case .endGroup:
                guard let g = open.popLast() else { continue }
                hidden.removeLast()
                let groupBox = reached.removeLast()
                box[g.start] = groupBox
                if !reached.isEmpty { reached[reached.count - 1] = reached[reached.count - 1].union(groupBox) }
                let e = g.effects
                if e.blurRadius > 0 || e.shadow != nil || e.projection != nil {
                    // What it draws: its content through its own spread, then its parents'.
                    guard !g.content.isNull else { continue }
                    guard let reach = spread(g.content, through: open[...] + [g]) else { return nil }
                    spreading.append((layers.isEmpty ? nil : layers[g.start], reach))
                }
                if !open.isEmpty, !g.content.isNull {
                    guard let s = Self.spread(g.content, e, scale: scale) else { return nil }
                    open[open.count - 1].content = open[open.count - 1].content.union(s)
                }
            }
            guard var own else { continue }
            isLeaf[i] = true
            topLevel[i] = open.isEmpty
            if hidden.last ?? false { own = .null }
            // A box that is not finite: the list is drawn whole.
            guard let own else { return nil }
            if !open.isEmpty, !own.isNull { open[open.count - 1].content = open[open.count - 1].content.union(own) }
            guard let spread = own.isNull ? .null : spread(own, through: open[...]) else { return nil }
            box[i] = spread
            if !reached.isEmpty { reached[reached.count - 1] = reached[reached.count - 1].union(spread) }
        }
        // A group left open: drawn whole.
        guard open.isEmpty else { return nil }
    }

    /// `box` (device pixels) as the group with `effects` can spread it: grown by its blur or
    /// shadow reach and its shadow's offset, or mapped by its projection (nil behind the eye).
    static func spread(_ box: CGRect, _ effects: GroupEffects, scale: Double) -> CGRect? {
        if let m = effects.projection {
            return CairoRenderer.projectedBox(box, CairoRenderer.deviceProjection(m, scale: scale))?.insetBy(dx: -2, dy: -2)
        }
        let e = CairoRenderer.effectReach(effects, scale: scale)
        guard effects.blurRadius > 0 || effects.shadow != nil else { return box }
        let offset = effects.shadow.map { abs($0.x) + abs($0.y) } ?? 0
        let g = CGFloat(e.reach + (offset.isFinite ? offset : 0) * e.unit)
        return box.insetBy(dx: -g, dy: -g)
    }
}
