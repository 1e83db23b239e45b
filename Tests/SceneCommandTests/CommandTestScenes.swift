import SceneGraph

// Scenes written as a user's package writes them: SwiftUI-style views importing only SceneGraph.

/// A dot that moves right when tapped, with the default spring.
struct TappedDot: View {
    @State var moved = false

    var body: some View {
        ZStack {
            Color(white: 0.95)
            Circle()
                .fill(.orange)
                .frame(width: 24, height: 24)
                .offset(x: moved ? 30 : -30)
        }
        .frame(width: 120, height: 80)
        .onTapGesture {
            withAnimation(.spring) { moved.toggle() }
        }
    }
}

/// A still title card.
struct TitleCard: View {
    var body: some View {
        VStack(spacing: 4) {
            Text("Title")
                .font(.system(size: 14, weight: .semibold))
            Rectangle()
                .fill(.blue)
                .frame(width: 60, height: 4)
        }
        .frame(width: 120, height: 80)
        .background(Color.white)
    }
}
