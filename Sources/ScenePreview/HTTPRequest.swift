import Foundation

/// A parsed HTTP/1.1 request head, as the preview server accepts it: `GET` or `HEAD`, an
/// origin-form target (`/a/b?q`), and a path that stays inside the site.
package struct HTTPRequest: Equatable, Sendable {
    /// `GET` or `HEAD`.
    package var method: String
    /// The decoded path segments, without empty ones: `/frames/3.png?g=2` gives `["frames", "3.png"]`.
    package var segments: [String]
    /// The raw query after `?` (not decoded), empty when there is none.
    package var query: String

    /// Largest request head accepted, in bytes (request line and headers up to the blank line).
    package static let maxHeadBytes = 8192

    /// Why a request head is refused; each case is answered with its status code.
    package enum Refusal: Error, Equatable, Sendable {
        /// 400: not `METHOD SP /target SP HTTP/1.x`, or a target that does not decode.
        case malformed(String)
        /// 405: a method other than GET or HEAD.
        case methodNotAllowed(String)
        /// 403: a `..` segment, a backslash or a NUL byte in the decoded path.
        case outsideSite(String)
        /// 431: the head is longer than `maxHeadBytes`.
        case tooLarge

        package var status: Int {
            switch self {
            case .malformed: return 400
            case .methodNotAllowed: return 405
            case .outsideSite: return 403
            case .tooLarge: return 431
            }
        }

        package var message: String {
            switch self {
            case .malformed(let why): return "bad request: \(why)"
            case .methodNotAllowed(let m): return "method \(m) is not allowed; the preview serves GET and HEAD only"
            case .outsideSite(let target): return "the path \(target) leaves the preview's folder and is refused"
            case .tooLarge: return "request head over \(HTTPRequest.maxHeadBytes) bytes"
            }
        }
    }

    package init(method: String, segments: [String], query: String = "") {
        self.method = method
        self.segments = segments
        self.query = query
    }

    /// Parses a request head (the bytes up to and including the blank line, or all that was read).
    /// - Throws: `Refusal` with the reason.
    package init(head: Data) throws(Refusal) {
        guard head.count <= Self.maxHeadBytes else { throw .tooLarge }
        guard let text = String(data: head, encoding: .utf8) else { throw .malformed("the request head is not UTF-8") }
        let firstLine = text.split(separator: "\r\n", maxSplits: 1, omittingEmptySubsequences: false).first.map(String.init) ?? ""
        let parts = firstLine.split(separator: " ", omittingEmptySubsequences: false).map(String.init)
        guard parts.count == 3, parts[2].hasPrefix("HTTP/1.") else {
            throw .malformed("the request line '\(firstLine.prefix(200))' is not METHOD /path HTTP/1.x")
        }
        guard parts[0] == "GET" || parts[0] == "HEAD" else { throw .methodNotAllowed(String(parts[0].prefix(20))) }
        let target = parts[1]
        guard target.hasPrefix("/") else { throw .malformed("the target '\(target.prefix(200))' does not start with /") }
        var pathPart = Substring(target)
        var query = ""
        if let q = target.firstIndex(where: { $0 == "?" || $0 == "#" }) {
            pathPart = target[..<q]
            if target[q] == "?" { query = String(target[target.index(after: q)...].prefix { $0 != "#" }) }
        }
        var segments: [String] = []
        for raw in pathPart.split(separator: "/") {
            guard let decoded = String(raw).removingPercentEncoding else {
                throw .malformed("the path segment '\(raw.prefix(200))' is not valid percent-encoding")
            }
            if decoded == ".." || decoded.contains("/") || decoded.contains("\\") || decoded.contains("\0") {
                throw .outsideSite(String(target.prefix(200)))
            }
            if decoded == "." || decoded.isEmpty { continue }
            segments.append(decoded)
        }
        self.init(method: parts[0], segments: segments, query: query)
    }
}
