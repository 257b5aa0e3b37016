import Foundation

/// A band whose two lines are smooth curves: the monotone curves of
/// ``SCISplineLineRenderableSeries`` through the `y` and `y1` values of an
/// ``SCIXyyDataSeries``, the area between them filled as ``SCIFastBandRenderableSeries``
/// fills it (changing colour where the curves cross).
///
/// ```swift
/// let bandSeries = SCISplineBandRenderableSeries()
/// bandSeries.dataSeries = dataSeries
/// bandSeries.fillBrushStyle = SCISolidBrushStyle(colorCode: 0x33279B27)
/// bandSeries.fillY1BrushStyle = SCISolidBrushStyle(colorCode: 0x33FF1919)
/// ```
open class SCISplineBandRenderableSeries: SCIFastBandRenderableSeries {
    /// How many points each segment between two data points is drawn with (default 10,
    /// clamped to `1...100`; fewer on segments shorter than that many pixels).
    public var upSampleFactor = 10 { didSet { if oldValue != upSampleFactor { invalidate() } } }

    override var lineShape: LineShape { .spline(upSampleFactor: upSampleFactor) }

    /// "spline band".
    open override var kindDescription: String { "spline band" }
}
