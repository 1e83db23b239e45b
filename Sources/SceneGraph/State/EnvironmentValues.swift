import Foundation

/// A key for a value in the environment (SwiftUI's `EnvironmentKey`).
public protocol EnvironmentKey {
    associatedtype Value
    static var defaultValue: Value { get }
}

/// Values passed down the view tree (SwiftUI's `EnvironmentValues`).
public struct EnvironmentValues: CustomStringConvertible {
    private var values: [ObjectIdentifier: Any] = [:]
    /// Changes whenever a value changes (setting an equal `Equatable` value keeps it), so that
    /// unchanged subtrees can be skipped during updates.
    private(set) var version: UInt64 = 0

    public init() {}

    public subscript<K: EnvironmentKey>(key: K.Type) -> K.Value {
        // `flatMap`: an unset key of an optional type gives its default (`nil as? T?` succeeds
        // with nil, so a plain cast would hide a non-nil default).
        get { values[ObjectIdentifier(key)].flatMap { $0 as? K.Value } ?? K.defaultValue }
        set {
            let id = ObjectIdentifier(key)
            if let old = values[id], valuesEqual(old, newValue) { return }
            values[id] = newValue
            version = EnvironmentVersion.next()
        }
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

/// Source of environment versions.
enum EnvironmentVersion {
    private static let counter = VersionCounter()
    static func next() -> UInt64 { counter.next() }
}

final class VersionCounter: @unchecked Sendable {
    private let lock = NSLock()
    private var value: UInt64 = 0
    func next() -> UInt64 {
        lock.lock(); defer { lock.unlock() }
        value += 1
        return value
    }
}

/// True when both values are of the same `Equatable` type and equal; objects compare by identity.
func valuesEqual(_ a: Any, _ b: Any) -> Bool {
    if type(of: a) is AnyClass, type(of: b) is AnyClass { return (a as AnyObject) === (b as AnyObject) }
    guard let ea = a as? any Equatable else { return false }
    func open<T: Equatable>(_ x: T) -> Bool { (b as? T).map { $0 == x } ?? false }
    return open(ea)
}
