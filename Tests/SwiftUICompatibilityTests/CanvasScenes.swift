// Imports only SceneGraph, as SwiftUI code imports SwiftUI: Canvas drawings in the styles of
// sample code (a sine wave driven by TimelineView, a chart with labels, clipped layers).
import SceneGraph

/// Three sine waves scrolling with time, drawn every frame.
struct WaveCanvasView: View {
    var body: some View {
        TimelineView(.animation) { timeline in
            let time = timeline.date.timeIntervalSinceReferenceDate
            Canvas { context, size in
                let midY = size.height / 2
                for (index, color) in [Color.blue, .purple, .pink].enumerated() {
                    var wave = Path()
                    let phase = time * 2 + Double(index) * 0.8
                    let amplitude = 30.0 - Double(index) * 8
                    for x in stride(from: 0.0, through: Double(size.width), by: 4) {
                        let point = CGPoint(x: x, y: midY + amplitude * sin(x / 40 + phase))
                        if x == 0 { wave.move(to: point) } else { wave.addLine(to: point) }
                    }
                    context.stroke(wave, with: .color(color.opacity(0.8)), lineWidth: 3)
                }
            }
        }
        .frame(height: 160)
        .background(Color(white: 0.97))
    }
}

/// A bar chart with value labels, a gradient per bar and a clipped, faded layer of grid lines.
struct BarChartCanvasView: View {
    let values: [Double] = [3, 7, 4, 9, 5]

    var body: some View {
        Canvas { context, size in
            let barWidth = size.width / CGFloat(values.count) * 0.6
            let spacing = size.width / CGFloat(values.count)
            let maxValue = values.max() ?? 1

            context.drawLayer { layer in
                layer.opacity = 0.3
                for row in 0...4 {
                    let y = size.height * CGFloat(row) / 4
                    layer.stroke(
                        Path { p in
                            p.move(to: CGPoint(x: 0, y: y))
                            p.addLine(to: CGPoint(x: size.width, y: y))
                        }, with: .color(.gray), lineWidth: 1)
                }
            }

            for (i, value) in values.enumerated() {
                let height = (size.height - 24) * CGFloat(value / maxValue)
                let rect = CGRect(
                    x: CGFloat(i) * spacing + (spacing - barWidth) / 2,
                    y: size.height - height, width: barWidth, height: height)
                context.fill(
                    Path(roundedRect: rect, cornerRadius: 6),
                    with: .linearGradient(
                        Gradient(colors: [.orange, .red]),
                        startPoint: CGPoint(x: rect.midX, y: rect.minY),
                        endPoint: CGPoint(x: rect.midX, y: rect.maxY)))
                context.draw(Text("\(Int(value))").font(.caption), at: CGPoint(x: rect.midX, y: rect.minY - 10))
            }
        }
        .frame(width: 300, height: 200)
        .padding()
    }
}

/// A canvas clipped to a circle, rotated around its centre.
struct ClippedCanvasView: View {
    var body: some View {
        Canvas { context, size in
            context.clip(to: Path(ellipseIn: CGRect(origin: .zero, size: size)))
            context.translateBy(x: size.width / 2, y: size.height / 2)
            context.rotate(by: .degrees(45))
            for i in -3...3 {
                let stripe = CGRect(x: CGFloat(i) * 24 - 8, y: -size.height, width: 16, height: size.height * 2)
                context.fill(Path(stripe), with: .color(i.isMultiple(of: 2) ? .teal : .indigo))
            }
        }
        .frame(width: 140, height: 140)
    }
}
