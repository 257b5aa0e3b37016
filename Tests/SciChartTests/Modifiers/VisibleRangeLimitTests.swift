import Foundation
import Testing

@testable import SciChart

/// `visibleRangeLimit` bounds what pans and zooms show: a range leaving it is moved back
/// inside with its span, one wider than it becomes it; code that sets `visibleRange` is not
/// bounded, and with no limit nothing changes.
@Suite struct VisibleRangeLimitTests {
    typealias F = NavigationFixture

    static func range(_ min: Double, _ max: Double) -> SCIDoubleRange { SCIDoubleRange(min: min, max: max) }

    @Test(arguments: [
        // (mode, range, limit, expected)
        (SCIRangeClipMode.minMax, range(10, 20), range(0, 100), range(10, 20)),
        (.minMax, range(-5, 5), range(0, 100), range(0, 10)),
        (.minMax, range(95, 105), range(0, 100), range(90, 100)),
        (.minMax, range(-10, 120), range(0, 100), range(0, 100)),
        (.minMax, range(0, 100), range(0, 100), range(0, 100)),
        (.min, range(-5, 5), range(0, 100), range(0, 10)),
        (.min, range(95, 105), range(0, 100), range(95, 105)),
        (.min, range(-50, 200), range(0, 100), range(0, 250)),
        (.max, range(95, 105), range(0, 100), range(90, 100)),
        (.max, range(-5, 5), range(0, 100), range(-5, 5)),
        // A limit that bounds nothing: reversed, empty, not finite.
        (.minMax, range(-5, 5), range(100, 0), range(-5, 5)),
        (.minMax, range(-5, 5), range(3, 3), range(-5, 5)),
        (.minMax, range(-5, 5), range(-.infinity, 0), range(-5, 5)),
        (.minMax, range(-5, 5), range(.nan, 10), range(-5, 5)),
    ])
    func theClipRule(
        mode: SCIRangeClipMode, range: SCIDoubleRange, limit: SCIDoubleRange, expected: SCIDoubleRange
    ) {
        #expect(mode.clip(range, to: limit) == expected)
    }

    @Test func aPanStopsAtTheLimitAndKeepsItsSpan() {
        let surface = F.numeric([SCIZoomPanModifier()])
        let x = surface.xAxes[0]
        x.visibleRangeLimit = SCIDoubleRange(min: -10, max: 110)
        let start = F.point(surface, 0.5, 0.5)
        // Dragging right by most of the chart would show x from about -80.
        surface.drag([start, CGPoint(x: start.x + 300, y: start.y), CGPoint(x: start.x + 600, y: start.y)])
        #expect(F.close(x.visibleRange.min, -10, scale: 100))
        #expect(F.close(x.visibleRange.max, 90, scale: 100))
        // The y axis has no limit: it moves freely.
        let y = surface.yAxes[0]
        surface.drag([start, CGPoint(x: start.x, y: start.y - 2_000)])
        #expect(y.visibleRange.min < -100)
    }

    /// A zoom that would show less than `minimalZoomConstrain` or more than
    /// `maximumZoomConstrain` leaves the range as it is; a pan is never held by them.
    @Test func zoomConstrainsHoldTheSpan() {
        let surface = F.numeric([SCIMouseWheelZoomModifier(), SCIZoomPanModifier()])
        let x = surface.xAxes[0]
        x.minimalZoomConstrain = NSNumber(value: 10)
        x.maximumZoomConstrain = NSNumber(value: 150)
        let pointer = F.point(surface, 0.5, 0.5)
        var spans: [Double] = []
        for _ in 0..<30 {
            F.scroll(surface, -1, at: pointer)
            spans.append(x.visibleRange.max - x.visibleRange.min)
        }
        #expect(spans.min()! >= 10 && spans.first! < 100, "zoomed in, down to the minimal span: \(spans)")
        #expect(spans.last! < 20)
        for _ in 0..<40 { F.scroll(surface, 1, at: pointer) }
        let span = x.visibleRange.max - x.visibleRange.min
        #expect(span <= 150 && span > 100, "zoomed out, up to the maximum span: \(span)")
        // A pan keeps its span and moves.
        let before = x.visibleRange.min
        surface.drag([pointer, CGPoint(x: pointer.x + 100, y: pointer.y)])
        #expect(x.visibleRange.min != before)
        #expect(abs(x.visibleRange.max - x.visibleRange.min - span) < 1e-6)
    }

    @Test func aWheelZoomOutStopsAtTheLimit() {
        let surface = F.numeric([SCIMouseWheelZoomModifier()])
        let x = surface.xAxes[0]
        x.visibleRangeLimit = SCIDoubleRange(min: -20, max: 120)
        let pointer = F.point(surface, 0.2, 0.5)
        for _ in 0..<20 { F.scroll(surface, 1, at: pointer) }
        #expect(F.close(x.visibleRange.min, -20, scale: 100))
        #expect(F.close(x.visibleRange.max, 120, scale: 100))
        // Zooming in again works from there.
        F.scroll(surface, -3, at: pointer)
        #expect(x.visibleRange.max - x.visibleRange.min < 140)
        #expect(x.visibleRange.min >= -20 && x.visibleRange.max <= 120)
    }

    @Test func onlyTheBoundedEndStopsAPan() {
        let surface = F.numeric([SCIZoomPanModifier()])
        let x = surface.xAxes[0]
        x.visibleRangeLimit = SCIDoubleRange(min: 0, max: 100)
        x.visibleRangeLimitMode = .max
        let start = F.point(surface, 0.5, 0.5)
        // Dragging left shows later values: stopped at 100.
        surface.drag([start, CGPoint(x: start.x - 400, y: start.y)])
        #expect(F.close(x.visibleRange.max, 100, scale: 100))
        // Dragging right shows earlier ones, below the limit's minimum: not bounded.
        surface.drag([start, CGPoint(x: start.x + 1_200, y: start.y)])
        #expect(x.visibleRange.min < -50)
    }

    @Test func codeAndTheLackOfALimitAreNotBounded() {
        let surface = F.numeric([SCIZoomPanModifier()])
        let x = surface.xAxes[0]
        x.visibleRangeLimit = SCIDoubleRange(min: 0, max: 100)
        x.visibleRange = SCIDoubleRange(min: 200, max: 300)
        #expect(x.visibleRange == SCIDoubleRange(min: 200, max: 300))
        // Taking the limit away lets a pan go anywhere.
        x.visibleRangeLimit = nil
        let start = F.point(surface, 0.5, 0.5)
        surface.drag([start, CGPoint(x: start.x - 400, y: start.y)])
        #expect(x.visibleRange.min > 200)
    }

    @Test func aCategoryAxisIsBoundedInBars() {
        let surface = F.category(bars: 100, [SCIZoomPanModifier()])
        let x = surface.xAxes[0]
        // The data plus five bars either side.
        x.visibleRangeLimit = SCIDoubleRange(min: -5, max: 104)
        let start = F.point(surface, 0.5, 0.5)
        surface.drag([start, CGPoint(x: start.x - 5_000, y: start.y)])
        #expect(F.close(x.visibleRange.max, 104, scale: 100))
        #expect(F.close(x.visibleRange.max - x.visibleRange.min, 40, scale: 100))
    }
}
