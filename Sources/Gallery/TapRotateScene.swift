import Foundation
import SceneCommand
import SceneRender

/// A card that turns a quarter turn clockwise on each tap, with a bouncy spring. The third tap
/// arrives while the second turn is still moving: the spring retargets from where it is, with
/// its velocity, to the next quarter (tap to rotate).
struct TapRotate: View {
    @State var quarterTurns = 0

    var body: some View {
        ZStack {
            Color(white: 0.97)
            RoundedRectangle(cornerRadius: 18)
                .fill(LinearGradient(colors: [.orange, .pink], startPoint: .topLeading, endPoint: .bottomTrailing))
                .frame(width: 110, height: 110)
                .overlay(Circle().fill(.white).frame(width: 18, height: 18).offset(x: 0, y: -34))
                .rotationEffect(.degrees(Double(quarterTurns) * 90))
            Text("\(quarterTurns * 90)°")
                .font(.system(size: 15, weight: .medium))
                .foregroundColor(Color(white: 0.35))
                .offset(y: 120)
        }
        .frame(width: TapRotateScene.size.width, height: TapRotateScene.size.height)
        .onTapGesture {
            withAnimation(.bouncy) { quarterTurns += 1 }
        }
    }
}

enum TapRotateScene {
    static let size = CGSize(width: 400, height: 300)
    static let centre = CGPoint(x: 200, y: 150)
    /// Taps at 0.2 s, 1.2 s and 1.45 s (the last one interrupts the second turn).
    static let input = InputScript {
        Tap(at: centre, time: 0.2)
        Tap(at: centre, time: 1.2)
        Tap(at: centre, time: 1.45)
    }
    static let scene = SceneEntry(
        "tap-rotate",
        summary: "Each tap turns the card a quarter turn with .bouncy; a quick tap retargets mid-turn.",
        size: size, duration: 2.8, input: input
    ) { TapRotate() }
}
