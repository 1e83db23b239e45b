import Foundation

/// The tint of the environment as a shape style (SwiftUI's `TintShapeStyle`, written `.tint`):
/// what `.tint(_:)` set on an ancestor, else the accent colour. The controls draw their
/// accented parts with it, so `.tint(.orange)` colours a progress bar, a gauge or a picker.
public struct TintShapeStyle: ShapeStyle {
    public init() {}
    public func _paint(in environment: EnvironmentValues) -> Paint { environment.tintPaint }
}

extension ShapeStyle where Self == TintShapeStyle {
    /// The environment's tint.
    public static var tint: TintShapeStyle { TintShapeStyle() }
}
