import Foundation
import Gallery
import SciChart
import Testing

@testable import scichart_demo

@MainActor
@Suite("The workspace page: the tools on every pane, one crosshair through the panes")
struct WorkspacePageTests {
    /// The workspace as the page makes it: every study's pane made, the page's tools on each.
    static func workspace(tool: DemoTool = .pan) -> (StockChartPanes, [ChartTools]) {
        let panes = GalleryCharts.spyWorkspace(size: CGSize(width: 1200, height: 700), paneModifiers: false)
        for study in StockChartPanes.Study.allCases { _ = panes.surface(for: study) }
        let tools = panes.drawingsPanes.map {
            ChartPage.workspaceTools(on: $0.surface, magnet: .weak, active: tool)
        }
        panes.group.settleLayouts()
        return (panes, tools)
    }

    static func drag(_ surface: SCIChartSurface, from start: CGPoint, to end: CGPoint, at time: Double = 0) {
        surface.handlePointer(SCIPointerEvent(phase: .began, location: start, timestamp: time))
        let middle = CGPoint(x: (start.x + end.x) / 2, y: (start.y + end.y) / 2)
        surface.handlePointer(SCIPointerEvent(phase: .moved, location: middle, timestamp: time + 0.05))
        surface.handlePointer(SCIPointerEvent(phase: .moved, location: end, timestamp: time + 0.1))
        surface.handlePointer(SCIPointerEvent(phase: .ended, location: end, timestamp: time + 0.15))
    }

    @Test("a hover on the RSI pane moves the price pane's crosshair; a pan with the tools moves every pane")
    func toolsJoinThePanes() {
        let (panes, paneTools) = Self.workspace()
        let tools = paneTools[0]
        #expect(panes.cursors.isEmpty, "the workspace's own modifiers are not added")
        #expect(
            paneTools.map(\.surface.chartModifiers.count).allSatisfy {
                $0 == paneTools[0].surface.chartModifiers.count
            })
        let rsiArea = panes.rsi.seriesAreaFrame
        let point = CGPoint(x: rsiArea.minX + rsiArea.width * 0.4, y: rsiArea.midY)
        panes.rsi.handlePointer(SCIPointerEvent(phase: .hovered, location: point, timestamp: 0))
        for surface in panes.surfaces { _ = surface.renderFrame() }
        #expect(tools.crosshair.crosshairLocation?.x == point.x)
        #expect(tools.crosshair.valuesLineText.hasPrefix("SPY O "))
        #expect(
            paneTools[2].crosshair.valuesLineText.hasPrefix("RSI "),
            "\(paneTools[2].crosshair.valuesLineText)")
        #expect(
            !paneTools.contains { tools in tools.surface.chartModifiers.contains { $0 === tools.legend } })
        let before = panes.sharedXRange.copy()
        let area = panes.price.seriesAreaFrame
        let start = CGPoint(x: area.midX, y: area.midY)
        Self.drag(panes.price, from: start, to: CGPoint(x: start.x - 150, y: start.y), at: 1)
        #expect(panes.sharedXRange.min > before.min)
        #expect(panes.volume.xAxes[0].visibleRange == panes.sharedXRange)
    }

    @Test("every drawing tool draws on an indicator pane, in that pane's axes, and the chart does not pan")
    func everyToolDrawsOnAnIndicatorPane() throws {
        for tool in DemoTool.allCases where tool != .pan {
            let (panes, paneTools) = Self.workspace(tool: tool)
            let rsi = panes.rsi
            let area = rsi.seriesAreaFrame
            let before = panes.sharedXRange.copy()
            let modifier = try #require(paneTools[2].creationModifier(for: tool))
            // Points across the pane, clicked (or dragged, for tools that open with a drag)
            // until the tool is done.
            var time = 0.0
            var step = 0
            while rsi.drawings.isEmpty, step < 12 {
                let x = area.minX + area.width * (0.2 + 0.06 * Double(step))
                let y = area.minY + area.height * (step.isMultiple(of: 2) ? 0.3 : 0.7)
                let next = CGPoint(x: x + area.width * 0.05, y: area.maxY - (y - area.minY))
                if tool.facts.opensWithDrag || step == 0 && modifier.pointCount == 2 {
                    Self.drag(rsi, from: CGPoint(x: x, y: y), to: next, at: time)
                } else {
                    rsi.handlePointer(
                        SCIPointerEvent(phase: .began, location: CGPoint(x: x, y: y), timestamp: time))
                    rsi.handlePointer(
                        SCIPointerEvent(phase: .ended, location: CGPoint(x: x, y: y), timestamp: time + 0.05))
                }
                time += 1
                step += 1
            }
            if tool == .text {
                rsi.handleText("RSI")
                rsi.handleKey(.enter)
            }
            #expect(rsi.drawings.count == 1, "\(tool)")
            #expect(panes.price.drawings.isEmpty, "\(tool)")
            #expect(panes.sharedXRange == before, "\(tool) panned the chart")
            // Its points are RSI values (0 to 100), not prices.
            let ys = rsi.drawings.first?.dataPoints.map(\.y) ?? []
            #expect(ys.allSatisfy { (-10...110).contains($0) }, "\(tool): \(ys)")
        }
    }

    @Test("the panes' drawings are saved with their panes and come back on them; undo spans the panes")
    func drawingsAreKeptPerPane() throws {
        let (panes, _) = Self.workspace()
        let level = SCIHorizontalLineAnnotation()
        level.set(x1: 100)
        level.set(y1: 70)
        panes.surface(for: .atr).annotations.add(level)
        let trend = SCILineAnnotation()
        trend.set(x1: 100)
        trend.set(y1: 200)
        trend.set(x2: 150)
        trend.set(y2: 210)
        panes.price.annotations.add(trend)
        let data = try PaneDrawings(panes: panes.drawingsPanes).saveDrawings()
        let (next, _) = Self.workspace()
        let drawings = PaneDrawings(panes: next.drawingsPanes)
        try drawings.loadDrawings(from: data, replacing: false)
        #expect(drawings.drawingCount == 2)
        #expect(next.price.drawings.count == 1 && next.surface(for: .atr).drawings.count == 1)
        #expect(next.rsi.drawings.isEmpty)
        // One undo, on any pane, takes the whole load back; removing all is one step too.
        #expect(next.rsi.undo())
        #expect(drawings.drawingCount == 0)
        #expect(next.macd.redo())
        #expect(SCIChartSurface.removeAllDrawings(on: next.drawingsPanes.map(\.surface)) == 2)
        #expect(drawings.drawingCount == 0)
        #expect(next.volume.undo())
        #expect(drawings.drawingCount == 2)
    }

    @Test("the page shows Bollinger bands, and a pan stops a few bars past the last")
    func panningStopsPastTheLastBar() {
        let (panes, _) = Self.workspace()
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
