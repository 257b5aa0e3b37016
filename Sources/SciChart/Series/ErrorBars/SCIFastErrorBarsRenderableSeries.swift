import Foundation

/// Error bars of an ``SCIHlDataSeries``: at each point a bar from the value minus its low
/// error to the value plus its high error (see ``SCIErrorBarsRenderableSeriesBase``).
///
/// ```swift
/// let errorBars = SCIFastErrorBarsRenderableSeries()
/// errorBars.dataSeries = dataSeries   // an SCIHlDataSeries
/// errorBars.errorDirection = .vertical
/// errorBars.errorType = .absolute
/// ```
open class SCIFastErrorBarsRenderableSeries: SCIErrorBarsRenderableSeriesBase {
    override func errors(_ data: SCISeriesDataView, at index: Int) -> (high: Double, low: Double) {
        guard data.columnCount > SCIHlDataSeries.lowColumn else { return (.nan, .nan) }
        return (
            data.value(column: SCIHlDataSeries.highColumn, at: index),
            data.value(column: SCIHlDataSeries.lowColumn, at: index)
        )
    }
}

/// Error bars of the same size at every point of an ``SCIXyDataSeries``: ``errorHigh`` above
/// each value and ``errorLow`` below it (see ``SCIErrorBarsRenderableSeriesBase``).
///
/// ```swift
/// let errorBars = SCIFastFixedErrorBarsRenderableSeries()
/// errorBars.dataSeries = dataSeries
/// errorBars.errorHigh = 0.002
/// errorBars.errorLow = 0.001
/// ```
open class SCIFastFixedErrorBarsRenderableSeries: SCIErrorBarsRenderableSeriesBase {
    /// The error above (or right of) every value (default 0.1).
    public var errorHigh = 0.1 { didSet { shapeChanged() } }
    /// The error below (or left of) every value (default 0.1).
    public var errorLow = 0.1 { didSet { shapeChanged() } }

    override func errors(_ data: SCISeriesDataView, at index: Int) -> (high: Double, low: Double) {
        (errorHigh, errorLow)
    }
}
