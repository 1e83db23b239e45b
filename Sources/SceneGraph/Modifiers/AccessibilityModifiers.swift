import Foundation

// Accessibility settings. A rendered frame has no accessibility tree, so they are accepted for
// source compatibility and change nothing in the drawing.

/// Traits of an accessibility element (SwiftUI's `AccessibilityTraits`).
public struct AccessibilityTraits: OptionSet, Hashable, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }
    public static let isButton = AccessibilityTraits(rawValue: 1 << 0)
    public static let isHeader = AccessibilityTraits(rawValue: 1 << 1)
    public static let isSelected = AccessibilityTraits(rawValue: 1 << 2)
    public static let isLink = AccessibilityTraits(rawValue: 1 << 3)
    public static let isSearchField = AccessibilityTraits(rawValue: 1 << 4)
    public static let isImage = AccessibilityTraits(rawValue: 1 << 5)
    public static let playsSound = AccessibilityTraits(rawValue: 1 << 6)
    public static let isKeyboardKey = AccessibilityTraits(rawValue: 1 << 7)
    public static let isStaticText = AccessibilityTraits(rawValue: 1 << 8)
    public static let isSummaryElement = AccessibilityTraits(rawValue: 1 << 9)
    public static let updatesFrequently = AccessibilityTraits(rawValue: 1 << 10)
    public static let startsMediaSession = AccessibilityTraits(rawValue: 1 << 11)
    public static let allowsDirectInteraction = AccessibilityTraits(rawValue: 1 << 12)
    public static let causesPageTurn = AccessibilityTraits(rawValue: 1 << 13)
    public static let isModal = AccessibilityTraits(rawValue: 1 << 14)
    public static let isToggle = AccessibilityTraits(rawValue: 1 << 15)
}

/// How an element treats its children (SwiftUI's `AccessibilityChildBehavior`).
public struct AccessibilityChildBehavior: Hashable, Sendable {
    let kind: Int
    public static let ignore = AccessibilityChildBehavior(kind: 0)
    public static let contain = AccessibilityChildBehavior(kind: 1)
    public static let combine = AccessibilityChildBehavior(kind: 2)
}

/// Kinds of accessibility action (SwiftUI's `AccessibilityActionKind`).
public struct AccessibilityActionKind: Hashable, Sendable {
    let kind: Int
    public static let `default` = AccessibilityActionKind(kind: 0)
    public static let escape = AccessibilityActionKind(kind: 1)
    public static let magicTap = AccessibilityActionKind(kind: 2)
    public static let delete = AccessibilityActionKind(kind: 3)
    public static let showMenu = AccessibilityActionKind(kind: 4)
}

/// Directions of an adjustable element (SwiftUI's `AccessibilityAdjustmentDirection`).
public enum AccessibilityAdjustmentDirection: Hashable, Sendable { case increment, decrement }

extension View {
    /// Accepted for source compatibility: the representation is for the accessibility tree,
    /// which scenes do not have; the view draws as it is.
    public func accessibilityRepresentation<V: View>(@ViewBuilder representation: () -> V) -> some View { self }
    public func accessibilityLabel<S: StringProtocol>(_ label: S) -> some View { self }
    public func accessibilityLabel(_ label: Text) -> some View { self }
    public func accessibilityHint<S: StringProtocol>(_ hint: S) -> some View { self }
    public func accessibilityHint(_ hint: Text) -> some View { self }
    public func accessibilityValue<S: StringProtocol>(_ value: S) -> some View { self }
    public func accessibilityValue(_ value: Text) -> some View { self }
    public func accessibilityIdentifier(_ identifier: String) -> some View { self }
    public func accessibilityHidden(_ hidden: Bool) -> some View { self }
    public func accessibilityElement(children: AccessibilityChildBehavior = .ignore) -> some View { self }
    public func accessibilityAddTraits(_ traits: AccessibilityTraits) -> some View { self }
    public func accessibilityRemoveTraits(_ traits: AccessibilityTraits) -> some View { self }
    public func accessibilitySortPriority(_ priority: Double) -> some View { self }
    public func accessibilityInputLabels<S: StringProtocol>(_ labels: [S]) -> some View { self }
    public func accessibilityAction(_ kind: AccessibilityActionKind = .default, _ handler: @escaping () -> Void) -> some View { self }
    public func accessibilityAction<S: StringProtocol>(named name: S, _ handler: @escaping () -> Void) -> some View { self }
    public func accessibilityAdjustableAction(_ handler: @escaping (AccessibilityAdjustmentDirection) -> Void) -> some View { self }
    /// The deprecated form of `accessibilityLabel`.
    public func accessibility(label: Text) -> some View { self }
    public func accessibility(hidden: Bool) -> some View { self }
}

/// A kind of haptic feedback (SwiftUI's `SensoryFeedback`, iOS 17).
public struct SensoryFeedback: Hashable, Sendable {
    let kind: String
    public static let success = SensoryFeedback(kind: "success")
    public static let warning = SensoryFeedback(kind: "warning")
    public static let error = SensoryFeedback(kind: "error")
    public static let selection = SensoryFeedback(kind: "selection")
    public static let increase = SensoryFeedback(kind: "increase")
    public static let decrease = SensoryFeedback(kind: "decrease")
    public static let start = SensoryFeedback(kind: "start")
    public static let stop = SensoryFeedback(kind: "stop")
    public static let alignment = SensoryFeedback(kind: "alignment")
    public static let levelChange = SensoryFeedback(kind: "levelChange")
    public static let impact = SensoryFeedback(kind: "impact")
    public enum Weight: Hashable, Sendable { case light, medium, heavy }
    public enum Flexibility: Hashable, Sendable { case rigid, solid, soft }
    public static func impact(weight: Weight = .medium, intensity: Double = 1) -> SensoryFeedback { SensoryFeedback(kind: "impact") }
    public static func impact(flexibility: Flexibility, intensity: Double = 1) -> SensoryFeedback { SensoryFeedback(kind: "impact") }
}

extension View {
    /// Accepted for source compatibility: a render machine has no haptics.
    public func sensoryFeedback<T: Equatable>(_ feedback: SensoryFeedback, trigger: T) -> some View { self }
    public func sensoryFeedback<T: Equatable>(_ feedback: SensoryFeedback, trigger: T, condition: @escaping (T, T) -> Bool) -> some View { self }
    public func sensoryFeedback<T: Equatable>(trigger: T, _ feedback: @escaping (T, T) -> SensoryFeedback?) -> some View { self }
}
