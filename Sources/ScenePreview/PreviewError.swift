import Foundation

/// Errors of the preview: bad parameters, and a take that could not be rendered.
package enum PreviewError: Error, Equatable, CustomStringConvertible, Sendable {
    /// A parameter out of its range: its name, the value given and the valid range.
    case invalidParameter(name: String, value: String, valid: String)
    /// A step of a take failed (the build, the render, reading its output), with its output.
    case stepFailed(step: String, output: String)

    package var description: String {
        switch self {
        case .invalidParameter(let name, let value, let valid):
            return "invalid \(name) \(value); valid: \(valid)"
        case .stepFailed(let step, let output):
            return "\(step) failed\n\(output)"
        }
    }
}
