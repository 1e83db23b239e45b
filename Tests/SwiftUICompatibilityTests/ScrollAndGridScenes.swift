// Scenes in the style of public SwiftUI sample code for scrolling containers and grids
// (issue #16 item 5): photo grids, story rows, scoreboards, adaptive labels.
// Imports only SceneGraph, as SwiftUI code imports SwiftUI.
import SceneGraph

let swatchColors: [Color] = [.red, .orange, .yellow, .green, .mint, .teal, .cyan, .blue, .indigo, .purple, .pink, .brown]

/// A photo library-style grid: as many 80 pt columns as fit, in a vertical scroll view.
struct PhotoGridView: View {
    let columns = [GridItem(.adaptive(minimum: 80), spacing: 8)]

    var body: some View {
        ScrollView {
            LazyVGrid(columns: columns, spacing: 8) {
                ForEach(0..<24, id: \.self) { index in
                    RoundedRectangle(cornerRadius: 8)
                        .fill(swatchColors[index % swatchColors.count])
                        .frame(height: 80)
                        .overlay(
                            Text("\(index + 1)")
                                .font(.headline)
                                .foregroundColor(.white)
                        )
                }
            }
            .padding()
        }
    }
}

/// A row of story avatars that scrolls sideways.
struct StoriesRow: View {
    let names = ["Ava", "Ben", "Cleo", "Dan", "Eve", "Finn", "Gus", "Hana"]

    var body: some View {
        ScrollView(.horizontal, showsIndicators: false) {
            LazyHStack(spacing: 12) {
                ForEach(names, id: \.self) { name in
                    VStack(spacing: 4) {
                        Circle()
                            .fill(Color.orange)
                            .frame(width: 60, height: 60)
                            .overlay(Circle().stroke(Color.pink, lineWidth: 3))
                        Text(name)
                            .font(.caption)
                    }
                }
            }
            .padding(.horizontal)
        }
        .frame(height: 100)
    }
}

/// Fixed and flexible columns: a label column of 100 pt, the rest shared.
struct PriceTable: View {
    let columns = [
        GridItem(.fixed(100), alignment: .leading),
        GridItem(.flexible()),
        GridItem(.flexible())
    ]

    var body: some View {
        LazyVGrid(columns: columns, alignment: .leading, spacing: 12) {
            Text("Plan").bold()
            Text("Monthly").bold()
            Text("Yearly").bold()
            Text("Basic")
            Text("$4")
            Text("$40")
            Text("Pro")
            Text("$9")
            Text("$90")
        }
        .padding()
    }
}

/// A horizontally growing grid of two rows.
struct TagShelf: View {
    let rows = [GridItem(.fixed(40)), GridItem(.fixed(40))]

    var body: some View {
        ScrollView(.horizontal) {
            LazyHGrid(rows: rows, spacing: 10) {
                ForEach(0..<10, id: \.self) { i in
                    Capsule()
                        .fill(swatchColors[i].opacity(0.8))
                        .frame(width: 70 + CGFloat(i % 3) * 20)
                }
            }
            .padding(.horizontal, 16)
        }
        .frame(height: 110)
    }
}

/// A scoreboard laid out with `Grid` and `GridRow` (iOS 16).
struct ScoreboardView: View {
    var body: some View {
        Grid(alignment: .leading, horizontalSpacing: 16, verticalSpacing: 8) {
            GridRow {
                Text("Team").font(.headline)
                Text("W").font(.headline)
                Text("L").font(.headline)
            }
            Divider()
            GridRow {
                Text("Falcons")
                Text("12")
                Text("4")
            }
            GridRow {
                Text("Otters")
                Text("9")
                Text("7")
            }
        }
        .padding()
    }
}

/// A label that drops its detail when space runs out (`ViewThatFits`, iOS 16).
struct AdaptiveHeadline: View {
    var body: some View {
        ViewThatFits(in: .horizontal) {
            HStack {
                Text("★")
                Text("Featured this week: the long headline")
            }
            Text("Featured")
        }
        .padding(8)
        .background(Color.yellow.opacity(0.3))
    }
}

/// A long list of rows in a scroll view, for scroll tests: 20 rows of 50 pt, no spacing.
struct NumberedRows: View {
    var body: some View {
        ScrollView {
            VStack(spacing: 0) {
                ForEach(0..<20) { i in
                    Text("Row \(i)")
                        .frame(maxWidth: .infinity, minHeight: 50, maxHeight: 50)
                        .background(i % 2 == 0 ? Color.white : Color(white: 0.9))
                }
            }
        }
        .frame(width: 200, height: 200)
    }
}
