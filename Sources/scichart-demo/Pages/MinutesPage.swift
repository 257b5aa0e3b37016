import SciChart

/// The S&P 500's minute bars.
@MainActor
final class MinutesPage: DemoPage {
    let chart: ChartPage

    init(theme: SCIChartTheme, magnet: SCIMagnetMode, tool: DemoTool) {
        chart = ChartPage(
            name: "minutes", title: "S&P 500 minutes", surface: PageCharts.sp500Minutes(theme: theme),
            magnet: magnet, tool: tool)
    }
}
