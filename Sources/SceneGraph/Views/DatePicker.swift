import Foundation

/// The parts of a date a `DatePicker` shows (SwiftUI's `DatePickerComponents`).
public struct DatePickerComponents: OptionSet, Hashable, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    /// The hour and minute ("9:41 AM").
    public static let hourAndMinute = DatePickerComponents(rawValue: 1 << 0)
    /// The day, month and year ("Jan 5, 2026").
    public static let date = DatePickerComponents(rawValue: 1 << 1)
}

/// A control for choosing a date (SwiftUI's `DatePicker`), drawn as iOS 17 draws its compact
/// style: the label at the leading edge and, at the trailing edge, the date ("Jan 5, 2026")
/// and the time ("9:41 AM") each in the label colour on a 6 pt-rounded plate of the tertiary
/// system fill (#767680 at 12 %), 11 pt of padding beside and 6 pt above and below the text,
/// the plates 6 pt apart; `displayedComponents` chooses which of the two are shown (an empty set
/// is taken as both). Dates are written in English and UTC, as `Text(_:style:)` writes
/// them, so that frames are the same on every machine.
///
/// A date outside the `in:` range is shown clamped into it (the binding is not written), as
/// UIKit's date picker shows its minimum or maximum date. The calendar and time wheels do not
/// open on a tap: the selection changes only through the binding. Every `.datePickerStyle(_:)`
/// draws the compact form. Under `.labelsHidden()` only the plates are drawn.
public struct DatePicker<Label: View>: View {
    /// The parts a date picker shows.
    public typealias Components = DatePickerComponents

    let selection: Binding<Date>
    let label: Label
    let components: DatePickerComponents
    let lowerBound: Date?
    let upperBound: Date?
    /// The bound date when the view was made: a change of it makes the view differ from the
    /// last one, so its body is evaluated again (bindings are not compared).
    let currentValue: Date
    @Environment(\.labelsHidden) private var labelsHidden

    init(selection: Binding<Date>, lowerBound: Date?, upperBound: Date?, displayedComponents: Components, label: Label) {
        self.selection = selection
        self.label = label
        components = displayedComponents.isEmpty ? [.date, .hourAndMinute] : displayedComponents
        self.lowerBound = lowerBound
        self.upperBound = upperBound
        currentValue = selection.wrappedValue
    }

    /// A date picker for `selection` with a label made by `label`.
    public init(selection: Binding<Date>, displayedComponents: Components = [.hourAndMinute, .date], @ViewBuilder label: () -> Label) {
        self.init(selection: selection, lowerBound: nil, upperBound: nil, displayedComponents: displayedComponents, label: label())
    }
    /// A date picker whose dates lie within `range`.
    public init(
        selection: Binding<Date>, in range: ClosedRange<Date>, displayedComponents: Components = [.hourAndMinute, .date],
        @ViewBuilder label: () -> Label
    ) {
        self.init(
            selection: selection, lowerBound: range.lowerBound, upperBound: range.upperBound,
            displayedComponents: displayedComponents, label: label())
    }
    /// A date picker whose dates are `range.lowerBound` or later.
    public init(
        selection: Binding<Date>, in range: PartialRangeFrom<Date>, displayedComponents: Components = [.hourAndMinute, .date],
        @ViewBuilder label: () -> Label
    ) {
        self.init(selection: selection, lowerBound: range.lowerBound, upperBound: nil, displayedComponents: displayedComponents, label: label())
    }
    /// A date picker whose dates are `range.upperBound` or earlier.
    public init(
        selection: Binding<Date>, in range: PartialRangeThrough<Date>, displayedComponents: Components = [.hourAndMinute, .date],
        @ViewBuilder label: () -> Label
    ) {
        self.init(selection: selection, lowerBound: nil, upperBound: range.upperBound, displayedComponents: displayedComponents, label: label())
    }

    /// The selection clamped into the range.
    var shownDate: Date {
        var date = currentValue
        if let lowerBound, date < lowerBound { date = lowerBound }
        if let upperBound, date > upperBound { date = upperBound }
        return date
    }

    public var body: some View {
        let date = shownDate
        return HStack {
            if !labelsHidden {
                label
                Spacer(minLength: 8)
            }
            HStack(spacing: 6) {
                if components.contains(.date) { DatePickerPlate(text: DatePickerFormat.date(date)) }
                if components.contains(.hourAndMinute) { DatePickerPlate(text: DatePickerFormat.time(date)) }
            }
        }
    }
}

extension DatePicker where Label == Text {
    /// A date picker titled `title`.
    public init(_ titleKey: LocalizedStringKey, selection: Binding<Date>, displayedComponents: Components = [.hourAndMinute, .date]) {
        self.init(selection: selection, displayedComponents: displayedComponents) { Text(titleKey) }
    }
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, selection: Binding<Date>, displayedComponents: Components = [.hourAndMinute, .date]) {
        self.init(selection: selection, displayedComponents: displayedComponents) { Text(title) }
    }
    public init(
        _ title: String, selection: Binding<Date>, in range: ClosedRange<Date>,
        displayedComponents: Components = [.hourAndMinute, .date]
    ) {
        self.init(selection: selection, in: range, displayedComponents: displayedComponents) { Text(title) }
    }
    public init<S: StringProtocol>(
        _ title: S, selection: Binding<Date>, in range: ClosedRange<Date>,
        displayedComponents: Components = [.hourAndMinute, .date]
    ) {
        self.init(selection: selection, in: range, displayedComponents: displayedComponents) { Text(title) }
    }
    public init(
        _ title: String, selection: Binding<Date>, in range: PartialRangeFrom<Date>,
        displayedComponents: Components = [.hourAndMinute, .date]
    ) {
        self.init(selection: selection, in: range, displayedComponents: displayedComponents) { Text(title) }
    }
    public init<S: StringProtocol>(
        _ title: S, selection: Binding<Date>, in range: PartialRangeFrom<Date>,
        displayedComponents: Components = [.hourAndMinute, .date]
    ) {
        self.init(selection: selection, in: range, displayedComponents: displayedComponents) { Text(title) }
    }
    public init(
        _ title: String, selection: Binding<Date>, in range: PartialRangeThrough<Date>,
        displayedComponents: Components = [.hourAndMinute, .date]
    ) {
        self.init(selection: selection, in: range, displayedComponents: displayedComponents) { Text(title) }
    }
    public init<S: StringProtocol>(
        _ title: S, selection: Binding<Date>, in range: PartialRangeThrough<Date>,
        displayedComponents: Components = [.hourAndMinute, .date]
    ) {
        self.init(selection: selection, in: range, displayedComponents: displayedComponents) { Text(title) }
    }
}

/// One of the compact picker's plates: `text` in the label colour on the tertiary fill.
struct DatePickerPlate: View {
    let text: String
    var body: some View {
        Text(verbatim: text)
            .foregroundColor(.primary)
            .lineLimit(1)
            .padding(.horizontal, 11)
            .padding(.vertical, 6)
            .background(RoundedRectangle(cornerRadius: 6, style: .continuous).fill(ChromeColors.tertiaryFill))
    }
}

/// How the compact picker writes its parts: en_US in UTC, iOS's medium date ("Jan 5, 2026")
/// and short time ("9:41 AM").
enum DatePickerFormat {
    static func date(_ date: Date) -> String { format(date, "MMM d, yyyy") }
    static func time(_ date: Date) -> String { format(date, "h:mm a") }
    private static func format(_ date: Date, _ pattern: String) -> String {
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.timeZone = TimeZone(identifier: "UTC")
        formatter.dateFormat = pattern
        return formatter.string(from: date)
    }
}

/// How date pickers draw (SwiftUI's `DatePickerStyle`); on iOS `.automatic`, `.compact`,
/// `.graphical` and `.wheel`. Each is accepted and draws the compact form (see `DatePicker`).
public protocol DatePickerStyle {}
public struct DefaultDatePickerStyle: DatePickerStyle { public init() {} }
public struct CompactDatePickerStyle: DatePickerStyle { public init() {} }
public struct GraphicalDatePickerStyle: DatePickerStyle { public init() {} }
public struct WheelDatePickerStyle: DatePickerStyle { public init() {} }
extension DatePickerStyle where Self == DefaultDatePickerStyle { public static var automatic: DefaultDatePickerStyle { .init() } }
extension DatePickerStyle where Self == CompactDatePickerStyle { public static var compact: CompactDatePickerStyle { .init() } }
extension DatePickerStyle where Self == GraphicalDatePickerStyle { public static var graphical: GraphicalDatePickerStyle { .init() } }
extension DatePickerStyle where Self == WheelDatePickerStyle { public static var wheel: WheelDatePickerStyle { .init() } }

extension View {
    /// Accepted for source compatibility: every style draws the compact form (see `DatePicker`).
    public func datePickerStyle<S: DatePickerStyle>(_ style: S) -> Self { self }
}
