import Foundation
import Testing

@testable import SciChart

/// `acceptsUnsortedData` says x values out of order are meant: without it the first change
/// that puts them out of order is reported once; either way the series keeps and draws them.
@Suite struct UnsortedDataTests {
    @Test func anUnannouncedOutOfOrderAppendIsReportedOnce() {
        let data = SCIXyDataSeries(xType: .double, yType: .double)
        data.append(x: [1, 2, 3], y: [1, 2, 3])
        #expect(!data.reportedUnsortedData)
        data.append(x: 0, y: 4)
        #expect(data.reportedUnsortedData && data.count == 4 && !data.isSorted)
    }

    @Test func anAnnouncedSeriesIsNotReported() {
        let data = SCIXyDataSeries(xType: .int, yType: .long)
        data.acceptsUnsortedData = true
        #expect(data.acceptsUnsortedData)
        data.append(x: [3, 1, 2], y: [1, 2, 3])
        #expect(!data.reportedUnsortedData && data.count == 3)
        data.acceptsUnsortedData = false
        #expect(!data.acceptsUnsortedData)
        // Observed series take the other path through a change.
        data.addObserver { _, _ in }
        data.append(x: 0, y: 0)
        #expect(data.reportedUnsortedData)
    }

    @Test func sciChartsTypeNamesAreAliases() {
        #expect(SCIDataType.int == .int32 && SCIDataType.long == .int64)
        let font = SCIFontStyle(fontSize: 20, andTextColorCode: 0xBBFC_9C29)
        #expect(font.color == SCIColor(argb: 0xBBFC_9C29) && font.fontSize == 20)
    }
}

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
