import Foundation

/// What kind of quantity an animatable property holds, for the features that treat kinds
/// differently: a gesture's release velocity (points per second) is a velocity of a position,
/// so it belongs only to properties that place the view (`offset`, the layout frame's origin),
/// never to a scale or a colour that happens to share a `CGSize` or vector type.
enum AnimatableRole: Sendable, Equatable {
    /// Places the view on the canvas: a translation in points.
    case position
    /// Anything else (a scale, an angle, a colour, a shape's data, a radius).
    case other
}

/// The identity of one animatable property of a node. A node has at most one animator per
/// property (`SlotTable`); each case is used with exactly one value type (see `AnimatableKey`),
/// except the generic data of a shape or an `Animatable` view, whose type is fixed by the
/// node's view type.
enum AnimatableProperty: UInt8, Sendable, CaseIterable {
    case frame, offset, scale, rotation, opacity
    /// The colour a `Text` or a shape is drawn with (its foreground style when that is a colour),
    /// animated in linear sRGB, and the same colour animated in Oklab (`colorInterpolation(.oklab)`).
    case foregroundColor, foregroundColorOKLab
    case shape, lineWidth
    case shadowColor, shadowRadius, shadowOffset
    case clipShape
    /// Colour effects: `hueRotation` (radians), `contrast`, `grayscale`, `colorMultiply`.
    case hueRotation, contrast, grayscale, colorMultiply
    /// Insertion/removal progress, 0 (out) to 1 (in).
    case transition
    /// Content changes of a `Text` or `Image` so far (their crossfade, `ContentCrossfade`).
    case contentTransition
    /// The `animatableData` of a view or modifier that conforms to `Animatable`.
    case animatableData
    /// The parameters of a layer effect that declares them (`ParametricLayerEffect`), named in
    /// motion dumps by the effect.
    case effectParameters

    /// The property's column name in motion dumps (`SceneHost.animatedValues()`, the motion CSV
    /// files under `Snapshots/`): the one place a property is known by a string. A view may report
    /// a property under its own name (`PrimitiveView.motionName(of:)`).
    var motionName: String {
        switch self {
        case .frame: "frame"
        case .offset: "offset"
        case .scale: "scale"
        case .rotation: "rotation"
        case .opacity: "opacity"
        case .foregroundColor, .foregroundColorOKLab: "foreground"
        case .shape: "shape"
        case .lineWidth: "lineWidth"
        case .shadowColor: "shadowColor"
        case .shadowRadius: "shadowRadius"
        case .shadowOffset: "shadowOffset"
        case .clipShape: "clipShape"
        case .hueRotation: "hueRotation"
        case .contrast: "contrast"
        case .grayscale: "grayscale"
        case .colorMultiply: "colorMultiply"
        case .transition: "transition"
        case .contentTransition: "contentTransition"
        case .animatableData: "animatableData"
        case .effectParameters: "effect"
        }
    }
}

/// A typed handle on one animatable property of a node: the property, the type of its value and
/// its role. Reading or writing a property goes through its key (`Node.setAnimatable(_:_:context:)`,
/// `Node.presented(_:at:default:)`), so the value type is checked by the compiler, not found by a
/// cast at run time.
///
/// The keys are the static members below, one per property; `Value` of each is fixed, so a
/// property's animator always holds the key's type. The generic keys (`shape`, `clipShape`,
/// `animatableData`) take the type of the node's shape or view, which is fixed for the node's life.
struct AnimatableKey<Value: VectorArithmetic>: Sendable {
    let property: AnimatableProperty
    let role: AnimatableRole
    init(_ property: AnimatableProperty, role: AnimatableRole = .other) {
        self.property = property
        self.role = role
    }
}

extension AnimatableKey where Value == CGRect {
    /// The layout frame relative to the node's layout anchor (points); its origin is a position.
    static var frame: Self { Self(.frame, role: .position) }
}

extension AnimatableKey where Value == CGSize {
    /// `.offset(x:y:)`, points.
    static var offset: Self { Self(.offset, role: .position) }
    /// `.scaleEffect`, factors along x and y (not a position: no gesture velocity).
    static var scale: Self { Self(.scale) }
    /// `.shadow(x:y:)`, points relative to the shape (not where the view is).
    static var shadowOffset: Self { Self(.shadowOffset) }
}

extension AnimatableKey where Value == Double {
    /// `.rotationEffect`, radians.
    static var rotation: Self { Self(.rotation) }
    /// `.opacity`, 0 to 1.
    static var opacity: Self { Self(.opacity) }
    /// A stroked shape's line width, points.
    static var lineWidth: Self { Self(.lineWidth) }
    /// `.shadow(radius:)`, points.
    static var shadowRadius: Self { Self(.shadowRadius) }
    /// `.hueRotation`, radians.
    static var hueRotation: Self { Self(.hueRotation) }
    /// `.contrast`, a factor.
    static var contrast: Self { Self(.contrast) }
    /// `.grayscale`, 0…1.
    static var grayscale: Self { Self(.grayscale) }
    /// Transition progress, 0 to 1.
    static var transition: Self { Self(.transition) }
}

extension AnimatableKey where Value == Color.Resolved {
    /// The colour a `Text` or a shape is drawn with, animated in linear sRGB.
    static var foregroundColor: Self { Self(.foregroundColor) }
    /// `.shadow(color:)`.
    static var shadowColor: Self { Self(.shadowColor) }
    /// `.colorMultiply`'s colour.
    static var colorMultiply: Self { Self(.colorMultiply) }
}

extension AnimatableKey where Value == OKLabColor {
    /// The foreground colour animated in Oklab (`colorInterpolation(.oklab)`).
    static var foregroundColorOKLab: Self { Self(.foregroundColorOKLab) }
}

extension AnimatableKey {
    /// A shape's `animatableData` (the type of the node's shape).
    static var shape: Self { Self(.shape) }
    /// A `clipShape`'s `animatableData` (the type of the modifier's shape).
    static var clipShape: Self { Self(.clipShape) }
    /// The `animatableData` of an `Animatable` view or modifier (the type of the node's view).
    static var animatableData: Self { Self(.animatableData) }
    /// The parameters a `ParametricLayerEffect` declares (the type of the modifier's
    /// `Parameters`).
    static var effectParameters: Self { Self(.effectParameters) }
}
