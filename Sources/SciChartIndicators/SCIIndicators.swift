import Foundation

/// Technical indicators over arrays, for scripts and tests: each output is as long as its
/// input, NaN through the indicator's warm-up.
///
/// The values are TA-Lib's (the C library behind the PyPI package `ta-lib`) within
/// rounding: the same definitions, defaults and warm-ups, and NaN where TA-Lib gives NaN,
/// leading NaN inputs skipped as its Python wrapper skips them. A period below 1 gives all
/// NaN, and so does one longer than the input (a period past 2^31 - 1 is taken as that: the
/// memory an indicator uses follows the input, never the period). The indicator classes (``SCISmaIndicator`` and the others) compute the same values
/// one bar at a time as a data series grows.
///
/// ```swift
/// let closes = [101.2, 102.5, 101.9, 103.4, 104.0]
/// let average = SCIIndicators.sma(closes, period: 3)   // [nan, nan, 101.87, 102.6, 103.1]
/// ```
public enum SCIIndicators {
    /// The simple moving average of the last `period` values.
    public static func sma(_ values: [Double], period: Int) -> [Double] {
        single(SmaKernel(period: period), values)
    }

    /// The exponential moving average, seeded with the simple average of the first `period`
    /// values, `k = 2 / (period + 1)`.
    public static func ema(_ values: [Double], period: Int) -> [Double] {
        single(EmaKernel(period: period), values)
    }

    /// The weighted moving average, weights 1 (oldest) to `period` (newest).
    public static func wma(_ values: [Double], period: Int) -> [Double] {
        single(WmaKernel(period: period), values)
    }

    /// The relative strength index with Wilder's smoothing; the first value at `period`.
    public static func rsi(_ values: [Double], period: Int = 14) -> [Double] {
        single(RsiKernel(period: period), values)
    }

    /// Bollinger bands: the simple average of `period` values and `deviations` population
    /// standard deviations above and below it.
    public static func bollinger(_ values: [Double], period: Int = 20, deviations: Double = 2)
        -> (upper: [Double], middle: [Double], lower: [Double])
    {
        let kernel = BollingerKernel(period: period, upperDeviations: deviations, lowerDeviations: deviations)
        let outputs = StartedKernel.run(kernel, rows: values.map { IndicatorRow(value: $0) }, outputs: 3)
        return (outputs[0], outputs[1], outputs[2])
    }

    /// MACD: the `fast` EMA less the `slow` one, its `signal` EMA, and the histogram (line
    /// less signal); all three start with the signal's first value.
    public static func macd(_ values: [Double], fast: Int = 12, slow: Int = 26, signal: Int = 9)
        -> (macd: [Double], signal: [Double], histogram: [Double])
    {
        let kernel = MacdKernel(fast: fast, slow: slow, signal: signal)
        let outputs = StartedKernel.run(kernel, rows: values.map { IndicatorRow(value: $0) }, outputs: 3)
        return (outputs[0], outputs[1], outputs[2])
    }

    /// The slow stochastic: %K over `kPeriod` bars smoothed by a `kSmoothing` simple
    /// average, and %D its `dPeriod` simple average. The arrays are read up to the
    /// shortest one's length; the outputs are as long as `close`.
    public static func stochastic(
        high: [Double], low: [Double], close: [Double], kPeriod: Int = 14, kSmoothing: Int = 3,
        dPeriod: Int = 3
    ) -> (k: [Double], d: [Double]) {
        let kernel = StochasticKernel(kPeriod: kPeriod, kSmoothing: kSmoothing, dPeriod: dPeriod)
        let outputs = StartedKernel.run(kernel, rows: bars(high: high, low: low, close: close), outputs: 2)
        return (outputs[0], outputs[1])
    }

    /// The average true range with Wilder's smoothing; the first value at `period`. The
    /// outputs are as long as `close`.
    public static func atr(high: [Double], low: [Double], close: [Double], period: Int = 14) -> [Double] {
        StartedKernel.run(
            AtrKernel(period: period), rows: bars(high: high, low: low, close: close), outputs: 1)[0]
    }

    /// On-balance volume, from the first bar's volume. A missing volume is NaN.
    public static func obv(close: [Double], volume: [Double]) -> [Double] {
        let rows = close.indices.map { index in
            IndicatorRow(
                x: .nan, open: .nan, high: .nan, low: .nan, close: close[index],
                volume: index < volume.count ? volume[index] : .nan)
        }
        return StartedKernel.run(ObvKernel(), rows: rows, outputs: 1)[0]
    }

    /// The volume-weighted average price, anchored at the start of each calendar day in
    /// `timeZone`: `dates` are the bars' times in seconds since 1970. A bar with a missing
    /// price or volume is NaN and left out of the day's sums.
    public static func vwap(
        dates: [Double], high: [Double], low: [Double], close: [Double], volume: [Double],
        timeZone: TimeZone = TimeZone(identifier: "UTC")!
    ) -> [Double] {
        let rows = close.indices.map { index in
            IndicatorRow(
                x: index < dates.count ? dates[index] : .nan, open: .nan,
                high: index < high.count ? high[index] : .nan, low: index < low.count ? low[index] : .nan,
                close: close[index], volume: index < volume.count ? volume[index] : .nan)
        }
        return StartedKernel.run(VwapKernel(timeZone: timeZone), rows: rows, outputs: 1)[0]
    }

    private static func single<Kernel: IndicatorKernel>(_ kernel: Kernel, _ values: [Double]) -> [Double] {
        StartedKernel.run(kernel, rows: values.map { IndicatorRow(value: $0) }, outputs: 1)[0]
    }

    /// Rows of `close`'s length; a high or low missing past its array's end is NaN.
    private static func bars(high: [Double], low: [Double], close: [Double]) -> [IndicatorRow] {
        close.indices.map { index in
            IndicatorRow(
                x: .nan, open: .nan, high: index < high.count ? high[index] : .nan,
                low: index < low.count ? low[index] : .nan, close: close[index])
        }
    }
}
