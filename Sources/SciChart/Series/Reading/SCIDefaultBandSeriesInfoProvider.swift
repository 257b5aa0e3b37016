/// Reads a band's two values (`y` and `y1` of x-y-y data), at a point or between two: the
/// default of ``SCIFastBandRenderableSeries``.
open class SCIDefaultBandSeriesInfoProvider: SCISeriesInfoProviderBase {
    /// The column of `y1` in x-y-y data.
    static let y1 = 2

    open override func makeSeriesInfo(
        series: SCIRenderableSeriesBase, data: SCISeriesDataView, context: SCISeriesInfoContext
    ) -> SCISeriesInfo? {
        guard let site = context.site(in: data, interpolating: true) else { return nil }
        return SCIBandSeriesInfo(
            series: series, site: site, yValue: site.value(of: SCISeriesDataView.y, in: data),
            y1Value: site.value(of: Self.y1, in: data), context: context)
    }
}
