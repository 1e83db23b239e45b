import Foundation
import SceneRender
import FuzzDriver

// libFuzzer entry point: decode the input as PNG. Any input must either decode to an image whose
// pixel count matches its size or throw a RenderError; a trap, a sanitizer report, a leak or an
// allocation over libFuzzer's -malloc_limit_mb is a finding.
//
// A header claiming more pixels than the data can hold is refused before any pixel memory is
// allocated (fixed); FUZZ_SKIP_LARGE=1 skips headers over 16 M pixels anyway, to look elsewhere.

let skipKnownBugs = ProcessInfo.processInfo.environment["FUZZ_SKIP_LARGE"] != nil

/// Width × height from an IHDR right after the signature, if present.
func claimedPixels(_ bytes: UnsafeRawBufferPointer) -> Int? {
    guard bytes.count >= 24 else { return nil }
    func be(_ at: Int) -> Int { (0..<4).reduce(0) { $0 << 8 | Int(bytes[at + $1]) } }
    let (pixels, overflow) = be(16).multipliedReportingOverflow(by: be(20))
    return overflow ? .max : pixels
}

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzOneInput(_ start: UnsafePointer<UInt8>?, _ count: Int) -> CInt {
    let bytes = UnsafeRawBufferPointer(start: start, count: count)
    if skipKnownBugs, let pixels = claimedPixels(bytes), pixels > 16 << 20 { return 0 }
    do {
        let image = try PNGCodec.decode(Data(bytes), source: "fuzz")
        precondition(image.pixels.count == image.width * image.height * 4, "pixel buffer does not match the size")
        // Round trip: what was decoded encodes and decodes to the same pixels.
        let again = try PNGCodec.decode(try PNGCodec.encode(image))
        precondition(again == image, "round trip changed the image")
    } catch is RenderError {
        // A clear error is the expected outcome for most inputs.
    } catch {
        preconditionFailure("unexpected error type: \(error)")
    }
    return 0
}

@_cdecl("PNGDecodeFuzzer_main")
public func fuzzerMain(_ argc: CInt, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?) -> CInt {
    runFuzzer(argc, argv, fuzzOneInput)
}
