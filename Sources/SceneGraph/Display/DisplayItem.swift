import Foundation

/// One command of a display list.
///
/// A text's and a group's fields live in a box (`indirect`), so that an item is the size of a
/// stroke (200 bytes an array slot, not the 368 of a group's effects inline): fills and strokes, most of a
/// frame's items, are copied at every step from the builder through the key to the renderer.
public enum DisplayItem: Hashable, Sendable, CustomStringConvertible {
    case fill(Path, FillStyle, Paint, transform: CGAffineTransform)
    case stroke(Path, StrokeStyle, Paint, transform: CGAffineTransform)
    indirect case text(TextItem, transform: CGAffineTransform)
    case image(ImageItem, transform: CGAffineTransform)
    indirect case beginGroup(GroupEffects)
    case endGroup

    public var description: String {
        func t(_ m: CGAffineTransform) -> String {
            m.isIdentity ? "" : " transform [\(fmt(m.a)) \(fmt(m.b)) \(fmt(m.c)) \(fmt(m.d)) \(fmt(m.tx)) \(fmt(m.ty))]"
        }
        func p(_ paint: Paint) -> String {
            if case .color(let c) = paint { return c.description }
            return "\(paint)"
        }
        switch self {
        case .fill(let path, let style, let paint, let m):
            return "fill\(style.isEOFilled ? " eo" : "") \(p(paint)) \(path)\(t(m))"
        case .stroke(let path, let style, let paint, let m):
            return "stroke \(fmt(style.lineWidth)) \(p(paint)) \(path)\(t(m))"
        case .text(let item, let m):
            return "text \"\(item.string)\" \(item.font.family) \(fmt(item.font.size)) \(p(item.paint)) in \(fmt(item.frame.minX)) \(fmt(item.frame.minY)) \(fmt(item.frame.width)) \(fmt(item.frame.height))\(t(m))"
        case .image(let item, let m):
            return "image \(item.path) in \(item.frame)\(t(m))"
        case .beginGroup(let g):
            var parts = ["group"]
            if g.opacity != 1 { parts.append("opacity \(fmt(g.opacity))") }
            if g.clip != nil { parts.append("clip") }
            if g.blurRadius != 0 { parts.append("blur \(fmt(g.blurRadius))") }
            if let s = g.shadow { parts.append("shadow \(s.color) \(fmt(s.radius)) \(fmt(s.x)) \(fmt(s.y))") }
            if g.brightness != 0 { parts.append("brightness \(fmt(g.brightness))") }
            if g.saturation != 1 { parts.append("saturation \(fmt(g.saturation))") }
            if let m = g.colorMatrix { parts.append("colorMatrix [\(m.values.map { fmt(Double($0)) }.joined(separator: " "))]") }
            if g.blendMode != .normal { parts.append("blend \(g.blendMode)") }
            if let mask = g.mask { parts.append("mask of \(mask.count) items") }
            if g.backdropBlurRadius != 0 { parts.append("backdrop blur \(fmt(g.backdropBlurRadius))") }
            if let m = g.projection {
                parts.append("projection [\([m.m11, m.m12, m.m13, m.m21, m.m22, m.m23, m.m31, m.m32, m.m33].map { fmt(Double($0)) }.joined(separator: " "))]")
            }
            return parts.joined(separator: " ")
        case .endGroup:
            return "end"
        }
    }
}

extension DisplayItem: DisplayFields {
    public func visitFields<V: DisplayFieldVisitor>(_ v: inout V) {
        switch self {
        case .fill(let path, let style, let paint, let transform):
            v.integer("case", 1); v.path("path", path); v.nested("style", style); v.nested("paint", paint)
            v.nested("transform", transform)
        case .stroke(let path, let style, let paint, let transform):
            v.integer("case", 2); v.path("path", path); v.nested("style", style); v.nested("paint", paint)
            v.nested("transform", transform)
        case .text(let item, let transform):
            v.integer("case", 3); v.nested("item", item); v.nested("transform", transform)
        case .image(let item, let transform):
            v.integer("case", 4); v.nested("item", item); v.nested("transform", transform)
        case .beginGroup(let effects):
            v.integer("case", 5); v.nested("effects", effects)
        case .endGroup:
            v.integer("case", 6)
        }
    }
}

/// Fill rule of a path.
public struct FillStyle: Hashable, Sendable {
    public var isEOFilled: Bool
    public var isAntialiased: Bool
    public init(eoFill: Bool = false, antialiased: Bool = true) {
        isEOFilled = eoFill
        isAntialiased = antialiased
    }
}

/// How a path is stroked (SwiftUI's `StrokeStyle`); widths in points.
public struct StrokeStyle: Hashable, Sendable {
    public enum LineCap: Hashable, Sendable { case butt, round, square }
    public enum LineJoin: Hashable, Sendable { case miter, round, bevel }
    public var lineWidth: CGFloat
    public var lineCap: LineCap
    public var lineJoin: LineJoin
    public var miterLimit: CGFloat
    public var dash: [CGFloat]
    public var dashPhase: CGFloat
    public init(
        lineWidth: CGFloat = 1, lineCap: LineCap = .butt, lineJoin: LineJoin = .miter,
        miterLimit: CGFloat = 10, dash: [CGFloat] = [], dashPhase: CGFloat = 0
    ) {
        self.lineWidth = lineWidth
        self.lineCap = lineCap
        self.lineJoin = lineJoin
        self.miterLimit = miterLimit
        self.dash = dash
        self.dashPhase = dashPhase
    }
}

extension FillStyle: DisplayFields {
    public func visitFields<V: DisplayFieldVisitor>(_ v: inout V) {
        v.flag("isEOFilled", isEOFilled); v.flag("isAntialiased", isAntialiased)
    }
}

extension StrokeStyle: DisplayFields {
    public func visitFields<V: DisplayFieldVisitor>(_ v: inout V) {
        v.number("lineWidth", lineWidth)
        switch lineCap {
        case .butt: v.integer("lineCap", 0);
        case .round: v.integer("lineCap", 1);
        case .square: v.integer("lineCap", 2)
        }
        switch lineJoin {
        case .miter: v.integer("lineJoin", 0);
        case .round: v.integer("lineJoin", 1);
        case .bevel: v.integer("lineJoin", 2)
        }
        v.number("miterLimit", miterLimit)
        v.integer("dash", dash.count)
        for d in dash { v.number("dash", d) }
        v.number("dashPhase", dashPhase)
    }
}

/// A raster image file drawn into `frame`.
public struct ImageItem: Hashable, Sendable {
    public var path: String
    public var frame: CGRect
    /// For a template image: the paint its alpha masks (the foreground style); nil draws the
    /// image's own colours.
    public var tint: Paint?
    public init(path: String, frame: CGRect, tint: Paint? = nil) {
        self.path = path
        self.frame = frame
        self.tint = tint
    }
}

extension ImageItem: DisplayFields {
    public func visitFields<V: DisplayFieldVisitor>(_ v: inout V) {
        v.imageFile("path", path); v.nested("frame", frame)
        v.optional("tint", tint)
    }
}
