import CCairo
import CPoppler
import CRsvg
import Foundation

/// An SVG (librsvg) or PDF (poppler, its first page) file, drawn as vectors at any size: the
/// vector variants of asset catalog image sets. Its size in points is the document's (an SVG's
/// `width`/`height`, else its `viewBox`; a PDF page's size, 1/72 in per point), as Xcode sizes a
/// vector image. Each renderer keeps its own documents (neither library's objects are shared
/// between threads).
final class VectorImage {
    private enum Document {
        case svg(UnsafeMutablePointer<RsvgHandle>)
        case pdf(OpaquePointer, OpaquePointer)  // the document and its first page
    }
    private let document: Document
    /// The document's size in points.
    let size: CGSize

    /// Whether `path` names a file drawn as vectors (by its extension, as catalogs name them).
    static func isVector(_ path: String) -> Bool {
        ["svg", "pdf"].contains((path as NSString).pathExtension.lowercased())
    }

    /// Opens the document at `path`; throws a message naming the file when it cannot be read.
    init(path: String) throws {
        var error: UnsafeMutablePointer<GError>?
        defer { if let error { g_error_free(error) } }
        func failure(_ what: String) -> String {
            "\(path): \(what)\(error.flatMap { $0.pointee.message.map { ": " + String(cString: $0) } } ?? "")"
        }
        if (path as NSString).pathExtension.lowercased() == "svg" {
            guard let handle = rsvg_handle_new_from_file(path, &error) else { throw VectorImageError(message: failure("not a readable SVG file")) }
            var width = 0.0, height = 0.0
            if rsvg_handle_get_intrinsic_size_in_pixels(handle, &width, &height) == 0 || !(width > 0 && height > 0) {
                // No width and height: the viewBox's size.
                var hasWidth: gboolean = 0, hasHeight: gboolean = 0, hasViewBox: gboolean = 0
                var w = RsvgLength(), h = RsvgLength(), viewBox = RsvgRectangle()
                rsvg_handle_get_intrinsic_dimensions(handle, &hasWidth, &w, &hasHeight, &h, &hasViewBox, &viewBox)
                (width, height) = hasViewBox != 0 ? (viewBox.width, viewBox.height) : (0, 0)
            }
            guard width > 0, height > 0, width.isFinite, height.isFinite else {
                g_object_unref(UnsafeMutableRawPointer(handle))
                throw VectorImageError(message: failure("an SVG file without a size (no width and height or viewBox)"))
            }
            document = .svg(handle)
            size = CGSize(width: width, height: height)
        } else {
            let uri = URL(fileURLWithPath: path).absoluteString
            guard let pdf = poppler_document_new_from_file(uri, nil, &error) else { throw VectorImageError(message: failure("not a readable PDF file")) }
            guard poppler_document_get_n_pages(pdf) > 0, let page = poppler_document_get_page(pdf, 0) else {
                g_object_unref(UnsafeMutableRawPointer(pdf))
                throw VectorImageError(message: failure("a PDF file without pages"))
            }
            var width = 0.0, height = 0.0
            poppler_page_get_size(page, &width, &height)
            guard width > 0, height > 0, width.isFinite, height.isFinite else {
                g_object_unref(UnsafeMutableRawPointer(page))
                g_object_unref(UnsafeMutableRawPointer(pdf))
                throw VectorImageError(message: failure("a PDF page of no size"))
            }
            document = .pdf(pdf, page)
            size = CGSize(width: width, height: height)
        }
    }

    deinit {
        switch document {
        case .svg(let handle): g_object_unref(UnsafeMutableRawPointer(handle))
        case .pdf(let pdf, let page):
            g_object_unref(UnsafeMutableRawPointer(page))
            g_object_unref(UnsafeMutableRawPointer(pdf))
        }
    }

    /// Draws the document into the rectangle (0, 0, `size`) of `cr`'s user space.
    func draw(on cr: OpaquePointer) {
        switch document {
        case .svg(let handle):
            var viewport = RsvgRectangle(x: 0, y: 0, width: size.width, height: size.height)
            var error: UnsafeMutablePointer<GError>?
            rsvg_handle_render_document(handle, cr, &viewport, &error)
            if let error { g_error_free(error) }
        case .pdf(_, let page):
            poppler_page_render(page, cr)
        }
    }
}

/// Why a vector image could not be opened.
struct VectorImageError: Error, CustomStringConvertible {
    let message: String
    var description: String { message }
}
