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
    /// The `Host` header's value (trimmed), nil when there is none.
    package var host: String?
    /// The `Origin` header's value (trimmed), nil when there is none.
    package var origin: String?

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

    package init(method: String, segments: [String], query: String = "", host: String? = nil, origin: String? = nil) {
        self.method = method
        self.segments = segments
        self.query = query
        self.host = host
        self.origin = origin
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
        var host: String?
        var origin: String?
        for line in text.split(separator: "\r\n", omittingEmptySubsequences: false).dropFirst() {
            guard let colon = line.firstIndex(of: ":") else { continue }
            let name = line[..<colon].lowercased()
            let value = line[line.index(after: colon)...].trimmingCharacters(in: .whitespaces)
            if name == "host" {
                guard host == nil else { throw .malformed("the request has more than one Host header") }
                host = value
            } else if name == "origin" {
                guard origin == nil else { throw .malformed("the request has more than one Origin header") }
                origin = value
            }
        }
        self.init(method: parts[0], segments: segments, query: query, host: host, origin: origin)
    }

    /// Whether this request was addressed to the preview on `port` by one of the loopback names
    /// it answers to (`127.0.0.1:<port>`, `localhost:<port>`, `[::1]:<port>`), and, when it
    /// carries an `Origin`, comes from a page of that address. A web page elsewhere that points
    /// a name of its own at 127.0.0.1 (DNS rebinding) sends its own name as Host, and a page of
    /// another site fetching from here sends its own Origin: both are refused, so no other site
    /// reads the preview's state, frames or review page (and nothing changes the server's state:
    /// it answers GET and HEAD only).
    ///
    /// - Returns: nil when the request may be answered, else the reason (answered with 403).
    package func addressProblem(port: UInt16) -> String? {
        let names = ["127.0.0.1:\(port)", "localhost:\(port)", "[::1]:\(port)"]
        guard let host, names.contains(host.lowercased()) else {
            return "the Host header '\(host.map { String($0.prefix(200)) } ?? "none")' is not this preview's address "
                + "(\(names.joined(separator: ", "))); the preview answers only to those"
        }
        if let origin, !names.contains(where: { "http://\($0)" == origin.lowercased() }) {
            return "the Origin '\(origin.prefix(200))' is not this preview's page (\(names.map { "http://\($0)" }.joined(separator: ", "))); "
                + "requests from other sites are refused"
        }
        return nil
    }
}
