import Foundation
import Testing

@testable import SciChart

@Suite("One range shared by several axes links them")
struct LinkedRangeTests {
    typealias F = NavigationFixture

    /// Two panes whose x axes hold `shared`; the top one pans in x.
    static func linkedPanes(_ shared: SCIDoubleRange) -> (top: SCIChartSurface, bottom: SCIChartSurface) {
        let pan = SCIZoomPanModifier()
        pan.direction = .xDirection
        let top = F.numeric([pan])
        let bottom = VerticalGroupTests.pane(maximum: 10)
        top.xAxes[0].visibleRange = shared
        bottom.xAxes[0].visibleRange = shared
        return (top, bottom)
    }

    @Test("a pan on one pane moves the other's range in the same event, each listener called once")
    func panMovesBoth() {
        let shared = SCIDoubleRange(min: 0, max: 100)
        let (top, bottom) = Self.linkedPanes(shared)
        var bottomMovedLeft = 0
        var calls: [String] = []
        top.xAxes[0].visibleRangeChangeListener = { _, _, _, _ in calls.append("top") }
        bottom.xAxes[0].visibleRangeChangeListener = { _, _, new, _ in
            calls.append("bottom")
            bottomMovedLeft += new!.min < 0 ? 1 : 0
        }
        let start = F.point(top, 0.5, 0.5)
        top.handlePointer(SCIPointerEvent(phase: .began, location: start, timestamp: 0))
        top.handlePointer(
            SCIPointerEvent(phase: .moved, location: CGPoint(x: start.x + 80, y: start.y), timestamp: 1))
        #expect(top.xAxes[0].visibleRange.min < 0)
        #expect(bottom.xAxes[0].visibleRange == top.xAxes[0].visibleRange)
        #expect(bottom.xAxes[0].visibleRange === shared && top.xAxes[0].visibleRange === shared)
        #expect(calls.sorted() == ["bottom", "top"], "one change, one call on each axis")
        #expect(bottomMovedLeft == 1)
        // The bottom pane draws the new range at its next frame without being told.
        _ = bottom.renderFrame()
        #expect(bottom.xAxes[0].currentCoordinateCalculator.visibleMin == shared.min)
    }

    @Test("changing the shared range in code moves every axis holding it")
    func codeChangesMoveAll() {
        let shared = SCIDoubleRange(min: 0, max: 100)
        let (top, bottom) = Self.linkedPanes(shared)
        shared.setMinMax(min: 20, max: 40)
        #expect(top.xAxes[0].visibleRange == SCIDoubleRange(min: 20, max: 40))
        #expect(bottom.xAxes[0].currentCoordinateCalculator.visibleMax == 40)
        top.xAxes[0].visibleRange.max = 60
        #expect(bottom.xAxes[0].visibleRange.max == 60)
        // A new range object unlinks the axis it is given.
        top.xAxes[0].visibleRange = SCIDoubleRange(min: 0, max: 5)
        #expect(bottom.xAxes[0].visibleRange == SCIDoubleRange(min: 20, max: 60))
    }

    @Test("a range not set yet is filled by the first auto-range, and every holder shows it")
    func unsetRangeIsFilledByTheFirstAutoRange() {
        let shared = SCIDoubleRange()
        #expect(!shared.isValid)
        let surfaces = (0..<2).map { _ in
            let surface = SCIChartSurface(frame: Fixture.frame)
            let x = SCINumericAxis()
            x.visibleRange = shared
            surface.xAxes.add(x)
            surface.yAxes.add(SCINumericAxis())
            let data = SCIXyDataSeries()
            data.append(x: [5, 50, 95], y: [1, 2, 3])
            let line = SCIFastLineRenderableSeries()
            line.dataSeries = data
            surface.renderableSeries.add(line)
            return surface
        }
        _ = surfaces[1].renderFrame()
        #expect(shared == SCIDoubleRange(min: 5, max: 95))
        _ = surfaces[0].renderFrame()
        #expect(surfaces[0].xAxes[0].visibleRange === shared)
        #expect(surfaces[0].xAxes[0].currentCoordinateCalculator.visibleMin == 5)
    }

    @Test("an axis that has fitted its data fills a range not set yet with what it shows")
    func unsetRangeTakesAFittedAxisRange() {
        let surface = F.numeric([])
        let before = surface.xAxes[0].visibleRange.copy()
        let shared = SCIDoubleRange()
        surface.xAxes[0].visibleRange = shared
        #expect(shared == before)
    }

    @Test("axes of different kinds cannot share a range: refused with a reason, nothing changed")
    func differentKindsAreRefused() {
        let shared = SCIDoubleRange(min: 0, max: 100)
        let numeric = SCINumericAxis()
        numeric.visibleRange = shared
        let date = SCIDateAxis()
        let own = SCIDoubleRange(min: 1_000_000, max: 2_000_000)
        date.visibleRange = own
        let reason = date.linkRefusal(for: shared)
        #expect(reason?.contains("date axis cannot share a visible range with the numeric axis") == true)
        date.visibleRange = shared
        #expect(
            date.visibleRange === own && date.visibleRange == SCIDoubleRange(min: 1_000_000, max: 2_000_000))
        #expect(shared == SCIDoubleRange(min: 0, max: 100))
        let other = SCINumericAxis()
        #expect(other.linkRefusal(for: shared) == nil)
    }

    @Test("ranges compare by value; a copy is independent")
    func valueEquality() {
        let range = SCIDoubleRange(min: 1, max: 2)
        let copy = range.copy()
        #expect(range == copy && range !== copy)
        copy.max = 3
        #expect(range.max == 2 && range != copy)
        #expect(SCIDoubleRange() != SCIDoubleRange(), "ends not set equal nothing")
    }

    @Test("reversed ends are put in order when given; changed later, they are shown in order")
    func invalidEndsAreShownValid() {
        let surface = F.numeric([])
        let range = SCIDoubleRange(min: 50, max: 10)
        surface.xAxes[0].visibleRange = range
        #expect(range.min == 10 && range.max == 50 && surface.xAxes[0].visibleRange.isValid)
        range.min = 80
        #expect(range.min == 80 && range.max == 50, "the object keeps what code writes into it")
        let calculator = surface.xAxes[0].currentCoordinateCalculator
        #expect(calculator.visibleMin == 50 && calculator.visibleMax == 80)
    }

    @Test("ends written from many threads are always read as a pair written together")
    func threadSafety() async {
        let range = SCIDoubleRange(min: 0, max: 1)
        await withTaskGroup(of: Bool.self) { group in
            for writer in 0..<4 {
                group.addTask {
                    for step in 0..<2_000 {
                        let low = Double(writer * 10_000 + step)
                        range.setMinMax(min: low, max: low + 1)
                    }
                    return true
                }
            }
            for _ in 0..<4 {
                group.addTask {
                    var consistent = true
                    for _ in 0..<2_000 where range.diff != 1 { consistent = false }
                    return consistent
                }
            }
            for await consistent in group { #expect(consistent) }
        }
    }
}

@Suite("Ranges handed out are the caller's")
struct HandedOutRangeTests {
    @Test("a data series' range given to an axis and panned leaves the series' range as it was")
    func dataRangesAreNew() throws {
        let data = SCIXyDataSeries()
        data.append(x: [0, 10, 20], y: [1, 2, 3])
        let range = try #require(data.xRange)
        range.setMinMax(min: 100, max: 200)
        #expect(data.xRange == SCIDoubleRange(min: 0, max: 20))
    }
}
