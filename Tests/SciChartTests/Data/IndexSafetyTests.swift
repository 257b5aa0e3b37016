import Foundation
import TestSupport
import Testing

@testable import SciChart

/// Every index-taking method of a data series against a plain array model: an index outside
/// the data is ignored, a range is clipped to the data, inserts clamp to `0...count`, and a
/// negative or absurd reservation does nothing. Indices include negative ones, `Int.min` and
/// `Int.max`.
@Suite struct IndexSafetyTests {
    static let hostile = [
        Int.min, Int.min + 1, -1_000_000, -3, -1, 0, 1, 2, 5, 9, 10, 11, 1_000_000, Int.max - 1, Int.max,
    ]

    /// A random index: mostly near the data, sometimes one of the hostile ones.
    static func index(_ random: inout SeededRandom, count: Int) -> Int {
        if Int.random(in: 0..<4, using: &random) == 0 { return hostile.randomElement(using: &random)! }
        return Int.random(in: -3...(count + 3), using: &random)
    }

    @Test(arguments: [1 as UInt64, 2, 3, 4])
    func randomEditsMatchTheModel(seed: UInt64) {
        var random = SeededRandom(seed: seed)
        let series = SCIXyDataSeries()
        var model: [(Double, Double)] = (0..<10).map { (Double($0), Double($0) * 10) }
        series.append(x: model.map(\.0), y: model.map(\.1))
        var next = 100.0
        for step in 0..<2_000 {
            let index = Self.index(&random, count: model.count)
            switch Int.random(in: 0..<5, using: &random) {
            case 0:
                series.remove(at: index)
                if model.indices.contains(index) { model.remove(at: index) }
            case 1:
                let count =
                    Int.random(in: 0..<4, using: &random) == 0
                    ? Self.hostile.randomElement(using: &random)! : Int.random(in: -3...6, using: &random)
                series.removeRange(start: index, count: count)
                let (lower, upper) = Self.clip(start: index, count: count, to: model.count)
                model.removeSubrange(lower..<upper)
            case 2:
                series.update(y: next, at: index)
                if model.indices.contains(index) { model[index].1 = next }
            case 3:
                series.insert(x: next, y: next, at: index)
                model.insert((next, next), at: min(max(index, 0), model.count))
            default:
                series.reserveCapacity(index)
                if model.isEmpty || Int.random(in: 0..<3, using: &random) == 0 {
                    series.append(x: next, y: next)
                    model.append((next, next))
                }
            }
            next += 1
            guard series.xValuesArray == model.map(\.0), series.yValuesArray == model.map(\.1) else {
                Issue.record("seed \(seed), step \(step): the series differs from the model")
                return
            }
        }
    }

    /// The part of `start..<start + count` inside `0..<size`, without overflow.
    static func clip(start: Int, count: Int, to size: Int) -> (Int, Int) {
        guard count > 0 else { return (0, 0) }
        let (end, overflow) = start.addingReportingOverflow(count)
        let lower = min(max(start, 0), size)
        let upper = min(max(overflow ? Int.max : end, lower), size)
        return (lower, upper)
    }

    @Test func theCasesTheProbeFound() {
        func series() -> SCIXyDataSeries {
            let data = SCIXyDataSeries()
            data.append(x: (0..<10).map(Double.init), y: (0..<10).map(Double.init))
            return data
        }
        for index in [-1, Int.min, 10, Int.max] {
            let data = series()
            data.remove(at: index)
            #expect(data.count == 10, "remove(at: \(index)) deleted a point")
        }
        let clipped = series()
        clipped.removeRange(start: -3, count: 5)
        #expect(clipped.xValuesArray == [2, 3, 4, 5, 6, 7, 8, 9], "only the part inside the data goes")
        let huge = series()
        huge.removeRange(start: 8, count: Int.max)
        #expect(huge.xValuesArray == [0, 1, 2, 3, 4, 5, 6, 7])
        let bars = SCIOhlcDataSeries(xType: .double, yType: .double)
        bars.append(x: 1.0, open: 1.0, high: 2.0, low: 0.5, close: 1.5)
        bars.update(open: 9.0, high: 9.0, low: 9.0, close: 9.0, at: -1)
        bars.remove(at: Int.min)
        #expect(bars.count == 1 && bars.bar(at: 0)?.open == 1)
        let reserved = series()
        reserved.reserveCapacity(-5)
        reserved.reserveCapacity(Int.min)
        reserved.reserveCapacity(Int.max)
        #expect(reserved.count == 10)
    }

    @Test func aFIFOSeriesLetsGoOfABulkAppendsMemory() {
        let data = SCIXyDataSeries()
        data.fifoCapacity = 10
        let xs = (0..<1_000_000).map(Double.init)
        data.append(x: xs, y: xs)
        #expect(data.count == 10)
        #expect(data.xValuesArray == (999_990..<1_000_000).map(Double.init))
        // 16 bytes a point of capacity 10 (with some slack), not of the million appended.
        #expect(data.storageBytes < 1 << 20, "\(data.storageBytes) bytes kept for 10 points")
        // Shrinking the capacity of a large series lets go of its storage too.
        let large = SCIXyDataSeries()
        large.append(x: xs, y: xs)
        large.fifoCapacity = 100
        #expect(large.count == 100)
        #expect(large.storageBytes < 1 << 20, "\(large.storageBytes) bytes kept for 100 points")
        // And appends one at a time keep a bounded store.
        let streamed = SCIXyDataSeries()
        streamed.fifoCapacity = 1_000
        for index in 0..<200_000 { streamed.append(x: Double(index), y: 0) }
        #expect(streamed.count == 1_000)
        #expect(streamed.storageBytes < 1 << 20, "\(streamed.storageBytes) bytes kept for 1,000 points")
    }
}
