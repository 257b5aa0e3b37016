import Foundation
import SciChart
import SciChartCairo
import Synchronization
import Testing

/// A flag the chart raises from any thread and the host's loop lowers when it draws.
final class RedrawFlag: Sendable {
    private let raised = Atomic(false)

    func raise() {
        raised.store(true, ordering: .releasing)
    }

    /// Whether a redraw was asked for since the last call.
    func lower() -> Bool {
        raised.exchange(false, ordering: .acquiringAndReleasing)
    }
}

/// A modifier that reports taps and double taps, as HostContract.md shows it.
final class TapReporter: SCIChartModifierBase {
    var taps: [String] = []

    override func onTap(_ args: SCIPointerArgs) -> Bool {
        taps.append("tap at \(args.location)")
        return false
    }

    override func onDoubleTap(_ args: SCIPointerArgs) -> Bool {
        taps.append("double tap at \(args.location)")
        return false
    }
}

/// The code of HostContract.md.
@Suite struct HostContractArticle {
    @Test func redrawsPointersKeysAndThreads() throws {
        let surface = SCIChartSurface(frame: CGRect(x: 0, y: 0, width: 800, height: 500))
        surface.xAxes.add(SCINumericAxis())
        surface.yAxes.add(SCINumericAxis())
        let ticks = SCIXyDataSeries(xType: .double, yType: .double)
        let line = SCIFastLineRenderableSeries()
        line.dataSeries = ticks
        surface.renderableSeries.add(line)

        let renderer = SCIRasterRenderer()
        let redraw = RedrawFlag()
        surface.onInvalidate = { redraw.raise() }

        surface.frame = CGRect(x: 0, y: 0, width: 1024, height: 640)
        let area = surface.seriesAreaFrame
        let x = surface.xAxes[0].currentCoordinateCalculator.getCoordinate(5)  // points from area.minX
        #expect(area.width > 0 && x > 0)
        #expect(redraw.lower())
        redraw.raise()

        var shown: [SCIRasterImage] = []
        func show(_ image: SCIRasterImage) { shown.append(image) }

        // In the host's frame callback (a frame clock, a display link, a timer):
        if redraw.lower() {
            let image = try renderer.render(surface.renderFrame(scale: 2))
            show(image)  // copy image.premultipliedPixels (ARGB, row by row) to the screen
        }

        #expect(shown.map(\.width) == [2048])
        #expect(!redraw.lower())

        let reporter = TapReporter()
        surface.chartModifiers.add(reporter)

        let point = CGPoint(x: 300, y: 200)
        surface.handlePointer(SCIPointerEvent(phase: .began, location: point, timestamp: 10.00))
        surface.handlePointer(SCIPointerEvent(phase: .ended, location: point, timestamp: 10.05))
        surface.handlePointer(SCIPointerEvent(phase: .began, location: point, timestamp: 10.20))
        surface.handlePointer(SCIPointerEvent(phase: .ended, location: point, timestamp: 10.25))

        #expect(reporter.taps.map { $0.prefix(10) } == ["tap at CGP", "tap at CGP", "double tap"])

        surface.handlePointer(SCIPointerEvent(phase: .hovered, location: CGPoint(x: 310, y: 210)))
        surface.handlePointer(SCIPointerEvent(phase: .exited, location: CGPoint(x: 1030, y: 210)))
        surface.handleScroll(deltaX: 0, deltaY: 1, at: point, modifiers: [.shift])
        surface.handleKey(.escape)
        let cursor = surface.cursor(at: point)

        #expect(cursor == .arrow)

        let producer = Thread {
            for second in 0..<100 {
                ticks.append(x: Double(second), y: Double(second % 7))
            }
        }
        producer.start()

        let deadline = Date().addingTimeInterval(10)
        while ticks.count < 100, Date() < deadline { Thread.sleep(forTimeInterval: 0.01) }
        #expect(ticks.count == 100)
        #expect(redraw.lower())

        let outputs = (1...4).map {
            FileManager.default.temporaryDirectory.appendingPathComponent("chart-\($0).png")
        }
        DispatchQueue.concurrentPerform(iterations: outputs.count) { index in
            let chart = SCIChartSurface(frame: CGRect(x: 0, y: 0, width: 640, height: 400))
            chart.xAxes.add(SCINumericAxis())
            chart.yAxes.add(SCINumericAxis())
            try? chart.renderPNG(to: outputs[index])
        }

        for output in outputs {
            #expect(try SCIRasterImage.read(pngAt: output).width == 640)
            try? FileManager.default.removeItem(at: output)
        }
    }
}
