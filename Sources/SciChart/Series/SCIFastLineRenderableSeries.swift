import Foundation

/// A line through the points of an ``SCIXyDataSeries``; NaN values break the line.
open class SCIFastLineRenderableSeries: SCIRenderableSeriesBase {
    /// Whether the line steps (across to the next point's x, then up or down to it) instead
    /// of joining points directly (default `false`): a value that holds until the next one.
    public var isDigitalLine = false { didSet { if oldValue != isDigitalLine { invalidate() } } }

    override var lineShape: LineShape { isDigitalLine ? .digital : .straight }

    open override func draw(
        _ data: SCISeriesDataView, context: SCISeriesRenderContext, into list: inout SCIDisplayList
    ) {
        drawLine(shapedLinePixels(data, context: context), into: &list, context: context)
        drawMarkers(pointMarker, at: linePixels(data, context: context), into: &list, context: context)
    }
}
