import Foundation

/// The screen (UIKit's `UIScreen`, as SwiftUI code reads it: `UIScreen.main.bounds.width`).
///
/// A scene has no device screen: while scene code runs (a body, an action, a timer), `bounds` is
/// the scene's canvas (origin zero, the host's size in points); elsewhere an iPhone 15's screen,
/// 393 × 852 points. `scale` is an iPhone 15's, 3, in both cases (a scene is laid out in points
/// whatever scale its frames are drawn at).
@MainActor
public final class UIScreen {
    /// The screen the scene draws on.
    public static let main = UIScreen()
    private init() {}

    /// The canvas of the running scene, or iPhone 15's screen (393 × 852 pt) outside one.
    public var bounds: CGRect {
        CGRect(origin: .zero, size: SceneHost.current?.size ?? CGSize(width: 393, height: 852))
    }
    /// `bounds` in pixels.
    public var nativeBounds: CGRect {
        CGRect(origin: .zero, size: CGSize(width: bounds.width * scale, height: bounds.height * scale))
    }
    /// Pixels per point: 3, as an iPhone 15's screen.
    public var scale: CGFloat { 3 }
    /// The same as `scale`.
    public var nativeScale: CGFloat { scale }
}
