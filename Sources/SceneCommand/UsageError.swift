import Foundation

/// A command-line mistake, with the message shown to the user.
struct UsageError: Error, Equatable, CustomStringConvertible, Sendable {
    var message: String
    /// Which help text to point at.
    var topic: HelpTopic
    init(_ message: String, topic: HelpTopic = .main) {
        self.message = message
        self.topic = topic
    }
    var description: String { message }
}
