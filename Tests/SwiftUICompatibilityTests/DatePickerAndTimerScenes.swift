import SceneGraph

// Date pickers, timer texts and timer progress views, and font widths, written as SwiftUI code
// writes them (DatePickerAndTimerTests.swift).

/// 5 January 2026, 9:41 UTC.
let januaryFifth = Date(timeIntervalSince1970: 1_767_606_060)

/// A form of date pickers: both parts, the date only, the time only, and one whose selection
/// lies before its range (shown clamped to the range's start, 1 February 2026 at 8:00).
struct DatePickerForm: View {
    @State private var start = januaryFifth
    @State private var birthday = januaryFifth
    @State private var alarm = januaryFifth
    @State private var booking = januaryFifth

    var body: some View {
        Form {
            DatePicker("Starts", selection: $start)
            DatePicker("Birthday", selection: $birthday, displayedComponents: .date)
            DatePicker(selection: $alarm, displayedComponents: [.hourAndMinute]) {
                Text("Alarm")
            }
            DatePicker("Booking", selection: $booking, in: januaryFifth.addingTimeInterval(27 * 86_400 - 6_060)...)
        }
        .datePickerStyle(.compact)
    }
}

/// A five-minute workout from the start of the scene: the bar empties as the timer text counts
/// down under it; a one-hour count up beside a paused one.
struct WorkoutTimer: View {
    let workout = SceneHost.epoch...SceneHost.epoch.addingTimeInterval(5 * 60)

    var body: some View {
        VStack(alignment: .leading, spacing: 24) {
            ProgressView(timerInterval: workout) {
                Text("Workout")
            }
            ProgressView(timerInterval: workout, countsDown: false)
            HStack {
                Text(timerInterval: SceneHost.epoch...SceneHost.epoch.addingTimeInterval(3_600), countsDown: false)
                Spacer()
                Text(
                    timerInterval: SceneHost.epoch...SceneHost.epoch.addingTimeInterval(7_200),
                    pauseTime: SceneHost.epoch.addingTimeInterval(2))
            }
            .monospacedDigit()
        }
        .padding()
    }
}

/// A workout range made from the wall clock (`Date()`), as apps write it.
struct WallClockWorkout: View {
    let workout = Date()...Date().addingTimeInterval(90)

    var body: some View {
        Text(timerInterval: workout)
    }
}

/// One title in the four widths of `Font.Width`.
struct FontWidthsPanel: View {
    var body: some View {
        VStack(alignment: .leading, spacing: 8) {
            Text("Employee Profile").font(.title.weight(.bold).width(.compressed))
            Text("Employee Profile").font(.title.weight(.bold).width(.condensed))
            Text("Employee Profile").font(.title.weight(.bold).width(.standard))
            Text("Employee Profile").font(.title.weight(.bold).width(.expanded))
        }
        .padding()
    }
}

/// An event form with date pickers beside a toggle, in a navigation stack, for a golden.
struct EventForm: View {
    @State private var date = januaryFifth
    @State private var allDay = false

    var body: some View {
        NavigationStack {
            Form {
                Section("Event") {
                    Toggle("All-day", isOn: $allDay)
                    DatePicker("Starts", selection: $date)
                    DatePicker("Ends", selection: $date, displayedComponents: .hourAndMinute)
                }
                Section {
                    DatePicker("Reminder", selection: $date, displayedComponents: .date)
                    DatePicker("Hidden label", selection: $date).labelsHidden()
                }
            }
            .navigationTitle("New Event")
        }
    }
}

/// A progress style of its own that writes the fraction it is given as a percentage.
struct PercentProgressStyle: ProgressViewStyle {
    func makeBody(configuration: Configuration) -> some View {
        Text("\(Int(((configuration.fractionCompleted ?? -1) * 100).rounded()))%")
    }
}

/// The five-minute workout drawn by that style.
struct StyledWorkout: View {
    var body: some View {
        ProgressView(timerInterval: SceneHost.epoch...SceneHost.epoch.addingTimeInterval(300))
            .progressViewStyle(PercentProgressStyle())
    }
}
