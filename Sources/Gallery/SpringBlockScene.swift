import Foundation
import SceneCommand
import SceneRender

/// One spring block changes several properties of a card at once: its position, its colour and
/// its corner radius all move with the same spring and arrive together
/// (several properties in one animation block). A shadow is not drawn: the framework has no
/// shadow modifier yet.
struct SpringBlock: View {
    @State var moved = false

    var body: some View {
        let size = SpringBlockScene.size
        ZStack {
            Color(white: 0.97)
            HStack(spacing: 220) {
                RoundedRectangle(cornerRadius: 8).stroke(Color(white: 0.82), style: StrokeStyle(lineWidth: 1.5, dash: [5, 4]))
                    .frame(width: 110, height: 110)
                RoundedRectangle(cornerRadius: 44).stroke(Color(white: 0.82), style: StrokeStyle(lineWidth: 1.5, dash: [5, 4]))
                    .frame(width: 110, height: 110)
            }
            RoundedRectangle(cornerRadius: moved ? 44 : 8)
                .fill(moved ? Color.orange : Color.blue)
                .frame(width: 110, height: 110)
                .offset(x: moved ? 165 : -165, y: 0)
            Text(moved ? "offset, colour, corner radius → B" : "offset, colour, corner radius → A")
                .font(.system(size: 14))
                .foregroundColor(Color(white: 0.35))
                .offset(y: 125)
        }
        .frame(width: size.width, height: size.height)
        .onTapGesture {
            withAnimation(.spring(duration: 0.7, bounce: 0.3)) {
                moved.toggle()
            }
        }
    }
}

enum SpringBlockScene {
    static let size = CGSize(width: 560, height: 300)
    /// Taps at 0.2 s (to B) and 1.8 s (back to A).
    static let input = InputScript {
        Tap(at: CGPoint(x: 280, y: 150), time: 0.2)
        Tap(at: CGPoint(x: 280, y: 150), time: 1.8)
    }
    static let scene = SceneEntry(
        "spring-block",
        summary: "Position, colour and corner radius animated by one spring block.",
        size: size, duration: 3.2, input: input
    ) { SpringBlock() }
}
