import Foundation

/// Horizontal alignment of views in a `VStack` or a frame.
public enum HorizontalAlignment: Hashable, Sendable {
    case leading, center, trailing
    func offset(_ available: CGFloat, _ size: CGFloat) -> CGFloat {
        switch self {
        case .leading: return 0
        case .center: return (available - size) / 2
        case .trailing: return available - size
        }
    }
}

/// Vertical alignment of views in an `HStack` or a frame.
public enum VerticalAlignment: Hashable, Sendable {
    case top, center, bottom
    func offset(_ available: CGFloat, _ size: CGFloat) -> CGFloat {
        switch self {
        case .top: return 0
        case .center: return (available - size) / 2
        case .bottom: return available - size
        }
    }
}

/// Two-dimensional alignment (SwiftUI's `Alignment`).
public struct Alignment: Hashable, Sendable {
    public var horizontal: HorizontalAlignment
    public var vertical: VerticalAlignment
    public init(horizontal: HorizontalAlignment, vertical: VerticalAlignment) {
        self.horizontal = horizontal
        self.vertical = vertical
    }
    public static let center = Alignment(horizontal: .center, vertical: .center)
    public static let leading = Alignment(horizontal: .leading, vertical: .center)
    public static let trailing = Alignment(horizontal: .trailing, vertical: .center)
    public static let top = Alignment(horizontal: .center, vertical: .top)
    public static let bottom = Alignment(horizontal: .center, vertical: .bottom)
    public static let topLeading = Alignment(horizontal: .leading, vertical: .top)
    public static let topTrailing = Alignment(horizontal: .trailing, vertical: .top)
    public static let bottomLeading = Alignment(horizontal: .leading, vertical: .bottom)
    public static let bottomTrailing = Alignment(horizontal: .trailing, vertical: .bottom)

    /// Origin of a `size` box aligned inside `bounds`.
    func origin(of size: CGSize, in bounds: CGRect) -> CGPoint {
        CGPoint(x: bounds.minX + horizontal.offset(bounds.width, size.width),
                y: bounds.minY + vertical.offset(bounds.height, size.height))
    }
}
