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

    @Test func aSeriesDeclaredUnsortedIsNotReportedAndStillDrawsInOrder() {
        let declared = SCIUserDefinedDistributionCalculator()
        declared.isDataSortedAscending = false
        let data = SCIXyDataSeries(xType: .double, yType: .double, dataDistributionCalculator: declared)
        data.append(x: [3, 1, 2], y: [1, 2, 3])
        #expect(!data.reportedUnsortedData && !data.isSorted)
        #expect(data.dataDistributionCalculator === declared)
        // Declared sorted but fed out of order: reported, and the series' own tracking (not
        // the declaration) decides how it is searched.
        let trusted = SCIUserDefinedDistributionCalculator()
        let lied = SCIOhlcDataSeries(xType: .double, yType: .double, dataDistributionCalculator: trusted)
        lied.append(x: [2, 1], open: [1, 1], high: [1, 1], low: [1, 1], close: [1, 1])
        #expect(lied.reportedUnsortedData && !lied.isSorted)
    }

    @Test func anUndeclaredSeriesMeasuresItsDistribution() {
        let data = SCIXyDataSeries(xType: .double, yType: .double)
        data.append(x: [0, 1, 2, 3], y: [5, 6, 7, 8])
        var measured = data.dataDistributionCalculator
        #expect(measured.isDataSortedAscending && measured.isDataEvenlySpaced && !measured.isDataContainsNaN)
        data.append(x: 10, y: .nan)
        measured = data.dataDistributionCalculator
        #expect(measured.isDataSortedAscending && !measured.isDataEvenlySpaced && measured.isDataContainsNaN)
        data.append(x: 4, y: 1)
        #expect(!data.dataDistributionCalculator.isDataSortedAscending)
        let band = SCIXyyDataSeries(xType: .double, yType: .double)
        #expect(band.dataDistributionCalculator.isDataEvenlySpaced, "no values: nothing uneven")
    }

    @Test func sciChartsTypeNamesAreAliases() {
        #expect(SCIDataType.int == .int32 && SCIDataType.long == .int64)
        let font = SCIFontStyle(fontSize: 20, andTextColorCode: 0xBBFC_9C29)
        #expect(font.color == SCIColor(argb: 0xBBFC_9C29) && font.fontSize == 20)
    }
}
