import Foundation

/// Where a `Canvas` draws (SwiftUI's `GraphicsContext`): immediate-mode fills, strokes, text
/// and symbols in the canvas's own coordinates (points, origin at its top-left corner), under a
/// transform, opacity, clips and filters that hold for the drawing that follows. Drawing
/// operations do not mutate the context (as in SwiftUI, it shares its output); changing the
/// transform, opacity, clip or filters does, and a copy keeps its own.
///
/// Differences from SwiftUI, on purpose or not yet: filters are blur, shadow, brightness,
/// saturation and opacity; see `BlendMode` for the blend modes drawn as `normal`.
@MainActor @preconcurrency
public struct GraphicsContext {
    /// How drawn colours combine with what the canvas has drawn below them (SwiftUI's
    /// `GraphicsContext.BlendMode`), drawn with Cairo's operator of the same name. The
    /// Porter-Duff modes that SwiftUI's view `BlendMode` lacks (`clear`, `copy`, `sourceIn`,
    /// `sourceOut`, `destinationIn`, `destinationAtop`, `xor`) are drawn as `normal`.
    public struct BlendMode: Hashable, Sendable, RawRepresentable {
        public var rawValue: Int32
        public init(rawValue: Int32) { self.rawValue = rawValue }
        public static let normal = BlendMode(rawValue: 0)
        public static let multiply = BlendMode(rawValue: 1)
        public static let screen = BlendMode(rawValue: 2)
        public static let overlay = BlendMode(rawValue: 3)
        public static let darken = BlendMode(rawValue: 4)
        public static let lighten = BlendMode(rawValue: 5)
        public static let plusLighter = BlendMode(rawValue: 6)
        public static let sourceAtop = BlendMode(rawValue: 7)
        public static let destinationOut = BlendMode(rawValue: 8)
        public static let colorDodge = BlendMode(rawValue: 9)
        public static let colorBurn = BlendMode(rawValue: 10)
        public static let softLight = BlendMode(rawValue: 11)
        public static let hardLight = BlendMode(rawValue: 12)
        public static let difference = BlendMode(rawValue: 13)
        public static let exclusion = BlendMode(rawValue: 14)
        public static let hue = BlendMode(rawValue: 15)
        public static let saturation = BlendMode(rawValue: 16)
        public static let color = BlendMode(rawValue: 17)
        public static let luminosity = BlendMode(rawValue: 18)
        public static let destinationOver = BlendMode(rawValue: 19)
        public static let plusDarker = BlendMode(rawValue: 20)
        public static let clear = BlendMode(rawValue: 21)
        public static let copy = BlendMode(rawValue: 22)
        public static let sourceIn = BlendMode(rawValue: 23)
        public static let sourceOut = BlendMode(rawValue: 24)
        public static let destinationIn = BlendMode(rawValue: 25)
        public static let destinationAtop = BlendMode(rawValue: 26)
        public static let xor = BlendMode(rawValue: 27)

        /// The display list's blend mode drawn for this one.
        var layerBlendMode: SceneGraph.BlendMode {
            let modes: [SceneGraph.BlendMode] = [
                .normal, .multiply, .screen, .overlay, .darken, .lighten, .plusLighter,
                .sourceAtop, .destinationOut, .colorDodge, .colorBurn, .softLight, .hardLight,
                .difference, .exclusion, .hue, .saturation, .color, .luminosity,
                .destinationOver, .plusDarker
            ]
            return modes.indices.contains(Int(rawValue)) ? modes[Int(rawValue)] : .normal
        }
    }

    /// What a fill or stroke is painted with (SwiftUI's `GraphicsContext.Shading`); gradient
    /// points are in the context's coordinates.
    public struct Shading: Sendable {
        enum Kind: Sendable {
            case paint(Paint)
            case style(AnyShapeStyle)
            case linear(Gradient, CGPoint, CGPoint)
            case radial(Gradient, CGPoint, CGFloat, CGFloat)
            case conic(Gradient, CGPoint, Angle)
            case foreground
        }
        let kind: Kind

        public static func color(_ color: Color) -> Shading { Shading(kind: .paint(.color(color.resolved))) }
        public static func style<S: ShapeStyle>(_ style: S) -> Shading { Shading(kind: .style(AnyShapeStyle(style))) }
        public static func linearGradient(_ gradient: Gradient, startPoint: CGPoint, endPoint: CGPoint) -> Shading {
            Shading(kind: .linear(gradient, startPoint, endPoint))
        }
        public static func radialGradient(_ gradient: Gradient, center: CGPoint, startRadius: CGFloat, endRadius: CGFloat) -> Shading {
            Shading(kind: .radial(gradient, center, startRadius, endRadius))
        }
        public static func conicGradient(_ gradient: Gradient, center: CGPoint, angle: Angle = .zero) -> Shading {
            Shading(kind: .conic(gradient, center, angle))
        }
        /// The foreground style of the canvas's environment.
        public static var foreground: Shading { Shading(kind: .foreground) }
    }

    /// A filter for the drawing that follows (SwiftUI's `GraphicsContext.Filter`).
    public struct Filter: Sendable {
        let apply: @Sendable (inout GroupEffects) -> Void
        public static func blur(radius: CGFloat) -> Filter {
            Filter { $0.blurRadius = max(0, Double(radius.isFinite ? radius : 0)) }
        }
        public static func shadow(color: Color = Color(white: 0, opacity: 0.33), radius: CGFloat, x: CGFloat = 0, y: CGFloat = 0) -> Filter {
            let resolved = color.resolved
            return Filter { $0.shadow = GroupEffects.Shadow(color: resolved, radius: Double(radius), x: Double(x), y: Double(y)) }
        }
        public static func brightness(_ amount: Double) -> Filter { Filter { $0.brightness = amount.isFinite ? amount : 0 } }
        public static func saturation(_ amount: Double) -> Filter { Filter { $0.saturation = amount.isFinite ? amount : 1 } }
        public static func opacity(_ amount: Double) -> Filter { Filter { $0.opacity *= amount.isFinite ? min(max(amount, 0), 1) : 1 } }
    }

    /// Text resolved for drawing (SwiftUI's `GraphicsContext.ResolvedText`).
    public struct ResolvedText {
        let text: Text
        let font: Font.Resolved
        let measurer: TextMeasurer?
        /// The paint of the text; nil for the context's foreground.
        public var shading: Shading
        /// The size the text takes when wrapped to `size.width`, in points.
        public func measure(in size: CGSize) -> CGSize {
            measurer?.measure(text.content, font: font, width: size.width.isFinite ? size.width : nil, lineLimit: nil) ?? .zero
        }
    }

    /// A view the canvas was given in its `symbols`, laid out at its ideal size.
    public struct ResolvedSymbol {
        let items: [DisplayItem]
        public let size: CGSize
    }

    /// Collects what the context draws, in order.
    final class Recorder {
        var items: [DisplayItem] = []
        /// Whether a drawing used a blend mode other than normal (then the canvas is drawn as
        /// one layer, so that the blending acts on the canvas's own drawing).
        var blends = false
    }

    let recorder: Recorder
    /// From context coordinates to canvas (display list) coordinates: the canvas's own position.
    let base: CGAffineTransform
    let measurer: TextMeasurer?
    let symbols: [AnyHashable: ResolvedSymbol]
    /// Where `resolve(_: Image)` finds image files.
    let images: ImageLibrary

    public var opacity: Double = 1
    public var blendMode: BlendMode = .normal
    public internal(set) var environment: EnvironmentValues
    /// The transform from the context's coordinates to the canvas's.
    public var transform: CGAffineTransform = .identity
    var clips: [(path: Path, transform: CGAffineTransform, style: FillStyle)] = []
    var filters: [Filter] = []

    init(
        recorder: Recorder, base: CGAffineTransform, environment: EnvironmentValues, measurer: TextMeasurer?,
        symbols: [AnyHashable: ResolvedSymbol], images: ImageLibrary = .standard
    ) {
        self.images = images
        self.recorder = recorder
        self.base = base
        self.environment = environment
        self.measurer = measurer
        self.symbols = symbols
    }

    // MARK: Transform, clip, filters

    public mutating func translateBy(x: CGFloat, y: CGFloat) { transform = CGAffineTransform(translationX: x, y: y).concatenating(transform) }
    public mutating func scaleBy(x: CGFloat, y: CGFloat) { transform = CGAffineTransform(scaleX: x, y: y).concatenating(transform) }
    public mutating func rotate(by angle: Angle) { transform = CGAffineTransform(rotationAngle: CGFloat(angle.radians)).concatenating(transform) }
    public mutating func concatenate(_ matrix: CGAffineTransform) { transform = matrix.concatenating(transform) }

    /// Restricts the drawing that follows to `path` (intersected with earlier clips).
    public mutating func clip(to path: Path, style: FillStyle = FillStyle()) {
        clips.append((path, transform, style))
    }

    /// Applies `filter` to each drawing operation that follows.
    public mutating func addFilter(_ filter: Filter) { filters.append(filter) }

    /// The bounding box of the clip in the context's coordinates (the canvas's bounds when
    /// nothing is clipped; infinite when not known).
    public var clipBoundingRect: CGRect {
        guard let last = clips.last else { return .infinite }
        return last.path.applying(last.transform.concatenating(transform.inverted())).boundingRect
    }

    // MARK: Drawing

    /// Fills `path` with `shading`.
    public func fill(_ path: Path, with shading: Shading, style: FillStyle = FillStyle()) {
        let paint = resolve(shading, for: path)
        emit(.fill(path, style, paint.multiplyingOpacity(by: opacity), transform: itemTransform))
    }

    /// Strokes `path` with `shading` and `style`.
    public func stroke(_ path: Path, with shading: Shading, style: StrokeStyle) {
        let paint = resolve(shading, for: path)
        emit(.stroke(path, style, paint.multiplyingOpacity(by: opacity), transform: itemTransform))
    }

    /// Strokes `path` `lineWidth` points wide.
    public func stroke(_ path: Path, with shading: Shading, lineWidth: CGFloat = 1) {
        stroke(path, with: shading, style: StrokeStyle(lineWidth: lineWidth))
    }

    /// Text ready to measure and draw.
    public func resolve(_ text: Text) -> ResolvedText {
        ResolvedText(
            text: text, font: text.resolvedFont(environment), measurer: measurer,
            shading: text.color.map { .color($0) } ?? .foreground)
    }

    /// Draws `text` with its `anchor` point (unit coordinates of its size) at `point`.
    public func draw(_ text: Text, at point: CGPoint, anchor: UnitPoint = .center) { draw(resolve(text), at: point, anchor: anchor) }
    public func draw(_ text: ResolvedText, at point: CGPoint, anchor: UnitPoint = .center) {
        let size = text.measure(in: CGSize(width: CGFloat.infinity, height: .infinity))
        draw(text, in: CGRect(x: point.x - anchor.x * size.width, y: point.y - anchor.y * size.height, width: size.width, height: size.height))
    }
    /// Draws `text` wrapped inside `rect`.
    public func draw(_ text: Text, in rect: CGRect) { draw(resolve(text), in: rect) }
    public func draw(_ text: ResolvedText, in rect: CGRect) {
        let paint = resolve(text.shading, for: Path(rect)).multiplyingOpacity(by: opacity)
        emit(
            .text(
                TextItem(
                    string: text.text.content, font: text.font, paint: paint,
                    alignment: environment.multilineTextAlignment, lineLimit: environment.lineLimit, frame: rect),
                transform: itemTransform))
    }

    /// The symbol the canvas's `symbols` tagged with `id`, or nil.
    public func resolveSymbol<ID: Hashable>(id: ID) -> ResolvedSymbol? { symbols[AnyHashable(id)] }

    /// Draws `symbol` with its `anchor` point at `point`.
    public func draw(_ symbol: ResolvedSymbol, at point: CGPoint, anchor: UnitPoint = .center) {
        let origin = CGPoint(x: point.x - anchor.x * symbol.size.width, y: point.y - anchor.y * symbol.size.height)
        let placed = CGAffineTransform(translationX: origin.x, y: origin.y).concatenating(itemTransform)
        var group: [DisplayItem] = []
        for item in symbol.items { group.append(item.transformed(by: placed)) }
        emit(group)
    }
    /// Draws `symbol` in `rect` (scaled to it).
    public func draw(_ symbol: ResolvedSymbol, in rect: CGRect) {
        guard symbol.size.width > 0, symbol.size.height > 0 else { return }
        let placed = CGAffineTransform(scaleX: rect.width / symbol.size.width, y: rect.height / symbol.size.height)
            .concatenating(CGAffineTransform(translationX: rect.minX, y: rect.minY)).concatenating(itemTransform)
        emit(symbol.items.map { $0.transformed(by: placed) })
    }

    /// Draws what `content` draws into a new layer, then the layer with this context's opacity,
    /// clips and filters as one image.
    public func drawLayer(content: (inout GraphicsContext) throws -> Void) rethrows {
        let layer = Recorder()
        var inner = GraphicsContext(
            recorder: layer, base: base, environment: environment, measurer: measurer, symbols: symbols,
            images: images)
        inner.transform = transform
        try content(&inner)
        var effects = GroupEffects()
        effects.opacity = min(max(opacity.isFinite ? opacity : 1, 0), 1)
        effects.blendMode = blendMode.layerBlendMode
        if layer.blends || effects.blendMode != .normal { recorder.blends = true }
        recorder.items.append(contentsOf: wrapped(layer.items, extra: effects))
    }

    // MARK: Helpers

    var itemTransform: CGAffineTransform { transform.concatenating(base) }

    private func emit(_ item: DisplayItem) { emit([item]) }

    func emit(_ items: [DisplayItem], extra: GroupEffects? = nil) {
        var extra = extra
        let mode = blendMode.layerBlendMode
        if mode != .normal {
            // Drawn as a layer of its own, combined with the canvas's drawing by the operator.
            if extra == nil { extra = GroupEffects() }
            extra?.blendMode = mode
            recorder.blends = true
        }
        recorder.items.append(contentsOf: wrapped(items, extra: extra))
    }

    /// `items` inside the groups the clips and filters make (outermost clip first).
    private func wrapped(_ items: [DisplayItem], extra: GroupEffects?) -> [DisplayItem] {
        var groups: [GroupEffects] = []
        for clip in clips {
            var g = GroupEffects()
            g.clip = clip.path
            g.clipTransform = clip.transform.concatenating(base)
            groups.append(g)
        }
        if !filters.isEmpty || extra != nil {
            var g = extra ?? GroupEffects()
            for filter in filters { filter.apply(&g) }
            groups.append(g)
        }
        guard !groups.isEmpty else { return items }
        return groups.map { DisplayItem.beginGroup($0) } + items + groups.map { _ in DisplayItem.endGroup }
    }

    /// The display-list paint of `shading` for a drawing of `path` (gradient points turned into
    /// unit coordinates of the path's bounding box, as the display list holds them).
    func resolve(_ shading: Shading, for path: Path) -> Paint {
        let box = path.boundingRect
        func unit(_ p: CGPoint) -> UnitPoint {
            UnitPoint(x: box.width > 0 ? (p.x - box.minX) / box.width : 0.5, y: box.height > 0 ? (p.y - box.minY) / box.height : 0.5)
        }
        switch shading.kind {
        case .paint(let paint): return paint
        case .style(let style): return style._paint(in: environment)
        case .foreground: return environment.foregroundStyle?._paint(in: environment) ?? .color(Color.primary.resolved)
        case .linear(let g, let a, let b): return .linearGradient(g, start: unit(a), end: unit(b))
        case .radial(let g, let c, let r0, let r1): return .radialGradient(g, center: unit(c), startRadius: r0, endRadius: r1)
        case .conic(let g, let c, let angle):
            return .angularGradient(g, center: unit(c), startAngle: angle.radians, endAngle: angle.radians + 2 * .pi)
        }
    }
}

extension DisplayItem {
    /// The same item drawn under `t` after its own transform (clips included).
    func transformed(by t: CGAffineTransform) -> DisplayItem {
        switch self {
        case .fill(let p, let s, let paint, let m): return .fill(p, s, paint, transform: m.concatenating(t))
        case .stroke(let p, let s, let paint, let m): return .stroke(p, s, paint, transform: m.concatenating(t))
        case .text(let item, let m): return .text(item, transform: m.concatenating(t))
        case .image(let item, let m): return .image(item, transform: m.concatenating(t))
        case .beginGroup(var g):
            if g.clip != nil { g.clipTransform = g.clipTransform.concatenating(t) }
            return .beginGroup(g)
        case .endGroup: return .endGroup
        }
    }
}
