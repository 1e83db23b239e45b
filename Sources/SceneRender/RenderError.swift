import Foundation

/// Errors from rendering and file output.
public enum RenderError: Error, CustomStringConvertible, Equatable {
    case invalidParameter(name: String, value: String, valid: String)
    case io(path: String, reason: String)
    case png(source: String, reason: String)
    case cairo(String)
    /// An external program needed for a task is not installed.
    case missingTool(name: String, purpose: String)

    public var description: String {
        switch self {
        case .invalidParameter(let n, let v, let valid): return InvalidParameter(name: n, value: v, valid: valid).description
        case .io(let p, let r): return "\(p): \(r)"
        case .png(let s, let r): return "PNG \(s): \(r)"
        case .cairo(let s): return "cairo: \(s)"
        case .missingTool(let n, let p): return "\(n) is not installed (needed for \(p))"
        }
    }
}
