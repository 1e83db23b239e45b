import Foundation

// Colour effects drawn by the renderer on a layer: each is a 4 × 5 colour matrix applied to
// the layer's straight (not premultiplied) gamma-encoded sRGB components, then clamped to
// [0, 1]. The matrices are those of SVG Filter Effects 1.1 (§15.10, feColorMatrix: `hueRotate`,
// `saturate`, `luminanceToAlpha`) and of CSS Filter Effects (contrast, invert). Each effect's
// parameter animates (the hue rotation by its angle, not matrix by matrix).

/// A 4 × 5 colour matrix (SwiftUI's `ColorMatrix`): each output component is the dot product of
/// its row with (R, G, B, A) plus its fifth entry. Components are gamma-encoded sRGB in [0, 1].
public struct ColorMatrix: Hashable, Sendable {
    public var r1: Float = 1, r2: Float = 0, r3: Float = 0, r4: Float = 0, r5: Float = 0
    public var g1: Float = 0, g2: Float = 1, g3: Float = 0, g4: Float = 0, g5: Float = 0
    public var b1: Float = 0, b2: Float = 0, b3: Float = 1, b4: Float = 0, b5: Float = 0
    public var a1: Float = 0, a2: Float = 0, a3: Float = 0, a4: Float = 1, a5: Float = 0
    /// The identity.
    public init() {}

    /// The rows as an array of 20 values (row-major).
    public var values: [Float] { [r1, r2, r3, r4, r5, g1, g2, g3, g4, g5, b1, b2, b3, b4, b5, a1, a2, a3, a4, a5] }

    /// Rotation of hue by `radians` (SVG's `hueRotate`, luma weights 0.213, 0.715, 0.072).
    static func hueRotation(_ radians: Double) -> ColorMatrix {
        let c = Float(cos(radians)), s = Float(sin(radians))
        var m = ColorMatrix()
        m.r1 = 0.213 + c * 0.787 - s * 0.213; m.r2 = 0.715 - c * 0.715 - s * 0.715; m.r3 = 0.072 - c * 0.072 + s * 0.928
        m.g1 = 0.213 - c * 0.213 + s * 0.143; m.g2 = 0.715 + c * 0.285 + s * 0.140; m.g3 = 0.072 - c * 0.072 - s * 0.283
        m.b1 = 0.213 - c * 0.213 - s * 0.787; m.b2 = 0.715 - c * 0.715 + s * 0.715; m.b3 = 0.072 + c * 0.928 + s * 0.072
        return m
    }

    /// Saturation scaled by `s` (SVG's `saturate`): 0 grey, 1 unchanged.
    static func saturate(_ s: Double) -> ColorMatrix {
        let s = Float(s)
        var m = ColorMatrix()
        m.r1 = 0.213 + 0.787 * s; m.r2 = 0.715 - 0.715 * s; m.r3 = 0.072 - 0.072 * s
        m.g1 = 0.213 - 0.213 * s; m.g2 = 0.715 + 0.285 * s; m.g3 = 0.072 - 0.072 * s
        m.b1 = 0.213 - 0.213 * s; m.b2 = 0.715 - 0.715 * s; m.b3 = 0.072 + 0.928 * s
        return m
    }

    /// Contrast `c` around mid grey: (x − 0.5)·c + 0.5.
    static func contrast(_ c: Double) -> ColorMatrix {
        let c = Float(c), bias = 0.5 * (1 - c)
        var m = ColorMatrix()
        m.r1 = c; m.g2 = c; m.b3 = c
        m.r5 = bias; m.g5 = bias; m.b5 = bias
        return m
    }

    /// Component-wise product with a colour (its gamma-encoded components and opacity).
    static func multiply(_ c: Color.Resolved) -> ColorMatrix {
        var m = ColorMatrix()
        m.r1 = c.red; m.g2 = c.green; m.b3 = c.blue; m.a4 = min(max(c.opacity, 0), 1)
        return m
    }

    /// 1 − x for each colour component; alpha kept.
    static var invert: ColorMatrix {
        var m = ColorMatrix()
        m.r1 = -1; m.g2 = -1; m.b3 = -1
        m.r5 = 1; m.g5 = 1; m.b5 = 1
        return m
    }

    /// Black with alpha = luminance (SVG's `luminanceToAlpha`: 0.2125 R + 0.7154 G + 0.0721 B).
    static var luminanceToAlpha: ColorMatrix {
        var m = ColorMatrix()
        m.r1 = 0; m.g2 = 0; m.b3 = 0; m.a4 = 0
        m.a1 = 0.2125; m.a2 = 0.7154; m.a3 = 0.0721
        return m
    }
}

/// Which colour effect a `_ColorEffect` applies, with its model parameter.
enum ColorEffectKind {
    case hueRotation(Angle), contrast(Double), grayscale(Double), colorMultiply(Color), invert, luminanceToAlpha, matrix(ColorMatrix)
}

/// Draws the content as one layer through a colour matrix (see the file comment).
public struct _ColorEffect: ViewModifier, LayerEffectModifier {
    public typealias Body = Never
    let kind: ColorEffectKind
    public func body(content: Content) -> Never { fatalError("primitive modifier") }

    func update(node: Node, context: UpdateContext) {
        switch kind {
        case .hueRotation(let a): node.setAnimatable(.hueRotation, a.radians, context: context)
        case .contrast(let c): node.setAnimatable(.contrast, c, context: context)
        case .grayscale(let g): node.setAnimatable(.grayscale, g, context: context)
        case .colorMultiply(let c):
            // In the node's scheme (a dark subtree of a light scene), which drawing reads back.
            node.setAnimatable(.colorMultiply, node.environment.resolvingColors { c.resolved }, context: context)
        case .invert, .luminanceToAlpha, .matrix: break
        }
    }

    func matrix(node: Node, at t: Double) -> ColorMatrix {
        switch kind {
        case .hueRotation(let a): return .hueRotation(node.presented(.hueRotation, at: t, default: a.radians))
        case .contrast(let c): return .contrast(node.presented(.contrast, at: t, default: c))
        case .grayscale(let g): return .saturate(1 - min(max(node.presented(.grayscale, at: t, default: g), 0), 1))
        case .colorMultiply(let c): return .multiply(node.presented(.colorMultiply, at: t, default: c.resolved))
        case .invert: return .invert
        case .luminanceToAlpha: return .luminanceToAlpha
        case .matrix(let m): return m
        }
    }

    func effects(node: Node, at t: Double) -> GroupEffects? {
        var g = GroupEffects()
        g.colorMatrix = matrix(node: node, at: t)
        return g
    }
}

extension View {
    /// Rotates the hue of every colour of the view by `angle` (SVG's `hueRotate`).
    public func hueRotation(_ angle: Angle) -> ModifiedContent<Self, _ColorEffect> {
        modifier(_ColorEffect(kind: .hueRotation(angle.radians.isFinite ? angle : .zero)))
    }
    /// Scales contrast around mid grey by `amount`: 0 grey, 1 unchanged, negative inverts.
    public func contrast(_ amount: Double) -> ModifiedContent<Self, _ColorEffect> {
        modifier(_ColorEffect(kind: .contrast(amount.isFinite ? amount : 1)))
    }
    /// Removes colour by `amount` in [0, 1] (clamped): 1 is fully grey.
    public func grayscale(_ amount: Double) -> ModifiedContent<Self, _ColorEffect> {
        modifier(_ColorEffect(kind: .grayscale(amount.isFinite ? amount : 0)))
    }
    /// Multiplies every colour of the view by `color`, component by component.
    public func colorMultiply(_ color: Color) -> ModifiedContent<Self, _ColorEffect> {
        modifier(_ColorEffect(kind: .colorMultiply(color)))
    }
    /// Inverts the colours of the view (alpha kept).
    public func colorInvert() -> ModifiedContent<Self, _ColorEffect> {
        modifier(_ColorEffect(kind: .invert))
    }
    /// Turns the view into a mask: black, with alpha from its luminance.
    public func luminanceToAlpha() -> ModifiedContent<Self, _ColorEffect> {
        modifier(_ColorEffect(kind: .luminanceToAlpha))
    }
    /// Applies a colour matrix to the view.
    public func colorMatrix(_ matrix: ColorMatrix) -> ModifiedContent<Self, _ColorEffect> {
        modifier(_ColorEffect(kind: .matrix(matrix)))
    }
}
