import Foundation

/// A point marker at each data point, with no line.
open class SCIXyScatterRenderableSeries: SCIRenderableSeriesBase {
    /// The marker drawn when ``SCIRenderableSeriesBase/pointMarker`` is `nil`: a 7-point
    /// circle in the series colour.
    func effectiveMarker(_ context: SCISeriesRenderContext) -> ISCIPointMarker {
        if let pointMarker { return pointMarker }
        let marker = SCIEllipsePointMarker()
        marker.fillStyle = SCISolidBrushStyle(color: seriesColor(context))
        return marker
    }

    /// The visible points as pixels; when dense, the first point in each device pixel only,
    /// since later ones would draw the same marker in the same place.
    func scatterPixels(_ data: SCISeriesDataView, context: SCISeriesRenderContext) -> SCISeriesPixels {
        pointCache.value(for: cacheKey(data, context)) {
            let indices = context.visibleIndices(of: data)
            guard aggregates(indices.count, context) else {
                return SCISeriesPixels.make(data, indices: indices, context: context)
            }
            return PixelThinning.firstPerPixel(data, indices: indices, context: context)
        }
    }

    open override func draw(
        _ data: SCISeriesDataView, context: SCISeriesRenderContext, into list: inout SCIDisplayList
    ) {
        drawMarkers(
            effectiveMarker(context), at: scatterPixels(data, context: context), into: &list,
            context: context)
    }

    open override func hitTest(
        _ data: SCISeriesDataView, at point: CGPoint, radius: Double, context: SCISeriesRenderContext
    ) -> SCIHitTestInfo {
        let marker = effectiveMarker(context)
        let reach = max(Double(marker.size.width), Double(marker.size.height)) / 2
        let tolerance = radius + (reach.isFinite ? min(max(reach, 0), 500) : 0)
        let pixels = pixelsNear(point, radius: tolerance, data: data, context: context) {
            scatterPixels(data, context: context)
        }
        let candidate = HitGeometry.nearestPoint(pixels, to: point)
        return info(for: candidate, tolerance: tolerance, data: data, point: point, context: context)
    }
}

/// Keeps one point per device pixel.
enum PixelThinning {
    /// The first point landing in each device pixel of the series area; points outside the
    /// area (but near enough to show a marker edge) are all kept. Memory is bounded by the
    /// points, not the area: a bitmap when the area's pixels are few enough, a hash set of
    /// the pixels hit otherwise.
    static func firstPerPixel(
        _ data: SCISeriesDataView, indices: Range<Int>, context: SCISeriesRenderContext
    ) -> SCISeriesPixels {
        let width = ColumnRuns.columns(context)
        let height = Int.clamping(
            (Double(context.area.height) * context.scale).rounded(.up), to: 1...1_000_000)
        var seen = SeenPixels(pixels: width.multipliedFullWidth(by: height).low, points: indices.count)
        var output = SCISeriesPixels()
        let expected = min(indices.count, Int(clamping: seen.capacityHint))
        output.xs.reserveCapacity(expected)
        output.ys.reserveCapacity(expected)
        output.indices.reserveCapacity(expected)
        let originX = Double(context.area.minX)
        let originY = Double(context.area.minY)
        let scale = context.scale
        let xs = data.column(SCISeriesDataView.x)
        let ys = data.column(SCISeriesDataView.y)
        for index in indices.clamped(to: 0..<min(xs.count, ys.count)) {
            let x = context.pixelX(xs[index], index: index)
            let y = context.pixelY(ys[index])
            guard x.isFinite, y.isFinite else { continue }
            let column = Int.clamping(((x - originX) * scale).rounded(.down), to: -1...width)
            let row = Int.clamping(((y - originY) * scale).rounded(.down), to: -1...height)
            if column >= 0, column < width, row >= 0, row < height {
                guard seen.insert(row * width + column) else { continue }
            }
            output.append(x: x, y: y, index: index)
        }
        return output
    }

    /// The pixels already taken.
    struct SeenPixels {
        private var bits: [UInt64] = []
        private var set: Set<Int> = []
        private let usesBitmap: Bool

        /// `pixels` in the area, `points` to place: a bitmap when it costs at most 16 bytes a
        /// point or 2 MiB.
        init(pixels: UInt, points: Int) {
            let bitmapWords = (pixels + 63) / 64
            usesBitmap = bitmapWords <= UInt(max(points * 2, 1 << 18))
            if usesBitmap {
                bits = [UInt64](repeating: 0, count: Int(bitmapWords))
            } else {
                set.reserveCapacity(points)
            }
        }

        var capacityHint: UInt { usesBitmap ? UInt(bits.count * 64) : UInt(set.capacity) }

        /// Marks `pixel` taken; returns whether it was free.
        mutating func insert(_ pixel: Int) -> Bool {
            guard usesBitmap else { return set.insert(pixel).inserted }
            let mask = UInt64(1) << UInt64(pixel & 63)
            guard bits[pixel >> 6] & mask == 0 else { return false }
            bits[pixel >> 6] |= mask
            return true
        }
    }
}
