import SciChart

/// One page of the demo's window. The window knows pages only through this protocol: it
/// shows each page's chart (``chart``) in its stack, in the order of ``DemoPages/all``, and
/// tells the page when it comes into view and when the window closes. A new page is a type
/// that conforms, added to that list.
@MainActor
protocol DemoPage: AnyObject {
    /// The page's chart, its tools and the controls shown with it.
    var chart: ChartPage { get }
    /// Starts what the page runs on its own (a feed), once the window is built; `host` takes
    /// what the page has to say.
    func start(host: any DemoPageHost)
    /// The page came into view.
    func didAppear()
    /// The window is closing: stop what ``start(host:)`` started.
    func stop()
    /// Whether the page's x range is the user's to keep between runs (not when the page
    /// follows its data on its own).
    var keepsVisibleRange: Bool { get }
    /// The page's view as it is now, to keep for the next run.
    func settings() -> PageSettings
    /// Puts the page's view back as ``settings()`` kept it.
    func restore(_ settings: PageSettings)
}

extension DemoPage {
    func start(host: any DemoPageHost) {}
    func didAppear() {}
    func stop() {}
    var keepsVisibleRange: Bool { true }
    func settings() -> PageSettings { chart.settings(keepingRange: keepsVisibleRange) }
    func restore(_ settings: PageSettings) { chart.restore(settings) }
}

/// What a page may ask of the window it is in.
@MainActor
protocol DemoPageHost: AnyObject {
    /// Writes `line` to the log.
    func record(_ line: String)
    /// Shows `message` on the message line while `page` is in view.
    func say(_ message: String, from page: any DemoPage)
}

/// The demo's pages, in the window's order.
@MainActor
enum DemoPages {
    /// Makes every page, in `theme`, with the magnet `magnet` and `tool` active.
    static func all(theme: SCIChartTheme, magnet: SCIMagnetMode, tool: DemoTool) -> [any DemoPage] {
        [
            SpyDailyPage(theme: theme, magnet: magnet, tool: tool),
            MinutesPage(theme: theme, magnet: magnet, tool: tool),
            LivePage(theme: theme, magnet: magnet, tool: tool),
            WorkspacePage(theme: theme, magnet: magnet, tool: tool),
            LargeDataPage(theme: theme, magnet: magnet, tool: tool),
        ]
    }
}
