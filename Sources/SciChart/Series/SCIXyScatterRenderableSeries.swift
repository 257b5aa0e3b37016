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

    override func draw(store: ColumnStore, into list: inout SCIDisplayList, context: SeriesRenderContext) {
        let pixels = XyPixels.make(store, indices: context.visibleIndices(store), context: context)
        drawMarkers(effectiveMarker(context), at: pixels, into: &list, context: context)
    }

    override func hitTest(store: ColumnStore, point: CGPoint, radius: Double, context: SeriesRenderContext)
        -> SCIHitTestInfo
    {
        let marker = effectiveMarker(context)
        let reach = max(Double(marker.size.width), Double(marker.size.height)) / 2
        let tolerance = radius + (reach.isFinite ? min(max(reach, 0), 500) : 0)
        let indices = hitIndices(store, near: Double(point.x), radius: tolerance, context: context)
        let pixels = XyPixels.make(store, indices: indices, context: context)
        let candidate = HitGeometry.nearestPoint(pixels, to: point)
        return info(for: candidate, tolerance: tolerance, store: store, point: point, context: context)
    }
}
