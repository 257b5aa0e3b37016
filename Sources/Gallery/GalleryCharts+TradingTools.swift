import Foundation
import SciChart

extension GalleryCharts {
    /// SPY daily candles around a swing, for a drawing tool: the title, the dates shown and
    /// the y axis fitted to them.
    static func spyToolChart(theme: SCIChartTheme, title: String, from start: Double, to end: Double)
        -> SCIChartSurface
    {
        let surface = spyDaily(theme: theme)
        surface.chartTitle = title
        surface.xAxes[0].visibleRange = SCIDoubleRange(min: start, max: end)
        surface.yAxes[0].autoRange = .always
        return surface
    }

    /// A Fibonacci retracement of SPY's 2015 fall, from the July 20 high to the August 24
    /// low, its levels extended to the right: the September lows hold above the 0.786 level
    /// and the autumn rally climbs back through every level.
    public static func spyFibonacci(theme: SCIChartTheme = .dark) -> SCIChartSurface {
        let surface = spyToolChart(
            theme: theme, title: "SPY daily, 2015: Fibonacci retracement of the August fall",
            from: day(2015, 6, 1), to: day(2016, 1, 15))
        let tool = SCIFibonacciRetracementCreationModifier()
        tool.snapToCandles = true
        tool.isEditable = true
        tool.extendEnd = true
        surface.chartModifiers.add(tool)
        drag(on: surface, from: (day(2015, 7, 20), 213.8), to: (day(2015, 8, 24), 182.4))
        tool.isEnabled = false
        return surface
    }
}
