import Foundation

// Exit codes: see `GalleryExitCode` (0 success, 1 render or file error, 2 usage error,
// 3 not available in this build).
let status = GalleryCommand.run(Array(CommandLine.arguments.dropFirst()))
exit(status)
