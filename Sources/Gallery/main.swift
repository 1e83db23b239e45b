import Foundation
import SceneRender

/// Exit codes: 0 success, 1 render or file error, 2 bad command line.
let status = GalleryCommand.run(Array(CommandLine.arguments.dropFirst()))
exit(status)
