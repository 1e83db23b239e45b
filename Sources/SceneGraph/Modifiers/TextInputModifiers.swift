import Foundation

// Text input settings real form code sets. There is no keyboard or focus on a render machine,
// so they are accepted for source compatibility and change nothing.

/// The keyboard for a text field (UIKit's `UIKeyboardType`).
/// How UIKit capitalises typed text (UIKit's `UITextAutocapitalizationType`).
public enum UITextAutocapitalizationType: Int, Sendable {
    case none, words, sentences, allCharacters
}

public enum UIKeyboardType: Int, Sendable {
    case `default`, asciiCapable, numbersAndPunctuation, URL, numberPad, phonePad, namePhonePad, emailAddress, decimalPad, twitter, webSearch, asciiCapableNumberPad
}

/// The kind of content a text field holds (UIKit's `UITextContentType`).
public struct UITextContentType: Hashable, Sendable {
    let rawValue: String
    public static let name = UITextContentType(rawValue: "name")
    public static let username = UITextContentType(rawValue: "username")
    public static let password = UITextContentType(rawValue: "password")
    public static let newPassword = UITextContentType(rawValue: "newPassword")
    public static let emailAddress = UITextContentType(rawValue: "emailAddress")
    public static let telephoneNumber = UITextContentType(rawValue: "telephoneNumber")
    public static let oneTimeCode = UITextContentType(rawValue: "oneTimeCode")
}

/// Automatic capitalisation (SwiftUI's `TextInputAutocapitalization`).
public struct TextInputAutocapitalization: Sendable {
    let kind: Int
    public static let never = TextInputAutocapitalization(kind: 0)
    public static let words = TextInputAutocapitalization(kind: 1)
    public static let sentences = TextInputAutocapitalization(kind: 2)
    public static let characters = TextInputAutocapitalization(kind: 3)
}

/// The return key's label (SwiftUI's `SubmitLabel`).
public struct SubmitLabel: Sendable {
    let kind: Int
    public static let done = SubmitLabel(kind: 0)
    public static let go = SubmitLabel(kind: 1)
    public static let send = SubmitLabel(kind: 2)
    public static let join = SubmitLabel(kind: 3)
    public static let route = SubmitLabel(kind: 4)
    public static let search = SubmitLabel(kind: 5)
    public static let `return` = SubmitLabel(kind: 6)
    public static let next = SubmitLabel(kind: 7)
    public static let `continue` = SubmitLabel(kind: 8)
}

/// Focus of a field (SwiftUI's `FocusState`): holds a value no field ever changes (there is no
/// focus without a keyboard), readable and bindable as SwiftUI's.
@MainActor @preconcurrency @propertyWrapper
public struct FocusState<Value: Hashable>: DynamicProperty {
    @State private var value: Value
    public init(wrappedValue: Value) { _value = State(wrappedValue: wrappedValue) }
    public init() where Value == Bool { self.init(wrappedValue: false) }
    public init<T: Hashable>() where Value == T? { self.init(wrappedValue: nil) }
    public var wrappedValue: Value {
        get { value }
        nonmutating set { value = newValue }
    }
    public var projectedValue: Binding {
        Binding(base: $value)
    }
    /// A binding to a focus state (SwiftUI's `FocusState.Binding`).
    @propertyWrapper
    public struct Binding {
        let base: SceneGraph.Binding<Value>
        public var wrappedValue: Value {
            get { base.wrappedValue }
            nonmutating set { base.wrappedValue = newValue }
        }
        public var projectedValue: Binding { self }
    }
}

extension View {
    public func keyboardType(_ type: UIKeyboardType) -> some View { self }
    public func textContentType(_ type: UITextContentType?) -> some View { self }
    public func textInputAutocapitalization(_ autocapitalization: TextInputAutocapitalization?) -> some View { self }
    /// How typed text is capitalised (SwiftUI's `autocapitalization(_:)`, deprecated in iOS 16 for
    /// `textInputAutocapitalization`): nothing is typed into a rendered scene, so it changes nothing.
    public func autocapitalization(_ style: UITextAutocapitalizationType) -> some View { self }
    public func autocorrectionDisabled(_ disable: Bool = true) -> some View { self }
    public func disableAutocorrection(_ disable: Bool?) -> some View { self }
    public func submitLabel(_ label: SubmitLabel) -> some View { self }
    public func onSubmit(of triggers: SubmitTriggers = .text, _ action: @escaping () -> Void) -> some View { self }
    public func focused<V: Hashable>(_ binding: FocusState<V?>.Binding, equals value: V) -> some View { self }
    public func focused(_ condition: FocusState<Bool>.Binding) -> some View { self }
}

/// What triggers `onSubmit` (SwiftUI's `SubmitTriggers`).
public struct SubmitTriggers: OptionSet, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }
    public static let text = SubmitTriggers(rawValue: 1)
    public static let search = SubmitTriggers(rawValue: 2)
}
