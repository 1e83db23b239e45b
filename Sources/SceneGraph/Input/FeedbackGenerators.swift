import Foundation

// UIKit's haptic feedback generators, which SwiftUI code calls from button actions and styles.
// There is no device to vibrate: each call does nothing, so the code compiles and runs.

/// UIKit's impact haptic (`UIImpactFeedbackGenerator`): a no-op here.
public final class UIImpactFeedbackGenerator: Sendable {
    /// The strength of an impact.
    public enum FeedbackStyle: Int, Sendable { case light, medium, heavy, soft, rigid }
    public init(style: FeedbackStyle = .medium) {}
    public func prepare() {}
    public func impactOccurred() {}
    /// `intensity` in [0, 1].
    public func impactOccurred(intensity: CGFloat) {}
}

/// UIKit's notification haptic (`UINotificationFeedbackGenerator`): a no-op here.
public final class UINotificationFeedbackGenerator: Sendable {
    /// The kind of outcome the haptic reports.
    public enum FeedbackType: Int, Sendable { case success, warning, error }
    public init() {}
    public func prepare() {}
    public func notificationOccurred(_ notificationType: FeedbackType) {}
}

/// UIKit's selection haptic (`UISelectionFeedbackGenerator`): a no-op here.
public final class UISelectionFeedbackGenerator: Sendable {
    public init() {}
    public func prepare() {}
    public func selectionChanged() {}
}
