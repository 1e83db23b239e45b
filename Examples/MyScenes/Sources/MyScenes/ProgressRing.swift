import SceneGraph

/// A ring that fills once, eased in and out, around a fixed label.
struct ProgressRing: View {
    @State private var progress = 0.0

    var body: some View {
        ZStack {
            Color.white
            Circle()
                .stroke(Color(white: 0.9), lineWidth: 14)
                .frame(width: 150, height: 150)
            Circle()
                .trim(from: 0, to: progress)
                .stroke(.orange, style: StrokeStyle(lineWidth: 14, lineCap: .round))
                .rotationEffect(.degrees(-90))
                .frame(width: 150, height: 150)
            Text("Loading")
                .font(.system(size: 28, weight: .semibold))
        }
        .onAppear {
            withAnimation(.easeInOut(duration: 1.2)) { progress = 1 }
        }
    }
}
