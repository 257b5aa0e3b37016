import Dispatch
import Foundation
import Synchronization
import TestSupport
import Testing

@testable import SciChart

/// A series that appends to another series' data while it draws: a producer thread's
/// append landing between two series of one frame, made deterministic.
final class AppendingWhileDrawing: SCIFastLineRenderableSeries {
    var target: SCIXyDataSeries?

    override func draw(
        _ data: SCISeriesDataView, context: SCISeriesRenderContext, into list: inout SCIDisplayList
    ) {
        super.draw(data, context: context, into: &list)
        target?.append(x: 20, y: 50)
        target = nil
    }
}

/// Every part of a frame draws from one layout, and reading a layout that has not changed
/// locks no data series.
@Suite struct FrameConsistencyTests {
    @Test func anAppendBetweenSeriesDoesNotChangeTheFramesLayout() throws {
        let surface = SCIChartSurface(frame: CGRect(x: 0, y: 0, width: 500, height: 300))
        let xAxis = SCINumericAxis()
        xAxis.autoRange = .always
        let yAxis = SCINumericAxis()
        yAxis.autoRange = .always
        surface.xAxes.add(xAxis)
        surface.yAxes.add(yAxis)
        let first = AppendingWhileDrawing()
        let firstData = SCIXyDataSeries()
        firstData.append(x: [0, 10], y: [0, 100])
        first.dataSeries = firstData
        let second = SCIFastLineRenderableSeries()
        let secondData = SCIXyDataSeries()
        secondData.append(x: [0, 10], y: [100, 0])
        second.dataSeries = secondData
        first.target = secondData
        surface.renderableSeries.add(items: first, second)
        let layout = surface.currentLayout
        let xCalc = try #require(layout.calculator(for: xAxis))
        let frame = surface.renderFrame()
        // The second series was drawn with the frame's x range (0...10), not one that takes
        // in the point appended meanwhile: its last point (x 10) is at the area's right edge.
        let stroke = try #require(frame.chartLayer.group(named: "series:1")?.strokes.first)
        let right = Double(layout.seriesArea.minX) + xCalc.getCoordinate(10)
        #expect(abs(Double(stroke.0.points[1].x) - right) < 1e-9)
        #expect(abs(right - Double(layout.seriesArea.maxX)) < 1e-9)
        // The next frame takes the new point in.
        #expect(surface.xAxes[0].visibleRange.max == 20)
    }

    @Test func framesStayConsistentWhileAProducerAppends() async throws {
        let surface = SCIChartSurface(frame: CGRect(x: 0, y: 0, width: 800, height: 400))
        let xAxis = SCINumericAxis()
        xAxis.autoRange = .always
        let yAxis = SCINumericAxis()
        yAxis.autoRange = .always
        surface.xAxes.add(xAxis)
        surface.yAxes.add(yAxis)
        let line = SCIFastLineRenderableSeries()
        let lineData = SCIXyDataSeries()
        lineData.append(x: [0, 1], y: [10, 11])
        line.dataSeries = lineData
        let candles = SCIFastCandlestickRenderableSeries()
        let candleData = SCIOhlcDataSeries(xType: .double, yType: .double)
        candleData.append(x: 0.0, open: 10.0, high: 12.0, low: 9.0, close: 11.0)
        candles.dataSeries = candleData
        surface.renderableSeries.add(items: candles, line)
        let notifications = Counter()
        surface.onInvalidate = { notifications.increment() }
        let done = Atomic<Bool>(false)
        let producer = Task.detached {
            for step in 2..<20_000 {
                let x = Double(step)
                lineData.append(x: x, y: 10 + sin(x / 50))
                candleData.append(x: x, open: 10.0, high: 12.0, low: 9.0, close: 11.0)
            }
            done.store(true, ordering: .releasing)
        }
        var frames = 0
        while !done.load(ordering: .acquiring) || frames < 3 {
            let frame = surface.renderFrame()
            #expect(frame.displayList.isFinite)
            // Geometry stays within the clip margin around the series area of its layout.
            let area = surface.currentLayout.seriesArea
            for name in ["series:0", "series:1"] {
                for case .stroke(let path, _) in frame.chartLayer.group(named: name)?.commands ?? [] {
                    #expect(path.points.allSatisfy { Double($0.x) <= Double(area.maxX) + 1001 })
                }
            }
            frames += 1
        }
        await producer.value
        #expect(notifications.value >= 1)
        _ = surface.renderFrame()
        #expect(surface.xAxes[0].visibleRange.max >= 19_999)
    }

    @Test func readingAnUnchangedLayoutLocksNoDataSeries() async throws {
        let surface = Fixture.numericSurface()
        let line = SCIFastLineRenderableSeries()
        let data = SCIXyDataSeries()
        data.append(x: [0, 1], y: [0, 1])
        line.dataSeries = data
        surface.renderableSeries.add(line)
        _ = surface.seriesAreaFrame
        let locked = DispatchSemaphore(value: 0)
        let release = DispatchSemaphore(value: 0)
        let holder = Thread {
            data.read { _ in
                locked.signal()
                _ = release.wait(timeout: .now() + 10)
            }
        }
        holder.start()
        locked.wait()
        // With the lock held by another thread, layout reads return at once.
        let started = ContinuousClock.now
        for _ in 0..<1000 {
            _ = surface.seriesAreaFrame
            _ = surface.xAxes[0].currentCoordinateCalculator
        }
        let elapsed = ContinuousClock.now - started
        release.signal()
        #expect(elapsed < .seconds(5), "reads waited for the data series' lock")
    }

    @Test func aPointerMoveWhilePlacingAsksForOneRedraw() {
        let surface = Fixture.numericSurface()
        surface.chartModifiers.add(SCIMeasureCreationModifier())
        surface.pointer(.began, 100, 100)
        let notifications = Counter()
        surface.onInvalidate = { notifications.increment() }
        surface.pointer(.moved, 150, 120)
        #expect(notifications.value == 1)
        surface.pointer(.moved, 150, 120)
        #expect(notifications.value == 1)
    }
}
