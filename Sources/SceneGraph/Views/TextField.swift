import Foundation

/// A text input (SwiftUI's `TextField`), showing its text, or its prompt in the placeholder
/// colour (#3C3C43 at 30 %) when the text is empty; there is no keyboard, so the text changes
/// only through its binding. It takes the width offered, one line at 17 pt, in a box as tall as
/// its font's leading (the Dynamic Type table's: 22 pt at body), as UIKit's field is: iOS drew
/// AirSettingsUI's setting text field (the iOS reference suite's `airsettings-textfield-withtext`,
/// a body `TextField` with 14 pt vertical paddings, sized to fit at @2x) 50 pt tall, where the
/// same library's `Text` row is 48.5 (a 20.33 pt line). With
/// `.textFieldStyle(.roundedBorder)` it sits in a white 34 pt box with 5 pt corners, a 0.5 pt
/// #3C3C43 at 29 % border and 7 pt of padding at the sides, as UIKit's rounded-rect field.
///
/// A field bound to a value with a format style (`TextField("Amount", value: $amount, format:
/// .currency(code: "USD"))`) shows the value written with the style, in the scene's locale
/// (`SceneFormat`: "$0.00"); text written to it through its binding is parsed back with the
/// style's parse strategy, and text that does not parse leaves the value as it was.
public struct TextField<Label: View>: View {
    let text: Binding<String>
    let prompt: String
    let secure: Bool
    /// The bound value when the view was made: a change of it makes the view differ from the
    /// last one, so its body is evaluated again (bindings are not compared).
    let currentValue: String
    @Environment(\.textFieldIsRounded) private var rounded
    @Environment(\.self) private var environment

    init(text: Binding<String>, prompt: String, secure: Bool) {
        self.text = text
        self.prompt = prompt
        self.secure = secure
        currentValue = text.wrappedValue
    }

    public var body: some View {
        let value = text.wrappedValue
        let shown = value.isEmpty ? prompt : (secure ? String(repeating: "•", count: value.count) : value)
        let line = Text(shown)
            .foregroundColor(value.isEmpty ? ChromeColors.tertiaryLabel : .primary)
            .lineLimit(1)
            .frame(maxWidth: .infinity, alignment: .leading)
            .controlSpacing()
        if rounded {
            line
                .padding(.horizontal, 7)
                .frame(height: 34)
                .background(RoundedRectangle(cornerRadius: 5, style: .continuous).fill(Color.systemBackgroundColor))
                .overlay(RoundedRectangle(cornerRadius: 5, style: .continuous).strokeBorder(ChromeColors.separator, lineWidth: 0.5))
        } else {
            let size = (environment.font ?? .body).resolve(in: environment).size
            line.frame(minHeight: DynamicTypeTable.leading(forSize: size))
        }
    }
}

extension TextField where Label == Text {
    public init(_ titleKey: LocalizedStringKey, text: Binding<String>) {
        self.init(text: text, prompt: titleKey.resolvedText, secure: false)
    }
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, text: Binding<String>) {
        self.init(text: text, prompt: String(title), secure: false)
    }
    /// A field whose placeholder is `prompt` (the title labels it for accessibility).
    public init(_ titleKey: LocalizedStringKey, text: Binding<String>, prompt: Text?) {
        self.init(text: text, prompt: prompt?.content ?? titleKey.resolvedText, secure: false)
    }
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, text: Binding<String>, prompt: Text?) {
        self.init(text: text, prompt: prompt?.content ?? String(title), secure: false)
    }
    public init(_ titleKey: LocalizedStringKey, text: Binding<String>, axis: Axis) {
        self.init(titleKey, text: text)
    }
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, text: Binding<String>, axis: Axis) {
        self.init(title, text: text)
    }
    /// A field showing `value` written with `format` (see `TextField`); `prompt` is the
    /// placeholder, which iOS shows only while the text is empty (never, for a formatted value).
    public init<F: ParseableFormatStyle>(_ titleKey: LocalizedStringKey, value: Binding<F.FormatInput>, format: F, prompt: Text? = nil)
    where F.FormatOutput == String {
        self.init(text: TextField.formatted(value, format), prompt: prompt?.content ?? titleKey.resolvedText, secure: false)
    }
    @_disfavoredOverload
    public init<S: StringProtocol, F: ParseableFormatStyle>(_ title: S, value: Binding<F.FormatInput>, format: F, prompt: Text? = nil)
    where F.FormatOutput == String {
        self.init(text: TextField.formatted(value, format), prompt: prompt?.content ?? String(title), secure: false)
    }
    /// The deprecated form with editing callbacks (never called: there is no editing).
    public init(_ titleKey: LocalizedStringKey, text: Binding<String>, onEditingChanged: @escaping (Bool) -> Void, onCommit: @escaping () -> Void = {}) {
        self.init(titleKey, text: text)
    }
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, text: Binding<String>, onEditingChanged: @escaping (Bool) -> Void, onCommit: @escaping () -> Void = {}) {
        self.init(title, text: text)
    }
}

extension TextField {
    /// A field showing `value` written with `format`, labelled by `label` (for accessibility:
    /// iOS draws no label beside a field).
    public init<F: ParseableFormatStyle>(value: Binding<F.FormatInput>, format: F, prompt: Text? = nil, @ViewBuilder label: () -> Label)
    where F.FormatOutput == String {
        self.init(text: TextField.formatted(value, format), prompt: prompt?.content ?? "", secure: false)
    }

    /// The text of a field bound to `value` through `format`: the value written in the scene's
    /// locale; a written text that parses (with the same locale) sets the value, one that does
    /// not is dropped, as UIKit's field keeps the last value that parsed.
    static func formatted<F: ParseableFormatStyle>(_ value: Binding<F.FormatInput>, _ format: F) -> Binding<String>
    where F.FormatOutput == String {
        let format = SceneFormat.adapted(format)
        return Binding(
            get: { format.format(value.wrappedValue) },
            set: { text in
                if let parsed = try? format.parseStrategy.parse(text) { value.wrappedValue = parsed }
            })
    }
}

/// A text input that shows bullets for its text (SwiftUI's `SecureField`), drawn as a
/// `TextField`.
public struct SecureField<Label: View>: View {
    let field: TextField<Text>
    public var body: some View { field }
}

extension SecureField where Label == Text {
    public init(_ titleKey: LocalizedStringKey, text: Binding<String>) {
        field = TextField(text: text, prompt: titleKey.resolvedText, secure: true)
    }
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, text: Binding<String>) {
        field = TextField(text: text, prompt: String(title), secure: true)
    }
    public init(_ titleKey: LocalizedStringKey, text: Binding<String>, prompt: Text?) {
        field = TextField(text: text, prompt: prompt?.content ?? titleKey.resolvedText, secure: true)
    }
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, text: Binding<String>, prompt: Text?) {
        field = TextField(text: text, prompt: prompt?.content ?? String(title), secure: true)
    }
}

/// How text fields draw (SwiftUI's `TextFieldStyle`).
public protocol TextFieldStyle {}
public struct RoundedBorderTextFieldStyle: TextFieldStyle { public init() {} }
public struct PlainTextFieldStyle: TextFieldStyle { public init() {} }
public struct DefaultTextFieldStyle: TextFieldStyle { public init() {} }
extension TextFieldStyle where Self == RoundedBorderTextFieldStyle { public static var roundedBorder: RoundedBorderTextFieldStyle { .init() } }
extension TextFieldStyle where Self == PlainTextFieldStyle { public static var plain: PlainTextFieldStyle { .init() } }
extension TextFieldStyle where Self == DefaultTextFieldStyle { public static var automatic: DefaultTextFieldStyle { .init() } }

struct TextFieldIsRoundedKey: EnvironmentKey { static var defaultValue: Bool { false } }

extension EnvironmentValues {
    var textFieldIsRounded: Bool {
        get { self[TextFieldIsRoundedKey.self] }
        set { self[TextFieldIsRoundedKey.self] = newValue }
    }
}

extension View {
    /// `.roundedBorder` boxes the text fields in this subtree; other styles draw them plain.
    public func textFieldStyle<S: TextFieldStyle>(_ style: S) -> ModifiedContent<Self, _EnvironmentModifier> {
        environment(\.textFieldIsRounded, style is RoundedBorderTextFieldStyle)
    }
}
