import Foundation

/// The files a recording reads back from its folder (manifests, journals) and the paths it
/// renames a finished file over are regular files only: a symbolic link, device, FIFO or socket
/// put in their place (to `/dev/zero`, `/dev/urandom`, a pipe nobody writes) would otherwise be
/// read forever, hang the open, or be replaced.
package enum RegularFile {
    /// Largest frame file read back, in bytes (8 GiB: above an uncompressed PNG of the largest
    /// frame, 32,767² pixels).
    package static let maxFrameBytes = 1 << 33

    /// What the file type bits of `mode` name, for messages ("a symbolic link", "a FIFO", …).
    package static func kind(_ mode: mode_t) -> String {
        switch mode & S_IFMT {
        case S_IFREG: return "a regular file"
        case S_IFDIR: return "a folder"
        case S_IFLNK: return "a symbolic link"
        case S_IFIFO: return "a FIFO (named pipe)"
        case S_IFCHR: return "a character device"
        case S_IFBLK: return "a block device"
        case S_IFSOCK: return "a socket"
        default: return "not a regular file"
        }
    }

    /// The kind of what is at `path` without following a symbolic link, or nil when nothing is.
    package static func kind(atPath path: String) -> (isRegular: Bool, kind: String)? {
        var info = stat()
        guard lstat(path, &info) == 0 else { return nil }
        return (info.st_mode & S_IFMT == S_IFREG, kind(info.st_mode))
    }

    /// Opens `url` for reading without following a symbolic link and without blocking (a FIFO
    /// opens at once and is then refused), and checks that it is a regular file of at most
    /// `maxBytes` bytes. The caller closes the descriptor.
    ///
    /// - Returns: the descriptor and the file's size in bytes, or nil when there is no file.
    /// - Throws: `RenderError.io` naming the file when it is a symbolic link or not a regular
    ///   file, is larger than `maxBytes` (the message gives both sizes), or cannot be opened.
    package static func openForReading(_ url: URL, maxBytes: Int, what: String) throws -> (fd: Int32, size: Int)? {
        let fd = open(url.path, O_RDONLY | O_NOFOLLOW | O_NONBLOCK | O_CLOEXEC)
        guard fd >= 0 else {
            if errno == ENOENT { return nil }
            if errno == ELOOP {
                throw RenderError.io(
                    path: url.path,
                    reason: "is a symbolic link; a \(what) is read only as a regular file inside the output folder: remove the link")
            }
            throw RenderError.io(path: url.path, reason: "cannot open the \(what): \(String(cString: strerror(errno)))")
        }
        var info = stat()
        guard fstat(fd, &info) == 0 else {
            let reason = String(cString: strerror(errno))
            close(fd)
            throw RenderError.io(path: url.path, reason: "cannot read the \(what): \(reason)")
        }
        guard info.st_mode & S_IFMT == S_IFREG else {
            close(fd)
            throw RenderError.io(
                path: url.path,
                reason: "is \(kind(info.st_mode)), not a regular file; a \(what) is read only as a regular file: remove it")
        }
        let size = Int(info.st_size)
        guard size <= maxBytes else {
            close(fd)
            throw RenderError.io(
                path: url.path,
                reason: "is \(size) bytes; a \(what) is at most \(maxBytes) bytes (that of the longest recording): remove it")
        }
        // Reads of a regular file do not block; clearing the flag keeps them simple.
        _ = fcntl(fd, F_SETFL, fcntl(fd, F_GETFL) & ~O_NONBLOCK)
        return (fd, size)
    }

    /// Opens (creating) `url` for writing with `flags` (besides `O_CREAT`, and always
    /// `O_NOFOLLOW | O_NONBLOCK | O_CLOEXEC`) and checks that it is a regular file: a symbolic
    /// link would write outside the output folder, a FIFO would block, a device would swallow
    /// the bytes. The descriptor is left blocking; the caller closes it.
    ///
    /// - Parameters:
    ///   - what: the file's role in messages ("journal", "lock file").
    ///   - verb: how that file comes to be ("written", "made").
    /// - Throws: `RenderError.io` naming the file when it is a symbolic link or not a regular
    ///   file, or cannot be opened.
    package static func openForWriting(_ url: URL, flags: Int32, what: String, verb: String) throws -> Int32 {
        let fd = open(url.path, flags | O_CREAT | O_NOFOLLOW | O_NONBLOCK | O_CLOEXEC, 0o644)
        guard fd >= 0 else {
            let reason =
                errno == ELOOP
                ? "is a symbolic link; the \(what) is \(verb) only inside the output folder: remove it"
                : "cannot open the \(what): \(String(cString: strerror(errno)))"
            throw RenderError.io(path: url.path, reason: reason)
        }
        var info = stat()
        guard fstat(fd, &info) == 0, info.st_mode & S_IFMT == S_IFREG else {
            close(fd)
            throw RenderError.io(
                path: url.path,
                reason: "is \(kind(info.st_mode)), not a regular file; the \(what) is \(verb) only as a regular file: remove it")
        }
        _ = fcntl(fd, F_SETFL, fcntl(fd, F_GETFL) & ~O_NONBLOCK)
        return fd
    }

    /// The bytes of the regular file at `url` (see `openForReading`), at most `maxBytes`.
    ///
    /// - Throws: `RenderError.io` naming the file when it is missing, is not a regular file,
    ///   is too large or cannot be read.
    package static func read(_ url: URL, maxBytes: Int, what: String) throws -> Data {
        guard let (fd, size) = try openForReading(url, maxBytes: maxBytes, what: what) else {
            throw RenderError.io(path: url.path, reason: "cannot read: no such file")
        }
        defer { close(fd) }
        var data = Data(count: size)
        var offset = 0
        let failure: String? = data.withUnsafeMutableBytes { buffer in
            while offset < size {
                let n = Foundation.read(fd, buffer.baseAddress! + offset, size - offset)
                if n < 0 && errno == EINTR { continue }
                if n < 0 { return String(cString: strerror(errno)) }
                if n == 0 { break }
                offset += n
            }
            return nil
        }
        if let failure { throw RenderError.io(path: url.path, reason: "cannot read: \(failure)") }
        // A file cut short while being read keeps what was there.
        if offset < size { data.removeSubrange(offset..<size) }
        return data
    }
}
