import Foundation
import SceneCommand
import SceneRender

/// A blue rounded square that follows a drag and, when released, springs back to the centre,
/// carrying the drag's release velocity into the spring (a `SpringAnimator`
/// drives an `@State` offset through `valueChanged`).
struct DragBox: View {
    let offsetAnimator = SpringAnimator<CGPoint>(spring: Spring(dampingRatio: 0.72, response: 0.7))
    @State var boxOffset: CGPoint = .zero

    var body: some View {
        let side = 80.0
        ZStack {
            RoundedRectangle(cornerRadius: side * 0.22, style: .continuous)
                .fill(.blue)
                .frame(width: side, height: side)
            VStack {
                Text("Drag")
                    .foregroundColor(.white)
            }
        }
        .onAppear {
            offsetAnimator.value = .zero
            offsetAnimator.valueChanged = { newValue in
                boxOffset = newValue
            }
        }
        .offset(x: boxOffset.x, y: boxOffset.y)
        .gesture(
            DragGesture()
                .onChanged { value in
                    // Follow the pointer exactly while dragging.
                    offsetAnimator.target = CGPoint(x: value.translation.width, y: value.translation.height)
                    offsetAnimator.mode = .nonAnimated
                    offsetAnimator.start()
                }
                .onEnded { value in
                    // Spring home, starting with the pointer's release velocity.
                    offsetAnimator.target = .zero
                    offsetAnimator.mode = .animated
                    offsetAnimator.velocity = CGPoint(x: value.velocity.width, y: value.velocity.height)
                    offsetAnimator.start()
                }
        )
    }
}

enum DragBoxScene {
    static let size = CGSize(width: 480, height: 320)
    static let centre = CGPoint(x: 240, y: 160)

    /// Drag from the centre 150 pt right and 60 pt down in 0.35 s, starting at 0.2 s; the
    /// release velocity is (428.6, 171.4) pt/s.
    static let input = InputScript {
        Drag(from: centre, to: CGPoint(x: centre.x + 150, y: centre.y + 60), start: 0.2, duration: 0.35)
    }

    static let scene = SceneEntry(
        "drag-box",
        summary: "A box dragged away and released; it springs back with the drag's velocity.",
        size: size, duration: 2, input: input
    ) { DragBox() }
}
