import Foundation
import SciChart
import Testing

@Suite struct ZoomPanModifierTests {
    typealias F = NavigationFixture

    @Test func aDragMovesBothRangesByExactlyTheDraggedPixels() throws {
        let surface = F.numeric([SCIZoomPanModifier()])
        let area = surface.seriesAreaFrame
        let start = F.point(surface, 0.5, 0.5)
        let end = CGPoint(x: start.x + 40, y: start.y - 30)
        let x = surface.xAxes[0]
        let y = surface.yAxes[0]
        let xAtStart = F.value(of: x, at: start, on: surface)
        let yAtStart = F.value(of: y, at: start, on: surface)
        surface.drag([start, CGPoint(x: start.x + 10, y: start.y - 5), end])
        let xPerPixel = 100 / Double(area.width)
        let yPerPixel = 50 / Double(area.height)
        #expect(F.close(x.visibleRange.min, -40 * xPerPixel, scale: 100))
        #expect(F.close(x.visibleRange.max, 100 - 40 * xPerPixel, scale: 100))
        // Dragging up moves the content up: lower values come into view.
        #expect(F.close(y.visibleRange.min, -30 * yPerPixel, scale: 50))
        #expect(F.close(y.visibleRange.max, 50 - 30 * yPerPixel, scale: 50))
        #expect(F.close(F.value(of: x, at: end, on: surface), xAtStart, scale: 100))
        #expect(F.close(F.value(of: y, at: end, on: surface), yAtStart, scale: 50))
    }

    @Test func eachMoveCountsFromThePressSoManyMovesDoNotDrift() {
        let surface = F.numeric([SCIZoomPanModifier()])
        let start = F.point(surface, 0.3, 0.6)
        var path = [start]
        for step in 1...200 {
            let wobble = Double(step % 2 == 0 ? 17 : -13)
            path.append(CGPoint(x: start.x + wobble, y: start.y - wobble))
        }
        path.append(CGPoint(x: start.x + 25, y: start.y))
        let before = F.value(of: surface.xAxes[0], at: start, on: surface)
        surface.drag(path)
        #expect(F.close(F.value(of: surface.xAxes[0], at: path.last!, on: surface), before, scale: 100))
        #expect(F.close(surface.yAxes[0].visibleRange.min, 0, scale: 50))
    }

    @Test func onAVerticalChartTheXAxisFollowsVerticalMoves() {
        let surface = F.vertical([SCIZoomPanModifier()])
        let area = surface.seriesAreaFrame
        let start = F.point(surface, 0.5, 0.5)
        let end = CGPoint(x: start.x + 60, y: start.y + 20)
        surface.drag([start, end])
        // x (0...10) runs up the left side: dragging down by 20 shows higher x values.
        let xPerPixel = 10 / Double(area.height)
        let yPerPixel = 100 / Double(area.width)
        #expect(F.close(surface.xAxes[0].visibleRange.min, 20 * xPerPixel, scale: 10))
        #expect(F.close(surface.xAxes[0].visibleRange.max, 10 + 20 * xPerPixel, scale: 10))
        #expect(F.close(surface.yAxes[0].visibleRange.min, -60 * yPerPixel, scale: 100))
        #expect(F.close(surface.yAxes[0].visibleRange.max, 100 - 60 * yPerPixel, scale: 100))
    }

    @Test func aCategoryAxisPansByBarIndices() {
        let surface = F.category([SCIZoomPanModifier()])
        let area = surface.seriesAreaFrame
        let start = F.point(surface, 0.5, 0.5)
        surface.drag([start, CGPoint(x: start.x - 100, y: start.y)])
        let barsPerPixel = 40 / Double(area.width)
        let range = surface.xAxes[0].visibleRange.copy()
        #expect(F.close(range.min, 10 + 100 * barsPerPixel, scale: 50))
        #expect(F.close(range.max, 50 + 100 * barsPerPixel, scale: 50))
    }

    @Test func theDirectionChoosesTheAxes() {
        let xOnly = SCIZoomPanModifier()
        xOnly.direction = .xDirection
        let surface = F.numeric([xOnly])
        let start = F.point(surface, 0.5, 0.5)
        surface.drag([start, CGPoint(x: start.x + 50, y: start.y + 50)])
        #expect(surface.xAxes[0].visibleRange.min < 0)
        #expect(surface.yAxes[0].visibleRange == SCIDoubleRange(min: 0, max: 50))

        let yOnly = SCIZoomPanModifier()
        yOnly.direction = .yDirection
        let other = F.numeric([yOnly])
        other.drag([start, CGPoint(x: start.x + 50, y: start.y + 50)])
        #expect(other.xAxes[0].visibleRange == SCIDoubleRange(min: 0, max: 100))
        #expect(other.yAxes[0].visibleRange.min > 0)
    }

    @Test func anAlwaysAutoRangedAxisIsNotPannedAndKeepsFittingItsData() {
        let surface = SCIChartSurface(frame: Fixture.frame)
        let x = SCINumericAxis()
        let y = SCINumericAxis()
        y.autoRange = .always
        surface.xAxes.add(x)
        surface.yAxes.add(y)
        let data = SCIXyDataSeries()
        data.append(
            x: Array(stride(from: 0.0, through: 200, by: 1)), y: Array(stride(from: 0.0, through: 200, by: 1))
        )
        let line = SCIFastLineRenderableSeries()
        line.dataSeries = data
        surface.renderableSeries.add(line)
        surface.chartModifiers.add(SCIZoomPanModifier())
        x.visibleRange = SCIDoubleRange(min: 0, max: 100)
        let yBefore = y.visibleRange.copy()
        let start = F.point(surface, 0.8, 0.5)
        // Half the width to the left, and down: only x moves by the drag.
        surface.drag([
            start, CGPoint(x: start.x - Double(surface.seriesAreaFrame.width) / 2, y: start.y + 80),
        ])
        #expect(F.close(x.visibleRange.min, 50, scale: 100, tolerance: 1e-6))
        // y still fits the data in view (y = x), now 50...150, not the drag.
        #expect(y.visibleRange.min > yBefore.min + 40)
        #expect(y.visibleRange.min <= 50 && y.visibleRange.max >= 150)
        #expect(y.visibleRange.max - y.visibleRange.min < 110)
    }

    @Test func aPannedOnceAxisNoLongerFollowsNewData() {
        let surface = SCIChartSurface(frame: Fixture.frame)
        surface.xAxes.add(SCINumericAxis())
        surface.yAxes.add(SCINumericAxis())
        let data = SCIXyDataSeries()
        data.append(x: [0, 10], y: [0, 10])
        let line = SCIFastLineRenderableSeries()
        line.dataSeries = data
        surface.renderableSeries.add(line)
        surface.chartModifiers.add(SCIZoomPanModifier())
        let start = F.point(surface, 0.5, 0.5)
        surface.drag([start, CGPoint(x: start.x + 30, y: start.y)])
        let panned = surface.xAxes[0].visibleRange.copy()
        data.append(x: 1000, y: 1000)
        #expect(surface.xAxes[0].visibleRange == panned)
    }

    @Test func withEveryAxisAlwaysAutoRangedPressesAreLeftToOthers() {
        let surface = F.numeric([SCIZoomPanModifier()])
        surface.xAxes[0].autoRange = .always
        surface.yAxes[0].autoRange = .always
        let point = F.point(surface, 0.5, 0.5)
        #expect(!surface.pointer(.began, Double(point.x), Double(point.y)))
        #expect(surface.cursor(at: point) == .arrow)
    }

    @Test func aPressOutsideTheSeriesAreaOrTakenEarlierDoesNotPan() {
        let surface = F.numeric([SCIZoomPanModifier()])
        let ranges = F.ranges(surface)
        surface.drag([CGPoint(x: 2, y: 2), CGPoint(x: 200, y: 200)])
        #expect(F.ranges(surface) == ranges)

        let taker = PressTaker()
        let later = SCIZoomPanModifier()
        later.receiveHandledEvents = true
        let taken = F.numeric([taker, later])
        let start = F.point(taken, 0.5, 0.5)
        taken.drag([start, CGPoint(x: start.x + 50, y: start.y)])
        #expect(F.ranges(taken) == ranges)
    }

    @Test func theModifierHandlesThePanSoLaterModifiersDoNotSeeIt() {
        let after = PressTaker()
        let surface = F.numeric([SCIZoomPanModifier(), after])
        let start = F.point(surface, 0.5, 0.5)
        #expect(surface.pointer(.began, Double(start.x), Double(start.y)))
        #expect(surface.pointer(.moved, Double(start.x) + 5, Double(start.y)))
        #expect(surface.pointer(.ended, Double(start.x) + 5, Double(start.y)))
    }

    @Test func aCancelledPanPutsTheRangesBack() {
        let surface = F.numeric([SCIZoomPanModifier()])
        let ranges = F.ranges(surface)
        let start = F.point(surface, 0.5, 0.5)
        surface.pointer(.began, Double(start.x), Double(start.y))
        surface.pointer(.moved, Double(start.x) + 80, Double(start.y) + 40)
        #expect(F.ranges(surface) != ranges)
        surface.pointer(.cancelled, Double(start.x) + 80, Double(start.y) + 40)
        #expect(F.ranges(surface) == ranges)
    }

    @Test func disablingTheModifierMidPanPutsTheRangesBack() {
        let pan = SCIZoomPanModifier()
        let surface = F.numeric([pan])
        let ranges = F.ranges(surface)
        let start = F.point(surface, 0.5, 0.5)
        surface.pointer(.began, Double(start.x), Double(start.y))
        surface.pointer(.moved, Double(start.x) + 80, Double(start.y))
        pan.isEnabled = false
        #expect(!pan.isPanning)
        #expect(F.ranges(surface) == ranges)
    }

    @Test func theCursorIsAnOpenHandOverTheSeriesAreaAndClosedWhilePanning() {
        let surface = F.numeric([SCIZoomPanModifier()])
        let inside = F.point(surface, 0.5, 0.5)
        #expect(surface.cursor(at: inside) == .openHand)
        #expect(surface.cursor(at: CGPoint(x: 1, y: 1)) == .arrow)
        surface.pointer(.began, Double(inside.x), Double(inside.y))
        #expect(surface.cursor(at: inside) == .closedHand)
        surface.pointer(.ended, Double(inside.x), Double(inside.y))
        #expect(surface.cursor(at: inside) == .openHand)
    }

    @Test func aSecondPointerPausesThePanAndItResumesWithoutAJump() {
        let surface = F.numeric([SCIZoomPanModifier()])
        let start = F.point(surface, 0.4, 0.5)
        surface.pointer(.began, Double(start.x), Double(start.y))
        surface.pointer(.moved, Double(start.x) + 10, Double(start.y))
        let afterFirstMove = F.ranges(surface)
        surface.pointer(.began, 500, 300, id: 1)
        surface.pointer(.moved, Double(start.x) + 60, Double(start.y), id: 0)
        #expect(F.ranges(surface) == afterFirstMove)
        surface.pointer(.ended, 500, 300, id: 1)
        // The first free move takes a new anchor; the next pans from there.
        let resume = CGPoint(x: start.x + 100, y: start.y)
        let valueAtResume = F.value(of: surface.xAxes[0], at: resume, on: surface)
        surface.pointer(.moved, Double(resume.x), Double(resume.y))
        #expect(F.ranges(surface) == afterFirstMove)
        surface.pointer(.moved, Double(resume.x) + 20, Double(resume.y))
        let moved = CGPoint(x: resume.x + 20, y: resume.y)
        #expect(F.close(F.value(of: surface.xAxes[0], at: moved, on: surface), valueAtResume, scale: 100))
    }

    @Test(arguments: [
        (CGPoint(x: 1e6, y: -1e6)), CGPoint(x: 1e300, y: 1e300), CGPoint(x: -1e300, y: 0),
    ])
    func hostileDragsNearTheLimitsOfDoubleStaySane(_ end: CGPoint) {
        let surface = F.numeric([SCIZoomPanModifier()])
        surface.xAxes[0].visibleRange = SCIDoubleRange(min: -1e308, max: 1e308)
        surface.yAxes[0].visibleRange = SCIDoubleRange(min: 1e307, max: 1.7e308)
        let start = F.point(surface, 0.5, 0.5)
        surface.drag([start, end, CGPoint(x: Double.nan, y: 1), end])
        let ranges = F.ranges(surface)
        #expect(F.areSane(ranges), "\(ranges)")
        // A pan keeps the span, even where it stops at the end of Double.
        #expect(F.close(ranges[0].max / 2 - ranges[0].min / 2, 1e308, scale: 1e308))
    }

    @Test func aZeroSizeSurfaceIgnoresTheDrag() {
        let surface = F.numeric([SCIZoomPanModifier()], frame: .zero)
        let ranges = F.ranges(surface)
        surface.drag([CGPoint(x: 0, y: 0), CGPoint(x: 100, y: 100)])
        #expect(F.ranges(surface) == ranges)
        #expect(F.areSane(ranges))
    }
}
