import Foundation
import SceneTesting

/// A dark disc of diameter 36 pt, offset horizontally by `dx` points from the centre of a 64×48
/// canvas: its edge is anti-aliased by Cairo, and `dx = 1` moves the whole edge by one pixel.
struct Disc: View {
    var dx: CGFloat = 0
    var body: some View {
        Circle()
            .fill(Color(red: 0.1, green: 0.2, blue: 0.5))
            .frame(width: 36, height: 36)
            .offset(x: dx)
    }
}

/// A bar turned by 20°: long slanted anti-aliased edges.
struct SlantedBar: View {
    var dx: CGFloat = 0
    var body: some View {
        Rectangle()
            .fill(Color.black)
            .frame(width: 80, height: 14)
            .rotationEffect(.degrees(20))
            .offset(x: dx)
    }
}

/// A square that springs 100 pt to the right and fades to half opacity when tapped at
/// (40, 50) at t = 0.1 s (spring duration 0.4 s, bounce 0.2).
struct TapToSlide: View {
    @State var moved = false
    var body: some View {
        Rectangle()
            .fill(Color.blue)
            .frame(width: 30, height: 30)
            .opacity(moved ? 0.5 : 1)
            .offset(x: moved ? 100 : 0)
            .onTapGesture {
                withAnimation(.spring(duration: 0.4, bounce: 0.2)) { moved = true }
            }
    }

    static let size = CGSize(width: 240, height: 100)
    /// The square starts centred at (120, 50); the tap lands on it.
    static let input = InputScript { Tap(at: CGPoint(x: 120, y: 50), time: 0.1) }
}

enum TestImages {
    /// A `width`×`height` image of one colour.
    static func solid(_ width: Int, _ height: Int, _ c: (UInt8, UInt8, UInt8, UInt8) = (255, 255, 255, 255)) -> RenderedImage {
        RenderedImage(width: width, height: height, fill: (c.0, c.1, c.2, c.3))
    }

    /// `image` with the `w`×`h` block at (x, y) set to `c`.
    static func painting(_ image: RenderedImage, x: Int, y: Int, w: Int, h: Int, _ c: (UInt8, UInt8, UInt8, UInt8)) -> RenderedImage {
        var out = image
        for yy in y..<y + h {
            for xx in x..<x + w {
                let i = (yy * image.width + xx) * 4
                out.pixels[i] = c.0; out.pixels[i + 1] = c.1; out.pixels[i + 2] = c.2; out.pixels[i + 3] = c.3
            }
        }
        return out
    }

    /// Renders `view` on a `width`×`height` white canvas at t = 0.
    @MainActor
    static func render<V: View>(_ view: V, _ width: Int = 64, _ height: Int = 48) throws -> RenderedImage {
        try FrameRecorder(size: CGSize(width: width, height: height)).image(of: view, at: 0)
    }
}
