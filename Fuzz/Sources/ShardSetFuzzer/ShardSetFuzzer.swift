import Foundation
import SceneRender
import FuzzDriver

// libFuzzer entry point: the input is a folder of shard manifests and journals (what `merge`
// and a resumed render read back). Its first byte picks which files there are; a valid
// manifest of shard 1 of 2 is there unless the input says otherwise, so that the journals and
// the other shards' files are reached. `ShardMerge.verify` must refuse with a RenderError or
// give a consistent report; a trap, a hang or a sanitizer report is a finding.

/// Where the inputs' files go: one folder per process, emptied for each input.
let folder: URL = {
    let url = FileManager.default.temporaryDirectory.appendingPathComponent("shard-set-fuzzer-\(getpid())")
    try? FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    return url
}()

/// The header of a 4-frame recording (10 fps, 0.3 s), shard `k` of 2, no frames.
func manifest(shard k: Int) -> Data {
    Data(
        """
        {"background": "white", "compressionLevel": 6, "duration": 0.3, "environment": {}, "fps": 10,
         "frameCount": 4, "frames": [], "height": 12, "pixelHeight": 12, "pixelWidth": 16, "scale": 1,
         "scene": "fuzz", "shard": "\(k)/2", "width": 16}
        """.utf8)
}

let names = [
    "manifest-shard-1-of-2.journal", "manifest-shard-2-of-2.journal", "manifest-shard-2-of-2.json",
    "manifest.json", "manifest.journal", "manifest-shard-1-of-999999999.json", "manifest-shard-3-of-4.journal",
    "frame_000000.png",
]

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzOneInput(_ start: UnsafePointer<UInt8>?, _ count: Int) -> CInt {
    let bytes = [UInt8](UnsafeBufferPointer(start: start, count: count))
    let fm = FileManager.default
    for name in (try? fm.contentsOfDirectory(atPath: folder.path)) ?? [] {
        try? fm.removeItem(at: folder.appendingPathComponent(name))
    }
    guard let selector = bytes.first else { return 0 }
    if selector & 0x80 == 0 { try? manifest(shard: 1).write(to: folder.appendingPathComponent("manifest-shard-1-of-2.json")) }
    // The rest of the input, split at 0xFF bytes, gives the chosen files their contents in turn.
    var pieces = bytes.dropFirst().split(separator: 0xFF, omittingEmptySubsequences: false).makeIterator()
    for (bit, name) in names.enumerated() where selector & (1 << (bit % 7)) != 0 || (bit == 7 && selector & 0x40 != 0) {
        let piece = pieces.next().map { Data($0) } ?? Data()
        let content = name == "manifest-shard-2-of-2.json" && piece.first == UInt8(ascii: "V") ? manifest(shard: 2) : piece
        try? content.write(to: folder.appendingPathComponent(name))
    }
    do {
        let merge = try ShardMerge.verify(folder)
        for shard in merge.shards {
            precondition(shard.present >= 0 && shard.present <= shard.expected, "inconsistent shard \(shard.spec)")
        }
        precondition(merge.shards.count <= merge.header.frameCount, "a record per shard above the frame count")
    } catch is RenderError {
        // A clear refusal is the expected outcome for most inputs.
    } catch {
        preconditionFailure("unexpected error type: \(error)")
    }
    return 0
}

@_cdecl("ShardSetFuzzer_main")
public func fuzzerMain(_ argc: CInt, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?) -> CInt {
    runFuzzer(argc, argv, fuzzOneInput)
}
