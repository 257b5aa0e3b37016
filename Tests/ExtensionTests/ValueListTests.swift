import Foundation
import SciChart
import Testing

/// SciChart's typed value arrays in the shapes its guides use them.
@Suite struct ValueListTests {
    @Test func addReadSetInsertRemoveAndClear() {
        let count = 5
        let xValues = SCIDoubleValues(capacity: count)
        for i in 0..<count { xValues.add(Double(i)) }
        #expect(xValues.count == 5 && xValues.getValueAt(4) == 4)
        xValues.set(40, at: 4)
        xValues.insert(-1, at: 0)
        xValues.remove(at: 1)
        #expect(Array(xValues) == [-1, 1, 2, 3, 40])
        xValues.removeRange(1, count: 2)
        #expect(Array(xValues) == [-1, 3, 40])
        #expect(xValues.itemsArray[2] == 40)
        #expect(xValues.reduce(0, +) == 42 && xValues.map { $0 * 2 } == [-2, 6, 80])
        xValues[0] = 7
        #expect(xValues.value(at: 0).toDouble == 7)
        xValues.clear()
        #expect(xValues.isEmpty)

        let ints = SCIIntegerValues()
        for i in 0..<3 { ints.add(Int32(i)) }
        let colors = SCIUnsignedIntegerValues(count: 3)
        colors.set(0xFF00_FF00, at: 1)
        #expect(Array(colors) == [0, 0xFF00_FF00, 0] && ints.getValueAt(2) == 2)
        let floats = SCIFloatValues([1.5, 2.5])
        let longs = SCILongValues([Int64.max])
        #expect(floats.getValueAt(1) == 2.5 && longs.getValueAt(0) == .max)
    }

    @Test func outOfRangeCallsNeverTrap() {
        let values = SCIDoubleValues([1, 2, 3])
        #expect(values.getValueAt(-1) == 0 && values.getValueAt(.max) == 0)
        values.set(9, at: .max)
        values.remove(at: -5)
        values.removeRange(1, count: .max)
        #expect(Array(values) == [1])
        values.removeRange(.min, count: .max)
        values.insert(5, at: .max)
        values.insert(4, at: .min)
        #expect(Array(values) == [4, 1, 5])
        values.add([10, 11])
        // Capacities no memory holds are hints, never a crash.
        let huge = SCIDoubleValues(capacity: .max)
        huge.add(1)
        #expect(
            huge.count == 1 && SCIIntegerValues(count: .max).count == SCIIntegerValues.initialCapacityLimit)
        let more = SCIDoubleValues(count: -3)
        #expect(more.isEmpty)
        values.add(more)
        [20.0, 21].withUnsafeBufferPointer { values.add($0.baseAddress!, count: $0.count) }
        values.add([30.0].withUnsafeBufferPointer { $0.baseAddress! }, count: -1)
        #expect(Array(values) == [4, 1, 5, 10, 11, 20, 21])
    }

    @Test func dataSeriesAppendValueLists() {
        let xValues = SCIDoubleValues()
        let yValues = SCIDoubleValues()
        for i in 0..<1000 {
            xValues.add(Double(i))
            yValues.add(sin(Double(i) / 100))
        }
        let dataSeries = SCIXyDataSeries(xType: .double, yType: .double)
        dataSeries.append(x: xValues, y: yValues)
        #expect(dataSeries.count == 1000 && dataSeries.yValue(at: 500) == sin(5))
        let ints = SCIIntegerValues([1, 2, 3])
        let floats = SCIFloatValues([0.5, 1.5])
        dataSeries.append(x: ints, y: floats)
        #expect(dataSeries.count == 1002, "only the pairs both lists have")

        let ohlc = SCIOhlcDataSeries(xType: .double, yType: .double)
        let prices = SCIDoubleValues([10, 11])
        ohlc.append(x: SCIDoubleValues([1, 2]), open: prices, high: prices, low: prices, close: prices)
        #expect(ohlc.count == 2)
        let band = SCIXyyDataSeries(xType: .double, yType: .double)
        band.append(x: SCIDoubleValues([1]), y: prices, y1: prices)
        #expect(band.count == 1)
    }
}
