import Charts

// Scenes for the second part of the Charts work: scale types, axis sides and presets, crowded
// labels and a scrolled plot, written as Swift Charts code.

/// Bacteria counts doubling each hour on a log y axis (ticks 1, 10, 100, 1,000, 10,000) with
/// the y axis on the leading side.
struct LogGrowthChart: View {
    var body: some View {
        Chart {
            ForEach(0..<13, id: \.self) { hour in
                LineMark(x: .value("Hour", hour), y: .value("Count", 3 * pow(2.0, Double(hour))))
                    .symbol(.circle)
            }
        }
        .chartYScale(type: .log)
        .chartYAxis { AxisMarks(position: .leading) }
        .padding()
    }
}

/// Thirty days of values as bars: the day labels would overlap, so only every k-th is drawn.
struct CrowdedLabelsChart: View {
    var body: some View {
        Chart {
            ForEach(1...30, id: \.self) { day in
                BarMark(x: .value("Day", "Day \(day)"), y: .value("Value", (day * 37) % 23 + 5))
            }
        }
        .padding()
    }
}

/// Labels inside the plot on y (`preset: .inset`), x marks on top aligned to their ticks, and
/// 24 pt of padding at each end of the x range.
struct InsetAxesChart: View {
    let values: [Double] = [14, 22, 18, 30, 26, 35, 31]
    var body: some View {
        Chart {
            ForEach(Array(values.enumerated()), id: \.offset) { i, v in
                AreaMark(x: .value("Step", i), y: .value("Value", v))
                    .foregroundStyle(.mint.opacity(0.3))
                LineMark(x: .value("Step", i), y: .value("Value", v))
                    .foregroundStyle(.mint)
            }
        }
        .chartXScale(range: .plotDimension(padding: 24))
        .chartYAxis { AxisMarks(preset: .inset) }
        .chartXAxis { AxisMarks(preset: .aligned, position: .top) }
        .padding()
    }
}

/// Twelve months of bars in a plot that shows four at a time, scrolled to start at May.
struct ScrolledMonthsChart: View {
    let months = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"]
    var body: some View {
        Chart {
            ForEach(Array(months.enumerated()), id: \.element) { i, m in
                BarMark(x: .value("Month", m), y: .value("Sales", 40 + (i * 29) % 60))
                    .foregroundStyle(by: .value("Half", i < 6 ? "First half" : "Second half"))
            }
        }
        .chartScrollableAxes(.horizontal)
        .chartXVisibleDomain(length: 4)
        .chartScrollPosition(initialX: "May")
        .padding()
    }
}

/// Weekly steps of three walkers: colours by a mapping from the walker's name, the legend as a
/// column at the trailing side, lines as cardinal splines of tension 0.5.
struct WalkersLegendChart: View {
    let walkers = ["Ada", "Grace", "Linus"]
    var body: some View {
        Chart {
            ForEach(Array(walkers.enumerated()), id: \.offset) { index, walker in
                ForEach(0..<7, id: \.self) { day in
                    LineMark(x: .value("Day", day), y: .value("Steps", 4_000 + (day * 1_300 + index * 2_900) % 7_000))
                        .foregroundStyle(by: .value("Walker", walker))
                        .interpolationMethod(.cardinal(tension: 0.5))
                }
            }
        }
        .chartForegroundStyleScale(mapping: { (name: String) -> Color in
            name == "Ada" ? .pink : name == "Grace" ? .teal : .indigo
        })
        .chartLegend(position: .trailing, alignment: .top)
        .padding()
    }
}

/// The same lines with the legend centred above the plot.
struct TopLegendChart: View {
    var body: some View {
        Chart {
            ForEach(["North", "South"], id: \.self) { side in
                ForEach(0..<5, id: \.self) { i in
                    BarMark(x: .value("Quarter", "Q\(i + 1)"), y: .value("Sales", side == "North" ? 3 + i : 5 - i))
                        .foregroundStyle(by: .value("Side", side))
                        .position(by: .value("Side", side))
                }
            }
        }
        .chartLegend(position: .top, alignment: .center, spacing: 6)
        .padding()
    }
}

/// Vectorized plots (iOS 18): votes per party as a `BarPlot` coloured by a key path, a sine
/// wave as a function `LinePlot` over the bars' own numeric chart, samples as a `PointPlot`.
struct Vote {
    let party: String
    let votes: Int
}

struct VotesBarPlot: View {
    let votes = [Vote(party: "Green", votes: 12), Vote(party: "Blue", votes: 30), Vote(party: "Red", votes: 21)]
    var body: some View {
        Chart {
            BarPlot(votes, x: .value("Party", \.party), y: .value("Votes", \.votes))
                .foregroundStyle(by: .value("Party", \.party))
                .cornerRadius(4)
        }
        .chartForegroundStyleScale(["Green": Color.green, "Blue": Color.blue, "Red": Color.red])
        .padding()
    }
}

struct SineLinePlot: View {
    let samples: [Double] = [0, 1, 2, 3, 4, 5, 6]
    var body: some View {
        Chart {
            LinePlot(x: "x", y: "sin x", domain: 0...6.3) { sin($0) }
            PointPlot(samples, x: .value("x", \.self), y: .value("sin x", \.sineValue))
        }
        .padding()
    }
}

extension Double {
    var sineValue: Double { sin(self) }
}

/// Twelve months as horizontal bars, five in view, scrolled vertically to start at March.
struct VerticallyScrolledMonths: View {
    let months = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"]
    var body: some View {
        Chart(Array(months.enumerated()), id: \.offset) { i, month in
            BarMark(x: .value("Rain", 20 + (i * 37) % 60), y: .value("Month", month))
        }
        .chartScrollableAxes(.vertical)
        .chartYVisibleDomain(length: 5)
        .chartScrollPosition(initialY: "Mar")
        .padding()
    }
}

/// A day's UV index as a gradient filling the area under its curve (a gradient rectangle
/// masked by an area and a line), the peak marked, and a rule 40 pt tall at noon.
struct UVIndexMaskedChart: View {
    let hours: [(hour: Double, uv: Double)] = [
        (6, 0), (8, 1), (10, 4), (12, 7), (14, 8), (16, 5), (18, 2), (20, 0),
    ]
    var body: some View {
        Chart {
            RectangleMark(xStart: .value("Hour", 6.0), xEnd: .value("Hour", 20.0))
                .foregroundStyle(.linearGradient(
                    colors: [.green, .yellow, .orange, .red, .purple], startPoint: .bottom, endPoint: .top))
                .mask {
                    ForEach(hours, id: \.hour) { h in
                        AreaMark(x: .value("Hour", h.hour), y: .value("UV", h.uv))
                            .interpolationMethod(.cardinal)
                            .foregroundStyle(.black.opacity(0.4))
                        LineMark(x: .value("Hour", h.hour), y: .value("UV", h.uv))
                            .interpolationMethod(.cardinal)
                            .lineStyle(StrokeStyle(lineWidth: 4))
                    }
                }
            RuleMark(x: .value("Hour", 12.0), yStart: 0, yEnd: 40)
                .foregroundStyle(.secondary)
        }
        .chartXScale(domain: 6...20)
        .padding()
    }
}

/// Capsule-clipped range bars (`clipShape(Capsule())`) and a grey bar over Wednesday's band
/// from the plot's top to 30 pt below it (`BarMark(x:yStart:yEnd:)` with positions in points).
struct CapsuleRangesChart: View {
    let days = ["Mon", "Tue", "Wed", "Thu", "Fri"]
    var body: some View {
        Chart {
            ForEach(Array(days.enumerated()), id: \.offset) { i, day in
                BarMark(x: .value("Day", day), yStart: .value("Rate", 2 + i), yEnd: .value("Rate", 6 + 2 * i), width: .fixed(14))
                    .clipShape(Capsule())
                    .foregroundStyle(.pink.gradient)
            }
            BarMark(x: .value("Day", "Wed"), yStart: 0, yEnd: 30)
                .foregroundStyle(.gray.opacity(0.2))
        }
        .padding()
    }
}

/// A parabola over the written x domain with no domain of its own, and a point strip at the
/// plot's middle (`PointPlot(_:x:)` with a nil y).
struct ParabolaOverScaleDomain: View {
    let roots: [Double] = [-3, 3]
    var body: some View {
        Chart {
            LinePlot(x: "x", y: "y") { $0 * $0 / 2 }
            PointPlot(roots, x: .value("x", \.self))
                .foregroundStyle(.red)
        }
        .chartXScale(domain: -4...4)
        .padding()
    }
}

/// Labels on both sides of each axis: even values on the trailing side, named bands inset on
/// the leading side below their grid lines (`AxisValueLabel(anchor: .topLeading)`), hours below
/// and the level above three of them. Each side is thinned by itself, so all of them show.
struct TwoSidedAxesChart: View {
    let levels: [Double] = [0, 1, 3, 6, 8, 9, 8, 6, 3, 1, 0]
    var body: some View {
        Chart {
            ForEach(Array(levels.enumerated()), id: \.offset) { hour, level in
                LineMark(x: .value("Hour", hour + 7), y: .value("Level", level))
                    .interpolationMethod(.catmullRom)
            }
        }
        .chartYScale(domain: 0...10)
        .chartXScale(domain: 7...17)
        .chartYAxis {
            AxisMarks(position: .trailing, values: .automatic(desiredCount: 10)) { value in
                if value.index % 2 == 0 { AxisValueLabel() }
                AxisGridLine()
            }
            AxisMarks(preset: .inset, position: .leading, values: [2, 5, 8]) { value in
                switch value.index {
                case 0: AxisValueLabel("Low", anchor: .topLeading)
                case 1: AxisValueLabel("Moderate", anchor: .topLeading)
                default: AxisValueLabel("High", anchor: .topLeading)
                }
            }
        }
        .chartXAxis {
            AxisMarks(position: .bottom, values: .stride(by: 2)) { _ in
                AxisValueLabel()
                AxisGridLine()
            }
            AxisMarks(position: .top, values: [8, 12, 16]) { value in
                AxisValueLabel("\(Int(levels[(value.as(Int.self) ?? 7) - 7]))")
            }
        }
        .padding()
    }
}

/// A week of daily totals, one bar per day with the days' initials as labels that start at
/// each day's tick: the grid line at the end of Sunday is drawn, but no label past the plot.
struct WeekBarsChart: View {
    let totals: [Double] = [7.5, 5.2, 6.8, 7.1, 4.4, 8.0, 6.2]
    let monday = Date(timeIntervalSince1970: 1_654_473_600)  // Monday 6 June 2022, 00:00 UTC
    var body: some View {
        Chart {
            ForEach(Array(totals.enumerated()), id: \.offset) { i, hours in
                BarMark(x: .value("Day", monday.addingTimeInterval(Double(i) * 86_400), unit: .day), y: .value("Hours", hours))
            }
        }
        .chartXAxis {
            AxisMarks(values: .stride(by: .day)) { _ in
                AxisGridLine()
                AxisValueLabel(format: .dateTime.weekday(.narrow))
            }
        }
        .padding()
    }
}

/// A year of monthly totals with month initials centred under each month
/// (`AxisValueLabel(format:centered: true)`): twelve labels, none for the tick closing December.
struct CenteredMonthsChart: View {
    let totals: [Double] = [3, 4, 6, 8, 11, 14, 16, 15, 12, 9, 5, 3]
    var body: some View {
        Chart {
            ForEach(Array(totals.enumerated()), id: \.offset) { i, value in
                BarMark(x: .value("Month", Self.month(i), unit: .month), y: .value("Hours", value))
            }
        }
        .chartXAxis {
            AxisMarks(values: .stride(by: .month)) { _ in
                AxisGridLine()
                AxisValueLabel(format: .dateTime.month(.narrow), centered: true)
            }
        }
        .padding()
    }
    static func month(_ i: Int) -> Date {
        var utc = Calendar(identifier: .gregorian)
        utc.timeZone = TimeZone(identifier: "UTC")!
        return utc.date(from: DateComponents(year: 2023, month: i + 1, day: 1))!
    }
}

/// A histogram of reaction times in `NumberBins` (Apple's documented form:
/// `BarMark(x: .value(_, bin), y:)`), with both axes titled.
struct ReactionTimeHistogram: View {
    let times: [Double] = [212, 245, 251, 263, 270, 274, 281, 288, 290, 296, 301, 305, 318, 322, 341, 367]
    var body: some View {
        let bins = NumberBins(range: 200.0...400.0, count: 8)
        let counts = bins.indices.map { i in times.filter { bins.index(for: $0) == i }.count }
        return Chart {
            ForEach(Array(bins.enumerated()), id: \.offset) { i, bin in
                BarMark(x: .value("Reaction time", bin), y: .value("Count", counts[i]))
            }
        }
        .chartXAxisLabel("Reaction time (ms)")
        .chartYAxisLabel("Count")
        .padding()
    }
}

/// Apple's rounded donut: slices 1.5 pt apart with 5 pt corners, and a pie beside it whose
/// slices meet near the centre, also rounded.
struct RoundedDonutChart: View {
    let shares: [(String, Double)] = [("Rent", 45), ("Food", 25), ("Travel", 18), ("Other", 12)]
    var body: some View {
        HStack(spacing: 16) {
            Chart(shares, id: \.0) { item in
                SectorMark(angle: .value("Share", item.1), innerRadius: .ratio(0.618), angularInset: 1.5)
                    .cornerRadius(5)
                    .foregroundStyle(by: .value("Kind", item.0))
            }
            .chartLegend(.hidden)
            Chart(shares, id: \.0) { item in
                SectorMark(angle: .value("Share", item.1), angularInset: 2)
                    .cornerRadius(8)
                    .foregroundStyle(by: .value("Kind", item.0))
            }
            .chartLegend(.hidden)
        }
        .padding()
    }
}

/// Apple's selection pattern: a wide grey rule behind the selected day's bar (`.zIndex(-1)`),
/// lengthened 10 pt above the plot (`.offset(yStart: -10)`), with its annotation on top.
struct RuleBehindBarsChart: View {
    let sales: [(String, Double)] = [("Mon", 42), ("Tue", 55), ("Wed", 38), ("Thu", 61), ("Fri", 47)]
    var body: some View {
        Chart {
            ForEach(sales, id: \.0) { day in
                BarMark(x: .value("Day", day.0), y: .value("Sales", day.1))
                    .opacity(day.0 == "Thu" ? 1 : 0.5)
            }
            RuleMark(x: .value("Day", "Thu"))
                .foregroundStyle(Color.gray.opacity(0.3))
                .lineStyle(StrokeStyle(lineWidth: 40))
                .offset(yStart: -10)
                .zIndex(-1)
                .annotation(position: .top, spacing: 0, overflowResolution: .init(x: .fit(to: .chart), y: .disabled)) {
                    Text("61 sold").font(.caption).padding(4).background(.white, in: RoundedRectangle(cornerRadius: 4))
                }
        }
        .padding(.top, 30)
        .padding()
    }
}
