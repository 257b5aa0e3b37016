import Foundation
import SciChart
import Testing

@Suite struct ZoomExtentsModifierTests {
    typealias F = NavigationFixture

    /// A line from (0, 0) to (200, 80) over x 50...60, y 10...20, with `modifiers`.
    private func zoomedIn(_ modifiers: [SCIChartModifierBase]) -> SCIChartSurface {
        let surface = SCIChartSurface(frame: Fixture.frame)
        surface.xAxes.add(SCINumericAxis())
        let y = SCINumericAxis()
        y.growBy = SCIDoubleRange(min: 0.1, max: 0.1)
        surface.yAxes.add(y)
        let data = SCIXyDataSeries()
        data.append(x: [0, 100, 200], y: [0, 40, 80])
        let line = SCIFastLineRenderableSeries()
        line.dataSeries = data
        surface.renderableSeries.add(line)
        surface.chartModifiers.add(contentsOf: modifiers)
        surface.xAxes[0].visibleRange = SCIDoubleRange(min: 50, max: 60)
        surface.yAxes[0].visibleRange = SCIDoubleRange(min: 10, max: 20)
        return surface
    }

    private func tap(_ surface: SCIChartSurface, at point: CGPoint, time: TimeInterval) -> Bool {
        surface.pointer(.began, Double(point.x), Double(point.y), time: time)
        return surface.pointer(.ended, Double(point.x), Double(point.y), time: time + 0.05)
    }

    @Test func aDoubleTapZoomsEveryAxisToItsData() {
        let surface = zoomedIn([SCIZoomExtentsModifier()])
        let point = F.point(surface, 0.5, 0.5)
        #expect(!tap(surface, at: point, time: 1))
        #expect(surface.xAxes[0].visibleRange == SCIDoubleRange(min: 50, max: 60))
        #expect(tap(surface, at: point, time: 1.2))
        #expect(surface.xAxes[0].visibleRange == SCIDoubleRange(min: 0, max: 200))
        let y = surface.yAxes[0].visibleRange.copy()
        #expect(F.close(y.min, -8, scale: 80) && F.close(y.max, 88, scale: 80))
    }

    @Test func itWorksBeforeThePanWhichStillGetsDrags() {
        let surface = zoomedIn([SCIZoomExtentsModifier(), SCIZoomPanModifier()])
        let point = F.point(surface, 0.5, 0.5)
        surface.drag([point, CGPoint(x: point.x + 40, y: point.y)], time: 0)
        #expect(surface.xAxes[0].visibleRange.min < 50)
        _ = tap(surface, at: point, time: 5)
        _ = tap(surface, at: point, time: 5.2)
        #expect(surface.xAxes[0].visibleRange == SCIDoubleRange(min: 0, max: 200))
    }

    /// SciChart's examples list the pan first: `[pinch, zoom-pan, zoom extents]`. The pan
    /// takes every press, and the double tap still fits the chart.
    @Test func itWorksAfterThePanAsSciChartsExamplesOrderThem() {
        let pan = SCIZoomPanModifier()
        let surface = zoomedIn([
            SCIModifierGroup(childModifiers: [SCIPinchZoomModifier(), pan, SCIZoomExtentsModifier()])
        ])
        let point = F.point(surface, 0.5, 0.5)
        surface.drag([point, CGPoint(x: point.x + 40, y: point.y)], time: 0)
        #expect(surface.xAxes[0].visibleRange.min < 50, "the pan still gets drags")
        _ = tap(surface, at: point, time: 5)
        #expect(surface.xAxes[0].visibleRange.max < 60, "a single tap changes nothing")
        #expect(tap(surface, at: point, time: 5.2))
        #expect(surface.xAxes[0].visibleRange == SCIDoubleRange(min: 0, max: 200))
    }

    /// In a modifier group after the pan, which never saw the press, it still sees the
    /// double tap.
    @Test func itWorksInAGroupAfterThePan() {
        let surface = zoomedIn([
            SCIZoomPanModifier(), SCIModifierGroup(childModifiers: [SCIZoomExtentsModifier()]),
        ])
        let point = F.point(surface, 0.5, 0.5)
        _ = tap(surface, at: point, time: 5)
        _ = tap(surface, at: point, time: 5.2)
        #expect(surface.xAxes[0].visibleRange == SCIDoubleRange(min: 0, max: 200))
    }

    /// A double tap a modifier before it handles (a drawing tool's) is not also a zoom.
    @Test func aDoubleTapHandledBeforeItIsNotAZoom() {
        final class TapTaker: SCIChartModifierBase {
            override func onPointerBegan(_ args: SCIPointerArgs) -> Bool { true }
            override func onDoubleTap(_ args: SCIPointerArgs) -> Bool { true }
        }
        let surface = zoomedIn([TapTaker(), SCIZoomExtentsModifier()])
        let point = F.point(surface, 0.5, 0.5)
        _ = tap(surface, at: point, time: 5)
        _ = tap(surface, at: point, time: 5.2)
        #expect(surface.xAxes[0].visibleRange == SCIDoubleRange(min: 50, max: 60))
    }

    @Test func doubleTapsOutsideTheSeriesAreaAreIgnored() {
        let surface = zoomedIn([SCIZoomExtentsModifier()])
        _ = tap(surface, at: CGPoint(x: 2, y: 2), time: 1)
        #expect(!tap(surface, at: CGPoint(x: 2, y: 2), time: 1.2))
        #expect(surface.xAxes[0].visibleRange == SCIDoubleRange(min: 50, max: 60))
    }

    @Test func withEveryAxisAlwaysAutoRangedDoubleTapsAreLeftToOthers() {
        let surface = zoomedIn([SCIZoomExtentsModifier()])
        surface.xAxes[0].autoRange = .always
        surface.yAxes[0].autoRange = .always
        let point = F.point(surface, 0.5, 0.5)
        _ = tap(surface, at: point, time: 1)
        #expect(!tap(surface, at: point, time: 1.2))
    }
}
