import Foundation

extension ThinLines {
    /// Walks segments of one width pixel by pixel and hands each pixel's coverage to a
    /// ``CoverageSink``.
    struct SegmentPainter<Sink: CoverageSink> {
        let sink: Sink
        /// The device pixels drawn into: left, top, right, bottom (the last two excluded).
        let clip: (left: Int, top: Int, right: Int, bottom: Int)
        let halfWidth: Double
        /// The whole picture's first row, in the target's rows: above zero or at it when the
        /// target is a band of the picture's rows.
        let pictureTop: Int

        init(
            sink: Sink, clip: (left: Int, top: Int, right: Int, bottom: Int), halfWidth: Double,
            pictureTop: Int
        ) {
            self.sink = sink
            self.clip = clip
            self.halfWidth = max(halfWidth, 0.5)
            self.pictureTop = pictureTop
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
        ///
        /// A pixel's coverage is the area of the line over it: the part of the pixel before
        /// the line's far edge less the part before its near edge, each averaged across the
        /// column (``Edge``), as a box filter the size of a pixel sees it. The columns the
        /// segment crosses whole are walked in fixed point (32 fractional bits): the centre
        /// moves by the slope each column, and a column costs four edge measures, a few
        /// integer operations and one sink call per pixel. The two end columns, where the
        /// segment covers part of the column, take the same measure in floating point.
        ///
        /// A band of the picture's rows paints the pixels a single pass would: points come
        /// on a grid of 256ths of a pixel (``ThinLines/draw(_:stroke:into:pictureTop:gathering:)``),
        /// so a band's coordinates differ from the picture's by exactly its first row; the
        /// minor axis is measured from the whole pixel of the segment's first end; and the
        /// fixed-point walk counts from the segment's first column inside the picture,
        /// whichever column of the band it starts in.
        private func sweep(from start: (Double, Double), to end: (Double, Double), swapped: Bool) {
            let (a, b) = start.0 <= end.0 ? (start, end) : (end, start)
            let slope = (b.1 - a.1) / (b.0 - a.0)
            // The half-extent on the minor axis of a line `halfWidth` thick.
            let reach = halfWidth * (1 + slope * slope).squareRoot()
            let (majorLow, majorHigh) = swapped ? (clip.top, clip.bottom) : (clip.left, clip.right)
            let (minorLow, minorHigh) = swapped ? (clip.left, clip.right) : (clip.top, clip.bottom)
            // Far-off ends are brought near the clip before converting to whole pixels.
            let aColumn = ThinLines.floor(a.0, within: 1e7)
            let bColumn = ThinLines.floor(b.0, within: 1e7)
            var first = max(aColumn, majorLow)
            var last = min(bColumn, majorHigh - 1)
            // Only the columns where the line is within the clip's rows (a band of the image
            // may hold a few of them).
            if slope != 0 {
                let enter = a.0 + ((Double(minorLow) - a.1) - reach) / slope
                let leave = a.0 + ((Double(minorHigh) - a.1) + reach) / slope
                let (from, to) = (min(enter, leave), max(enter, leave))
                if from.isFinite { first = max(first, ThinLines.floor(from, within: 1e7)) }
                if to.isFinite { last = min(last, ThinLines.floor(to, within: 1e7) + 1) }
            } else if a.1 + reach < Double(minorLow) || a.1 - reach > Double(minorHigh) {
                return
            }
            guard first <= last else { return }
            // The minor axis from the whole pixel of the first end.
            let line = Line(
                a: a, b: b, slope: slope, reach: reach, base: ThinLines.floor(a.1, within: 1e9),
                rows: (minorLow, minorHigh - 1),
                strides: swapped ? (sink.stride, 1) : (1, sink.stride))
            // The columns the segment spans whole, and the first of them inside the picture
            // (whatever the clip), where the fixed-point centre is measured from.
            let wholeFirst = max(first, aColumn + 1)
            let wholeLast = min(last, bColumn - 1)
            let origin = max(aColumn + 1, swapped ? pictureTop : 0)
            let originCentre = line.fraction + (Double(origin) + 0.5 - a.0) * slope
            guard wholeFirst <= wholeLast, abs(Double(line.base) + originCentre) < 1e9 else {
                for major in first...last { partialColumn(major, line) }
                return
            }
            for major in first..<wholeFirst { partialColumn(major, line) }
            let step = Int64(slope * 4_294_967_296)
            let halfExtent = Int64(reach * 4_294_967_296)
            let edge = Edge(slope: slope)
            var centre =
                Int64(line.base) << 32 + Int64(originCentre * 4_294_967_296) + Int64(wholeFirst - origin)
                * step
            var offset = wholeFirst * line.strides.major
            for _ in wholeFirst...wholeLast {
                let top = centre - halfExtent
                let bottom = centre + halfExtent
                // Each edge crosses at most two pixels of the column (it rises at most half
                // a pixel each way): the part of those pixels before it is measured, the
                // pixels before them are wholly before it, those after not at all.
                let (topPixel, topBefore, topBeforeNext) = edge.crossing(top)
                let (bottomPixel, bottomBefore, bottomBeforeNext) = edge.crossing(bottom)
                let low = max(Int(truncatingIfNeeded: topPixel), line.rows.low)
                let high = min(Int(truncatingIfNeeded: bottomPixel) &+ 1, line.rows.high)
                if low <= high {
                    for minor in low...high {
                        let pixel = Int64(minor)
                        let beforeBottom =
                            pixel < bottomPixel
                            ? Edge.one : pixel == bottomPixel ? bottomBefore : bottomBeforeNext
                        let beforeTop =
                            pixel == topPixel ? topBefore : pixel == topPixel &+ 1 ? topBeforeNext : 0
                        // In 256ths: at most 256.
                        sink.add(
                            UInt32(truncatingIfNeeded: (beforeBottom &- beforeTop) >> 24),
                            at: offset &+ minor &* line.strides.minor)
                    }
                }
                centre += step
                offset += line.strides.major
            }
            if wholeLast < last {
                for major in (wholeLast + 1)...last { partialColumn(major, line) }
            }
        }

        /// A segment on its way through the sweep: ends ordered along the major axis.
        private struct Line {
            let a: (Double, Double)
            let b: (Double, Double)
            let slope: Double
            let reach: Double
            /// The whole pixel the minor axis is measured from.
            let base: Int
            /// The clip's first and last pixel on the minor axis.
            let rows: (low: Int, high: Int)
            let strides: (major: Int, minor: Int)

            /// The first end's minor coordinate from `base`.
            var fraction: Double { a.1 - Double(base) }
        }

        /// One column the segment covers in part (an end's column), or any column of a
        /// segment too far off for fixed point, in floating point.
        private func partialColumn(_ major: Int, _ line: Line) {
            // How much of this pixel column the segment spans, and its middle.
            let from = max(Double(major), line.a.0)
            let to = min(Double(major + 1), line.b.0)
            guard to > from else { return }
            let span = to - from
            // The cross-section, from the base pixel.
            let centre = line.fraction + ((from + to) / 2 - line.a.0) * line.slope
            let top = centre - line.reach
            let bottom = centre + line.reach
            // How far an edge moves across the part of the column spanned, each way.
            let rise = abs(line.slope) * span / 2
            let low = max(line.base + ThinLines.floor(top - rise, within: 2e9), line.rows.low)
            let high = min(line.base + ThinLines.floor(bottom + rise, within: 2e9), line.rows.high)
            guard low <= high else { return }
            for minor in low...high {
                let pixel = Double(minor - line.base)
                let covered = Edge.before(bottom - pixel, rise: rise) - Edge.before(top - pixel, rise: rise)
                // Coverage in 256ths.
                let coverage = UInt32(min(max(covered, 0), 1) * span * 256)
                if coverage > 0 {
                    sink.add(coverage, at: major * line.strides.major + minor * line.strides.minor)
                }
            }
        }
    }

    /// One edge of a line crossing a column of pixels: how much of a pixel, on average over
    /// the column, lies on the inner side of it. The edge moves by `rise` either way from
    /// the column's middle to its sides, so near a pixel's top or bottom side the covered
    /// part is a triangle, not what the edge's middle height alone would say.
    struct Edge {
        /// One pixel in fixed point (32 fractional bits).
        static let one = Int64(1) << 32
        /// Slopes shallower than this treat the edge as level: the triangles are too small
        /// to change a 256th of coverage.
        static let level = 1.0 / 64

        /// How far the edge moves from the column's middle to either side, fixed point.
        let rise: Int64
        /// One over four times the rise, 16 fractional bits.
        private let spread: Int64

        init(slope: Double) {
            let rise = abs(slope) / 2
            self.rise = abs(slope) < Self.level ? 0 : Int64(rise * 4_294_967_296)
            spread = self.rise == 0 ? 0 : Int64(65_536 / (4 * rise))
        }

        /// The first pixel the edge at `height` (its height at the column's middle) crosses
        /// in the column, and the part of that pixel and of the next before the edge.
        @inline(__always)
        func crossing(_ height: Int64) -> (pixel: Int64, before: Int64, beforeNext: Int64) {
            let pixel = (height &- rise) >> 32
            let from = height &- pixel << 32
            // Within the pixel's rows all across the column: the part before it is its
            // height, none of the next pixel.
            if from <= Self.one &- rise { return (pixel, from, 0) }
            return (pixel, before(from), before(from &- Self.one))
        }

        /// The part of a pixel before the edge (on the side of its first rows), with
        /// `height` the edge's height at the column's middle from the pixel's top: in fixed
        /// point, 0 to one.
        /// (Heights stay within a few pixels and the rise within half a pixel, so no
        /// operation can overflow.)
        @inline(__always)
        func before(_ height: Int64) -> Int64 {
            if height <= -rise { return 0 }
            if height >= Self.one &+ rise { return Self.one }
            if height < rise {
                // The edge crosses the pixel's top: a triangle of the column before it.
                let reach = (height &+ rise) >> 16
                return (reach &* reach &* spread) >> 16
            }
            if height > Self.one &- rise {
                // It crosses the pixel's bottom: all but a triangle.
                let reach = (Self.one &+ rise &- height) >> 16
                return Self.one &- (reach &* reach &* spread) >> 16
            }
            return height
        }

        /// ``before(_:)`` in floating point for a part of a column, the edge rising `rise`
        /// each way across it.
        static func before(_ height: Double, rise: Double) -> Double {
            guard rise >= level / 2 else { return min(max(height, 0), 1) }
            if height <= -rise { return 0 }
            if height >= 1 + rise { return 1 }
            if height < rise { return (height + rise) * (height + rise) / (4 * rise) }
            if height > 1 - rise { return 1 - (1 + rise - height) * (1 + rise - height) / (4 * rise) }
            return height
        }
    }
}
