// Imports only SceneGraph, as SwiftUI code imports SwiftUI: 3-D rotation and projection
// effects in the styles of public sample code (a flipping card, tilted text, a skewed tile).
import SceneGraph

/// The card flip of sample code: the front fades out and the back (turned by 180° so that it
/// reads the right way round when the whole card has turned) fades in, while the card turns
/// about its vertical axis. A tap flips it with an ease-in-out of one second.
struct FlipCardView: View {
    @State private var flipped = false

    var body: some View {
        ZStack {
            RoundedRectangle(cornerRadius: 20, style: .continuous)
                .fill(Color.blue)
                .overlay(Text("Front").font(.largeTitle).bold().foregroundColor(.white))
                .opacity(flipped ? 0 : 1)
            RoundedRectangle(cornerRadius: 20, style: .continuous)
                .fill(Color.orange)
                .overlay(Text("Back").font(.largeTitle).bold().foregroundColor(.white))
                .rotation3DEffect(.degrees(180), axis: (x: 0, y: 1, z: 0))
                .opacity(flipped ? 1 : 0)
        }
        .frame(width: 200, height: 280)
        .rotation3DEffect(.degrees(flipped ? 180 : 0), axis: (x: 0, y: 1, z: 0))
        .onTapGesture {
            withAnimation(.easeInOut(duration: 1)) { flipped.toggle() }
        }
        .frame(maxWidth: .infinity, maxHeight: .infinity)
    }
}

/// Still 3-D effects: text tilted 45° about y (Apple's documentation example), a tile tipped
/// back about x from its bottom edge, a tile skewed by `transformEffect`, and one drawn through
/// a hand-made `ProjectionTransform` (a perspective set through `m34`).
struct TiltedShowcase: View {
    var body: some View {
        VStack(spacing: 24) {
            Text("Rotation by passing an angle in degrees")
                .rotation3DEffect(.degrees(45), axis: (x: 0.0, y: 1.0, z: 0.0), anchor: .center, anchorZ: 0, perspective: 1)
                .border(Color.gray)
            HStack(spacing: 24) {
                RoundedRectangle(cornerRadius: 12)
                    .fill(LinearGradient(colors: [.purple, .pink], startPoint: .top, endPoint: .bottom))
                    .frame(width: 90, height: 90)
                    .rotation3DEffect(.degrees(50), axis: (x: 1, y: 0, z: 0), anchor: .bottom)
                RoundedRectangle(cornerRadius: 12)
                    .fill(Color.green)
                    .frame(width: 90, height: 90)
                    .transformEffect(CGAffineTransform(a: 1, b: 0, c: 0.4, d: 1, tx: -18, ty: 0))
                Color.teal
                    .frame(width: 90, height: 90)
                    .overlay(Text("3D").font(.title).bold().foregroundColor(.white))
                    .projectionEffect(ProjectionTransform(tiltedBack))
            }
        }
        .padding()
    }

    /// Its bottom edge brought 30° towards the viewer about its top edge, with the eye 150 points
    /// from its top-left corner.
    private var tiltedBack: CATransform3D {
        var perspective = CATransform3DIdentity
        perspective.m34 = -1 / 150
        return CATransform3DConcat(CATransform3DMakeRotation(.pi / 6, 1, 0, 0), perspective)
    }
}
