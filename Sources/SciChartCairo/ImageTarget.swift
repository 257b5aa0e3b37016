import CCairo
import Foundation

/// The pixels a Cairo context draws into, when they are a plain ARGB image the painter may
/// write itself: no opacity group in between, device space equal to the image's pixels.
/// Marker stamps and dense thin lines are copied in directly this way.
struct ImageTarget {
    let surface: OpaquePointer
    let pixels: UnsafeMutablePointer<UInt32>
    /// Pixels per row.
    let stride: Int
    /// The current clip, in whole device pixels, inside the image.
    let clip: (left: Int, top: Int, right: Int, bottom: Int)
    /// The image's width and height in pixels.
    let imageSize: (width: Int, height: Int)
    /// User space to device space.
    let matrix: cairo_matrix_t

    /// The target of `context`, or `nil` when it is not a plain image (or the clip is empty).
    /// Call ``finish()`` after writing.
    init?(_ context: OpaquePointer) {
        guard let target = cairo_get_group_target(context), target == cairo_get_target(context),
            cairo_surface_get_type(target) == CAIRO_SURFACE_TYPE_IMAGE,
            cairo_image_surface_get_format(target) == CAIRO_FORMAT_ARGB32, Self.isPlain(target)
        else { return nil }
        let width = Double(cairo_image_surface_get_width(target))
        let height = Double(cairo_image_surface_get_height(target))
        var x1 = 0.0
        var y1 = 0.0
        var x2 = 0.0
        var y2 = 0.0
        cairo_clip_extents(context, &x1, &y1, &x2, &y2)
        cairo_user_to_device(context, &x1, &y1)
        cairo_user_to_device(context, &x2, &y2)
        let left = Int(max(min(x1, x2), 0).rounded(.up))
        let top = Int(max(min(y1, y2), 0).rounded(.up))
        let right = Int(min(max(x1, x2), width).rounded(.down))
        let bottom = Int(min(max(y1, y2), height).rounded(.down))
        guard left < right, top < bottom else { return nil }
        cairo_surface_flush(target)
        guard let data = cairo_image_surface_get_data(target) else { return nil }
        surface = target
        pixels = UnsafeMutableRawPointer(data).assumingMemoryBound(to: UInt32.self)
        stride = Int(cairo_image_surface_get_stride(target)) / 4
        clip = (left, top, right, bottom)
        imageSize = (Int(width), Int(height))
        var matrix = cairo_matrix_t()
        cairo_get_matrix(context, &matrix)
        self.matrix = matrix
    }

    /// Tells Cairo the pixels changed.
    func finish() {
        cairo_surface_mark_dirty(surface)
    }

    /// The device pixel of a user-space point, and where in it the point lies (0 ..< 1 each
    /// way), when the pixel's row is in `rows` and its column within ten million pixels of
    /// the origin; `nil` otherwise (and for non-finite points). The row is tried first, so
    /// a band's painter passes over the points of other bands at the cost of one product,
    /// and no call goes to the maths library.
    @inline(__always)
    func pixel(_ x: Double, _ y: Double, rows: Range<Int>) -> (
        x: Int, y: Int, fractionX: Double, fractionY: Double
    )? {
        let deviceY = matrix.yx * x + matrix.yy * y + matrix.y0
        // A coordinate lies in whole rows a ..< b exactly when its floor does; false for NaN.
        guard deviceY >= Double(rows.lowerBound), deviceY < Double(rows.upperBound) else { return nil }
        let deviceX = matrix.xx * x + matrix.xy * y + matrix.x0
        guard abs(deviceX) < 1e7 else { return nil }
        let column = ThinLines.floor(deviceX)
        let row = ThinLines.floor(deviceY)
        return (column, row, deviceX - Double(column), deviceY - Double(row))
    }

    /// The device point of a user-space point.
    @inline(__always)
    func device(_ x: Double, _ y: Double) -> (Double, Double) {
        (matrix.xx * x + matrix.xy * y + matrix.x0, matrix.yx * x + matrix.yy * y + matrix.y0)
    }

    /// Whether device space is the image's pixels: no device offset or scale.
    private static func isPlain(_ surface: OpaquePointer) -> Bool {
        var x = 0.0
        var y = 0.0
        cairo_surface_get_device_offset(surface, &x, &y)
        var scaleX = 1.0
        var scaleY = 1.0
        cairo_surface_get_device_scale(surface, &scaleX, &scaleY)
        return x == 0 && y == 0 && scaleX == 1 && scaleY == 1
    }
}
