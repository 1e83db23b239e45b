@_exported import SceneRender
