import Foundation
import SceneCommand
import SceneRender

/// Two balls start a slow spring across the canvas; halfway a tap interrupts both and they snap
/// back to the left edge in the same frame, then the next tap animates again. The upper ball is
/// driven by a `SpringAnimator` switched to `.nonAnimated` (Wave's way); the lower one by
/// `@State` written in a transaction that disables animations (SwiftUI's way).
struct NonAnimatedInterruption: View {
    static let travel: CGFloat = 300
    @State var animator = SpringAnimator<Double>(spring: Spring(dampingRatio: 1, response: 1.6))
    @State var upperX = 0.0
    @State var lowerX: CGFloat = 0
    @State var taps = 0

    var body: some View {
        let size = NonAnimatedScene.size
        let left = -Self.travel / 2
        ZStack {
            Color(white: 0.97)
            VStack(spacing: 70) {
                Capsule().fill(Color(white: 0.88)).frame(width: Self.travel + 44, height: 6)
                Capsule().fill(Color(white: 0.88)).frame(width: Self.travel + 44, height: 6)
            }
            Circle().fill(.green).frame(width: 44, height: 44)
                .offset(x: left + CGFloat(upperX), y: -38)
            Circle().fill(.blue).frame(width: 44, height: 44)
                .offset(x: left + lowerX, y: 38)
            Text("SpringAnimator .nonAnimated").font(.system(size: 13)).foregroundColor(Color(white: 0.4))
                .frame(width: 300).offset(y: -80)
            Text("Transaction.disablesAnimations").font(.system(size: 13)).foregroundColor(Color(white: 0.4))
                .frame(width: 300).offset(y: 80)
        }
        .frame(width: size.width, height: size.height)
        .onAppear {
            animator.value = 0
            animator.valueChanged = { upperX = $0 }
        }
        .onTapGesture {
            taps += 1
            let animate = taps % 2 == 1
            let target = animate ? Self.travel : 0
            if animate {
                withAnimation(.spring(Spring(dampingRatio: 1, response: 1.6))) { lowerX = target }
            } else {
                var transaction = Transaction()
                transaction.disablesAnimations = true
                withTransaction(transaction) { lowerX = target }
            }
            animator.mode = animate ? .animated : .nonAnimated
            animator.target = Double(target)
            animator.start()
        }
    }
}

enum NonAnimatedScene {
    static let size = CGSize(width: 440, height: 260)
    /// Taps at 0.2 s (go), 0.9 s (interrupt: snap back), 1.4 s (go again).
    static let input = InputScript {
        Tap(at: CGPoint(x: 220, y: 10), time: 0.2)
        Tap(at: CGPoint(x: 220, y: 10), time: 0.9)
        Tap(at: CGPoint(x: 220, y: 10), time: 1.4)
    }
    static let scene = SceneEntry(
        "non-animated",
        summary: "A slow spring interrupted mid-flight: .nonAnimated and disablesAnimations snap in one frame.",
        size: size, duration: 3.4, input: input
    ) { NonAnimatedInterruption() }
}
