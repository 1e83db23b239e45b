// `import UIKit` as SwiftUI code writes it, for the UIKit types that code touches: it re-exports
// SceneGraph, which has them as SwiftUI code uses them (`UIColor`'s system colours and
// `Color(uiColor:)`, `UIScreen.main.bounds`, `UIImage(named:)`, the haptic feedback generators,
// `UIKeyboardType`, `UITextContentType`, `UITraitCollection`), and adds `UITextChecker`.
// UIKit's views and controllers (UIView, UIViewController, `UIViewRepresentable`) are not here:
// nothing would draw them.
@_exported import SceneGraph
