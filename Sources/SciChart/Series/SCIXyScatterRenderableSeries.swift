import Foundation

/// A point marker at each data point, with no line.
open class SCIXyScatterRenderableSeries: SCIRenderableSeriesBase {
    /// The marker drawn when ``SCIRenderableSeriesBase/pointMarker`` is `nil`: a 7-point
    /// circle in the series colour.
    func effectiveMarker(_ context: SeriesRenderContext) -> ISCIPointMarker {
        if let pointMarker { return pointMarker }
        let marker = SCIEllipsePointMarker()
        marker.fillStyle = SCISolidBrushStyle(color: strokeStyle?.color ?? context.paletteColor)
        return marker
    }

    /// The visible points as pixels; when dense, the first point in each device pixel only,
    /// since later ones would draw the same marker in the same place.
    func scatterPixels(_ store: ColumnStore, context: SeriesRenderContext) -> XyPixels {
        pointCache.value(for: cacheKey(store, context)) {
            let indices = context.visibleIndices(store)
            let all = XyPixels.make(store, indices: indices, context: context)
            guard aggregates(all.count, context) else { return all }
            return PixelThinning.firstPerPixel(all, context: context)
        }
    }

    override func draw(store: ColumnStore, into list: inout SCIDisplayList, context: SeriesRenderContext) {
        drawMarkers(
            effectiveMarker(context), at: scatterPixels(store, context: context), into: &list,
            context: context)
    }

    override func hitTest(store: ColumnStore, point: CGPoint, radius: Double, context: SeriesRenderContext)
        -> SCIHitTestInfo
    {
        let marker = effectiveMarker(context)
        let reach = max(Double(marker.size.width), Double(marker.size.height)) / 2
        let tolerance = radius + (reach.isFinite ? min(max(reach, 0), 500) : 0)
        let pixels = hitPixels(
            store, point: point, radius: tolerance, context: context,
            drawn: scatterPixels(store, context: context))
        let candidate = HitGeometry.nearestPoint(pixels, to: point)
        return info(for: candidate, tolerance: tolerance, store: store, point: point, context: context)
    }
}

/// Keeps one point per device pixel.
enum PixelThinning {
    /// The first point landing in each device pixel of the series area; points outside the
    /// area (but near enough to show a marker edge) are all kept.
    static func firstPerPixel(_ pixels: XyPixels, context: SeriesRenderContext) -> XyPixels {
        let width = ColumnRuns.columns(context)
        let height = Int.clamping(
            (Double(context.area.height) * context.scale).rounded(.up), to: 1...1_000_000)
        var occupied = [UInt64](repeating: 0, count: (width * height + 63) / 64)
        var output = XyPixels()
        for index in 0..<pixels.count {
            let x = pixels.xs[index]
            let y = pixels.ys[index]
            guard x.isFinite, y.isFinite else { continue }
            let column = Int.clamping(
                ((x - Double(context.area.minX)) * context.scale).rounded(.down), to: -1...width)
            let row = Int.clamping(
                ((y - Double(context.area.minY)) * context.scale).rounded(.down), to: -1...height)
            if column >= 0, column < width, row >= 0, row < height {
                let bit = row * width + column
                let mask = UInt64(1) << UInt64(bit & 63)
                guard occupied[bit >> 6] & mask == 0 else { continue }
                occupied[bit >> 6] |= mask
            }
            output.append(x: x, y: y, index: pixels.indices[index])
        }
        return output
    }
}
