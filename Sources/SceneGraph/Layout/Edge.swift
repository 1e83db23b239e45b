import Foundation

/// Insets around the content, in points.
public struct EdgeInsets: Hashable, Sendable {
    public var top: CGFloat, leading: CGFloat, bottom: CGFloat, trailing: CGFloat
    public init(top: CGFloat = 0, leading: CGFloat = 0, bottom: CGFloat = 0, trailing: CGFloat = 0) {
        self.top = top; self.leading = leading; self.bottom = bottom; self.trailing = trailing
    }
}

/// Edges of a rectangle (SwiftUI's `Edge` and `Edge.Set`).
public enum Edge: Hashable, Sendable, CaseIterable {
    case top, leading, bottom, trailing
    public struct Set: OptionSet, Hashable, Sendable {
        public let rawValue: Int
        public init(rawValue: Int) { self.rawValue = rawValue }
        public static let top = Set(rawValue: 1)
        public static let leading = Set(rawValue: 2)
        public static let bottom = Set(rawValue: 4)
        public static let trailing = Set(rawValue: 8)
        public static let horizontal: Set = [.leading, .trailing]
        public static let vertical: Set = [.top, .bottom]
        public static let all: Set = [.top, .leading, .bottom, .trailing]
    }
}

/// Validates a length from user code: negative or non-finite values become nil (with a warning
/// printed once per parameter), so no NaN reaches layout.
func validLength(_ value: CGFloat?, _ name: String, allowInfinity: Bool = false) -> CGFloat? {
    guard let v = value else { return nil }
    if v.isNaN || (!allowInfinity && v.isInfinite) || v < 0 {
        WarningLog.warn("\(name) must be ≥ 0 and finite, got \(v); ignoring it")
        return nil
    }
    return v
}

extension EdgeInsets: Animatable {
    /// The four insets, top, leading, bottom, trailing (SwiftUI's nesting of pairs).
    public var animatableData: AnimatablePair<CGFloat, AnimatablePair<CGFloat, AnimatablePair<CGFloat, CGFloat>>> {
        get { AnimatablePair(top, AnimatablePair(leading, AnimatablePair(bottom, trailing))) }
        set {
            top = newValue.first
            leading = newValue.second.first
            bottom = newValue.second.second.first
            trailing = newValue.second.second.second
        }
    }
}
