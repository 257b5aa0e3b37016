import Foundation
import Testing

@testable import SciChart

@Suite("Visible range change listeners")
struct VisibleRangeListenerTests {
    typealias F = NavigationFixture

    /// Records every call of an axis' listener.
    final class Recorder {
        var calls: [(old: SCIDoubleRange, new: SCIDoubleRange, animating: Bool)] = []

        func listen(to axis: SCIAxisBase) {
            axis.visibleRangeChangeListener = { [unowned self] changed, old, new, animating in
                #expect(changed === axis)
                calls.append((old!, new!, animating))
            }
        }
    }

    @Test("set in code, by a pan and by auto-ranging; not for an equal range")
    func calls() {
        let pan = SCIZoomPanModifier()
        let surface = F.numeric([pan])
        let x = surface.xAxes[0]
        let recorder = Recorder()
        recorder.listen(to: x)
        x.visibleRange = SCIDoubleRange(min: 10, max: 60)
        x.visibleRange = SCIDoubleRange(min: 10, max: 60)
        #expect(recorder.calls.count == 1)
        #expect(recorder.calls[0].old == SCIDoubleRange(min: 0, max: 100))
        #expect(recorder.calls[0].new == SCIDoubleRange(min: 10, max: 60) && !recorder.calls[0].animating)
        let start = F.point(surface, 0.5, 0.5)
        surface.handlePointer(SCIPointerEvent(phase: .began, location: start, timestamp: 0))
        surface.handlePointer(
            SCIPointerEvent(phase: .moved, location: CGPoint(x: start.x - 100, y: start.y), timestamp: 1))
        surface.handlePointer(
            SCIPointerEvent(phase: .ended, location: CGPoint(x: start.x - 100, y: start.y), timestamp: 2))
        #expect(recorder.calls.count == 2 && recorder.calls[1].new.min > 10)

        let auto = VerticalGroupTests.pane(maximum: 10)
        let y = auto.yAxes[0]
        y.autoRange = .always
        let data = SCIXyDataSeries()
        data.append(x: [0, 50, 100], y: [3, 7, 5])
        let line = SCIFastLineRenderableSeries()
        line.dataSeries = data
        auto.renderableSeries.add(line)
        let fits = Recorder()
        fits.listen(to: y)
        _ = auto.renderFrame()
        #expect(fits.calls.count == 1 && fits.calls[0].new.min <= 3 && fits.calls[0].new.max >= 7)
        _ = auto.renderFrame()
        #expect(fits.calls.count == 1, "a layout that fits to the same data changes nothing")
    }

    @Test("two charts' time axes linked both ways through their listeners: a pan on one moves the other once")
    func linkedBothWays() {
        let pan = SCIZoomPanModifier()
        pan.direction = .xDirection
        let top = F.numeric([pan])
        let bottom = VerticalGroupTests.pane(maximum: 10)
        let a = top.xAxes[0]
        let b = bottom.xAxes[0]
        var calls = 0
        a.visibleRangeChangeListener = { _, _, new, _ in
            calls += 1
            b.visibleRange = new!
        }
        b.visibleRangeChangeListener = { _, _, new, _ in
            calls += 1
            a.visibleRange = new!
        }
        let start = F.point(top, 0.5, 0.5)
        top.handlePointer(SCIPointerEvent(phase: .began, location: start, timestamp: 0))
        top.handlePointer(
            SCIPointerEvent(phase: .moved, location: CGPoint(x: start.x + 80, y: start.y), timestamp: 1))
        #expect(b.visibleRange == a.visibleRange && a.visibleRange.min < 0)
        #expect(calls == 2, "one call each: setting an equal range calls no listener")
    }
}
