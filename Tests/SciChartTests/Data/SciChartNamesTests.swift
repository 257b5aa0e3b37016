import Foundation
import Testing

@testable import SciChart

/// Data values given as SciChart code gives them: numbers and dates as Foundation objects.
@Suite struct FoundationValueTests {
    @Test func numbersAndDatesConvertOnAxes() {
        let surface = SCIChartSurface(frame: CGRect(x: 0, y: 0, width: 500, height: 300))
        let xAxis = SCIDateAxis()
        surface.xAxes.add(xAxis)
        surface.yAxes.add(SCINumericAxis())
        let start = NSDate(year: 2011, month: 5, day: 1)
        #expect(start.timeIntervalSince1970 == 1_304_208_000)
        #expect(NSDate(year: 2011, month: 13, day: 1).timeIntervalSince1970 == 1_325_376_000, "rolls over")
        xAxis.visibleRange = SCIDoubleRange(
            min: start.timeIntervalSince1970, max: start.timeIntervalSince1970 + 86_400 * 10)
        let coordinate = xAxis.getCoordinate(NSDate(year: 2011, month: 5, day: 6))
        #expect(abs(coordinate - surface.currentLayout.seriesArea.width / 2) < 1e-6)
        #expect(abs(xAxis.getDataValue(coordinate) - (start.timeIntervalSince1970 + 5 * 86_400)) < 1e-6)
        let yAxis = surface.yAxes[0]
        yAxis.visibleRange = SCIDoubleRange(min: 0, max: 2.4)
        #expect(
            abs(yAxis.getCoordinate(NSNumber(value: 1.2)) - surface.currentLayout.seriesArea.height / 2)
                < 1e-6)
    }
}

@Suite struct SciChartNamesTests {
    @Test func dateIntervalsAreSecondsAndCollectionsHaveSciChartsNames() {
        #expect(SCIDateIntervalUtil.fromDays(2) == 172_800)
        #expect(SCIDateIntervalUtil.fromWeeks(1) == 604_800)
        #expect(abs(SCIDateIntervalUtil.fromYears(400) / 86_400 - 146_097) < 1e-6, "400 Gregorian years")
        #expect(abs(SCIDateIntervalUtil.fromMonths(12) - SCIDateIntervalUtil.fromYears(1)) < 1e-6)
        let surface = SCIChartSurface()
        let axes: SCIAxisCollection = surface.xAxes
        let series: SCIRenderableSeriesCollection = surface.renderableSeries
        let modifiers: SCIChartModifierCollection = surface.chartModifiers
        let annotations: SCIAnnotationCollection = surface.annotations
        #expect(axes.isEmpty && series.isEmpty && modifiers.isEmpty && annotations.isEmpty)
        let range = SCIDoubleRange(min: 2, max: 7)
        #expect(range.minAsDouble == 2 && range.maxAsDouble == 7)
        // A date axis' zoom bound in months.
        let dates = SCIDateAxis()
        dates.minimalZoomConstrain = NSNumber(value: SCIDateIntervalUtil.fromMonths(2))
        #expect(dates.minimalZoomConstrain?.doubleValue == 2 * 30.436_875 * 86_400)
    }
}
