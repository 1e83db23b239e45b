// Scenes for iOS 17's `Transition` protocol, `GeometryEffect` and `AnimatableModifier` in the
// style of public SwiftUI sample code, and iOS 18's `Color.mix(with:by:in:)`.
// Imports only SceneGraph, as SwiftUI code imports SwiftUI.
import SceneGraph

/// A custom transition: in from half size, transparent and a full turn clockwise; out to half
/// size, transparent and a full turn anticlockwise.
struct Twirl: Transition {
    func body(content: Content, phase: TransitionPhase) -> some View {
        content
            .scaleEffect(phase.isIdentity ? 1 : 0.5)
            .opacity(phase.isIdentity ? 1 : 0)
            .rotationEffect(.degrees(phase == .willAppear ? 360 : phase == .didDisappear ? -360 : 0))
    }
}

/// A transition that runs another through its body only (`apply(content:phase:)`), so that the
/// built-in transitions' bodies can be compared with their draw-time effects.
struct ThroughBody<Base: Transition>: Transition {
    let base: Base
    func body(content: Content, phase: TransitionPhase) -> some View {
        base.apply(content: content, phase: phase)
    }
}

/// A modifier for `AnyTransition.modifier(active:identity:)`: turns the view by `degrees`.
struct Tilt: ViewModifier {
    let degrees: Double
    func body(content: Content) -> some View {
        content.rotationEffect(.degrees(degrees))
    }
}

/// A blue card in a 200 × 200 scene, inserted or removed with `transition` on each tap
/// (`withAnimation(animation)`).
struct TransitionToggle<T: Transition>: View {
    let transition: T
    let animation: Animation
    @State private var shown: Bool

    init(_ transition: T, shown: Bool = false, animation: Animation = .linear(duration: 1)) {
        self.transition = transition
        self.animation = animation
        _shown = State(initialValue: shown)
    }

    var body: some View {
        ZStack {
            // Keeps the stack at 200 × 200 whether the card is there or not.
            Color.clear
            if shown {
                Color.blue.frame(width: 100, height: 100).transition(transition)
            }
        }
        .frame(width: 200, height: 200)
        .contentShape(Rectangle())
        .onTapGesture { withAnimation(animation) { shown.toggle() } }
    }
}

/// `TransitionToggle` without the clear colour that keeps the stack's size: the stack is empty
/// (nothing, at the centre) until the card comes, and grows with it.
struct BareTransitionToggle<T: Transition>: View {
    let transition: T
    @State private var shown = false

    init(_ transition: T) { self.transition = transition }

    var body: some View {
        ZStack {
            if shown {
                Color.blue.frame(width: 100, height: 100).transition(transition)
            }
        }
        .frame(width: 200, height: 200)
        .contentShape(Rectangle())
        .onTapGesture { withAnimation(.linear(duration: 1)) { shown.toggle() } }
    }
}

/// `TransitionToggle` with an `AnyTransition`.
struct AnyTransitionToggle: View {
    let transition: AnyTransition
    let animation: Animation
    @State private var shown: Bool

    init(_ transition: AnyTransition, shown: Bool = false, animation: Animation = .linear(duration: 1)) {
        self.transition = transition
        self.animation = animation
        _shown = State(initialValue: shown)
    }

    var body: some View {
        ZStack {
            // Keeps the stack at 200 × 200 whether the card is there or not.
            Color.clear
            if shown {
                Color.blue.frame(width: 100, height: 100).transition(transition)
            }
        }
        .frame(width: 200, height: 200)
        .contentShape(Rectangle())
        .onTapGesture { withAnimation(animation) { shown.toggle() } }
    }
}

/// The classic shake of a rejected password field.
struct Shake: GeometryEffect {
    var amount: CGFloat = 10
    var shakesPerUnit = 3
    var animatableData: CGFloat

    func effectValue(size: CGSize) -> ProjectionTransform {
        ProjectionTransform(CGAffineTransform(translationX: amount * sin(animatableData * .pi * CGFloat(shakesPerUnit)), y: 0))
    }
}

/// A field that shakes on each tap (one more failed attempt).
struct ShakingField: View {
    @State private var attempts = 0

    var body: some View {
        RoundedRectangle(cornerRadius: 8)
            .fill(Color.red)
            .frame(width: 160, height: 44)
            .modifier(Shake(animatableData: CGFloat(attempts)))
            .frame(width: 200, height: 100)
            .contentShape(Rectangle())
            .onTapGesture { withAnimation(.linear(duration: 1)) { attempts += 1 } }
    }
}

/// A geometry effect with perspective: the view's right edge recedes by `tilt` (m13 per point).
struct Recede: GeometryEffect {
    var tilt: CGFloat
    var animatableData: CGFloat {
        get { tilt }
        set { tilt = newValue }
    }
    func effectValue(size: CGSize) -> ProjectionTransform {
        ProjectionTransform(m11: 1, m12: 0, m13: tilt, m21: 0, m22: 1, m23: 0, m31: 0, m32: 0, m33: 1)
    }
}

/// A number that counts up (an `AnimatableModifier` whose body is rebuilt every frame).
struct CountingText: AnimatableModifier {
    var value: Double
    var animatableData: Double {
        get { value }
        set { value = newValue }
    }
    func body(content: Content) -> some View {
        content.overlay(Text("\(Int(value))"))
    }
}

/// A score that counts from 0 to 100 when tapped.
struct Scoreboard: View {
    @State private var score = 0.0

    var body: some View {
        Color.clear
            .frame(width: 200, height: 100)
            .modifier(CountingText(value: score))
            .contentShape(Rectangle())
            .onTapGesture { withAnimation(.linear(duration: 1)) { score = 100 } }
    }
}

/// Two rows of swatches: red mixed into blue by 0, ¼, ½, ¾ and 1, perceptually (top) and in
/// the device space (bottom).
struct ColorMixSwatches: View {
    var body: some View {
        VStack(spacing: 8) {
            ForEach([Gradient.ColorSpace.perceptual, .device], id: \.self) { space in
                HStack(spacing: 8) {
                    ForEach([0.0, 0.25, 0.5, 0.75, 1.0], id: \.self) { f in
                        Color.red.mix(with: .blue, by: f, in: space).frame(width: 40, height: 40)
                    }
                }
            }
        }
        .padding(10)
    }
}

/// Three cards that come and go together on a tap, each with its own transition (the twirl,
/// blur-replace, the twirl rising from below), over the shaking field.
struct TransitionShowcase: View {
    @State private var shown = false

    var body: some View {
        VStack(spacing: 20) {
            HStack(spacing: 16) {
                ZStack {
                    Color.clear
                    if shown { RoundedRectangle(cornerRadius: 12).fill(Color.blue).transition(Twirl()) }
                }
                .frame(width: 80, height: 80)
                ZStack {
                    Color.clear
                    if shown { RoundedRectangle(cornerRadius: 12).fill(Color.orange).transition(.blurReplace) }
                }
                .frame(width: 80, height: 80)
                ZStack {
                    Color.clear
                    if shown {
                        RoundedRectangle(cornerRadius: 12).fill(Color.green)
                            .transition(Twirl().combined(with: .move(edge: .bottom)))
                    }
                }
                .frame(width: 80, height: 80)
            }
            .contentShape(Rectangle())
            .onTapGesture { withAnimation(.easeInOut(duration: 0.8)) { shown.toggle() } }
            ShakingField()
        }
        .frame(width: 300, height: 240)
    }
}

/// The transition spellings SwiftUI code uses, iOS 16's and iOS 17's, side by side (they must
/// compile with only the import changed).
struct TransitionSpellings: View {
    @State private var shown = true

    var body: some View {
        VStack {
            if shown {
                Text("move + opacity").transition(.move(edge: .bottom).combined(with: .opacity))
                Text("asymmetric").transition(.asymmetric(insertion: .scale, removal: .opacity))
                Text("scale 0.5").transition(.scale(scale: 0.5, anchor: .top))
                Text("scale 0.5 (iOS 17)").transition(.scale(0.5, anchor: .top))
                Text("animated opacity").transition(.opacity.animation(.easeIn))
                Text("slide").transition(.slide)
                Text("push").transition(.push(from: .trailing))
                Text("offset").transition(.offset(x: 10))
                Text("identity").transition(.identity)
                Text("scale + opacity").transition(.scale.combined(with: .opacity))
                Text("blur").transition(.blurReplace(.upUp))
                Text("erased twirl").transition(AnyTransition(Twirl()).combined(with: .opacity))
                Text("twirl + scale").transition(Twirl().combined(with: .scale(0.5)).animation(.bouncy))
            }
        }
        .onTapGesture { withAnimation { shown.toggle() } }
    }
}
