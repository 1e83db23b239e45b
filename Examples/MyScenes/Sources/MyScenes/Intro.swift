import SceneGraph

/// A title that drops in with a bouncy spring; its subtitle fades in after it.
struct Intro: View {
    @State private var shown = false

    var body: some View {
        ZStack {
            LinearGradient(colors: [.indigo, .purple], startPoint: .topLeading, endPoint: .bottomTrailing)
            VStack(spacing: 12) {
                Text("My Scenes")
                    .font(.system(size: 56, weight: .bold))
                    .foregroundStyle(.white)
                    .scaleEffect(shown ? 1 : 0.6)
                    .offset(y: shown ? 0 : -40)
                Text("rendered on Linux")
                    .font(.title2)
                    .foregroundStyle(.white.opacity(0.8))
                    .opacity(shown ? 1 : 0)
            }
        }
        .onAppear {
            withAnimation(.bouncy(duration: 0.8)) { shown = true }
        }
    }
}
