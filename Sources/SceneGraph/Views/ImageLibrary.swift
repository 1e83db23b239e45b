import Foundation

/// Where `Image(_:)` finds its files, and the pixel sizes of PNG files (read from their headers
/// and remembered). A host reads images through the library of its `SceneResources`; hosts
/// that share a library share its cache. Safe to use from any thread.
public final class ImageLibrary: @unchecked Sendable {
    /// The library of hosts given none: the folders of `SCENE_RESOURCES` (colon-separated),
    /// then `./Resources` (`Image.resourceDirectories` edits its folders).
    public static let standard = ImageLibrary(
        directories: (ProcessInfo.processInfo.environment["SCENE_RESOURCES"]?.split(separator: ":").map(String.init) ?? []) + ["Resources"])

    private let lock = NSLock()
    private var dirs: [String]
    private var sizes: [String: (width: Int, height: Int)] = [:]

    /// A library that looks names up in `directories`, in order.
    public init(directories: [String]) {
        dirs = directories
    }

    /// The folders searched by name, in order.
    public var directories: [String] {
        get { lock.lock(); defer { lock.unlock() }; return dirs }
        set { lock.lock(); dirs = newValue; lock.unlock() }
    }

    /// The path of `name` or `name.png` in the first folder that holds it as a readable PNG.
    public func path(named name: String) -> String? {
        for dir in directories {
            for candidate in [name, name + ".png"] {
                let path = (dir as NSString).appendingPathComponent(candidate)
                if pixelSize(ofFile: path) != nil { return path }
            }
        }
        return nil
    }

    /// Width and height from a PNG file's IHDR chunk (PNG specification, §11.2.2) or a JPEG
    /// file's first start-of-frame segment (`JPEGHeader`), or nil when the file is missing or
    /// neither.
    public func pixelSize(ofFile path: String) -> (width: Int, height: Int)? {
        lock.lock()
        if let s = sizes[path] { lock.unlock(); return s }
        lock.unlock()
        guard let handle = FileHandle(forReadingAtPath: path) else { return nil }
        defer { try? handle.close() }
        guard let header = try? handle.read(upToCount: 24), header.count >= 4 else { return nil }
        let bytes = [UInt8](header)
        let size: (width: Int, height: Int)
        if ["svg", "pdf"].contains((path as NSString).pathExtension.lowercased()) {
            // Vector files: their size in points, as one pixel per point (see VectorHeader).
            guard let rest = try? handle.read(upToCount: 1 << 20), let s = VectorHeader.size(header + rest) else { return nil }
            size = s
        } else if bytes.starts(with: [0xFF, 0xD8, 0xFF]) {
            // Segments before the frame (Exif, ICC profiles) can be long: read up to 1 MiB.
            guard let rest = try? handle.read(upToCount: 1 << 20), let s = JPEGHeader.size([UInt8](header + rest)) else { return nil }
            size = s
        } else {
            guard bytes.count == 24, bytes[0..<8].elementsEqual([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]),
                bytes[12..<16].elementsEqual(Array("IHDR".utf8))
            else { return nil }
            func be(_ i: Int) -> Int { bytes[i..<i + 4].reduce(0) { $0 << 8 | Int($1) } }
            size = (width: be(16), height: be(20))
        }
        guard size.width > 0, size.height > 0 else { return nil }
        lock.lock(); sizes[path] = size; lock.unlock()
        return size
    }
}

/// The pixel size in a JPEG file's header.
enum JPEGHeader {
    /// Width and height of the first start-of-frame segment (SOF0–SOF15 but DHT C4, JPG C8 and
    /// DAC CC; ITU T.81 B.2.2: length, precision, then height and width, big-endian) before the
    /// first scan; nil when `bytes` has none or is not a JPEG.
    static func size(_ bytes: [UInt8]) -> (width: Int, height: Int)? {
        guard bytes.starts(with: [0xFF, 0xD8]) else { return nil }
        var i = 2
        while i + 1 < bytes.count {
            guard bytes[i] == 0xFF else { return nil }
            var m = i + 1
            while m < bytes.count, bytes[m] == 0xFF { m += 1 }  // fill bytes
            guard m < bytes.count else { return nil }
            let marker = bytes[m]
            if marker == 0x01 || (0xD0...0xD8).contains(marker) {  // markers without a length
                i = m + 1
                continue
            }
            if marker == 0xD9 || marker == 0xDA { return nil }  // end of image, or a scan before any frame
            guard m + 2 < bytes.count else { return nil }
            let length = Int(bytes[m + 1]) << 8 | Int(bytes[m + 2])
            if (0xC0...0xCF).contains(marker), ![0xC4, 0xC8, 0xCC].contains(marker) {
                guard m + 7 < bytes.count else { return nil }
                let height = Int(bytes[m + 4]) << 8 | Int(bytes[m + 5])
                let width = Int(bytes[m + 6]) << 8 | Int(bytes[m + 7])
                return (width, height)
            }
            guard length >= 2 else { return nil }
            i = m + 1 + length
        }
        return nil
    }
}
