import Foundation

/// Whole numbers read from environment variables (batch systems' task ids, CPU counts), parsed
/// so that no value traps or wraps: surrounding spaces are ignored, only ASCII decimal digits
/// (with an optional leading `+` or `-`) are accepted, and a value too large for `Int` is
/// refused as such rather than read as some other number.
enum EnvironmentInteger {
    /// The value of `name` in `environment`, or nil when it is not set.
    ///
    /// - Throws: `RenderError.invalidParameter` naming the variable when its value is not a
    ///   decimal integer, does not fit in 64 bits, or lies outside `range`; `valid` describes
    ///   the accepted values in the message.
    static func read(
        _ name: String, in environment: [String: String], range: ClosedRange<Int>,
        valid: String
    ) throws -> Int? {
        guard let raw = environment[name] else { return nil }
        let text = raw.trimmingCharacters(in: .whitespaces)
        let digits = text.hasPrefix("-") || text.hasPrefix("+") ? text.dropFirst() : Substring(text)
        guard !digits.isEmpty, digits.utf8.allSatisfy({ (UInt8(ascii: "0")...UInt8(ascii: "9")).contains($0) }) else {
            throw RenderError.invalidParameter(name: name, value: "'\(raw)'", valid: "a decimal integer: \(valid)")
        }
        guard let value = Int(text) else {
            throw RenderError.invalidParameter(name: name, value: "\(text) (too large for a 64-bit integer)", valid: valid)
        }
        guard range.contains(value) else {
            throw RenderError.invalidParameter(name: name, value: "\(value)", valid: valid)
        }
        return value
    }
}
