import Foundation
import SceneCommand
import SceneRender

/// A card that, after a tap, waits half a second and then fades to 30 % and shrinks to 80 %
/// with a spring; a second tap brings it back at once, without delay
/// (delayed animations).
struct DelayedFade: View {
    @State var dimmed = false

    var body: some View {
        let size = DelayedFadeScene.size
        ZStack {
            Color(white: 0.97)
            VStack(spacing: 10) {
                Circle().fill(.white).frame(width: 36, height: 36)
                Capsule().fill(Color(white: 1, opacity: 0.8)).frame(width: 90, height: 10)
                Capsule().fill(Color(white: 1, opacity: 0.6)).frame(width: 60, height: 10)
            }
            .frame(width: 170, height: 170)
            .background(RoundedRectangle(cornerRadius: 26).fill(.purple))
            .scaleEffect(dimmed ? 0.8 : 1)
            .opacity(dimmed ? 0.3 : 1)
            Text(dimmed ? "delay 0.5 s, then fade and shrink" : "back at once")
                .font(.system(size: 14))
                .foregroundColor(Color(white: 0.35))
                .offset(y: 125)
        }
        .frame(width: size.width, height: size.height)
        .onTapGesture {
            if dimmed {
                withAnimation(.spring(duration: 0.5, bounce: 0.2)) { dimmed = false }
            } else {
                withAnimation(.spring(duration: 0.6).delay(0.5)) { dimmed = true }
            }
        }
    }
}

enum DelayedFadeScene {
    static let size = CGSize(width: 400, height: 300)
    /// Taps at 0.2 s (the fade starts at 0.7 s) and 2.2 s.
    static let input = InputScript {
        Tap(at: CGPoint(x: 200, y: 150), time: 0.2)
        Tap(at: CGPoint(x: 200, y: 150), time: 2.2)
    }
    static let scene = SceneEntry(
        "delayed-fade",
        summary: "A tap starts a fade and shrink after a 0.5 s delay; a second tap undoes it at once.",
        size: size, duration: 3.2, input: input
    ) { DelayedFade() }
}
