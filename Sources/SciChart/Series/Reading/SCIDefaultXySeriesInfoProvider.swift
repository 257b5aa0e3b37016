/// Reads a series' y values: the value at a point, or between two points when the modifier
/// interpolates. The default of line, mountain, column and scatter series, and of any series
/// that declares no other.
open class SCIDefaultXySeriesInfoProvider: SCISeriesInfoProviderBase {
    open override func makeSeriesInfo(
        series: SCIRenderableSeriesBase, data: SCISeriesDataView, context: SCISeriesInfoContext
    ) -> SCISeriesInfo? {
        guard let site = context.site(in: data, interpolating: true) else { return nil }
        return SCIXySeriesInfo(
            series: series, site: site, yValue: site.value(of: SCISeriesDataView.y, in: data),
            context: context)
    }
}
