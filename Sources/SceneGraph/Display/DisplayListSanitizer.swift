import Foundation

/// The last check before a display list leaves the host: no NaN or infinity reaches the public
/// display list (a custom `Shape` may make a path with a non-finite point, a
/// `.greatestFiniteMagnitude` size overflows to infinity when it is centred or scaled).
///
/// What is done, with one warning per kind of item and reason:
/// - a fill, stroke, text or image whose geometry (path points, frame, transform, line width,
///   font size) or paint (colour components, gradient stops, points and radii) is not finite is
///   left out: it has no place on the canvas;
/// - a stroke's dash lengths and phase that are not finite are dropped (a solid line);
/// - a group's clip or clip transform that is not finite clips everything away (as a
///   degenerate clip does); its opacity, blur radius, brightness and saturation that are not
///   finite get their neutral values (1, 0, 0, 1); a shadow that is not finite is left out; a
///   projection that is not finite clips everything away.
enum DisplayListSanitizer {
    static func sanitized(_ items: [DisplayItem], warn: (String) -> Void) -> [DisplayItem] {
        guard !allFinite(items) else { return items }
        var out: [DisplayItem] = []
        out.reserveCapacity(items.count)
        for item in items {
            switch item {
            case .fill(let path, _, let paint, let t):
                if finite(path), finite(t), finite(paint) { out.append(item) } else {
                    warn("a fill with a coordinate, transform or colour that is not finite was left out of the display list")
                }
            case .stroke(let path, var style, let paint, let t):
                guard finite(path), finite(t), finite(paint), style.lineWidth.isFinite, style.miterLimit.isFinite else {
                    warn("a stroke with a coordinate, transform, width or colour that is not finite was left out of the display list")
                    continue
                }
                if !style.dash.allSatisfy(\.isFinite) || !style.dashPhase.isFinite {
                    warn("a stroke dash that is not finite was dropped (solid line)")
                    style.dash = []
                    style.dashPhase = 0
                }
                out.append(.stroke(path, style, paint, transform: t))
            case .text(let text, let t):
                if finite(text.frame), finite(t), text.font.size.isFinite, finite(text.paint) { out.append(item) } else {
                    warn("a text with a frame, transform, font size or colour that is not finite was left out of the display list")
                }
            case .image(let image, let t):
                if finite(image.frame), finite(t) { out.append(item) } else {
                    warn("an image with a frame or transform that is not finite was left out of the display list")
                }
            case .beginGroup(var g):
                if !isFinite(g) {
                    warn("a group effect with a value that is not finite was replaced by its neutral value")
                    g = repaired(g)
                }
                out.append(.beginGroup(g))
            case .endGroup:
                out.append(item)
            }
        }
        return out
    }

    /// Whether every item is finite: read in place (an iterator, as `allSatisfy` uses, copies
    /// each item, retaining its paths and paints, for a check that finds nothing in nearly
    /// every frame).
    static func allFinite(_ items: [DisplayItem]) -> Bool {
        items.withUnsafeBufferPointer { buffer in
            for i in buffer.indices where !isFinite(buffer[i]) { return false }
            return true
        }
    }

    static func isFinite(_ item: DisplayItem) -> Bool {
        switch item {
        case .fill(let path, _, let paint, let t): return finite(path) && finite(t) && finite(paint)
        case .stroke(let path, let s, let paint, let t):
            return finite(path) && finite(t) && finite(paint) && s.lineWidth.isFinite && s.miterLimit.isFinite
                && s.dashPhase.isFinite && s.dash.allSatisfy(\.isFinite)
        case .text(let text, let t): return finite(text.frame) && finite(t) && text.font.size.isFinite && finite(text.paint)
        case .image(let image, let t): return finite(image.frame) && finite(t)
        case .beginGroup(let g): return isFinite(g)
        case .endGroup: return true
        }
    }

    static func isFinite(_ g: GroupEffects) -> Bool {
        g.opacity.isFinite && g.blurRadius.isFinite && g.brightness.isFinite && g.saturation.isFinite
            && finite(g.clipTransform) && (g.clip.map(finite) ?? true) && (g.shadow.map(finite) ?? true)
            && (g.projection.map(finite) ?? true)
    }

    static func repaired(_ g: GroupEffects) -> GroupEffects {
        var g = g
        if !g.opacity.isFinite { g.opacity = 1 }
        if !g.blurRadius.isFinite { g.blurRadius = 0 }
        if !g.brightness.isFinite { g.brightness = 0 }
        if !g.saturation.isFinite { g.saturation = 1 }
        if let shadow = g.shadow, !finite(shadow) { g.shadow = nil }
        if let m = g.projection, !finite(m) {
            // A projection that is not finite has no picture: nothing is drawn.
            g.clip = Path()
            g.projection = nil
        }
        if !finite(g.clipTransform) || !(g.clip.map(finite) ?? true) {
            g.clip = Path()
            g.clipTransform = .identity
        }
        return g
    }

    static func finite(_ p: CGPoint) -> Bool { p.x.isFinite && p.y.isFinite }
    static func finite(_ r: CGRect) -> Bool {
        r.origin.x.isFinite && r.origin.y.isFinite && r.size.width.isFinite && r.size.height.isFinite
    }
    static func finite(_ t: CGAffineTransform) -> Bool {
        t.a.isFinite && t.b.isFinite && t.c.isFinite && t.d.isFinite && t.tx.isFinite && t.ty.isFinite
    }
    static func finite(_ m: ProjectionTransform) -> Bool {
        [m.m11, m.m12, m.m13, m.m21, m.m22, m.m23, m.m31, m.m32, m.m33].allSatisfy(\.isFinite)
    }
    static func finite(_ path: Path) -> Bool {
        path.elements.allSatisfy { e in
            switch e {
            case .move(let p), .line(let p): return finite(p)
            case .quadCurve(let p, let c): return finite(p) && finite(c)
            case .curve(let p, let c1, let c2): return finite(p) && finite(c1) && finite(c2)
            case .closeSubpath: return true
            }
        }
    }
    static func finite(_ c: Color.Resolved) -> Bool {
        c.linearRed.isFinite && c.linearGreen.isFinite && c.linearBlue.isFinite && c.opacity.isFinite
    }
    static func finite(_ shadow: GroupEffects.Shadow) -> Bool {
        finite(shadow.color) && shadow.radius.isFinite && shadow.x.isFinite && shadow.y.isFinite
    }
    static func finite(_ g: Gradient) -> Bool { g.stops.allSatisfy { $0.location.isFinite && finite($0.color.resolved) } }
    static func finite(_ u: UnitPoint) -> Bool { u.x.isFinite && u.y.isFinite }
    static func finite(_ paint: Paint) -> Bool {
        switch paint {
        case .color(let c): return finite(c)
        case .linearGradient(let g, let s, let e): return finite(g) && finite(s) && finite(e)
        case .radialGradient(let g, let c, let r0, let r1): return finite(g) && finite(c) && r0.isFinite && r1.isFinite
        case .angularGradient(let g, let c, let a0, let a1): return finite(g) && finite(c) && a0.isFinite && a1.isFinite
        }
    }
}
