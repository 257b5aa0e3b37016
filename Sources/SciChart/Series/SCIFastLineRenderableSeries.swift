import Foundation

/// A line through the points of an ``SCIXyDataSeries``; NaN values break the line.
open class SCIFastLineRenderableSeries: SCIXyRenderableSeriesBase {
    /// Whether the line steps (across to the next point's x, then up or down to it) instead
    /// of joining points directly (default `false`): a value that holds until the next one.
    public var isDigitalLine = false { didSet { if oldValue != isDigitalLine { invalidate() } } }

    override var lineShape: LineShape { isDigitalLine ? .digital : .straight }

    open override func draw(
        _ data: SCISeriesDataView, context: SCISeriesRenderContext, into list: inout SCIDisplayList
    ) {
        let pixels = linePixels(data, context: context)
        let palette = paletteColors { SCIXyRenderPassData(pixels, data: data) }
        drawLine(
            points: pixels, shaped: shapedLinePixels(data, context: context), stroke: resolvedStroke(context),
            palette: palette, into: &list, context: context)
        drawMarkers(pointMarker, at: pixels, colors: palette?.marker, into: &list, context: context)
    }
}
