import Foundation

/// What the preview server sends back.
package struct HTTPResponse: Sendable {
    package var status: Int
    package var contentType: String
    package var body: Data

    package init(status: Int = 200, contentType: String, body: Data) {
        self.status = status
        self.contentType = contentType
        self.body = body
    }

    package static func text(_ s: String, status: Int = 200) -> HTTPResponse {
        HTTPResponse(status: status, contentType: "text/plain; charset=utf-8", body: Data((s + "\n").utf8))
    }

    package static func html(_ s: String) -> HTTPResponse {
        HTTPResponse(contentType: "text/html; charset=utf-8", body: Data(s.utf8))
    }

    package static func json(_ s: String) -> HTTPResponse {
        HTTPResponse(contentType: "application/json", body: Data(s.utf8))
    }

    package static let notFound = HTTPResponse.text("not found", status: 404)

    /// Largest file served, in bytes (a frame of 8192² pixels compresses far below it).
    package static let maxFileBytes = 256 << 20

    /// The regular file at `segments` under `root`, or 404 when there is none; 403 when the
    /// path, symbolic links resolved, ends up outside `root`.
    package static func file(under root: URL, segments: [String]) -> HTTPResponse {
        let base = root.standardizedFileURL.resolvingSymlinksInPath()
        var url = base
        for s in segments { url.appendPathComponent(s) }
        let resolved = url.resolvingSymlinksInPath()
        guard resolved.path == base.path || resolved.path.hasPrefix(base.path + "/") else {
            return .text("the path leaves the served folder and is refused", status: 403)
        }
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: resolved.path, isDirectory: &isDirectory) else { return .notFound }
        if isDirectory.boolValue {
            return file(under: root, segments: segments + ["index.html"])
        }
        guard let attributes = try? FileManager.default.attributesOfItem(atPath: resolved.path),
            (attributes[.type] as? FileAttributeType) == .typeRegular,
            let size = attributes[.size] as? Int, size <= maxFileBytes,
            let data = try? Data(contentsOf: resolved)
        else { return .notFound }
        return HTTPResponse(contentType: contentType(of: resolved.pathExtension), body: data)
    }

    static func contentType(of ext: String) -> String {
        switch ext.lowercased() {
        case "png": return "image/png"
        case "html", "htm": return "text/html; charset=utf-8"
        case "json": return "application/json"
        case "csv", "txt": return "text/plain; charset=utf-8"
        case "svg": return "image/svg+xml"
        case "css": return "text/css"
        case "js": return "text/javascript"
        default: return "application/octet-stream"
        }
    }

    static func reason(_ status: Int) -> String {
        switch status {
        case 200: return "OK"
        case 400: return "Bad Request"
        case 403: return "Forbidden"
        case 404: return "Not Found"
        case 405: return "Method Not Allowed"
        case 408: return "Request Timeout"
        case 431: return "Request Header Fields Too Large"
        case 503: return "Service Unavailable"
        default: return "Internal Server Error"
        }
    }

    /// The bytes on the wire: status line, headers (no caching, connection closed), body (none for HEAD).
    func serialized(includeBody: Bool) -> Data {
        var head = "HTTP/1.1 \(status) \(Self.reason(status))\r\n"
        head += "Content-Type: \(contentType)\r\nContent-Length: \(body.count)\r\n"
        head += "Cache-Control: no-store\r\nX-Content-Type-Options: nosniff\r\nConnection: close\r\n\r\n"
        var out = Data(head.utf8)
        if includeBody { out.append(body) }
        return out
    }
}
