import Foundation
import SciChart

extension GalleryCharts {
    /// SPY daily, February to April 2016, in `theme` (a high-contrast one): hollow rising
    /// candles, the legend, and the keyboard cursor on the 50-day average, as the keys C,
    /// Left (five times) and Down put it, with its values line.
    public static func spyKeyboardCursor(theme: SCIChartTheme) -> SCIChartSurface {
        let surface = spyDaily(theme: theme)
        surface.chartTitle = "SPY daily, spring 2016: the keyboard cursor on the 50-day average"
        surface.xAxes[0].visibleRange = SCIDoubleRange(min: day(2016, 2, 1), max: day(2016, 4, 30))
        surface.yAxes[0].autoRange = .always
        let legend = SCILegendModifier()
        legend.showCheckBoxes = true
        legend.position = [.bottom, .left]
        let cursor = SCICursorModifier()
        cursor.showsValuesLine = true
        surface.chartModifiers.add(items: SCIKeyboardNavigationModifier(), cursor, legend)
        surface.handleKey(.character("c"))
        for _ in 0..<5 { surface.handleKey(.left) }
        surface.handleKey(.down)
        return surface
    }
}
