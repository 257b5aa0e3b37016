import Foundation
import SciChart
import Testing

@Suite struct PinchZoomModifierTests {
    typealias F = NavigationFixture

    /// Two fingers down at `a` and `b`, moved to `c` and `d`, and lifted.
    private func pinch(_ surface: SCIChartSurface, _ a: CGPoint, _ b: CGPoint, to c: CGPoint, _ d: CGPoint) {
        surface.pointer(.began, Double(a.x), Double(a.y), id: 0)
        surface.pointer(.began, Double(b.x), Double(b.y), id: 1)
        surface.pointer(.moved, Double(c.x), Double(c.y), id: 0)
        surface.pointer(.moved, Double(d.x), Double(d.y), id: 1)
        surface.pointer(.ended, Double(c.x), Double(c.y), id: 0)
        surface.pointer(.ended, Double(d.x), Double(d.y), id: 1)
    }

    private func offset(_ point: CGPoint, _ dx: Double, _ dy: Double) -> CGPoint {
        CGPoint(x: Double(point.x) + dx, y: Double(point.y) + dy)
    }

    @Test func spreadingTheFingersZoomsInAboutTheirCentre() {
        let surface = F.numeric([SCIPinchZoomModifier()])
        let centre = F.point(surface, 0.3, 0.6)
        let xUnder = F.value(of: surface.xAxes[0], at: centre, on: surface)
        let yUnder = F.value(of: surface.yAxes[0], at: centre, on: surface)
        let xPerPixel = F.perPixel(surface.xAxes[0])
        let yPerPixel = F.perPixel(surface.yAxes[0])
        pinch(
            surface, offset(centre, -30, -40), offset(centre, 30, 40), to: offset(centre, -60, -80),
            offset(centre, 60, 80))
        // Twice the distance: a pixel spans half the values (the series area may have
        // narrowed for wider tick labels, so spans are compared per pixel).
        #expect(F.close(F.perPixel(surface.xAxes[0]), xPerPixel / 2, scale: xPerPixel))
        #expect(F.close(F.perPixel(surface.yAxes[0]), yPerPixel / 2, scale: yPerPixel))
        #expect(F.close(F.value(of: surface.xAxes[0], at: centre, on: surface), xUnder, scale: 100))
        #expect(F.close(F.value(of: surface.yAxes[0], at: centre, on: surface), yUnder, scale: 50))
    }

    @Test func theValueUnderTheStartingCentreFollowsTheCentre() {
        let surface = F.numeric([SCIPinchZoomModifier()])
        let centre = F.point(surface, 0.5, 0.5)
        let moved = offset(centre, 40, -25)
        let xUnder = F.value(of: surface.xAxes[0], at: centre, on: surface)
        let yUnder = F.value(of: surface.yAxes[0], at: centre, on: surface)
        let xPerPixel = F.perPixel(surface.xAxes[0])
        pinch(
            surface, offset(centre, -50, 0), offset(centre, 50, 0), to: offset(moved, -25, 0),
            offset(moved, 25, 0))
        #expect(F.close(F.perPixel(surface.xAxes[0]), xPerPixel * 2, scale: xPerPixel))
        #expect(F.close(F.value(of: surface.xAxes[0], at: moved, on: surface), xUnder, scale: 100))
        #expect(F.close(F.value(of: surface.yAxes[0], at: moved, on: surface), yUnder, scale: 50))
    }

    @Test func theDirectionChoosesTheAxes() {
        let modifier = SCIPinchZoomModifier()
        modifier.direction = .xDirection
        let surface = F.vertical([modifier])
        let centre = F.point(surface, 0.5, 0.5)
        pinch(
            surface, offset(centre, 0, -20), offset(centre, 0, 20), to: offset(centre, 0, -40),
            offset(centre, 0, 40))
        // x runs up the side of a vertical chart.
        #expect(F.close(surface.xAxes[0].visibleRange.max - surface.xAxes[0].visibleRange.min, 5, scale: 10))
        #expect(surface.yAxes[0].visibleRange == SCIDoubleRange(min: 0, max: 100))
    }

    @Test func aCategoryAxisZoomsByBarIndices() {
        let surface = F.category([SCIPinchZoomModifier()])
        let centre = F.point(surface, 0.5, 0.5)
        let barsPerPixel = F.perPixel(surface.xAxes[0])
        pinch(
            surface, offset(centre, -40, 0), offset(centre, 40, 0), to: offset(centre, -20, 0),
            offset(centre, 20, 0))
        #expect(F.close(F.value(of: surface.xAxes[0], at: centre, on: surface), 30, scale: 50))
        #expect(F.close(F.perPixel(surface.xAxes[0]), barsPerPixel * 2, scale: barsPerPixel))
    }

    @Test func alwaysAutoRangedAxesAreNotZoomed() {
        let surface = F.numeric([SCIPinchZoomModifier()])
        surface.xAxes[0].autoRange = .always
        let x = surface.xAxes[0].visibleRange.copy()
        let centre = F.point(surface, 0.5, 0.5)
        pinch(
            surface, offset(centre, -10, 0), offset(centre, 10, 0), to: offset(centre, -40, 0),
            offset(centre, 40, 0))
        #expect(surface.xAxes[0].visibleRange == x)
        #expect(
            F.close(surface.yAxes[0].visibleRange.max - surface.yAxes[0].visibleRange.min, 12.5, scale: 50))
    }

    @Test func oneFingerIsLeftToThePanAndAPinchPausesIt() {
        let surface = F.numeric([SCIPinchZoomModifier(), SCIZoomPanModifier()])
        let centre = F.point(surface, 0.5, 0.5)
        let xUnder = F.value(of: surface.xAxes[0], at: centre, on: surface)
        let xPerPixel = F.perPixel(surface.xAxes[0])
        // Two fingers: a pure pinch, the pan does nothing meanwhile.
        surface.pointer(.began, Double(centre.x) - 20, Double(centre.y), id: 0)
        surface.pointer(.moved, Double(centre.x) - 20, Double(centre.y), id: 0)
        #expect(surface.pointer(.began, Double(centre.x) + 20, Double(centre.y), id: 1))
        surface.pointer(.moved, Double(centre.x) - 40, Double(centre.y), id: 0)
        surface.pointer(.moved, Double(centre.x) + 40, Double(centre.y), id: 1)
        let x = surface.xAxes[0].visibleRange.copy()
        #expect(F.close(F.perPixel(surface.xAxes[0]), xPerPixel / 2, scale: xPerPixel))
        #expect(F.close(F.value(of: surface.xAxes[0], at: centre, on: surface), xUnder, scale: 100))
        // Lift one finger; the other pans on from where it is, without a jump.
        surface.pointer(.ended, Double(centre.x) + 40, Double(centre.y), id: 1)
        let finger = CGPoint(x: centre.x - 40, y: centre.y)
        surface.pointer(.moved, Double(finger.x), Double(finger.y), id: 0)
        #expect(surface.xAxes[0].visibleRange == x)
        let under = F.value(of: surface.xAxes[0], at: finger, on: surface)
        surface.pointer(.moved, Double(finger.x) + 30, Double(finger.y), id: 0)
        #expect(
            F.close(F.value(of: surface.xAxes[0], at: offset(finger, 30, 0), on: surface), under, scale: 100))
        #expect(F.close(F.perPixel(surface.xAxes[0]), xPerPixel / 2, scale: xPerPixel))
    }

    @Test func aSinglePointerIsNotHandled() {
        let surface = F.numeric([SCIPinchZoomModifier()])
        let centre = F.point(surface, 0.5, 0.5)
        #expect(!surface.pointer(.began, Double(centre.x), Double(centre.y)))
        #expect(!surface.pointer(.moved, Double(centre.x) + 30, Double(centre.y)))
        #expect(F.ranges(surface) == [SCIDoubleRange(min: 0, max: 100), SCIDoubleRange(min: 0, max: 50)])
    }

    @Test func aCancelledPinchPutsTheRangesBack() {
        let surface = F.numeric([SCIPinchZoomModifier()])
        let ranges = F.ranges(surface)
        let centre = F.point(surface, 0.5, 0.5)
        surface.pointer(.began, Double(centre.x) - 20, Double(centre.y), id: 0)
        surface.pointer(.began, Double(centre.x) + 20, Double(centre.y), id: 1)
        surface.pointer(.moved, Double(centre.x) + 90, Double(centre.y), id: 1)
        #expect(F.ranges(surface) != ranges)
        surface.pointer(.cancelled, Double(centre.x) + 90, Double(centre.y), id: 1)
        #expect(F.ranges(surface) == ranges)
    }

    @Test func fingersThatMeetOrFlyApartStaySane() {
        let surface = F.numeric([SCIPinchZoomModifier()])
        let centre = F.point(surface, 0.5, 0.5)
        surface.pointer(.began, Double(centre.x) - 20, Double(centre.y), id: 0)
        surface.pointer(.began, Double(centre.x) + 20, Double(centre.y), id: 1)
        surface.pointer(.moved, Double(centre.x), Double(centre.y), id: 0)
        surface.pointer(.moved, Double(centre.x), Double(centre.y), id: 1)
        #expect(F.areSane(F.ranges(surface)), "\(F.ranges(surface))")
        surface.pointer(.moved, -1e300, Double(centre.y), id: 0)
        surface.pointer(.moved, 1e300, Double(centre.y), id: 1)
        #expect(F.areSane(F.ranges(surface)), "\(F.ranges(surface))")
        surface.pointer(.moved, Double.nan, Double(centre.y), id: 1)
        #expect(F.areSane(F.ranges(surface)), "\(F.ranges(surface))")
    }

    @Test func fingersTooCloseOrOutsideTheSeriesAreaDoNotStartAPinch() {
        let surface = F.numeric([SCIPinchZoomModifier()])
        let centre = F.point(surface, 0.5, 0.5)
        surface.pointer(.began, Double(centre.x), Double(centre.y), id: 0)
        #expect(!surface.pointer(.began, Double(centre.x), Double(centre.y), id: 1))
        surface.pointer(.ended, Double(centre.x), Double(centre.y), id: 0)
        surface.pointer(.ended, Double(centre.x), Double(centre.y), id: 1)
        surface.pointer(.began, 1, 1, id: 0)
        #expect(!surface.pointer(.began, 3, 3, id: 1))
    }
}
