import Foundation
import TestSupport
import Testing

@testable import SciChart

/// A tick that changes several series at once reaches their surface as one change.
@Suite struct UpdateSuspenderTests {
    /// A surface showing a price line and its indicator, laid out once (so the next change
    /// of either series is news to it), counting the redraws it asks for. The surface must
    /// outlive the test's changes: series hold their surfaces weakly.
    private func chart() -> (SCIChartSurface, SCIXyDataSeries, SCIXyDataSeries, Counter) {
        let surface = Fixture.numericSurface()
        let prices = SCIXyDataSeries(xType: .double, yType: .double)
        let mean = SCIXyDataSeries(xType: .double, yType: .double)
        prices.append(x: [0, 1], y: [10, 11])
        mean.append(x: [0, 1], y: [10, 10.5])
        for data in [prices, mean] {
            let line = SCIFastLineRenderableSeries()
            line.dataSeries = data
            surface.renderableSeries.add(line)
        }
        _ = surface.renderFrame()
        let redraws = Counter()
        surface.onInvalidate = { redraws.increment() }
        return (surface, prices, mean, redraws)
    }

    @Test func aTickOfTwoSeriesAsksForOneRedraw() {
        let (surface, prices, mean, redraws) = chart()
        // Without a suspension, a frame drawn between the two appends makes the second a
        // change of its own: two redraws for one tick.
        prices.append(x: 2, y: 12)
        _ = surface.renderFrame()
        mean.append(x: 2, y: 11)
        #expect(redraws.value == 2)

        _ = surface.renderFrame()
        SCIUpdateSuspender.usingWith([prices, mean]) {
            prices.append(x: 3, y: 13)
            #expect(prices.isSuspended && mean.isSuspended)
            _ = surface.renderFrame()
            mean.append(x: 3, y: 11.5)
            #expect(redraws.value == 2)
        }
        #expect(redraws.value == 3)
        #expect(!prices.isSuspended && !mean.isSuspended)
        // The frame the redraw draws shows the whole tick.
        let frame = surface.renderFrame()
        #expect(frame.chartLayer.group(named: "series:1") != nil)
        #expect(surface.renderableSeries[1].dataSeries?.count == 4)
    }

    /// The view may draw as soon as it is told (a producer thread is preempted between two
    /// series' resumes): both series are marked before either tells, so the frame drawn at
    /// the first word takes the whole tick and no second frame is asked for.
    @Test func aFrameDrawnAtOnceTakesTheWholeTick() {
        let (surface, prices, mean, redraws) = chart()
        nonisolated(unsafe) let drawing = surface
        surface.onInvalidate = {
            redraws.increment()
            _ = drawing.renderFrame()
        }
        SCIUpdateSuspender.usingWith([prices, mean]) {
            prices.append(x: 2, y: 12)
            mean.append(x: 2, y: 11)
        }
        #expect(redraws.value == 1)
    }

    @Test func nestedSuspensionsAnnounceAtTheOutermost() {
        let (surface, prices, _, redraws) = chart()
        let outer = prices.suspendUpdates()
        let inner = prices.suspendUpdates()
        prices.append(x: 2, y: 12)
        inner.dispose()
        #expect(redraws.value == 0)
        #expect(outer.isSuspended && !inner.isSuspended)
        // A second dispose of the inner one does not end the outer one.
        inner.dispose()
        #expect(prices.isSuspended)
        outer.dispose()
        #expect(redraws.value == 1)
        #expect(!SCIUpdateSuspender.isTargetSuspended(prices))
        withExtendedLifetime(surface) {}
    }

    @Test func aSuspensionWithoutChangesAsksForNothing() {
        let (surface, prices, mean, redraws) = chart()
        SCIUpdateSuspender.usingWith([prices, mean]) {}
        #expect(redraws.value == 0)
        withExtendedLifetime(surface) {}
    }

    @Test func notResumingLeavesTheChangeToTheNextOne() {
        let (surface, prices, _, redraws) = chart()
        let suspender = prices.suspendUpdates()
        suspender.resumeTargetOnClose = false
        prices.append(x: 2, y: 12)
        suspender.dispose()
        #expect(redraws.value == 0)
        #expect(!prices.isSuspended)
        prices.append(x: 3, y: 13)
        #expect(redraws.value == 1)
        withExtendedLifetime(surface) {}
    }

    @Test func aThrowingBatchStillResumes() {
        struct Failure: Error {}
        let (surface, prices, _, redraws) = chart()
        #expect(throws: Failure.self) {
            try SCIUpdateSuspender.usingWith(prices) {
                prices.append(x: 2, y: 12)
                throw Failure()
            }
        }
        #expect(!prices.isSuspended)
        #expect(redraws.value == 1)
        withExtendedLifetime(surface) {}
    }

    @Test func aSurfaceSuspendsItsRedrawsTheSameWay() {
        let surface = Fixture.numericSurface()
        let redraws = Counter()
        surface.onInvalidate = { redraws.increment() }
        SCIUpdateSuspender.usingWith(surface) {
            surface.chartTitle = "One"
            SCIUpdateSuspender.usingWith(surface) { surface.chartTitle = "Two" }
            #expect(surface.isSuspended)
            #expect(redraws.value == 0)
        }
        #expect(redraws.value == 1)
        let suspender = surface.suspendUpdates()
        suspender.resumeTargetOnClose = false
        surface.chartTitle = "Three"
        suspender.dispose()
        #expect(redraws.value == 1)
        surface.chartTitle = "Four"
        #expect(redraws.value == 2)
    }

    /// A producer thread suspends and appends while the owner draws (ThreadSanitizer checks
    /// the locking); every tick's pair of points arrives.
    @Test func aProducerThreadSuspends() async {
        let (surface, prices, mean, _) = chart()
        let producer = Task.detached { () async in
            for step in 2..<2_002 {
                SCIUpdateSuspender.usingWith([prices, mean]) {
                    prices.append(x: Double(step), y: 10)
                    mean.append(x: Double(step), y: 10)
                }
            }
        }
        for _ in 0..<20 { _ = surface.renderFrame() }
        await producer.value
        #expect(prices.count == 2_002 && mean.count == 2_002)
        #expect(!prices.isSuspended && !mean.isSuspended)
    }
}
