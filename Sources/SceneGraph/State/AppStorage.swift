import Foundation

/// Values stored by key for `@AppStorage` and `@SceneStorage`, with the nodes that read each key,
/// which a write invalidates.
@MainActor
final class StoredValues {
    /// A key's value with its type: read back only as that type (another type reads the
    /// wrapper's default, as `UserDefaults` gives a value it cannot decode).
    private final class Entry<Value> {
        let value: Value
        init(_ value: Value) { self.value = value }
    }
    private var values: [String: AnyObject] = [:]
    private var readers: [String: [NodeReference]] = [:]

    func value<Value>(for key: String, as _: Value.Type) -> Value? { (values[key] as? Entry<Value>)?.value }
    func setValue<Value>(_ value: Value, for key: String) { values[key] = Entry(value) }

    /// Notes `node` as a reader of `key`.
    func noteReader(_ node: Node, of key: String) {
        let r = node.reference
        var list = readers[key, default: []]
        list.removeAll { $0.node == nil }
        if !list.contains(where: { $0 === r }) { list.append(r) }
        readers[key] = list
    }

    /// Invalidates the readers of `key` with `transaction`.
    func invalidateReaders(of key: String, transaction: Transaction) {
        for reader in readers[key] ?? [] { reader.node?.invalidate(transaction: transaction) }
    }
}

/// How a stored value is written to and read from `UserDefaults`.
struct StoredValueCoding<Value>: @unchecked Sendable {
    let encode: (Value) -> Any?
    let decode: (Any) -> Value?

    static func plain(_ type: Value.Type) -> StoredValueCoding<Value> {
        StoredValueCoding(encode: { $0 }, decode: { $0 as? Value })
    }
}

/// What an `@AppStorage` or `@SceneStorage` keeps between evaluations: its key, default, store and
/// the node it is linked to.
final class StoredValueBox<Value>: @unchecked Sendable {
    let key: String
    let defaultValue: Value
    let coding: StoredValueCoding<Value>
    let defaults: UserDefaults?
    let perScene: Bool
    var owner: NodeReference?

    init(key: String, defaultValue: Value, coding: StoredValueCoding<Value>, defaults: UserDefaults?, perScene: Bool) {
        self.key = key
        self.defaultValue = defaultValue
        self.coding = coding
        self.defaults = defaults
        self.perScene = perScene
    }

    @MainActor private var host: SceneHost? { owner?.node?.host ?? SceneHost.current }
    @MainActor private var values: StoredValues? { perScene ? host?.sceneStorage : host?.appStorage }
    /// The key in the host's table: a key of a `UserDefaults` store is kept apart from the same
    /// key in memory.
    private var tableKey: String { defaults.map { "\(ObjectIdentifier($0))/\(key)" } ?? key }

    @MainActor var value: Value {
        if let reader = host?.nodeEvaluatingBody ?? owner?.node { values?.noteReader(reader, of: tableKey) }
        if let defaults {
            return defaults.object(forKey: key).flatMap(coding.decode) ?? defaultValue
        }
        return values?.value(for: tableKey, as: Value.self) ?? defaultValue
    }

    /// The value as a binding (both wrappers' `projectedValue`).
    @MainActor var binding: Binding<Value> {
        Binding(get: { self.value }, set: { value, transaction in self.set(value, transaction: transaction) })
    }

    @MainActor func set(_ newValue: Value, transaction: Transaction = Transaction.current) {
        if let defaults {
            defaults.set(coding.encode(newValue), forKey: key)
        } else {
            values?.setValue(newValue, for: tableKey)
        }
        guard let host, let values else { return }
        host.prepareWrite(transaction: transaction)
        values.invalidateReaders(of: tableKey, transaction: transaction)
    }

    @MainActor func link(to node: Node) {
        owner = node.reference
        (perScene ? node.host?.sceneStorage : node.host?.appStorage)?.noteReader(node, of: tableKey)
    }
}

/// A value stored under a key for the whole app (SwiftUI's `@AppStorage`), read and written like
/// `@State`: every view that reads the key is evaluated again when it is written.
///
/// With a `store:` the value lives in that `UserDefaults`; without one (the default) it lives in
/// memory for the running scene, so a recording starts from the defaults every run (SwiftUI reads
/// `UserDefaults.standard`, which persists between launches).
@propertyWrapper
public struct AppStorage<Value>: DynamicProperty {
    let box: StoredValueBox<Value>

    init(_ key: String, defaultValue: Value, coding: StoredValueCoding<Value>, store: UserDefaults?) {
        box = StoredValueBox(key: key, defaultValue: defaultValue, coding: coding, defaults: store, perScene: false)
    }

    @MainActor public var wrappedValue: Value {
        get { box.value }
        nonmutating set { box.set(newValue) }
    }

    @MainActor public var projectedValue: Binding<Value> { box.binding }
}

/// A value stored under a key for one scene (SwiftUI's `@SceneStorage`, which restores a scene's
/// state): here it lives as long as the running scene, shared by the views of that scene that
/// read the key, and a write evaluates them again, like `@State`.
@propertyWrapper
public struct SceneStorage<Value>: DynamicProperty {
    let box: StoredValueBox<Value>

    init(_ key: String, defaultValue: Value, coding: StoredValueCoding<Value>) {
        box = StoredValueBox(key: key, defaultValue: defaultValue, coding: coding, defaults: nil, perScene: true)
    }

    @MainActor public var wrappedValue: Value {
        get { box.value }
        nonmutating set { box.set(newValue) }
    }

    @MainActor public var projectedValue: Binding<Value> { box.binding }
}

extension StoredValueCoding {
    static func rawInt<R: RawRepresentable>(_ type: R.Type) -> StoredValueCoding<R> where R.RawValue == Int {
        StoredValueCoding<R>(encode: { $0.rawValue }, decode: { ($0 as? Int).flatMap(R.init(rawValue:)) })
    }
    static func rawString<R: RawRepresentable>(_ type: R.Type) -> StoredValueCoding<R> where R.RawValue == String {
        StoredValueCoding<R>(encode: { $0.rawValue }, decode: { ($0 as? String).flatMap(R.init(rawValue:)) })
    }
    static var url: StoredValueCoding<URL> {
        StoredValueCoding<URL>(encode: { $0.absoluteString }, decode: { ($0 as? String).flatMap(URL.init(string:)) ?? ($0 as? URL) })
    }
    /// An optional value: nil removes the key.
    static func optional<W>(_ coding: StoredValueCoding<W>) -> StoredValueCoding<W?> {
        StoredValueCoding<W?>(encode: { $0.flatMap(coding.encode) }, decode: { coding.decode($0) })
    }
}

extension AppStorage {
    public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) where Value == Bool {
        self.init(key, defaultValue: wrappedValue, coding: StoredValueCoding<Bool>.plain(Bool.self), store: store)
    }
    public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) where Value == Int {
        self.init(key, defaultValue: wrappedValue, coding: StoredValueCoding<Int>.plain(Int.self), store: store)
    }
    public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) where Value == Double {
        self.init(key, defaultValue: wrappedValue, coding: StoredValueCoding<Double>.plain(Double.self), store: store)
    }
    public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) where Value == String {
        self.init(key, defaultValue: wrappedValue, coding: StoredValueCoding<String>.plain(String.self), store: store)
    }
    public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) where Value == URL {
        self.init(key, defaultValue: wrappedValue, coding: StoredValueCoding<URL>.url, store: store)
    }
    public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) where Value == Data {
        self.init(key, defaultValue: wrappedValue, coding: StoredValueCoding<Data>.plain(Data.self), store: store)
    }
    public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) where Value: RawRepresentable, Value.RawValue == Int {
        self.init(key, defaultValue: wrappedValue, coding: StoredValueCoding<Value>.rawInt(Value.self), store: store)
    }
    public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) where Value: RawRepresentable, Value.RawValue == String {
        self.init(key, defaultValue: wrappedValue, coding: StoredValueCoding<Value>.rawString(Value.self), store: store)
    }
}

extension AppStorage where Value: ExpressibleByNilLiteral {
    /// A value that is nil until written.
    public init(_ key: String, store: UserDefaults? = nil) where Value == Bool? {
        self.init(key, defaultValue: nil, coding: .optional(StoredValueCoding<Bool>.plain(Bool.self)), store: store)
    }
    /// A value that is nil until written.
    public init(_ key: String, store: UserDefaults? = nil) where Value == Int? {
        self.init(key, defaultValue: nil, coding: .optional(StoredValueCoding<Int>.plain(Int.self)), store: store)
    }
    /// A value that is nil until written.
    public init(_ key: String, store: UserDefaults? = nil) where Value == Double? {
        self.init(key, defaultValue: nil, coding: .optional(StoredValueCoding<Double>.plain(Double.self)), store: store)
    }
    /// A value that is nil until written.
    public init(_ key: String, store: UserDefaults? = nil) where Value == String? {
        self.init(key, defaultValue: nil, coding: .optional(StoredValueCoding<String>.plain(String.self)), store: store)
    }
    /// A value that is nil until written.
    public init(_ key: String, store: UserDefaults? = nil) where Value == URL? {
        self.init(key, defaultValue: nil, coding: .optional(StoredValueCoding<URL>.url), store: store)
    }
    /// A value that is nil until written.
    public init(_ key: String, store: UserDefaults? = nil) where Value == Data? {
        self.init(key, defaultValue: nil, coding: .optional(StoredValueCoding<Data>.plain(Data.self)), store: store)
    }
    public init<R: RawRepresentable>(_ key: String, store: UserDefaults? = nil) where Value == R?, R.RawValue == Int {
        self.init(key, defaultValue: nil, coding: .optional(StoredValueCoding<R>.rawInt(R.self)), store: store)
    }
    public init<R: RawRepresentable>(_ key: String, store: UserDefaults? = nil) where Value == R?, R.RawValue == String {
        self.init(key, defaultValue: nil, coding: .optional(StoredValueCoding<R>.rawString(R.self)), store: store)
    }
}

extension SceneStorage {
    public init(wrappedValue: Value, _ key: String) where Value == Bool {
        self.init(key, defaultValue: wrappedValue, coding: StoredValueCoding<Bool>.plain(Bool.self))
    }
    public init(wrappedValue: Value, _ key: String) where Value == Int {
        self.init(key, defaultValue: wrappedValue, coding: StoredValueCoding<Int>.plain(Int.self))
    }
    public init(wrappedValue: Value, _ key: String) where Value == Double {
        self.init(key, defaultValue: wrappedValue, coding: StoredValueCoding<Double>.plain(Double.self))
    }
    public init(wrappedValue: Value, _ key: String) where Value == String {
        self.init(key, defaultValue: wrappedValue, coding: StoredValueCoding<String>.plain(String.self))
    }
    public init(wrappedValue: Value, _ key: String) where Value == URL {
        self.init(key, defaultValue: wrappedValue, coding: StoredValueCoding<URL>.url)
    }
    public init(wrappedValue: Value, _ key: String) where Value == Data {
        self.init(key, defaultValue: wrappedValue, coding: StoredValueCoding<Data>.plain(Data.self))
    }
    public init(wrappedValue: Value, _ key: String) where Value: RawRepresentable, Value.RawValue == Int {
        self.init(key, defaultValue: wrappedValue, coding: StoredValueCoding<Value>.rawInt(Value.self))
    }
    public init(wrappedValue: Value, _ key: String) where Value: RawRepresentable, Value.RawValue == String {
        self.init(key, defaultValue: wrappedValue, coding: StoredValueCoding<Value>.rawString(Value.self))
    }
}

extension SceneStorage where Value: ExpressibleByNilLiteral {
    /// A value that is nil until written.
    public init(_ key: String) where Value == Bool? {
        self.init(key, defaultValue: nil, coding: .optional(StoredValueCoding<Bool>.plain(Bool.self)))
    }
    /// A value that is nil until written.
    public init(_ key: String) where Value == Int? {
        self.init(key, defaultValue: nil, coding: .optional(StoredValueCoding<Int>.plain(Int.self)))
    }
    /// A value that is nil until written.
    public init(_ key: String) where Value == Double? {
        self.init(key, defaultValue: nil, coding: .optional(StoredValueCoding<Double>.plain(Double.self)))
    }
    /// A value that is nil until written.
    public init(_ key: String) where Value == String? {
        self.init(key, defaultValue: nil, coding: .optional(StoredValueCoding<String>.plain(String.self)))
    }
    /// A value that is nil until written.
    public init(_ key: String) where Value == URL? {
        self.init(key, defaultValue: nil, coding: .optional(StoredValueCoding<URL>.url))
    }
    /// A value that is nil until written.
    public init(_ key: String) where Value == Data? {
        self.init(key, defaultValue: nil, coding: .optional(StoredValueCoding<Data>.plain(Data.self)))
    }
    public init<R: RawRepresentable>(_ key: String) where Value == R?, R.RawValue == Int {
        self.init(key, defaultValue: nil, coding: .optional(StoredValueCoding<R>.rawInt(R.self)))
    }
    public init<R: RawRepresentable>(_ key: String) where Value == R?, R.RawValue == String {
        self.init(key, defaultValue: nil, coding: .optional(StoredValueCoding<R>.rawString(R.self)))
    }
}

extension AppStorage: DynamicPropertyLink {
    func link(to node: Node, name: String) { box.link(to: node) }
}

extension SceneStorage: DynamicPropertyLink {
    func link(to node: Node, name: String) { box.link(to: node) }
}
