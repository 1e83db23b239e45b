import Foundation

/// A value that grows and shrinks with the environment's Dynamic Type size (SwiftUI's
/// `@ScaledMetric`): `@ScaledMetric var size: CGFloat = 40` or
/// `@ScaledMetric(relativeTo: .title) var gap = 10`.
///
/// The value is scaled as UIFontMetrics scales a custom value: by the ratio of the text style's
/// size at the current size category to its size at `.large` (Apple's table,
/// `DynamicTypeTable.scale`); the body style unless another is given. At `.large`, iOS's default,
/// it is the value itself (40 stays 40; at `.xxxLarge` body grows 17 → 23 pt, so 40 becomes
/// 54.1).
@propertyWrapper
public struct ScaledMetric<Value: BinaryFloatingPoint>: DynamicProperty, DynamicPropertyLink {
    private let base: Value
    private let textStyle: Font.TextStyle
    private let box = EnvironmentBox()

    /// `wrappedValue` at the default size, scaled as the body style.
    public init(wrappedValue: Value) {
        self.init(wrappedValue: wrappedValue, relativeTo: .body)
    }

    /// `wrappedValue` at the default size, scaled as `textStyle`.
    public init(wrappedValue: Value, relativeTo textStyle: Font.TextStyle) {
        base = wrappedValue
        self.textStyle = textStyle
    }

    /// The value at the environment's Dynamic Type size.
    public var wrappedValue: Value {
        let category = box.values?.dynamicTypeSize ?? .large
        guard category != .large else { return base }
        return base * Value(DynamicTypeTable.scale(textStyle, category))
    }

    func link(to node: Node, name: String) { box.values = node.environment }
}

struct DisplayScaleKey: EnvironmentKey {
    static var defaultValue: CGFloat { SystemFontMetrics.defaultDisplayScale }
}

extension EnvironmentValues {
    /// Pixels per point of the display the scene is drawn for (SwiftUI's `displayScale`): text
    /// sizes are rounded up to whole pixels of it, 1/`displayScale` point. 3 unless set:
    /// `FrameRecorder` sets its own scale, so a recording at scale 2 lays text out on half
    /// points.
    public var displayScale: CGFloat {
        get { self[DisplayScaleKey.self] }
        set { self[DisplayScaleKey.self] = newValue }
    }
}
