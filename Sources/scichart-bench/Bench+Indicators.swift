import Foundation
import SciChart
import SciChartIndicators

extension Bench {
    /// One bar appended to a 1e6-bar series with every indicator attached (SMA 50 and 200,
    /// EMA 20, WMA 20, Bollinger 20, RSI 14, MACD 12/26/9, stochastic 14/3/3, ATR 14, OBV,
    /// VWAP), each updated before the append returns; one update of the last bar in place (a
    /// live bar's tick); and, to show what the incremental path saves, every indicator
    /// computed again over the whole series.
    static func indicatorFigures() -> [Figure] {
        let bars = 1_000_000
        var price = 100.0
        var generator = SplitMix(seed: 24)
        var x: [Double] = []
        var open: [Double] = []
        var high: [Double] = []
        var low: [Double] = []
        var close: [Double] = []
        var volume: [Double] = []
        for index in 0..<bars + 2_000 {
            let next = max(1, price + (generator.unit() - 0.5) * 2)
            x.append(Double(index) * 60)
            open.append(price)
            close.append(next)
            high.append(max(price, next) + generator.unit())
            low.append(min(price, next) - generator.unit())
            volume.append(1_000 + generator.unit() * 10_000)
            price = next
        }
        let prices = SCIOhlcDataSeries(xType: .date, yType: .double)
        let volumes = SCIXyDataSeries(xType: .date, yType: .double)
        prices.append(
            x: Array(x[..<bars]), open: Array(open[..<bars]), high: Array(high[..<bars]),
            low: Array(low[..<bars]),
            close: Array(close[..<bars]))
        volumes.append(x: Array(x[..<bars]), y: Array(volume[..<bars]))
        let indicators: [SCIIndicator] = [
            SCISmaIndicator(source: prices, period: 50), SCISmaIndicator(source: prices, period: 200),
            SCIEmaIndicator(source: prices, period: 20), SCIWmaIndicator(source: prices, period: 20),
            SCIBollingerIndicator(source: prices), SCIRsiIndicator(source: prices),
            SCIMacdIndicator(source: prices),
            SCIStochasticIndicator(source: prices), SCIAtrIndicator(source: prices),
            SCIObvIndicator(source: prices, volume: volumes),
            SCIVwapIndicator(source: prices, volume: volumes),
        ]
        var next = bars
        let append = median(runs: 1_001) {
            prices.append(x: x[next], open: open[next], high: high[next], low: low[next], close: close[next])
            volumes.append(x: x[next], y: volume[next])
            next += 1
        }
        var tick = 0.0
        let update = median(runs: 1_001) {
            tick += 0.01
            let last = prices.count - 1
            prices.update(
                open: open[last], high: high[last] + tick, low: low[last], close: close[last] + tick, at: last
            )
        }
        let recompute = median(runs: 3) {
            for indicator in indicators { indicator.recalculate() }
        }
        precondition(indicators.allSatisfy { $0.outputs.allSatisfy { $0.count == prices.count } })
        sink &+= indicators.count
        return [
            Figure(
                key: "indicator_append_us", value: append * 1000, unit: "us",
                note: "one bar (and its volume) appended to 1e6 bars, 11 indicators updated (at most 50)"),
            Figure(
                key: "indicator_last_bar_update_us", value: update * 1000, unit: "us",
                note: "the last of 1e6 bars updated in place, the 11 indicators recomputed for it"),
            Figure(
                key: "indicator_recompute_ms", value: recompute, unit: "ms",
                note:
                    "the same 11 indicators computed again over 1e6 bars (what an append would cost without steps)"
            ),
        ]
    }
}

/// A small deterministic generator, so each run measures the same data.
struct SplitMix {
    var state: UInt64

    init(seed: UInt64) {
        state = seed
    }

    /// A value in [0, 1).
    mutating func unit() -> Double {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        z ^= z >> 31
        return Double(z >> 11) / Double(1 << 53)
    }
}
