import Foundation
import CCairo

// How far an effect group's layer reaches on the canvas: the device-space box of its content,
// grown by its blur and shadow, so that its layer covers that box and not the whole canvas.

extension CairoRenderer {
    /// Blur reach of an effect group in device pixels (3σ of its blur and its shadow's blur, plus
    /// one pixel), and the transform scale that converts its points to pixels.
    static func effectReach(_ g: GroupEffects, scale: Double) -> (reach: Double, unit: Double) {
        let m = g.clipTransform
        let s = abs(Double(m.a * m.d - m.b * m.c)).squareRoot()
        let unit = scale * (s.isFinite ? s : 1)
        let blur = g.blurRadius.isFinite ? max(g.blurRadius, 0) : 0
        let shadow = g.shadow.map { $0.radius.isFinite ? max($0.radius, 0) : 0 } ?? 0
        return (3 * max(blur, shadow) * unit + 1, unit)
    }

    /// Device-space bounds (whole pixels) of the items inside the group opened at `start`
    /// (see `layerBounds(_:scale:)`).
    static func layerBounds(_ items: [DisplayItem], groupAt start: Int, scale: Double) -> CGRect? {
        guard items.indices.contains(start) else { return nil }
        return layerBounds(items, scale: scale)[start]
    }

    /// For each item that opens a group, the device-space bounds (whole pixels) of the items
    /// inside it, grown by the reach of its own blur and shadow; nil for other items and for a
    /// group that cannot be bounded (then its layer covers the canvas: unclosed, empty or not
    /// finite). Nested groups add the reach and shadow offset of their effects. One pass with a
    /// stack of open groups, so a list of n items with nested groups costs O(n), not a scan of
    /// the rest of the list per group.
    static func layerBounds(_ items: [DisplayItem], scale: Double) -> [CGRect?] {
        var result = [CGRect?](repeating: nil, count: items.count)
        // Per open group: where it starts, its effects, and the device box of its content so far.
        var open: [(start: Int, effects: GroupEffects, box: CGRect)] = []
        let deviceScale = CGAffineTransform(scaleX: CGFloat(scale), y: CGFloat(scale))
        func add(_ rect: CGRect, _ t: CGAffineTransform, pad: CGFloat = 0) {
            guard !open.isEmpty, !rect.isNull else { return }
            let r = rect.insetBy(dx: -pad, dy: -pad)
            let m = t.concatenating(deviceScale)
            var box = open[open.count - 1].box
            for p in [CGPoint(x: r.minX, y: r.minY), CGPoint(x: r.maxX, y: r.minY), CGPoint(x: r.minX, y: r.maxY), CGPoint(x: r.maxX, y: r.maxY)] {
                let q = p.applying(m)
                box = box.union(CGRect(x: q.x, y: q.y, width: 0, height: 0))
            }
            open[open.count - 1].box = box
        }
        for (i, item) in items.enumerated() {
            switch item {
            case .fill(let path, _, _, let t): add(path.boundingRect, t)
            case .stroke(let path, let style, _, let t):
                let w = style.lineWidth.isFinite ? max(style.lineWidth, 0) : 0
                let miter = style.lineJoin == .miter && style.miterLimit.isFinite ? max(style.miterLimit, 1) : 1
                add(path.boundingRect, t, pad: w / 2 * max(miter, style.lineCap == .square ? 1.5 : 1))
            case .text(let text, let t): add(text.frame, t, pad: text.font.size.isFinite ? text.font.size : 0)
            case .image(let image, let t): add(image.frame, t)
            case .beginGroup(let g):
                open.append((i, g, .null))
            case .endGroup:
                guard let group = open.popLast() else { continue }
                let box = group.box
                // Its own layer: the content grown by its reach, plus 2 pixels.
                let reach = effectReach(group.effects, scale: scale).reach + 2
                if !box.isNull, box.minX.isFinite, box.minY.isFinite, box.maxX.isFinite, box.maxY.isFinite {
                    let grown = box.insetBy(dx: -CGFloat(reach), dy: -CGFloat(reach))
                    result[group.start] = CGRect(
                        x: grown.minX.rounded(.down), y: grown.minY.rounded(.down),
                        width: grown.maxX.rounded(.up) - grown.minX.rounded(.down),
                        height: grown.maxY.rounded(.up) - grown.minY.rounded(.down))
                }
                // Its contribution to the enclosing group: the content grown by how far its
                // effects spread (blur reach and shadow offset).
                guard !open.isEmpty, !box.isNull else { continue }
                if let m = group.effects.projection {
                    // A warped layer lands where its projection puts it.
                    if let warped = projectedBox(box, deviceProjection(m, scale: scale)) {
                        open[open.count - 1].box = open[open.count - 1].box.union(warped.insetBy(dx: -2, dy: -2))
                    }
                    continue
                }
                let e = effectReach(group.effects, scale: scale)
                let offset = group.effects.shadow.map { abs($0.x) + abs($0.y) } ?? 0
                let g = CGFloat(e.reach + (offset.isFinite ? offset : 0) * e.unit)
                open[open.count - 1].box = open[open.count - 1].box.union(box.insetBy(dx: -g, dy: -g))
            }
        }
        return result
    }

    /// `items` without the groups whose layer bounds (`layerBounds(_:scale:)`: content grown by
    /// the reach of their effects, device pixels) lie wholly outside a canvas of `pixelWidth` ×
    /// `pixelHeight` pixels. `drawItems` does not draw such a group (its layer would be empty:
    /// nothing of it, its shadow included, reaches a pixel), so a frame's key need not hold it,
    /// and a card thrown further off the canvas does not make a new frame. The same array when
    /// no group is left out.
    static func itemsReachingCanvas(_ items: [DisplayItem], scale: Double, pixelWidth: Int, pixelHeight: Int) -> [DisplayItem] {
        guard items.contains(where: { if case .beginGroup = $0 { return true } else { return false } }) else { return items }
        let bounds = layerBounds(items, scale: scale)
        let w = CGFloat(pixelWidth), h = CGFloat(pixelHeight)
        var kept: [DisplayItem] = []
        var i = 0
        var leftOut = false
        while i < items.count {
            if case .beginGroup = items[i], let b = bounds[i], b.maxX <= 0 || b.minX >= w || b.maxY <= 0 || b.minY >= h {
                if !leftOut {
                    kept.reserveCapacity(items.count)
                    kept.append(contentsOf: items[0..<i])
                    leftOut = true
                }
                i = groupEnd(items, openedAt: i) + 1
                continue
            }
            if leftOut { kept.append(items[i]) }
            i += 1
        }
        return leftOut ? kept : items
    }
}
