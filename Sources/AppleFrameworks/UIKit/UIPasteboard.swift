import Foundation

/// The pasteboard (UIKit's `UIPasteboard`): what a scene copies (a context menu's "Copy", a
/// button that copies a value) is kept in this process and read back as UIKit reads it. A
/// recording has no system clipboard to reach, so nothing leaves the process; a scripted test can
/// check what a tap copied through `UIPasteboard.general`.
///
/// Items are dictionaries from type identifiers to values, as UIKit's; the typed properties read
/// and write the first item (`string`, `url`, `image`, `color`) or one item each (`strings`, …).
/// Thread-safe, as UIKit's is.
public final class UIPasteboard: @unchecked Sendable {
    /// The general pasteboard, shared by the whole process.
    public static let general = UIPasteboard()

    private let lock = NSLock()
    private var storage: [[String: Any]] = []
    private var changes = 0

    /// Type identifiers of the values the typed properties store.
    static let textType = "public.utf8-plain-text"
    static let urlType = "public.url"

    public init() {}

    /// The items, each a dictionary from type identifiers to values; setting replaces them.
    public var items: [[String: Any]] {
        get { lock.withLock { storage } }
        set {
            lock.withLock {
                storage = newValue
                changes += 1
            }
        }
    }

    /// How many times the contents changed.
    public var changeCount: Int { lock.withLock { changes } }
    /// How many items it holds.
    public var numberOfItems: Int { lock.withLock { storage.count } }

    /// The first item's text; setting replaces the contents with one text item (nil empties it).
    public var string: String? {
        get { strings?.first }
        set { strings = newValue.map { [$0] } }
    }
    /// Every item's text, in order; nil when no item holds text.
    public var strings: [String]? {
        get { values(of: Self.textType) }
        set { items = (newValue ?? []).map { [Self.textType: $0] } }
    }
    /// The first item's URL; setting replaces the contents with one URL item (nil empties it).
    public var url: URL? {
        get { urls?.first }
        set { urls = newValue.map { [$0] } }
    }
    /// Every item's URL, in order; nil when no item holds one.
    public var urls: [URL]? {
        get { values(of: Self.urlType) }
        set { items = (newValue ?? []).map { [Self.urlType: $0] } }
    }

    /// Whether some item holds text.
    public var hasStrings: Bool { strings != nil }
    /// Whether some item holds a URL.
    public var hasURLs: Bool { urls != nil }

    /// Replaces the contents with one item holding `value` under `pasteboardType`.
    public func setValue(_ value: Any, forPasteboardType pasteboardType: String) {
        items = [[pasteboardType: value]]
    }

    /// The first item's value under `pasteboardType`, if any.
    public func value(forPasteboardType pasteboardType: String) -> Any? {
        lock.withLock { storage.first?[pasteboardType] }
    }

    /// Adds `items` after the ones it holds.
    public func addItems(_ items: [[String: Any]]) {
        lock.withLock {
            storage += items
            changes += 1
        }
    }

    private func values<T>(of type: String) -> [T]? {
        let found = lock.withLock { storage.compactMap { $0[type] as? T } }
        return found.isEmpty ? nil : found
    }
}
