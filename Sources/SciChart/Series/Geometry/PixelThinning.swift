import Foundation

/// The points a scatter draws: all of them when few; when dense (`pixels.isResampled`), the
/// first in each device pixel, with the record of the pixels taken.
struct ScatterGeometry {
    var pixels: SCISeriesPixels
    /// The pixels taken, when the points were thinned through a bitmap.
    var occupancy: PixelOccupancy?
}

/// Keeps one point per device pixel.
enum PixelThinning {
    /// The first point landing in each device pixel of the series area; points outside the
    /// area (but near enough to show a marker edge) are all kept. Memory is bounded by the
    /// points, not the area: a bitmap when the area's pixels are few enough, a hash set of
    /// the pixels hit otherwise.
    static func firstPerPixel(
        _ data: SCISeriesDataView, indices: Range<Int>, context: SCISeriesRenderContext
    ) -> ScatterGeometry {
        var seen = SeenPixels(context, points: indices.count)
        var output = SCISeriesPixels()
        output.isResampled = true
        let expected = min(indices.count, Int(clamping: seen.capacityHint))
        output.xs.reserveCapacity(expected)
        output.ys.reserveCapacity(expected)
        output.indices.reserveCapacity(expected)
        let xs = data.column(SCISeriesDataView.x)
        let ys = data.column(SCISeriesDataView.y)
        let rows = indices.clamped(to: 0..<min(xs.count, ys.count))
        if context.isLinear {
            thin(xs, ys, rows, LinearPixelMapping(context: context), &seen, &output)
        } else {
            thin(xs, ys, rows, ScaledPixelMapping(context: context), &seen, &output)
        }
        return ScatterGeometry(pixels: output, occupancy: seen.bitmap)
    }

    private static func thin<Mapping: PixelMapping>(
        _ xs: UnsafeBufferPointer<Double>, _ ys: UnsafeBufferPointer<Double>, _ rows: Range<Int>,
        _ mapping: Mapping,
        _ seen: inout SeenPixels,
        _ output: inout SCISeriesPixels
    ) {
        for index in rows {
            let x = mapping.x(xs[index], index: index)
            let y = mapping.y(ys[index])
            guard x.isFinite, y.isFinite else { continue }
            guard seen.insert(x: x, y: y) else { continue }
            output.append(x: x, y: y, index: index)
        }
    }

    /// The pixels already taken.
    struct SeenPixels {
        private(set) var bitmap: PixelOccupancy?
        private var set: Set<Int> = []
        private let columns: Int
        private let rows: Int
        private let originX: Double
        private let originY: Double
        private let scale: Double

        /// The pixels of the series area of `context`, `points` to place: a bitmap when it
        /// costs at most 16 bytes a point or 2 MiB.
        init(_ context: SCISeriesRenderContext, points: Int) {
            columns = ColumnRuns.columns(context)
            rows = Int.clamping((Double(context.area.height) * context.scale).rounded(.up), to: 1...1_000_000)
            originX = Double(context.area.minX)
            originY = Double(context.area.minY)
            scale = context.scale
            if PixelOccupancy.words(context) <= UInt(max(points * 2, 1 << 18)) {
                bitmap = PixelOccupancy(context)
            } else {
                set.reserveCapacity(points)
            }
        }

        var capacityHint: UInt { bitmap.map { UInt($0.columns * $0.rows) } ?? UInt(set.capacity) }

        /// Marks the pixel of a drawing-space point taken; returns whether it was free.
        /// Points outside the series area are always free.
        @inline(__always)
        mutating func insert(x: Double, y: Double) -> Bool {
            guard
                let (column, row) = PixelOccupancy.pixel(
                    x: x, y: y, originX: originX, originY: originY, scale: scale, columns: columns, rows: rows
                )
            else { return true }
            if let taken = bitmap?.insert(column: column, row: row) { return taken }
            return set.insert(row * columns + column).inserted
        }
    }
}

extension ScatterGeometry {
    /// What a search of the recorded pixels found.
    enum DrawnSearch {
        /// The drawn point nearest to the pointer, to the pixel.
        case found(HitCandidate)
        /// No drawn point within reach.
        case nothingWithinReach
        /// The record cannot answer: there is none, or the reach leaves the series area
        /// (whose outside is not recorded).
        case unavailable
    }

    /// The drawn point nearest to drawing-space `point` within `reach` points, to the pixel,
    /// found in the recorded pixels around the point and then among the points drawn in its
    /// pixel column (by binary search on their x: sorted or categorical data only).
    func nearestDrawn(to point: CGPoint, within reach: Double) -> DrawnSearch {
        guard let occupancy, occupancy.contains(diskAt: point, radius: reach) else { return .unavailable }
        guard let pixel = occupancy.nearest(to: point, within: reach) else { return .nothingWithinReach }
        let centre = occupancy.centre(column: pixel.column, row: pixel.row)
        let column = DrawnWindow.range(around: centre, radius: 0.5 / occupancy.scale)
        for entry in DrawnWindow.positions(of: column, in: pixels.xs) {
            let x = pixels.xs[entry]
            let y = pixels.ys[entry]
            guard occupancy.contains(x: x, y: y, column: pixel.column, row: pixel.row) else { continue }
            let drawn = CGPoint(x: x, y: y)
            return .found(
                HitCandidate(index: pixels.indices[entry], distance: point.distance(to: drawn), point: drawn))
        }
        return .unavailable
    }
}
