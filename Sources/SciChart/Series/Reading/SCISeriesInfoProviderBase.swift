/// The base of series info providers: it reads the series' data under its lock and hands a
/// view of it to ``makeSeriesInfo(series:data:context:)``, which subclasses override.
///
/// ```swift
/// final class PercentInfoProvider: SCISeriesInfoProviderBase {
///     override func makeSeriesInfo(
///         series: SCIRenderableSeriesBase, data: SCISeriesDataView, context: SCISeriesInfoContext
///     ) -> SCISeriesInfo? {
///         guard let site = context.site(in: data, interpolating: true) else { return nil }
///         let y = site.value(of: SCISeriesDataView.y, in: data)
///         return SCIXySeriesInfo(series: series, site: site, yValue: y * 100, context: context)
///     }
/// }
/// ```
open class SCISeriesInfoProviderBase: ISCISeriesInfoProvider {
    /// A provider.
    public init() {}

    /// Reads the series' data under its lock through ``makeSeriesInfo(series:data:context:)``;
    /// `nil` without data.
    open func seriesInfo(for series: SCIRenderableSeriesBase, in context: SCISeriesInfoContext)
        -> SCISeriesInfo?
    {
        guard let data = series.dataSeries else { return nil }
        return data.view { view in
            view.count > 0 ? makeSeriesInfo(series: series, data: view, context: context) : nil
        }
    }

    /// The reading of `data` (the series' data, with at least one point, valid during the
    /// call) at the place `context` asks for. The base reads nothing.
    ///
    /// It runs while the data series' lock is held: read the values from `data` and make the
    /// info; do not write values with the context's formats here (writing a value as an axis
    /// writes it may read the axis' data). The info classes write their values when first
    /// read, after the lock is released.
    open func makeSeriesInfo(
        series: SCIRenderableSeriesBase, data: SCISeriesDataView, context: SCISeriesInfoContext
    )
        -> SCISeriesInfo?
    {
        nil
    }
}
