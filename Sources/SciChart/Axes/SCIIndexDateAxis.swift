import Foundation

/// A date axis that spaces bars evenly: a trading chart's x axis with no gaps for nights,
/// weekends or holidays, whose values are still dates (SciChart's `SCIIndexDateAxis`).
///
/// Like ``SCICategoryDateAxis`` it places each bar of a reference series one step apart, and
/// like ``SCIDateAxis`` its values are dates (seconds since 1970): ``SCIAxisBase/visibleRange``,
/// annotations, the crosshair and ``SCIAxisBase/getCoordinate(_:)-(Double)`` all speak dates. A date
/// between two bars sits between them in proportion; one beyond the ends is extrapolated at
/// the bars' average spacing. Series with fewer points (a moving average that starts late, an
/// indicator on other dates) sit at their own dates among the bars. Zoom and pan move by bars;
/// ticks fall on the first bars of calendar periods and are labelled with their dates.
///
/// The reference bars are the x values of the first series on the axis, or of the series
/// given with ``setIndexDataProvider(_:)``. Without at least two bars in ascending order
/// the axis is a plain date axis.
///
/// ```swift
/// let xAxis = SCIIndexDateAxis()
/// xAxis.visibleRange = SCIDoubleRange(min: start.timeIntervalSince1970, max: end.timeIntervalSince1970)
/// surface.xAxes.add(xAxis)
/// ```
public final class SCIIndexDateAxis: SCIDateAxis, ISCIIndexAxis {
    private var indexDataProvider: ISCIIndexDataProvider?

    /// Takes the reference bars from `indexDataProvider` instead of the axis' first series.
    public func setIndexDataProvider(_ indexDataProvider: ISCIIndexDataProvider) {
        self.indexDataProvider = indexDataProvider
        invalidate()
    }

    /// The series whose x values are the bars, when one was set.
    var indexDataSeries: SCIDataSeries? { indexDataProvider?.dataSeries }

    override var usesBars: Bool { true }

    override func valueScale(bars: CategoryBars?) -> AxisScale {
        bars.flatMap(IndexedDates.init).map(AxisScale.indexed) ?? .linear
    }

    override func makeTickProvider() -> ISCITickProvider { SCIIndexDateTickProvider() }

    /// Ticks at the first bars of calendar periods among the bars in `range` (dates), the
    /// date axis' own where the bars cannot give them.
    override func ticks(range: SCIDoubleRange, maxTicks: Int, context: AxisContext) -> AxisTicks {
        guard let bars = context.categoryBars, IndexedDates(bars) != nil,
            let low = bars.index(forDate: range.min), let high = bars.index(forDate: range.max),
            low < high
        else {
            return super.ticks(range: range, maxTicks: maxTicks, context: context)
        }
        let indexed = bars.withDates { dates, isSorted in
            CategoryDateTicks.ticks(
                range: SCIDoubleRange(min: low, max: high), maxTicks: maxTicks,
                yearLabelRoom: isHorizontalAxis ? CategoryDateTicks.yearLabelRoom : 1, dates: dates,
                isSorted: isSorted, timeZone: timeZone)
        }
        guard var ticks = indexed else {
            return super.ticks(range: range, maxTicks: maxTicks, context: context)
        }
        ticks.major = ticks.major.map { bars.date(atIndex: $0) ?? .nan }
        ticks.minor = ticks.minor.map { bars.date(atIndex: $0) ?? .nan }
        return ticks
    }
}

/// An axis that places values by the bars of a series (SciChart's `ISCIIndexAxis`).
public protocol ISCIIndexAxis: ISCIAxis {
    /// Takes the reference bars from `indexDataProvider`.
    func setIndexDataProvider(_ indexDataProvider: ISCIIndexDataProvider)
}

/// Gives an index axis its reference bars (SciChart's `ISCIIndexDataProvider`).
public protocol ISCIIndexDataProvider: AnyObject {
    /// The series whose x values are the bars.
    var dataSeries: SCIDataSeries? { get }
}

/// Reference bars taken from one data series' x values (SciChart's
/// `SCIDataSeriesIndexDataProvider`): an index date axis set with it spaces that series'
/// bars evenly, whichever series comes first on the axis.
public final class SCIDataSeriesIndexDataProvider: ISCIIndexDataProvider {
    /// The series whose x values are the bars.
    public private(set) weak var dataSeries: SCIDataSeries?

    /// Bars from `dataSeries` (held weakly: the chart's series keep it).
    public init(_ dataSeries: SCIDataSeries) {
        self.dataSeries = dataSeries
    }
}
