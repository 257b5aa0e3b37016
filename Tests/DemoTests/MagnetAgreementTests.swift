import Foundation
import SciChart
import Testing

@testable import scichart_demo

/// The magnet is one value: the context menu, the tool bar (which shows ``ChartTools/isMagnetOn``
/// through the window's magnet action) and the status line read it from the surface.
@MainActor
@Suite("The context menu, the tool bar and the status line agree on the magnet")
struct MagnetAgreementTests {
    private func menuMagnet(_ page: ChartTools) throws -> SCIChartMenuItem {
        try #require(page.surface.contextMenuItems(at: .zero).first { $0.action == .snapToCandles })
    }

    @Test func everyPlaceShowsTheSameMagnet() throws {
        let page = ChartTools(surface: PageCharts.spyDaily(theme: .dark), magnet: true, active: .measure)
        #expect(page.isMagnetOn)
        #expect(try menuMagnet(page).isChecked == true)
        #expect(page.statusText(lastDrawn: nil, isTyping: false).text.hasSuffix(" · magnet on (G)"))
        // The menu turns it off: the tool bar's value and the status line follow.
        try menuMagnet(page).perform()
        #expect(!page.isMagnetOn)
        #expect(try menuMagnet(page).isChecked == false)
        #expect(!page.statusText(lastDrawn: nil, isTyping: false).text.contains("magnet"))
        // The tool bar's value turns it on again: the menu and the status line follow.
        page.isMagnetOn = true
        #expect(try menuMagnet(page).isChecked == true)
        #expect(page.statusText(lastDrawn: nil, isTyping: false).text.hasSuffix(" · magnet on (G)"))
        // The tools it does not act on say nothing of it, and a note or a stroke still does
        // not turn the menu's check off.
        for tool in [DemoTool.freehand, .text, .pan] {
            page.select(tool)
            #expect(!page.statusText(lastDrawn: nil, isTyping: false).text.contains("magnet"), "\(tool)")
            #expect(try menuMagnet(page).isChecked == true)
        }
        #expect(page.creationModifier(for: .freehand)?.snapToCandles == false)
        #expect(page.creationModifier(for: .text)?.snapToCandles == false)
    }

    @Test func aPagePlacesPointsOnCandlesOnlyWithTheMagnetOn() throws {
        for magnet in [true, false] {
            let page = ChartTools(
                surface: PageCharts.spyDaily(theme: .dark), magnet: magnet, active: .horizontalLine)
            let surface = page.surface
            _ = surface.renderFrame()
            let area = surface.seriesAreaFrame
            let point = CGPoint(x: area.midX, y: area.minY + 5)
            surface.handlePointer(SCIPointerEvent(phase: .began, location: point, timestamp: 1))
            surface.handlePointer(SCIPointerEvent(phase: .ended, location: point, timestamp: 1.05))
            let line = try #require(surface.drawings.first)
            let y = try #require(line.dataPoints.first?.y)
            // The top of the view is far above every bar there: only the magnet brings it down.
            let top = surface.yAxes[0].visibleRange.max
            #expect(
                magnet ? y < top - (top - surface.yAxes[0].visibleRange.min) * 0.01 : y > top * 0.99,
                "magnet \(magnet)")
        }
    }
}
