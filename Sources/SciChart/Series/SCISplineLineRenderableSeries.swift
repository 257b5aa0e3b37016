import Foundation

/// A smooth line through the points of an ``SCIXyDataSeries``: a monotone cubic curve that
/// passes through every point and never overshoots them (no high or low the data do not
/// have; see ``upSampleFactor``). Dense data (more points than device columns) are drawn
/// as a line series draws them; ``SCIFastLineRenderableSeries/isDigitalLine`` does not apply.
///
/// ```swift
/// let lineSeries = SCISplineLineRenderableSeries()
/// lineSeries.dataSeries = dataSeries
/// lineSeries.strokeStyle = SCISolidPenStyle(colorCode: 0xFF279B27, thickness: 2.0)
/// ```
open class SCISplineLineRenderableSeries: SCIFastLineRenderableSeries {
    /// How many points each segment between two data points is drawn with (default 10,
    /// clamped to `1...100`; fewer on segments shorter than that many pixels).
    public var upSampleFactor = 10 { didSet { if oldValue != upSampleFactor { invalidate() } } }

    override var lineShape: LineShape { .spline(upSampleFactor: upSampleFactor) }

    /// "spline line".
    open override var kindDescription: String { "spline line" }
}
