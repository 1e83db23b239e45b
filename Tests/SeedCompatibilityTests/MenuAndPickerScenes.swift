import SceneGraph

// Menus, control groups, the edit button, date pickers, timers, gauges with every label, grid
// cells across columns and font widths, written as SwiftUI code writes them
// (MenuAndPickerTests.swift).

/// Three menus as iOS shows them closed, one with a primary action that counts taps, and one
/// drawn with the bordered button style.
struct MenuShowcase: View {
    @State private var bookmarks = 0

    var body: some View {
        VStack(spacing: 24) {
            Menu("Actions") {
                Button("Duplicate") {}
                Button("Rename") {}
                Button("Delete…", role: .destructive) {}
                Menu("Copy") {
                    Button("Copy") {}
                    Button("Copy Formatted") {}
                }
            }
            Menu {
                Button("Open in Preview") {}
                Button("Save as PDF") {}
            } label: {
                Label("PDF", systemImage: "doc.fill")
            }
            Menu("Add Bookmark", systemImage: "book") {
                Button("Add to Reading List") {}
            } primaryAction: {
                bookmarks += 1
            }
            Text("Bookmarks: \(bookmarks)")
            Menu("Sort") {
                Button("Name") {}
                Button("Date") {}
            }
            .buttonStyle(.bordered)
            .menuStyle(.button)
            .menuOrder(.fixed)
        }
    }
}

/// A control group of three text buttons, one of two symbols, and a navigation bar holding a
/// `.navigation` control group and an edit button.
struct ControlGroupShowcase: View {
    @State private var taps: [String] = []

    var body: some View {
        NavigationStack {
            VStack(spacing: 20) {
                ControlGroup {
                    Button("Cut") { taps.append("Cut") }
                    Button("Copy") { taps.append("Copy") }
                    Button("Paste") { taps.append("Paste") }
                }
                ControlGroup {
                    Button(action: {}) { Image(systemName: "plus") }
                    Button(action: {}) { Image(systemName: "trash") }
                } label: {
                    Label("Edit", systemImage: "ellipsis.circle")
                }
                Text(taps.isEmpty ? "No taps" : taps.joined(separator: ", "))
                Spacer()
            }
            .padding()
            .navigationTitle("Editor")
            .toolbar {
                ToolbarItem(placement: .topBarLeading) {
                    EditButton()
                }
                ToolbarItem {
                    ControlGroup {
                        Button(action: {}) { Image(systemName: "chevron.left") }
                        Button(action: {}) { Image(systemName: "chevron.right") }
                    }
                    .controlGroupStyle(.navigation)
                }
            }
        }
    }
}

/// An edit button bound to a mode the view owns, and a text that shows the mode.
struct EditModeProbe: View {
    @State private var mode: EditMode = .inactive

    var body: some View {
        VStack(spacing: 16) {
            EditButton()
            Text(mode.isEditing ? "Editing" : "Viewing")
        }
        .environment(\.editMode, $mode)
    }
}

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
                Text(timerInterval: SceneHost.epoch...SceneHost.epoch.addingTimeInterval(7_200),
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

/// Gauges with every label form: the current value, bounds beside the bar, and marked values.
struct GaugeLabelsPanel: View {
    var body: some View {
        VStack(spacing: 32) {
            Gauge(value: 67, in: 0...170) {
                Text("BPM")
            } currentValueLabel: {
                Text("67")
            } minimumValueLabel: {
                Text("0")
            } maximumValueLabel: {
                Text("170")
            }
            Gauge(value: 0.75) {
                Text("Range")
            } currentValueLabel: {
                Text(0.75, format: .number)
            } markedValueLabels: {
                Text("Not drawn")
            }
            Gauge(value: 0.3) {
                Text("Storage")
            } currentValueLabel: {
                Text("30%")
            } minimumValueLabel: {
                Image(systemName: "trash")
            } maximumValueLabel: {
                Image(systemName: "plus")
            } markedValueLabels: {
                Text("Not drawn")
            }
        }
        .padding()
    }
}

/// A grid whose second row's second cell spans two columns, a cell anchored at its top leading
/// corner, a trailing column and a bottom-aligned row.
struct SpanningGrid: View {
    var body: some View {
        Grid(horizontalSpacing: 10, verticalSpacing: 10) {
            GridRow {
                Color.mint.frame(height: 40)
                Color.orange.frame(height: 40)
                Color.pink.frame(height: 40)
            }
            GridRow {
                Color.blue.frame(height: 40)
                Color.teal.frame(height: 40).gridCellColumns(2)
            }
            GridRow(alignment: .bottom) {
                Color.red.frame(width: 20, height: 60)
                Color.green.frame(width: 20, height: 20)
                Color.purple.frame(width: 20, height: 20).gridCellAnchor(.topLeading)
            }
            GridRow {
                Color.gray.frame(width: 30, height: 10).gridColumnAlignment(.trailing)
                Color.gray.frame(width: 30, height: 10)
                Color.gray.frame(width: 30, height: 10)
            }
            GridRow {
                Color.black.frame(height: 2).gridCellUnsizedAxes(.horizontal).gridCellColumns(3)
            }
        }
        .frame(width: 320)
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

/// A settings form mixing the new controls with the older ones, for a golden.
struct ControlsForm: View {
    @State private var date = januaryFifth
    @State private var notify = true

    var body: some View {
        NavigationStack {
            Form {
                Section("Event") {
                    DatePicker("Starts", selection: $date)
                    DatePicker("Ends", selection: $date, displayedComponents: .hourAndMinute)
                    Toggle("Notify", isOn: $notify)
                    Menu("Repeat") {
                        Button("Never") {}
                        Button("Every Day") {}
                    }
                }
                Section {
                    ControlGroup {
                        Button("Cut") {}
                        Button("Copy") {}
                        Button("Paste") {}
                    }
                }
            }
            .navigationTitle("New Event")
            .toolbar {
                ToolbarItem(placement: .topBarTrailing) { EditButton() }
            }
        }
    }
}
