import CCairo
import Foundation
import SciChart

/// Where ``ThinLines`` puts each pixel's coverage: offsets count pixels from the image's
/// first pixel, `stride` to a row.
protocol CoverageSink {
    /// Pixels per row.
    var stride: Int { get }
    /// Takes `coverage` (in 256ths, at most 256) of the pen at the pixel `offset`.
    func add(_ coverage: UInt32, at offset: Int)
}

extension ThinLines {
    /// Blends the pen's colour into the image at once, pixel by pixel.
    struct Blend: CoverageSink {
        let pixels: UnsafeMutablePointer<UInt32>
        let stride: Int
        /// Premultiplied ARGB.
        let color: UInt32

        @inline(__always)
        func add(_ coverage: UInt32, at offset: Int) {
            let pointer = pixels + offset
            pointer.pointee = MarkerStamp.over(color, coverage: coverage, pointer.pointee)
        }
    }

    /// Strokes of one opaque colour whose coverage is gathered and composited once a
    /// pixel: a pixel covered a hundred times costs a hundred multiplications of a 16-bit
    /// number and one blend, not a hundred blends.
    ///
    /// Drawing a pen at coverage `c` over a pixel keeps `1 - c` of what was there; a run of
    /// such draws keeps the product, so the pixel ends as the pen at coverage one minus
    /// that product, which is what blending each draw in turn gives (up to rounding).
    /// Consecutive strokes of one colour into one target share a gathering, so a long line
    /// cut into many commands is composited once.
    struct Gathering {
        /// Premultiplied ARGB, opaque.
        let color: UInt32
        let target: ImageTarget
        /// The fraction of each pixel of the clip kept, 65535 for all of it, row by row.
        private var kept: [UInt16]
        /// The part of the clip drawn into: left, top, right, bottom (the last two excluded).
        private var drawn: (left: Int, top: Int, right: Int, bottom: Int)

        init(color: UInt32, target: ImageTarget) {
            self.color = color
            self.target = target
            let clip = target.clip
            kept = [UInt16](repeating: .max, count: (clip.right - clip.left) * (clip.bottom - clip.top))
            drawn = (clip.right, clip.bottom, clip.left, clip.top)
        }

        /// Whether strokes of `color` into `target` join this gathering.
        func accepts(_ color: UInt32, _ target: ImageTarget) -> Bool {
            color == self.color && target.pixels == self.target.pixels && target.stride == self.target.stride
                && target.clip == self.target.clip
        }

        /// Whether `path`, stroked `halfWidth` device pixels either side in the opaque
        /// `color` through `matrix`, is gathered: when its segments would touch, by a rough
        /// count, at least half as many pixels as its box holds. Depends on the path and the
        /// scale alone, never the clip, so every band of a picture decides alike.
        static func gathers(_ path: SCIPath, halfWidth: Double, color: UInt32, matrix: cairo_matrix_t) -> Bool
        {
            guard color >> 24 == 0xFF else { return false }
            let across = 2 * max(halfWidth, 0.5) + 1
            var touched = 0.0
            var box = (
                left: Double.infinity, top: Double.infinity, right: -Double.infinity, bottom: -Double.infinity
            )
            let coordinates = path.coordinates
            var index = 0
            var last: (Double, Double)?
            for verb in path.verbs {
                let (x, y) = (coordinates[index], coordinates[index + 1])
                let point = (matrix.xx * x + matrix.xy * y, matrix.yx * x + matrix.yy * y)
                index += 2
                guard point.0.isFinite, point.1.isFinite else {
                    last = nil
                    continue
                }
                box = (
                    min(box.left, point.0), min(box.top, point.1), max(box.right, point.0),
                    max(box.bottom, point.1)
                )
                if verb == .line, let last {
                    touched += max(abs(point.0 - last.0), abs(point.1 - last.1)) * across
                }
                last = point
            }
            let area = (min(box.right - box.left, 1e7) + across) * (min(box.bottom - box.top, 1e7) + across)
            return touched.isFinite && touched * 2 >= area
        }

        /// Gathers the coverage of `path`'s segments, `halfWidth` device pixels either side.
        mutating func add(_ path: SCIPath, halfWidth: Double, pictureTop: Int) {
            let clip = target.clip
            let width = clip.right - clip.left
            let first = clip.top * width + clip.left
            let target = target
            var touched = drawn
            kept.withUnsafeMutableBufferPointer { buffer in
                guard let base = buffer.baseAddress else { return }
                // Offsets count from the image's first pixel; the buffer starts at the clip's.
                let painter = SegmentPainter(
                    sink: Sink(kept: base - first, stride: width), clip: clip, halfWidth: halfWidth,
                    pictureTop: pictureTop)
                ThinLines.forEachSegment(of: path, in: target) { start, end in
                    painter.segment(start, end)
                    guard start.0.isFinite, start.1.isFinite, end.0.isFinite, end.1.isFinite else { return }
                    let reach = max(halfWidth, 0.5) * 1.5 + 1
                    touched = (
                        min(touched.left, ThinLines.floor(min(start.0, end.0) - reach, within: 1e7)),
                        min(touched.top, ThinLines.floor(min(start.1, end.1) - reach, within: 1e7)),
                        max(touched.right, ThinLines.floor(max(start.0, end.0) + reach, within: 1e7) + 1),
                        max(touched.bottom, ThinLines.floor(max(start.1, end.1) + reach, within: 1e7) + 1)
                    )
                }
            }
            drawn = (
                max(touched.left, clip.left), max(touched.top, clip.top), min(touched.right, clip.right),
                min(touched.bottom, clip.bottom)
            )
        }

        /// Blends the colour into the target at each pixel's gathered coverage.
        func finish() {
            let clip = target.clip
            let width = clip.right - clip.left
            guard drawn.left < drawn.right, drawn.top < drawn.bottom else { return }
            kept.withUnsafeBufferPointer { kept in
                for row in drawn.top..<drawn.bottom {
                    let source = (row - clip.top) * width - clip.left
                    let pixels = target.pixels + row * target.stride
                    for column in drawn.left..<drawn.right {
                        let fraction = kept[source + column]
                        guard fraction != .max else { continue }
                        // 65535ths to 256ths.
                        let coverage = (UInt32(UInt16.max - fraction) + 128) >> 8
                        pixels[column] = MarkerStamp.over(color, coverage: coverage, pixels[column])
                    }
                }
            }
            target.finish()
        }

        /// Multiplies the kept fraction of a pixel by what a draw lets through.
        struct Sink: CoverageSink {
            let kept: UnsafeMutablePointer<UInt16>
            let stride: Int

            @inline(__always)
            func add(_ coverage: UInt32, at offset: Int) {
                let pointer = kept + offset
                pointer.pointee = UInt16(
                    truncatingIfNeeded: (UInt32(pointer.pointee) &* (256 &- coverage)) >> 8)
            }
        }
    }
}
