import Foundation
import SciChart

extension GalleryCharts {
    /// A bullish Gartley and a bearish Butterfly on real SPY swings of mid-2011, drawn by
    /// pointer gestures through an XABCD creation modifier whose magnet puts each point on
    /// its bar's high or low.
    public static func spyXabcd(theme: SCIChartTheme = .dark) -> SCIChartSurface {
        let surface = spyXabcdChart(
            theme: theme, title: "SPY daily, 2011: a bullish Gartley and a bearish Butterfly")
        let modifier = xabcdModifier(surface)
        for pattern in [bullishGartley2011, bearishButterfly2011] {
            for point in pattern { place(on: surface, at: point) }
        }
        modifier.isEnabled = false
        return surface
    }

    /// The Gartley's X, A, B and C placed and D being dragged: the levels where D would
    /// complete each pattern X, A, B and C fit show as reversal zones.
    public static func spyXabcdPlacing(theme: SCIChartTheme = .dark) -> SCIChartSurface {
        let surface = spyXabcdChart(
            theme: theme, title: "Placing D: where each fitting pattern would complete")
        _ = xabcdModifier(surface)
        for point in bullishGartley2011.dropLast() { place(on: surface, at: point) }
        let d = bullishGartley2011[4]
        surface.handlePointer(
            SCIPointerEvent(phase: .began, location: location(on: surface, d), timestamp: 100))
        return surface
    }

    /// X, A, B, C, D of the Gartley: June 23 low, July 7 high, July 18 low, July 21 high,
    /// July 29 low.
    static let bullishGartley2011: [(Double, Double)] = [
        (day(2011, 6, 23), 126.19), (day(2011, 7, 7), 135.70), (day(2011, 7, 18), 129.63),
        (day(2011, 7, 21), 134.82), (day(2011, 7, 29), 127.97),
    ]

    /// X, A, B, C, D of the Butterfly: August 17 high, 22 low, 25 high, 26 low, 31 high.
    static let bearishButterfly2011: [(Double, Double)] = [
        (day(2011, 8, 17), 121.20), (day(2011, 8, 22), 112.41), (day(2011, 8, 25), 119.40),
        (day(2011, 8, 26), 113.85), (day(2011, 8, 31), 123.51),
    ]

    private static func spyXabcdChart(theme: SCIChartTheme, title: String) -> SCIChartSurface {
        let surface = spyDaily(theme: theme)
        surface.chartTitle = title
        surface.xAxes[0].visibleRange = SCIDoubleRange(min: day(2011, 6, 1), max: day(2011, 9, 20))
        surface.yAxes[0].autoRange = .always
        return surface
    }

    private static func xabcdModifier(_ surface: SCIChartSurface) -> SCIXabcdCreationModifier {
        let modifier = SCIXabcdCreationModifier()
        modifier.snapToCandles = true
        modifier.isEditable = true
        surface.chartModifiers.add(modifier)
        return modifier
    }

    /// The surface point of data values `point` (x, y) on the first axes.
    public static func location(on surface: SCIChartSurface, _ point: (Double, Double)) -> CGPoint {
        surface.currentLayout.surfacePoint(x: point.0, y: point.1)
    }

    /// One press, drag and release landing on `point` (date, price), a little off first.
    static func place(on surface: SCIChartSurface, at point: (Double, Double)) {
        let target = location(on: surface, point)
        let time = Double(surface.annotations.count) * 10 + Double(point.0.truncatingRemainder(dividingBy: 7))
        surface.handlePointer(
            SCIPointerEvent(
                phase: .began, location: CGPoint(x: target.x - 6, y: target.y + 4), timestamp: time))
        surface.handlePointer(SCIPointerEvent(phase: .moved, location: target, timestamp: time))
        surface.handlePointer(SCIPointerEvent(phase: .ended, location: target, timestamp: time))
    }
}
