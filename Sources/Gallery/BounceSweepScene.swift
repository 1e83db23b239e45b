import Foundation
import SceneCommand
import SceneRender

/// Nine springs of duration 0.6 s with bounce from −0.5 to 0.5 in steps of 0.125, in a 3 × 3
/// grid: each cell moves a dot 120 pt to the right at the same moment, so the overdamped
/// (negative bounce), critically damped (0) and bouncy springs can be compared.
struct BounceSweep: View {
    static let bounces = (0..<9).map { -0.5 + 0.125 * Double($0) }
    @State var go = false

    var body: some View {
        let size = BounceSweepScene.size
        ZStack {
            Color(white: 0.97)
            VStack(spacing: 12) {
                ForEach(0..<3) { row in
                    HStack(spacing: 12) {
                        ForEach(0..<3) { column in
                            BounceCell(bounce: Self.bounces[row * 3 + column], go: go)
                        }
                    }
                }
            }
        }
        .frame(width: size.width, height: size.height)
        .onTapGesture { go.toggle() }
    }
}

/// One cell of the sweep.
struct BounceCell: View {
    static let travel = 120.0
    let bounce: Double
    let go: Bool
    @State var animator = SpringAnimator<Double>(spring: .smooth)
    @State var x = 0.0

    var body: some View {
        ZStack {
            RoundedRectangle(cornerRadius: 10).fill(.white)
            RoundedRectangle(cornerRadius: 10).stroke(Color(white: 0.85), lineWidth: 1)
            Capsule().fill(Color(white: 0.9)).frame(width: CGFloat(Self.travel) + 20, height: 4)
            Rectangle().fill(Color(white: 0.6)).frame(width: 1.5, height: 24).offset(x: CGFloat(Self.travel) / 2)
            Circle()
                .fill(Color(hue: 0.58 - 0.5 * (bounce + 0.5) * 0.6, saturation: 0.7, brightness: 0.9))
                .frame(width: 20, height: 20)
                .offset(x: CGFloat(x - Self.travel / 2), y: 0)
            Text(String(format: "bounce %+.3f", bounce))
                .font(.system(size: 12, design: .monospaced))
                .foregroundColor(Color(white: 0.35))
                .offset(y: -34)
        }
        .frame(width: 170, height: 100)
        .onAppear {
            animator.spring = Spring(duration: 0.6, bounce: bounce)
            animator.value = 0
            animator.valueChanged = { x = $0 }
        }
        .onChange(of: go) { _, isOn in
            animator.target = isOn ? Self.travel : 0
            animator.start()
        }
    }
}

enum BounceSweepScene {
    static let size = CGSize(width: 560, height: 360)
    /// Go at 0.2 s, back at 1.6 s.
    static let input = InputScript {
        Tap(at: CGPoint(x: 280, y: 8), time: 0.2)
        Tap(at: CGPoint(x: 280, y: 8), time: 1.6)
    }
    static let scene = SceneEntry(
        "bounce-sweep",
        summary: "Bounce from -0.5 to 0.5 in a 3x3 grid of springs of duration 0.6 s.",
        size: size, duration: 3, input: input
    ) { BounceSweep() }
}
