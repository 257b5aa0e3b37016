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

    @Test func twoProducersOnAFifoSourceLeaveNoBarSkippedOrComputedTwice() {
        for round in 0..<20 {
            let prices = SCIXyDataSeries(xType: .double, yType: .double)
            prices.fifoCapacity = 64
            // A one-bar average is the price itself: the output must end equal to the source.
            let same = SCISmaIndicator(source: prices, period: 1)
            Self.produce(into: prices, threads: 2, count: 3_000)
            #expect(same.output.yValues == prices.yValues, "round \(round)")
            #expect(same.output.xValues == prices.xValues, "round \(round)")
        }
    }

    @Test func anIndicatorMadeWhileAProducerAppendsMissesNothing() {
        for round in 0..<20 {
            let prices = SCIXyDataSeries(xType: .double, yType: .double)
            prices.fifoCapacity = 32
            let made = Locked<SCISmaIndicator?>(nil)
            DispatchQueue.concurrentPerform(iterations: 2) { thread in
                if thread == 0 {
                    Self.produce(into: prices, threads: 1, count: 2_000)
                } else {
                    for _ in 0..<(round * 50) { _ = prices.count }
                    made.withLock { $0 = SCISmaIndicator(source: prices, period: 1) }
                }
            }
            let indicator = made.withLock { $0 }
            #expect(indicator?.output.yValues == prices.yValues, "round \(round)")
        }
    }

    @Test func aBandBuiltWhileItsSeriesGrowTakesEachRowOnce() {
        for round in 0..<20 {
            let prices = SCIXyDataSeries(xType: .double, yType: .double)
            prices.fifoCapacity = 48
            let bands = SCIBollingerIndicator(source: prices, period: 1)
            let band = Locked<SCIXyyDataSeries?>(nil)
            DispatchQueue.concurrentPerform(iterations: 2) { thread in
                if thread == 0 {
                    Self.produce(into: prices, threads: 1, count: 2_000)
                } else {
                    for _ in 0..<(round * 50) { _ = prices.count }
                    band.withLock { $0 = SCIIndicators.band(bands.upper, bands.lower) }
                }
            }
            let built = band.withLock { $0 }
            // A one-bar band has no width: both lines are the price.
            #expect(built?.yValues == prices.yValues, "round \(round)")
            #expect(built?.y1Values == prices.yValues, "round \(round)")
        }
    }
}
