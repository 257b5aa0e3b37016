import Foundation
import SciChart
import SciChartIndicators
import Testing

/// A band made of two indicator outputs follows them as the prices change.
@Suite("Band series following two outputs")
struct BandFollowerTests {
    /// Whether `band` holds `y` and `y1` row by row, x values included.
    static func follows(_ band: SCIXyyDataSeries, _ y: SCIXyDataSeries, _ y1: SCIXyDataSeries) -> [String] {
        var found =
            mismatches(band.yValuesArray, y.yValuesArray) + mismatches(band.y1ValuesArray, y1.yValuesArray)
        if band.xValues(in: 0..<band.count) != y.xValues(in: 0..<y.count) { found.append("x values differ") }
        return found
    }

    @Test func appendsUpdatesAndOtherChangesReachTheBand() {
        let bars = LiveIndicatorTests.bars
        let prices = SCIOhlcDataSeries(xType: .date, yType: .double)
        prices.append(
            x: Array(bars.x[..<100]), open: Array(bars.open[..<100]), high: Array(bars.high[..<100]),
            low: Array(bars.low[..<100]), close: Array(bars.close[..<100]))
        let bollinger = SCIBollingerIndicator(source: prices)
        let band = SCIIndicators.band(bollinger.upper, bollinger.lower, name: "BB (20, 2)")
        #expect(band.seriesName == "BB (20, 2)" && band.count == 100)
        #expect(Self.follows(band, bollinger.upper, bollinger.lower) == [])
        // Bars appended one by one, the last updated in place as a live bar is.
        for index in 100..<160 {
            prices.append(
                x: bars.x[index], open: bars.open[index], high: bars.high[index], low: bars.low[index],
                close: bars.close[index])
            prices.update(
                open: bars.open[index], high: bars.high[index] + 1, low: bars.low[index],
                close: bars.close[index] + 0.5, at: prices.count - 1)
        }
        #expect(band.count == 160)
        #expect(Self.follows(band, bollinger.upper, bollinger.lower) == [])
        // A bar removed from the middle: the band is built again.
        prices.remove(at: 50)
        #expect(band.count == 159)
        #expect(Self.follows(band, bollinger.upper, bollinger.lower) == [])
        prices.clear()
        #expect(band.count == 0)
    }

    @Test func aFifoBandKeepsTheSourcesWindow() {
        let bars = LiveIndicatorTests.bars
        let prices = SCIOhlcDataSeries(xType: .date, yType: .double)
        prices.fifoCapacity = 80
        let macd = SCIMacdIndicator(source: prices)
        let band = SCIIndicators.band(macd.macd, macd.signal)
        #expect(band.fifoCapacity == 80)
        for index in 0..<200 {
            prices.append(
                x: bars.x[index], open: bars.open[index], high: bars.high[index], low: bars.low[index],
                close: bars.close[index])
        }
        #expect(band.count == 80)
        #expect(Self.follows(band, macd.macd, macd.signal) == [])
        // A capacity set later: the band keeps the same window.
        prices.fifoCapacity = 50
        #expect(band.fifoCapacity == 50 && band.count == 50)
        for index in 200..<230 {
            prices.append(
                x: bars.x[index], open: bars.open[index], high: bars.high[index], low: bars.low[index],
                close: bars.close[index])
        }
        #expect(band.count == 50)
        #expect(Self.follows(band, macd.macd, macd.signal) == [])
    }
}
