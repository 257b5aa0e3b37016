/// Reads bars: the open, high, low and close of the nearest bar (a bar is never read between
/// two). The default of candlestick and OHLC series.
open class SCIDefaultOhlcSeriesInfoProvider: SCISeriesInfoProviderBase {
    open override func makeSeriesInfo(
        series: SCIRenderableSeriesBase, data: SCISeriesDataView, context: SCISeriesInfoContext
    ) -> SCISeriesInfo? {
        guard let site = context.site(in: data, interpolating: false) else { return nil }
        let bar = SCIOhlcBar(
            x: site.xValue, open: data.value(column: SCISeriesDataView.open, at: site.index),
            high: data.value(column: SCISeriesDataView.high, at: site.index),
            low: data.value(column: SCISeriesDataView.low, at: site.index),
            close: data.value(column: SCISeriesDataView.close, at: site.index))
        return SCIOhlcSeriesInfo(series: series, site: site, bar: bar, context: context)
    }
}
