import Foundation

/// An x-y-z series' values at one point: its y, where the reading stands, and its z (a
/// bubble's size).
open class SCIXyzSeriesInfo: SCISeriesInfo {
    /// The y value there.
    public let yValue: Double
    /// The z value there.
    public let zValue: Double
    /// The y written as the y axis writes it (written when first read).
    public private(set) lazy var formattedYValue: String = yFormat(yValue)
    /// The z in as few digits as it needs, to 4 decimals ("" when not finite).
    public private(set) lazy var formattedZValue: String =
        zValue.isFinite ? NumberText.trimmed(zValue, maxDecimals: 4) : ""

    /// A reading of `yValue` and `zValue` at `site` of `series`, in `context`.
    public init(
        series: SCIRenderableSeriesBase, site: SCISeriesInfoSite, yValue: Double, zValue: Double,
        context: SCISeriesInfoContext
    ) {
        self.yValue = yValue
        self.zValue = zValue
        super.init(series: series, site: site, markerValue: yValue, context: context)
    }

    /// The y, unnamed, then the z ("size", "Z").
    open override var values: [SCISeriesValue] {
        [
            SCISeriesValue(value: yValue, formattedValue: formattedYValue),
            SCISeriesValue(name: "size", shortName: "Z", value: zValue, formattedValue: formattedZValue),
        ]
    }
}

/// Reads an x-y-z series' values at a data point (never between two: a bubble's size does
/// not interpolate): the default of ``SCIFastBubbleRenderableSeries``.
open class SCIDefaultXyzSeriesInfoProvider: SCISeriesInfoProviderBase {
    open override func makeSeriesInfo(
        series: SCIRenderableSeriesBase, data: SCISeriesDataView, context: SCISeriesInfoContext
    ) -> SCISeriesInfo? {
        guard let site = context.site(in: data, interpolating: false) else { return nil }
        let z =
            data.columnCount > SCIXyzDataSeries.zColumn
            ? site.value(of: SCIXyzDataSeries.zColumn, in: data) : .nan
        return SCIXyzSeriesInfo(
            series: series, site: site, yValue: site.value(of: SCISeriesDataView.y, in: data), zValue: z,
            context: context)
    }
}
