import Foundation
import SciChart
import SciChartIndicators
import Testing

/// Periods longer than the data, up to `Int.max`: every output is NaN, and what an
/// indicator holds follows the data, never the period.
@Suite struct PeriodLimitTests {
    static let closes = (0..<300).map { 100 + Double($0 % 7) }
    static let highs = closes.map { $0 + 1 }
    static let lows = closes.map { $0 - 1 }

    static func allNaN(_ values: [Double]) -> Bool { values.allSatisfy(\.isNaN) }

    @Test(arguments: [301, 1 << 40, Int.max])
    func aPeriodLongerThanTheDataGivesNaN(period: Int) {
        let (c, h, l) = (Self.closes, Self.highs, Self.lows)
        #expect(Self.allNaN(SCIIndicators.sma(c, period: period)))
        #expect(Self.allNaN(SCIIndicators.ema(c, period: period)))
        #expect(Self.allNaN(SCIIndicators.wma(c, period: period)))
        #expect(Self.allNaN(SCIIndicators.rsi(c, period: period)))
        #expect(Self.allNaN(SCIIndicators.bollinger(c, period: period).middle))
        #expect(Self.allNaN(SCIIndicators.macd(c, fast: period, slow: period, signal: period).macd))
        #expect(Self.allNaN(SCIIndicators.macd(c, fast: 12, slow: 26, signal: period).signal))
        #expect(Self.allNaN(SCIIndicators.stochastic(high: h, low: l, close: c, kPeriod: period).k))
        #expect(Self.allNaN(SCIIndicators.stochastic(high: h, low: l, close: c, dPeriod: period).d))
        #expect(Self.allNaN(SCIIndicators.atr(high: h, low: l, close: c, period: period)))
    }

    @Test func aLiveIndicatorWithAHugePeriodFollowsItsSeriesWithNaN() {
        let prices = SCIXyDataSeries(xType: .double, yType: .double)
        prices.append(x: (0..<300).map(Double.init), y: Self.closes)
        let average = SCISmaIndicator(source: prices, period: 1 << 40)
        prices.append(x: 300, y: 101)
        #expect(average.output.count == 301)
        #expect(Self.allNaN(average.output.yValuesArray))
    }

    @Test func periodsWithinTheDataStillGiveTheirValues() {
        let average = SCIIndicators.sma([1, 2, 3, 4], period: 4)
        #expect(average[3] == 2.5 && Self.allNaN(Array(average[..<3])))
        let weighted = SCIIndicators.wma([1, 2, 3], period: 3)
        #expect(abs(weighted[2] - 14.0 / 6) < 1e-12)
    }
}
