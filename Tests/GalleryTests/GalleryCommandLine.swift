import SceneRender
@testable import Gallery
@testable import SceneCommand

/// The `gallery` command as its executable runs it (`GalleryCatalog.main()`), named `gallery`
/// in its messages whatever the test bundle's name.
let gallery = SceneCommand(scenes: GalleryCatalog.scenes, program: "gallery")

/// Shard `number` of `count` (valid by construction in these tests: 1 ≤ number ≤ count).
func shard(_ number: Int, of count: Int) -> ShardSpec {
    do { return try ShardSpec(number, of: count) } catch { preconditionFailure("\(error)") }
}
