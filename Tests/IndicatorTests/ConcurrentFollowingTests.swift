import Foundation
import SciChart
import SciChartIndicators
import Testing

/// Indicators and bands that follow series appended from several threads at once: the
/// changes are heard in any order and after the series moved on, yet every bar is computed
/// once and the outputs end equal to the sources.
@Suite struct ConcurrentFollowingTests {
    /// Appends `count` values from each of `threads` threads at once, each thread its own values.
    static func produce(into series: SCIXyDataSeries, threads: Int, count: Int, offset: Double = 0) {
        DispatchQueue.concurrentPerform(iterations: threads) { thread in
            for index in 0..<count {
                let value = offset + Double(thread * 100_000 + index)
                series.append(x: value, y: value)
            }
        }
    }

    /// What `make()` makes while one thread appends 2,000 values to `prices`, made after a
    /// delay that grows with `round`, so that rounds catch the producer at different points.
    static func make<Made>(while prices: SCIXyDataSeries, round: Int, _ make: @Sendable () -> Made) -> Made? {
        let made = Locked<Made?>(nil)
        DispatchQueue.concurrentPerform(iterations: 2) { thread in
            if thread == 0 {
                produce(into: prices, threads: 1, count: 2_000)
            } else {
                for _ in 0..<(round * 50) { _ = prices.count }
                let value = make()
                made.withLock { $0 = value }
            }
        }
        return made.withLock { $0 }
    }

    @Test func twoProducersOnAFifoSourceLeaveNoBarSkippedOrComputedTwice() {
        for round in 0..<20 {
            let prices = SCIXyDataSeries(xType: .double, yType: .double)
            prices.fifoCapacity = 64
            // A one-bar average is the price itself: the output must end equal to the source.
            let same = SCISmaIndicator(source: prices, period: 1)
            Self.produce(into: prices, threads: 2, count: 3_000)
            #expect(same.output.yValuesArray == prices.yValuesArray, "round \(round)")
            #expect(same.output.xValuesArray == prices.xValuesArray, "round \(round)")
        }
    }

    @Test func anIndicatorMadeWhileAProducerAppendsMissesNothing() {
        for round in 0..<20 {
            let prices = SCIXyDataSeries(xType: .double, yType: .double)
            prices.fifoCapacity = 32
            let indicator = Self.make(while: prices, round: round) {
                SCISmaIndicator(source: prices, period: 1)
            }
            #expect(indicator?.output.yValuesArray == prices.yValuesArray, "round \(round)")
        }
    }

    @Test func aBandBuiltWhileItsSeriesGrowTakesEachRowOnce() {
        for round in 0..<20 {
            let prices = SCIXyDataSeries(xType: .double, yType: .double)
            prices.fifoCapacity = 48
            let bands = SCIBollingerIndicator(source: prices, period: 1)
            let built = Self.make(while: prices, round: round) {
                SCIIndicators.band(bands.upper, bands.lower)
            }
            // A one-bar band has no width: both lines are the price.
            #expect(built?.yValuesArray == prices.yValuesArray, "round \(round)")
            #expect(built?.y1ValuesArray == prices.yValuesArray, "round \(round)")
        }
    }
}
