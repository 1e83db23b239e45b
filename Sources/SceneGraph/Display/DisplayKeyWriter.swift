import Foundation

/// Serialises display values into the byte stream a frame's key is hashed from (SceneRender's
/// `FrameKey`), through their one list of fields (`DisplayFields`): every number by its exact
/// bit pattern (a `Float` widened to `Double`, which is exact), every integer and count as 8
/// little-endian bytes, every string as its UTF-8 length and bytes, every path as its element
/// count and each element's tag byte and points, every picture file as its path and, when it can
/// be read, the 32 bytes of its content's digest. Tags and counts come first, so two different
/// values never give the same bytes.
///
/// Bytes are gathered in a 64 KB buffer and handed on a buffer at a time, so the many small
/// fields of a display list cost one call of the consumer per 64 KB.
public struct DisplayKeyWriter: DisplayFieldVisitor {
    private let buffer: UnsafeMutableRawPointer
    private var used = 0
    private let consume: (UnsafeRawBufferPointer) -> Void
    private let imageContent: (String) -> (UInt64, UInt64, UInt64, UInt64)?
    static let capacity = 64 << 10

    /// Walks `value`'s fields and hands their bytes to `consume`, in order, in chunks of at most
    /// 64 KB. `imageContent` gives the digest of a picture file's bytes, nil when it cannot be
    /// read (the path alone is then written, with a 0 where the digest would be).
    public static func write<T: DisplayFields>(
        _ value: T, imageContent: (String) -> (UInt64, UInt64, UInt64, UInt64)?,
        to consume: (UnsafeRawBufferPointer) -> Void
    ) {
        withoutActuallyEscaping(consume) { consume in
            withoutActuallyEscaping(imageContent) { imageContent in
                let buffer = UnsafeMutableRawPointer.allocate(byteCount: capacity, alignment: 16)
                defer { buffer.deallocate() }
                var writer = DisplayKeyWriter(buffer: buffer, consume: consume, imageContent: imageContent)
                value.visitFields(&writer)
                writer.flush()
            }
        }
    }

    private init(
        buffer: UnsafeMutableRawPointer, consume: @escaping (UnsafeRawBufferPointer) -> Void,
        imageContent: @escaping (String) -> (UInt64, UInt64, UInt64, UInt64)?
    ) {
        self.buffer = buffer
        self.consume = consume
        self.imageContent = imageContent
    }

    private mutating func flush() {
        if used > 0 { consume(UnsafeRawBufferPointer(start: buffer, count: used)) }
        used = 0
    }

    /// Makes room for `count` bytes (at most the buffer's size).
    @inline(__always) private mutating func reserve(_ count: Int) {
        if used + count > Self.capacity { flush() }
    }
    @inline(__always) private mutating func put(_ v: UInt64) {
        buffer.storeBytes(of: v.littleEndian, toByteOffset: used, as: UInt64.self)
        used += 8
    }
    @inline(__always) private mutating func put(_ v: UInt8) {
        buffer.storeBytes(of: v, toByteOffset: used, as: UInt8.self)
        used += 1
    }
    @inline(__always) private mutating func put(_ p: CGPoint) { put(Double(p.x).bitPattern); put(Double(p.y).bitPattern) }

    public mutating func number(_ name: StaticString, _ value: Double) { reserve(8); put(value.bitPattern) }
    public mutating func integer(_ name: StaticString, _ value: Int) { reserve(8); put(UInt64(bitPattern: Int64(value))) }

    public mutating func string(_ name: StaticString, _ value: String) {
        var s = value
        s.withUTF8 { utf8 in
            integer(name, utf8.count)
            var start = 0
            while start < utf8.count {
                if used == Self.capacity { flush() }
                let n = min(utf8.count - start, Self.capacity - used)
                (buffer + used).copyMemory(from: utf8.baseAddress! + start, byteCount: n)
                used += n
                start += n
            }
        }
    }

    /// The element count, then each element's tag and points (49 bytes at most an element,
    /// written in runs of up to 256 elements after one `reserve`).
    public mutating func path(_ name: StaticString, _ value: Path) {
        integer(name, value.elements.count)
        value.elements.withUnsafeBufferPointer { elements in
            var i = 0
            while i < elements.count {
                let end = min(elements.count, i + 256)
                reserve(49 * (end - i))
                for e in elements[i..<end] {
                    switch e {
                    case .move(let p): put(UInt8(1)); put(p)
                    case .line(let p): put(UInt8(2)); put(p)
                    case .quadCurve(let p, let c): put(UInt8(3)); put(p); put(c)
                    case .curve(let p, let c1, let c2): put(UInt8(4)); put(p); put(c1); put(c2)
                    case .closeSubpath: put(UInt8(5))
                    }
                }
                i = end
            }
        }
    }

    public mutating func imageFile(_ name: StaticString, _ path: String) {
        string(name, path)
        if let d = imageContent(path) {
            reserve(33)
            put(UInt8(1)); put(d.0); put(d.1); put(d.2); put(d.3)
        } else {
            reserve(1)
            put(UInt8(0))
        }
    }
}
