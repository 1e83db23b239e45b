import SceneGraph

// Scenes in the style of public SwiftUI samples in which a `GeometryReader` sits under
// geometry effects (`offset`, `scaleEffect`, `rotationEffect`, `position`, a `GeometryEffect` of
// one's own) and reports its frames through a preference, as frame-tracking code does:
// `.background(GeometryReader { geo in Color.clear.preference(key:value:) })`.
// Every scene lays a 100 × 50 box out in the middle of a 300 × 400 canvas, at (100, 175).

/// The frames a reader reports: global, local, and in the space named "card" when asked.
struct ReportedFramesKey: PreferenceKey {
    static var defaultValue: [String: CGRect] = [:]
    static func reduce(value: inout [String: CGRect], nextValue: () -> [String: CGRect]) {
        value.merge(nextValue()) { $1 }
    }
}

extension View {
    /// Reports the view's frames in the global, local and "card" spaces under `name`.
    func reportsFrames(_ name: String = "box") -> some View {
        background(
            GeometryReader { geo in
                Color.clear.preference(
                    key: ReportedFramesKey.self,
                    value: [
                        name + ".global": geo.frame(in: .global),
                        name + ".local": geo.frame(in: .local),
                        name + ".card": geo.frame(in: .named("card"))
                    ])
            })
    }
}

/// The 100 × 50 box with its reader, and `effect` applied outside the reader.
struct EffectOverReader<Effected: View>: View {
    let seen: Seen<[String: CGRect]>
    let effect: (AnyView) -> Effected
    var body: some View {
        effect(AnyView(Color.blue.frame(width: 100, height: 50).reportsFrames()))
            .onPreferenceChange(ReportedFramesKey.self) { seen.values.append($0) }
    }
}

/// A card nudged by `.offset` with the reader inside the offset view, and a badge whose offset
/// is applied inside its own reader's view (the reader is outside it).
struct NudgedCard: View {
    let seen: Seen<[String: CGRect]>
    var body: some View {
        VStack(spacing: 0) {
            Color.blue.frame(width: 100, height: 50)
                .reportsFrames("inside")
                .offset(x: 30, y: -20)
            Color.red.frame(width: 100, height: 50)
                .offset(x: 30, y: -20)
                .reportsFrames("outside")
        }
        .onPreferenceChange(ReportedFramesKey.self) { seen.values.append($0) }
    }
}

/// A lift of `height` points upwards, written as a `GeometryEffect` (its data animates).
struct Lift: GeometryEffect {
    var height: CGFloat
    var animatableData: CGFloat {
        get { height }
        set { height = newValue }
    }
    func effectValue(size: CGSize) -> ProjectionTransform {
        ProjectionTransform(CGAffineTransform(translationX: 0, y: -height))
    }
}

/// A card with a named space, scaled as a whole, with an offset box inside: in the card's space
/// only the inner offset counts; globally the card's scale too.
struct ScaledNamedCard: View {
    let seen: Seen<[String: CGRect]>
    var body: some View {
        VStack {
            Color.blue.frame(width: 100, height: 50)
                .reportsFrames()
                .offset(x: 10, y: 0)
        }
        .frame(width: 200, height: 100)
        .coordinateSpace(name: "card")
        .scaleEffect(2)
        .onPreferenceChange(ReportedFramesKey.self) { seen.values.append($0) }
    }
}

/// A live "x" label: a reader that writes the global left edge of the view it overlays and
/// reports its frame. `builds` records the left edge at each build of the reader's content.
/// It has no input that changes, so its body is not evaluated again when its container's is.
struct LiveXLabel: View {
    let builds: Seen<Double>
    var body: some View {
        GeometryReader { geo in
            let _ = builds.values.append(geo.frame(in: .global).minX)
            Text("x \(Int(geo.frame(in: .global).minX.rounded()))")
                .font(.caption)
                .padding(4)
                .preference(key: ReportedFramesKey.self, value: ["box.global": geo.frame(in: .global)])
        }
    }
}

/// A card that slides 100 pt to the right under `withAnimation(animation)`, `delay` seconds
/// after it appears (at once for 0), with a live "x" label over it.
struct SlidingCard: View {
    let seen: Seen<[String: CGRect]>
    let builds: Seen<Double>
    let animation: Animation
    var delay: Double = 0
    @State private var moved = false
    var body: some View {
        Color.orange.frame(width: 100, height: 50)
            .overlay(LiveXLabel(builds: builds))
            .offset(x: moved ? 100 : 0)
            .onPreferenceChange(ReportedFramesKey.self) { seen.values.append($0) }
            .onAppear {
                if delay == 0 {
                    withAnimation(animation) { moved = true }
                } else {
                    DispatchQueue.main.asyncAfter(deadline: .now() + delay) { withAnimation(animation) { moved = true } }
                }
            }
    }
}

/// A card that jumps 50 pt to the right without animation half a second after it appears.
struct JumpingCard: View {
    let seen: Seen<[String: CGRect]>
    let builds: Seen<Double>
    @State private var x: CGFloat = 0
    var body: some View {
        Color.orange.frame(width: 100, height: 50)
            .overlay(LiveXLabel(builds: builds))
            .offset(x: x)
            .onPreferenceChange(ReportedFramesKey.self) { seen.values.append($0) }
            .onAppear { DispatchQueue.main.asyncAfter(deadline: .now() + 0.5) { x = 50 } }
    }
}

/// A still layout with a reader under a still offset: nothing moves after the first frame.
struct StillOffsetCard: View {
    let builds: Seen<Double>
    var body: some View {
        Color.orange.frame(width: 100, height: 50)
            .overlay(LiveXLabel(builds: builds))
            .offset(x: 40)
    }
}

/// A bar as wide as its container's global left edge less 90 points, black once `tinted`.
struct TintBar: View {
    let tinted: Bool
    var body: some View {
        GeometryReader { geo in
            (tinted ? Color.black : Color.gray).frame(width: max(0, geo.frame(in: .global).minX - 90), height: 4)
        }
    }
}

/// A card with a `TintBar` over it: the bar turns black under
/// `withAnimation(.linear(duration: 1))` 0.2 s in (its reader is built again in that animated
/// update), and the card jumps 50 pt right without animation 0.5 s in (the bar's view is then
/// the same, and is not evaluated again).
struct JumpingTintedCard: View {
    @State private var tinted = false
    @State private var x: CGFloat = 0
    var body: some View {
        Color.orange.frame(width: 100, height: 50)
            .overlay(TintBar(tinted: tinted))
            .offset(x: x)
            .onAppear {
                DispatchQueue.main.asyncAfter(deadline: .now() + 0.2) { withAnimation(.linear(duration: 1)) { tinted = true } }
                DispatchQueue.main.asyncAfter(deadline: .now() + 0.5) { x = 50 }
            }
    }
}

/// A 50 × 50 box in the top-left corner of a card scaled 2× about its centre; half a second in,
/// the card widens from 100 to 200 pt (its corner stays where it is, its centre moves right).
struct WideningScaledCard: View {
    let seen: Seen<[String: CGRect]>
    @State private var wide = false
    var body: some View {
        VStack {
            Color.blue.frame(width: 50, height: 50).reportsFrames()
        }
        .frame(width: wide ? 200 : 100, height: 100, alignment: .topLeading)
        .scaleEffect(2)
        .frame(width: 300, height: 400, alignment: .topLeading)
        .onPreferenceChange(ReportedFramesKey.self) { seen.values.append($0) }
        .onAppear { DispatchQueue.main.asyncAfter(deadline: .now() + 0.5) { wide = true } }
    }
}
