import Foundation

/// What to draw for one frame: a flat list of items with resolved geometry, paint, transforms,
/// opacity, clipping and effects. Plain values: comparable in tests without a renderer.
public struct DisplayList: Equatable, Sendable, CustomStringConvertible {
    /// Canvas size in points.
    public var size: CGSize
    public var items: [DisplayItem]

    public init(size: CGSize, items: [DisplayItem] = []) {
        self.size = size
        self.items = items
    }

    /// One line per item, indented by group depth, numbers rounded to 3 decimals.
    public var description: String {
        var lines = ["canvas \(fmt(size.width))x\(fmt(size.height))"]
        var depth = 0
        for item in items {
            if case .endGroup = item { depth -= 1 }
            lines.append(String(repeating: "  ", count: max(depth, 0)) + item.description)
            if case .beginGroup = item { depth += 1 }
        }
        return lines.joined(separator: "\n")
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
    public init(lineWidth: CGFloat = 1, lineCap: LineCap = .butt, lineJoin: LineJoin = .miter,
                miterLimit: CGFloat = 10, dash: [CGFloat] = [], dashPhase: CGFloat = 0) {
        self.lineWidth = lineWidth
        self.lineCap = lineCap
        self.lineJoin = lineJoin
        self.miterLimit = miterLimit
        self.dash = dash
        self.dashPhase = dashPhase
    }
}

/// Text laid out by the renderer inside `frame` (local coordinates of the item's transform).
public struct TextItem: Hashable, Sendable {
    public var string: String
    public var font: Font.Resolved
    public var paint: Paint
    public var alignment: TextAlignment
    public var lineLimit: Int?
    /// The box the text was laid out in (its width wraps the lines).
    public var frame: CGRect
    /// The text as Pango markup (runs, decorations, spacing) when the plain string with `font`
    /// does not say everything; `string` is then its plain text.
    public var markup: String?
    /// Where text cut by its line limit shows the ellipsis (`truncationMode`).
    public var truncationMode: Text.TruncationMode = .tail

    public init(string: String, font: Font.Resolved, paint: Paint, alignment: TextAlignment = .leading,
                lineLimit: Int? = nil, frame: CGRect, markup: String? = nil) {
        self.markup = markup
        self.string = string
        self.font = font
        self.paint = paint
        self.alignment = alignment
        self.lineLimit = lineLimit
        self.frame = frame
    }
}

/// A raster image file drawn into `frame`.
public struct ImageItem: Hashable, Sendable {
    public var path: String
    public var frame: CGRect
    public init(path: String, frame: CGRect) {
        self.path = path
        self.frame = frame
    }
}

/// Effects applied to a group of items, composited as one layer.
public struct GroupEffects: Hashable, Sendable {
    /// Layer opacity in [0, 1].
    public var opacity: Double = 1
    /// Items outside this path (in the group's transform) are not drawn.
    public var clip: Path?
    public var clipTransform: CGAffineTransform = .identity
    /// Gaussian-like blur radius in points.
    public var blurRadius: Double = 0
    /// A drop shadow of the layer's content.
    public var shadow: Shadow?
    /// Added to each colour component, in [−1, 1].
    public var brightness: Double = 0
    /// Saturation factor: 0 grey, 1 unchanged.
    public var saturation: Double = 1
    /// A colour matrix applied to the layer after brightness and saturation (`hueRotation`,
    /// `contrast`, `grayscale`, `colorMultiply`, `colorInvert`, `luminanceToAlpha`).
    public var colorMatrix: ColorMatrix?
    /// How the layer is combined with what lies below it.
    public var blendMode: BlendMode = .normal
    /// Items whose alpha masks the layer (`.mask`), each with its own transform.
    public var mask: [DisplayItem]?
    /// When > 0, the layer is not drawn itself: what lies below it is drawn blurred (standard
    /// deviation in points) where the layer is opaque (a material's backdrop).
    public var backdropBlurRadius: Double = 0
    /// When set, the layer is drawn through this projective transform of canvas points (its
    /// content is drawn as if untransformed, then warped: `rotation3DEffect`, `projectionEffect`).
    public var projection: ProjectionTransform?

    public init() {}

    public struct Shadow: Hashable, Sendable {
        public var color: Color.Resolved
        public var radius: Double
        public var x: Double
        public var y: Double
    }
}

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
