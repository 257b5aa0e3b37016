import Foundation

/// A band's two values at one point: `y` and `y1` (a MACD and its signal), standing on `y`.
open class SCIBandSeriesInfo: SCISeriesInfo {
    /// The first line's value.
    public let yValue: Double
    /// The second line's value.
    public let y1Value: Double
    /// ``yValue`` written as the y axis writes it (written when first read).
    public private(set) lazy var formattedYValue: String = yFormat(yValue)
    /// ``y1Value`` written as the y axis writes it (written when first read).
    public private(set) lazy var formattedY1Value: String = yFormat(y1Value)

    /// A reading of `yValue` and `y1Value` at `site` of `series`, in `context`.
    public init(
        series: SCIRenderableSeriesBase, site: SCISeriesInfoSite, yValue: Double, y1Value: Double,
        context: SCISeriesInfoContext
    ) {
        self.yValue = yValue
        self.y1Value = y1Value
        super.init(series: series, site: site, markerValue: yValue, context: context)
    }

    /// Two unnamed values: `y`, then `y1`.
    open override var values: [SCISeriesValue] {
        [
            SCISeriesValue(value: yValue, formattedValue: formattedYValue),
            SCISeriesValue(value: y1Value, formattedValue: formattedY1Value),
        ]
    }
}
