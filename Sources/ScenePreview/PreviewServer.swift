import Foundation
#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// A minimal HTTP/1.1 server for the preview page: GET and HEAD only, bound to the loopback
/// address 127.0.0.1 (never another interface), one request per connection (`Connection: close`).
///
/// One thread accepts connections (waking every 100 ms to see whether `stop()` was called);
/// each connection is answered on a Dispatch queue, at most `maxConnections` at a time. A
/// request head over `HTTPRequest.maxHeadBytes` gets 431, a client whose whole request head has
/// not arrived `readTimeout` seconds after it connected is dropped (408 when it sent part of
/// one: a byte every few seconds does not keep a connection), a path with a `..` segment gets
/// 403, and so does a request whose `Host` is not `127.0.0.1:<port>`, `localhost:<port>` or
/// `[::1]:<port>` or whose `Origin` is another site (DNS rebinding, see
/// `HTTPRequest.addressProblem(port:)`), all before the handler sees it.
package final class PreviewServer: @unchecked Sendable {
    package typealias Handler = @Sendable (HTTPRequest) -> HTTPResponse

    /// Errors starting the server.
    package enum StartError: Error, CustomStringConvertible, Sendable {
        case socket(String)
        package var description: String {
            switch self {
            case .socket(let s): return s
            }
        }
    }

    /// The TCP port the server listens on (the one chosen by the system when 0 was asked for).
    package let port: UInt16
    /// Seconds a connection may take to send its whole request head, from when it is accepted.
    package let readTimeout: Double
    /// Connections answered at once; further ones wait in the listen backlog.
    package let maxConnections = 8

    private let listener: Int32
    private let handler: Handler
    private let lock = NSLock()
    private var stopping = false
    private var acceptThread: Thread?
    private let acceptExited = DispatchSemaphore(value: 0)
    private let connections = DispatchGroup()
    private let slots: DispatchSemaphore
    private let queue = DispatchQueue(label: "preview-server.connections", attributes: .concurrent)

    /// The page's address, `http://127.0.0.1:<port>/`.
    package var url: URL { URL(string: "http://127.0.0.1:\(port)/")! }

    /// Binds 127.0.0.1:`port` (0: a free port the system picks) and starts listening.
    ///
    /// - Parameters:
    ///   - port: 0…65535; 0 picks a free port.
    ///   - readTimeout: seconds, in (0, 60].
    /// - Throws: `StartError.socket` naming the call that failed (for example a port in use).
    package init(port: UInt16 = 0, readTimeout: Double = 5, handler: @escaping Handler) throws {
        guard readTimeout > 0, readTimeout <= 60 else {
            throw StartError.socket("readTimeout must be in (0, 60] seconds, got \(readTimeout)")
        }
        self.readTimeout = readTimeout
        self.handler = handler
        slots = DispatchSemaphore(value: maxConnections)
        #if canImport(Glibc)
            let fd = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        #else
            let fd = socket(AF_INET, SOCK_STREAM, 0)
        #endif
        guard fd >= 0 else { throw StartError.socket("socket() failed: \(String(cString: strerror(errno)))") }
        var yes: Int32 = 1
        setsockopt(fd, SOL_SOCKET, SO_REUSEADDR, &yes, socklen_t(MemoryLayout<Int32>.size))
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = port.bigEndian
        address.sin_addr.s_addr = UInt32(0x7F00_0001).bigEndian // 127.0.0.1
        let bound = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { bind(fd, $0, socklen_t(MemoryLayout<sockaddr_in>.size)) }
        }
        guard bound == 0 else {
            let reason = String(cString: strerror(errno))
            close(fd)
            throw StartError.socket("cannot listen on 127.0.0.1:\(port): \(reason)")
        }
        guard listen(fd, 32) == 0 else {
            let reason = String(cString: strerror(errno))
            close(fd)
            throw StartError.socket("listen() failed: \(reason)")
        }
        var actual = sockaddr_in()
        var length = socklen_t(MemoryLayout<sockaddr_in>.size)
        _ = withUnsafeMutablePointer(to: &actual) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { getsockname(fd, $0, &length) }
        }
        listener = fd
        self.port = UInt16(bigEndian: actual.sin_port)
    }

    deinit {
        stop()
    }

    /// Starts answering on a background thread. Calling it twice does nothing.
    package func start() {
        lock.lock()
        defer { lock.unlock() }
        guard acceptThread == nil, !stopping else { return }
        let thread = Thread { [self] in acceptLoop() }
        thread.name = "preview-server"
        acceptThread = thread
        thread.start()
    }

    /// Stops accepting, closes the listening socket and waits (at most `readTimeout` + 1 s)
    /// for the connections being answered. Safe to call more than once.
    package func stop() {
        lock.lock()
        let wasStopping = stopping
        stopping = true
        let started = acceptThread != nil
        lock.unlock()
        guard !wasStopping else { return }
        if started {
            _ = acceptExited.wait(timeout: .now() + 2)
        } else {
            close(listener)
        }
        _ = connections.wait(timeout: .now() + readTimeout + 1)
    }

    private var isStopping: Bool {
        lock.lock()
        defer { lock.unlock() }
        return stopping
    }

    private func acceptLoop() {
        defer {
            close(listener)
            acceptExited.signal()
        }
        while !isStopping {
            var poller = pollfd(fd: listener, events: Int16(POLLIN), revents: 0)
            let ready = poll(&poller, 1, 100)
            if ready <= 0 { continue }
            let client = accept(listener, nil, nil)
            if client < 0 { continue }
            guard slots.wait(timeout: .now() + readTimeout) == .success else {
                respond(client, .text("the preview is busy", status: 503), includeBody: true)
                close(client)
                continue
            }
            connections.enter()
            queue.async { [self] in
                serve(client)
                close(client)
                slots.signal()
                connections.leave()
            }
        }
    }

    private func serve(_ client: Int32) {
        let deadline = Date().addingTimeInterval(readTimeout)
        var sendTimeout = timeval(tv_sec: Int(readTimeout), tv_usec: .init((readTimeout - readTimeout.rounded(.down)) * 1_000_000))
        setsockopt(client, SOL_SOCKET, SO_SNDTIMEO, &sendTimeout, socklen_t(MemoryLayout<timeval>.size))
        var head = Data()
        var buffer = [UInt8](repeating: 0, count: 4096)
        let terminator = Data("\r\n\r\n".utf8)
        while head.range(of: terminator) == nil {
            if head.count > HTTPRequest.maxHeadBytes {
                respond(client, .text(HTTPRequest.Refusal.tooLarge.message, status: 431), includeBody: true)
                return
            }
            // The time left for the whole head, not for this read: a client sending a byte
            // every few seconds is cut off when the head's time is up.
            let left = deadline.timeIntervalSinceNow
            var poller = pollfd(fd: client, events: Int16(POLLIN), revents: 0)
            let ready = left > 0 ? poll(&poller, 1, Int32(min(left * 1000, 60_000).rounded(.up))) : 0
            if ready < 0 && errno == EINTR { continue }
            if ready <= 0 {
                if !head.isEmpty {
                    respond(client, .text("the request head did not arrive within \(readTimeout) s", status: 408), includeBody: true)
                }
                return
            }
            let n = buffer.withUnsafeMutableBytes { recv(client, $0.baseAddress, $0.count, Int32(MSG_DONTWAIT)) }
            if n < 0, errno == EAGAIN || errno == EWOULDBLOCK || errno == EINTR { continue }
            if n <= 0 { return }
            head.append(contentsOf: buffer[0..<n])
        }
        let end = head.range(of: terminator)!.upperBound
        let request: HTTPRequest
        do {
            request = try HTTPRequest(head: head.prefix(upTo: end))
        } catch {
            respond(client, .text(error.message, status: error.status), includeBody: true)
            return
        }
        if let problem = request.addressProblem(port: port) {
            respond(client, .text(problem, status: 403), includeBody: request.method != "HEAD")
            return
        }
        respond(client, handler(request), includeBody: request.method != "HEAD")
    }

    private func respond(_ client: Int32, _ response: HTTPResponse, includeBody: Bool) {
        let bytes = response.serialized(includeBody: includeBody)
        bytes.withUnsafeBytes { raw in
            var sent = 0
            while sent < raw.count {
                #if canImport(Glibc)
                    let n = send(client, raw.baseAddress! + sent, raw.count - sent, Int32(MSG_NOSIGNAL))
                #else
                    let n = send(client, raw.baseAddress! + sent, raw.count - sent, 0)
                #endif
                if n <= 0 { return }
                sent += n
            }
        }
    }
}
