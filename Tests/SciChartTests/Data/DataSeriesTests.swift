import Foundation
import Testing

@testable import SciChart

@Suite struct DataSeriesTests {
    @Test func appendsValuesAndArrays() {
        let series = SCIXyDataSeries(xType: .double, yType: .double)
        series.append(x: 1.0, y: 10.0)
        series.append(x: [2.0, 3.0], y: [20.0, 30.0])
        #expect(series.count == 3)
        #expect(series.xValuesArray == [1, 2, 3])
        #expect(series.yValuesArray == [10, 20, 30])
        #expect(series.isSorted)
        #expect(series.xRange == SCIDoubleRange(min: 1, max: 3))
        #expect(series.yRange == SCIDoubleRange(min: 10, max: 30))
    }

    @Test func datesAreSecondsSince1970() {
        let series = SCIXyDataSeries(xType: .date, yType: .double)
        let date = Fixture.date("2017-03-14")
        series.append(x: date, y: 1.0)
        #expect(series.xValue(at: 0) == date.timeIntervalSince1970)
        #expect(series.xType == .date)
    }

    @Test func mismatchedArraysAppendCommonPrefix() {
        let series = SCIXyDataSeries()
        series.append(x: [1.0, 2.0, 3.0], y: [5.0])
        #expect(series.count == 1)
        series.append(x: [Double](), y: [1.0])
        #expect(series.count == 1)
    }

    @Test func insertUpdateRemoveKeepSortedness() {
        let series = SCIXyDataSeries()
        series.append(x: [1.0, 2.0, 4.0], y: [1.0, 2.0, 4.0])
        series.insert(x: 3.0, y: 3.0, at: 2)
        #expect(series.xValuesArray == [1, 2, 3, 4])
        #expect(series.isSorted)
        series.insert(x: 0.5, y: 9.0, at: 99)  // clamped to the end: out of order
        #expect(series.xValuesArray == [1, 2, 3, 4, 0.5])
        #expect(!series.isSorted)
        series.remove(at: 4)
        #expect(series.isSorted)
        series.update(x: 10.0, y: 1.0, at: 0)
        #expect(!series.isSorted)
        series.update(x: 1.0, y: 1.0, at: 0)
        #expect(series.isSorted)
        series.update(y: 99.0, at: 1)
        #expect(series.yValue(at: 1) == 99)
        series.update(y: 5.0, at: 42)  // ignored
        series.removeRange(start: 1, count: 2)
        #expect(series.xValuesArray == [1, 4])
        series.removeRange(start: -5, count: 100)
        #expect(series.isEmpty && series.isSorted)
    }

    @Test func nanAndUnsortedXTakeTheSafePath() {
        let series = SCIXyDataSeries()
        series.append(x: [1.0, .nan, 3.0], y: [1.0, 2.0, 3.0])
        #expect(!series.isSorted)
        #expect(series.xRange == SCIDoubleRange(min: 1, max: 3))
        series.remove(at: 1)
        #expect(series.isSorted)
        let unsorted = SCIXyDataSeries()
        unsorted.append(x: [5.0, 1.0, 3.0, 2.0], y: [50.0, 10.0, 30.0, 20.0])
        #expect(
            unsorted.yRange(inXRange: SCIDoubleRange(min: 1.5, max: 3.5)) == SCIDoubleRange(min: 20, max: 30))
        #expect(unsorted.nearestIndex(toX: 2.2) == 3)
    }

    @Test func duplicateXIsSorted() {
        let series = SCIXyDataSeries()
        series.append(x: [1.0, 1.0, 1.0, 2.0], y: [4.0, 5.0, 6.0, 7.0])
        #expect(series.isSorted)
        #expect(series.yRange(inXRange: SCIDoubleRange(min: 1, max: 1)) == SCIDoubleRange(min: 4, max: 6))
    }

    @Test func yRangeIgnoresNonFiniteValues() {
        let series = SCIXyDataSeries()
        series.append(x: [1.0, 2.0, 3.0, 4.0], y: [.nan, .infinity, 5.0, -.infinity])
        #expect(series.yRange == SCIDoubleRange(min: 5, max: 5))
        let empty = SCIXyDataSeries()
        empty.append(x: 1.0, y: Double.nan)
        #expect(empty.yRange == nil)
        #expect(SCIXyDataSeries().xRange == nil)
    }

    @Test func yRangeInXRangeUsesBinarySearchBounds() {
        let series = SCIXyDataSeries()
        series.append(x: Array(0..<100).map(Double.init), y: Array(0..<100).map { Double($0 * 2) })
        #expect(series.yRange(inXRange: SCIDoubleRange(min: 10, max: 20)) == SCIDoubleRange(min: 20, max: 40))
        #expect(series.yRange(inXRange: SCIDoubleRange(min: 10.5, max: 10.7)) == nil)
        #expect(series.yRange(inXRange: SCIDoubleRange(min: 200, max: 300)) == nil)
    }

    @Test func fifoCapacityDropsOldest() {
        let series = SCIXyDataSeries()
        series.fifoCapacity = 3
        for index in 0..<10 {
            series.append(x: Double(index), y: Double(index))
        }
        #expect(series.count == 3)
        #expect(series.xValuesArray == [7, 8, 9])
        #expect(series.xRange == SCIDoubleRange(min: 7, max: 9))
        series.fifoCapacity = 0
        #expect(series.count == 1 && series.xValuesArray == [9])
    }

    @Test func fifoCompactionKeepsValuesAcrossManyAppends() {
        let series = SCIXyDataSeries()
        series.fifoCapacity = 1000
        for index in 0..<50_000 {
            series.append(x: Double(index), y: Double(-index))
        }
        #expect(series.count == 1000)
        #expect(series.xValue(at: 0) == 49_000)
        #expect(series.yValue(at: 999) == -49_999)
        #expect(series.isSorted)
    }

    @Test func fifoDropsOutOfOrderHead() {
        let series = SCIXyDataSeries()
        series.fifoCapacity = 2
        series.append(x: [5.0, 1.0, 2.0], y: [0.0, 0.0, 0.0])
        #expect(series.xValuesArray == [1, 2])
        #expect(series.isSorted)
    }

    @Test func ohlcBarsAndRanges() {
        let series = SCIOhlcDataSeries(xType: .date, yType: .double)
        series.append(x: 1.0, open: 10.0, high: 12.0, low: 9.0, close: 11.0)
        series.append(
            x: [2.0, 3.0], open: [11.0, 13.0], high: [14.0, 13.5], low: [10.0, 8.0], close: [13.0, 9.0])
        #expect(series.count == 3)
        #expect(series.bar(at: 1) == SCIOhlcBar(x: 2, open: 11, high: 14, low: 10, close: 13))
        #expect(series.yRange == SCIDoubleRange(min: 8, max: 14))
        series.update(open: 1.0, high: 2.0, low: 0.5, close: 1.5, at: 0)
        #expect(series.lowValuesArray == [0.5, 10, 8])
        // A bad bar (open above high) still counts all four prices.
        series.append(x: 4.0, open: 30.0, high: 20.0, low: 19.0, close: 21.0)
        #expect(series.yRange == SCIDoubleRange(min: 0.5, max: 30))
        #expect(series.bar(at: -1) == nil)
    }

    @Test func storageHoldsSixteenBytesAPointWhenReservedOrBulk() {
        let bulk = SCIXyDataSeries()
        bulk.append(x: Array(repeating: 1.0, count: 100_000), y: Array(repeating: 2.0, count: 100_000))
        #expect(Double(bulk.storageBytes) / 100_000 < 16.1)
        let reserved = SCIXyDataSeries()
        reserved.reserveCapacity(50_000)
        for chunk in 0..<5 {
            reserved.append(
                x: (0..<10_000).map { Double(chunk * 10_000 + $0) }, y: Array(repeating: 0.0, count: 10_000))
        }
        #expect(reserved.count == 50_000 && reserved.isSorted)
        #expect(Double(reserved.storageBytes) / 50_000 < 16.1)
        reserved.reserveCapacity(-5)
        reserved.reserveCapacity(Int.max)  // capped, not a crash
        #expect(reserved.xValue(at: 49_999) == 49_999)
    }

    /// A chart that clears and refills its series each frame reuses the storage: no new
    /// allocation, no fresh pages to fault in (at 1e7 points that was half the frame). A much
    /// smaller refill lets the storage go, and so does a clear that does not keep it.
    @Test func aClearedSeriesRefilledReusesItsStorage() {
        let series = SCIXyDataSeries()
        let count = 100_000
        let xs = (0..<count).map { Double(($0 * 7_919) % count) }
        series.append(x: xs, y: xs)
        let bytes = series.storageBytes
        let address = { series.storage.withLock { $0.columns[0].withUnsafeBufferPointer { $0.baseAddress } } }
        let first = address()
        series.clear()
        #expect(series.count == 0 && series.isSorted)
        #expect(series.storageBytes == bytes)
        // Unsorted again, with a NaN: the pairs out of order are counted afresh.
        var refill = xs.reversed().map { $0 }
        refill[10] = .nan
        series.append(x: refill, y: refill)
        #expect(address() == first)
        #expect(series.storageBytes == bytes)
        #expect(series.count == count && !series.isSorted)
        #expect(series.xValue(at: 0) == refill[0] && series.xValue(at: count - 1) == refill[count - 1])
        series.clear()
        series.append(x: (0..<count).map(Double.init), y: xs)
        #expect(series.isSorted)
        // A refill of a tenth: 16 bytes a point of it, not of what was there.
        series.clear()
        series.append(x: (0..<10_000).map(Double.init), y: Array(repeating: 0.0, count: 10_000))
        #expect(Double(series.storageBytes) / 10_000 < 16.1)
        // Emptied for good: the storage goes at once, and the series fills again.
        series.clear(keepingCapacity: false)
        #expect(series.count == 0 && series.storageBytes == 0)
        series.append(x: 1.0, y: 2.0)
        #expect(series.count == 1 && series.yValue(at: 0) == 2)
    }

    @Test func changeCountMovesOnEveryMutation() {
        let series = SCIXyDataSeries()
        var last = series.changeCount
        let mutations: [() -> Void] = [
            { series.append(x: 1.0, y: 1.0) }, { series.update(y: 2.0, at: 0) },
            { series.insert(x: 0.0, y: 0.0, at: 0) },
            { series.remove(at: 0) }, { series.clear() },
        ]
        for mutate in mutations {
            mutate()
            #expect(series.changeCount != last)
            last = series.changeCount
        }
    }

    @Test func nameIsReadableAcrossThreads() async {
        let series = SCIXyDataSeries()
        series.seriesName = "Close"
        let name = await Task.detached { series.seriesName }.value
        #expect(name == "Close")
    }
}

@Suite struct DataSeriesConcurrencyTests {
    /// A producer appends while the owner lays out and renders: nothing is lost or torn.
    @Test func producerAppendsWhileOwnerRenders() async {
        let series = SCIXyDataSeries(xType: .double, yType: .double)
        let total = 20_000
        let producer = Task.detached {
            for index in 0..<total {
                series.append(x: Double(index), y: sin(Double(index) / 100))
            }
        }
        let surface = Fixture.numericSurface()
        surface.xAxes[0].autoRange = .always
        surface.yAxes[0].autoRange = .always
        let line = SCIRenderableSeriesBase()
        line.dataSeries = series
        surface.renderableSeries.add(line)
        var renders = 0
        while series.count < total {
            let list = surface.renderDisplayList()
            #expect(list.isFinite)
            renders += 1
            await Task.yield()
        }
        await producer.value
        #expect(series.count == total)
        #expect(series.isSorted)
        #expect(series.xRange == SCIDoubleRange(min: 0, max: Double(total - 1)))
        surface.layoutIfNeeded()
        #expect(surface.xAxes[0].visibleRange == SCIDoubleRange(min: 0, max: Double(total - 1)))
        #expect(renders > 0)
    }

    @Test func concurrentProducersKeepEveryPoint() async {
        let series = SCIXyDataSeries()
        await withTaskGroup(of: Void.self) { group in
            for producer in 0..<4 {
                group.addTask {
                    for index in 0..<5000 {
                        series.append(x: Double(producer * 5000 + index), y: 1.0)
                    }
                }
            }
        }
        #expect(series.count == 20_000)
        #expect(Set(series.xValuesArray).count == 20_000)
    }
}
