// Scenes in the style of public SwiftUI sample code for iOS 17's animation API (issue #16
// item 11): phase and keyframe animator views, scoped animations, blur-replace transitions,
// symbol effects, sensory feedback and accessibility modifiers.
// Imports only SceneGraph, as SwiftUI code imports SwiftUI.
import SceneGraph

/// A heart that beats for ever (`PhaseAnimator` view).
struct BeatingHeart: View {
    var body: some View {
        PhaseAnimator([false, true]) { beat in
            Circle()
                .fill(Color.red)
                .frame(width: 60, height: 60)
                .scaleEffect(beat ? 1.3 : 1.0)
        } animation: { _ in
            .easeInOut(duration: 0.5)
        }
    }
}

struct JumpValues {
    var offset: CGFloat = 0
    var scale: CGFloat = 1
}

/// A ball that jumps when tapped (`KeyframeAnimator` view with a trigger).
struct JumpingBall: View {
    @State private var jumps = 0

    var body: some View {
        KeyframeAnimator(initialValue: JumpValues(), trigger: jumps) { values in
            Circle()
                .fill(Color.orange)
                .frame(width: 40, height: 40)
                .scaleEffect(values.scale)
                .offset(y: values.offset)
        } keyframes: { _ in
            KeyframeTrack(\.offset) {
                SpringKeyframe(-80, duration: 0.3)
                CubicKeyframe(0, duration: 0.4)
            }
            KeyframeTrack(\.scale) {
                LinearKeyframe(1.2, duration: 0.2)
                LinearKeyframe(1.0, duration: 0.5)
            }
        }
        .onTapGesture { jumps += 1 }
    }
}

/// A badge whose opacity and scale animate, but not its text (`animation(_:body:)`).
struct ScopedBadge: View {
    @State private var highlighted = false

    var body: some View {
        Text(highlighted ? "New" : "Old")
            .padding(8)
            .background(Capsule().fill(Color.blue.opacity(0.2)))
            .animation(.easeInOut(duration: 1)) { content in
                content
                    .opacity(highlighted ? 1 : 0.5)
                    .scaleEffect(highlighted ? 1.2 : 1)
            }
            .onTapGesture { highlighted.toggle() }
    }
}

/// A status line that swaps its text with a blur-replace transition, and the rest of the
/// iOS 17 no-op API real code sprinkles in.
struct StatusLine: View {
    @State private var done = false
    @State private var likes = 0

    var body: some View {
        VStack(spacing: 16) {
            if done {
                Text("Uploaded")
                    .transition(.blurReplace)
            } else {
                Text("Uploading…")
                    .transition(.blurReplace(.upUp))
            }
            Text("♥ \(likes)")
                .symbolEffect(.bounce, value: likes)
                .symbolEffect(.pulse.byLayer, options: .repeating, isActive: !done)
                .sensoryFeedback(.success, trigger: done)
                .sensoryFeedback(.impact(weight: .light), trigger: likes)
                .accessibilityLabel("Likes")
                .accessibilityValue("\(likes)")
                .accessibilityHint("Double tap to like")
                .accessibilityAddTraits(.isButton)
                .accessibilityElement(children: .combine)
                .accessibilityIdentifier("likes")
                .accessibilityHidden(false)
        }
        .onAppear {
            withAnimation(.easeInOut(duration: 0.6)) { done = true }
        }
    }
}
