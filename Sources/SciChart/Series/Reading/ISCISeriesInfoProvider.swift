/// What reads a series' values at a point of the chart, as SciChart names it: each series
/// has one (``SCIRenderableSeriesBase/seriesInfoProvider``), and tooltips, the rollover, the
/// values line, the keyboard cursor and the chart's description read the series through it.
///
/// The defaults read x-y data (``SCIDefaultXySeriesInfoProvider``), bands
/// (``SCIDefaultBandSeriesInfoProvider``) and bars (``SCIDefaultOhlcSeriesInfoProvider``).
/// Give a series a provider of your own to change what its readings say; subclass
/// ``SCISeriesInfoProviderBase`` to read the data under its lock.
public protocol ISCISeriesInfoProvider: AnyObject {
    /// `series`' values at the place `context` asks for, or `nil` where it has none (no data,
    /// or a place outside it).
    func seriesInfo(for series: SCIRenderableSeriesBase, in context: SCISeriesInfoContext) -> SCISeriesInfo?
}
