import Foundation
import SciChart
import Testing

@Suite struct MouseWheelZoomModifierTests {
    typealias F = NavigationFixture

    @Test func aNotchDownZoomsOutAboutThePointerByTheGrowFactor() {
        let surface = F.numeric([SCIMouseWheelZoomModifier()])
        let pointer = F.point(surface, 0.25, 0.7)
        let x = surface.xAxes[0]
        let y = surface.yAxes[0]
        let xUnder = F.value(of: x, at: pointer, on: surface)
        let yUnder = F.value(of: y, at: pointer, on: surface)
        #expect(F.scroll(surface, 1, at: pointer))
        #expect(F.close(x.visibleRange.max - x.visibleRange.min, 110, scale: 100))
        #expect(F.close(y.visibleRange.max - y.visibleRange.min, 55, scale: 50))
        #expect(F.close(F.value(of: x, at: pointer, on: surface), xUnder, scale: 100))
        #expect(F.close(F.value(of: y, at: pointer, on: surface), yUnder, scale: 50))
    }

    @Test func notchesUpZoomInAndUpThenDownComesBack() {
        let surface = F.numeric([SCIMouseWheelZoomModifier()])
        let pointer = F.point(surface, 0.6, 0.2)
        let x = surface.xAxes[0]
        let under = F.value(of: x, at: pointer, on: surface)
        F.scroll(surface, -3, at: pointer)
        #expect(F.close(x.visibleRange.max - x.visibleRange.min, 100 / 1.331, scale: 100))
        #expect(F.close(F.value(of: x, at: pointer, on: surface), under, scale: 100))
        F.scroll(surface, 1.5, at: pointer)
        F.scroll(surface, 1.5, at: pointer)
        #expect(F.close(x.visibleRange.min, 0, scale: 100))
        #expect(F.close(x.visibleRange.max, 100, scale: 100))
    }

    @Test func shiftZoomsTheXAxesOnly() {
        let surface = F.numeric([SCIMouseWheelZoomModifier()])
        let pointer = F.point(surface, 0.5, 0.5)
        #expect(F.scroll(surface, 2, at: pointer, modifiers: .shift))
        #expect(
            F.close(surface.xAxes[0].visibleRange.max - surface.xAxes[0].visibleRange.min, 121, scale: 100))
        #expect(surface.yAxes[0].visibleRange == SCIDoubleRange(min: 0, max: 50))
        // Some systems turn Shift and the wheel into a horizontal scroll.
        #expect(F.scroll(surface, 0, at: pointer, modifiers: .shift, horizontal: -2))
        #expect(
            F.close(surface.xAxes[0].visibleRange.max - surface.xAxes[0].visibleRange.min, 100, scale: 100))
        #expect(surface.yAxes[0].visibleRange == SCIDoubleRange(min: 0, max: 50))
    }

    @Test func aVerticalChartZoomsAboutThePointerToo() {
        let surface = F.vertical([SCIMouseWheelZoomModifier()])
        let pointer = F.point(surface, 0.3, 0.8)
        let x = surface.xAxes[0]
        let under = F.value(of: x, at: pointer, on: surface)
        F.scroll(surface, -1, at: pointer, modifiers: .shift)
        #expect(F.close(x.visibleRange.max - x.visibleRange.min, 10 / 1.1, scale: 10))
        #expect(F.close(F.value(of: x, at: pointer, on: surface), under, scale: 10))
        #expect(surface.yAxes[0].visibleRange == SCIDoubleRange(min: 0, max: 100))
    }

    @Test func aCategoryAxisZoomsByBarIndices() {
        let surface = F.category([SCIMouseWheelZoomModifier()])
        let pointer = F.point(surface, 0.5, 0.5)
        F.scroll(surface, 1, at: pointer, modifiers: .shift)
        let range = surface.xAxes[0].visibleRange.copy()
        #expect(F.close(range.min, 30 - 22, scale: 50))
        #expect(F.close(range.max, 30 + 22, scale: 50))
    }

    @Test func alwaysAutoRangedAxesAreNotZoomed() {
        let surface = F.numeric([SCIMouseWheelZoomModifier()])
        surface.yAxes[0].autoRange = .always
        let pointer = F.point(surface, 0.5, 0.5)
        let y = surface.yAxes[0].visibleRange.copy()
        #expect(F.scroll(surface, 1, at: pointer))
        #expect(surface.yAxes[0].visibleRange == y)
        #expect(surface.xAxes[0].visibleRange != SCIDoubleRange(min: 0, max: 100))
        surface.xAxes[0].autoRange = .always
        #expect(!F.scroll(surface, 1, at: pointer))
    }

    @Test func scrollsOutsideTheSeriesAreaOrWithoutMovementAreLeftToOthers() {
        let surface = F.numeric([SCIMouseWheelZoomModifier()])
        let ranges = F.ranges(surface)
        #expect(!F.scroll(surface, 1, at: CGPoint(x: 2, y: 2)))
        #expect(!F.scroll(surface, 0, at: F.point(surface, 0.5, 0.5), horizontal: 3))
        #expect(!F.scroll(surface, .nan, at: F.point(surface, 0.5, 0.5)))
        #expect(!F.scroll(surface, .infinity, at: F.point(surface, 0.5, 0.5)))
        #expect(F.ranges(surface) == ranges)
    }

    @Test func aZoomedOnceAxisNoLongerFollowsNewData() {
        let surface = SCIChartSurface(frame: Fixture.frame)
        surface.xAxes.add(SCINumericAxis())
        surface.yAxes.add(SCINumericAxis())
        let data = SCIXyDataSeries()
        data.append(x: [0, 10], y: [0, 10])
        let line = SCIFastLineRenderableSeries()
        line.dataSeries = data
        surface.renderableSeries.add(line)
        surface.chartModifiers.add(SCIMouseWheelZoomModifier())
        F.scroll(surface, -1, at: F.point(surface, 0.5, 0.5))
        let zoomed = F.ranges(surface)
        data.append(x: 1000, y: 1000)
        #expect(F.ranges(surface) == zoomed)
    }

    @Test func aMillionNotchesEitherWayStaySane() {
        let surface = F.numeric([SCIMouseWheelZoomModifier()])
        let pointer = F.point(surface, 0.3, 0.3)
        let x = surface.xAxes[0]
        let under = F.value(of: x, at: pointer, on: surface)
        // The smallest span is relative to the values shown, so a second zoom, nearer the
        // pointer's value, goes a little further; then it stops.
        F.scroll(surface, -1e6, at: pointer)
        F.scroll(surface, -1e6, at: pointer)
        let inward = F.ranges(surface)
        #expect(F.areSane(inward), "\(inward)")
        // Zooming in stops at a span that still divides into pixels, without jumping out,
        // and the value under the pointer stays.
        #expect(inward[0].max - inward[0].min < 1e-6)
        #expect(F.close(F.value(of: x, at: pointer, on: surface), under, scale: 100, tolerance: 1e-9))
        F.scroll(surface, -5, at: pointer)
        #expect(F.close(x.visibleRange.min, inward[0].min, scale: 100, tolerance: 1e-12))
        #expect(F.close(x.visibleRange.max, inward[0].max, scale: 100, tolerance: 1e-12))

        F.scroll(surface, 1e6, at: pointer)
        let out = F.ranges(surface)
        #expect(F.areSane(out), "\(out)")
        #expect(
            out[0]
                == SCIDoubleRange(min: -Double.greatestFiniteMagnitude, max: Double.greatestFiniteMagnitude))
        F.scroll(surface, -1e6, at: pointer)
        #expect(F.areSane(F.ranges(surface)), "\(F.ranges(surface))")
    }

    @Test func rangesAtTheLimitsOfDoubleStaySane() {
        let surface = F.numeric([SCIMouseWheelZoomModifier()])
        surface.xAxes[0].visibleRange = SCIDoubleRange(min: -1e308, max: 1e308)
        surface.yAxes[0].visibleRange = SCIDoubleRange(min: 1.7e308, max: Double.greatestFiniteMagnitude)
        for notches in [3.0, -2, 40, -0.5] {
            F.scroll(surface, notches, at: F.point(surface, 0.9, 0.1))
            #expect(F.areSane(F.ranges(surface)), "\(F.ranges(surface))")
        }
    }

    @Test func aHostileGrowFactorIsClamped() {
        let wheel = SCIMouseWheelZoomModifier()
        wheel.growFactor = .nan
        #expect(wheel.spanFactor(forNotches: 1) == 1.1)
        wheel.growFactor = -3
        #expect(wheel.spanFactor(forNotches: 5) == 1)
        wheel.growFactor = 1e9
        #expect(wheel.spanFactor(forNotches: 1) == 11)
        #expect(wheel.spanFactor(forNotches: .nan) == 1)
    }

    @Test func aZeroSizeSurfaceIgnoresTheWheel() {
        let surface = F.numeric([SCIMouseWheelZoomModifier()], frame: .zero)
        let ranges = F.ranges(surface)
        #expect(!F.scroll(surface, 3, at: .zero))
        #expect(F.ranges(surface) == ranges)
    }
}
