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
        let pixels = hitPixels(
            store, point: point, radius: radius, context: context, drawn: linePixels(store, context: context))
        return lineHit(pixels, store: store, point: point, radius: radius, context: context)
    }

}
