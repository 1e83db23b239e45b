// The module name SwiftUI code imports: `import SwiftUI` gives SceneGraph (and through it
// Combine, Observation, Foundation and Springs), and a module-qualified name such as
// `SwiftUI.View` or `SwiftUI.Image` finds SceneGraph's type, since qualified lookup into a
// module searches the modules it re-exports (docs/SwiftUI-support.md, "Module names").
@_exported import SceneGraph
// As on iOS, `import SwiftUI` also gives UIKit (and through it CoreGraphics), for
// `UIViewRepresentable` and the UIKit types SwiftUI files use without importing UIKit.
@_exported import UIKit
// `ImageRenderer` draws with the renderer (SceneRender), whose other names stay out of SwiftUI files.
@_exported import class SceneRender.ImageRenderer
