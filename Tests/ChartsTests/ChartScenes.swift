import Charts

// Scenes written in the manner of Swift Charts sample code: `import SwiftUI` + `import Charts`
// become `import SceneGraph` + `import Charts`.

struct DailySteps: Identifiable {
    let day: String
    let steps: Int
    var id: String { day }
}

let weekSteps: [DailySteps] = [
    .init(day: "Mon", steps: 6_200), .init(day: "Tue", steps: 8_450), .init(day: "Wed", steps: 4_900),
    .init(day: "Thu", steps: 10_300), .init(day: "Fri", steps: 7_700), .init(day: "Sat", steps: 12_100),
    .init(day: "Sun", steps: 3_800)
]

/// A week of steps as bars, with a dashed average rule and its label.
struct StepsBarChart: View {
    var body: some View {
        Chart {
            ForEach(weekSteps) { day in
                BarMark(x: .value("Day", day.day), y: .value("Steps", day.steps))
                    .cornerRadius(4)
            }
            RuleMark(y: .value("Average", 7_636))
                .foregroundStyle(.orange)
                .lineStyle(StrokeStyle(lineWidth: 1.5, dash: [5, 3]))
                .annotation(position: .top, alignment: .leading) {
                    Text("avg 7,636").font(.caption2).foregroundStyle(.orange)
                }
        }
        .padding()
    }
}

struct CitySale: Identifiable {
    let city: String
    let fruit: String
    let boxes: Double
    var id: String { city + fruit }
}

let citySales: [CitySale] = [
    .init(city: "Lyon", fruit: "Apples", boxes: 42), .init(city: "Lyon", fruit: "Pears", boxes: 18),
    .init(city: "Lyon", fruit: "Plums", boxes: 11), .init(city: "Porto", fruit: "Apples", boxes: 25),
    .init(city: "Porto", fruit: "Pears", boxes: 30), .init(city: "Porto", fruit: "Plums", boxes: 9),
    .init(city: "Graz", fruit: "Apples", boxes: 33), .init(city: "Graz", fruit: "Pears", boxes: 12),
    .init(city: "Graz", fruit: "Plums", boxes: 27)
]

/// Fruit boxes per city, stacked by fruit, with the legend below.
struct StackedFruitChart: View {
    var body: some View {
        Chart(citySales) { sale in
            BarMark(x: .value("City", sale.city), y: .value("Boxes", sale.boxes))
                .foregroundStyle(by: .value("Fruit", sale.fruit))
        }
        .padding()
    }
}

/// The same sales grouped side by side with `.position(by:)`, as horizontal bars.
struct GroupedFruitChart: View {
    var body: some View {
        Chart(citySales) { sale in
            BarMark(x: .value("Boxes", sale.boxes), y: .value("City", sale.city))
                .foregroundStyle(by: .value("Fruit", sale.fruit))
                .position(by: .value("Fruit", sale.fruit))
        }
        .chartLegend(.hidden)
        .padding()
    }
}

struct MonthlyTemperature: Identifiable {
    let town: String
    let month: Int
    let celsius: Double
    var id: String { "\(town)-\(month)" }
}

let temperatures: [MonthlyTemperature] = {
    let oslo: [Double] = [-4, -3, 1, 6, 11, 15, 17, 16, 11, 6, 1, -3]
    let rome: [Double] = [8, 9, 12, 14, 19, 23, 26, 26, 22, 18, 13, 9]
    return oslo.enumerated().map { MonthlyTemperature(town: "Oslo", month: $0.offset + 1, celsius: $0.element) }
        + rome.enumerated().map { MonthlyTemperature(town: "Rome", month: $0.offset + 1, celsius: $0.element) }
}()

/// Two towns' monthly temperatures: smooth lines with symbols by series.
struct TemperatureLineChart: View {
    var body: some View {
        Chart(temperatures) { t in
            LineMark(x: .value("Month", t.month), y: .value("°C", t.celsius))
                .foregroundStyle(by: .value("Town", t.town))
                .symbol(by: .value("Town", t.town))
                .interpolationMethod(.catmullRom)
        }
        .padding()
    }
}

/// A filled area under a monotone line, on a tinted plot.
struct RainfallAreaChart: View {
    let rain: [Double] = [42, 38, 51, 64, 71, 58, 46, 39, 55, 80, 92, 61]
    var body: some View {
        Chart {
            ForEach(Array(rain.enumerated()), id: \.offset) { month, mm in
                AreaMark(x: .value("Month", month + 1), y: .value("mm", mm))
                    .foregroundStyle(.teal.opacity(0.35))
                    .interpolationMethod(.monotone)
                LineMark(x: .value("Month", month + 1), y: .value("mm", mm))
                    .foregroundStyle(.teal)
                    .interpolationMethod(.monotone)
            }
        }
        .chartPlotStyle { plot in
            plot.background(Color.gray.opacity(0.08))
        }
        .padding()
    }
}

struct Expense: Identifiable {
    let category: String
    let amount: Double
    var id: String { category }
}

let expenses: [Expense] = [
    .init(category: "Rent", amount: 950), .init(category: "Food", amount: 420), .init(category: "Travel", amount: 180),
    .init(category: "Fun", amount: 140), .init(category: "Other", amount: 90)
]

/// A donut of monthly expenses (iOS 17's `SectorMark`), legend below.
struct ExpenseDonutChart: View {
    var body: some View {
        Chart(expenses) { e in
            SectorMark(angle: .value("Amount", e.amount), innerRadius: .ratio(0.618), angularInset: 1.5)
                .cornerRadius(4)
                .foregroundStyle(by: .value("Category", e.category))
        }
        .padding()
    }
}

/// Scatter points with a custom y axis (grid lines only every 25), hidden x axis and a
/// fixed domain.
struct ScatterAxisChart: View {
    let points: [(Double, Double)] = [(1, 12), (2, 30), (3, 22), (4, 48), (5, 41), (6, 66), (7, 59), (8, 83)]
    var body: some View {
        Chart {
            ForEach(Array(points.enumerated()), id: \.offset) { _, p in
                PointMark(x: .value("x", p.0), y: .value("y", p.1))
                    .foregroundStyle(.purple)
            }
        }
        .chartYScale(domain: 0...100)
        .chartYAxis {
            AxisMarks(values: .stride(by: 25)) { value in
                AxisGridLine()
                AxisValueLabel()
            }
        }
        .chartXAxis(.hidden)
        .padding()
    }
}

/// Bars that grow from zero with a spring when the scene appears.
struct GrowingBarsChart: View {
    @State var shown = false
    var body: some View {
        Chart(weekSteps) { day in
            BarMark(x: .value("Day", day.day), y: .value("Steps", shown ? day.steps : 0))
        }
        .chartYScale(domain: 0...14_000)
        .padding()
        .onAppear {
            withAnimation(.spring(duration: 0.8, bounce: 0.3)) { shown = true }
        }
    }
}
