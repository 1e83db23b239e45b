// Imports only SceneGraph, as SwiftUI code imports SwiftUI: a counter whose digits roll with
// `.contentTransition(.numericText())`, a score that crossfades, and a favourite button whose
// symbol crossfades between heart and heart.fill, as in sample code.
import SceneGraph

struct RollingCounterView: View {
    @State private var count = 8
    @State private var favourite = false

    var body: some View {
        VStack(spacing: 20) {
            Text("\(count)")
                .font(.system(size: 64, weight: .bold, design: .rounded))
                .contentTransition(.numericText())
            Text("Score \(count * 10)")
                .font(.title2)
            Image(systemName: favourite ? "heart.fill" : "heart")
                .font(.largeTitle)
                .foregroundStyle(.pink)
        }
        .frame(width: 240, height: 220)
        .contentShape(Rectangle())
        .onTapGesture {
            withAnimation(.easeInOut(duration: 0.6)) {
                count += 1
                favourite.toggle()
            }
        }
    }
}
