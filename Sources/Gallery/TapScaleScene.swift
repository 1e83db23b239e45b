import Foundation
import SceneCommand
import SceneRender

/// A circle that toggles between scale 1 and 1.5 on each tap. A `SpringAnimator<CGPoint>`
/// drives the scale, as in Wave: the animator writes each new value into `@State`.
struct TapScale: View {
    @State var scaleAnimator = SpringAnimator<CGPoint>(spring: Spring(dampingRatio: 0.5, response: 0.6))
    @State var scale = CGPoint(x: 1, y: 1)
    @State var enlarged = false

    var body: some View {
        ZStack {
            Color(white: 0.97)
            Circle()
                .stroke(Color(white: 0.8), style: StrokeStyle(lineWidth: 1.5, dash: [4, 4]))
                .frame(width: 150, height: 150)
            Circle()
                .fill(.teal)
                .frame(width: 100, height: 100)
                .scaleEffect(x: scale.x, y: scale.y)
            Text(enlarged ? "scale 1.5" : "scale 1")
                .font(.system(size: 15, weight: .medium))
                .foregroundColor(Color(white: 0.35))
                .offset(y: 120)
        }
        .frame(width: TapScaleScene.size.width, height: TapScaleScene.size.height)
        .onAppear {
            scaleAnimator.value = CGPoint(x: 1, y: 1)
            scaleAnimator.valueChanged = { scale = $0 }
        }
        .onTapGesture {
            enlarged.toggle()
            let s: CGFloat = enlarged ? 1.5 : 1
            scaleAnimator.target = CGPoint(x: s, y: s)
            scaleAnimator.start()
        }
    }
}

enum TapScaleScene {
    static let size = CGSize(width: 400, height: 300)
    static let centre = CGPoint(x: 200, y: 150)
    /// Grows at 0.2 s, shrinks at 1.4 s.
    static let input = InputScript {
        Tap(at: centre, time: 0.2)
        Tap(at: centre, time: 1.4)
    }
    static let scene = SceneEntry(
        "tap-scale",
        summary: "Each tap toggles the scale between 1 and 1.5 with a SpringAnimator<CGPoint>.",
        size: size, duration: 2.6, input: input
    ) { TapScale() }
}
