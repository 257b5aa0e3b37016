import CCairo
import Foundation
import SciChart

/// Fills paths made only of whole-pixel rectangles straight into an image: what a dense
/// line drawn as column spans, and columns and candle bodies, ask for.
///
/// Cairo fills such a path through its general rasteriser, at about a microsecond a box;
/// here a box costs its own pixels. The pixels are Cairo's: a rectangle whose edges lie on
/// device pixel edges covers each pixel inside it wholly and none outside, so the fill
/// is the colour composited over each covered pixel once. Only paths where that holds are
/// drawn here (see ``draw(_:fill:into:)``); everything else stays with Cairo.
enum BoxFills {
    /// Paths with fewer boxes are cheap enough for Cairo.
    static let minimumBoxes = 8
    /// How far from a whole device pixel an edge may lie and still count as on it: Cairo
    /// rounds coordinates to 1/256 of a pixel, so an edge this close covers whole pixels.
    static let tolerance = 1e-6

    /// A box in device pixels: columns `left..<right`, rows `top..<bottom`.
    struct Box {
        var left: Int
        var top: Int
        var right: Int
        var bottom: Int
    }

    /// Fills `path` with `fill` into `target` under `clip`; returns `false` (drawing nothing)
    /// unless every subpath is a rectangle as ``SCIPath/addRect(_:)`` makes it, with edges on
    /// whole device pixels, the clip's edges are on whole pixels too, and the boxes are opaque
    /// or apart (a translucent colour over two overlapping boxes would be composited twice).
    static func draw(
        _ path: SCIPath, fill: SCIFill, into target: ImageTarget, clip: DisplayListPainter.DeviceClip
    ) -> Bool {
        guard let pixels = wholePixels(clip, in: target), let boxes = boxes(of: path, matrix: target.matrix),
            boxes.count >= minimumBoxes
        else { return false }
        let color = pixel(fill.color)
        // Overlapping boxes cancel under the even-odd rule, and a translucent colour over
        // both would be composited twice: such boxes must not share a pixel.
        guard (color >> 24 == 0xFF && !fill.evenOdd) || areApart(boxes) else { return false }
        paint(boxes, color, target, clip: pixels)
        return true
    }

    /// The pixels `clip` leaves of the image, when its edges inside the image are on whole
    /// pixels (Cairo blends the pixels a fractional edge cuts).
    static func wholePixels(_ clip: DisplayListPainter.DeviceClip, in target: ImageTarget) -> Box? {
        let image = Box(left: 0, top: 0, right: target.imageSize.width, bottom: target.imageSize.height)
        switch clip {
        case .none:
            return image
        case .other:
            return nil
        case .box(let left, let top, let right, let bottom):
            func edge(_ value: Double, _ limit: Int) -> Int? {
                if value <= 0 { return 0 }
                if value >= Double(limit) { return limit }
                return whole(value)
            }
            guard let l = edge(left, image.right), let t = edge(top, image.bottom),
                let r = edge(right, image.right),
                let b = edge(bottom, image.bottom)
            else { return nil }
            return Box(left: l, top: t, right: max(l, r), bottom: max(t, b))
        }
    }

    private static func paint(_ boxes: [Box], _ color: UInt32, _ target: ImageTarget, clip: Box) {
        let opaque = color >> 24 == 0xFF
        for box in boxes {
            let left = max(box.left, clip.left)
            let right = min(box.right, clip.right)
            let top = max(box.top, clip.top)
            let bottom = min(box.bottom, clip.bottom)
            guard left < right, top < bottom else { continue }
            let width = right - left
            var row = target.pixels + top * target.stride + left
            for _ in top..<bottom {
                if opaque {
                    for offset in 0..<width { row[offset] = color }
                } else {
                    for offset in 0..<width { row[offset] = MarkerStamp.over(color, row[offset]) }
                }
                row += target.stride
            }
        }
        target.finish()
    }

    /// The boxes of `path` in device pixels, or `nil` when a subpath is not a rectangle on
    /// whole pixels or the transform rotates or shears.
    static func boxes(of path: SCIPath, matrix: cairo_matrix_t) -> [Box]? {
        guard matrix.xy == 0, matrix.yx == 0, path.verbs.count % 5 == 0 else { return nil }
        let count = path.verbs.count / 5
        let (xx, yy, x0, y0) = (matrix.xx, matrix.yy, matrix.x0, matrix.y0)
        var valid = true
        let boxes = path.verbs.withUnsafeBufferPointer { verbs in
            path.coordinates.withUnsafeBufferPointer { c in
                [Box](unsafeUninitializedCapacity: count) { boxes, made in
                    made = 0
                    var at = 0
                    while made < count {
                        guard let corners = rectangle(verbs, c, verb: made * 5, at: at),
                            let left = whole(xx * corners.x0 + x0), let right = whole(xx * corners.x1 + x0),
                            let top = whole(yy * corners.y0 + y0), let bottom = whole(yy * corners.y1 + y0)
                        else {
                            valid = false
                            return
                        }
                        boxes[made] = Box(
                            left: min(left, right), top: min(top, bottom), right: max(left, right),
                            bottom: max(top, bottom))
                        made += 1
                        at += 8
                    }
                }
            }
        }
        return valid ? boxes : nil
    }

    /// Two opposite corners, in user space, of the rectangle ``SCIPath/addRect(_:)`` makes,
    /// when the five verbs from `verb` (their coordinates from `at`) are one: a move to the
    /// top left, lines to the top right, bottom right and bottom left, and a close.
    @inline(__always)
    static func rectangle(
        _ verbs: UnsafeBufferPointer<SCIPath.Verb>, _ c: UnsafeBufferPointer<Double>, verb: Int, at: Int
    ) -> (x0: Double, y0: Double, x1: Double, y1: Double)? {
        guard verb + 5 <= verbs.count, at + 8 <= c.count, verbs[verb] == .move, verbs[verb + 1] == .line,
            verbs[verb + 2] == .line, verbs[verb + 3] == .line, verbs[verb + 4] == .close,
            c[at + 2] == c[at + 4], c[at + 3] == c[at + 1], c[at + 6] == c[at], c[at + 7] == c[at + 5]
        else { return nil }
        return (c[at], c[at + 1], c[at + 4], c[at + 5])
    }

    /// `value` as a whole number of pixels, when it lies on one (within ``tolerance``); edges
    /// farther than a million pixels away, which no image reaches, are brought to a million.
    @inline(__always)
    private static func whole(_ value: Double) -> Int? {
        guard abs(value) < 1e6 else { return value.isNaN ? nil : value < 0 ? -1_000_000 : 1_000_000 }
        // Nearest by truncation (no call into the maths library).
        let nearest = Int(value + (value < 0 ? -0.5 : 0.5))
        guard abs(value - Double(nearest)) <= tolerance else { return nil }
        return nearest
    }

    /// Whether no two boxes share a pixel: each begins at or after the end of the one before,
    /// left to right or top to bottom (how spans and columns are made).
    static func areApart(_ boxes: [Box]) -> Bool {
        var byColumns = true
        var byRows = true
        for index in 1..<max(boxes.count, 1) {
            byColumns = byColumns && boxes[index].left >= boxes[index - 1].right
            byRows = byRows && boxes[index].top >= boxes[index - 1].bottom
            guard byColumns || byRows else { return false }
        }
        return true
    }

    /// `color` as the premultiplied pixel Cairo fills with: each channel times alpha in
    /// 16 bits, rounded, then its high byte.
    static func pixel(_ color: SCIColor) -> UInt32 {
        let alpha = Double(color.alpha) / 255
        func channel(_ value: Double) -> UInt32 {
            UInt32((value * 65535).rounded(.toNearestOrAwayFromZero)) >> 8
        }
        return channel(alpha) << 24 | channel(Double(color.red) / 255 * alpha) << 16
            | channel(Double(color.green) / 255 * alpha) << 8 | channel(Double(color.blue) / 255 * alpha)
    }
}
