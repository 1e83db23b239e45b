import Foundation

/// What to draw for one frame: a flat list of items with resolved geometry, paint, transforms,
/// opacity, clipping and effects. Plain values: comparable in tests without a renderer.
public struct DisplayList: Equatable, Sendable, CustomStringConvertible {
    /// Canvas size in points.
    public var size: CGSize
    public var items: [DisplayItem]

    public init(size: CGSize, items: [DisplayItem] = []) {
        self.size = size
        self.items = items
    }

    /// One line per item, indented by group depth, numbers rounded to 3 decimals.
    public var description: String {
        var lines = ["canvas \(fmt(size.width))x\(fmt(size.height))"]
        var depth = 0
        for item in items {
            if case .endGroup = item { depth -= 1 }
            lines.append(String(repeating: "  ", count: max(depth, 0)) + item.description)
            if case .beginGroup = item { depth += 1 }
        }
        return lines.joined(separator: "\n")
    }
}

extension DisplayList: DisplayFields {
    public func visitFields<V: DisplayFieldVisitor>(_ v: inout V) { v.nested("size", size); v.list("items", items) }
}
