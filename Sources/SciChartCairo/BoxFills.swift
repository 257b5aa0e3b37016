import CCairo
import Foundation
import SciChart

/// Fills paths made only of rectangles straight into an image: what a dense line drawn as
/// column spans, and columns and candle bodies, ask for.
///
/// Cairo fills such a path through its general rasteriser, at about a microsecond a box
/// (three when an edge cuts a pixel); here a box costs its own pixels. The pixels are
/// Cairo's: edges are put on Cairo's grid of 256ths of a pixel, a pixel an edge cuts takes
/// the area of the box over it as coverage, rounded as Cairo rounds it, and boxes sharing a
/// pixel add their areas there before it is composited once (see `BoxFills+Painting.swift`).
/// Only paths where that holds are drawn here (see ``draw(_:fill:into:clip:)``); everything
/// else stays with Cairo.
enum BoxFills {
    /// Paths with fewer boxes are cheap enough for Cairo.
    static let minimumBoxes = 8
    /// Steps of Cairo's fixed point in a device pixel.
    static let one = 256
    /// How far from a whole device pixel a clip's edge may lie and still count as on it.
    static let clipTolerance = 1e-6

    /// A box in whole device pixels: columns `left..<right`, rows `top..<bottom`.
    struct Box {
        var left: Int
        var top: Int
        var right: Int
        var bottom: Int
    }

    /// A box in 256ths of a device pixel, Cairo's fixed point: columns `left..<right`, rows
    /// `top..<bottom`.
    struct FineBox: Equatable {
        var left: Int
        var top: Int
        var right: Int
        var bottom: Int

        /// Whether every edge lies on a whole pixel.
        var isWhole: Bool { (left | top | right | bottom) & (BoxFills.one - 1) == 0 }
    }

    /// How the boxes of a path follow one another, when no two overlap.
    enum Order {
        /// Each begins at or right of the end of the one before.
        case columns
        /// Each begins at or below the end of the one before, and never in a pixel row the
        /// one before reaches.
        case rows
    }

    /// Fills `path` with `fill` into `target` under `clip`; returns `false` (drawing nothing)
    /// unless every subpath is a rectangle as ``SCIPath/addRect(_:)`` makes it, the clip's
    /// edges are on whole pixels, and the boxes follow one another apart (see ``order(of:)``)
    /// or are opaque on whole pixels (a box drawn over another then leaves what one pass
    /// leaves).
    static func draw(
        _ path: SCIPath, fill: SCIFill, into target: ImageTarget, clip: DisplayListPainter.DeviceClip
    ) -> Bool {
        let color = pixel(fill.color)
        let mayOverlap = color >> 24 == 0xFF && !fill.evenOdd
        guard let window = wholePixels(clip, in: target),
            let boxes = boxes(of: path, matrix: target.matrix, overlapping: mayOverlap),
            boxes.count >= minimumBoxes
        else { return false }
        let order = order(of: boxes)
        // Overlapping boxes cancel under the even-odd rule, a translucent colour over both
        // would be composited twice, and a pixel two boxes cut takes the area of their union.
        guard order != nil || (color >> 24 == 0xFF && !fill.evenOdd && boxes.allSatisfy(\.isWhole)) else {
            return false
        }
        var painter = Painter(target: target, color: color, window: window)
        for box in boxes { painter.paint(box) }
        painter.finish()
        target.finish()
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
                // Within a millionth, not Cairo's 1/512: Cairo places a clip's far edges
                // from its origin and size, each rounded, so an edge that only rounds to
                // a whole pixel may leave Cairo's clip a 256th short of it.
                let nearest = value.rounded()
                guard abs(value - nearest) <= clipTolerance else { return nil }
                return Int(nearest)
            }
            guard let l = edge(left, image.right), let t = edge(top, image.bottom),
                let r = edge(right, image.right),
                let b = edge(bottom, image.bottom)
            else { return nil }
            return Box(left: l, top: t, right: max(l, r), bottom: max(t, b))
        }
    }

    /// The boxes of `path` on Cairo's grid, or `nil` when a subpath is not a rectangle, a
    /// coordinate is not a number, or the transform rotates or shears. Given `overlapping`
    /// (whether boxes that overlap may be drawn, on whole pixels), also `nil` as soon as the
    /// boxes so far could not be drawn: two of them in neither of the orders of
    /// ``order(of:)``, and overlapping not allowed or a box off whole pixels. A path Cairo
    /// will fill anyway is then not read to its end.
    static func boxes(of path: SCIPath, matrix: cairo_matrix_t, overlapping: Bool? = nil) -> [FineBox]? {
        guard matrix.xy == 0, matrix.yx == 0, path.verbs.count % 5 == 0 else { return nil }
        let count = path.verbs.count / 5
        let (xx, yy, x0, y0) = (matrix.xx, matrix.yy, matrix.x0, matrix.y0)
        var valid = true
        var follows = Follows()
        var whole = true
        let boxes = path.verbs.withUnsafeBufferPointer { verbs in
            path.coordinates.withUnsafeBufferPointer { c in
                [FineBox](unsafeUninitializedCapacity: count) { boxes, made in
                    made = 0
                    var at = 0
                    while made < count {
                        guard let corners = rectangle(verbs, c, verb: made * 5, at: at),
                            let left = fixed(xx * corners.x0 + x0), let right = fixed(xx * corners.x1 + x0),
                            let top = fixed(yy * corners.y0 + y0), let bottom = fixed(yy * corners.y1 + y0)
                        else {
                            valid = false
                            return
                        }
                        let box = FineBox(
                            left: min(left, right), top: min(top, bottom), right: max(left, right),
                            bottom: max(top, bottom))
                        if let overlapping {
                            if made > 0 { follows.add(boxes[made - 1], then: box) }
                            whole = whole && box.isWhole
                            guard follows.order != nil || (overlapping && whole) else {
                                valid = false
                                return
                            }
                        }
                        boxes[made] = box
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

    /// `value` in 256ths of a pixel, rounded to the nearest (halves to even, as Cairo's
    /// conversion does); `nil` when it is not a number. Edges farther than a million pixels
    /// away, which no image reaches, are brought to a million.
    @inline(__always)
    static func fixed(_ value: Double) -> Int? {
        guard !value.isNaN else { return nil }
        return Int((min(max(value, -1e6), 1e6) * Double(one)).rounded(.toNearestOrEven))
    }

    /// How `boxes` follow one another, or `nil` when some two may overlap or, one below the
    /// other, share a row of pixels.
    static func order(of boxes: [FineBox]) -> Order? {
        var follows = Follows()
        for index in 1..<max(boxes.count, 1) {
            follows.add(boxes[index - 1], then: boxes[index])
            guard follows.order != nil else { return nil }
        }
        return follows.order
    }

    /// The orders boxes taken one after another still keep.
    struct Follows {
        private var byColumns = true
        private var byRows = true

        /// The order the boxes so far keep (columns first), or `nil` when none.
        var order: Order? { byColumns ? .columns : byRows ? .rows : nil }

        /// Takes `box`, coming after `previous`.
        @inline(__always)
        mutating func add(_ previous: FineBox, then box: FineBox) {
            byColumns = byColumns && box.left >= previous.right
            // Rows whole pixels apart: a pixel row two boxes cut is added up only along
            // columns.
            byRows = byRows && box.top >> 8 >= (previous.bottom + one - 1) >> 8
        }
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
