import Foundation

/// A logger (iOS 14's `Logger`): messages written by level as the module's comment says.
public struct Logger: Sendable {
    let log: OSLog

    /// A logger for `subsystem` and `category`.
    public init(subsystem: String, category: String) { log = OSLog(subsystem: subsystem, category: category) }
    /// The default logger.
    public init() { log = .default }
    /// A logger writing to `log`.
    public init(_ log: OSLog) { self.log = log }

    public func log(_ message: OSLogMessage) { log.write(.default, message.text) }
    public func log(level: OSLogType, _ message: OSLogMessage) { log.write(level, message.text) }
    public func trace(_ message: OSLogMessage) { log.write(.debug, message.text) }
    public func debug(_ message: OSLogMessage) { log.write(.debug, message.text) }
    public func info(_ message: OSLogMessage) { log.write(.info, message.text) }
    public func notice(_ message: OSLogMessage) { log.write(.default, message.text) }
    public func warning(_ message: OSLogMessage) { log.write(.error, message.text) }
    public func error(_ message: OSLogMessage) { log.write(.error, message.text) }
    public func critical(_ message: OSLogMessage) { log.write(.fault, message.text) }
    public func fault(_ message: OSLogMessage) { log.write(.fault, message.text) }
}

/// A log message written as a string literal with interpolations (OSLogMessage); the privacy,
/// alignment and format arguments of its interpolations are accepted, and values are written
/// with their `description`.
public struct OSLogMessage: ExpressibleByStringInterpolation, Sendable {
    let text: String

    public init(stringLiteral value: String) { text = value }
    public init(stringInterpolation: OSLogInterpolation) { text = stringInterpolation.text }
}

/// The interpolations of an `OSLogMessage`.
public struct OSLogInterpolation: StringInterpolationProtocol, Sendable {
    var text = ""
    public init(literalCapacity: Int, interpolationCount: Int) {}
    public mutating func appendLiteral(_ literal: String) { text += literal }
    public mutating func appendInterpolation<T>(
        _ value: @autoclosure () -> T, align: OSLogStringAlignment = .none, privacy: OSLogPrivacy = .auto
    ) {
        text += "\(value())"
    }
    public mutating func appendInterpolation<T: BinaryInteger>(
        _ value: @autoclosure () -> T, format: OSLogIntegerFormatting = .decimal, align: OSLogStringAlignment = .none,
        privacy: OSLogPrivacy = .auto
    ) {
        text += format == .hex ? String(value(), radix: 16) : "\(value())"
    }
    public mutating func appendInterpolation<T: BinaryFloatingPoint & CVarArg>(
        _ value: @autoclosure () -> T, format: OSLogFloatFormatting = .fixed, align: OSLogStringAlignment = .none,
        privacy: OSLogPrivacy = .auto
    ) {
        switch format.kind {
        case .fixed(let precision): text += String(format: "%.\(precision)f", value())
        case .exponential: text += String(format: "%e", value())
        }
    }
}

/// Who may read an interpolated value (accepted; not applied).
public struct OSLogPrivacy: Hashable, Sendable {
    let level: Int
    public static let auto = OSLogPrivacy(level: 0)
    public static let `public` = OSLogPrivacy(level: 1)
    public static let `private` = OSLogPrivacy(level: 2)
    public static let sensitive = OSLogPrivacy(level: 3)
    public static func `private`(mask: OSLogPrivacy.Mask) -> OSLogPrivacy { .private }
    public static func sensitive(mask: OSLogPrivacy.Mask) -> OSLogPrivacy { .sensitive }
    public struct Mask: Hashable, Sendable {
        public static let hash = Mask()
        public static let none = Mask()
    }
}

/// The padding of an interpolated value (accepted; not applied).
public struct OSLogStringAlignment: Hashable, Sendable {
    let width: Int
    public static let none = OSLogStringAlignment(width: 0)
    public static func right(columns: Int) -> OSLogStringAlignment { OSLogStringAlignment(width: columns) }
    public static func left(columns: Int) -> OSLogStringAlignment { OSLogStringAlignment(width: -columns) }
}

/// How an interpolated integer is written: decimal, or hexadecimal.
public struct OSLogIntegerFormatting: Hashable, Sendable {
    let radix: Int
    public static let decimal = OSLogIntegerFormatting(radix: 10)
    public static let hex = OSLogIntegerFormatting(radix: 16)
}

/// How an interpolated floating-point value is written: fixed with a precision (6 by default),
/// or exponential.
public struct OSLogFloatFormatting: Sendable {
    enum Kind: Sendable { case fixed(Int), exponential }
    let kind: Kind
    public static let fixed = OSLogFloatFormatting(kind: .fixed(6))
    public static func fixed(precision: Int) -> OSLogFloatFormatting { OSLogFloatFormatting(kind: .fixed(max(0, min(precision, 30)))) }
    public static let exponential = OSLogFloatFormatting(kind: .exponential)
}
