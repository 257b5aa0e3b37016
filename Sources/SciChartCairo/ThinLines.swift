import CCairo
import Foundation
import SciChart

/// Draws many long, thin, solid line segments straight into an image: what a line through
/// unsorted data, or a dense zig-zag, asks for.
///
/// Cairo composites each stroke over the box its segments span, so a thousand segments
/// crossing the chart cost a thousand chart-sized composites. Here each segment costs its
/// own pixels: along the segment's major axis, every pixel column (or row) gets the part of
/// the line's cross-section it holds as coverage, antialiased like a one-pixel box filter,
/// ends cut square (butt caps). Only strokes that Cairo would draw slowly use it: pens up
/// to ``maximumWidth`` device pixels wide, no dashes, antialiased, many long diagonal
/// segments (see ``applies(to:stroke:scale:)``); everything else stays with Cairo.
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

    /// Draws `path` with `stroke` into `target`; returns `false` (drawing nothing) when the
    /// transform is not a uniform scale with a possible swap of axes.
    static func draw(_ path: SCIPath, stroke: SCIStroke, into target: ImageTarget) -> Bool {
        let matrix = target.matrix
        let uniform =
            (matrix.xy == 0 && matrix.yx == 0 && abs(matrix.xx) == abs(matrix.yy))
            || (matrix.xx == 0 && matrix.yy == 0 && abs(matrix.xy) == abs(matrix.yx))
        guard uniform else { return false }
        let scale = max(abs(matrix.xx), abs(matrix.xy))
        let color = premultiplied(stroke.color)
        let painter = SegmentPainter(target: target, color: color, halfWidth: stroke.width * scale / 2)
        let coordinates = path.coordinates
        var index = 0
        var last: (Double, Double)?
        for verb in path.verbs {
            let point = target.device(coordinates[index], coordinates[index + 1])
            index += 2
            if verb == .line, let last { painter.segment(last, point) }
            last = point
        }
        return true
    }

    /// The largest whole number not above `value` (finite, within the range of `Int`),
    /// without a call into the maths library.
    @inline(__always)
    static func floor(_ value: Double) -> Int {
        let truncated = Int(value)
        return Double(truncated) > value ? truncated - 1 : truncated
    }

    /// The colour as a premultiplied ARGB pixel, as Cairo stores it.
    static func premultiplied(_ color: SCIColor) -> UInt32 {
        let alpha = UInt32(color.alpha)
        func channel(_ value: UInt8) -> UInt32 { (UInt32(value) * alpha + 127) / 255 }
        return alpha << 24 | channel(color.red) << 16 | channel(color.green) << 8 | channel(color.blue)
    }

    /// Paints segments of one colour and width.
    struct SegmentPainter {
        let target: ImageTarget
        /// Premultiplied ARGB.
        let color: UInt32
        let halfWidth: Double

        init(target: ImageTarget, color: UInt32, halfWidth: Double) {
            self.target = target
            self.color = color
            self.halfWidth = max(halfWidth, 0.5)
        }

        /// One segment, in device pixels.
        func segment(_ start: (Double, Double), _ end: (Double, Double)) {
            let dx = end.0 - start.0
            let dy = end.1 - start.1
            guard dx.isFinite, dy.isFinite, dx != 0 || dy != 0 else { return }
            if abs(dx) >= abs(dy) {
                sweep(from: start, to: end, swapped: false)
            } else {
                sweep(from: (start.1, start.0), to: (end.1, end.0), swapped: true)
            }
        }

        /// Walks the major axis (x, or y when `swapped`) one pixel at a time, covering on the
        /// minor axis what the line's cross-section holds.
        private func sweep(from start: (Double, Double), to end: (Double, Double), swapped: Bool) {
            let (a, b) = start.0 <= end.0 ? (start, end) : (end, start)
            let slope = (b.1 - a.1) / (b.0 - a.0)
            // The half-extent on the minor axis of a line `halfWidth` thick.
            let reach = halfWidth * (1 + slope * slope).squareRoot()
            let clip = target.clip
            let (majorLow, majorHigh) = swapped ? (clip.top, clip.bottom) : (clip.left, clip.right)
            let (minorLow, minorHigh) = swapped ? (clip.left, clip.right) : (clip.top, clip.bottom)
            // Far-off ends are brought near the clip before converting to whole pixels.
            var first = max(ThinLines.floor(max(a.0, -1e7)), majorLow)
            var last = min(ThinLines.floor(min(b.0, 1e7)), majorHigh - 1)
            // Only the columns where the line is within the clip's rows (a band of the image
            // may hold a few of them).
            if slope != 0 {
                let enter = a.0 + (Double(minorLow) - reach - a.1) / slope
                let leave = a.0 + (Double(minorHigh) + reach - a.1) / slope
                let (from, to) = (min(enter, leave), max(enter, leave))
                if from.isFinite { first = max(first, ThinLines.floor(max(from, -1e7))) }
                if to.isFinite { last = min(last, ThinLines.floor(min(to, 1e7)) + 1) }
            } else if a.1 + reach < Double(minorLow) || a.1 - reach > Double(minorHigh) {
                return
            }
            guard first <= last else { return }
            for major in first...last {
                // How much of this pixel column the segment spans, and its middle.
                let from = max(Double(major), a.0)
                let to = min(Double(major + 1), b.0)
                guard to > from else { continue }
                let span = to - from
                let centre = a.1 + ((from + to) / 2 - a.0) * slope
                let top = centre - reach
                let bottom = centre + reach
                let low = max(ThinLines.floor(max(top, -1e7)), minorLow)
                let high = min(ThinLines.floor(min(bottom, 1e7)), minorHigh - 1)
                guard low <= high else { continue }
                for minor in low...high {
                    let overlap = min(Double(minor + 1), bottom) - max(Double(minor), top)
                    // Coverage in 256ths.
                    let coverage = UInt32(min(max(overlap, 0), 1) * span * 256)
                    guard coverage > 0 else { continue }
                    let (x, y) = swapped ? (minor, major) : (major, minor)
                    blend(coverage, at: x, y)
                }
            }
        }

        /// Composites the colour at `coverage` (in 256ths, at most 256) over one pixel.
        @inline(__always)
        private func blend(_ coverage: UInt32, at x: Int, _ y: Int) {
            let pointer = target.pixels + y * target.stride + x
            pointer.pointee = MarkerStamp.over(color, coverage: coverage, pointer.pointee)
        }
    }
}
