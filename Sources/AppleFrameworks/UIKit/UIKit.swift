// `import UIKit` as SwiftUI code writes it, for the UIKit types that code touches. It re-exports
// SceneGraph, which has them as SwiftUI code uses them (`UIColor`'s system colours and
// `Color(uiColor:)`, `UIScreen.main.bounds`, `UIImage(named:)`, the haptic feedback generators,
// `UIKeyboardType`, `UITextContentType`, `UITraitCollection`); it adds `UITextChecker`, `UIFont`,
// `UIBezierPath`, `CGPath` (CGPath.swift says why it is here), and the views SwiftUI code wraps in
// `UIViewRepresentable` and `UIViewControllerRepresentable` (UIView.swift,
// UIViewRepresentable.swift), drawn as SwiftUI views: UIKit itself is not run.
@_exported import SceneGraph
// Nothing else is re-exported: a module re-exporting Foundation here would give a file that
// imports SwiftUI a path to Dispatch that does not pass through SceneGraph, and Dispatch's
// `DispatchQueue.main.async` would then win over SceneGraph's scene-time one.
