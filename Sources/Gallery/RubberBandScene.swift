import Foundation
import SceneCommand
import SceneRender

/// A ball that follows the pointer freely within 200 pt of its home and resists beyond it:
/// the distance past 200 pt is rubber-banded (Wave's `rubberband`, interval 200 pt), so the
/// ball never gets further than 400 pt. On release it springs home with its velocity.
struct RubberBand: View {
    static let limit = 200.0
    @State var offsetAnimator = SpringAnimator<CGPoint>(spring: Spring(dampingRatio: 0.75, response: 0.55))
    @State var offset = CGPoint.zero
    @State var pulled = 0.0

    /// The pointer's translation with its length rubber-banded beyond `limit` points.
    static func banded(_ t: CGSize) -> CGPoint {
        let distance = (t.width * t.width + t.height * t.height).squareRoot()
        guard distance > 0 else { return .zero }
        let shown = rubberband(value: Double(distance), range: 0...limit, interval: limit)
        let k = CGFloat(shown) / distance
        return CGPoint(x: t.width * k, y: t.height * k)
    }

    var body: some View {
        let size = RubberBandScene.size
        ZStack {
            Color(white: 0.97)
            Circle()
                .stroke(Color(white: 0.75), style: StrokeStyle(lineWidth: 1.5, dash: [6, 5]))
                .frame(width: 2 * Self.limit, height: 2 * Self.limit)
                .offset(x: -Self.limit + 40, y: 0)
            Text(
                String(
                    format: "pointer %3.0f pt   ball %3.0f pt", pulled,
                    (offset.x * offset.x + offset.y * offset.y).squareRoot())
            )
            .font(.system(size: 14, design: .monospaced))
            .foregroundColor(Color(white: 0.3))
            .offset(y: 130)
            Circle()
                .fill(.pink)
                .frame(width: 44, height: 44)
                .offset(x: -Self.limit + 40 + offset.x, y: offset.y)
                .gesture(
                    DragGesture(minimumDistance: 0)
                        .onChanged { value in
                            let t = value.translation
                            pulled = Double((t.width * t.width + t.height * t.height).squareRoot())
                            offsetAnimator.target = Self.banded(t)
                            offsetAnimator.mode = .nonAnimated
                            offsetAnimator.start()
                        }
                        .onEnded { value in
                            pulled = 0
                            offsetAnimator.target = .zero
                            offsetAnimator.velocity = CGPoint(x: value.velocity.width, y: value.velocity.height)
                            offsetAnimator.mode = .animated
                            offsetAnimator.start()
                        }
                )
        }
        .frame(width: size.width, height: size.height)
        .onAppear {
            offsetAnimator.value = .zero
            offsetAnimator.valueChanged = { offset = $0 }
        }
    }
}

enum RubberBandScene {
    static let size = CGSize(width: 640, height: 300)
    /// The ball's home: 160 pt from the left edge, vertically centred.
    static let home = CGPoint(x: 160, y: 150)
    /// The pointer pulls 420 pt to the right in 1.2 s (so 220 pt past the limit) and lets go.
    static let input = InputScript {
        Drag(from: home, to: CGPoint(x: home.x + 420, y: home.y), start: 0.2, duration: 1.2, curve: .easeInOut)
    }
    static let scene = SceneEntry(
        "rubber-band",
        summary: "A pulled ball moves freely for 200 pt, then rubber-bands; released, it springs home.",
        size: size, duration: 2.6, input: input
    ) { RubberBand() }
}
