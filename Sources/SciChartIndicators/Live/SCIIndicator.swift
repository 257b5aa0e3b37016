import Foundation
import SciChart

/// The base of the indicator classes: observes its source series and keeps its output
/// series computed from them.
///
/// The outputs are updated on the thread that changes a source, before the changing call
/// returns: an appended bar costs one step of the indicator, not a pass over the series.
/// The outputs share the source's x values and x type (and its FIFO capacity, so a live
/// chart keeps both the same length); they are NaN through the warm-up. Dropping the
/// indicator stops the updates (so does ``detach()``); the outputs keep their values.
///
/// ```swift
/// let prices = SCIOhlcDataSeries(xType: .date, yType: .double)
/// let sma50 = SCISmaIndicator(source: prices, period: 50)
/// surface.renderableSeries.add(SCIFastLineRenderableSeries(dataSeries: sma50.output))
/// prices.append(x: Date(), open: 101, high: 103, low: 100, close: 102)   // sma50.output grows
/// ```
public class SCIIndicator: @unchecked Sendable {
    /// The series the indicator reads: the prices, then the volume for those that read it.
    public let sources: [SCIDataSeries]
    /// The series the indicator writes, in the order its outputs are listed.
    public let outputs: [SCIXyDataSeries]
    private let recompute: @Sendable () -> Void
    private let tokens: [Int]

    init<Kernel: IndicatorKernel>(
        kernel: Kernel, source: SCIDataSeries, volume: SCIXyDataSeries? = nil, names: [String]
    ) {
        let outputs = names.map { name in
            let series = SCIXyDataSeries(xType: source.xType, yType: .double)
            series.seriesName = name
            return series
        }
        let sources = [source] + (volume.map { [$0] } ?? [])
        // One source is followed by its appends (see IndicatorEngine); prices and a volume by
        // their counts.
        var appended: (@Sendable (UInt64?) -> IndicatorEngine<Kernel>.Appended)?
        if volume == nil {
            appended = { mark in
                let look = source.indicatorBars(appendedSince: mark)
                let rows = look.bars.map { IndicatorRow($0) }
                return (rows: rows, mark: look.mark, count: look.count, missed: look.missed)
            }
        }
        let engine = IndicatorEngine(
            kernel: kernel, outputs: outputs, followsDrops: volume == nil,
            fifoCapacity: { sources.compactMap(\.fifoCapacity).min() },
            rowCount: { sources.map(\.count).min() ?? 0 },
            rows: { range in Self.rows(source: source, volume: volume, in: range) }, appended: appended)
        self.sources = sources
        self.outputs = outputs
        recompute = { engine.recomputeAll() }
        // Following first, then computed: a change meanwhile is heard, and the computation
        // takes in whatever it did.
        tokens = sources.map { series in
            series.addObserver { [weak engine] _, update in engine?.sourceChanged(update) }
        }
        engine.recomputeAll()
    }

    deinit {
        detach()
    }

    /// Stops following the sources; the outputs keep the values they have.
    public func detach() {
        for (source, token) in zip(sources, tokens) { source.removeObserver(token) }
    }

    /// Computes every value again from the sources (not needed after their changes, which
    /// the indicator follows; useful after ``detach()`` to take a last look).
    public func recalculate() {
        recompute()
    }

    /// The rows of `range` (clipped to both series): OHLC bars, or x-y values as closes.
    private static func rows(source: SCIDataSeries, volume: SCIXyDataSeries?, in range: Range<Int>)
        -> [IndicatorRow]
    {
        var result = source.indicatorBars(in: range).map(IndicatorRow.init)
        if let volume {
            let volumes = volume.yValues(in: range)
            if volumes.count < result.count { result.removeLast(result.count - volumes.count) }
            for index in result.indices { result[index].volume = volumes[index] }
        }
        return result
    }
}

/// The simple moving average of the last `period` closes (x-y series: y values).
public final class SCISmaIndicator: SCIIndicator, @unchecked Sendable {
    /// The average.
    public var output: SCIXyDataSeries { outputs[0] }
    /// The number of bars averaged.
    public let period: Int

    /// Follows `source`; `period` below 1 gives NaN.
    public init(source: SCIDataSeries, period: Int) {
        self.period = period
        super.init(kernel: SmaKernel(period: period), source: source, names: ["SMA \(period)"])
    }
}

/// The exponential moving average of the closes, seeded with the simple average of the
/// first `period`.
public final class SCIEmaIndicator: SCIIndicator, @unchecked Sendable {
    /// The average.
    public var output: SCIXyDataSeries { outputs[0] }
    /// The period (`k = 2 / (period + 1)`).
    public let period: Int

    /// Follows `source`; `period` below 1 gives NaN.
    public init(source: SCIDataSeries, period: Int) {
        self.period = period
        super.init(kernel: EmaKernel(period: period), source: source, names: ["EMA \(period)"])
    }
}

/// The weighted moving average of the last `period` closes (weights 1 to `period`).
public final class SCIWmaIndicator: SCIIndicator, @unchecked Sendable {
    /// The average.
    public var output: SCIXyDataSeries { outputs[0] }
    /// The number of bars averaged.
    public let period: Int

    /// Follows `source`; `period` below 1 gives NaN.
    public init(source: SCIDataSeries, period: Int) {
        self.period = period
        super.init(kernel: WmaKernel(period: period), source: source, names: ["WMA \(period)"])
    }
}

/// The relative strength index of the closes with Wilder's smoothing (0 to 100).
public final class SCIRsiIndicator: SCIIndicator, @unchecked Sendable {
    /// The index.
    public var output: SCIXyDataSeries { outputs[0] }
    /// The smoothing period.
    public let period: Int

    /// Follows `source`; `period` below 1 gives NaN.
    public init(source: SCIDataSeries, period: Int = 14) {
        self.period = period
        super.init(kernel: RsiKernel(period: period), source: source, names: ["RSI \(period)"])
    }
}

/// Bollinger bands of the closes: their simple average and `deviations` population
/// standard deviations above and below it.
public final class SCIBollingerIndicator: SCIIndicator, @unchecked Sendable {
    /// The upper band.
    public var upper: SCIXyDataSeries { outputs[0] }
    /// The simple average.
    public var middle: SCIXyDataSeries { outputs[1] }
    /// The lower band.
    public var lower: SCIXyDataSeries { outputs[2] }

    /// Follows `source`; `period` below 1 gives NaN.
    public init(source: SCIDataSeries, period: Int = 20, deviations: Double = 2) {
        let kernel = BollingerKernel(period: period, upperDeviations: deviations, lowerDeviations: deviations)
        super.init(kernel: kernel, source: source, names: ["BB upper", "BB \(period)", "BB lower"])
    }
}

/// MACD of the closes: the fast EMA less the slow one, its signal EMA and the histogram.
public final class SCIMacdIndicator: SCIIndicator, @unchecked Sendable {
    /// The MACD line.
    public var macd: SCIXyDataSeries { outputs[0] }
    /// The signal line.
    public var signal: SCIXyDataSeries { outputs[1] }
    /// The line less the signal.
    public var histogram: SCIXyDataSeries { outputs[2] }

    /// Follows `source`; a period below 1 gives NaN.
    public init(source: SCIDataSeries, fast: Int = 12, slow: Int = 26, signal: Int = 9) {
        super.init(
            kernel: MacdKernel(fast: fast, slow: slow, signal: signal), source: source,
            names: ["MACD", "Signal", "Histogram"])
    }
}

/// The slow stochastic of OHLC bars (%K and %D, 0 to 100).
public final class SCIStochasticIndicator: SCIIndicator, @unchecked Sendable {
    /// %K.
    public var k: SCIXyDataSeries { outputs[0] }
    /// %D.
    public var d: SCIXyDataSeries { outputs[1] }

    /// Follows `source` (an x-y series counts as bars whose high, low and close are its y).
    public init(source: SCIDataSeries, kPeriod: Int = 14, kSmoothing: Int = 3, dPeriod: Int = 3) {
        super.init(
            kernel: StochasticKernel(kPeriod: kPeriod, kSmoothing: kSmoothing, dPeriod: dPeriod),
            source: source,
            names: ["%K", "%D"])
    }
}

/// The average true range of OHLC bars with Wilder's smoothing.
public final class SCIAtrIndicator: SCIIndicator, @unchecked Sendable {
    /// The average true range.
    public var output: SCIXyDataSeries { outputs[0] }
    /// The smoothing period.
    public let period: Int

    /// Follows `source`; `period` below 1 gives NaN.
    public init(source: SCIDataSeries, period: Int = 14) {
        self.period = period
        super.init(kernel: AtrKernel(period: period), source: source, names: ["ATR \(period)"])
    }
}

/// On-balance volume: the closes from `source`, the volumes from `volume` (the y values of
/// the same bars); computed for the bars both series have.
public final class SCIObvIndicator: SCIIndicator, @unchecked Sendable {
    /// The running volume.
    public var output: SCIXyDataSeries { outputs[0] }

    /// Follows both series.
    public init(source: SCIDataSeries, volume: SCIXyDataSeries) {
        super.init(kernel: ObvKernel(), source: source, volume: volume, names: ["OBV"])
    }
}

/// The volume-weighted average price of each calendar day in `timeZone`, from OHLC bars
/// (typical price `(high + low + close) / 3`) and their volumes; x values are dates.
public final class SCIVwapIndicator: SCIIndicator, @unchecked Sendable {
    /// The average price of the day so far.
    public var output: SCIXyDataSeries { outputs[0] }

    /// Follows both series.
    public init(
        source: SCIDataSeries, volume: SCIXyDataSeries, timeZone: TimeZone = TimeZone(identifier: "UTC")!
    ) {
        super.init(kernel: VwapKernel(timeZone: timeZone), source: source, volume: volume, names: ["VWAP"])
    }
}
