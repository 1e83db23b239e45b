import Foundation

/// A view's size and the positions of its alignment guides (SwiftUI's `ViewDimensions`).
public struct ViewDimensions: Equatable, Sendable {
    public let width: CGFloat
    public let height: CGFloat
    init(size: CGSize) {
        width = size.width
        height = size.height
    }
    /// The guide's position from the leading edge: 0, half the width or the width.
    public subscript(guide: HorizontalAlignment) -> CGFloat { guide.offset(width, 0) }
    /// The guide's position from the top edge: 0, half the height or the height.
    public subscript(guide: VerticalAlignment) -> CGFloat { guide.offset(height, 0) }
    /// An explicitly set guide (views here set none: always nil).
    public subscript(explicit guide: HorizontalAlignment) -> CGFloat? { nil }
    public subscript(explicit guide: VerticalAlignment) -> CGFloat? { nil }
}
