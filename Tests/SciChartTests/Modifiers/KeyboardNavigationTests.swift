import Foundation
import Testing

@testable import SciChart

/// The keys of ``SCIKeyboardNavigationModifier``: a bar or a screen at a time, zoom around the
/// pointer or the middle, the first and the last bar, and the arrows left to a selected
/// drawing.
@Suite struct KeyboardNavigationTests {
    /// Daily-spaced bars (x 0, 2, 4, ... 198) on a numeric axis showing 50 to 150.
    static func surface(category: Bool = false) -> (SCIChartSurface, SCIKeyboardNavigationModifier) {
        let surface = SCIChartSurface(frame: Fixture.frame)
        let xAxis: SCIAxisBase = category ? SCICategoryDateAxis() : SCINumericAxis()
        xAxis.visibleRange = category ? SCIDoubleRange(min: 20, max: 60) : SCIDoubleRange(min: 50, max: 150)
        surface.xAxes.add(xAxis)
        let yAxis = SCINumericAxis()
        yAxis.visibleRange = SCIDoubleRange(min: 0, max: 10)
        surface.yAxes.add(yAxis)
        let data = SCIXyDataSeries(xType: category ? .date : .double, yType: .double)
        let start = category ? 1_600_000_000.0 : 0
        let step = category ? 86_400.0 : 2
        let xs: [Double] = (0..<100).map { start + Double($0) * step }
        let ys: [Double] = (0..<100).map { Double($0 % 10) }
        data.append(x: xs, y: ys)
        let line = SCIFastLineRenderableSeries()
        line.dataSeries = data
        surface.renderableSeries.add(line)
        let keys = SCIKeyboardNavigationModifier()
        surface.chartModifiers.add(keys)
        _ = surface.renderDisplayList()
        return (surface, keys)
    }

    static func close(_ range: SCIDoubleRange, _ min: Double, _ max: Double) -> Bool {
        abs(range.min - min) < 1e-6 && abs(range.max - max) < 1e-6
    }

    @Test func theArrowsPanABarAndWithShiftAScreen() {
        let (surface, _) = Self.surface()
        let axis = surface.xAxes[0]
        #expect(surface.handleKey(.right))
        #expect(Self.close(axis.visibleRange, 52, 152))
        #expect(surface.handleKey(.left))
        #expect(surface.handleKey(.left))
        #expect(Self.close(axis.visibleRange, 48, 148))
        #expect(surface.handleKey(.right, modifiers: .shift))
        #expect(Self.close(axis.visibleRange, 148, 248))
        #expect(surface.handleKey(.left, modifiers: .shift))
        #expect(Self.close(axis.visibleRange, 48, 148))
    }

    @Test func onACategoryAxisABarIsASlot() {
        let (surface, _) = Self.surface(category: true)
        let axis = surface.xAxes[0]
        #expect(surface.handleKey(.left))
        #expect(Self.close(axis.visibleRange, 19, 59))
        #expect(surface.handleKey(.end))
        #expect(Self.close(axis.visibleRange, 59.5, 99.5))
        #expect(surface.handleKey(.home))
        #expect(Self.close(axis.visibleRange, -0.5, 39.5))
    }

    @Test func homeAndEndShowTheFirstAndLastBarAndKeepTheSpan() {
        let (surface, _) = Self.surface()
        let axis = surface.xAxes[0]
        #expect(surface.handleKey(.end))
        #expect(Self.close(axis.visibleRange, 99, 199))
        #expect(surface.handleKey(.home))
        #expect(Self.close(axis.visibleRange, -1, 99))
    }

    @Test func zoomKeepsThePointerPlaceElseTheMiddle() {
        let (surface, _) = Self.surface()
        let axis = surface.xAxes[0]
        #expect(surface.handleKey(.plus))
        #expect(Self.close(axis.visibleRange, 60, 140))  // 80 % of 100 around 100
        #expect(surface.handleKey(.minus))
        #expect(Self.close(axis.visibleRange, 50, 150))
        // The pointer over x = 75: that value stays under it.
        let point = surface.point(x: 75, y: 5)
        surface.handlePointer(SCIPointerEvent(phase: .hovered, location: point))
        #expect(surface.handleKey(.up))
        let range = axis.visibleRange.copy()
        #expect(abs((range.max - range.min) - 80) < 1e-6)
        let fraction = (75 - range.min) / (range.max - range.min)
        #expect(abs(fraction - 0.25) < 1e-6)
        #expect(surface.handleKey(.down))
        #expect(Self.close(axis.visibleRange, 50, 150))
    }

    @Test func theArrowsBelongToASelectedDrawing() {
        let (surface, measure, _) = EditingFixture.surface()
        let keys = SCIKeyboardNavigationModifier()
        surface.chartModifiers.add(keys)
        let axis = surface.xAxes[0]
        let before = axis.visibleRange.copy()
        EditingFixture.tap(surface, EditingFixture.centre(measure))
        #expect(surface.selectedAnnotation === measure)
        let points = measure.dataPoints
        #expect(surface.handleKey(.right))
        #expect(axis.visibleRange == before)
        #expect(measure.dataPoints != points)
        // Zoom and Home still navigate.
        #expect(surface.handleKey(.minus))
        #expect(axis.visibleRange != before)
        // Nothing selected: the arrows pan.
        #expect(surface.handleKey(.escape))
        let zoomed = axis.visibleRange.copy()
        #expect(surface.handleKey(.left))
        #expect(axis.visibleRange.min < zoomed.min)
    }

    @Test func rangesStayInsideTheLimit() {
        let (surface, _) = Self.surface()
        let axis = surface.xAxes[0]
        axis.visibleRangeLimit = SCIDoubleRange(min: 0, max: 200)
        #expect(surface.handleKey(.right, modifiers: .shift))
        #expect(Self.close(axis.visibleRange, 100, 200))
        #expect(surface.handleKey(.home))
        #expect(Self.close(axis.visibleRange, 0, 100))
    }

    @Test func anAxisThatAlwaysFitsItsDataDoesNotMove() {
        let (surface, _) = Self.surface()
        let axis = surface.xAxes[0]
        axis.autoRange = .always
        _ = surface.renderDisplayList()
        let before = axis.visibleRange.copy()
        #expect(!surface.handleKey(.right))
        #expect(!surface.handleKey(.plus))
        #expect(axis.visibleRange == before)
    }
}
