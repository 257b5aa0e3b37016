import Foundation

/// A line through the points of an ``SCIXyDataSeries``; NaN values break the line.
open class SCIFastLineRenderableSeries: SCIRenderableSeriesBase {
    open override func draw(
        _ data: SCISeriesDataView, context: SCISeriesRenderContext, into list: inout SCIDisplayList
    ) {
        let pixels = linePixels(data, context: context)
        drawLine(pixels, into: &list, context: context)
        drawMarkers(pointMarker, at: pixels, into: &list, context: context)
    }
}
