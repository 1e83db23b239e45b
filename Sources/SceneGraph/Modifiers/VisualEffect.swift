import Foundation

/// Visual changes to a view that leave its layout alone (SwiftUI's `VisualEffect`): what a
/// `scrollTransition` or `visualEffect` closure returns, built by chaining effects on the
/// `EmptyVisualEffect` it is given, as view modifiers chain:
/// `content.scaleEffect(0.8).opacity(0.5)` draws the content scaled, then at half opacity.
///
/// The effects are `offset`, `scaleEffect`, `rotationEffect`, `rotation3DEffect`,
/// `transformEffect`, `opacity`, `blur`, `brightness`, `contrast`, `saturation`, `grayscale` and
/// `hueRotation`, each drawn as the view modifier of the same name draws (see those). Anchors are
/// unit points of the view's frame. Between two effects of the same chain every parameter
/// interpolates linearly (`_VisualEffectLayers` is the chain's `VectorArithmetic` data). The
/// shader effects (`colorEffect`, `distortionEffect`, `layerEffect`) are not there.
///
/// The effect methods are nonisolated, so a helper function outside any actor can build an
/// effect (`func fade(_ effect: some VisualEffect, _ phase: ScrollTransitionPhase) -> some
/// VisualEffect`).
public protocol VisualEffect: Sendable, Animatable, _RemoveGlobalActorIsolation {
    /// The chain of effects, innermost first (framework use).
    nonisolated var _visualEffectLayers: _VisualEffectLayers { get }
}

/// The effect that changes nothing: the start of every chain (SwiftUI's `EmptyVisualEffect`).
public struct EmptyVisualEffect: VisualEffect {
    public typealias AnimatableData = EmptyAnimatableData
    nonisolated public init() {}
    nonisolated public var _visualEffectLayers: _VisualEffectLayers { _VisualEffectLayers() }
}

/// A chain of visual effects as data: each effect's kind and parameters, innermost first.
/// Two chains of the same kinds add, subtract and scale parameter by parameter (so they
/// interpolate linearly); the empty chain is zero. Chains of different kinds cannot be mixed:
/// their sum is the right-hand chain, their difference the left-hand one.
public struct _VisualEffectLayers: VectorArithmetic, Hashable, Sendable {
    enum Kind: Hashable, Sendable {
        case offset, scale, rotation, rotation3D, transform, opacity, blur(opaque: Bool)
        case brightness, contrast, saturation, grayscale, hueRotation
    }
    struct Layer: Hashable, Sendable {
        var kind: Kind
        /// offset: dx, dy; scale: sx, sy, anchor x, y; rotation: radians, anchor x, y;
        /// rotation3D: radians, axis x, y, z, anchor x, y, anchor z, perspective; transform:
        /// a, b, c, d, tx, ty; blur: radius; the colour effects and opacity: their amount
        /// (hueRotation in radians).
        var values: [Double]
    }
    var layers: [Layer] = []

    nonisolated public init() {}
    nonisolated init(layers: [Layer]) { self.layers = layers }

    /// The chain with `kind` applied outside it, every non-finite parameter replaced by its
    /// neutral value (`neutral`, the same count).
    nonisolated func adding(_ kind: Kind, _ values: [Double], neutral: [Double]) -> _VisualEffectLayers {
        var copy = self
        copy.layers.append(Layer(kind: kind, values: zip(values, neutral).map { $0.isFinite ? $0 : $1 }))
        return copy
    }

    nonisolated private func sameShape(_ other: _VisualEffectLayers) -> Bool {
        layers.count == other.layers.count && zip(layers, other.layers).allSatisfy { $0.kind == $1.kind && $0.values.count == $1.values.count }
    }

    nonisolated public static var zero: _VisualEffectLayers { _VisualEffectLayers() }

    nonisolated public static func + (lhs: _VisualEffectLayers, rhs: _VisualEffectLayers) -> _VisualEffectLayers {
        if lhs.layers.isEmpty { return rhs }
        if rhs.layers.isEmpty { return lhs }
        guard lhs.sameShape(rhs) else { return rhs }
        return _VisualEffectLayers(
            layers: zip(lhs.layers, rhs.layers).map {
                Layer(kind: $0.kind, values: zip($0.values, $1.values).map { $0 + $1 })
            })
    }

    nonisolated public static func - (lhs: _VisualEffectLayers, rhs: _VisualEffectLayers) -> _VisualEffectLayers {
        if rhs.layers.isEmpty { return lhs }
        if lhs.layers.isEmpty { return rhs.scaled(by: -1) }
        guard lhs.sameShape(rhs) else { return lhs }
        return _VisualEffectLayers(
            layers: zip(lhs.layers, rhs.layers).map {
                Layer(kind: $0.kind, values: zip($0.values, $1.values).map { $0 - $1 })
            })
    }

    nonisolated public mutating func scale(by rhs: Double) {
        for i in layers.indices {
            for j in layers[i].values.indices { layers[i].values[j] *= rhs }
        }
    }

    nonisolated public var magnitudeSquared: Double {
        layers.reduce(0) { $0 + $1.values.reduce(0) { $0 + $1 * $1 } }
    }

    /// The chain `amount` (0 ... 1) of the way from `self` to `other`: each parameter linearly
    /// when the chains have the same kinds, else `self` below one half and `other` from it.
    nonisolated func mixed(with other: _VisualEffectLayers, amount: Double) -> _VisualEffectLayers {
        if amount <= 0 { return self }
        if amount >= 1 { return other }
        guard sameShape(other) else { return amount < 0.5 ? self : other }
        return _VisualEffectLayers(
            layers: zip(layers, other.layers).map { a, b in
                Layer(kind: a.kind, values: zip(a.values, b.values).map { $0 + ($1 - $0) * amount })
            })
    }
}

/// The chain a `VisualEffect` method returns.
struct ChainedVisualEffect: VisualEffect {
    typealias AnimatableData = EmptyAnimatableData
    let layers: _VisualEffectLayers
    nonisolated var _visualEffectLayers: _VisualEffectLayers { layers }
}

extension VisualEffect {
    nonisolated private func adding(_ kind: _VisualEffectLayers.Kind, _ values: [Double], neutral: [Double]) -> ChainedVisualEffect {
        ChainedVisualEffect(layers: _visualEffectLayers.adding(kind, values, neutral: neutral))
    }

    /// Moves the drawing by `offset` points.
    nonisolated public func offset(_ offset: CGSize) -> some VisualEffect {
        adding(.offset, [Double(offset.width), Double(offset.height)], neutral: [0, 0])
    }
    /// Moves the drawing by `x`, `y` points.
    nonisolated public func offset(x: CGFloat = 0, y: CGFloat = 0) -> some VisualEffect {
        adding(.offset, [Double(x), Double(y)], neutral: [0, 0])
    }
    /// Scales the drawing by `scale` (factors along x and y) around `anchor`.
    nonisolated public func scaleEffect(_ scale: CGSize, anchor: UnitPoint = .center) -> some VisualEffect {
        adding(.scale, [Double(scale.width), Double(scale.height), Double(anchor.x), Double(anchor.y)], neutral: [1, 1, 0.5, 0.5])
    }
    /// Scales the drawing by `scale` in both directions around `anchor`.
    nonisolated public func scaleEffect(_ scale: CGFloat, anchor: UnitPoint = .center) -> some VisualEffect {
        adding(.scale, [Double(scale), Double(scale), Double(anchor.x), Double(anchor.y)], neutral: [1, 1, 0.5, 0.5])
    }
    /// Scales the drawing by `x` and `y` around `anchor`.
    nonisolated public func scaleEffect(x: CGFloat = 1, y: CGFloat = 1, anchor: UnitPoint = .center) -> some VisualEffect {
        adding(.scale, [Double(x), Double(y), Double(anchor.x), Double(anchor.y)], neutral: [1, 1, 0.5, 0.5])
    }
    /// Rotates the drawing by `angle` (clockwise on screen for positive angles) around `anchor`.
    nonisolated public func rotationEffect(_ angle: Angle, anchor: UnitPoint = .center) -> some VisualEffect {
        adding(.rotation, [angle.radians, Double(anchor.x), Double(anchor.y)], neutral: [0, 0.5, 0.5])
    }
    /// Rotates the drawing in three dimensions, as `View.rotation3DEffect` does (see
    /// `_Rotation3DEffect` for the projection).
    nonisolated public func rotation3DEffect(
        _ angle: Angle, axis: (x: CGFloat, y: CGFloat, z: CGFloat), anchor: UnitPoint = .center,
        anchorZ: CGFloat = 0, perspective: CGFloat = 1
    ) -> some VisualEffect {
        adding(
            .rotation3D,
            [
                angle.radians, Double(axis.x), Double(axis.y), Double(axis.z), Double(anchor.x), Double(anchor.y),
                Double(anchorZ), Double(perspective)
            ], neutral: [0, 0, 0, 0, 0.5, 0.5, 0, 1])
    }
    /// Draws through the affine `transform` in the view's own coordinates (origin at its
    /// top-left corner, points).
    nonisolated public func transformEffect(_ transform: CGAffineTransform) -> some VisualEffect {
        adding(
            .transform, [transform.a, transform.b, transform.c, transform.d, transform.tx, transform.ty].map(Double.init),
            neutral: [1, 0, 0, 1, 0, 0])
    }
    /// Draws at `opacity` (0 ... 1, clamped when drawn).
    nonisolated public func opacity(_ opacity: Double) -> some VisualEffect {
        adding(.opacity, [opacity], neutral: [1])
    }
    /// Blurs with a Gaussian of standard deviation `radius` points; `opaque` keeps the blur
    /// inside the view's frame.
    nonisolated public func blur(radius: CGFloat, opaque: Bool = false) -> some VisualEffect {
        adding(.blur(opaque: opaque), [Double(radius)], neutral: [0])
    }
    /// Adds `amount` (−1 ... 1) to every colour component.
    nonisolated public func brightness(_ amount: Double) -> some VisualEffect {
        adding(.brightness, [amount], neutral: [0])
    }
    /// Scales contrast around mid grey by `amount` (1 unchanged).
    nonisolated public func contrast(_ amount: Double) -> some VisualEffect {
        adding(.contrast, [amount], neutral: [1])
    }
    /// Scales saturation by `amount` (0 grey, 1 unchanged).
    nonisolated public func saturation(_ amount: Double) -> some VisualEffect {
        adding(.saturation, [amount], neutral: [1])
    }
    /// Removes colour by `amount` (0 ... 1).
    nonisolated public func grayscale(_ amount: Double) -> some VisualEffect {
        adding(.grayscale, [amount], neutral: [0])
    }
    /// Rotates every colour's hue by `angle`.
    nonisolated public func hueRotation(_ angle: Angle) -> some VisualEffect {
        adding(.hueRotation, [angle.radians], neutral: [0])
    }
}

extension _VisualEffectLayers {
    /// Draws `content` through the chain, outermost effect first, for a view whose frame is
    /// `frame` (absolute layout coordinates, as drawn before the builder's transform).
    @MainActor
    func draw(frame f: CGRect, into builder: inout DisplayListBuilder, content: (inout DisplayListBuilder) -> Void) {
        withoutActuallyEscaping(content) { content in draw(frame: f, into: &builder, escapable: content) }
    }

    @MainActor
    private func draw(frame f: CGRect, into builder: inout DisplayListBuilder, escapable content: @escaping (inout DisplayListBuilder) -> Void) {
        func apply(_ i: Int, _ builder: inout DisplayListBuilder) {
            guard i >= 0 else { return content(&builder) }
            let layer = layers[i]
            let v = layer.values
            let inner: (inout DisplayListBuilder) -> Void = { apply(i - 1, &$0) }
            func about(_ ax: Double, _ ay: Double, _ t: CGAffineTransform) -> CGAffineTransform {
                let x = f.minX + CGFloat(ax) * f.width, y = f.minY + CGFloat(ay) * f.height
                return CGAffineTransform(translationX: -x, y: -y).concatenating(t).concatenating(CGAffineTransform(translationX: x, y: y))
            }
            func group(_ configure: (inout GroupEffects) -> Void) {
                var g = GroupEffects()
                configure(&g)
                g.clipTransform = builder.transform
                builder.items.append(.beginGroup(g))
                inner(&builder)
                builder.items.append(.endGroup)
            }
            switch layer.kind {
            case .offset:
                builder.withTransform(CGAffineTransform(translationX: CGFloat(v[0]), y: CGFloat(v[1])), inner)
            case .scale:
                builder.withTransform(about(v[2], v[3], CGAffineTransform(scaleX: CGFloat(v[0]), y: CGFloat(v[1]))), inner)
            case .rotation:
                builder.withTransform(about(v[1], v[2], CGAffineTransform(rotationAngle: CGFloat(v[0]))), inner)
            case .rotation3D:
                let effect = _Rotation3DEffect(
                    angle: .radians(v[0]), axis: (CGFloat(v[1]), CGFloat(v[2]), CGFloat(v[3])),
                    anchor: UnitPoint(x: CGFloat(v[4]), y: CGFloat(v[5])), anchorZ: CGFloat(v[6]),
                    perspective: CGFloat(v[7]))
                builder.withProjection(effect.effectValue(size: f.size), frame: f, inner)
            case .transform:
                let t = CGAffineTransform(
                    a: CGFloat(v[0]), b: CGFloat(v[1]), c: CGFloat(v[2]), d: CGFloat(v[3]),
                    tx: CGFloat(v[4]), ty: CGFloat(v[5]))
                builder.withTransform(about(0, 0, t), inner)
            case .opacity:
                let o = min(max(v[0], 0), 1)
                if o >= 1 { return inner(&builder) }
                if o <= 0 {
                    // Invisible content still takes part in hit-testing (as `_OpacityEffect`).
                    var scratch = builder
                    scratch.items.removeAll()
                    inner(&scratch)
                    builder.hitRegions = scratch.hitRegions
                    return
                }
                group { $0.opacity = o }
            case .blur(let opaque):
                let r = max(v[0], 0)
                if r == 0 { return inner(&builder) }
                group {
                    $0.blurRadius = r
                    if opaque { $0.clip = Path(f) }
                }
            case .brightness:
                if v[0] == 0 { return inner(&builder) }
                group { $0.brightness = min(max(v[0], -1), 1) }
            case .saturation:
                if v[0] == 1 { return inner(&builder) }
                group { $0.saturation = max(v[0], 0) }
            case .contrast:
                if v[0] == 1 { return inner(&builder) }
                group { $0.colorMatrix = .contrast(v[0]) }
            case .grayscale:
                if v[0] == 0 { return inner(&builder) }
                group { $0.colorMatrix = .saturate(1 - min(max(v[0], 0), 1)) }
            case .hueRotation:
                if v[0] == 0 { return inner(&builder) }
                group { $0.colorMatrix = .hueRotation(v[0]) }
            }
        }
        apply(layers.count - 1, &builder)
    }
}

/// Draws the content through the effect its closure makes from the view's geometry at the
/// time drawn (SwiftUI's `visualEffect(_:)`).
public struct _GeometryVisualEffect: ViewModifier, PrimitiveModifier {
    public typealias Body = Never
    let effect: (GeometryProxy) -> _VisualEffectLayers
    func draw(node: Node, into builder: inout DisplayListBuilder, content: (inout DisplayListBuilder) -> Void) {
        let frame = node.presentedFrame(at: builder.time)
        let proxy = GeometryProxy.make(frame: frame, node: node, time: builder.time, presented: true).proxy
        effect(proxy).draw(frame: frame, into: &builder, content: content)
    }
}

extension View {
    /// Applies the visual effect that `effect` makes from the view's geometry (SwiftUI's
    /// `visualEffect(_:)`): its size and its frame in the local, global and named coordinate
    /// spaces (moving with the scroll views around it), as `GeometryReader` gives them. Layout
    /// is unchanged.
    ///
    /// The closure is called each time the view is drawn, with the geometry at that time, so
    /// the effect follows scrolling and layout animations frame by frame; a change of the state
    /// it reads is drawn at once (it does not animate with the transaction, where SwiftUI
    /// animates the effect's data). Keep it free of side effects.
    public func visualEffect<E: VisualEffect>(_ effect: @escaping (EmptyVisualEffect, GeometryProxy) -> E)
        -> ModifiedContent<Self, _GeometryVisualEffect>
    {
        modifier(_GeometryVisualEffect { effect(EmptyVisualEffect(), $0)._visualEffectLayers })
    }
}
