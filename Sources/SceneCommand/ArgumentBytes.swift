import Foundation

/// The command line's bytes as the process received them: Swift's `CommandLine.arguments`
/// replaces bytes that are not UTF-8 with U+FFFD, so an `--out` of such bytes would silently
/// become a folder of another name. `gallery` refuses any argument that is not valid UTF-8.
enum ArgumentBytes {
    /// The process's arguments after the program name, as bytes.
    static func current() -> [[UInt8]] {
        (1..<Int(CommandLine.argc)).map { i in
            guard let p = CommandLine.unsafeArgv[i] else { return [] }
            return Array(UnsafeRawBufferPointer(start: p, count: strlen(p)))
        }
    }

    /// A usage message for the first argument of `arguments` that is not valid UTF-8, naming
    /// the option it belongs to (`--out DIR` or `--out=DIR`), the bytes as shown and the first
    /// bad byte; nil when every argument is UTF-8.
    static func firstNonUTF8(_ arguments: [[UInt8]]) -> String? {
        for (i, whole) in arguments.enumerated() where String(validating: whole, as: UTF8.self) == nil {
            var option = "argument \(i + 1)", bytes = whole[...]
            if whole.starts(with: Array("--".utf8)), let eq = whole.firstIndex(of: UInt8(ascii: "=")),
                let name = String(validating: whole[..<eq], as: UTF8.self)
            {
                option = name // --opt=VALUE: the value is what is shown
                bytes = whole[(eq + 1)...]
            } else if i > 0, let previous = String(validating: arguments[i - 1], as: UTF8.self), previous.hasPrefix("--") {
                option = previous
            }
            let value = Array(bytes)
            let shown = String(decoding: value, as: UTF8.self)
            let badText = firstInvalidByte(value).map { String(format: "byte 0x%02X at offset %d", value[$0], $0) } ?? "a truncated sequence"
            return "\(option) '\(shown)' is not valid UTF-8 (\(badText)); file and scene names must be UTF-8, "
                + "or the folder written would have another name"
        }
        return nil
    }

    /// The offset of the first byte that does not start or continue a valid UTF-8 sequence.
    private static func firstInvalidByte(_ bytes: [UInt8]) -> Int? {
        var i = 0
        while i < bytes.count {
            var length = 1
            while length <= 4, i + length <= bytes.count {
                if String(validating: bytes[i..<(i + length)], as: UTF8.self) != nil { break }
                length += 1
            }
            if length > 4 || i + length > bytes.count { return i }
            i += length
        }
        return nil
    }
}
