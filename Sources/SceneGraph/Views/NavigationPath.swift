import Foundation

/// A type-erased list of the values a navigation stack shows above its root (SwiftUI's
/// `NavigationPath`): append a `Hashable` value to push the screen `navigationDestination(for:)`
/// makes for it, remove the last values to pop.
///
/// The list keeps its values and their order, compares equal to another with the same values,
/// and gives a `CodableRepresentation` when every value is `Codable` (each value's mangled type
/// name and its JSON, decoded again by that name). `NavigationStack(path:)` accepts a binding to
/// one for source compatibility; the stack does not yet push or pop from it (pushes come from
/// `NavigationLink`s: docs/SwiftUI-support.md, "NavigationStack").
public struct NavigationPath: Equatable {
    private var elements: [AnyHashable]
    /// Each value's `Codable` form (type name and JSON), nil for a value that is not `Codable`.
    private var encoded: [CodableRepresentation.Element?]

    /// An empty path.
    public init() {
        elements = []
        encoded = []
    }

    /// A path holding `elements` in order.
    public init<S: Sequence>(_ elements: S) where S.Element: Hashable {
        self.init()
        for element in elements { append(element) }
    }

    /// A path holding `elements` in order, each `Codable`.
    public init<S: Sequence>(_ elements: S) where S.Element: Hashable & Codable {
        self.init()
        for element in elements { append(element) }
    }

    /// The path `codable` describes. A value whose type this program does not have (or cannot
    /// find by name: a `private` type), or whose JSON does not decode as that type, is left out,
    /// with a warning naming it.
    public init(_ codable: CodableRepresentation) {
        self.init()
        for element in codable.elements {
            guard let type = _typeByName(element.typeName) as? any (Decodable & Hashable).Type else {
                WarningLog.warn("NavigationPath: no Decodable & Hashable type named '\(element.typeName)' in this program; the value is left out")
                continue
            }
            do {
                let value = try Self.decode(type, from: Data(element.json.utf8))
                elements.append(AnyHashable(value))
                encoded.append(element)
            } catch {
                WarningLog.warn("NavigationPath: a '\(element.typeName)' value does not decode (\(error)); it is left out")
            }
        }
    }

    private static func decode<T: Decodable & Hashable>(_ type: T.Type, from data: Data) throws -> T {
        try JSONDecoder().decode(T.self, from: data)
    }

    /// The number of values.
    public var count: Int { elements.count }

    /// True when the path holds no value (the stack shows its root).
    public var isEmpty: Bool { elements.isEmpty }

    /// The path's values with their types, for encoding; nil when a value is not `Codable`.
    public var codable: CodableRepresentation? {
        var parts: [CodableRepresentation.Element] = []
        for element in encoded {
            guard let element else { return nil }
            parts.append(element)
        }
        return CodableRepresentation(elements: parts)
    }

    /// Adds `value` at the end.
    public mutating func append<V: Hashable>(_ value: V) {
        elements.append(AnyHashable(value))
        encoded.append(nil)
    }

    /// Adds `value` at the end, keeping its `Codable` form.
    public mutating func append<V: Hashable & Codable>(_ value: V) {
        elements.append(AnyHashable(value))
        let json = (try? JSONEncoder().encode(value)).flatMap { String(data: $0, encoding: .utf8) }
        // The mangled name finds private and local types again (`_typeByName` reads it).
        let name = _mangledTypeName(V.self) ?? _typeName(V.self, qualified: true)
        encoded.append(json.map { CodableRepresentation.Element(typeName: name, json: $0) })
    }

    /// Removes the last `k` values (all of them when `k` exceeds `count`, with a warning; none
    /// for a negative `k`, with a warning), where Swift's arrays would stop the program.
    public mutating func removeLast(_ k: Int = 1) {
        guard k >= 0 else {
            WarningLog.warn("NavigationPath.removeLast(\(k)): k must be 0 or more; nothing removed")
            return
        }
        if k > elements.count {
            WarningLog.warn("NavigationPath.removeLast(\(k)): the path holds \(elements.count) values; removing them all")
        }
        let n = min(k, elements.count)
        elements.removeLast(n)
        encoded.removeLast(n)
    }

    public static func == (a: NavigationPath, b: NavigationPath) -> Bool { a.elements == b.elements }

    /// A path's values in a `Codable` form: each value's type name (Swift's mangled name, which
    /// names private and local types too) and its JSON.
    public struct CodableRepresentation: Codable, Equatable {
        struct Element: Codable, Equatable {
            var typeName: String
            var json: String
        }
        var elements: [Element]
    }
}
