import Foundation

/// A line through the points of an ``SCIXyDataSeries``; NaN values break the line.
open class SCIFastLineRenderableSeries: SCIRenderableSeriesBase {
    override func draw(store: ColumnStore, into list: inout SCIDisplayList, context: SeriesRenderContext) {
        let pixels = linePixels(store, context: context)
        drawLine(pixels, into: &list, context: context)
        drawMarkers(pointMarker, at: pixels, into: &list, context: context)
    }

    override func hitTest(store: ColumnStore, point: CGPoint, radius: Double, context: SeriesRenderContext)
        -> SCIHitTestInfo
    {
        let pixels = hitPixels(store, point: point, radius: radius, context: context)
        let width = resolvedStroke(context)?.width ?? 0
        let segment = HitGeometry.nearestSegment(pixels, to: point)
        var tolerance = radius + width / 2
        var candidate = segment
        if pointMarker != nil, let nearest = HitGeometry.nearestPoint(pixels, to: point),
            nearest.distance <= radius + markerReach, nearest.distance > tolerance
        {
            candidate = nearest
            tolerance = radius + markerReach
        }
        return info(for: candidate, tolerance: tolerance, store: store, point: point, context: context)
    }
}
