import Foundation
import SciChart
import SciChartIndicators
import Synchronization
import Testing

/// The indicator classes follow their source series as it changes and always equal the
/// array functions over the series as it is.
@Suite("Indicators follow their series")
struct LiveIndicatorTests {
    /// SPY's clean fixture bars as arrays.
    static var bars:
        (x: [Double], open: [Double], high: [Double], low: [Double], close: [Double], volume: [Double])
    {
        let set = TALibFixture.shared.sets["clean"]!
        let x = (0..<set["close"].count).map { 1_199_145_600 + Double($0) * 86_400 }
        return (x, set["open"], set["high"], set["low"], set["close"], set["volume"])
    }

    /// Every indicator on `prices` and `volume`, with what the array functions give over
    /// the series' current values.
    struct Attached {
        let indicators: [SCIIndicator]
        let prices: SCIOhlcDataSeries
        let volume: SCIXyDataSeries

        init(prices: SCIOhlcDataSeries, volume: SCIXyDataSeries) {
            self.prices = prices
            self.volume = volume
            indicators = [
                SCISmaIndicator(source: prices, period: 20), SCIEmaIndicator(source: prices, period: 20),
                SCIWmaIndicator(source: prices, period: 20), SCIRsiIndicator(source: prices),
                SCIBollingerIndicator(source: prices), SCIMacdIndicator(source: prices),
                SCIStochasticIndicator(source: prices), SCIAtrIndicator(source: prices),
                SCIObvIndicator(source: prices, volume: volume),
                SCIVwapIndicator(source: prices, volume: volume),
            ]
        }

        /// The outputs' y values, every indicator's in order.
        var outputs: [[Double]] { indicators.flatMap { $0.outputs.map(\.yValuesArray) } }

        /// What the array functions give over the series as they are now.
        var expected: [[Double]] {
            let close = prices.closeValuesArray
            let high = prices.highValuesArray
            let low = prices.lowValuesArray
            let volumes = Array(volume.yValuesArray.prefix(close.count))
            let bands = SCIIndicators.bollinger(close)
            let macd = SCIIndicators.macd(close)
            let stochastic = SCIIndicators.stochastic(high: high, low: low, close: close)
            let both = min(close.count, volumes.count)
            return [
                SCIIndicators.sma(close, period: 20), SCIIndicators.ema(close, period: 20),
                SCIIndicators.wma(close, period: 20), SCIIndicators.rsi(close),
                bands.upper, bands.middle, bands.lower, macd.macd, macd.signal, macd.histogram,
                stochastic.k, stochastic.d, SCIIndicators.atr(high: high, low: low, close: close),
                SCIIndicators.obv(close: Array(close.prefix(both)), volume: volumes),
                SCIIndicators.vwap(
                    dates: Array(prices.xValuesArray.prefix(both)), high: Array(high.prefix(both)),
                    low: Array(low.prefix(both)), close: Array(close.prefix(both)), volume: volumes),
            ]
        }

        func expectUpToDate(_ comment: Comment? = nil, sourceLocation: SourceLocation = #_sourceLocation) {
            let outputs = outputs
            let expected = expected
            for (index, pair) in zip(outputs, expected).enumerated() {
                #expect(
                    mismatches(pair.0, pair.1) == [], "output \(index) \(comment?.rawValue ?? "")",
                    sourceLocation: sourceLocation)
            }
            for indicator in indicators {
                for output in indicator.outputs {
                    #expect(
                        output.xValuesArray == Array(prices.xValuesArray.prefix(output.count)),
                        sourceLocation: sourceLocation)
                }
            }
        }
    }

    @Test("bars appended one at a time give the array functions' values")
    func appendedOneByOne() {
        let bars = Self.bars
        let prices = SCIOhlcDataSeries(xType: .date, yType: .double)
        let volume = SCIXyDataSeries(xType: .date, yType: .double)
        let attached = Attached(prices: prices, volume: volume)
        for index in 0..<300 {
            prices.append(
                x: bars.x[index], open: bars.open[index], high: bars.high[index], low: bars.low[index],
                close: bars.close[index])
            volume.append(x: bars.x[index], y: bars.volume[index])
        }
        attached.expectUpToDate()
        #expect(attached.indicators.allSatisfy { $0.outputs.allSatisfy { $0.count == 300 } })
    }

    @Test("a bulk append, then single ones, then an indicator attached to a full series")
    func bulkThenSingle() {
        let bars = Self.bars
        let prices = SCIOhlcDataSeries(xType: .date, yType: .double)
        let volume = SCIXyDataSeries(xType: .date, yType: .double)
        prices.append(
            x: Array(bars.x[..<500]), open: Array(bars.open[..<500]), high: Array(bars.high[..<500]),
            low: Array(bars.low[..<500]), close: Array(bars.close[..<500]))
        volume.append(x: Array(bars.x[..<500]), y: Array(bars.volume[..<500]))
        let attached = Attached(prices: prices, volume: volume)
        attached.expectUpToDate("attached late")
        prices.append(
            x: Array(bars.x[500..<600]), open: Array(bars.open[500..<600]), high: Array(bars.high[500..<600]),
            low: Array(bars.low[500..<600]), close: Array(bars.close[500..<600]))
        volume.append(x: Array(bars.x[500..<600]), y: Array(bars.volume[500..<600]))
        attached.expectUpToDate("bulk")
    }

    @Test("the last bar updated in place, as a live bar is, is recomputed from the bar before")
    func lastBarUpdatedInPlace() {
        let bars = Self.bars
        let prices = SCIOhlcDataSeries(xType: .date, yType: .double)
        let volume = SCIXyDataSeries(xType: .date, yType: .double)
        let attached = Attached(prices: prices, volume: volume)
        for index in 0..<120 {
            // A bar opens at its open and ticks through low, high and close.
            let open = bars.open[index]
            prices.append(x: bars.x[index], open: open, high: open, low: open, close: open)
            volume.append(x: bars.x[index], y: bars.volume[index] / 4)
            let last = prices.count - 1
            prices.update(open: open, high: open, low: bars.low[index], close: bars.low[index], at: last)
            prices.update(
                open: open, high: bars.high[index], low: bars.low[index], close: bars.high[index], at: last)
            volume.update(y: bars.volume[index] / 2, at: last)
            prices.update(
                open: open, high: bars.high[index], low: bars.low[index], close: bars.close[index], at: last)
            volume.update(y: bars.volume[index], at: last)
        }
        attached.expectUpToDate()
    }

    @Test("an earlier bar changed, bars inserted, removed or cleared: everything is recomputed")
    func otherChangesRecompute() {
        let bars = Self.bars
        let prices = SCIOhlcDataSeries(xType: .date, yType: .double)
        let volume = SCIXyDataSeries(xType: .date, yType: .double)
        prices.append(
            x: Array(bars.x[..<200]), open: Array(bars.open[..<200]), high: Array(bars.high[..<200]),
            low: Array(bars.low[..<200]), close: Array(bars.close[..<200]))
        volume.append(x: Array(bars.x[..<200]), y: Array(bars.volume[..<200]))
        let attached = Attached(prices: prices, volume: volume)
        prices.update(open: 100, high: 140, low: 90, close: 130, at: 50)
        attached.expectUpToDate("updated")
        prices.removeRange(start: 10, count: 5)
        volume.removeRange(start: 10, count: 5)
        attached.expectUpToDate("removed")
        prices.insert(x: bars.x[12] + 3600, open: 120, high: 121, low: 119, close: 120.5, at: 8)
        volume.insert(x: bars.x[12] + 3600, y: 1e6, at: 8)
        attached.expectUpToDate("inserted")
        prices.clear()
        volume.clear()
        attached.expectUpToDate("cleared")
        #expect(attached.outputs.allSatisfy { $0.isEmpty })
    }

    @Test("a FIFO series: the outputs keep its length and the values computed with the dropped bars")
    func fifo() {
        let bars = Self.bars
        let prices = SCIOhlcDataSeries(xType: .date, yType: .double)
        prices.fifoCapacity = 100
        let sma = SCISmaIndicator(source: prices, period: 20)
        let rsi = SCIRsiIndicator(source: prices)
        for index in 0..<400 {
            prices.append(
                x: bars.x[index], open: bars.open[index], high: bars.high[index], low: bars.low[index],
                close: bars.close[index])
        }
        #expect(sma.output.count == 100)
        #expect(sma.output.xValuesArray == prices.xValuesArray)
        // Every value is the one computed over the whole history (no warm-up again).
        let whole = SCIIndicators.rsi(Array(bars.close[..<400]))
        #expect(mismatches(rsi.output.yValuesArray, Array(whole[300..<400])) == [])
        #expect(
            mismatches(
                sma.output.yValuesArray,
                Array(SCIIndicators.sma(Array(bars.close[..<400]), period: 20)[300...]))
                == [])
        // A capacity lowered later: the outputs follow it (recomputed over what is left).
        prices.fifoCapacity = 30
        #expect(sma.output.count == 30 && sma.output.fifoCapacity == 30)
        #expect(
            mismatches(sma.output.yValuesArray, SCIIndicators.sma(prices.closeValuesArray, period: 20)) == [])
    }

    @Test("an x-y series is read as closes; a dropped indicator stops following")
    func xySourceAndDetach() {
        let closes = Self.bars.close
        let series = SCIXyDataSeries()
        var ema: SCIEmaIndicator? = SCIEmaIndicator(source: series, period: 10)
        let output = ema!.output
        series.append(x: (0..<50).map(Double.init), y: Array(closes[..<50]))
        #expect(mismatches(output.yValuesArray, SCIIndicators.ema(Array(closes[..<50]), period: 10)) == [])
        ema = nil
        series.append(x: 50, y: closes[50])
        #expect(output.count == 50)
        let wma = SCIWmaIndicator(source: series, period: 5)
        wma.detach()
        series.append(x: 51, y: closes[51])
        #expect(wma.output.count == 51)
        wma.recalculate()
        #expect(wma.output.count == 52)
    }

    @Test("periods of 0, negative, or longer than the data give NaN", arguments: [0, -3, 5_000])
    func badPeriods(period: Int) {
        let closes = Self.bars.close
        #expect(SCIIndicators.sma(closes, period: period).allSatisfy { $0.isNaN })
        #expect(SCIIndicators.ema(closes, period: period).allSatisfy { $0.isNaN })
        #expect(SCIIndicators.wma(closes, period: period).allSatisfy { $0.isNaN })
        #expect(SCIIndicators.rsi(closes, period: period).allSatisfy { $0.isNaN })
        #expect(SCIIndicators.bollinger(closes, period: period).middle.allSatisfy { $0.isNaN })
        #expect(SCIIndicators.macd(closes, fast: period, slow: 26, signal: 9).macd.allSatisfy { $0.isNaN })
        #expect(SCIIndicators.macd(closes, fast: 12, slow: 26, signal: period).signal.allSatisfy { $0.isNaN })
        let set = TALibFixture.shared.sets["clean"]!
        #expect(
            SCIIndicators.stochastic(high: set["high"], low: set["low"], close: closes, kPeriod: period).k
                .allSatisfy { $0.isNaN })
        #expect(
            SCIIndicators.atr(high: set["high"], low: set["low"], close: closes, period: period).allSatisfy {
                $0.isNaN
            })
        let series = SCIXyDataSeries()
        series.append(x: (0..<closes.count).map(Double.init), y: closes)
        #expect(SCIRsiIndicator(source: series, period: period).output.yValuesArray.allSatisfy { $0.isNaN })
        #expect(SCIIndicators.sma([], period: 3) == [])
    }

    @Test("VWAP against a hand computation: anchored at each New York day, zero and missing volumes")
    func vwapByHand() throws {
        let newYork = try #require(TimeZone(identifier: "America/New_York"))
        // 2024-03-04 in New York: 09:30, 12:00, 15:59 (14:30, 17:00, 20:59 UTC); then the
        // next day at 09:30 (a new anchor), one bar of zero volume and one missing.
        let dates: [Double] = [
            1_709_562_600, 1_709_571_600, 1_709_585_940, 1_709_649_000, 1_709_650_000, 1_709_651_000,
        ]
        let high: [Double] = [11, 13, 12, 20, 21, 22]
        let low: [Double] = [9, 10, 9, 18, 19, .nan]
        let close: [Double] = [10, 12, 10.5, 19, 20, 21]
        let volume: [Double] = [100, 300, 200, 50, 0, 10]
        let vwap = SCIIndicators.vwap(
            dates: dates, high: high, low: low, close: close, volume: volume, timeZone: newYork)
        let typical = [10.0, 35.0 / 3, 31.5 / 3, 19, 20]
        let day1 = [
            typical[0], (typical[0] * 100 + typical[1] * 300) / 400,
            (typical[0] * 100 + typical[1] * 300 + typical[2] * 200) / 600,
        ]
        #expect(mismatches(Array(vwap[0..<3]), day1) == [])
        #expect(vwap[3] == 19)
        #expect(vwap[4] == 19, "a bar of zero volume does not move the average")
        #expect(vwap[5].isNaN, "a missing low")
        // In UTC the third bar (20:59) is on the same day, the fourth (14:30 next day) not.
        let utc = SCIIndicators.vwap(dates: dates, high: high, low: low, close: close, volume: volume)
        #expect(mismatches(Array(utc[0..<4]), day1 + [19]) == [])
        // A day that starts with zero volume has no average until volume trades.
        let quiet = SCIIndicators.vwap(
            dates: [0, 60], high: [2, 2], low: [1, 1], close: [1.5, 1.5], volume: [0, 10])
        #expect(quiet[0].isNaN && quiet[1] == 1.5)
    }
}

@Suite("Indicators on a producer thread")
struct ProducerThreadIndicatorTests {
    @Test("a producer appending and updating bars while another thread reads the outputs")
    func producerAndReader() async {
        let bars = LiveIndicatorTests.bars
        let prices = SCIOhlcDataSeries(xType: .date, yType: .double)
        let macd = SCIMacdIndicator(source: prices)
        let stochastic = SCIStochasticIndicator(source: prices)
        let done = DoneFlag()
        await withTaskGroup(of: Void.self) { group in
            group.addTask {
                for index in 0..<600 {
                    prices.append(
                        x: bars.x[index], open: bars.open[index], high: bars.open[index],
                        low: bars.open[index],
                        close: bars.open[index])
                    prices.update(
                        open: bars.open[index], high: bars.high[index], low: bars.low[index],
                        close: bars.close[index], at: index)
                }
                done.value.store(true, ordering: .releasing)
            }
            group.addTask {
                while !done.value.load(ordering: .acquiring) {
                    _ = macd.histogram.yValuesArray.last
                    _ = stochastic.d.count
                }
            }
        }
        let close = Array(bars.close[..<600])
        #expect(mismatches(macd.histogram.yValuesArray, SCIIndicators.macd(close).histogram) == [])
        let expected = SCIIndicators.stochastic(
            high: Array(bars.high[..<600]), low: Array(bars.low[..<600]), close: close)
        #expect(mismatches(stochastic.d.yValuesArray, expected.d) == [])
    }
}

/// A flag one task raises and another reads.
final class DoneFlag: Sendable {
    let value = Atomic(false)
}
