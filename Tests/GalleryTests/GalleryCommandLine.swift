import SceneRender
@testable import Gallery
@testable import SceneCommand

/// The `gallery` command as its executable runs it (`GalleryCatalog.main()`), named `gallery`
/// in its messages whatever the test bundle's name.
let gallery = SceneCommand(scenes: GalleryCatalog.scenes, program: "gallery")

/// Shard `index` of `count` (valid by construction in these tests: 0 ≤ index < count).
func shard(_ index: Int, of count: Int) -> ShardSpec {
    do { return try ShardSpec(index: index, count: count) } catch { preconditionFailure("\(error)") }
}
