import Foundation

// `import os` and `import os.log` as app code writes them, for logging: `os_log` and `OSLog`,
// and iOS 14's `Logger` with interpolated messages (`"\(value, privacy: .public)"`).
//
// Apple's unified log is not here. A message at `.default`, `.error` or `.fault` level (Logger's
// `notice`, `warning`, `error`, `critical`, `fault`) is written to standard error as
// `subsystem[category] level: message`; `.debug` and `.info` messages are dropped, as the unified
// log keeps them only while streamed. Privacy is not applied: values are written as they are.

/// A log handle (OSLog): a subsystem and a category.
public final class OSLog: Sendable {
    public let subsystem: String
    public let category: String
    let enabled: Bool

    public init(subsystem: String, category: String) {
        self.subsystem = subsystem
        self.category = category
        enabled = true
    }
    private init(disabled: Void) {
        subsystem = ""
        category = ""
        enabled = false
    }
    /// The default log (no subsystem or category).
    public static let `default` = OSLog(subsystem: "", category: "")
    /// A log that drops every message.
    public static let disabled = OSLog(disabled: ())

    /// Whether messages of `type` are written (see the module's comment).
    public func isEnabled(type: OSLogType) -> Bool { enabled && type.isWritten }

    func write(_ type: OSLogType, _ message: @autoclosure () -> String) {
        guard isEnabled(type: type) else { return }
        let place = subsystem.isEmpty && category.isEmpty ? "" : "\(subsystem)[\(category)] "
        FileHandle.standardError.write(Data("\(place)\(type.name): \(message())\n".utf8))
    }
}

/// A message's level (OSLogType).
public struct OSLogType: Hashable, Sendable, RawRepresentable {
    public let rawValue: UInt8
    public init(rawValue: UInt8) { self.rawValue = rawValue }
    public init(_ rawValue: UInt8) { self.rawValue = rawValue }

    public static let `default` = OSLogType(0x00)
    public static let info = OSLogType(0x01)
    public static let debug = OSLogType(0x02)
    public static let error = OSLogType(0x10)
    public static let fault = OSLogType(0x11)

    var isWritten: Bool { self != .debug && self != .info }
    var name: String {
        switch self {
        case .info: return "info"
        case .debug: return "debug"
        case .error: return "error"
        case .fault: return "fault"
        default: return "default"
        }
    }
}

/// Logs `message`, a printf-style format (`%@`, `%d`, `%{public}@`, …) filled with `args`.
public func os_log(_ message: StaticString, dso: UnsafeRawPointer? = nil, log: OSLog = .default, type: OSLogType = .default, _ args: any CVarArg...) {
    log.write(type, formatted(message, args))
}

/// Logs `message` at `type` (the argument order of the iOS 12 form).
public func os_log(_ type: OSLogType, dso: UnsafeRawPointer? = nil, log: OSLog = .default, _ message: StaticString, _ args: any CVarArg...) {
    log.write(type, formatted(message, args))
}

/// `format` filled with `args`, with os_log's privacy annotations (`%{public}@`,
/// `%{private}d`) reduced to the plain conversions.
func formatted(_ format: StaticString, _ args: [any CVarArg]) -> String {
    let plain = format.description.replacingOccurrences(of: #"%\{[^}]*\}"#, with: "%", options: .regularExpression)
    return args.isEmpty ? plain : String(format: plain, arguments: args)
}
