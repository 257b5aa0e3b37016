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

extension GalleryCharts {
    /// Andrews' pitchfork on SPY's 2016 rise (handle at the February low, upper and lower
    /// at the April high and May low), and a trend line under the 2016 lows.
    public static func spyPitchfork(theme: SCIChartTheme = .dark) -> SCIChartSurface {
        let surface = spyToolChart(
            theme: theme, title: "SPY daily, 2016: Andrews' pitchfork and a trend line",
            from: day(2016, 1, 15), to: day(2016, 12, 31))
        let pitchfork = SCIPitchforkCreationModifier()
        pitchfork.snapToCandles = true
        surface.chartModifiers.add(pitchfork)
        segment(on: surface, from: (day(2016, 2, 11), 181.0), to: (day(2016, 4, 20), 210.9))
        place(on: surface, at: (day(2016, 6, 27), 199.0))
        pitchfork.isEnabled = false
        let line = SCIExtendedLineCreationModifier()
        line.snapToCandles = true
        line.extendStart = false
        line.stroke = SCISolidPenStyle(color: 0xFFF5_A623, thickness: 2)
        surface.chartModifiers.add(line)
        segment(on: surface, from: (day(2016, 2, 11), 181.0), to: (day(2016, 6, 27), 199.0))
        line.isEnabled = false
        return surface
    }

    /// A long trade on SPY in 2016: a take-profit zone from the entry to the target, its
    /// prices and dates on the axes, and a stop-loss zone below the entry.
    public static func spyTradeZones(theme: SCIChartTheme = .dark) -> SCIChartSurface {
        let surface = spyToolChart(
            theme: theme, title: "SPY daily, 2016: take profit above the entry, stop loss below",
            from: day(2016, 5, 1), to: day(2016, 10, 31))
        let zones = SCIStopLossTakeProfitCreationModifier()
        zones.snapToCandles = true
        surface.chartModifiers.add(zones)
        drag(on: surface, from: (day(2016, 6, 28), 203.3), to: (day(2016, 8, 15), 218.7))
        zones.showAxisLabels = false
        zones.snapToCandles = false
        zones.labels = [
            SCIMultiPointLabel(text: "Stop", anchorMode: .point, pointIndex: 1, verticalTextPosition: .bottom)
        ]
        drag(on: surface, from: (day(2016, 6, 28), 203.3), to: (day(2016, 8, 15), 198.6))
        zones.isEnabled = false
        return surface
    }

    /// One press at `start`, a drag to `end` and the release there (data values): a segment
    /// step's gesture.
    static func segment(on surface: SCIChartSurface, from start: (Double, Double), to end: (Double, Double)) {
        let layout = surface.currentLayout
        let from = layout.surfacePoint(x: start.0, y: start.1)
        let to = layout.surfacePoint(x: end.0, y: end.1)
        surface.handlePointer(SCIPointerEvent(phase: .began, location: from))
        surface.handlePointer(SCIPointerEvent(phase: .moved, location: to))
        surface.handlePointer(SCIPointerEvent(phase: .ended, location: to))
    }
}

extension GalleryCharts {
    /// A long position on SPY from the June 2016 low, its stop under the low and its target
    /// at the August high, with the risk/reward ratio; and a stroke drawn by hand around the
    /// September sell-off.
    public static func spyPosition(theme: SCIChartTheme = .dark) -> SCIChartSurface {
        let surface = spyToolChart(
            theme: theme, title: "SPY daily, 2016: a long position, and a note by hand",
            from: day(2016, 5, 15), to: day(2016, 10, 15))
        let position = SCIPositionCreationModifier()
        surface.chartModifiers.add(position)
        for point in [(day(2016, 6, 28), 203.2), (day(2016, 6, 28), 198.0), (day(2016, 8, 15), 218.7)] {
            place(on: surface, at: point)
        }
        position.isEnabled = false
        let pen = SCIFreehandDrawingModifier()
        surface.chartModifiers.add(pen)
        let layout = surface.currentLayout
        let centre = layout.surfacePoint(x: day(2016, 9, 12), y: 214.5)
        let points = (0...48).map { step -> CGPoint in
            let angle = Double(step) / 48 * 2 * .pi * 1.05
            return CGPoint(x: Double(centre.x) + cos(angle) * 34, y: Double(centre.y) + sin(angle) * 48)
        }
        surface.handlePointer(SCIPointerEvent(phase: .began, location: points[0]))
        for point in points.dropFirst() {
            surface.handlePointer(SCIPointerEvent(phase: .moved, location: point))
        }
        surface.handlePointer(SCIPointerEvent(phase: .ended, location: points[points.count - 1]))
        pen.isEnabled = false
        return surface
    }

    /// An Elliott impulse wave on SPY's 2016 rise whose wave 3 is shorter than waves 1 and 5,
    /// which Elliott's rules forbid (drawn as such), and a head and shoulders top of 2015 with
    /// its neckline and measured-move target.
    public static func spyPatterns(theme: SCIChartTheme = .dark) -> SCIChartSurface {
        let surface = spyToolChart(
            theme: theme, title: "SPY daily: Elliott's rules checked on a wave, a head and shoulders target",
            from: day(2015, 3, 1), to: day(2016, 8, 31))
        let wave = SCIElliottImpulseWaveCreationModifier()
        wave.snapToCandles = true
        surface.chartModifiers.add(wave)
        for point in [
            (day(2016, 2, 11), 181.0), (day(2016, 3, 1), 198.0), (day(2016, 3, 9), 196.0),
            (day(2016, 4, 20), 210.9), (day(2016, 6, 27), 198.7), (day(2016, 8, 15), 219.5),
        ] {
            place(on: surface, at: point)
        }
        wave.isEnabled = false
        let pattern = SCIHeadAndShouldersCreationModifier()
        pattern.snapToCandles = true
        surface.chartModifiers.add(pattern)
        for point in [
            (day(2015, 3, 11), 204.3), (day(2015, 4, 27), 212.0), (day(2015, 5, 6), 206.7),
            (day(2015, 5, 21), 213.8), (day(2015, 7, 8), 203.7), (day(2015, 7, 20), 213.2),
            (day(2015, 8, 24), 182.4),
        ] {
            place(on: surface, at: point)
        }
        pattern.isEnabled = false
        return surface
    }
}
