// Scenes in the style of public SwiftUI sample code for shapes and strokes (issue #16 item 7):
// trim's stroke-drawing animation, uneven corners, shape offsets/rotations/scales/insets,
// borders and content shapes. Imports only SceneGraph, as SwiftUI code imports SwiftUI.
import SceneGraph

/// An activity ring that draws itself on appearing: a faint track and a trimmed, round-capped
/// stroke turned so that it starts at 12 o'clock.
struct ActivityRingView: View {
    var goal: CGFloat = 0.75
    @State private var progress: CGFloat = 0.0

    var body: some View {
        ZStack {
            Circle()
                .stroke(Color.pink.opacity(0.2), lineWidth: 20)
            Circle()
                .trim(from: 0, to: progress)
                .stroke(Color.pink, style: StrokeStyle(lineWidth: 20, lineCap: .round))
                .rotationEffect(.degrees(-90))
        }
        .frame(width: 140, height: 140)
        .onAppear {
            withAnimation(.easeInOut(duration: 1.0)) {
                progress = goal
            }
        }
    }
}

/// A chat bubble with a small corner where it points at its sender.
struct ChatBubble: View {
    let message: String
    var isMine = true

    var body: some View {
        Text(message)
            .padding(.horizontal, 14)
            .padding(.vertical, 10)
            .foregroundColor(isMine ? .white : .primary)
            .background(
                UnevenRoundedRectangle(
                    topLeadingRadius: 18,
                    bottomLeadingRadius: isMine ? 18 : 4,
                    bottomTrailingRadius: isMine ? 4 : 18,
                    topTrailingRadius: 18,
                    style: .continuous
                )
                .fill(isMine ? Color.blue : Color(white: 0.9))
            )
    }
}

/// A card with a header strip rounded only at the top.
struct TopRoundedCard: View {
    var body: some View {
        VStack(spacing: 0) {
            UnevenRoundedRectangle(cornerRadii: .init(topLeading: 16, topTrailing: 16))
                .fill(Color.indigo)
                .frame(height: 40)
            Rectangle()
                .fill(Color.white)
                .frame(height: 60)
        }
        .frame(width: 160)
        .border(Color.gray, width: 1)
    }
}

/// Shapes moved, turned, scaled and inset inside their frames.
struct ShapeTransformsView: View {
    var body: some View {
        HStack(spacing: 16) {
            Rectangle()
                .rotation(.degrees(45))
                .stroke(Color.orange, lineWidth: 3)
                .frame(width: 50, height: 50)
            Circle()
                .scale(0.5)
                .fill(Color.green)
                .frame(width: 50, height: 50)
                .border(Color.green)
            Capsule()
                .offset(x: 0, y: 10)
                .fill(Color.purple)
                .frame(width: 50, height: 30)
            Circle()
                .inset(by: 8)
                .stroke(Color.teal, lineWidth: 4)
                .frame(width: 50, height: 50)
            ContainerRelativeShape()
                .fill(Color.cyan)
                .frame(width: 40, height: 40)
        }
    }
}

/// A settings-like row that is tappable across its whole width, gaps included.
struct TappableRow: View {
    @State var taps = 0
    var withContentShape = true

    var body: some View {
        HStack {
            Text("Tapped \(taps)")
            Spacer()
            Circle().fill(Color.blue).frame(width: 10, height: 10)
        }
        .frame(width: 280, height: 44)
        .modifier(RowHitShape(enabled: withContentShape))
        .onTapGesture { taps += 1 }
    }
}

/// Applies `contentShape(Rectangle())` when enabled (so a test can compare with and without).
struct RowHitShape: ViewModifier {
    let enabled: Bool
    func body(content: Content) -> some View {
        if enabled {
            content.contentShape(Rectangle())
        } else {
            content
        }
    }
}

/// Every shape scene of this file in one column, for one golden.
struct ShapeGalleryView: View {
    var body: some View {
        VStack(spacing: 20) {
            ActivityRingView()
            HStack(spacing: 8) {
                ChatBubble(message: "Hi there!", isMine: false)
                ChatBubble(message: "Hello!")
            }
            TopRoundedCard()
            ShapeTransformsView()
        }
    }
}

/// Strokes used as shapes, as in sample code since iOS 13 (`stroke(lineWidth:)` and
/// `stroke(style:)` return a shape): a white progress arc with round ends over a faint track on
/// an indigo tile, a red ring, a blue ring in its foreground style, a dashed border drawn as a
/// view, a capsule's stroke turned as a shape and filled orange, and the outline of a thick
/// stroke traced in green.
struct StrokedShapesView: View {
    var body: some View {
        VStack(spacing: 16) {
            HStack(spacing: 16) {
                ZStack {
                    Circle()
                        .stroke(lineWidth: 18)
                        .fill(.white.opacity(0.25))
                    Circle()
                        .trim(from: 0, to: 0.7)
                        .stroke(style: StrokeStyle(lineWidth: 18, lineCap: .round))
                        .fill(.white)
                        .rotationEffect(.degrees(-90))
                }
                .frame(width: 90, height: 90)
                .padding(14)
                .background(Color.indigo, in: RoundedRectangle(cornerRadius: 16))
                Circle()
                    .stroke(lineWidth: 10)
                    .fill(.red)
                    .frame(width: 80, height: 80)
                Circle()
                    .stroke(lineWidth: 4)
                    .foregroundStyle(.blue)
                    .frame(width: 60, height: 60)
            }
            HStack(spacing: 16) {
                RoundedRectangle(cornerRadius: 12)
                    .stroke(style: StrokeStyle(lineWidth: 3, dash: [8, 4]))
                    .frame(width: 80, height: 60)
                Capsule()
                    .stroke(lineWidth: 8)
                    .rotation(.degrees(30))
                    .fill(.orange)
                    .frame(width: 90, height: 40)
                Circle()
                    .stroke(lineWidth: 16)
                    .stroke(.green, lineWidth: 2)
                    .frame(width: 70, height: 70)
            }
        }
        .padding()
    }
}

/// A ring whose stroke widens from 2 to 10 pt over 1 s (linear) on appearing, filled red.
struct WideningRing: View {
    @State private var width: CGFloat = 2

    var body: some View {
        Circle()
            .stroke(lineWidth: width)
            .fill(.red)
            .frame(width: 80, height: 80)
            .onAppear {
                withAnimation(.linear(duration: 1)) { width = 10 }
            }
    }
}
