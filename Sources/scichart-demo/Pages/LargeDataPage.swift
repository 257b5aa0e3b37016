import SciChart

/// 1e8 points read from SQLite where they are stored (see ``LargeData``), opened when the
/// page first comes into view.
@MainActor
final class LargeDataPage: DemoPage {
    let chart: ChartPage
    private let data: LargeData

    init(theme: SCIChartTheme, magnet: SCIMagnetMode, tool: DemoTool) {
        data = LargeData(theme: theme)
        chart = ChartPage(
            name: "large", title: "Large data", surface: data.surface, magnet: magnet, tool: tool)
    }

    /// The points are opened in the background when the page is first shown, and shown whole:
    /// the view is not kept between runs.
    var keepsVisibleRange: Bool { false }

    func didAppear() {
        data.start()
    }
}
