import CCairo
import Foundation

/// Owns a `cairo_surface_t` of ARGB32 pixels and frees it.
final class CairoSurface {
    let pointer: OpaquePointer
    let width: Int
    let height: Int
    /// The surface whose pixels this one draws into, kept alive while it does.
    private let parent: CairoSurface?

    init(width: Int, height: Int) throws {
        guard let pointer = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(width), Int32(height))
        else {
            throw SCIRasterError.cairo("no surface")
        }
        if let problem = Self.problem(pointer) { throw SCIRasterError.cairo(problem) }
        self.pointer = pointer
        self.width = width
        self.height = height
        parent = nil
    }

    /// A surface over `rows` of `parent`'s pixels: what it draws lands in `parent`. The
    /// caller flushes `parent` before and marks it dirty after.
    init(rows: Range<Int>, of parent: CairoSurface) throws {
        let start = cairo_image_surface_get_data(parent.pointer)! + rows.lowerBound * parent.stride
        guard
            let pointer = cairo_image_surface_create_for_data(
                start, CAIRO_FORMAT_ARGB32, Int32(parent.width), Int32(rows.count), Int32(parent.stride))
        else { throw SCIRasterError.cairo("no surface") }
        if let problem = Self.problem(pointer) { throw SCIRasterError.cairo(problem) }
        self.pointer = pointer
        width = parent.width
        height = rows.count
        self.parent = parent
    }

    /// Reads a PNG file.
    init(png path: String) throws {
        guard let pointer = cairo_image_surface_create_from_png(path) else {
            throw SCIRasterError.readFailed(path: path, reason: "no surface")
        }
        if let problem = Self.problem(pointer) {
            throw SCIRasterError.readFailed(path: path, reason: problem)
        }
        self.pointer = pointer
        width = Int(cairo_image_surface_get_width(pointer))
        height = Int(cairo_image_surface_get_height(pointer))
        parent = nil
    }

    deinit {
        cairo_surface_destroy(pointer)
    }

    /// Cairo's description of a failed surface, which is then destroyed; `nil` when it is good.
    private static func problem(_ pointer: OpaquePointer) -> String? {
        let status = cairo_surface_status(pointer)
        guard status != CAIRO_STATUS_SUCCESS else { return nil }
        cairo_surface_destroy(pointer)
        return String(cString: cairo_status_to_string(status))
    }

    var stride: Int { Int(cairo_image_surface_get_stride(pointer)) }

    /// The pixel bytes, after Cairo's pending drawing is flushed.
    func withBytes<R>(_ body: (UnsafeMutableRawBufferPointer) throws -> R) rethrows -> R {
        cairo_surface_flush(pointer)
        defer { cairo_surface_mark_dirty(pointer) }
        let data = cairo_image_surface_get_data(pointer)
        return try body(UnsafeMutableRawBufferPointer(start: data, count: stride * height))
    }

    /// Copies every pixel of `other` (same size) into this surface.
    func copyPixels(from other: CairoSurface) {
        cairo_surface_flush(other.pointer)
        withBytes { destination in
            let source = UnsafeRawBufferPointer(
                start: cairo_image_surface_get_data(other.pointer), count: other.stride * other.height)
            destination.copyMemory(from: UnsafeRawBufferPointer(rebasing: source.prefix(destination.count)))
        }
    }
}

/// Owns a `cairo_t` drawing into a ``CairoSurface`` and frees it.
final class CairoContext {
    let pointer: OpaquePointer
    /// Keeps the target alive while the context draws into it.
    let surface: CairoSurface

    init(surface: CairoSurface) throws {
        guard let pointer = cairo_create(surface.pointer) else { throw SCIRasterError.cairo("no context") }
        let status = cairo_status(pointer)
        guard status == CAIRO_STATUS_SUCCESS else {
            cairo_destroy(pointer)
            throw SCIRasterError.cairo(String(cString: cairo_status_to_string(status)))
        }
        self.pointer = pointer
        self.surface = surface
    }

    deinit {
        cairo_destroy(pointer)
    }
}

/// Owns a `cairo_font_options_t` with metric hinting off and frees it.
final class CairoFontOptions {
    let pointer: OpaquePointer

    init() {
        pointer = cairo_font_options_create()
        cairo_font_options_set_hint_metrics(pointer, CAIRO_HINT_METRICS_OFF)
        cairo_font_options_set_hint_style(pointer, CAIRO_HINT_STYLE_NONE)
        cairo_font_options_set_antialias(pointer, CAIRO_ANTIALIAS_GRAY)
    }

    deinit {
        cairo_font_options_destroy(pointer)
    }
}
