import Foundation

/// The direction of a layout's leading edge (SwiftUI's `LayoutDirection`).
public enum LayoutDirection: Hashable, Sendable, CaseIterable {
    case leftToRight, rightToLeft
}
