import Foundation

/// An x-y series' value at one point: its y.
open class SCIXySeriesInfo: SCISeriesInfo {
    /// The y value there.
    public let yValue: Double
    /// The y written as the y axis writes it (written when first read).
    public private(set) lazy var formattedYValue: String = yFormat(yValue)

    /// A reading of `yValue` at `site` of `series`, in `context`.
    public init(
        series: SCIRenderableSeriesBase, site: SCISeriesInfoSite, yValue: Double,
        context: SCISeriesInfoContext
    ) {
        self.yValue = yValue
        super.init(series: series, site: site, markerValue: yValue, context: context)
    }

    /// One unnamed value: the y.
    open override var values: [SCISeriesValue] {
        [SCISeriesValue(value: yValue, formattedValue: formattedYValue)]
    }
}
