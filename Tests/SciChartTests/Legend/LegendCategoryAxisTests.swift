import Foundation
import Testing

@testable import SciChart

/// Hiding the series a category axis takes its bars from moves no date to another bar.
@Suite struct LegendCategoryAxisTests {
    @Test func hidingTheBarsSeriesFromTheLegendKeepsEveryDateOnItsBar() throws {
        let surface = SCIChartSurface(frame: Fixture.frame)
        let xAxis = SCICategoryDateAxis()
        surface.xAxes.add(xAxis)
        surface.yAxes.add(SCINumericAxis())
        let day = 86_400.0
        let start = Fixture.seconds("2019-11-04")
        // Weekdays of three weeks: the bars.
        let dates = (0..<21).map { start + Double($0) * day }.filter {
            let weekday = Int(($0 / day).rounded(.down) + 4) % 7
            return weekday != 0 && weekday != 6
        }
        let bars = SCIOhlcDataSeries(xType: .date, yType: .double)
        bars.seriesName = "Bars"
        for date in dates { bars.append(x: date, open: 10, high: 12, low: 9, close: 11) }
        let candles = SCIFastCandlestickRenderableSeries()
        candles.dataSeries = bars
        // A line over the second half only, at its own dates.
        let tail = SCIXyDataSeries(xType: .date, yType: .double)
        tail.seriesName = "Tail"
        tail.append(x: Array(dates.suffix(5)), y: [10, 11, 12, 11, 10])
        let line = SCIFastLineRenderableSeries()
        line.dataSeries = tail
        surface.renderableSeries.add(items: candles, line)
        let modifier = LegendFixture.legend(on: surface) { $0.showCheckBoxes = true }

        let before = (0..<dates.count).map { xAxis.currentCoordinateCalculator.transformIndexToData($0) }
        #expect(before == dates)
        surface.tap(try #require(modifier.legend.checkBoxFrame(at: 0)).centre, at: 1)
        #expect(!candles.isVisible)
        let after = (0..<dates.count).map { xAxis.currentCoordinateCalculator.transformIndexToData($0) }
        #expect(after == before)
        #expect(xAxis.currentCoordinateCalculator.transformDataToIndex(dates[12]) == 12)
    }
}
