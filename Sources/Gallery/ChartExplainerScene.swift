import Charts
import SceneCommand

// No `import Foundation` here: the scene's `DispatchQueue.main.asyncAfter` must be
// SceneGraph's, on scene time (Sources/SceneGraph/Host/DispatchSceneTime.swift).

/// An animated chart explainer, written as Swift Charts code: a week of steps whose bars grow
/// one after another with springs, a "last week" line that draws on point by point, a
/// selection rule that follows a scripted drag (`chartXSelection`) with the day's value in a
/// bubble, then next week's data swapped in inside `withAnimation`, so the bars, the line and
/// the y axis's ticks move to it together.
struct ChartExplainer: View {
    static let days = ["Mon", "Tue", "Wed", "Thu", "Fri", "Sat", "Sun"]
    static let weeks: [[Int]] = [
        [6_200, 8_450, 4_900, 10_300, 7_700, 12_100, 3_800],
        [9_800, 11_200, 7_400, 15_600, 13_900, 18_300, 8_100]
    ]
    static let lastWeek = [5_100, 7_900, 6_300, 8_800, 9_400, 10_200, 6_000]

    /// How many bars have grown, how many points of the line are drawn, which week is shown.
    @State var grown = 0
    @State var drawn = 0
    @State var week = 0
    @State var selected: String?

    var body: some View {
        VStack(alignment: .leading, spacing: 6) {
            Text(week == 0 ? "Steps this week" : "Steps next week").font(.headline)
            Text("Bars: daily steps · line: last week").font(.caption).foregroundStyle(.secondary)
            chart
        }
        .padding(20)
        .background(Color.white)
        .onAppear(perform: script)
    }

    var chart: some View {
        let values = Self.weeks[week]
        return Chart {
            ForEach(Array(Self.days.enumerated()), id: \.element) { i, day in
                BarMark(x: .value("Day", day), y: .value("Steps", i < grown ? values[i] : 0))
                    .cornerRadius(5)
                    .foregroundStyle(Color.blue.gradient)
                    .opacity(selected == nil || selected == day ? 1 : 0.4)
            }
            ForEach(Array(Self.days.prefix(drawn).enumerated()), id: \.element) { i, day in
                LineMark(x: .value("Day", day), y: .value("Steps", Self.lastWeek[i] + week * 2_000))
                    .foregroundStyle(.orange)
                    .interpolationMethod(.catmullRom)
                    .symbol(.circle)
            }
            if let selected, let i = Self.days.firstIndex(of: selected) {
                RuleMark(x: .value("Day", selected))
                    .foregroundStyle(.gray.opacity(0.6))
                    .lineStyle(StrokeStyle(lineWidth: 1.5, dash: [4, 3]))
                PointMark(x: .value("Day", selected), y: .value("Steps", values[i]))
                    .symbolSize(0)
                    .annotation(position: .top, spacing: 6) {
                        Text("\(values[i].formatted()) steps")
                            .font(.caption.bold())
                            .padding(.horizontal, 8).padding(.vertical, 4)
                            .background(RoundedRectangle(cornerRadius: 6).fill(Color(white: 0.93)))
                    }
            }
        }
        .chartXSelection(value: $selected)
    }

    /// Bars every 0.08 s from 0.1 s; the line's points every 0.12 s from 0.9 s; next week at 3.4 s.
    func script() {
        for i in 0..<Self.days.count {
            DispatchQueue.main.asyncAfter(deadline: .now() + 0.1 + Double(i) * 0.08) {
                withAnimation(.spring(duration: 0.6, bounce: 0.35)) { grown = i + 1 }
            }
            DispatchQueue.main.asyncAfter(deadline: .now() + 0.9 + Double(i) * 0.12) {
                withAnimation(.spring(duration: 0.35, bounce: 0.1)) { drawn = i + 1 }
            }
        }
        DispatchQueue.main.asyncAfter(deadline: .now() + 3.4) {
            withAnimation(.spring(duration: 0.8, bounce: 0.25)) { week = 1 }
        }
    }
}

enum ChartExplainerScene {
    static let size = CGSize(width: 480, height: 360)
    /// A drag across the plot from Tuesday to Saturday, lifted before the data changes.
    static let input = InputScript {
        Drag(from: CGPoint(x: 110, y: 220), to: CGPoint(x: 330, y: 200), start: 2.0, duration: 1.0)
    }
    static let scene = SceneEntry(
        "chart-explainer",
        summary: "A Swift Charts explainer: staggered spring bars, a line drawing on, a dragged selection rule, new data in withAnimation.",
        size: size, duration: 4.6, input: input
    ) { ChartExplainer() }
}
