import Foundation
import Gallery
import SciChart
import Testing

@testable import scichart_demo

@MainActor
@Suite("The workspace page: the tools on the price pane, one crosshair through four panes")
struct WorkspacePageTests {
    @Test("a hover on the RSI pane moves the price pane's crosshair; a pan with the tools moves every pane")
    func toolsJoinThePanes() {
        let panes = GalleryCharts.spyWorkspace(
            size: CGSize(width: 1200, height: 700), pricePaneModifiers: false)
        let tools = ChartPage.workspaceTools(on: panes, magnet: .strong, active: .pan)
        panes.group.settleLayouts()
        #expect(panes.cursors.count == 3, "the tools bring the price pane's")
        let rsiArea = panes.rsi.seriesAreaFrame
        let point = CGPoint(x: rsiArea.minX + rsiArea.width * 0.4, y: rsiArea.midY)
        panes.rsi.handlePointer(SCIPointerEvent(phase: .hovered, location: point, timestamp: 0))
        for surface in panes.surfaces { _ = surface.renderFrame() }
        #expect(tools.crosshair.crosshairLocation?.x == point.x)
        #expect(tools.crosshair.valuesLineText.hasPrefix("SPY O "))
        #expect(!panes.price.chartModifiers.contains { $0 === tools.legend })
        let before = panes.sharedXRange.copy()
        let area = panes.price.seriesAreaFrame
        let start = CGPoint(x: area.midX, y: area.midY)
        panes.price.handlePointer(SCIPointerEvent(phase: .began, location: start, timestamp: 1))
        panes.price.handlePointer(
            SCIPointerEvent(phase: .moved, location: CGPoint(x: start.x - 150, y: start.y), timestamp: 1.05))
        panes.price.handlePointer(
            SCIPointerEvent(phase: .ended, location: CGPoint(x: start.x - 150, y: start.y), timestamp: 1.1))
        #expect(panes.sharedXRange.min > before.min)
        #expect(panes.volume.xAxes[0].visibleRange == panes.sharedXRange)
    }

    @Test("the page shows Bollinger bands, and a pan stops a few bars past the last")
    func panningStopsPastTheLastBar() {
        let panes = GalleryCharts.spyWorkspace(
            size: CGSize(width: 1200, height: 700), pricePaneModifiers: false)
        PageCharts.prepareWorkspace(panes)
        #expect(panes.showsBollinger)
        panes.group.settleLayouts()
        let last = Double(panes.prices.count - 1)
        // A long drag toward the future on the MACD pane.
        let macd = panes.macd
        let area = macd.seriesAreaFrame
        let start = CGPoint(x: area.maxX - 10, y: area.midY)
        macd.handlePointer(SCIPointerEvent(phase: .began, location: start, timestamp: 0))
        macd.handlePointer(
            SCIPointerEvent(
                phase: .moved, location: CGPoint(x: area.minX + 10, y: area.midY), timestamp: 0.05))
        macd.handlePointer(
            SCIPointerEvent(phase: .ended, location: CGPoint(x: area.minX + 10, y: area.midY), timestamp: 0.1)
        )
        let range = panes.sharedXRange
        #expect(range.max <= last + PageCharts.marginBars + 1e-9, "\(range)")
        #expect(range.max > last + PageCharts.marginBars - 1, "the pan went as far as it may: \(range)")
    }
}
