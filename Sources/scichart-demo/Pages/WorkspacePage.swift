import Foundation
import Gallery
import SciChart

/// A workspace of linked panes: SPY's prices with Bollinger bands and the 50- and 200-day
/// averages, MACD, RSI and volume, with a menu that adds and removes indicator panes.
@MainActor
final class WorkspacePage: DemoPage {
    let chart: ChartPage
    let panes: StockChartPanes
    /// The panes' heights as restored, kept again while the pane view has no size yet (the
    /// page not shown in this run).
    private var restoredHeights: [Double]?

    init(theme: SCIChartTheme, magnet: SCIMagnetMode, tool: DemoTool) {
        panes = GalleryCharts.spyWorkspace(
            theme: theme, size: CGSize(width: 1200, height: 700), paneModifiers: false)
        chart = ChartPage(name: "workspace", title: "Workspace", panes: panes, magnet: magnet, tool: tool)
        PageCharts.prepareWorkspace(panes)
        if let paneView = chart.paneView {
            chart.controls = PageControls(workspace: panes, paneView: paneView, title: "SPY · daily")
        }
    }

    /// The view, and which indicator panes show and how high.
    func settings() -> PageSettings {
        var settings = chart.settings(keepingRange: true)
        settings.studies = panes.studies.map(\.rawValue)
        settings.bollinger = panes.showsBollinger
        let heights = chart.paneView?.paneHeights ?? []
        settings.paneHeights = heights.contains { $0 > 0 } ? heights : restoredHeights
        return settings
    }

    /// Shows the studies kept (unknown names left out), then the view and the panes' heights.
    func restore(_ settings: PageSettings) {
        if let studies = settings.studies {
            chart.controls?.select(
                studies: studies.compactMap(StockChartPanes.Study.init(rawValue:)),
                bollinger: settings.bollinger ?? panes.showsBollinger)
        }
        chart.restore(settings)
        restoredHeights = settings.paneHeights
        if let heights = settings.paneHeights, heights.count == chart.paneView?.views.count {
            for (index, height) in heights.enumerated().dropLast() {
                chart.paneView?.setHeight(height, ofPane: index)
            }
        }
    }
}
