// Imports only SceneGraph, as SwiftUI code imports SwiftUI: a Canvas that draws a photo, its
// resolved form, symbols, and shapes combined by blend modes, in the style of sample code.
import SceneGraph

struct CanvasImageScene: View {
    /// A PNG file drawn in the canvas (the tests write one).
    let photoPath: String

    var body: some View {
        Canvas { context, size in
            // The photo stretched into a rounded tile, then at its own size by its centre.
            context.drawLayer { layer in
                layer.clip(to: Path(roundedRect: CGRect(x: 10, y: 10, width: 120, height: 80), cornerRadius: 12))
                layer.draw(Image(filePath: photoPath), in: CGRect(x: 10, y: 10, width: 120, height: 80))
            }
            let photo = context.resolve(Image(filePath: photoPath))
            context.draw(photo, at: CGPoint(x: 190, y: 50))

            // Symbols in the foreground style and in a given shading.
            context.draw(Image(systemName: "heart.fill"), at: CGPoint(x: 250, y: 30), anchor: .topLeading)
            var star = context.resolve(Image(systemName: "star.fill"))
            star.shading = .color(.orange)
            context.draw(star, in: CGRect(x: 290, y: 20, width: 40, height: 40))

            // Three circles combined by .screen, as light mixes: white where all three overlap.
            context.fill(Path(CGRect(x: 0, y: 110, width: size.width / 2, height: 120)), with: .color(.black))
            context.blendMode = .screen
            for (i, colour) in [Color.red, Color.green, Color.blue].enumerated() {
                let angle = Double(i) * 2 * .pi / 3 - .pi / 2
                let centre = CGPoint(x: 85 + 22 * cos(angle), y: 172 + 22 * sin(angle))
                context.fill(Path(ellipseIn: CGRect(x: centre.x - 34, y: centre.y - 34, width: 68, height: 68)), with: .color(colour))
            }
            // A hole punched through the canvas's own drawing only (.destinationOut).
            context.blendMode = .normal
            context.fill(Path(roundedRect: CGRect(x: 200, y: 120, width: 120, height: 100), cornerRadius: 16), with: .color(.indigo))
            context.blendMode = .destinationOut
            context.fill(Path(ellipseIn: CGRect(x: 235, y: 145, width: 50, height: 50)), with: .color(.black))
        }
        .frame(width: 340, height: 240)
        .background(Color.yellow.opacity(0.3))
    }
}
