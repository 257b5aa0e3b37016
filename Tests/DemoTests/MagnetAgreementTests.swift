import Foundation
import SciChart
import Testing

@testable import scichart_demo

/// The magnet is one value: the context menu, the tool bar (which shows
/// ``ChartTools/magnetMode`` through the window's magnet action) and the status line read it
/// from the surface.
@MainActor
@Suite("The context menu, the tool bar and the status line agree on the magnet")
struct MagnetAgreementTests {
    /// The magnet the context menu shows checked.
    private func menuMagnet(_ page: ChartTools) -> SCIMagnetMode {
        let items = page.surface.contextMenuItems(at: .zero)
        if items.contains(where: { $0.action == .weakMagnet && $0.isChecked == true }) { return .weak }
        if items.contains(where: { $0.action == .snapToCandles && $0.isChecked == true }) { return .strong }
        return .off
    }

    private func menuItem(_ page: ChartTools, _ action: SCIChartMenuItem.Action) throws -> SCIChartMenuItem {
        try #require(page.surface.contextMenuItems(at: .zero).first { $0.action == action })
    }

    private func status(_ page: ChartTools) -> String {
        page.statusText(lastDrawn: nil, isTyping: false).text
    }

    @Test func everyPlaceShowsTheSameMagnet() throws {
        let page = ChartTools(surface: PageCharts.spyDaily(theme: .dark), magnet: .weak, active: .measure)
        #expect(page.magnetMode == .weak && menuMagnet(page) == .weak)
        #expect(status(page).hasSuffix(" · weak magnet (G)"))
        // The menu's strong magnet: the tool bar's value and the status line follow.
        try menuItem(page, .snapToCandles).perform()
        #expect(page.magnetMode == .strong && menuMagnet(page) == .strong)
        #expect(status(page).hasSuffix(" · strong magnet (G)"))
        // The menu turns it off.
        try menuItem(page, .snapToCandles).perform()
        #expect(page.magnetMode == .off && menuMagnet(page) == .off)
        #expect(!status(page).contains("magnet"))
        // The tool bar's value turns the weak one on: the menu and the status line follow.
        page.magnetMode = .weak
        #expect(menuMagnet(page) == .weak && status(page).hasSuffix(" · weak magnet (G)"))
        // The tools it does not act on say nothing of it, and keep the menu's check.
        for tool in [DemoTool.freehand, .text, .pan] {
            page.select(tool)
            #expect(!status(page).contains("magnet"), "\(tool)")
            #expect(menuMagnet(page) == .weak)
        }
        #expect(page.creationModifier(for: .freehand)?.magnetMode == .off)
        #expect(page.creationModifier(for: .text)?.magnetMode == .off)
    }

    @Test(
        "a click far above the bars stays there but with the strong magnet", arguments: SCIMagnetMode.allCases
    )
    func aClickFarFromThePricesSnapsOnlyWithTheStrongMagnet(magnet: SCIMagnetMode) throws {
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
        // The top of the view is far above every bar there: only the strong magnet brings it down.
        let range = surface.yAxes[0].visibleRange
        let pulled = y < range.max - (range.max - range.min) * 0.05
        #expect(pulled == (magnet == .strong), "\(magnet): \(y) in \(range.min)...\(range.max)")
    }
}
