import Foundation

/// A value that a printf-style specifier can format (SwiftUI's `_FormatSpecifiable`): the
/// integer and floating-point types, passed to `String(format:)` as their C variadic argument.
public protocol _FormatSpecifiable: Equatable {
    associatedtype _Arg: CVarArg
    var _arg: _Arg { get }
}

extension Int: _FormatSpecifiable { public var _arg: Int { self } }
extension Int8: _FormatSpecifiable { public var _arg: Int32 { Int32(self) } }
extension Int16: _FormatSpecifiable { public var _arg: Int32 { Int32(self) } }
extension Int32: _FormatSpecifiable { public var _arg: Int32 { self } }
extension Int64: _FormatSpecifiable { public var _arg: Int64 { self } }
extension UInt: _FormatSpecifiable { public var _arg: UInt { self } }
extension UInt8: _FormatSpecifiable { public var _arg: UInt32 { UInt32(self) } }
extension UInt16: _FormatSpecifiable { public var _arg: UInt32 { UInt32(self) } }
extension UInt32: _FormatSpecifiable { public var _arg: UInt32 { self } }
extension UInt64: _FormatSpecifiable { public var _arg: UInt64 { self } }
extension Float: _FormatSpecifiable { public var _arg: Double { Double(self) } }
extension Double: _FormatSpecifiable { public var _arg: Double { self } }
extension CGFloat: _FormatSpecifiable { public var _arg: Double { Double(self) } }

enum FormatSpecifier {
    /// `value` written with the printf-style `specifier` (`"%.2f"`, `"%d"`, `"%05.1f"`, `"%x"`).
    /// The argument is converted to what the conversion reads — a `Double` for `f e g a`, a
    /// 64-bit integer for `d i o u x` (the specifier widened to `ll`) — so a mismatched pair
    /// (`%.1f` of an `Int`, `%d` of a `Double`, truncated toward zero) prints the value instead
    /// of reading a wrong register. A specifier without exactly one numeric conversion is
    /// written after the value, with one warning naming it (SwiftUI leaves that undefined).
    static func format<T: _FormatSpecifiable>(_ value: T, specifier: String) -> String {
        guard let conversion = singleConversion(specifier) else {
            WarningLog.warn("Text(_:specifier: \"\(specifier)\"): the specifier must hold exactly one printf conversion such as %.2f or %d; writing the value and the specifier")
            return "\(value)\(specifier)"
        }
        let number: Double
        switch value._arg as Any {
        case let x as Double: number = x
        case let x as Int: number = Double(x)
        case let x as Int32: number = Double(x)
        case let x as Int64: number = Double(x)
        case let x as UInt: number = Double(x)
        case let x as UInt32: number = Double(x)
        case let x as UInt64: number = Double(x)
        default: number = Double("\(value)") ?? 0
        }
        if "eEfFgGaA".contains(conversion.character) {
            return String(format: specifier, number)
        }
        let integer: Int64
        if let exact = value._arg as? UInt64 {
            integer = Int64(bitPattern: exact)
        } else if let exact = value._arg as? UInt {
            integer = Int64(bitPattern: UInt64(exact))
        } else if let exact = value._arg as? Int {
            integer = Int64(exact)
        } else if let exact = value._arg as? Int64 {
            integer = exact
        } else {
            integer = number.isFinite ? Int64(max(min(number, 9.2e18), -9.2e18)) : 0
        }
        var widened = specifier
        widened.replaceSubrange(conversion.lengthRange, with: "ll")
        return String(format: widened, integer)
    }

    /// The one numeric conversion of `specifier` (`%%` is a literal percent sign): its
    /// character and the range of its length modifier; nil when there is none, more than one,
    /// or a `%` not followed by flags, width, precision, length and a numeric conversion.
    static func singleConversion(_ specifier: String) -> (character: Character, lengthRange: Range<String.Index>)? {
        var found: (Character, Range<String.Index>)?
        var i = specifier.startIndex
        while let percent = specifier[i...].firstIndex(of: "%") {
            i = specifier.index(after: percent)
            if i < specifier.endIndex, specifier[i] == "%" { i = specifier.index(after: i); continue }
            i = specifier[i...].firstIndex { !"-+ #0123456789.'".contains($0) } ?? specifier.endIndex
            let lengthStart = i
            i = specifier[i...].firstIndex { !"hlqLzjt".contains($0) } ?? specifier.endIndex
            guard i < specifier.endIndex, "diouxXeEfFgGaA".contains(specifier[i]), found == nil else { return nil }
            found = (specifier[i], lengthStart..<i)
            i = specifier.index(after: i)
        }
        return found
    }
}

extension LocalizedStringKey.StringInterpolation {
    /// `"\(value, specifier: "%.2f")"`: a number written with a printf-style specifier.
    /// The key holds the specifier (`Progress: %.1f`), as Xcode extracts it.
    public mutating func appendInterpolation<T: _FormatSpecifiable>(_ value: T, specifier: String) {
        let (_, argument) = Self.specified(value)
        let text = FormatSpecifier.format(value, specifier: specifier)
        // A specifier without exactly one conversion: its text (the value, then the specifier).
        let valid = FormatSpecifier.singleConversion(specifier) != nil
        append(text, specifier: valid ? specifier : "%@", valid ? argument : .string(text))
    }
}

extension Text {
    /// A number written with a printf-style specifier (`Text(3.14159, specifier: "%.2f")` is
    /// "3.14"); the same as the literal `"\(value, specifier: "%.2f")"`.
    public init<T: _FormatSpecifiable>(_ value: T, specifier: String) {
        let key: LocalizedStringKey = "\(value, specifier: specifier)"
        self.init(verbatim: key.key)
    }
}
