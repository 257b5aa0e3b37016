import Foundation

/// A filled area under a smooth line through the points of an ``SCIXyDataSeries``: the
/// monotone curve of ``SCISplineLineRenderableSeries`` (through every point, never past
/// them), filled down to ``SCIFastMountainRenderableSeries/zeroLineY``.
///
/// ```swift
/// let mountainSeries = SCISplineMountainRenderableSeries()
/// mountainSeries.dataSeries = dataSeries
/// mountainSeries.areaStyle = SCILinearGradientBrushStyle(
///     start: CGPoint(x: 0.5, y: 0.0), end: CGPoint(x: 0.5, y: 1.0),
///     startColorCode: 0xAAFF8D42, endColorCode: 0x88090E11)
/// ```
open class SCISplineMountainRenderableSeries: SCIFastMountainRenderableSeries {
    /// How many points each segment between two data points is drawn with (default 10,
    /// clamped to `1...100`; fewer on segments shorter than that many pixels).
    public var upSampleFactor = 10 { didSet { if oldValue != upSampleFactor { invalidate() } } }

    override var lineShape: LineShape { .spline(upSampleFactor: upSampleFactor) }

    /// "spline mountain".
    open override var kindDescription: String { "spline mountain" }
}
