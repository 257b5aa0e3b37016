import Foundation
import SciChart
import Testing

/// Charts and checks shared by the navigation and cursor modifier tests.
enum NavigationFixture {
    /// A surface over x 0...100 and y 0...50 (numeric, explicit ranges) with `modifiers`.
    static func numeric(_ modifiers: [SCIChartModifierBase], frame: CGRect = Fixture.frame) -> SCIChartSurface
    {
        let surface = Fixture.numericSurface(frame: frame)
        surface.chartModifiers.add(contentsOf: modifiers)
        return surface
    }

    /// A surface with the x axis on the left over 0...10 and the y axis at the bottom over
    /// 0...100, with `modifiers`.
    static func vertical(_ modifiers: [SCIChartModifierBase]) -> SCIChartSurface {
        let surface = VerticalChartTests.surface()
        surface.chartModifiers.add(contentsOf: modifiers)
        return surface
    }

    /// A category date axis over `bars` daily candles (x: bar indices), showing bars
    /// 10...50, with `modifiers`.
    static func category(bars: Int = 100, _ modifiers: [SCIChartModifierBase]) -> SCIChartSurface {
        let surface = SCIChartSurface(frame: Fixture.frame)
        let xAxis = SCICategoryDateAxis()
        xAxis.visibleRange = SCIDoubleRange(min: 10, max: 50)
        let yAxis = SCINumericAxis()
        yAxis.visibleRange = SCIDoubleRange(min: 0, max: 200)
        surface.xAxes.add(xAxis)
        surface.yAxes.add(yAxis)
        let data = SCIOhlcDataSeries(xType: .date, yType: .double)
        let start = Fixture.seconds("2015-03-02")
        for index in 0..<bars {
            let price = 100 + Double(index % 7)
            data.append(
                x: Date(timeIntervalSince1970: start + Double(index) * 86_400), open: price, high: price + 2,
                low: price - 2, close: price + 1)
        }
        let candles = SCIFastCandlestickRenderableSeries()
        candles.dataSeries = data
        surface.renderableSeries.add(candles)
        surface.chartModifiers.add(contentsOf: modifiers)
        return surface
    }

    /// The value `axis` shows at surface point `point`.
    static func value(of axis: SCIAxisBase, at point: CGPoint, on surface: SCIChartSurface) -> Double {
        let area = surface.seriesAreaFrame
        let calculator = axis.currentCoordinateCalculator
        let offset = calculator.isHorizontal ? Double(point.x - area.minX) : Double(point.y - area.minY)
        return calculator.getDataValue(offset)
    }

    /// The values one pixel of `axis` spans in the current layout.
    static func perPixel(_ axis: SCIAxisBase) -> Double {
        let calculator = axis.currentCoordinateCalculator
        return (calculator.visibleMax - calculator.visibleMin) / calculator.viewportLength
    }

    /// A point in the series area at fractions of its width and height.
    static func point(_ surface: SCIChartSurface, _ fx: Double, _ fy: Double) -> CGPoint {
        let area = surface.seriesAreaFrame
        return CGPoint(
            x: Double(area.minX) + Double(area.width) * fx, y: Double(area.minY) + Double(area.height) * fy)
    }

    /// Every visible range of `surface`, x axes first.
    static func ranges(_ surface: SCIChartSurface) -> [SCIDoubleRange] {
        (Array(surface.xAxes) + Array(surface.yAxes)).map { $0.visibleRange.copy() }
    }

    /// Whether every range is finite and ordered with a non-zero span.
    static func areSane(_ ranges: [SCIDoubleRange]) -> Bool {
        ranges.allSatisfy { $0.min.isFinite && $0.max.isFinite && $0.min < $0.max }
    }

    /// Whether `a` and `b` agree to `tolerance` of `scale`.
    static func close(_ a: Double, _ b: Double, scale: Double = 1, tolerance: Double = 1e-9) -> Bool {
        abs(a - b) <= tolerance * max(abs(scale), 1e-300)
    }

    /// Sends a scroll of `notches` (positive: down) at `point`.
    @discardableResult
    static func scroll(
        _ surface: SCIChartSurface, _ notches: Double, at point: CGPoint, modifiers: SCIKeyModifiers = [],
        horizontal: Double = 0
    ) -> Bool {
        surface.handleScroll(deltaX: horizontal, deltaY: notches, at: point, modifiers: modifiers)
    }
}

/// A modifier that handles every press, standing for a drawing tool.
final class PressTaker: SCIChartModifierBase {
    override func onPointerBegan(_ args: SCIPointerArgs) -> Bool { true }
    override func onPointerMoved(_ args: SCIPointerArgs) -> Bool { true }
    override func onPointerEnded(_ args: SCIPointerArgs) -> Bool { true }
}
