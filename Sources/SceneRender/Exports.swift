@_exported import SceneGraph
