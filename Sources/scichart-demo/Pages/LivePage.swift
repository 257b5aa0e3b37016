import Foundation
import SciChart

/// A live feed's candles, drawn as the ticks come, with a "back to the latest" button and an
/// alert level that tells of each crossing.
@MainActor
final class LivePage: DemoPage {
    let chart: ChartPage
    private let feed = LiveFeed()

    init(theme: SCIChartTheme, magnet: SCIMagnetMode, tool: DemoTool) {
        chart = ChartPage(
            name: "live", title: "Live", surface: PageCharts.live(theme: theme, feed: feed), magnet: magnet,
            tool: tool)
        let follower = LatestFollower(
            axis: chart.surface.xAxes[0], bars: feed.candles, interval: LiveFeed.barSeconds,
            schedule: { Idle.onMainLoop($0) })
        chart.controls = PageControls(live: Widget(chart.chartWidget), follower: follower)
        // The feed's 25 ticks a second drawn five times a second: the latest price is never
        // more than a fifth of a second old on a chart of two-second candles, and the page
        // takes a few percent of a core, not a frame a tick (the user's pans and hovers still
        // draw at the display's rate).
        chart.view.preferredFramesPerSecond = 5
    }

    /// The view follows the feed: it is not kept between runs.
    var keepsVisibleRange: Bool { false }

    /// Starts the feed, and puts the alert level a little above the last price.
    func start(host: any DemoPageHost) {
        feed.start()
        guard let line = PageCharts.alertLine(of: chart.surface),
            let last = feed.prices.yValue(at: feed.prices.count - 1)
        else { return }
        line.set(y1: (last * 1.002 * 100).rounded() / 100)
        line.setAlert(on: feed.prices) { [weak self, weak host] alert in
            MainActor.assumeIsolated {
                guard let self, let host else { return }
                self.alerted(alert, host: host)
            }
        }
    }

    func stop() {
        feed.stop()
    }

    /// Logs an alert and says it (while the page is in view).
    private func alerted(_ alert: SCIPriceAlert, host: any DemoPageHost) {
        let level = String(format: "%.2f", alert.level)
        host.record("alert \(alert.direction == .up ? "up" : "down") level=\(level)")
        host.say(
            Self.alertMessage(
                upward: alert.direction == .up, level: alert.level, value: alert.value, x: alert.x,
                on: chart.surface), from: self)
    }

    /// What an alert says: the level crossed, which way, and the value and time that
    /// crossed it, each written as the chart writes it (the price axis' text, the time axis'
    /// clock, as the crosshair's badges read them).
    static func alertMessage(
        upward: Bool, level: Double, value: Double, x: Double, on surface: SCIChartSurface
    )
        -> String
    {
        let price = { (value: Double) in surface.yAxes.first?.formatCursorText(value) ?? "\(value)" }
        let time = surface.xAxes.first?.formatCursorText(x) ?? "\(x)"
        return "Alert: the price crossed \(price(level)) \(upward ? "upward" : "downward") "
            + "(\(price(value)) at \(time))"
    }
}
