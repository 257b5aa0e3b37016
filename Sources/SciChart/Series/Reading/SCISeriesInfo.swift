import Foundation

/// A series' values at one point of the chart, as its ``ISCISeriesInfoProvider`` reads them:
/// what tooltips, the rollover, the values line, the keyboard cursor and the chart's
/// description show. The subclasses for x-y, band and OHLC data (``SCIXySeriesInfo``,
/// ``SCIBandSeriesInfo``, ``SCIOhlcSeriesInfo``) add their values by name; a series of your
/// own may read into one of them or into a subclass of its own that overrides ``values``.
open class SCISeriesInfo {
    /// The series read.
    public let renderableSeries: SCIRenderableSeriesBase
    /// The data series' name, `nil` when it has none.
    public let seriesName: String?
    /// The colour that stands for the series at this point (for bars, the rising or falling
    /// colour of the bar).
    public let seriesColor: SCIColor
    /// The index of the point read in the data series (the first of two when the reading is
    /// between them).
    public let dataSeriesIndex: Int
    /// The data's x there (seconds since 1970 for dates).
    public let xValue: Double
    /// The x written as the x axis writes it (written when first read).
    public private(set) lazy var formattedXValue: String = xFormat(axisXValue)
    /// Where the reading stands, in surface coordinates: where a rollover draws its marker
    /// and the keyboard cursor its ring (a y that is not finite where the value is missing).
    public let xyCoordinate: CGPoint
    /// The value the reading stands on: a line's value, a bar's close.
    public let markerValue: Double

    /// The x on the x axis: ``xValue``, or the bar index on a category axis.
    private let axisXValue: Double
    private let xFormat: (Double) -> String
    /// How the context writes y values, for subclasses' formatted values.
    let yFormat: (Double) -> String

    /// A reading of `series` at `site`, standing on `markerValue`, in `context`: the x and
    /// where the reading stands come from the site, the colour from the context unless
    /// `seriesColor` says otherwise.
    ///
    /// Nothing is written until it is read: a provider makes readings while it holds the data
    /// series' lock, and writing a value as an axis writes it may read the axis' data.
    public init(
        series: SCIRenderableSeriesBase, site: SCISeriesInfoSite, markerValue: Double,
        context: SCISeriesInfoContext, seriesColor: SCIColor? = nil
    ) {
        self.renderableSeries = series
        self.seriesName = series.dataSeries?.seriesName
        self.seriesColor = seriesColor ?? context.seriesColor
        self.dataSeriesIndex = site.index
        self.xValue = site.xValue
        self.axisXValue = context.axisX(of: site)
        self.xyCoordinate = context.location(of: site, y: markerValue)
        self.markerValue = markerValue
        self.xFormat = context.formatX
        self.yFormat = context.formatY
    }

    /// The values, in the order they are read out: the base has none.
    open var values: [SCISeriesValue] { [] }

    /// `value` written as the reading's context writes y values (the y axis' cursor text by
    /// default): what a subclass' ``values`` give as their formatted values.
    public func formatYValue(_ value: Double) -> String { yFormat(value) }

    /// The name shown: the data series' name, or "Series N" (N counting from 1) by the
    /// series' place on its surface when it has none.
    func displayName(position: Int) -> String {
        guard let seriesName, !seriesName.isEmpty else { return "Series \(position + 1)" }
        return seriesName
    }
}
