/// How a line or area passes through its points (Swift Charts' `InterpolationMethod`).
///
/// The curves are d3-shape's, which Swift Charts' follow: `catmullRom(alpha:)` is
/// d3's `curveCatmullRom.alpha` (0 uniform, 0.5 centripetal, 1 chordal), `cardinal(tension:)`
/// d3's `curveCardinal.tension` (0: the uniform Catmull–Rom curve, 1: straight lines); the end
/// points are repeated for the first and last segments.
public struct InterpolationMethod: Hashable, Sendable, CustomStringConvertible {
    enum Kind: Hashable, Sendable {
        case linear, monotone, stepStart, stepCenter, stepEnd
        case catmullRom(alpha: Double)
        case cardinal(tension: Double)
    }
    let kind: Kind

    /// Straight lines between the points.
    public static let linear = InterpolationMethod(kind: .linear)
    /// A uniform Catmull–Rom spline through the points (`catmullRom(alpha: 0)`).
    public static let catmullRom = InterpolationMethod(kind: .catmullRom(alpha: 0))
    /// A cardinal spline of tension 0 (the same curve as `catmullRom`).
    public static let cardinal = InterpolationMethod(kind: .cardinal(tension: 0))
    /// A monotone cubic (Fritsch–Carlson): no overshoot between points.
    public static let monotone = InterpolationMethod(kind: .monotone)
    /// Steps: the value holds until the next point, then jumps.
    public static let stepStart = InterpolationMethod(kind: .stepStart)
    /// Steps at the middle between points.
    public static let stepCenter = InterpolationMethod(kind: .stepCenter)
    /// Steps: the value jumps at each point's start.
    public static let stepEnd = InterpolationMethod(kind: .stepEnd)

    /// A Catmull–Rom spline parametrised by chord length to the power `alpha` (clamped to 0…1).
    public static func catmullRom(alpha: Double) -> InterpolationMethod {
        InterpolationMethod(kind: .catmullRom(alpha: alpha.isFinite ? min(max(alpha, 0), 1) : 0))
    }
    /// A cardinal spline of `tension` (clamped to 0…1): 0 is `catmullRom`, 1 straight lines.
    public static func cardinal(tension: Double) -> InterpolationMethod {
        InterpolationMethod(kind: .cardinal(tension: tension.isFinite ? min(max(tension, 0), 1) : 0))
    }

    /// The method's name (`"catmullRom"`), with its parameter when it is not the default.
    public var description: String {
        switch kind {
        case .linear: return "linear"
        case .catmullRom(let alpha): return alpha == 0 ? "catmullRom" : "catmullRom(alpha: \(alpha))"
        case .cardinal(let tension): return tension == 0 ? "cardinal" : "cardinal(tension: \(tension))"
        case .monotone: return "monotone"
        case .stepStart: return "stepStart"
        case .stepCenter: return "stepCenter"
        case .stepEnd: return "stepEnd"
        }
    }
}

/// Where a mark's annotation goes (Swift Charts' `AnnotationPosition`).
public enum AnnotationPosition: Hashable, Sendable {
    case automatic, overlay, top, bottom, leading, trailing, topLeading, topTrailing, bottomLeading, bottomTrailing
}

/// A view attached to a mark (`.annotation(position:alignment:spacing:content:)`).
/// How an annotation that would leave its boundary is moved (Swift Charts' iOS 17
/// `AnnotationOverflowResolution`); accepted, not applied (see `annotation(…overflowResolution:…)`).
public struct AnnotationOverflowResolution: Sendable {
    /// What happens on one axis.
    public struct Strategy: Sendable {
        enum Kind: Sendable { case automatic, disabled, fit, padScale }
        let kind: Kind
        public static let automatic = Strategy(kind: .automatic)
        public static let disabled = Strategy(kind: .disabled)
        public static let fit = Strategy(kind: .fit)
        public static let padScale = Strategy(kind: .padScale)
        public static func fit(to boundary: AnnotationOverflowResolution.Boundary) -> Strategy { Strategy(kind: .fit) }
    }
    /// What the annotation is kept inside.
    public struct Boundary: Sendable {
        enum Kind: Sendable { case automatic, plot, chart }
        let kind: Kind
        public static let automatic = Boundary(kind: .automatic)
        public static let plot = Boundary(kind: .plot)
        public static let chart = Boundary(kind: .chart)
    }
    public let x: Strategy
    public let y: Strategy
    public init(x: Strategy = .automatic, y: Strategy = .automatic) {
        self.x = x
        self.y = y
    }
    public static let automatic = AnnotationOverflowResolution()
}

struct ChartAnnotation {
    var position: AnnotationPosition
    var alignment: Alignment
    var spacing: CGFloat?
    var content: AnyView
}

extension ChartContent {
    /// Fills or strokes the marks with `style`.
    public func foregroundStyle<S: ShapeStyle>(_ style: S) -> some ChartContent {
        let erased = AnyShapeStyle(style)
        return editingMarks { $0.style = erased }
    }
    /// Colours the marks by `value`: each distinct value takes the next colour of the chart's
    /// foreground style scale (default: blue, green, orange, purple, red, cyan, yellow, then
    /// again), and gets a legend entry.
    public func foregroundStyle<V: Plottable>(by value: PlottableValue<V>) -> some ChartContent {
        let field = value.plotted
        return editingMarks { $0.styleBy = field }
    }
    /// Gives point and line marks a symbol by `value`: circle, square, triangle, diamond,
    /// pentagon, then again.
    public func symbol<V: Plottable>(by value: PlottableValue<V>) -> some ChartContent {
        let field = value.plotted
        return editingMarks { $0.symbolBy = field }
    }
    /// Draws the marks' points with `symbol` (a `BasicChartSymbolShape` or any other
    /// `ChartSymbolShape`).
    public func symbol<S: ChartSymbolShape>(_ symbol: S) -> some ChartContent {
        let basic = (symbol as? BasicChartSymbolShape) ?? BasicChartSymbolShape(symbol)
        return editingMarks { $0.symbol = basic }
    }
    /// Draws `symbol`, a view framed to the symbol's size, on each of the marks' points.
    public func symbol<V: View>(_ symbol: V) -> some ChartContent {
        let view = AnyView(symbol)
        return editingMarks { $0.symbolIsView = true; $0.symbolView = view }
    }
    /// Moves the marks by `x` and `y` points once placed (Swift Charts' `offset(x:y:)`).
    public func offset(x: CGFloat = 0, y: CGFloat = 0) -> some ChartContent {
        editingMarks { $0.offset = CGSize(width: x, height: y) }
    }
    /// Moves the marks by `x` points and their top edge (a rule's start) by `yStart`, their
    /// bottom edge by `yEnd` (Swift Charts' `offset(x:yStart:yEnd:)`: `offset(yStart: -10)`
    /// lengthens a rule 10 points above the plot, for an annotation over it).
    public func offset(x: CGFloat = 0, yStart: CGFloat = 0, yEnd: CGFloat = 0) -> some ChartContent {
        editingMarks {
            $0.offset.width = x
            $0.edgeOffsets.yStart = yStart; $0.edgeOffsets.yEnd = yEnd
        }
    }
    /// Moves the marks by `y` points and their leading edge by `xStart`, their trailing edge by
    /// `xEnd` (Swift Charts' `offset(xStart:xEnd:y:)`).
    public func offset(xStart: CGFloat = 0, xEnd: CGFloat = 0, y: CGFloat = 0) -> some ChartContent {
        editingMarks {
            $0.offset.height = y
            $0.edgeOffsets.xStart = xStart; $0.edgeOffsets.xEnd = xEnd
        }
    }
    /// Draws the marks above (greater values) or below (smaller) the chart's other marks
    /// (Swift Charts' `zIndex(_:)`; 0 by default, ties in the order written).
    public func zIndex(_ value: Double) -> some ChartContent {
        editingMarks { $0.zIndex = value.isFinite ? value : 0 }
    }
    /// Draws `symbol`, a view, centred on each of the marks' points instead of a shape.
    public func symbol<V: View>(@ViewBuilder symbol: () -> V) -> some ChartContent {
        let annotation = ChartAnnotation(position: .overlay, alignment: .center, spacing: 0, content: AnyView(symbol()))
        return editingMarks { $0.symbolIsView = true; $0.annotations.append(annotation) }
    }
    /// The symbol's area in square points (Swift Charts' default point is 30).
    public func symbolSize(_ area: CGFloat) -> some ChartContent {
        editingMarks { $0.symbolSize = area }
    }
    /// The symbol's frame in points: its shape is drawn as large as the circle that fits the
    /// larger side (a zero size hides it).
    public func symbolSize(_ size: CGSize) -> some ChartContent {
        let d = max(size.width, size.height, 0)
        return editingMarks { $0.symbolSize = .pi * d * d / 4 }
    }
    /// Splits the band of the marks' position into one slot per distinct `value`: grouped bars.
    public func position<V: Plottable>(by value: PlottableValue<V>) -> some ChartContent {
        let field = value.plotted
        return editingMarks { $0.positionBy = field }
    }
    /// How lines and areas pass through their points.
    public func interpolationMethod(_ method: InterpolationMethod) -> some ChartContent {
        editingMarks { $0.interpolation = method }
    }
    /// The stroke of line and rule marks.
    public func lineStyle(_ style: StrokeStyle) -> some ChartContent {
        editingMarks { $0.lineStyle = style }
    }
    /// Rounds the corners of bar and rectangle marks by `radius` points.
    public func cornerRadius(_ radius: CGFloat, style: RoundedCornerStyle = .continuous) -> some ChartContent {
        editingMarks { $0.cornerRadius = radius }
    }
    /// The marks' opacity, 0…1.
    public func opacity(_ opacity: Double) -> some ChartContent {
        editingMarks { $0.opacity = opacity }
    }
    /// Attaches `content` to each mark: above a vertical bar's top (`.automatic`, `.top`), below,
    /// beside, or over it (`.overlay`), `spacing` points away (default 4).
    public func annotation<C: View>(
        position: AnnotationPosition = .automatic, alignment: Alignment = .center, spacing: CGFloat? = nil,
        @ViewBuilder content: () -> C
    ) -> some ChartContent {
        let annotation = ChartAnnotation(position: position, alignment: alignment, spacing: spacing, content: AnyView(content()))
        return editingMarks { $0.annotations.append(annotation) }
    }
    /// `annotation(position:alignment:spacing:content:)` with iOS 17's overflow resolution,
    /// accepted: the annotation is placed as without it (it may extend past the plot).
    public func annotation<C: View>(
        position: AnnotationPosition = .automatic, alignment: Alignment = .center, spacing: CGFloat? = nil,
        overflowResolution: AnnotationOverflowResolution, @ViewBuilder content: () -> C
    ) -> some ChartContent {
        annotation(position: position, alignment: alignment, spacing: spacing, content: content)
    }
    /// Accepted for source compatibility: there is no accessibility tree.
    public func accessibilityLabel<S: StringProtocol>(_ label: S) -> some ChartContent { self }
    /// Accepted for source compatibility: there is no accessibility tree.
    public func accessibilityLabel(_ label: LocalizedStringKey) -> some ChartContent { self }
    /// Accepted for source compatibility: there is no accessibility tree.
    public func accessibilityLabel(_ label: Text) -> some ChartContent { self }
    /// Accepted for source compatibility: there is no accessibility tree.
    public func accessibilityHidden(_ hidden: Bool) -> some ChartContent { self }
    /// Clips each bar and rectangle mark to `shape`, which fills the mark's frame (`Capsule()`
    /// rounds a bar's ends; it replaces `cornerRadius`). Lines, areas, points, rules and
    /// sectors are not clipped.
    public func clipShape<S: Shape>(_ shape: S, style: FillStyle = FillStyle()) -> some ChartContent {
        let clip: @Sendable (CGRect) -> Path = { shape.path(in: $0) }
        return editingMarks { $0.clipShape = clip }
    }
    /// Masks this content by the alpha of `content`'s marks, drawn in the same plot (a gradient
    /// `RectangleMark` masked by an `AreaMark` fills the area with the gradient). The mask's
    /// marks count in the scales as the chart's other marks do; a mask inside masked content
    /// masks only its own content.
    public func mask<C: ChartContent>(@ChartContentBuilder content: () -> C) -> some ChartContent {
        _MaskedChartContent(content: self, mask: content())
    }
    /// Accepted for source compatibility: there is no accessibility tree.
    public func accessibilityValue<S: StringProtocol>(_ value: S) -> some ChartContent { self }
    /// Accepted for source compatibility: there is no accessibility tree.
    public func accessibilityValue(_ value: LocalizedStringKey) -> some ChartContent { self }
    /// Accepted for source compatibility: there is no accessibility tree.
    public func accessibilityValue(_ value: Text) -> some ChartContent { self }

}

/// A shape a chart can draw at a point (Swift Charts' `ChartSymbolShape`): its path in the
/// symbol's square, and the part of the unit square that looks as large as the circle.
public protocol ChartSymbolShape: Shape {
    var perceptualUnitRect: CGRect { get }
}

/// A point symbol (Swift Charts' `BasicChartSymbolShape`), drawn in a square of the symbol's
/// size. A symbol made from another `ChartSymbolShape` draws that shape's path (two such
/// symbols compare equal).
public struct BasicChartSymbolShape: ChartSymbolShape, Hashable {
    enum Kind: Hashable { case circle, square, triangle, diamond, pentagon, plus, cross, asterisk, custom }
    let kind: Kind
    var custom: (@Sendable (CGRect) -> Path)?

    init(kind: Kind) { self.kind = kind }
    init<S: ChartSymbolShape>(_ shape: S) {
        kind = .custom
        custom = { rect in shape.path(in: rect) }
    }
    public static func == (a: BasicChartSymbolShape, b: BasicChartSymbolShape) -> Bool { a.kind == b.kind }
    public func hash(into hasher: inout Hasher) { hasher.combine(kind) }
    public var perceptualUnitRect: CGRect { CGRect(x: 0, y: 0, width: 1, height: 1) }
    public static let circle = BasicChartSymbolShape(kind: .circle)
    public static let square = BasicChartSymbolShape(kind: .square)
    public static let triangle = BasicChartSymbolShape(kind: .triangle)
    public static let diamond = BasicChartSymbolShape(kind: .diamond)
    public static let pentagon = BasicChartSymbolShape(kind: .pentagon)
    public static let plus = BasicChartSymbolShape(kind: .plus)
    public static let cross = BasicChartSymbolShape(kind: .cross)
    public static let asterisk = BasicChartSymbolShape(kind: .asterisk)
    /// The order `symbol(by:)` gives series their symbols.
    static let sequence: [BasicChartSymbolShape] = [.circle, .square, .triangle, .diamond, .pentagon]

    public func path(in rect: CGRect) -> Path {
        var p = Path()
        let c = CGPoint(x: rect.midX, y: rect.midY), r = min(rect.width, rect.height) / 2
        func polygon(_ n: Int, radius: CGFloat) {
            for i in 0..<n {
                let a = -Double.pi / 2 + 2 * Double.pi * Double(i) / Double(n)
                let pt = CGPoint(x: c.x + radius * CGFloat(cos(a)), y: c.y + radius * CGFloat(sin(a)))
                if i == 0 { p.move(to: pt) } else { p.addLine(to: pt) }
            }
            p.closeSubpath()
        }
        switch kind {
        case .custom: return custom?(rect) ?? Path(ellipseIn: rect)
        case .circle: p.addEllipse(in: rect)
        case .square: p.addRect(rect.insetBy(dx: r * 0.11, dy: r * 0.11))
        case .triangle: polygon(3, radius: r * 1.1)
        case .diamond: polygon(4, radius: r * 1.15)
        case .pentagon: polygon(5, radius: r * 1.05)
        case .plus, .cross, .asterisk:
            let w = r * 0.4
            let angles: [Double] =
                kind == .plus ? [0, 90] : kind == .cross ? [45, 135] : [90, 30, 150]
            for deg in angles {
                let bar = Path(CGRect(x: -r, y: -w / 2, width: 2 * r, height: w))
                let t = CGAffineTransform(translationX: c.x, y: c.y).rotated(by: deg * .pi / 180)
                p.addPath(bar.applying(t))
            }
        }
        return p
    }
}

extension ChartSymbolShape where Self == BasicChartSymbolShape {
    public static var circle: BasicChartSymbolShape { BasicChartSymbolShape(kind: .circle) }
    public static var square: BasicChartSymbolShape { BasicChartSymbolShape(kind: .square) }
    public static var triangle: BasicChartSymbolShape { BasicChartSymbolShape(kind: .triangle) }
    public static var diamond: BasicChartSymbolShape { BasicChartSymbolShape(kind: .diamond) }
    public static var pentagon: BasicChartSymbolShape { BasicChartSymbolShape(kind: .pentagon) }
    public static var plus: BasicChartSymbolShape { BasicChartSymbolShape(kind: .plus) }
    public static var cross: BasicChartSymbolShape { BasicChartSymbolShape(kind: .cross) }
    public static var asterisk: BasicChartSymbolShape { BasicChartSymbolShape(kind: .asterisk) }
}
