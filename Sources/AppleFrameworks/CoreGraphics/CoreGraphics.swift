// `import CoreGraphics` as SwiftUI code writes it: on Linux, Foundation has the geometry types
// such code uses from Core Graphics (CGFloat, CGPoint, CGSize, CGRect, CGVector,
// CGAffineTransform), so this module re-exports Foundation and adds nothing. Core Graphics'
// drawing API (CGContext, CGPath, CGImage) is not here: draw with SceneGraph's `Path`, `Canvas`
// and shapes.
@_exported import Foundation
