import Foundation

/// A bar's four prices at one point, standing on its close, in the rising colour when it
/// closed at or above its open and the falling colour otherwise.
open class SCIOhlcSeriesInfo: SCISeriesInfo {
    /// The bar's open.
    public let openValue: Double
    /// The bar's high.
    public let highValue: Double
    /// The bar's low.
    public let lowValue: Double
    /// The bar's close.
    public let closeValue: Double

    /// A reading of the bar `bar` at `site` of `series`, in `context`.
    public init(
        series: SCIRenderableSeriesBase, site: SCISeriesInfoSite, bar: SCIOhlcBar,
        context: SCISeriesInfoContext
    ) {
        openValue = bar.open
        highValue = bar.high
        lowValue = bar.low
        closeValue = bar.close
        let theme = context.theme
        super.init(
            series: series, site: site, markerValue: bar.close, context: context,
            seriesColor: bar.close >= bar.open ? theme.upColor : theme.downColor)
    }

    /// The open written as the y axis writes it (written when first read).
    public private(set) lazy var formattedOpenValue: String = yFormat(openValue)
    /// The high written as the y axis writes it (written when first read).
    public private(set) lazy var formattedHighValue: String = yFormat(highValue)
    /// The low written as the y axis writes it (written when first read).
    public private(set) lazy var formattedLowValue: String = yFormat(lowValue)
    /// The close written as the y axis writes it (written when first read).
    public private(set) lazy var formattedCloseValue: String = yFormat(closeValue)

    /// Open, high, low and close, named so ("O", "H", "L", "C" for short).
    open override var values: [SCISeriesValue] {
        [
            SCISeriesValue(
                name: "open", shortName: "O", value: openValue, formattedValue: formattedOpenValue),
            SCISeriesValue(
                name: "high", shortName: "H", value: highValue, formattedValue: formattedHighValue),
            SCISeriesValue(name: "low", shortName: "L", value: lowValue, formattedValue: formattedLowValue),
            SCISeriesValue(
                name: "close", shortName: "C", value: closeValue, formattedValue: formattedCloseValue),
        ]
    }
}
