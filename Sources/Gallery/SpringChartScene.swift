import Foundation
import SceneCommand
import SceneRender

/// Spring curves plotted as a chart: value over time (0 to 1.5 s) of a unit step for several
/// springs, drawn in real time from a tap, with axes, ticks, labels and a legend
/// (evaluating a spring with `value(target:time:)`).
struct SpringChart: View {
    static let curves: [(name: String, spring: Spring, colour: Color)] = [
        (".smooth", .smooth, .blue),
        (".snappy", .snappy, .green),
        (".bouncy", .bouncy, .orange),
        ("duration 0.5, bounce -0.4", Spring(duration: 0.5, bounce: -0.4), .gray),
        ("duration 1, bounce 0.5", Spring(duration: 1, bounce: 0.5), .pink)
    ]
    @State var progress = 0.0

    var body: some View {
        let size = SpringChartScene.size
        let plot = ChartPlot.standard
        ZStack {
            Color.white
            ChartAxes(plot: plot).stroke(Color(white: 0.3), lineWidth: 1.2)
            ChartGrid(plot: plot).stroke(Color(white: 0.88), style: StrokeStyle(lineWidth: 1, dash: [3, 3]))
            ForEach(0..<Self.curves.count) { i in
                SpringCurve(plot: plot, spring: Self.curves[i].spring, progress: progress)
                    .stroke(Self.curves[i].colour, style: StrokeStyle(lineWidth: 2.2, lineCap: .round, lineJoin: .round))
                SpringCurveTip(plot: plot, spring: Self.curves[i].spring, progress: progress)
                    .fill(Self.curves[i].colour)
            }
            ForEach(0..<7) { k in
                Text(String(format: "%.2f", Double(k) * 0.25))
                    .font(.system(size: 11)).foregroundColor(Color(white: 0.35))
                    .position(plot.point(time: Double(k) * 0.25, value: 0).offsetBy(dx: 0, dy: 14))
            }
            ForEach(0..<3) { k in
                Text(String(format: "%.1f", Double(k) * 0.5))
                    .font(.system(size: 11)).foregroundColor(Color(white: 0.35))
                    .position(plot.point(time: 0, value: Double(k) * 0.5).offsetBy(dx: -18, dy: 0))
            }
            Text("time (s)").font(.system(size: 12, weight: .medium))
                .position(x: plot.frame.midX, y: plot.frame.maxY + 34)
            Text("value").font(.system(size: 12, weight: .medium))
                .position(x: plot.frame.minX - 4, y: plot.frame.minY - 16)
            VStack(alignment: .leading, spacing: 5) {
                ForEach(0..<Self.curves.count) { i in
                    HStack(spacing: 6) {
                        Capsule().fill(Self.curves[i].colour).frame(width: 18, height: 4)
                        Text(Self.curves[i].name).font(.system(size: 11)).foregroundColor(Color(white: 0.2))
                    }
                }
            }
            .padding(8)
            .background(RoundedRectangle(cornerRadius: 8).fill(Color(white: 0.97)))
            .position(x: 440, y: 240)
        }
        .frame(width: size.width, height: size.height)
        .onTapGesture {
            withAnimation(.linear(duration: ChartPlot.standard.timeSpan)) { progress = 1 }
        }
    }
}

/// Maps (time in seconds, value) to canvas points.
struct ChartPlot: Hashable, Sendable {
    /// The plot area in canvas points.
    var frame: CGRect
    var timeSpan: Double
    var valueRange: ClosedRange<Double>

    static let standard = ChartPlot(frame: CGRect(x: 60, y: 40, width: 470, height: 270), timeSpan: 1.5, valueRange: -0.1...1.5)

    func point(time: Double, value: Double) -> CGPoint {
        let x = Double(frame.minX) + time / timeSpan * Double(frame.width)
        let f = (value - valueRange.lowerBound) / (valueRange.upperBound - valueRange.lowerBound)
        return CGPoint(x: x, y: Double(frame.maxY) - f * Double(frame.height))
    }
}

extension CGPoint {
    func offsetBy(dx: CGFloat, dy: CGFloat) -> CGPoint { CGPoint(x: x + dx, y: y + dy) }
}

/// The axes: time along value 0 and value along time 0, with ticks every 0.25 s and 0.5.
struct ChartAxes: Shape {
    var plot: ChartPlot
    func path(in rect: CGRect) -> Path {
        var p = Path()
        p.move(to: plot.point(time: 0, value: plot.valueRange.upperBound))
        p.addLine(to: plot.point(time: 0, value: plot.valueRange.lowerBound))
        p.move(to: plot.point(time: 0, value: 0))
        p.addLine(to: plot.point(time: plot.timeSpan, value: 0))
        for k in 0...6 {
            let a = plot.point(time: Double(k) * 0.25, value: 0)
            p.move(to: a)
            p.addLine(to: a.offsetBy(dx: 0, dy: 5))
        }
        for k in 0...2 {
            let a = plot.point(time: 0, value: Double(k) * 0.5)
            p.move(to: a)
            p.addLine(to: a.offsetBy(dx: -5, dy: 0))
        }
        return p
    }
    var animatableData: EmptyAnimatableData {
        get { EmptyAnimatableData() }
        set {}
    }
}

/// Dashed guides at values 0.5 and 1 (the target).
struct ChartGrid: Shape {
    var plot: ChartPlot
    func path(in rect: CGRect) -> Path {
        var p = Path()
        for v in [0.5, 1.0] {
            p.move(to: plot.point(time: 0, value: v))
            p.addLine(to: plot.point(time: plot.timeSpan, value: v))
        }
        return p
    }
    var animatableData: EmptyAnimatableData {
        get { EmptyAnimatableData() }
        set {}
    }
}

/// `spring.value(target: 1, time: t)` for t from 0 to `progress × timeSpan`, as a polyline with
/// a point every 5 ms. `progress` is animatable, so animating it draws the curve over time.
struct SpringCurve: Shape {
    var plot: ChartPlot
    var spring: Spring
    var progress: Double

    func path(in rect: CGRect) -> Path {
        var p = Path()
        let end = min(max(progress, 0), 1) * plot.timeSpan
        guard end > 0 else { return p }
        let n = max(1, Int((end / 0.005).rounded(.up)))
        p.move(to: plot.point(time: 0, value: 0))
        for i in 1...n {
            let t = end * Double(i) / Double(n)
            p.addLine(to: plot.point(time: t, value: spring.value(target: 1.0, time: t)))
        }
        return p
    }
    var animatableData: Double {
        get { progress }
        set { progress = newValue }
    }
}

/// A dot at the end of the drawn part of a `SpringCurve`.
struct SpringCurveTip: Shape {
    var plot: ChartPlot
    var spring: Spring
    var progress: Double

    func path(in rect: CGRect) -> Path {
        let t = min(max(progress, 0), 1) * plot.timeSpan
        let c = plot.point(time: t, value: t > 0 ? spring.value(target: 1.0, time: t) : 0)
        return Path(ellipseIn: CGRect(x: c.x - 4, y: c.y - 4, width: 8, height: 8))
    }
    var animatableData: Double {
        get { progress }
        set { progress = newValue }
    }
}

enum SpringChartScene {
    static let size = CGSize(width: 560, height: 360)
    /// Start plotting at 0.2 s (the tap acts at 0.25 s); the curves are complete at 1.75 s.
    static let input = InputScript {
        Tap(at: CGPoint(x: 280, y: 180), time: 0.2)
    }
    static let scene = SceneEntry(
        "spring-chart",
        summary: "Value over time of five springs, plotted in real time with axes and a legend.",
        size: size, duration: 2, input: input
    ) { SpringChart() }
}
