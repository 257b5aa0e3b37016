import Foundation
import Gallery
import SciChart
import Testing

@testable import scichart_demo

@MainActor
@Suite("The demo's pages stop panning a little past their data")
struct PageChartsTests {
    /// Drags the chart by `dx` points, in one move.
    private func drag(_ surface: SCIChartSurface, by dx: Double) {
        let area = surface.seriesAreaFrame
        let start = CGPoint(x: Double(area.midX), y: Double(area.midY))
        surface.handlePointer(SCIPointerEvent(phase: .began, location: start, timestamp: 0))
        surface.handlePointer(
            SCIPointerEvent(
                phase: .moved, location: CGPoint(x: Double(start.x) + dx, y: Double(start.y)), timestamp: 0.1)
        )
        surface.handlePointer(
            SCIPointerEvent(
                phase: .ended, location: CGPoint(x: Double(start.x) + dx, y: Double(start.y)), timestamp: 0.2)
        )
    }

    @Test func theDailyPageStopsAFewBarsPastEitherEnd() throws {
        let surface = PageCharts.spyDaily(theme: .dark)
        surface.chartModifiers.add(SCIZoomPanModifier())
        let data = try #require(surface.renderableSeries[0].dataSeries)
        let range = try #require(data.xRange)
        let bar = (range.max - range.min) / Double(data.count - 1)
        let span = surface.xAxes[0].visibleRange.diff
        // Far into the future: the view stops 20 bars past the last, keeping its span.
        for _ in 0..<10 { drag(surface, by: -2_000) }
        let late = surface.xAxes[0].visibleRange.copy()
        #expect(abs(late.max - (range.max + PageCharts.marginBars * bar)) < 1)
        #expect(abs(late.diff - span) < 1)
        // And far into the past.
        for _ in 0..<100 { drag(surface, by: 2_000) }
        #expect(abs(surface.xAxes[0].visibleRange.min - (range.min - PageCharts.marginBars * bar)) < 1)
    }

    @Test func theMinutesPageStopsInBars() throws {
        let surface = PageCharts.sp500Minutes(theme: .dark)
        surface.chartModifiers.add(SCIZoomPanModifier())
        let count = try #require(surface.renderableSeries[0].dataSeries).count
        for _ in 0..<10 { drag(surface, by: -2_000) }
        #expect(abs(surface.xAxes[0].visibleRange.max - (Double(count - 1) + PageCharts.marginBars)) < 1e-6)
        for _ in 0..<10 { drag(surface, by: 2_000) }
        #expect(abs(surface.xAxes[0].visibleRange.min + PageCharts.marginBars) < 1e-6)
    }
}
