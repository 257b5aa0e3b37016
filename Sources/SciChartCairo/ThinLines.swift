import CCairo
import Foundation
import SciChart

/// Draws many long, thin, solid line segments straight into an image: what a line through
/// unsorted data, or a dense zig-zag, asks for.
///
/// Cairo composites each stroke over the box its segments span, so a thousand segments
/// crossing the chart cost a thousand chart-sized composites. Here each segment costs its
/// own pixels: along the segment's major axis, every pixel of each column (or row) gets
/// the area of the line over it as coverage, antialiased like a one-pixel box filter
/// (within one of Cairo's fifteen sample rows of Cairo's coverage), ends cut across the
/// column. Segments join without joins: each is drawn on its own. Only strokes that Cairo
/// would draw slowly use it: pens up to ``maximumWidth`` device pixels wide, no dashes,
/// antialiased, many long diagonal segments (see ``applies(to:stroke:scale:)``);
/// everything else stays with Cairo. The files beside this one hold the walk along a
/// segment (``SegmentPainter``) and where its coverage goes (``CoverageSink``: blended at
/// once, or gathered over many strokes of one colour and composited once).
enum ThinLines {
    /// The widest pen drawn here, in device pixels.
    static let maximumWidth = 3.0
    /// Strokes with fewer segments are cheap enough for Cairo.
    static let minimumSegments = 256
    /// Strokes whose segments' bounding boxes average a smaller area (device pixels squared)
    /// are cheap for Cairo: short segments, or straight up and down like candle wicks. Long
    /// diagonals are what it composites slowly.
    static let minimumAverageBox = 100.0

    /// Whether `path` stroked with `stroke` at `scale` device pixels per point is drawn here.
    static func applies(to path: SCIPath, stroke: SCIStroke, scale: Double) -> Bool {
        guard stroke.antialias, stroke.dashes.isEmpty, stroke.width * scale <= maximumWidth, stroke.width > 0,
            path.verbs.count >= minimumSegments, !path.verbs.contains(.curve), !path.verbs.contains(.close)
        else { return false }
        var area = 0.0
        var segments = 0
        let coordinates = path.coordinates
        var index = 0
        var last: (Double, Double)?
        for verb in path.verbs {
            let point = (coordinates[index], coordinates[index + 1])
            index += 2
            if verb == .line, let last {
                area += abs(point.0 - last.0) * abs(point.1 - last.1)
                segments += 1
            }
            last = point
        }
        return segments >= minimumSegments && area * scale * scale >= minimumAverageBox * Double(segments)
    }

    /// Draws `path` with `stroke` into `target`, whose row 0 is row `-pictureTop` of the
    /// whole picture when it is a band of the picture's rows; returns `false` (drawing
    /// nothing) when the transform is not a uniform scale with a possible swap of axes.
    ///
    /// An opaque pen whose segments cover their box many times over (a line through
    /// thousands of unsorted points) gathers each pixel's coverage into `gathering`,
    /// composited once a pixel when the gathering ends (``Gathering``); others blend each
    /// pixel as they go, after `gathering` is composited.
    static func draw(
        _ path: SCIPath, stroke: SCIStroke, into target: ImageTarget, pictureTop: Int,
        gathering: inout Gathering?
    ) -> Bool {
        guard let (color, halfWidth, gathered) = pen(for: path, stroke: stroke, matrix: target.matrix) else {
            return false
        }
        if gathered {
            if gathering?.accepts(color, target) != true {
                gathering?.finish()
                gathering = Gathering(color: color, target: target)
            }
            gathering?.add(path, halfWidth: halfWidth, pictureTop: pictureTop)
        } else {
            gathering?.finish()
            gathering = nil
            let painter = SegmentPainter(
                sink: Blend(pixels: target.pixels, stride: target.stride, color: color), clip: target.clip,
                halfWidth: halfWidth, pictureTop: pictureTop)
            forEachSegment(of: path, in: target) { painter.segment($0, $1) }
            target.finish()
        }
        return true
    }

    /// How `path` stroked with `stroke` through `matrix` is drawn here: the pen's colour
    /// (premultiplied), its half width in device pixels, and whether its coverage is
    /// gathered (``Gathering/gathers(_:halfWidth:color:matrix:)``); `nil` when the transform
    /// is not a uniform scale with a possible swap of axes, which only Cairo draws.
    static func pen(for path: SCIPath, stroke: SCIStroke, matrix: cairo_matrix_t) -> (
        color: UInt32, halfWidth: Double, gathered: Bool
    )? {
        guard isUniform(matrix) else { return nil }
        let color = premultiplied(stroke.color)
        let halfWidth = stroke.width * max(abs(matrix.xx), abs(matrix.xy)) / 2
        return (color, halfWidth, Gathering.gathers(path, halfWidth: halfWidth, color: color, matrix: matrix))
    }

    /// Whether `matrix` scales both axes alike, with a possible swap or flip of axes: the
    /// transforms under which a round pen stays round and pixels are drawn here.
    static func isUniform(_ matrix: cairo_matrix_t) -> Bool {
        (matrix.xy == 0 && matrix.yx == 0 && abs(matrix.xx) == abs(matrix.yy))
            || (matrix.xx == 0 && matrix.yy == 0 && abs(matrix.xy) == abs(matrix.yx))
    }

    /// Calls `body` with each segment of `path`, in device pixels on a grid of 256ths.
    ///
    /// The grid makes a band's coordinates exactly the picture's less its first row, as
    /// Cairo's fixed point does for its paths.
    @inline(__always)
    static func forEachSegment(
        of path: SCIPath, in target: ImageTarget, _ body: ((Double, Double), (Double, Double)) -> Void
    ) {
        let coordinates = path.coordinates
        var index = 0
        var last: (Double, Double)?
        for verb in path.verbs {
            let point = gridded(target.device(coordinates[index], coordinates[index + 1]))
            index += 2
            if verb == .line, let last { body(last, point) }
            last = point
        }
    }

    /// `point` on the grid of 256ths of a pixel.
    @inline(__always)
    static func gridded(_ point: (Double, Double)) -> (Double, Double) {
        // Halves to even: a band's first row is an even number of 256ths, so a point
        // halfway between two steps rounds alike in the band and in the whole picture.
        ((point.0 * 256).rounded(.toNearestOrEven) / 256, (point.1 * 256).rounded(.toNearestOrEven) / 256)
    }

    /// The largest whole number not above `value` (finite, within the range of `Int`),
    /// without a call into the maths library.
    @inline(__always)
    static func floor(_ value: Double) -> Int {
        let truncated = Int(value)
        return Double(truncated) > value ? truncated - 1 : truncated
    }

    /// The floor of finite `value` brought within `limit` of zero first: a pixel index
    /// for a coordinate that may lie anywhere.
    @inline(__always)
    static func floor(_ value: Double, within limit: Double) -> Int {
        floor(min(max(value, -limit), limit))
    }

    /// The colour as a premultiplied ARGB pixel, as Cairo stores it.
    static func premultiplied(_ color: SCIColor) -> UInt32 {
        let alpha = UInt32(color.alpha)
        func channel(_ value: UInt8) -> UInt32 { (UInt32(value) * alpha + 127) / 255 }
        return alpha << 24 | channel(color.red) << 16 | channel(color.green) << 8 | channel(color.blue)
    }
}
