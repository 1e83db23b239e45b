import Foundation
import SceneRender
import FuzzDriver

// libFuzzer entry point: parse the input as a frame manifest (what a rerun reads to resume).
// Any input must either parse or throw a RenderError; a trap or a sanitizer report is a finding.

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzOneInput(_ start: UnsafePointer<UInt8>?, _ count: Int) -> CInt {
    let bytes = UnsafeRawBufferPointer(start: start, count: count)
    do {
        let manifest = try FrameManifest.decode(Data(bytes), source: "fuzz")
        // Round trip: what parsed encodes and parses to the same manifest.
        let again = try FrameManifest.decode(try JSONEncoder().encode(manifest))
        precondition(again == manifest, "round trip changed the manifest")
    } catch is RenderError {
        // A clear error is the expected outcome for most inputs.
    } catch {
        preconditionFailure("unexpected error type: \(error)")
    }
    return 0
}

@_cdecl("ManifestFuzzer_main")
public func fuzzerMain(_ argc: CInt, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?) -> CInt {
    runFuzzer(argc, argv, fuzzOneInput)
}
