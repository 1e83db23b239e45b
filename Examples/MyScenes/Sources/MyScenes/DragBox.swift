// The scene of README.md's "A scene", here for the snapshot tests of README.md's "Snapshot tests"
// (`@testable import MyScenes`). Examples/check-readme.sh keeps the struct identical to README.md's.
import SceneRender

struct DragBox: View {
    let offsetAnimator = SpringAnimator<CGPoint>(spring: Spring(dampingRatio: 0.72, response: 0.7))
    @State var boxOffset: CGPoint = .zero

    var body: some View {
        ZStack {
            RoundedRectangle(cornerRadius: 17.6, style: .continuous).fill(.blue).frame(width: 80, height: 80)
            Text("Drag").foregroundColor(.white)
        }
        .onAppear { offsetAnimator.valueChanged = { boxOffset = $0 } }
        .offset(x: boxOffset.x, y: boxOffset.y)
        .gesture(DragGesture()
            .onChanged { value in
                offsetAnimator.target = CGPoint(x: value.translation.width, y: value.translation.height)
                offsetAnimator.mode = .nonAnimated
                offsetAnimator.start()
            }
            .onEnded { value in
                offsetAnimator.target = .zero
                offsetAnimator.mode = .animated
                offsetAnimator.velocity = CGPoint(x: value.velocity.width, y: value.velocity.height)
                offsetAnimator.start()
            })
    }
}
