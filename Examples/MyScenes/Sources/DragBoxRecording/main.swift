// Sources/DragBoxRecording/main.swift
import SceneRender   // re-exports SceneGraph and Springs

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

let recorder = FrameRecorder(size: CGSize(width: 480, height: 320), fps: 60)
try recorder.record(DragBox(), duration: 2, input: InputScript {
    Drag(from: CGPoint(x: 240, y: 160), to: CGPoint(x: 390, y: 220), start: 0.2, duration: 0.35)
}, to: URL(fileURLWithPath: "frames/drag-box"))
