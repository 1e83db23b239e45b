// A scene catalogue needs only `import SceneCommand`: the views, input scripts and Foundation's
// geometry come with it, as they come with SwiftUI.
@_exported import SceneGraph
