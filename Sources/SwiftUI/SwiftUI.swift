// The module name SwiftUI code imports: `import SwiftUI` gives SceneGraph (and through it
// Combine, Observation, Foundation and Springs), and a module-qualified name such as
// `SwiftUI.View` or `SwiftUI.Image` finds SceneGraph's type, since qualified lookup into a
// module searches the modules it re-exports (docs/SwiftUI-support.md, "Module names").
@_exported import SceneGraph
