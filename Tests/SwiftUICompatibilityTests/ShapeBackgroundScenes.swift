// Scenes in the style of public SwiftUI sample code that put a style in a shape behind or in
// front of a view: `.background(_:in:fillStyle:)`, `.background(in:fillStyle:)` with
// `.backgroundStyle(_:)`, `.overlay(_:in:fillStyle:)`. Imports only SceneGraph, as SwiftUI code
// imports SwiftUI.
import SceneGraph

/// A row of tags and badges, each a label on a coloured shape.
struct TagRow: View {
    var body: some View {
        VStack(spacing: 12) {
            Text("New")
                .font(.caption.bold())
                .foregroundStyle(.white)
                .padding(.horizontal, 10)
                .padding(.vertical, 4)
                .background(.blue, in: .capsule)
            Text("Settings")
                .padding()
                .background(.white, in: RoundedRectangle(cornerRadius: 12))
            Text("3")
                .foregroundStyle(.white)
                .padding(8)
                .background(Color.blue, in: Circle())
            Text("Draft")
                .padding(6)
                .background(.white, in: .rect(cornerRadius: 8))
            Text("Frosted")
                .padding()
                .background(.thinMaterial, in: .capsule)
            Image(systemName: "swift")
                .padding()
                .background(in: Circle())
                .backgroundStyle(.orange)
            Text("Highlighted")
                .padding(6)
                .overlay(.yellow.opacity(0.3), in: .rect(cornerRadius: 4))
        }
        .padding()
        .background(Color.gray.opacity(0.2))
    }
}

/// An 80 × 40 pill in one colour, the size of its frame: nothing else is drawn.
struct Pill<S: ShapeStyle>: View {
    let style: S
    var body: some View {
        Color.clear
            .frame(width: 80, height: 40)
            .background(style, in: .capsule)
    }
}
