import Foundation

/// The text size the reader chose in Settings (SwiftUI's `DynamicTypeSize`), smallest first.
/// Ordered, so code can write `dynamicTypeSize <= .xxxLarge` or `.isAccessibilitySize`.
public enum DynamicTypeSize: Hashable, Sendable, Comparable, CaseIterable {
    case xSmall, small, medium, large, xLarge, xxLarge, xxxLarge
    case accessibility1, accessibility2, accessibility3, accessibility4, accessibility5
    /// Whether this is one of the five accessibility sizes.
    public var isAccessibilitySize: Bool { self >= .accessibility1 }
}

struct DynamicTypeSizeKey: EnvironmentKey { static var defaultValue: DynamicTypeSize { .large } }

extension EnvironmentValues {
    /// The Dynamic Type size: `.large`, iOS's default. The text styles (`.body`, `.title` …)
    /// take their sizes for it from Apple's table (`DynamicTypeTable`), custom fonts scale
    /// relative to a style (`Font.custom(_:size:relativeTo:)`), and `@ScaledMetric` values with
    /// them; `.system(size:)` and `.custom(_:fixedSize:)` keep their size.
    public var dynamicTypeSize: DynamicTypeSize {
        get { self[DynamicTypeSizeKey.self] }
        set { self[DynamicTypeSizeKey.self] = newValue }
    }
}

extension View {
    /// Sets the Dynamic Type size of this subtree: its text styles take that category's sizes
    /// (see `EnvironmentValues.dynamicTypeSize`).
    public func dynamicTypeSize(_ size: DynamicTypeSize) -> ModifiedContent<Self, _EnvironmentModifier> {
        environment(\.dynamicTypeSize, size)
    }
    /// Limits the Dynamic Type size of this subtree to `range`: the environment's size is clamped
    /// into it.
    public func dynamicTypeSize<R: RangeExpression>(_ range: R) -> ModifiedContent<Self, _EnvironmentModifier> where R.Bound == DynamicTypeSize {
        modifier(
            _EnvironmentModifier { env in
                let all = DynamicTypeSize.allCases
                if range.contains(env.dynamicTypeSize) { return }
                let inside = all.filter { range.contains($0) }
                guard let lo = inside.first, let hi = inside.last else { return }
                env.dynamicTypeSize = env.dynamicTypeSize < lo ? lo : hi
            })
    }
}
