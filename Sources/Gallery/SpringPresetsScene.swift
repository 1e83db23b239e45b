import Foundation
import SceneCommand
import SceneRender

/// `.smooth`, `.snappy` and `.bouncy` side by side: three balls drop 180 pt at the same moment,
/// each with its own preset (duration 0.5 s; bounce 0, 0.15, 0.3), and rise again later.
struct SpringPresets: View {
    @State var down = false

    var body: some View {
        let size = SpringPresetsScene.size
        ZStack {
            Color(white: 0.97)
            HStack(spacing: 40) {
                PresetColumn(name: ".smooth", spring: .smooth, colour: .blue, down: down)
                PresetColumn(name: ".snappy", spring: .snappy, colour: .green, down: down)
                PresetColumn(name: ".bouncy", spring: .bouncy, colour: .orange, down: down)
            }
        }
        .frame(width: size.width, height: size.height)
        .onTapGesture { down.toggle() }
    }
}

/// One preset: a track with a ball the column's spring moves when `down` changes. The spring
/// is a `SpringAnimator`, so each column keeps its own curve.
struct PresetColumn: View {
    static let travel = 180.0
    let name: String
    let spring: Spring
    let colour: Color
    let down: Bool
    @State var animator = SpringAnimator<Double>(spring: .smooth)
    @State var y = 0.0

    var body: some View {
        VStack(spacing: 12) {
            ZStack(alignment: .top) {
                Capsule().fill(Color(white: 0.9)).frame(width: 8, height: CGFloat(Self.travel) + 44)
                Rectangle().fill(Color(white: 0.7)).frame(width: 40, height: 1.5).offset(y: CGFloat(Self.travel) + 22)
                Circle().fill(colour).frame(width: 44, height: 44).offset(y: CGFloat(y))
            }
            .frame(width: 80, height: CGFloat(Self.travel) + 60, alignment: .top)
            Text(name).font(.system(size: 16, weight: .semibold, design: .monospaced))
            Text(String(format: "bounce %.2f", spring.bounce)).font(.system(size: 12)).foregroundColor(Color(white: 0.4))
        }
        .onAppear {
            animator.spring = spring
            animator.value = 0
            animator.valueChanged = { y = $0 }
        }
        .onChange(of: down) { _, isDown in
            animator.target = isDown ? Self.travel : 0
            animator.start()
        }
    }
}

enum SpringPresetsScene {
    static let size = CGSize(width: 480, height: 360)
    /// Drop at 0.2 s, rise at 1.4 s.
    static let input = InputScript {
        Tap(at: CGPoint(x: 240, y: 20), time: 0.2)
        Tap(at: CGPoint(x: 240, y: 20), time: 1.4)
    }
    static let scene = SceneEntry(
        "spring-presets",
        summary: ".smooth, .snappy and .bouncy side by side, started together.",
        size: size, duration: 2.6, input: input
    ) { SpringPresets() }
}
