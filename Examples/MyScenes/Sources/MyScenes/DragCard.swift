import SceneGraph

/// A card that follows a drag and springs back to the centre when released.
struct DragCard: View {
    @State private var offset: CGSize = .zero

    var body: some View {
        ZStack {
            Color(white: 0.96)
            RoundedRectangle(cornerRadius: 16, style: .continuous)
                .fill(.mint)
                .frame(width: 140, height: 90)
                .overlay(Text("Drag me").font(.headline).foregroundStyle(.white))
                .shadow(radius: 6, y: 3)
                .offset(offset)
                .gesture(
                    DragGesture()
                        .onChanged { value in offset = value.translation }
                        .onEnded { _ in
                            withAnimation(.spring(response: 0.5, dampingFraction: 0.6)) { offset = .zero }
                        }
                )
        }
    }
}
