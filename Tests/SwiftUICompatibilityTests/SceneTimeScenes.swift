import SceneGraph

// Scenes driven by timers, written as SwiftUI sample code writes them (Swift 6, no @MainActor
// where SwiftUI code has none).

/// A launch countdown: a repeating `Timer` started in `onAppear` counts down once a second and
/// stops itself at zero.
struct CountdownView: View {
    @State private var remaining = 3
    @State private var timer: Timer?

    var body: some View {
        VStack(spacing: 12) {
            Text(remaining > 0 ? "\(remaining)" : "Liftoff!")
                .font(.system(size: 40, weight: .bold))
            Capsule()
                .fill(remaining > 0 ? Color.orange : Color.green)
                .frame(width: CGFloat(40 + 40 * remaining), height: 12)
        }
        .onAppear {
            timer = Timer.scheduledTimer(withTimeInterval: 1, repeats: true) { timer in
                if remaining > 0 { remaining -= 1 }
                if remaining == 0 { timer.invalidate() }
            }
        }
    }
}

/// A banner shown 1.5 s after appearing, with `DispatchQueue.main.asyncAfter` capturing `self`.
struct DelayedBannerView: View {
    @State var showBanner = false

    var body: some View {
        ZStack {
            Color.white
            if showBanner {
                Text("Saved").padding(8).background(Color.blue)
            }
        }
        .onAppear {
            DispatchQueue.main.asyncAfter(deadline: .now() + 1.5) {
                self.showBanner = true
            }
        }
    }
}

/// A clock that ticks with `Timer.publish(every:on:in:).autoconnect()` and `.onReceive`.
struct TickingView: View {
    let timer = Timer.publish(every: 0.5, on: .main, in: .common).autoconnect()
    @State var ticks = 0
    @State var lastDate = Date.distantPast

    var body: some View {
        Text("ticks: \(ticks)")
            .onReceive(timer) { date in
                ticks += 1
                lastDate = date
            }
    }
}

/// A view that waits with `Task.sleep` in `.task`: this does not run on scene time, and the
/// scene says so.
struct SleepingTaskView: View {
    @State var done = false
    var body: some View {
        Text(done ? "done" : "waiting")
            .task {
                try? await Task.sleep(for: .seconds(1))
                done = true
            }
    }
}

/// A view whose `.task` changes state before its first suspension, as a view model's
/// `state = .isLoading` at the start of a load does.
struct LoadingTaskView: View {
    @State var state = "idle"
    var body: some View {
        Text(state)
            .task {
                state = "loading"
                await Task.yield()
            }
    }
}

/// Swift 6 shapes of SwiftUI code: an explicitly main-actor view, a `Task { @MainActor in }`
/// from a timer block, `DispatchQueue.main.async` and a non-repeating timer kept in state.
@MainActor
struct SwiftSixIdiomsView: View {
    @State var log: [String] = []
    @State var timer: Timer?

    var body: some View {
        Text(log.joined(separator: ","))
            .onAppear {
                DispatchQueue.main.async { self.log.append("async") }
                timer = Timer.scheduledTimer(withTimeInterval: 0.25, repeats: false) { _ in
                    Task { @MainActor in self.log.append("task") }
                    self.log.append("timer")
                }
            }
    }
}

/// A countdown whose timer is started and never stored, as much sample code writes it.
struct UnstoredTimerView: View {
    @State private var remaining = 3
    var body: some View {
        Text(remaining > 0 ? "Starts in \(remaining)s" : "Go")
            .onAppear {
                Timer.scheduledTimer(withTimeInterval: 0.5, repeats: true) { timer in
                    remaining -= 1
                    if remaining == 0 { timer.invalidate() }
                }
            }
    }
}

/// Measures 1.5 s with `CACurrentMediaTime()`, read on appear and in a block run 1.5 s later.
struct Stopwatch: View {
    @State private var start = 0.0
    @State private var elapsed = -1.0
    var body: some View {
        Text(String(format: "%.3f", elapsed))
            .onAppear {
                start = CACurrentMediaTime()
                DispatchQueue.main.asyncAfter(deadline: .now() + 1.5) { elapsed = CACurrentMediaTime() - start }
            }
    }
}
