import Foundation
import SciChart
import Testing

/// A data series' values and ranges read the way SciChart's DataSeries guide reads them.
@Suite struct DataSeriesValuesTests {
    @Test func valuesAreTypedListsReadAsTheGuideReadsThem() {
        let dataSeries = SCIXyDataSeries(xType: .double, yType: .double)
        dataSeries.append(x: [1, 2, 3], y: [10, 20, 30])
        let xValues = dataSeries.xValues!
        let value = xValues.value(at: 0).toDouble()
        let doubleValues = xValues as ISCIListDouble
        let doubleValue = doubleValues.itemsArray[0]
        #expect(value == 1 && doubleValue == 1)
        #expect(dataSeries.yValues.count == 3 && dataSeries.yValues.getValueAt(2) == 30)
        #expect(Array(dataSeries.yValues) == dataSeries.yValuesArray)
    }

    @Test func aListIsASnapshotTheSeriesDoesNotShare() {
        let dataSeries = SCIXyDataSeries(xType: .double, yType: .double)
        dataSeries.append(x: [1, 2], y: [5, 6])
        let yValues = dataSeries.yValues!
        yValues.set(99, at: 0)
        dataSeries.append(x: 3, y: 7)
        #expect(Array(yValues) == [99, 6], "the list keeps what it was given")
        #expect(dataSeries.yValuesArray == [5, 6, 7], "the series keeps its own")
    }

    @Test func everyValuePropertyAnswersItsColumn() {
        let bars = SCIOhlcDataSeries(xType: .date, yType: .double)
        bars.append(x: [100, 200], open: [1, 2], high: [4, 5], low: [0, 1], close: [3, 4])
        #expect(Array(bars.openValues) == [1, 2] && Array(bars.highValues) == [4, 5])
        #expect(Array(bars.lowValues) == [0, 1] && Array(bars.closeValues) == [3, 4])
        #expect(bars.closeValuesArray == [3, 4] && Array(bars.xValues) == bars.xValuesArray)
        let band = SCIXyyDataSeries(xType: .double, yType: .double)
        band.append(x: [1], y: [2], y1: [3])
        #expect(Array(band.yValues) == [2] && Array(band.y1Values) == [3] && band.y1ValuesArray == [3])
        let empty = SCIXyDataSeries(xType: .double, yType: .double)
        #expect(empty.xValues.isEmpty && empty.yValues.value(at: 0).toDouble() == 0)
    }

    @Test func rangesReadAsDoublesAndAnEmptySeriesHasNone() {
        let dataSeries = SCIXyDataSeries(xType: .double, yType: .double)
        dataSeries.append(x: [4, 8], y: [-1, 3])
        let xRange = dataSeries.xRange
        let yRange = dataSeries.yRange
        let min = xRange.minAsDouble
        let max = xRange.maxAsDouble
        #expect(min == 4 && max == 8 && yRange.minAsDouble == -1 && yRange.maxAsDouble == 3)
        let empty = SCIXyDataSeries(xType: .double, yType: .double)
        #expect(empty.xRange == nil && empty.xRange.minAsDouble.isNaN && empty.yRange.maxAsDouble.isNaN)
    }
}

/// A distribution declared the way SciChart's DataSeries guide declares it.
@Suite struct DeclaredDistributionTests {
    @Test func aDeclaredDistributionIsTheSeries() {
        let dataDistributionCalculator = SCIUserDefinedDistributionCalculator()
        dataDistributionCalculator.isDataSortedAscending = true
        dataDistributionCalculator.isDataEvenlySpaced = true
        dataDistributionCalculator.isDataContainsNaN = false

        let dataSeries = SCIXyDataSeries(
            xType: .double, yType: .double, dataDistributionCalculator: dataDistributionCalculator)
        let distribution = dataSeries.dataDistributionCalculator
        #expect(distribution.isDataSortedAscending && distribution.isDataEvenlySpaced)
        #expect(!distribution.isDataContainsNaN)
    }
}

/// Annotation coordinates set from any number type, as SciChart's tutorials pass them.
@Suite struct AnyNumberCoordinateTests {
    @Test func coordinatesTakeIntegersAndFloatsOfAnyWidth() {
        let x = 300
        let label = SCITextAnnotation()
        label.set(x1: x)
        label.set(y1: 0)
        #expect((label.x1 as? Double) == 300 && label.y1 == 0)
        let line = SCILineAnnotation()
        line.set(x1: Int32(-7))
        line.set(y1: Float(2.5))
        line.set(x2: CGFloat(1.25))
        line.set(y2: UInt8(200))
        #expect(
            (line.x1 as? Double) == -7 && line.y1 == 2.5 && (line.x2 as? Double) == 1.25 && line.y2 == 200)
        line.set(y2: Float.nan)
        #expect(line.y2.isNaN)
    }
}
