import Foundation

/// A key for a value in the environment (SwiftUI's `EnvironmentKey`).
public protocol EnvironmentKey {
    associatedtype Value
    static var defaultValue: Value { get }
}

/// Values passed down the view tree (SwiftUI's `EnvironmentValues`).
public struct EnvironmentValues: CustomStringConvertible {
    private var values: [ObjectIdentifier: Any] = [:]

    public init() {}

    public subscript<K: EnvironmentKey>(key: K.Type) -> K.Value {
        get { values[ObjectIdentifier(key)] as? K.Value ?? K.defaultValue }
        set { values[ObjectIdentifier(key)] = newValue }
    }

    public var description: String { "EnvironmentValues(\(values.count) values)" }
}

struct FontKey: EnvironmentKey { static var defaultValue: Font? { nil } }
struct ForegroundStyleKey: EnvironmentKey { static var defaultValue: AnyShapeStyle? { nil } }
struct MultilineTextAlignmentKey: EnvironmentKey { static var defaultValue: TextAlignment { .leading } }
struct LineLimitKey: EnvironmentKey { static var defaultValue: Int? { nil } }

extension EnvironmentValues {
    /// The default font of text in this subtree; nil means `.body`.
    public var font: Font? {
        get { self[FontKey.self] }
        set { self[FontKey.self] = newValue }
    }
    /// The style for text and shapes without an explicit fill; nil means `.primary`.
    public var foregroundStyle: AnyShapeStyle? {
        get { self[ForegroundStyleKey.self] }
        set { self[ForegroundStyleKey.self] = newValue }
    }
    public var multilineTextAlignment: TextAlignment {
        get { self[MultilineTextAlignmentKey.self] }
        set { self[MultilineTextAlignmentKey.self] = newValue }
    }
    public var lineLimit: Int? {
        get { self[LineLimitKey.self] }
        set { self[LineLimitKey.self] = newValue }
    }
}

/// How lines of text align.
public enum TextAlignment: Hashable, Sendable, CaseIterable {
    case leading, center, trailing
}
