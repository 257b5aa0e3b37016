import SciChart

/// SPY's daily candles, 2008 to 2017, with the 50- and 200-day averages.
@MainActor
final class SpyDailyPage: DemoPage {
    let chart: ChartPage

    init(theme: SCIChartTheme, magnet: SCIMagnetMode, tool: DemoTool) {
        chart = ChartPage(
            name: "spy", title: "SPY daily", surface: PageCharts.spyDaily(theme: theme), magnet: magnet,
            tool: tool)
    }
}
