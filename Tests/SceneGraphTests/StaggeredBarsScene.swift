import SceneGraph

// The scene of `StaggeredBarsTests`, in a file that imports only SceneGraph, so its
// `DispatchQueue.main.asyncAfter` runs on scene time.

/// Three bars in a bottom-aligned stack, grown 0.1 s after they appear, each by a spring
/// delayed 0.2 s more than the one before.
struct StaggeredBars: View {
    @State var grown = false
    var body: some View {
        HStack(alignment: .bottom, spacing: 10) {
            ForEach(0..<3, id: \.self) { i in
                Rectangle()
                    .frame(width: 20, height: grown ? 100 : 10)
                    .animation(.spring(duration: 0.5).delay(Double(i) * 0.2), value: grown)
            }
        }
        .frame(width: 200, height: 200, alignment: .bottom)
        .onAppear { DispatchQueue.main.asyncAfter(deadline: .now() + 0.1) { grown = true } }
    }
}

/// The same bars as columns of a bar and its label, each column's spring set by its own
/// `withAnimation(.spring.delay(_:))` in a loop over the data.
struct StaggeredColumns: View {
    @State var heights: [CGFloat] = [10, 10, 10]
    var body: some View {
        HStack(alignment: .bottom, spacing: 10) {
            ForEach(0..<3, id: \.self) { i in
                VStack(spacing: 4) {
                    RoundedRectangle(cornerRadius: 4)
                        .fill(.blue)
                        .frame(width: 20, height: heights[i])
                    Color.red.frame(width: 20, height: 10)
                }
            }
        }
        .frame(width: 200, height: 200, alignment: .bottom)
        .onAppear {
            DispatchQueue.main.asyncAfter(deadline: .now() + 0.1) {
                for i in heights.indices {
                    withAnimation(.spring(duration: 0.5).delay(Double(i) * 0.2)) { heights[i] = 100 }
                }
            }
        }
    }
}
