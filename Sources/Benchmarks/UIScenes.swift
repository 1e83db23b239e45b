import SceneRender

// The four UI scenes of the `ui` benchmark suite (UISceneBenchmarks.swift), written as SwiftUI
// sample code writes them. Each takes the canvas size in points (390×844 for an iPhone at 3×,
// 1920×1080 at 1×) and whether it draws its shadows, so that the suite can measure what the
// shadows cost. The file imports neither Foundation nor Dispatch, so that
// `DispatchQueue.main.asyncAfter` runs on scene time (SceneGraph's, see DispatchSceneTime.swift).

/// A switch drawn without the knob's shadow (the settings scene's variant without shadows).
struct FlatSwitchStyle: ToggleStyle {
    func makeBody(configuration: Configuration) -> some View {
        HStack {
            configuration.label
            Spacer()
            ZStack(alignment: configuration.isOn ? .trailing : .leading) {
                Capsule().fill(configuration.isOn ? Color.green : Color(white: 0.91))
                Circle().fill(.white).padding(2)
            }
            .frame(width: 51, height: 31)
        }
    }
}

/// A settings `Form` of three sections with six toggles flipped one after another (with
/// animation) and a row inserted into the first section at 1.6 s.
struct SettingsBenchScene: View {
    let size: CGSize
    let shadows: Bool
    @State var airplane = false
    @State var wifi = true
    @State var hotspot = false
    @State var bluetooth = false
    @State var dark = false
    @State var trueTone = true
    @State var location = false
    @State var sync = true
    @State var showHotspot = false

    var form: some View {
        Form {
            Section("Connectivity") {
                Toggle("Airplane Mode", isOn: $airplane)
                Toggle("Wi-Fi", isOn: $wifi)
                if showHotspot { Toggle("Personal Hotspot", isOn: $hotspot) }
                Toggle("Bluetooth", isOn: $bluetooth)
            }
            Section("Display") {
                Toggle("Dark Mode", isOn: $dark)
                Toggle("True Tone", isOn: $trueTone)
            }
            Section("Privacy") {
                Toggle("Location Services", isOn: $location)
                Toggle("iCloud Sync", isOn: $sync)
            }
        }
    }

    /// The change made at step `step` of the script.
    func flip(_ step: Int) {
        switch step {
        case 0: airplane.toggle()
        case 1: wifi.toggle()
        case 2: bluetooth.toggle()
        case 3: showHotspot = true
        case 4: hotspot.toggle()
        case 5: dark.toggle()
        case 6: location.toggle()
        default: sync.toggle()
        }
    }

    var body: some View {
        Group {
            if shadows { form } else { form.toggleStyle(FlatSwitchStyle()) }
        }
        .frame(width: size.width, height: size.height)
        .onAppear {
            for (step, time) in [0.2, 0.6, 1.0, 1.6, 2.0, 2.3, 2.6, 2.9].enumerated() {
                DispatchQueue.main.asyncAfter(deadline: .now() + time) {
                    withAnimation(.spring(duration: 0.35)) { flip(step) }
                }
            }
        }
    }
}

/// A stack of four gradient cards with `.shadow(radius: 12)`; scripted drags (`input`) throw
/// the top card left or right, and it flies off the canvas on a spring.
struct CardsBenchScene: View {
    let size: CGSize
    let shadows: Bool
    @State var offsets: [CGSize] = Array(repeating: .zero, count: 4)
    static let gradients: [[Color]] = [
        [Color(red: 1, green: 0.58, blue: 0.0), Color(red: 1, green: 0.18, blue: 0.33)],
        [Color(red: 0.35, green: 0.34, blue: 0.84), Color(red: 0.0, green: 0.48, blue: 1)],
        [Color(red: 0.2, green: 0.78, blue: 0.35), Color(red: 0.19, green: 0.69, blue: 0.78)],
        [Color(red: 1, green: 0.8, blue: 0.0), Color(red: 1, green: 0.42, blue: 0.0)]
    ]

    static func cardSize(_ canvas: CGSize) -> CGSize {
        let width = min(canvas.width - 60, 520)
        return CGSize(width: width, height: min(width * 1.35, canvas.height - 200))
    }

    /// Drags from the canvas centre at 0.2, 0.9, 1.6 and 2.3 s, alternately right and left.
    static func input(_ canvas: CGSize) -> InputScript {
        let centre = CGPoint(x: canvas.width / 2, y: canvas.height / 2)
        return InputScript(
            steps: (0..<4).map { k in
                let dx: CGFloat = k % 2 == 0 ? 180 : -180
                return Drag(from: centre, to: CGPoint(x: centre.x + dx, y: centre.y + 40), start: 0.2 + 0.7 * Double(k), duration: 0.25)
            })
    }

    func card(_ i: Int) -> some View {
        let side = Self.cardSize(size)
        return RoundedRectangle(cornerRadius: 24, style: .continuous)
            .fill(LinearGradient(colors: Self.gradients[i], startPoint: .topLeading, endPoint: .bottomTrailing))
            .overlay(
                VStack(alignment: .leading, spacing: 8) {
                    Text("Card \(4 - i)").font(.system(size: 28, weight: .bold))
                    Text("Swipe to dismiss").font(.system(size: 17))
                }
                .foregroundColor(.white)
                .padding(24),
                alignment: .bottomLeading
            )
            .frame(width: side.width, height: side.height)
    }

    var body: some View {
        ZStack {
            Color(white: 0.95)
            ForEach(0..<4, id: \.self) { i in
                Group {
                    if shadows { card(i).shadow(radius: 12) } else { card(i) }
                }
                .rotationEffect(.degrees(Double(offsets[i].width) / 40))
                .offset(offsets[i])
                .gesture(
                    DragGesture()
                        .onChanged { value in offsets[i] = value.translation }
                        .onEnded { value in
                            let thrown = abs(value.translation.width) > 100
                            let sign: CGFloat = value.translation.width < 0 ? -1 : 1
                            withAnimation(.spring(duration: 0.6)) {
                                offsets[i] = thrown ? CGSize(width: sign * size.width * 1.9, height: value.translation.height * 3) : .zero
                            }
                        }
                )
            }
        }
        .frame(width: size.width, height: size.height)
    }
}

/// A bar chart of twelve months whose bars grow on springs started 0.06 s apart, with value
/// labels; at 1.8 s the data changes and the bars spring to the new heights.
struct ChartBenchScene: View {
    let size: CGSize
    let shadows: Bool
    @State var values: [Double] = Array(repeating: 0, count: 12)
    static let first: [Double] = [32, 45, 28, 60, 72, 55, 80, 66, 90, 74, 58, 84]
    static let second: [Double] = [50, 38, 62, 44, 58, 86, 64, 92, 70, 88, 76, 60]
    static let months = ["J", "F", "M", "A", "M", "J", "J", "A", "S", "O", "N", "D"]

    var body: some View {
        let plot = CGSize(width: size.width - 48, height: min(size.height * 0.55, 520))
        let barWidth = plot.width / 12 * 0.6
        VStack(alignment: .leading, spacing: 16) {
            Text("Monthly revenue").font(.system(size: 28, weight: .bold))
            Text("Thousands of euros").font(.system(size: 15)).foregroundColor(.secondary)
            HStack(alignment: .bottom, spacing: plot.width / 12 * 0.4) {
                ForEach(0..<12, id: \.self) { i in
                    VStack(spacing: 6) {
                        Text("\(Int(values[i]))").font(.system(size: 12, weight: .medium)).foregroundColor(.secondary)
                        Group {
                            if shadows {
                                RoundedRectangle(cornerRadius: 6).fill(Color.blue)
                                    .frame(width: barWidth, height: max(0, plot.height * 0.8 * values[i] / 100))
                                    .shadow(color: Color.blue.opacity(0.4), radius: 6, y: 3)
                            } else {
                                RoundedRectangle(cornerRadius: 6).fill(Color.blue)
                                    .frame(width: barWidth, height: max(0, plot.height * 0.8 * values[i] / 100))
                            }
                        }
                        Text(Self.months[i]).font(.system(size: 13))
                    }
                }
            }
            .frame(width: plot.width, height: plot.height, alignment: .bottom)
        }
        .padding(24)
        .frame(width: size.width, height: size.height)
        .background(Color.white)
        .onAppear {
            for i in 0..<12 {
                withAnimation(.spring(duration: 0.8, bounce: 0.3).delay(0.06 * Double(i))) { values[i] = Self.first[i] }
            }
            DispatchQueue.main.asyncAfter(deadline: .now() + 1.8) {
                for i in 0..<12 {
                    withAnimation(.spring(duration: 0.8, bounce: 0.3).delay(0.04 * Double(i))) { values[i] = Self.second[i] }
                }
            }
        }
    }
}

/// Kinetic typography: eight words that spring in one after another (scale, offset, opacity,
/// rotation) at sizes from 34 to 96 pt, then the headline's tracking widens.
struct KineticBenchScene: View {
    let size: CGSize
    let shadows: Bool
    @State var shown = 0
    @State var wide = false
    static let words = ["Make", "every", "frame", "count.", "Move", "with", "the", "spring."]

    var body: some View {
        let unit = min(size.width / 390, size.height / 844) * 1.0
        VStack(spacing: 10 * unit) {
            ForEach(0..<Self.words.count, id: \.self) { i in
                let visible = i < shown
                let text = Text(Self.words[i])
                    .font(.system(size: (34 + CGFloat(i % 4) * 20) * unit, weight: i % 2 == 0 ? .heavy : .light))
                    .tracking(wide ? 6 : 0)
                    .foregroundColor(i % 3 == 0 ? .orange : .primary)
                Group {
                    if shadows { text.shadow(color: .black.opacity(0.3), radius: 4, y: 2) } else { text }
                }
                .scaleEffect(visible ? 1 : 0.3)
                .rotationEffect(.degrees(visible ? 0 : (i % 2 == 0 ? -12 : 12)))
                .offset(y: visible ? 0 : 40)
                .opacity(visible ? 1 : 0)
            }
        }
        .frame(width: size.width, height: size.height)
        .background(Color.white)
        .onAppear {
            for i in 0..<Self.words.count {
                DispatchQueue.main.asyncAfter(deadline: .now() + 0.1 + 0.3 * Double(i)) {
                    withAnimation(.spring(duration: 0.5, bounce: 0.35)) { shown = i + 1 }
                }
            }
            DispatchQueue.main.asyncAfter(deadline: .now() + 2.6) {
                withAnimation(.easeInOut(duration: 0.8)) { wide = true }
            }
        }
    }
}
