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

    /// Width and height from a PNG file's IHDR chunk (PNG specification, §11.2.2), or nil when
    /// the file is missing or not a PNG.
    public func pixelSize(ofFile path: String) -> (width: Int, height: Int)? {
        lock.lock()
        if let s = sizes[path] { lock.unlock(); return s }
        lock.unlock()
        guard let handle = FileHandle(forReadingAtPath: path) else { return nil }
        defer { try? handle.close() }
        guard let header = try? handle.read(upToCount: 24), header.count == 24 else { return nil }
        let bytes = [UInt8](header)
        guard bytes[0..<8].elementsEqual([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]),
            bytes[12..<16].elementsEqual(Array("IHDR".utf8))
        else { return nil }
        func be(_ i: Int) -> Int { bytes[i..<i + 4].reduce(0) { $0 << 8 | Int($1) } }
        let size = (width: be(16), height: be(20))
        guard size.width > 0, size.height > 0 else { return nil }
        lock.lock(); sizes[path] = size; lock.unlock()
        return size
    }
}
