import Foundation
import SceneCommand
import SceneRender

/// A square whose hue springs to a new random hue on each tap. The hues come from a seeded
/// generator (seed 7 gives 0.390, 0.017, 0.901, ...), so every recording shows the same colours.
struct TapHue: View {
    @State var hueAnimator = SpringAnimator<Double>(spring: Spring(dampingRatio: 0.9, response: 0.7))
    @State var random = RandomSource(seed: 7)
    @State var hue = 0.6

    var body: some View {
        ZStack {
            Color(white: 0.97)
            RoundedRectangle(cornerRadius: 24)
                .fill(Color(hue: hue, saturation: 0.75, brightness: 0.92))
                .frame(width: 130, height: 130)
            Text(String(format: "hue %.2f", hue))
                .font(.system(size: 15, weight: .medium, design: .monospaced))
                .foregroundColor(Color(white: 0.35))
                .offset(y: 110)
        }
        .frame(width: TapHueScene.size.width, height: TapHueScene.size.height)
        .onAppear {
            hueAnimator.value = hue
            hueAnimator.valueChanged = { hue = $0 }
        }
        .onTapGesture {
            hueAnimator.target = random.unit()
            hueAnimator.start()
        }
    }
}

enum TapHueScene {
    static let size = CGSize(width: 400, height: 300)
    static let centre = CGPoint(x: 200, y: 150)
    /// Taps at 0.2 s, 1.2 s and 2.2 s.
    static let input = InputScript {
        Tap(at: centre, time: 0.2)
        Tap(at: centre, time: 1.2)
        Tap(at: centre, time: 2.2)
    }
    static let scene = SceneEntry(
        "tap-hue",
        summary: "Each tap springs the hue to a seeded random value.",
        size: size, duration: 3.2, input: input
    ) { TapHue() }
}
