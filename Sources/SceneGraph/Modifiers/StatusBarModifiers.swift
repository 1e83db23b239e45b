import Foundation

extension View {
    /// Hides or shows the status bar while the view is on screen (SwiftUI's
    /// `statusBar(hidden:)`). A rendered scene has no status bar (frames show the app's content
    /// only, as a screenshot cropped below the status bar would), so there is nothing to hide:
    /// the view is drawn unchanged.
    public func statusBar(hidden: Bool) -> Self { self }
    /// The same as `statusBar(hidden:)` (SwiftUI's `statusBarHidden(_:)`, iOS 16).
    public func statusBarHidden(_ hidden: Bool = true) -> Self { self }
    /// Whether the system's overlays (the home indicator) show (SwiftUI's
    /// `persistentSystemOverlays(_:)`): none is drawn here, so the view is unchanged.
    public func persistentSystemOverlays(_ visibility: Visibility) -> Self { self }
}
