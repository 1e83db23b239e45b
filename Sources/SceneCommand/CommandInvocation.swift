import Foundation

/// A parsed command line.
enum CommandInvocation: Equatable, Sendable {
    case help(HelpTopic)
    case list
    case render(RenderOptions)
    /// `snapshots --orphans`.
    case snapshotOrphans
    /// `merge DIR ...`.
    case merge(MergeOptions)
    /// `preview [SCENE] [options]`.
    case preview(PreviewOptions)
}
