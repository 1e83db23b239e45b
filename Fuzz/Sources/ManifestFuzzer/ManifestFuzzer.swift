import Foundation
import SceneRender

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

// SwiftPM links an executable's entry point as `<Module>_main` on Linux and points `main` at it,
// so libFuzzer's own `main` is not used: this one hands control to libFuzzer's driver.
@_silgen_name("LLVMFuzzerRunDriver")
func LLVMFuzzerRunDriver(_ argc: UnsafeMutablePointer<CInt>,
                         _ argv: UnsafeMutablePointer<UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?>,
                         _ callback: @convention(c) (UnsafePointer<UInt8>?, Int) -> CInt) -> CInt

@_cdecl("ManifestFuzzer_main")
public func fuzzerMain(_ argc: CInt, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?) -> CInt {
    var argc = argc
    var argv = argv
    return LLVMFuzzerRunDriver(&argc, &argv, fuzzOneInput)
}
