import Foundation
import Gallery
import SciChart
import SciChartCairo
import SciChartIndicators

extension Bench {
    /// The four-pane workspace (prices with SMA 50 and 200, MACD, RSI, volume) over 1e6
    /// daily candles at 1600 x 900, each pane painted by its own raster renderer as a window
    /// would: one pan step (every pane's chart redrawn), one pointer move with the crosshair
    /// through the four panes and their values lines (overlays only), and the same pan step
    /// with every bar in view.
    static func workspaceFigures() throws -> [Figure] {
        let bars = 1_000_000
        var generator = SplitMix(seed: 35)
        var level = 100.0
        let prices = SCIOhlcDataSeries(xType: .date, yType: .double)
        let volumes = SCIXyDataSeries(xType: .date, yType: .double)
        prices.reserveCapacity(bars)
        volumes.reserveCapacity(bars)
        var x: [Double] = []
        var open: [Double] = []
        var high: [Double] = []
        var low: [Double] = []
        var close: [Double] = []
        var volume: [Double] = []
        for index in 0..<bars {
            let next = max(1, level * (1 + (generator.unit() - 0.5) * 0.02))
            x.append(Double(index) * 86_400)
            open.append(level)
            close.append(next)
            high.append(max(level, next) * (1 + generator.unit() * 0.005))
            low.append(min(level, next) * (1 - generator.unit() * 0.005))
            volume.append(1e6 + generator.unit() * 1e7)
            level = next
        }
        prices.append(x: x, open: open, high: high, low: low, close: close)
        volumes.append(x: x, y: volume)
        let panes = StockChartPanes(prices: prices, volumes: volumes, size: CGSize(width: 1600, height: 900))
        let renderers = panes.surfaces.map { _ in SCIRasterRenderer() }
        func paintAll() throws {
            for (surface, renderer) in zip(panes.surfaces, renderers) {
                sink &+= try renderer.render(surface.renderFrame()).width
            }
        }
        // A trader's view: the last 500 bars.
        panes.sharedXRange.setMinMax(min: Double(bars - 500), max: Double(bars - 1))
        panes.group.settleLayouts()
        try paintAll()
        let price = panes.price
        let area = price.seriesAreaFrame
        let middle = CGPoint(x: area.midX, y: area.midY)
        var step = 0
        func panStep() throws {
            // Alternate left and right so the view stays among the last bars.
            step += 1
            let to = CGPoint(x: middle.x + (step % 2 == 0 ? 0 : 8), y: middle.y)
            price.handlePointer(SCIPointerEvent(phase: .moved, location: to, timestamp: Double(step) * 0.016))
            try paintAll()
        }
        price.handlePointer(SCIPointerEvent(phase: .began, location: middle, timestamp: 0))
        // The same step without painting: what the library's frames cost, the rest is Cairo's.
        let framesOnly = median(runs: 41) {
            step += 1
            let to = CGPoint(x: middle.x + (step % 2 == 0 ? 0 : 8), y: middle.y)
            price.handlePointer(SCIPointerEvent(phase: .moved, location: to, timestamp: Double(step) * 0.016))
            for surface in panes.surfaces { sink &+= surface.renderFrame().chartLayer.commands.count }
        }
        let pan = try median(runs: 41) { try panStep() }
        price.handlePointer(SCIPointerEvent(phase: .ended, location: middle, timestamp: 10))

        var hover = 0
        let crosshair = try median(runs: 101) {
            hover += 1
            let location = CGPoint(x: area.minX + area.width * Double(hover % 97 + 1) / 99, y: middle.y)
            price.handlePointer(
                SCIPointerEvent(phase: .hovered, location: location, timestamp: 20 + Double(hover)))
            try paintAll()
        }
        precondition(
            panes.cursors.allSatisfy { $0.crosshairLocation != nil }, "the crosshair is on every pane")
        precondition(panes.cursors[0].valuesLineText.hasPrefix("O "), "the price pane reads its bar")

        price.handlePointer(SCIPointerEvent(phase: .exited, location: middle, timestamp: 200))
        panes.sharedXRange.setMinMax(min: -0.5, max: Double(bars) - 0.5)
        try paintAll()
        price.handlePointer(SCIPointerEvent(phase: .began, location: middle, timestamp: 300))
        step = 0
        let panAll = try median(runs: 11) { try panStep() }
        price.handlePointer(SCIPointerEvent(phase: .ended, location: middle, timestamp: 400))
        return [
            Figure(
                key: "workspace_pan_frame_ms", value: pan, unit: "ms",
                note: "one pan step of 4 panes over 1e6 candles and their indicators, 500 bars shown, "
                    + "every pane redrawn and painted (at most 16)"),
            Figure(
                key: "workspace_pan_frames_only_ms", value: framesOnly, unit: "ms",
                note: "that pan step's four frames built, not painted"),
            Figure(
                key: "workspace_crosshair_ms", value: crosshair, unit: "ms",
                note: "one pointer move: the crosshair through 4 panes, values lines updated, overlays "
                    + "painted (at most 4)"),
            Figure(
                key: "workspace_pan_all_bars_ms", value: panAll, unit: "ms",
                note: "the same pan step with all 1e6 bars in view"),
        ]
    }
}
