import Foundation

/// The app (UIKit's `UIApplication`, as SwiftUI code reaches it: `UIApplication.shared`).
///
/// A scene runs no app: the app is always active in the foreground, with one key window the
/// size of the screen (`UIScreen.main.bounds`). Opening a URL warns once, naming it, and opens
/// nothing (as the environment's default `openURL` does); no URL can be opened.
@MainActor
public final class UIApplication {
    /// The app the scene runs in.
    public static let shared = UIApplication()
    private init() {}

    /// The app's state (UIKit's `UIApplication.State`).
    public enum State: Int, Sendable {
        case active, inactive, background
    }

    /// `.active`: a scene is always drawn in the foreground.
    public var applicationState: State { .active }
    /// The app's windows: one key window.
    public var windows: [UIWindow] { [UIWindow.key] }
    /// The key window.
    public var keyWindow: UIWindow? { UIWindow.key }
    /// Accepted; nothing sleeps.
    public var isIdleTimerDisabled = false
    /// Accepted; there is no home screen to badge.
    public var applicationIconBadgeNumber = 0
    /// Accepted; there is no status bar.
    public var isNetworkActivityIndicatorVisible = false

    /// The URL that opens the app's page in Settings (UIKit's string).
    public static let openSettingsURLString = "app-settings:"

    /// Keys of `open(_:options:completionHandler:)`'s options (UIKit's
    /// `UIApplication.OpenExternalURLOptionsKey`).
    public struct OpenExternalURLOptionsKey: Hashable, Sendable, RawRepresentable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        /// Open only a universal link's app.
        public static let universalLinksOnly = OpenExternalURLOptionsKey(rawValue: "UIApplicationOpenURLOptionUniversalLinksOnly")
    }

    /// False: a scene has no other app to open a URL with.
    public func canOpenURL(_ url: URL) -> Bool { false }

    /// Warns once that a scene has no system to open `url` with, then calls `completion` with
    /// false (see `OpenURLAction`).
    public func open(
        _ url: URL, options: [OpenExternalURLOptionsKey: Any] = [:],
        completionHandler completion: (@MainActor @Sendable (Bool) -> Void)? = nil
    ) {
        OpenURLAction.openWithSystem(url)
        completion?(false)
    }

    /// Accepted; a scene receives no remote notifications.
    public func registerForRemoteNotifications() {}
}

/// A window (UIKit's `UIWindow`, as SwiftUI code reaches it through
/// `UIApplication.shared.windows`): the screen's bounds, no safe area of its own. It is not a
/// `UIView` here; `endEditing(_:)` is accepted (a scene shows no keyboard).
@MainActor
public final class UIWindow {
    static let key = UIWindow()
    private init() {}

    /// True: the app's only window is its key window.
    public var isKeyWindow: Bool { true }
    /// The screen's bounds (`UIScreen.main.bounds`).
    public var bounds: CGRect { UIScreen.main.bounds }
    /// The same as `bounds`.
    public var frame: CGRect { bounds }
    /// Accepted; the window is the key window already.
    public func makeKeyAndVisible() {}
    /// Ends editing in the window: true (there is no keyboard to dismiss).
    @discardableResult
    public func endEditing(_ force: Bool) -> Bool { true }
}
