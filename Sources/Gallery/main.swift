import Foundation

// Exit codes: see `GalleryExitCode` (0 success, 1 render or file error, 2 usage error,
// 3 not available in this build).
if let message = ArgumentBytes.firstNonUTF8(ArgumentBytes.current()) {
    FileHandle.standardError.write(Data("gallery: \(message)\n".utf8))
    exit(GalleryExitCode.usageError.rawValue)
}
let status = GalleryCommand.run(Array(CommandLine.arguments.dropFirst()))
exit(status)
